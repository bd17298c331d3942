// Site footer: service links (the advice appointment only in the NL store), categories and contact details.
import { useRootData } from "../root-data";
import { useInternalLinkClicks } from "../ui/useInternalLinkClicks";

export function Footer() {
  const { store, navigation } = useRootData();
  // The footer's links are plain anchors; one handler navigates in the app.
  const followLink = useInternalLinkClicks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: clicks come from the links inside, which Enter also clicks
    // biome-ignore lint/a11y/noStaticElementInteractions: the footer only listens to the clicks of its links
    <footer className="site-footer" onClick={followLink}>
      <div className="site-footer__grid">
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">Klantenservice</h2>
          <ul>
            <li>
              <a href="/klantenservice/contact" data-discover="true">
                Contact en service
              </a>
            </li>
            <li>
              <a href="/bestelling-volgen" data-discover="true">
                Bestelling volgen
              </a>
            </li>
            <li>
              <a href="/klantenservice/laten-monteren" data-discover="true">
                Laten inmeten en monteren
              </a>
            </li>
            {store.adviceAppointments && (
              <li>
                <a href="/advies-meet-afspraak-plannen" data-discover="true">
                  Advies- en meetafspraak plannen
                </a>
              </li>
            )}
            <li>
              <a href="/voorwaarden" data-discover="true">
                Algemene voorwaarden
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-assortiment">
          <h2 id="footer-assortiment">Assortiment</h2>
          <ul>
            {navigation.map((c) => (
              <li key={c.slug}>
                <a href={`/${c.slug}`} data-discover="true">
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <p>
            Bel ons op <a href={`tel:${store.phone.replace(/[^0-9+]/g, "")}`}>{store.phone}</a>
          </p>
          <p>ma t/m vr 9.00 - 17.30 uur, za 10.00 - 16.00 uur</p>
          <p>
            <a href="mailto:klantenservice@raamwerk.nl">klantenservice@raamwerk.nl</a>
          </p>
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} Raamwerk B.V. · Alle prijzen zijn inclusief 21% btw ·{" "}
        {store.code === "BE" ? "Je bekijkt de Belgische winkel" : "Je bekijkt de Nederlandse winkel"}
      </p>
    </footer>
  );
}
