// The cookie settings dialog: Functioneel always on, Analytisch and Marketing as switches, 'Keuze opslaan'.
// Escape or the close button leaves the choice as it was.
import { useEffect, useId, useState } from "react";
import { Dialog } from "../ui/Dialog";
import type { ConsentChoice } from "./consent";
import { closeConsentSettings, saveConsent } from "./consent-store";

interface Purpose {
  key: keyof ConsentChoice | "functional";
  label: string;
  text: string;
}

const purposes: Purpose[] = [
  {
    key: "functional",
    label: "Functioneel",
    text: "Nodig om de winkel te laten werken: je winkelwagen, je stalenmandje, de kassa en deze keuze. Altijd aan.",
  },
  {
    key: "analytics",
    label: "Analytisch",
    text: "We meten welke pagina's en producten bekeken worden, om de winkel te verbeteren.",
  },
  {
    key: "marketing",
    label: "Marketing",
    text: "Advertenties op andere sites stemmen we af op wat je bij ons bekeek.",
  },
];

export function ConsentSettings({ open, choice }: { open: boolean; choice: ConsentChoice | null }) {
  const [draft, setDraft] = useState<ConsentChoice>({ analytics: false, marketing: false });
  const idPrefix = useId();
  // Each opening starts from the remembered choice (nothing allowed when there is none).
  useEffect(() => {
    if (open) setDraft(choice ?? { analytics: false, marketing: false });
  }, [open, choice]);

  return (
    <Dialog open={open} title="Cookie-instellingen" onClose={closeConsentSettings} size={520}>
      <form
        className="consent-settings"
        onSubmit={(event) => {
          event.preventDefault();
          saveConsent(draft);
        }}
      >
        <p>Kies welke cookies we naast de functionele mogen gebruiken. Je kunt dit later altijd wijzigen.</p>
        <ul className="consent-settings__list">
          {purposes.map((purpose) => {
            const id = `${idPrefix}-${purpose.key}`;
            const always = purpose.key === "functional";
            const checked = purpose.key === "functional" ? true : draft[purpose.key];
            return (
              <li key={purpose.key} className="consent-settings__purpose">
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  aria-checked={checked}
                  className="consent-switch"
                  checked={checked}
                  disabled={always}
                  aria-describedby={`${id}-text`}
                  onChange={(event) => {
                    if (purpose.key !== "functional") {
                      const key = purpose.key;
                      setDraft((d) => ({ ...d, [key]: event.target.checked }));
                    }
                  }}
                />
                <label htmlFor={id}>{purpose.label}</label>
                <p id={`${id}-text`}>{purpose.text}</p>
              </li>
            );
          })}
        </ul>
        <button type="submit" className="button button--primary">
          Keuze opslaan
        </button>
      </form>
    </Dialog>
  );
}
