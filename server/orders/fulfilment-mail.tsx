// The mail to the customer for each fulfilment move that mails (domain/orders/fulfilment.ts: mailsCustomer):
// released into production, a question about the sizes, sent (with the carrier's tracking link), ready for
// mounting, planned for mounting (with the date), done, cancelled after payment (with the refund). One
// component, a text per state.
import { formatPrice } from "../../domain/money.ts";
import type { MailedStatus } from "../../domain/orders/fulfilment.ts";
import type { StoreCode } from "../../domain/store.ts";
import { MailButton } from "../mail/components/button.tsx";
import { Details } from "../mail/components/details.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import type { MailElement } from "../mail/render.ts";

export interface FulfilmentMailData {
  number: string;
  firstname: string;
  store: StoreCode;
  to: MailedStatus;
  trackTraceUrl: string | null;
  /** YYYY-MM-DD, with the mounting. */
  mountDate: string | null;
  /** With a cancellation: the refund asked now (0 when everything was refunded before). */
  refundCents?: number;
  /** With a planned fitting (server/fitting): the window, the other moments offered and the customer's link. */
  fitting?: FittingMailData;
  /** With a signed handover: the signed handover is attached as a PDF. */
  handover?: boolean;
  /**
   * A pick-up order's 'verzonden' means ready to pick up: where (the location chosen at checkout, when the order
   * names one) and when the shop is open.
   */
  pickup?: { address: string; hours: string } | null;
}

export interface FittingMailData {
  window: string;
  alternatives: { date: string; window: string }[];
  confirmUrl: string;
}

const longDate = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "dinsdag 1 december 2026" for 2026-12-01. */
export function mountDateText(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

const texts: Record<
  MailedStatus,
  { subject: string; heading: string; body: (d: FulfilmentMailData) => string }
> = {
  wacht_op_klant: {
    subject: "Een vraag over je bestelling",
    heading: "We hebben een vraag over je maten",
    body: () =>
      "voordat we iets snijden, controleren we de maten van elke bestelling. Bij een van je producten willen we iets zeker weten; we nemen contact met je op. We maken je bestelling pas als je ons hebt geantwoord.",
  },
  vrijgegeven: {
    subject: "Je bestelling is in productie",
    heading: "We maken je bestelling",
    body: () =>
      "we hebben je maten gecontroleerd en je bestelling staat ingepland in ons atelier. Wijzigen of annuleren kan nu niet meer. Zodra alles klaar is, laten we je weten hoe het bij je komt.",
  },
  klaar_voor_montage: {
    subject: "Je bestelling is klaar voor montage",
    heading: "Je producten zijn klaar",
    body: () =>
      "je producten zijn klaar in ons atelier. We nemen contact met je op om de montage in te plannen.",
  },
  verzonden: {
    subject: "Je bestelling is verzonden",
    heading: "Je bestelling is onderweg",
    body: (d) =>
      d.trackTraceUrl
        ? "je producten zijn klaar en verzonden. Met de knop hieronder volg je het pakket bij de vervoerder."
        : "je producten zijn klaar en verzonden. De vervoerder bezorgt ze in de komende werkdagen.",
  },
  ingepland_voor_montage: {
    subject: "Je montage is ingepland",
    heading: "Je montage is ingepland",
    body: (d) =>
      d.fitting
        ? `je producten zijn klaar. Onze monteur komt ze ophangen op ${d.mountDate ? mountDateText(d.mountDate) : "de afgesproken dag"}, tussen ${d.fitting.window.replace("–", " en ")} uur. Bevestig de afspraak met de knop hieronder${d.fitting.alternatives.length > 0 ? ", of kies daar een van de andere momenten die we je aanbieden" : ""}. Past geen van de momenten? Neem dan contact met ons op.`
        : `je producten zijn klaar. Onze monteur komt ze ophangen op ${d.mountDate ? mountDateText(d.mountDate) : "de afgesproken dag"}. Past die dag toch niet? Neem dan contact met ons op.`,
  },
  geannuleerd: {
    subject: "Je bestelling is geannuleerd",
    heading: "Je bestelling is geannuleerd",
    body: (d) =>
      d.refundCents
        ? `we hebben je bestelling geannuleerd en maken nu ${formatPrice(d.refundCents)} aan je over, op de manier waarop je betaalde. Zodra de terugbetaling verwerkt is, krijg je van ons een e-mail met de creditnota; het geld staat meestal binnen een paar werkdagen op je rekening.`
        : "we hebben je bestelling geannuleerd. Wat je betaalde, hebben we je al teruggestort.",
  },
  afgerond: {
    subject: "Je bestelling is afgerond",
    heading: "Je bestelling is afgerond",
    body: (d) =>
      d.handover
        ? "onze monteur heeft alles opgehangen en je hebt de oplevering getekend. In de bijlage vind je het getekende opleverformulier. Bedankt dat je bij ons bestelde; we hopen dat je er lang plezier van hebt."
        : "alles is geleverd. Bedankt dat je bij ons bestelde; we hopen dat je er lang plezier van hebt.",
  },
};

/** 'verzonden' for an order the customer picks up: it is ready, not on its way. */
const readyForPickup: (typeof texts)["verzonden"] = {
  subject: "Je bestelling ligt klaar om af te halen",
  heading: "Je bestelling ligt voor je klaar",
  body: (d) =>
    d.pickup
      ? `je producten zijn klaar. Je kunt ze afhalen bij ${d.pickup.address} (${d.pickup.hours}). Neem je bestelnummer mee.`
      : "je producten zijn klaar en liggen voor je klaar in onze winkel. Neem je bestelnummer mee.",
};

function textOf(d: Pick<FulfilmentMailData, "to" | "pickup">) {
  return d.to === "verzonden" && d.pickup !== undefined ? readyForPickup : texts[d.to];
}

export function fulfilmentSubject(d: Pick<FulfilmentMailData, "to" | "number" | "pickup">): string {
  return `${textOf(d).subject} (${d.number})`;
}

export function fulfilmentMail(d: FulfilmentMailData): MailElement {
  const text = textOf(d);
  return (
    <MailLayout
      preheader={`${text.subject}: bestelling ${d.number}.`}
      heading={text.heading}
      store={d.store}
      reason="Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij Raamwerk."
    >
      <Paragraph text={`Beste ${d.firstname}, ${text.body(d)}`} />
      {d.to === "verzonden" && d.trackTraceUrl && <MailButton label="Volg je pakket" url={d.trackTraceUrl} />}
      <Details
        rows={[
          { label: "Bestelnummer", value: d.number },
          ...(d.to === "ingepland_voor_montage" && d.mountDate
            ? [{ label: "Montagedatum", value: mountDateText(d.mountDate) }]
            : []),
          ...(d.to === "ingepland_voor_montage" && d.fitting
            ? [
                { label: "Tijdvak", value: `${d.fitting.window} uur` },
                ...d.fitting.alternatives.map((a, i) => ({
                  label: `Ander moment ${i + 1}`,
                  value: `${mountDateText(a.date)}, ${a.window} uur`,
                })),
              ]
            : []),
        ]}
      />
      {d.to === "ingepland_voor_montage" && d.fitting && (
        <MailButton label="Bevestig of kies een ander moment" url={d.fitting.confirmUrl} />
      )}
      <Note text="Vragen over je bestelling? Bel of mail onze klantenservice en noem je bestelnummer; we helpen je graag." />
    </MailLayout>
  );
}
