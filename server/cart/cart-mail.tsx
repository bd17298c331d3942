// The saved-cart e-mail, and a cart's rows and totals as the mails and the quote PDF print them.
import type { Cart } from "../../domain/cart/types.ts";
import { deliveryLineOf } from "../../domain/delivery/text.ts";
import { formatPrice, VAT_RATE } from "../../domain/money.ts";
import type { Store } from "../../domain/store.ts";
import { MailButton } from "../mail/components/button.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import { type ItemRow, ItemRows } from "../mail/components/rows.tsx";
import { type TotalRow, Totals } from "../mail/components/totals.tsx";
import type { MailElement } from "../mail/render.ts";

/**
 * Product rows with their customer-facing options, then the rows the shop adds (discount, service). A row's
 * delivery line is its production time, or with `withDates` its expected date (the order mail).
 */
export function cartItemRows(cart: Cart, withDates = false): ItemRow[] {
  return Object.values(cart.items).map((item) => ({
    name: item.product_name,
    details: [
      ...item.options.filter((o) => !o.crm_only).map((o) => `${o.name}: ${o.value}`),
      ...(item.delivery_time ? [withDates ? deliveryLineOf(item) : `Levertijd: ${item.delivery_time}`] : []),
    ],
    count: item.count,
    amount: formatPrice(item.subtotal),
  }));
}

/** The cart's totals as priced by the domain: products, delivery or mounting, the total and its VAT. */
export function cartTotalRows(cart: Cart): TotalRow[] {
  const rows: TotalRow[] = [{ label: "Subtotaal producten", amount: formatPrice(cart.subtotal) }];
  if (cart.service_type === "mount") rows.push({ label: "Montage", amount: formatPrice(cart.mount_total) });
  else
    rows.push({
      label: cart.delivery_label,
      amount: cart.shipping_amount > 0 ? formatPrice(cart.shipping_amount) : "Gratis",
    });
  rows.push(
    { label: "Totaal", amount: formatPrice(cart.total), strong: true },
    { label: `Waarvan btw (${VAT_RATE}%)`, amount: formatPrice(cart.tax_amount) },
  );
  return rows;
}

/** The cart's rows table and totals, as every mail that lists a cart shows them. */
export function CartSummary({ cart, withDates = false }: { cart: Cart; withDates?: boolean }) {
  return (
    <>
      <ItemRows rows={cartItemRows(cart, withDates)} />
      <Totals rows={cartTotalRows(cart)} />
    </>
  );
}

export function savedCartMail(cart: Cart, link: string, store: Store): MailElement {
  return (
    <MailLayout
      preheader="Met de link in deze e-mail open je je winkelwagen weer, op elk apparaat."
      heading="Je winkelwagen is bewaard"
      store={store.code}
      reason="Je ontvangt deze e-mail omdat je je winkelwagen op onze website hebt bewaard."
    >
      <Paragraph text="Je hebt je winkelwagen bewaard. Met de knop hieronder zet je deze producten weer in je winkelwagen, ook op een andere computer, tablet of telefoon. De link werkt 30 dagen." />
      <MailButton label="Open mijn winkelwagen" url={link} />
      <Subheading text="In je winkelwagen" />
      <CartSummary cart={cart} />
      <Note text="Prijzen en kortingen kunnen veranderen; in je winkelwagen zie je altijd de actuele prijs. Vragen? Bel of mail onze klantenservice, we helpen je graag." />
    </MailLayout>
  );
}
