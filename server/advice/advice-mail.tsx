// The e-mails of an advice appointment request: a confirmation to the visitor and the request for the shop.
import {
  ADVICE_CONTACT_PROMISE,
  ADVICE_CREDIT_FROM_CENTS,
  ADVICE_CREDIT_TEXT,
  ADVICE_INSTALMENTS,
  ADVICE_INSTALMENTS_TEXT,
  adviceRequestLabels,
  productFamilyLabels,
} from "../../domain/advice/advice.ts";
import type { ServiceAreaCheck } from "../../domain/advice/service-area.ts";
import { type Cents, formatPriceRounded } from "../../domain/money.ts";
import type { Store } from "../../domain/store.ts";
import type { AdviceForm } from "../../domain/validation/advice.ts";
import { Details } from "../mail/components/details.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import type { MailElement } from "../mail/render.ts";

export const ADVICE_SUBJECT = "Je aanvraag voor een advies- en meetafspraak";

export interface AdviceForMail {
  number: string;
  form: AdviceForm;
  area: ServiceAreaCheck;
  /** What the visitor pays, after a coupon. */
  fee: Cents;
  /** The free-advice coupon that made a paid appointment free; null otherwise. */
  coupon: { code: string; name: string } | null;
  store: Store;
}

function addressText(form: AdviceForm): string {
  const house = [form.housenumber, form.housenumber_affix].filter(Boolean).join(" ");
  return [
    `${form.firstname} ${form.lastname}`,
    `${form.street} ${house}`,
    `${form.zipcode} ${form.city}`,
  ].join("\n");
}

function costText(request: AdviceForMail): string {
  if (request.fee > 0) return `Eenmalig: ${formatPriceRounded(request.fee)}`;
  return request.coupon ? `Gratis (couponcode ${request.coupon.code})` : "Gratis";
}

function requestRows(request: AdviceForMail) {
  const { form } = request;
  return [
    { label: "Aanvraagnummer", value: request.number },
    { label: "Je wilt", value: adviceRequestLabels[form.request] },
    { label: "Producten", value: form.product_interest.map((p) => productFamilyLabels[p]).join(", ") },
    { label: "Aantal producten", value: String(form.product_amount) },
    { label: "Adres", value: addressText(form) },
    { label: "Telefoon", value: form.telephone },
    { label: "E-mail", value: form.email },
    { label: "Kosten", value: costText(request) },
  ];
}

/** The visitor's confirmation: what they asked for, what it costs, and that we call within 2 working days. */
export function adviceVisitorMail(request: AdviceForMail): MailElement {
  const paidOriginally = request.area.service_area === "paid";
  const costNote =
    request.fee > 0
      ? `Omdat je adres buiten de regio rond onze vestigingen ligt, kost de afspraak eenmalig ${formatPriceRounded(request.fee)}. ${ADVICE_CREDIT_TEXT} ${ADVICE_INSTALMENTS_TEXT}`
      : paidOriginally && request.coupon
        ? `Met je couponcode ${request.coupon.code} is de afspraak gratis. Je zit nergens aan vast.`
        : "De afspraak is gratis en je zit nergens aan vast.";
  return (
    <MailLayout
      preheader={`Je aanvraag ${request.number}: ${ADVICE_CONTACT_PROMISE.toLowerCase()}`}
      heading="Bedankt voor je aanvraag"
      store={request.store.code}
      reason="Je ontvangt deze e-mail omdat je op onze website een advies- en meetafspraak aan huis hebt aangevraagd."
    >
      <Paragraph
        text={`Beste ${request.form.firstname},\nWe hebben je aanvraag voor een advies- en meetafspraak aan huis ontvangen. ${ADVICE_CONTACT_PROMISE} De adviseur neemt stalen mee en meet alles nauwkeurig in.`}
      />
      <Subheading text="Je aanvraag" />
      <Details rows={requestRows(request)} />
      <Note text={costNote} />
      <Paragraph
        text={`Klopt er iets niet, of wil je iets doorgeven voor de afspraak? Bel ons op ${request.store.phone} of beantwoord deze e-mail.`}
      />
    </MailLayout>
  );
}

/** The shop's copy: all it needs to call the visitor and plan the visit, with the area and the coupon. */
export function adviceShopMail(request: AdviceForMail): MailElement {
  const { form, area } = request;
  const areaText = `${area.name ?? "onbekend"} (${area.service_area === "free" ? "gratis regio" : "betaalde regio"})`;
  return (
    <MailLayout
      preheader={`${form.firstname} ${form.lastname} uit ${form.city} wil een afspraak aan huis.`}
      heading={`Nieuwe adviesafspraak ${request.number}`}
      store={request.store.code}
      reason="Deze aanvraag gaat naar de klantenservice van Raamwerk."
    >
      <Paragraph
        text={`${form.firstname} ${form.lastname} vraagt een advies- en meetafspraak aan huis aan. Neem binnen 2 werkdagen contact op om de afspraak te plannen.`}
      />
      <Details
        rows={[
          ...requestRows(request),
          { label: "Regio", value: areaText },
          ...(request.coupon
            ? [{ label: "Couponcode", value: `${request.coupon.code} (${request.coupon.name})` }]
            : []),
        ]}
      />
      {request.fee > 0 && (
        <Note
          text={`Eenmalige vergoeding ${formatPriceRounded(request.fee)}: verrekenen bij een bestelling boven ${formatPriceRounded(ADVICE_CREDIT_FROM_CENTS)}; betalen in ${ADVICE_INSTALMENTS} termijnen mag.`}
        />
      )}
    </MailLayout>
  );
}
