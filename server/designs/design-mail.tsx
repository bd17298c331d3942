// The mail that shares a saved design: its link, the product with the chosen options and the price, and the
// preview as a PNG attachment (the mails carry no images in their body, see mail/components/layout.tsx).
import type { SummaryLine } from "../../domain/configurator/api.ts";
import { formatPrice } from "../../domain/money.ts";
import type { StoreCode } from "../../domain/store.ts";
import { MailButton } from "../mail/components/button.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import { ItemRows } from "../mail/components/rows.tsx";
import type { MailElement } from "../mail/render.ts";

export interface DesignMailData {
  productName: string;
  summary: SummaryLine[];
  /** Today's price, cents incl. VAT. */
  price: number;
  link: string;
  store: StoreCode;
  /** A preview picture is attached. */
  withPreview: boolean;
}

export function designMail(design: DesignMailData): MailElement {
  return (
    <MailLayout
      preheader={`Een ontwerp voor ${design.productName} is met je gedeeld.`}
      heading="Er is een ontwerp met je gedeeld"
      store={design.store}
      reason="Je ontvangt deze e-mail omdat iemand op onze website een ontwerp met je deelde en dit e-mailadres invulde."
    >
      <Paragraph
        text={`Iemand heeft een ${design.productName} op maat samengesteld en wil het je laten zien. Met de knop hieronder open je het ontwerp, op je computer, tablet of telefoon.`}
      />
      <MailButton label="Bekijk het ontwerp" url={design.link} />
      <Subheading text="Het ontwerp" />
      <ItemRows
        rows={[
          {
            name: design.productName,
            details: design.summary.map((line) => `${line.name}: ${line.value}`),
            count: 1,
            amount: formatPrice(design.price),
          },
        ]}
      />
      {design.withPreview && <Paragraph text="In de bijlage zit een voorbeeld van hoe het eruitziet." />}
      <Note text="De prijs is die van vandaag, inclusief btw; prijzen kunnen veranderen. Vragen? Bel of mail onze klantenservice, we helpen je graag." />
    </MailLayout>
  );
}
