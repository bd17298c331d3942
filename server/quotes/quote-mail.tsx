// The quote e-mail (to the visitor and a copy to the shop), from the quote as priced here; the PDF is in pdf.ts.
import type { Cart } from "../../domain/cart/types.ts";
import { addressLines } from "../../domain/checkout/delivery.ts";
import { formatDate } from "../../domain/format.ts";
import type { Address } from "../../domain/validation/address.ts";
import { CartSummary } from "../cart/cart-mail.tsx";
import { Details } from "../mail/components/details.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import type { MailElement } from "../mail/render.ts";

export interface QuoteForMail {
  number: string;
  cart: Cart;
  address: Address;
  note: string | null;
  store: "NL" | "BE";
  date: string;
}

export function quoteMail(quote: QuoteForMail, forShop: boolean): MailElement {
  return (
    <MailLayout
      preheader={`Je offerteaanvraag ${quote.number}: binnen 2 werkdagen nemen we contact met je op.`}
      heading={forShop ? `Nieuwe offerteaanvraag ${quote.number}` : "Bedankt voor je offerteaanvraag"}
      store={quote.store}
      reason={
        forShop
          ? "Deze kopie gaat naar de klantenservice van Raamwerk."
          : "Je ontvangt deze e-mail omdat je op onze website een offerte hebt aangevraagd."
      }
    >
      <Paragraph
        text={
          forShop
            ? `${quote.address.firstname} ${quote.address.lastname} vraagt een offerte aan. Neem binnen 2 werkdagen contact op.`
            : `Beste ${quote.address.firstname}, bedankt voor je aanvraag. Binnen 2 werkdagen nemen we contact met je op om je offerte te bespreken. De offerte staat ook in de bijlage.`
        }
      />
      <Details
        rows={[
          { label: "Offertenummer", value: quote.number },
          { label: "Datum", value: formatDate(quote.date) },
          { label: "Adres", value: addressLines(quote.address) },
          { label: "Telefoon", value: quote.address.telephone },
          { label: "E-mail", value: quote.address.email },
        ]}
      />
      <Subheading text="Je offerte" />
      <CartSummary cart={quote.cart} />
      {quote.note && <Note text={`Opmerking: ${quote.note}`} />}
      <Note text="Deze prijzen zijn inclusief 21% btw en 30 dagen geldig. Maten en montage bespreken we graag met je." />
    </MailLayout>
  );
}
