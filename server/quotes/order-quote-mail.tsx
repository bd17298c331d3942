// 'Bestel je offerte': the mail the shop sends from a quote's page in the back office, with the link that puts
// the quoted configurations in the customer's cart (a saved cart, priced anew when it is opened).
import type { Cart } from "../../domain/cart/types.ts";
import { SAVED_CART_DAYS } from "../cart/cart.service.ts";
import { CartSummary } from "../cart/cart-mail.tsx";
import { MailButton } from "../mail/components/button.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import type { MailElement } from "../mail/render.ts";

export interface QuoteOrderMail {
  number: string;
  firstname: string;
  /** The quote's rows as priced when it was made. */
  cart: Cart;
  link: string;
  store: "NL" | "BE";
}

export function orderQuoteSubject(number: string): string {
  return `Bestel je offerte ${number} bij Raamwerk`;
}

export function orderQuoteMail(quote: QuoteOrderMail): MailElement {
  return (
    <MailLayout
      preheader={`Met één klik zet je offerte ${quote.number} in je winkelwagen.`}
      heading="Bestel je offerte"
      store={quote.store}
      reason={`Je ontvangt deze e-mail omdat je offerte ${quote.number} bij ons hebt aangevraagd.`}
    >
      <Paragraph
        text={`Beste ${quote.firstname || "klant"}, met de knop hieronder zet je de producten uit je offerte ${quote.number} in je winkelwagen, precies zoals we ze voor je hebben samengesteld. Je hoeft niets opnieuw in te vullen: controleer je winkelwagen en reken af. De link werkt ${SAVED_CART_DAYS} dagen.`}
      />
      <MailButton label="Bestel deze offerte" url={quote.link} />
      <Subheading text="In je offerte" />
      <CartSummary cart={quote.cart} />
      <Note text="In je winkelwagen zie je de actuele prijs; die kan afwijken van de offerte als onze prijzen of acties intussen veranderd zijn. Vragen? Bel of mail onze klantenservice, we helpen je graag." />
    </MailLayout>
  );
}
