// The saved-cart e-mail, and a cart's rows and totals as the mails and the quote PDF print them.
import { type Cart, isGoods } from "../../domain/cart/types.ts";
import { vatNote } from "../../domain/cart/vat-note.ts";
import { priceLineAmount } from "../../domain/configurator/price-lines.ts";
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
 * The product rows with their customer-facing options, in the order they were added. The rows the shop adds
 * (voucher discount, voorrijkosten, meetkosten) are not products: they are totals (cartTotalRows), also because a
 * cart read back from the database may list its keys in another order. A row's delivery line is its production
 * time, or with `withDates` its expected date (the order mail).
 */
export function cartItemRows(cart: Cart, withDates = false): ItemRow[] {
  return Object.values(cart.items)
    .filter((item) => isGoods(item))
    .map((item) => ({
      name: item.product_name,
      details: [
        ...item.options.filter((o) => !o.crm_only).map((o) => `${o.name}: ${o.value}`),
        ...(item.delivery_time
          ? [withDates ? deliveryLineOf(item) : `Levertijd: ${item.delivery_time}`]
          : []),
      ],
      count: item.count,
      amount: formatPrice(item.subtotal),
      // Rows priced before the lines existed (an older order or quote) have none.
      ...(item.price_lines?.length
        ? {
            priceLines: item.price_lines.map((line) => ({
              label: line.label,
              amount: priceLineAmount(line),
            })),
          }
        : {}),
    }));
}

/**
 * The totals in reading order, each adding up to the next: the products, the voucher's discount, sending or
 * mounting (with its voorrijkosten and meetkosten), the VAT the prices include (0% for a business not charged
 * VAT, whose amounts are all excl. VAT), and the total to pay.
 */
export function cartTotalRows(cart: Cart): TotalRow[] {
  const rows: TotalRow[] = [{ label: "Subtotaal producten", amount: formatPrice(cart.subtotal) }];
  for (const item of Object.values(cart.items)) {
    if (item.type !== "discount") continue;
    rows.push({
      label: item.discount_description ?? item.product_name,
      amount: formatPrice(-item.discount),
    });
  }
  if (cart.service_type === "mount") {
    rows.push(
      { label: "Montage", amount: formatPrice(cart.mount_total) },
      { label: "Voorrijkosten", amount: formatPrice(cart.mount_start) },
      { label: "Meetkosten", amount: formatPrice(cart.measure_amount) },
    );
  } else {
    rows.push({
      label: cart.delivery_label,
      amount: cart.shipping_amount > 0 ? formatPrice(cart.shipping_amount) : "Gratis",
    });
  }
  const vat = vatNote(cart);
  rows.push(
    vat.exclusive
      ? { label: "Btw (0%)", amount: formatPrice(0) }
      : { label: `Btw (${VAT_RATE}%, inbegrepen)`, amount: formatPrice(cart.tax_amount) },
    { label: vat.totalLabel, amount: formatPrice(cart.total), strong: true },
  );
  return rows;
}

/**
 * The cart's rows table and totals, as every mail that lists a cart shows them; under them, for a business in
 * Belgium, the legal mention (amounts excl. VAT) or why it pays 21%.
 */
export function CartSummary({ cart, withDates = false }: { cart: Cart; withDates?: boolean }) {
  const { exclusive, line, detail } = vatNote(cart);
  return (
    <>
      <ItemRows rows={cartItemRows(cart, withDates)} />
      <Totals rows={cartTotalRows(cart)} />
      {detail && <Note text={exclusive ? `${line} ${detail}` : detail} />}
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
