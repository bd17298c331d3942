// The advice and measuring appointment form (spec sections 2-5): name, address with the postcode lookup,
// contact, what the visitor wants and for which products, an optional coupon; the service area decides the
// price, and a sent form is replaced by the confirmation.
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  ADVICE_CONTACT_PROMISE,
  ADVICE_FORM_FAILED,
  adviceFee,
  advicePriceLabel,
} from "../../domain/advice/advice";
import { adviceFormSchema } from "../../domain/validation/advice";
import { validateField } from "../../domain/validation/errors";
import { ApiError } from "../api/client";
import { AddressForm } from "../forms/AddressForm";
import { useAddressForm } from "../forms/useAddressForm";
import { useFields } from "../forms/useFields";
import { NoScriptFields } from "../no-script";
import { track } from "../tracking/dataLayer";
import { AdviceDone, type AdviceSent } from "./AdviceDone";
import { adviceApi } from "./api";
import { CostSection } from "./CostSection";
import { ServiceAreaNotice } from "./ServiceAreaNotice";
import { useCoupon } from "./useCoupon";
import { useServiceArea } from "./useServiceArea";
import { noWishes, type Wishes, WishesSection, type WishField, wishFields } from "./WishesSection";

const ID = "advies";

export function AdviceForm() {
  const form = useAddressForm("NL", adviceFormSchema);
  const wishes = useFields<WishField, Wishes>(noWishes, (field, values) =>
    validateField(adviceFormSchema, field, values[field]),
  );
  const coupon = useCoupon();
  const area = useServiceArea(form.values.zipcode, form.values.housenumber);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [done, setDone] = useState<AdviceSent | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const notFound = area?.service_area === "not_found";
  const price = area ? advicePriceLabel(area, coupon.applied !== null) : null;

  // After a refused submit, focus goes to the first field with a message.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .advice-form__failure')?.focus();
  }, [attempt]);

  function refused(messages: string[]) {
    setFailure(messages);
    setAttempt((n) => n + 1);
  }

  /** Shows a refusal's messages at their fields; answers the refusal's lines for the form's notice. */
  function showServerErrors(error: ApiError): string[] {
    const other = form.showServerErrors(error.errors);
    const atWishes: Partial<Record<WishField, string>> = {};
    for (const field of wishFields) if (error.errors[field]) atWishes[field] = error.errors[field];
    wishes.setErrors(atWishes);
    if (error.errors.coupon_code) coupon.refuse(error.errors.coupon_code);
    const rest = other.filter((m) => m !== error.errors.coupon_code && !Object.values(atWishes).includes(m));
    // A refusal explains itself (the area, too many tries); a server fault's text adds nothing.
    return error.status >= 400 && error.status < 500 ? rest : [];
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || notFound) return;
    setFailure(null);
    const addressValid = form.validateAll();
    const wishesValid = wishFields.map((f) => !wishes.check(f)).every(Boolean);
    if (!addressValid || !wishesValid) {
      setAttempt((n) => n + 1);
      return;
    }
    const address = form.toAddress();
    const applied = coupon.applied;
    track("advice_appointment", {
      service_area: area?.service_area ?? "onbekend",
      value: area ? adviceFee(area, applied !== null) / 100 : 0,
      coupon: applied?.code ?? "",
    });
    setBusy(true);
    try {
      const answer = await adviceApi.submit({
        ...wishes.values,
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
        coupon_code: applied?.code ?? "",
        ...(area ? { service_area: area.service_area } : {}),
      });
      if (answer.order?.status) setDone({ number: answer.order.number, email: address.email.trim(), price });
      else refused([ADVICE_FORM_FAILED]);
    } catch (error) {
      refused([ADVICE_FORM_FAILED, ...(error instanceof ApiError ? showServerErrors(error) : [])]);
    } finally {
      setBusy(false);
    }
  }

  if (done) return <AdviceDone done={done} idPrefix={ID} />;

  return (
    <form method="post" ref={formRef} className="advice-form" noValidate onSubmit={submit} aria-busy={busy}>
      <NoScriptFields form="advies" />
      <section className="advice-form__section" aria-labelledby={`${ID}-gegevens`}>
        <h2 id={`${ID}-gegevens`}>Je gegevens</h2>
        <AddressForm form={form} idPrefix={ID} salutation={false} showNote={false} revealStreetAfterLookup />
        <ServiceAreaNotice area={area} withCoupon={coupon.applied !== null} />
      </section>
      <WishesSection wishes={wishes} idPrefix={ID} />
      <CostSection idPrefix={ID} coupon={coupon} area={area} price={price} />
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
