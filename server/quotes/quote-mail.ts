// The quote e-mail (to the visitor and a copy to the shop) and its PDF attachment, from the quote as priced here.
import type { Cart } from "../../domain/cart/types.ts";
import { addressLines } from "../../domain/checkout/delivery.ts";
import { formatDate } from "../../domain/format.ts";
import type { Address } from "../../domain/validation/address.ts";
import { cartItemsBlock, cartTotalsBlock } from "../cart/cart-mail.ts";
import type { MailContent } from "../mail/content.ts";
import { SHOP_ADDRESS_LINE } from "../mail/render.ts";
import { textPdf } from "./pdf.ts";

export interface QuoteForMail {
  number: string;
  cart: Cart;
  address: Address;
  note: string | null;
  store: "NL" | "BE";
  date: string;
}

export function quoteMail(quote: QuoteForMail, forShop: boolean): MailContent {
  return {
    preheader: `Je offerteaanvraag ${quote.number}: binnen 2 werkdagen nemen we contact met je op.`,
    heading: forShop ? `Nieuwe offerteaanvraag ${quote.number}` : "Bedankt voor je offerteaanvraag",
    store: quote.store,
    reason: forShop
      ? "Deze kopie gaat naar de klantenservice van Raamwerk."
      : "Je ontvangt deze e-mail omdat je op onze website een offerte hebt aangevraagd.",
    blocks: [
      {
        type: "paragraph",
        text: forShop
          ? `${quote.address.firstname} ${quote.address.lastname} vraagt een offerte aan. Neem binnen 2 werkdagen contact op.`
          : `Beste ${quote.address.firstname}, bedankt voor je aanvraag. Binnen 2 werkdagen nemen we contact met je op om je offerte te bespreken. De offerte staat ook in de bijlage.`,
      },
      {
        type: "details",
        rows: [
          { label: "Offertenummer", value: quote.number },
          { label: "Datum", value: formatDate(quote.date) },
          { label: "Adres", value: addressLines(quote.address) },
          { label: "Telefoon", value: quote.address.telephone },
          { label: "E-mail", value: quote.address.email },
        ],
      },
      { type: "subheading", text: "Je offerte" },
      cartItemsBlock(quote.cart),
      cartTotalsBlock(quote.cart),
      ...(quote.note ? [{ type: "note" as const, text: `Opmerking: ${quote.note}` }] : []),
      {
        type: "note",
        text: "Deze prijzen zijn inclusief 21% btw en 30 dagen geldig. Maten en montage bespreken we graag met je.",
      },
    ],
  };
}

/** The quote as a printable PDF: number, date, address, rows with their options, totals. */
export function quotePdf(quote: QuoteForMail): { filename: string; contentType: string; base64: string } {
  const items = cartItemsBlock(quote.cart);
  const totals = cartTotalsBlock(quote.cart);
  const pdf = textPdf(
    [
      { text: "Raamwerk", size: 20, bold: true },
      { text: "Raamdecoratie & zonwering op maat", size: 10 },
      { text: `Offerte ${quote.number}`, size: 16, bold: true, gap: 18 },
      { text: `Datum: ${formatDate(quote.date)}`, gap: 4 },
      ...addressLines(quote.address)
        .split("\n")
        .map((text, i) => ({ text, gap: i === 0 ? 12 : 0 })),
      { text: "Product", amount: "Bedrag", bold: true, gap: 18 },
      ...items.rows.flatMap((row) => [
        { text: `${row.count} × ${row.name}`, amount: row.amount, bold: true, gap: 8 },
        ...(row.details ?? []).map((text) => ({ text, size: 9 })),
      ]),
      ...totals.rows.map((row, i) => ({
        text: row.label,
        amount: row.amount,
        bold: row.strong,
        gap: i === 0 ? 14 : 2,
      })),
      ...(quote.note ? [{ text: `Opmerking: ${quote.note}`, gap: 14 }] : []),
      {
        text: "Alle prijzen zijn inclusief 21% btw. Deze offerte is 30 dagen geldig. Vragen? Bel of mail onze klantenservice en noem je offertenummer.",
        size: 9,
        gap: 18,
      },
      { text: SHOP_ADDRESS_LINE, size: 9 },
    ],
    `Offerte ${quote.number}`,
  );
  return {
    filename: `offerte-${quote.number}.pdf`,
    contentType: "application/pdf",
    base64: pdf.toString("base64"),
  };
}
