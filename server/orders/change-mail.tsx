// The customer's mails of the change window (issue 24): the shop's question about one row (its drawing attached
// as PNG, its sizes and options, the question and the signed link to answer), and the confirmation of a change
// the customer made through that link (what changed, the new price, the refund or payment of the difference).
import { formatPrice } from "../../domain/money.ts";
import type { StoreCode } from "../../domain/store.ts";
import { MailButton } from "../mail/components/button.tsx";
import { Details } from "../mail/components/details.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import type { MailElement } from "../mail/render.ts";

const REASON = "Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij Raamwerk.";

export interface QuestionMailData {
  number: string;
  firstname: string;
  store: StoreCode;
  position: number;
  productName: string;
  options: { name: string; value: string }[];
  question: string;
  url: string;
  /** The attached drawing's file name, when there is one. */
  drawing: string | null;
}

export function questionSubject(d: Pick<QuestionMailData, "number">): string {
  return `Een vraag over je bestelling (${d.number})`;
}

export function questionMail(d: QuestionMailData): MailElement {
  return (
    <MailLayout
      preheader={`We hebben een vraag over ${d.productName} in bestelling ${d.number}.`}
      heading="We hebben een vraag over je maten"
      store={d.store}
      reason={REASON}
    >
      <Paragraph
        text={`Beste ${d.firstname}, voordat we iets snijden, controleren we de maten van elke bestelling. Bij regel ${d.position} van je bestelling willen we iets zeker weten. We maken je bestelling pas als je ons hebt geantwoord.`}
      />
      <Subheading text="Onze vraag" />
      <Paragraph text={d.question} />
      <Subheading text={`Regel ${d.position}: ${d.productName}`} />
      <Details rows={d.options.map((o) => ({ label: o.name, value: o.value }))} />
      {d.drawing ? (
        <Paragraph text={`Een tekening van dit product zit als bijlage bij deze e-mail (${d.drawing}).`} />
      ) : null}
      <Paragraph text="Klopt alles? Bevestig het dan met de knop. Moet er iets anders? Dan pas je de maten of opties op dezelfde pagina aan; we rekenen de prijs meteen opnieuw uit." />
      <MailButton label="Beantwoord de vraag" url={d.url} />
      <Note text="Liever bellen of mailen? Dat kan ook: noem je bestelnummer, dan helpen we je graag." />
    </MailLayout>
  );
}

export interface ChangeMailData {
  number: string;
  firstname: string;
  store: StoreCode;
  position: number;
  productName: string;
  before: { name: string; value: string }[];
  after: { name: string; value: string }[];
  subtotalCents: number;
  totalCents: number;
  differenceCents: number;
  url: string;
}

export function changeSubject(d: Pick<ChangeMailData, "number">): string {
  return `Je wijziging is verwerkt (${d.number})`;
}

/** The lines that differ, "Breedte: 120 cm → 110 cm"; a line that came or went shows a dash. */
export function changedLines(
  before: readonly { name: string; value: string }[],
  after: readonly { name: string; value: string }[],
): { label: string; value: string }[] {
  const names = [...new Set([...before, ...after].map((o) => o.name))];
  return names.flatMap((name) => {
    const was = before.find((o) => o.name === name)?.value ?? "–";
    const now = after.find((o) => o.name === name)?.value ?? "–";
    return was === now ? [] : [{ label: name, value: `${was} → ${now}` }];
  });
}

export function changeMail(d: ChangeMailData): MailElement {
  const money =
    d.differenceCents < 0
      ? `Je bestelling is ${formatPrice(-d.differenceCents)} goedkoper geworden. Dat bedrag maken we aan je over op de manier waarop je betaalde; zodra het verwerkt is, krijg je een e-mail met de creditnota.`
      : d.differenceCents > 0
        ? `Je hebt het verschil van ${formatPrice(d.differenceCents)} betaald; de factuur voor dat bedrag zit bij deze e-mail.`
        : "De prijs blijft gelijk.";
  return (
    <MailLayout
      preheader={`We hebben regel ${d.position} van bestelling ${d.number} gewijzigd.`}
      heading="Je wijziging is verwerkt"
      store={d.store}
      reason={REASON}
    >
      <Paragraph
        text={`Beste ${d.firstname}, we hebben regel ${d.position} (${d.productName}) van je bestelling gewijzigd zoals je vroeg. ${money}`}
      />
      <Details
        rows={[
          ...changedLines(d.before, d.after),
          { label: "Regel nu", value: formatPrice(d.subtotalCents) },
          { label: "Bestelling nu", value: formatPrice(d.totalCents) },
        ]}
      />
      <MailButton label="Bekijk je bestelling" url={d.url} />
      <Note text="Heb je dit niet zelf gedaan? Neem dan meteen contact op met onze klantenservice en noem je bestelnummer." />
    </MailLayout>
  );
}

export interface LateChangePaymentData {
  number: string;
  firstname: string;
  store: StoreCode;
  position: number;
  amountCents: number;
  /** Why the change could not be made any more (Dutch, naming the customer service). */
  reason: string;
}

export function lateChangePaymentSubject(d: Pick<LateChangePaymentData, "number">): string {
  return `Je wijziging is niet verwerkt (${d.number})`;
}

/** A change's payment that came after the window closed (or for a change replaced): refunded, nothing changed. */
export function lateChangePaymentMail(d: LateChangePaymentData): MailElement {
  return (
    <MailLayout
      preheader={`We betalen je ${formatPrice(d.amountCents)} terug.`}
      heading="Je wijziging is niet verwerkt"
      store={d.store}
      reason={REASON}
    >
      <Paragraph
        text={`Beste ${d.firstname}, je betaling van ${formatPrice(d.amountCents)} voor de wijziging van regel ${d.position} van bestelling ${d.number} kwam binnen toen we de wijziging niet meer konden verwerken. ${d.reason}`}
      />
      <Paragraph
        text={`Je bestelling blijft zoals ze was. We betalen je ${formatPrice(d.amountCents)} terug op de manier waarop je betaalde; dat zie je binnen enkele werkdagen terug.`}
      />
    </MailLayout>
  );
}
