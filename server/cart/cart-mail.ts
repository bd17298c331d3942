// The saved-cart e-mail, and the cart rows and totals as mail blocks (reused by every mail that lists a cart).
import type { Cart } from "../../domain/cart/types.ts";
import { formatPrice } from "../../domain/money.ts";
import type { Store } from "../../domain/store.ts";
import type { ItemsBlock, MailContent, TotalsBlock } from "../mail/content.ts";

/** Product rows with their customer-facing options, then the rows the shop adds (discount, service). */
export function cartItemsBlock(cart: Cart): ItemsBlock {
  return {
    type: "items",
    rows: Object.values(cart.items).map((item) => ({
      name: item.product_name,
      details: [
        ...item.options.filter((o) => !o.crm_only).map((o) => `${o.name}: ${o.value}`),
        ...(item.delivery_time ? [`Levertijd: ${item.delivery_time}`] : []),
      ],
      count: item.count,
      amount: formatPrice(item.subtotal),
    })),
  };
}

export function cartTotalsBlock(cart: Cart): TotalsBlock {
  const rows: TotalsBlock["rows"] = [{ label: "Subtotaal producten", amount: formatPrice(cart.subtotal) }];
  if (cart.service_type === "mount") rows.push({ label: "Montage", amount: formatPrice(cart.mount_total) });
  else
    rows.push({
      label: cart.delivery_label,
      amount: cart.shipping_amount > 0 ? formatPrice(cart.shipping_amount) : "Gratis",
    });
  rows.push(
    { label: "Totaal", amount: formatPrice(cart.total), strong: true },
    { label: "Waarvan btw (21%)", amount: formatPrice(cart.tax_amount) },
  );
  return { type: "totals", rows };
}

export function savedCartMail(cart: Cart, link: string, store: Store): MailContent {
  return {
    preheader: "Met de link in deze e-mail open je je winkelwagen weer, op elk apparaat.",
    heading: "Je winkelwagen is bewaard",
    store: store.code,
    reason: "Je ontvangt deze e-mail omdat je je winkelwagen op onze website hebt bewaard.",
    blocks: [
      {
        type: "paragraph",
        text: "Je hebt je winkelwagen bewaard. Met de knop hieronder zet je deze producten weer in je winkelwagen, ook op een andere computer, tablet of telefoon. De link werkt 30 dagen.",
      },
      { type: "button", label: "Open mijn winkelwagen", url: link },
      { type: "subheading", text: "In je winkelwagen" },
      cartItemsBlock(cart),
      cartTotalsBlock(cart),
      {
        type: "note",
        text: "Prijzen en kortingen kunnen veranderen; in je winkelwagen zie je altijd de actuele prijs. Vragen? Bel of mail onze klantenservice, we helpen je graag.",
      },
    ],
  };
}
