// The advice and measuring appointment form (spec sections 2-5): name, address with the postcode lookup,
// contact, what the visitor wants and for which products, an optional coupon; the service area decides the
// price, and a sent form is replaced by the confirmation.
import { type FocusEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  ADVICE_CONTACT_PROMISE,
  ADVICE_COUPON_INVALID,
  ADVICE_CREDIT_TEXT,
  ADVICE_FORM_FAILED,
  ADVICE_INSTALMENTS_TEXT,
  adviceFee,
  adviceNotFoundMessage,
  advicePriceLabel,
  adviceRequestHints,
  adviceRequestLabels,
  productFamilyLabels,
} from "../../domain/advice/advice";
import { productFamilies } from "../../domain/products";
import { normalizeDutchPostcode } from "../../domain/validation/address";
import {
  type AdviceRequest,
  adviceFormSchema,
  adviceRequests,
  PRODUCT_AMOUNT_MAX,
  PRODUCT_AMOUNT_MIN,
} from "../../domain/validation/advice";
import { validateField } from "../../domain/validation/errors";
import { ApiError, isAbort } from "../api/client";
import { AddressForm, useAddressForm } from "../forms/AddressForm";
import { FieldError } from "../forms/FieldError";
import { lookupKey } from "../forms/postcode";
import { useRootData } from "../root-data";
import { track } from "../tracking/dataLayer";
import { Icon } from "../ui/Icon";
import { type AreaAnswer, adviceApi } from "./api";

const ID = "advies";
/** The fields this form asks beside the address form's. */
const wishFields = ["request", "product_interest", "product_amount"] as const;
type WishField = (typeof wishFields)[number];
type Wishes = { request: AdviceRequest | ""; product_interest: string[]; product_amount: string };

