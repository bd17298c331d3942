// 'Kosten' of the advice form: the coupon widget and what the appointment costs for the typed address.
import { ADVICE_CREDIT_TEXT, ADVICE_INSTALMENTS_TEXT } from "../../domain/advice/advice";
import { FieldError } from "../forms/FieldError";
import { useRootData } from "../root-data";
import { Icon } from "../ui/Icon";
import type { AreaAnswer } from "./api";
import { PhoneLink } from "./PhoneLink";
import type { CouponState } from "./useCoupon";

export function CostSection({
  idPrefix,
  coupon,
  area,
  price,
}: {
  idPrefix: string;
  coupon: CouponState;
  area: AreaAnswer | null;
  /** The appointment's price label, null while the area is unknown. */
  price: string | null;
}) {
  return (
    <section className="advice-form__section" aria-labelledby={`${idPrefix}-kosten`}>
      <h2 id={`${idPrefix}-kosten`}>Kosten</h2>
      <CouponField idPrefix={idPrefix} coupon={coupon} />
      <AdvicePrice idPrefix={idPrefix} area={area} price={price} withCoupon={coupon.applied !== null} />
    </section>
  );
}

function CouponField({ idPrefix, coupon }: { idPrefix: string; coupon: CouponState }) {
  const couponId = `${idPrefix}-coupon`;
  const { applied, problem } = coupon;
  return (
    <div className="advice-coupon">
      {applied ? (
        <div className="advice-coupon__applied">
          <p>
            <Icon name="tag" size={18} />
            <span>
              Couponcode <strong>{applied.code}</strong> toegepast: {applied.name}
            </span>
          </p>
          <button type="button" className="button button--link" onClick={coupon.remove}>
            Verwijderen<span className="visually-hidden"> couponcode {applied.code}</span>
          </button>
        </div>
      ) : (
        <>
          <label htmlFor={couponId} className="field__label">
            Couponcode <span className="field__optional">(optioneel)</span>
          </label>
          <div className="advice-coupon__row">
            <input
              id={couponId}
              name="coupon_code"
              className="text-input"
              value={coupon.input}
              autoComplete="off"
              maxLength={64}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${couponId}-error` : undefined}
              onChange={(event) => coupon.type(event.target.value)}
              onKeyDown={(event) => {
                // Enter applies the code instead of sending the whole form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  void coupon.apply();
                }
              }}
            />
            <button
              type="button"
              className="button button--secondary"
              disabled={coupon.busy || coupon.input.trim() === ""}
              onClick={() => void coupon.apply()}
            >
              Toepassen
            </button>
          </div>
          {problem && (
            <div id={`${couponId}-error`} role="alert">
              {problem.reason && <p className="notice notice--warning">{problem.reason}</p>}
              <FieldError message={problem.message} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

function AdvicePrice({
  idPrefix,
  area,
  price,
  withCoupon,
}: {
  idPrefix: string;
  area: AreaAnswer | null;
  price: string | null;
  withCoupon: boolean;
}) {
  const { store } = useRootData();
  return (
    <div className="advice-price" aria-live="polite">
      {price ? (
        <>
          <p className="advice-price__row">
            <span>Afspraak aan huis</span>
            <strong className="advice-price__amount">{price}</strong>
          </p>
          {area?.service_area === "paid" && !withCoupon && (
            <ul className="advice-price__notes">
              <li>{ADVICE_CREDIT_TEXT}</li>
              <li>{ADVICE_INSTALMENTS_TEXT}</li>
            </ul>
          )}
          {withCoupon && area?.service_area === "paid" && (
            <p className="advice-price__note">Gratis dankzij je couponcode.</p>
          )}
        </>
      ) : area?.service_area === "not_found" ? (
        <p className="advice-price__note" id={`${idPrefix}-no-appointment`}>
          Op dit adres kunnen we geen afspraak aan huis maken. Bel ons op <PhoneLink phone={store.phone} />.
        </p>
      ) : (
        <p className="advice-price__note">
          Je ziet hier wat de afspraak kost zodra je postcode en huisnummer kloppen.
        </p>
      )}
    </div>
  );
}
