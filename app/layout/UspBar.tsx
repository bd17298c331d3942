// The row of shop-wide promises under the header.
import { Icon, type IconName } from "../ui/Icon";

const usps: { icon: IconName; text: string }[] = [
  { icon: "ruler", text: "Op maat gemaakt in eigen atelier" },
  { icon: "swatch", text: "Gratis kleurstalen" },
  { icon: "truck", text: "Gratis verzending vanaf € 150" },
  { icon: "tools", text: "Laten inmeten en monteren kan" },
];

export function UspBar() {
  return (
    // A named section is a landmark (region): screen readers reach it, and nothing sits outside a landmark.
    <section aria-label="Onze beloftes">
      <ul className="usp-bar">
        {usps.map((usp) => (
          <li key={usp.text} className="usp-bar__item">
            <Icon name={usp.icon} size={20} />
            {usp.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