interface Done {
  number: string;
  email: string;
  price: string | null;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

/** The store's phone number as a link, inside the not_found message. */
function NotFoundText({ phone }: { phone: string }) {
  const [before, after] = adviceNotFoundMessage(phone).split(phone);
  return (
    <>
      {before}
      <a href={telHref(phone)}>{phone}</a>
      {after}
    </>
  );
}

export function AdviceForm() {
  const { store } = useRootData();
  const form = useAddressForm("NL", adviceFormSchema);
  const [wishes, setWishes] = useState<Wishes>({ request: "", product_interest: [], product_amount: "" });
  const [wishErrors, setWishErrors] = useState<Partial<Record<WishField, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<WishField, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLElement>(null);

  // The service area, asked once postcode and house number are complete (the same moment as the postcode
  // lookup); it depends on the postcode only, so answers are kept per postcode.
  const postcode = normalizeDutchPostcode(form.values.zipcode);
  const areaKey = postcode && lookupKey(form.values.zipcode, form.values.housenumber) ? postcode : null;
  const [area, setArea] = useState<{ key: string; answer: AreaAnswer } | null>(null);
  const areas = useRef(new Map<string, AreaAnswer>());
  useEffect(() => {
    if (!areaKey) return;
    const known = areas.current.get(areaKey);
    if (known) {
      setArea({ key: areaKey, answer: known });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adviceApi
        .checkZipcode(areaKey, controller.signal)
        .then((answer) => {
          areas.current.set(areaKey, answer);
          setArea({ key: areaKey, answer });
        })
        .catch((error: unknown) => {
          // Without an answer the form stays usable: the server decides the area when the form is sent.
          if (!isAbort(error)) console.error("Service area check failed", error);
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [areaKey]);
  const current = area && area.key === areaKey ? area.answer : null;
  const notFound = current?.service_area === "not_found";

  // The coupon widget (spec section 4): entered, applied or rejected; removing resets it.
  const [couponInput, setCouponInput] = useState("");
  const [coupon, setCoupon] = useState<{ code: string; name: string } | null>(null);
  const [couponProblem, setCouponProblem] = useState<{ message: string; reason?: string } | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);

  async function applyCoupon() {
    const code = couponInput.trim();
    if (!code || couponBusy) return;
    setCouponBusy(true);
    setCouponProblem(null);
    try {
      const { coupon: answer } = await adviceApi.checkCoupon(code);
      if (answer.valid) {
        setCoupon({ code: answer.code, name: answer.name });
        setCouponInput("");
      } else setCouponProblem({ message: ADVICE_COUPON_INVALID, reason: answer.message });
    } catch (error) {
      setCouponProblem({
        message:
          error instanceof ApiError ? (error.errors.coupon_code ?? error.message) : ADVICE_COUPON_INVALID,
      });
    } finally {
      setCouponBusy(false);
    }
  }

  function removeCoupon() {
    setCoupon(null);
    setCouponInput("");
    setCouponProblem(null);
  }

  const price = current ? advicePriceLabel(current, coupon !== null) : null;
  const paidWithoutCoupon = current?.service_area === "paid" && !coupon;

  function checkWish(field: WishField, next: Wishes) {
    const message = validateField(adviceFormSchema, field, next[field]);
    setWishErrors((errors) => ({ ...errors, [field]: message }));
    return !message;
  }

  function setWish<F extends WishField>(field: F, value: Wishes[F]) {
    const next = { ...wishes, [field]: value };
    setWishes(next);
    setTouched((t) => ({ ...t, [field]: true }));
    // A choice is complete as soon as it is made; the message goes as soon as the value is right.
    if (field !== "product_amount" || wishErrors[field]) checkWish(field, next);
  }

  /** A group is checked when focus leaves it, once it was touched. */
  function blurGroup(field: WishField) {
    return (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      if (touched[field] || wishErrors[field]) checkWish(field, wishes);
    };
  }

  // After a refused submit, focus goes to the first field with a message.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .advice-form__failure')?.focus();
  }, [attempt]);

  useEffect(() => {
    if (!done) return;
    // Focus for screen readers and the keyboard; the scroll keeps a little room above the card
    // (scroll-margin).
    doneRef.current?.focus({ preventScroll: true });
    doneRef.current?.scrollIntoView({ block: "start" });
  }, [done]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || notFound) return;
    setFailure(null);
    const addressValid = form.validateAll();
    const wishesValid = wishFields.map((f) => checkWish(f, wishes)).every(Boolean);
    if (!addressValid || !wishesValid) {
      setAttempt((n) => n + 1);
      return;
    }
    const address = form.toAddress();
    track("advice_appointment", {
      service_area: current?.service_area ?? "onbekend",
      value: current ? adviceFee(current, coupon !== null) / 100 : 0,
      coupon: coupon?.code ?? "",
    });
    setBusy(true);
    try {
      const answer = await adviceApi.submit({
        ...wishes,
        firstname: address.firstname,
        lastname: address.lastname,
        telephone: address.telephone,
        email: address.email,
        zipcode: address.zipcode,
        housenumber: address.housenumber,
        housenumber_affix: address.housenumber_affix,
        street: address.street,
        city: address.city,
        ...(address.lat !== undefined && address.lon !== undefined
          ? { lat: address.lat, lon: address.lon }
          : {}),
        coupon_code: coupon?.code ?? "",
        ...(current ? { service_area: current.service_area } : {}),
      });
      if (answer.order?.status) {
        setDone({ number: answer.order.number, email: address.email.trim(), price });
      } else {
        setFailure([ADVICE_FORM_FAILED]);
        setAttempt((n) => n + 1);
      }
    } catch (error) {
      const messages = [ADVICE_FORM_FAILED];
      if (error instanceof ApiError) {
        const other = form.showServerErrors(error.errors);
        const atWishes: Partial<Record<WishField, string>> = {};
        for (const field of wishFields) if (error.errors[field]) atWishes[field] = error.errors[field];
        setWishErrors(atWishes);
        if (error.errors.coupon_code) {
          setCoupon(null);
          setCouponProblem({ message: error.errors.coupon_code });
        }
        const rest = other.filter(
          (m) => m !== error.errors.coupon_code && !Object.values(atWishes).includes(m),
        );
        // A refusal explains itself (the area, too many tries); a server fault's text adds nothing.
        if (error.status >= 400 && error.status < 500) messages.push(...rest);
      }
      setFailure(messages);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <section ref={doneRef} className="advice-done" tabIndex={-1} aria-labelledby={`${ID}-bedankt`}>
        <span className="advice-done__icon">
          <Icon name="check" size={28} />
        </span>
        <h2 id={`${ID}-bedankt`}>Bedankt voor je aanvraag</h2>
        <p className="advice-done__promise">{ADVICE_CONTACT_PROMISE}</p>
        <dl className="advice-done__rows">
          <div>
            <dt>Aanvraagnummer</dt>
            <dd>{done.number}</dd>
          </div>
          {done.price && (
            <div>
              <dt>Kosten afspraak</dt>
              <dd>{done.price}</dd>
            </div>
          )}
        </dl>
        <p>
          We hebben een bevestiging gestuurd naar <strong>{done.email}</strong>. Heb je nog een vraag? Bel ons
          op <a href={telHref(store.phone)}>{store.phone}</a>.
        </p>
      </section>
    );
  }

  const couponId = `${ID}-coupon`;
  const amountId = `${ID}-product_amount`;
  return (
    <form ref={formRef} className="advice-form" noValidate onSubmit={submit} aria-busy={busy}>
      <section className="advice-form__section" aria-labelledby={`${ID}-gegevens`}>
        <h2 id={`${ID}-gegevens`}>Je gegevens</h2>
        <AddressForm form={form} idPrefix={ID} salutation={false} showNote={false} revealStreetAfterLookup />
        <div className="advice-form__area" aria-live="polite">
          {current?.service_area === "free" && (
            <p className="notice advice-notice advice-notice--free">
              <Icon name="check" size={20} />
              <span>
                Goed nieuws: je woont in de regio rond onze vestigingen. De afspraak aan huis is gratis.
              </span>
            </p>
          )}
          {current?.service_area === "paid" && (
            <p className="notice advice-notice">
              <Icon name="info" size={20} />
              <span>
                {coupon
                  ? "Je woont buiten de regio rond onze vestigingen, maar met je couponcode is de afspraak gratis."
                  : "Je woont buiten de regio rond onze vestigingen. Ook bij jou komen we graag langs, voor een eenmalige vergoeding."}
              </span>
            </p>
          )}
          {notFound && (
            <p className="notice notice--warning advice-notice">
              <Icon name="phone" size={20} />
              <span>
                <NotFoundText phone={store.phone} />
              </span>
            </p>
          )}
        </div>
      </section>

      <section className="advice-form__section" aria-labelledby={`${ID}-wensen`}>
        <h2 id={`${ID}-wensen`}>Je wensen</h2>
        <WishGroup
          field="request"
          legend="Waarmee kunnen we je helpen?"
          error={wishErrors.request}
          onBlur={blurGroup("request")}
        >
          {adviceRequests.map((value, index) => (
            <label key={value} className="choice">
              <input
                type="radio"
                id={`${ID}-request-${index}`}
                name={`${ID}-request`}
                value={value}
                checked={wishes.request === value}
                aria-invalid={Boolean(wishErrors.request)}
                onChange={() => setWish("request", value)}
              />
              <span className="choice__text">
                <strong>{adviceRequestLabels[value]}</strong>
                <span>{adviceRequestHints[value]}</span>
              </span>
            </label>
          ))}
        </WishGroup>
        <WishGroup
          field="product_interest"
          legend="Product interesse"
          hint="Kies een of meer."
          error={wishErrors.product_interest}
          onBlur={blurGroup("product_interest")}
          className="advice-form__products"
        >
          {productFamilies.map((family) => (
            <label key={family} className="choice">
              <input
                type="checkbox"
                id={`${ID}-product_interest-${family}`}
                name={`${ID}-product_interest`}
                value={family}
                checked={wishes.product_interest.includes(family)}
                aria-invalid={Boolean(wishErrors.product_interest)}
                onChange={(event) =>
                  setWish(
                    "product_interest",
                    event.target.checked
                      ? productFamilies.filter((f) => f === family || wishes.product_interest.includes(f))
                      : wishes.product_interest.filter((f) => f !== family),
                  )
                }
              />
              <span className="choice__text">{productFamilyLabels[family]}</span>
            </label>
          ))}
        </WishGroup>
        <div className="field advice-form__amount">
          <label htmlFor={amountId} className="field__label">
            Aantal producten
          </label>
          <p id={`${amountId}-hint`} className="advice-form__hint">
            Ongeveer, bijvoorbeeld het aantal ramen.
          </p>
          <input
            id={amountId}
            name="product_amount"
            className="text-input"
            type="number"
            inputMode="numeric"
            min={PRODUCT_AMOUNT_MIN}
            max={PRODUCT_AMOUNT_MAX}
            value={wishes.product_amount}
            aria-required
            aria-invalid={Boolean(wishErrors.product_amount)}
            aria-describedby={[`${amountId}-hint`, wishErrors.product_amount ? `${amountId}-error` : ""]
              .filter(Boolean)
              .join(" ")}
            onChange={(event) => setWish("product_amount", event.target.value)}
            onBlur={() => {
              if (touched.product_amount || wishErrors.product_amount) checkWish("product_amount", wishes);
            }}
          />
          {wishErrors.product_amount && (
            <FieldError id={`${amountId}-error`} message={wishErrors.product_amount} />
          )}
        </div>
      </section>

      <section className="advice-form__section" aria-labelledby={`${ID}-kosten`}>
        <h2 id={`${ID}-kosten`}>Kosten</h2>
        <div className="advice-coupon">
          {coupon ? (
            <div className="advice-coupon__applied">
              <p>
                <Icon name="tag" size={18} />
                <span>
                  Couponcode <strong>{coupon.code}</strong> toegepast: {coupon.name}
                </span>
              </p>
              <button type="button" className="button button--link" onClick={removeCoupon}>
                Verwijderen<span className="visually-hidden"> couponcode {coupon.code}</span>
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
                  value={couponInput}
                  autoComplete="off"
                  maxLength={64}
                  aria-invalid={couponProblem ? true : undefined}
                  aria-describedby={couponProblem ? `${couponId}-error` : undefined}
                  onChange={(event) => {
                    setCouponInput(event.target.value);
                    setCouponProblem(null);
                  }}
                  onKeyDown={(event) => {
                    // Enter applies the code instead of sending the whole form.
                    if (event.key === "Enter") {
                      event.preventDefault();
                      void applyCoupon();
                    }
                  }}
                />
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={couponBusy || couponInput.trim() === ""}
                  onClick={() => void applyCoupon()}
                >
                  Toepassen
                </button>
              </div>
              {couponProblem && (
                <div id={`${couponId}-error`} role="alert">
                  {couponProblem.reason && <p className="notice notice--warning">{couponProblem.reason}</p>}
                  <FieldError message={couponProblem.message} />
                </div>
              )}
            </>
          )}
        </div>
        <div className="advice-price" aria-live="polite">
          {price ? (
            <>
              <p className="advice-price__row">
                <span>Afspraak aan huis</span>
                <strong className="advice-price__amount">{price}</strong>
              </p>
              {paidWithoutCoupon && (
                <ul className="advice-price__notes">
                  <li>{ADVICE_CREDIT_TEXT}</li>
                  <li>{ADVICE_INSTALMENTS_TEXT}</li>
                </ul>
              )}
              {coupon && current?.service_area === "paid" && (
                <p className="advice-price__note">Gratis dankzij je couponcode.</p>
              )}
            </>
          ) : notFound ? (
            <p className="advice-price__note" id={`${ID}-no-appointment`}>
              Op dit adres kunnen we geen afspraak aan huis maken. Bel ons op{" "}
              <a href={telHref(store.phone)}>{store.phone}</a>.
            </p>
          ) : (
            <p className="advice-price__note">
              Je ziet hier wat de afspraak kost zodra je postcode en huisnummer kloppen.
            </p>
          )}
        </div>
      </section>

      {failure && (
        <div className="notice notice--warning advice-form__failure" role="alert" tabIndex={-1}>
          {failure.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="advice-form__actions">
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={busy || notFound}
          aria-describedby={notFound ? `${ID}-no-appointment` : undefined}
        >
          {busy ? "Bezig met versturen…" : "Maak afspraak"}
        </button>
        <p className="advice-form__small">{ADVICE_CONTACT_PROMISE}</p>
      </div>
    </form>
  );
}

/** A fieldset of radios or checkboxes with its legend, an optional hint and its message. */
function WishGroup({
  field,
  legend,
  hint,
  error,
  onBlur,
  className,
  children,
}: {
  field: WishField;
  legend: string;
  hint?: string;
  error?: string;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset
      className={`field advice-form__group${className ? ` ${className}` : ""}`}
      aria-describedby={described || undefined}
      onBlur={onBlur}
      data-field={field}
    >
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="advice-form__hint">
          {hint}
        </p>
      )}
      <div className="advice-form__choices">{children}</div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}
