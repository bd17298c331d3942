// The country switch of the address form (spec section 4): NL offers delivery in Belgium, BE in the Netherlands,
// through the switch-country popup that leads to /checkout/verhuizen with the current path.
import { useLocation } from "react-router";
import { usePopup } from "../popups/PopupProvider";
import { useRootData } from "../root-data";

export interface SwitchCountryData {
  target: "NL" | "BE";
  redirectUrl: string;
}

const countryNames = { NL: "Nederland", BE: "België" } as const;

export function CountrySwitch() {
  const { store } = useRootData();
  const { open } = usePopup();
  const location = useLocation();
  const target = store.country === "NL" ? "BE" : "NL";
  return (
    <button
      type="button"
      className="button button--link country-switch"
      onClick={() =>
        open({
          type: "switch-country",
          title: `Je bestelling in ${countryNames[target]} laten bezorgen`,
          data: { target, redirectUrl: `${location.pathname}${location.search}` },
          size: 480,
        })
      }
    >
      In {countryNames[target]} laten bezorgen
    </button>
  );
}

export function SwitchCountryPopup({ target, redirectUrl }: SwitchCountryData) {
  const { close } = usePopup();
  const shop = target === "BE" ? "Belgische" : "Nederlandse";
  return (
    <div className="switch-country">
      <p>
        Woon je in {countryNames[target]}? Dan bestel je in onze {shop} winkel. We nemen je winkelwagen mee;
        de prijzen en verzendkosten kunnen daar iets anders zijn. Je gegevens vul je daar opnieuw in.
      </p>
      <div className="cart-popup__actions">
        <button type="button" className="button button--secondary" onClick={close}>
          Annuleren
        </button>
        <a
          className="button button--primary"
          href={`/checkout/verhuizen?redirectUrl=${encodeURIComponent(redirectUrl)}`}
        >
          Naar de {shop} winkel
        </a>
      </div>
    </div>
  );
}
