// What the service area of the typed address means for the visitor: a free visit, a paid one (free with a
// coupon), or none, with the store's phone number (spec section 4).
import { adviceNotFoundMessage } from "../../domain/advice/advice";
import { useRootData } from "../root-data";
import { Icon } from "../ui/Icon";
import type { AreaAnswer } from "./api";
import { PhoneLink } from "./PhoneLink";

/** The store's phone number as a link, inside the not_found message. */
function NotFoundText({ phone }: { phone: string }) {
  const [before, after] = adviceNotFoundMessage(phone).split(phone);
  return (
    <>
      {before}
      <PhoneLink phone={phone} />
      {after}
    </>
  );
}

export function ServiceAreaNotice({ area, withCoupon }: { area: AreaAnswer | null; withCoupon: boolean }) {
  const { store } = useRootData();
  return (
    <div className="advice-form__area" aria-live="polite">
      {area?.service_area === "free" && (
        <p className="notice advice-notice advice-notice--free">
          <Icon name="check" size={20} />
          <span>
            Goed nieuws: je woont in de regio rond onze vestigingen. De afspraak aan huis is gratis.
          </span>
        </p>
      )}
      {area?.service_area === "paid" && (
        <p className="notice advice-notice">
          <Icon name="info" size={20} />
          <span>
            {withCoupon
              ? "Je woont buiten de regio rond onze vestigingen, maar met je couponcode is de afspraak gratis."
              : "Je woont buiten de regio rond onze vestigingen. Ook bij jou komen we graag langs, voor een eenmalige vergoeding."}
          </span>
        </p>
      )}
      {area?.service_area === "not_found" && (
        <p className="notice notice--warning advice-notice">
          <Icon name="phone" size={20} />
          <span>
            <NotFoundText phone={store.phone} />
          </span>
        </p>
      )}
    </div>
  );
}
