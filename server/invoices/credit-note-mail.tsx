// The credit note's e-mail: a confirmed refund, with the credit note as PDF (and UBL for a business) attached by
// the mail worker from the stored document (attachmentsFrom, server/mail/mailer.ts).
import { formatPrice } from "../../domain/money.ts";
import { MailButton } from "../mail/components/button.tsx";
import { Details } from "../mail/components/details.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import type { MailElement } from "../mail/render.ts";

export function creditNoteMail(note: {
  firstName: string;
  orderNumber: string;
  store: "NL" | "BE";
  /** 'C2026-000007' and the invoice it corrects. */
  number: string;
  invoiceNumber: string;
  amountCents: number;
  reason: string;
  /** The customer's download link of the credit note (invoice-links.ts). */
  url: string;
  withUbl: boolean;
}): MailElement {
  const amount = formatPrice(note.amountCents);
  return (
    <MailLayout
      preheader={`We hebben ${amount} van bestelling ${note.orderNumber} aan je terugbetaald.`}
      heading="Je terugbetaling"
      store={note.store}
      reason="Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij Raamwerk."
    >
      <Paragraph
        text={`Beste ${note.firstName}, we hebben ${amount} aan je terugbetaald. Het bedrag staat binnen een paar werkdagen op je rekening.`}
      />
      <Details
        rows={[
          { label: "Bestelnummer", value: note.orderNumber },
          { label: "Terugbetaald", value: amount },
          { label: "Reden", value: note.reason },
          { label: "Creditnota", value: `${note.number} (bij factuur ${note.invoiceNumber})` },
        ]}
      />
      <Paragraph
        text={`De creditnota ${note.number} zit als pdf bij deze e-mail${note.withUbl ? ", met de e-factuur (UBL) voor je boekhouding" : ""}. Je kunt hem later ook downloaden.`}
      />
      <MailButton label="Download je creditnota" url={note.url} />
      <Note text="Vragen over je terugbetaling? Bel of mail onze klantenservice en noem je bestelnummer; we helpen je graag." />
    </MailLayout>
  );
}
