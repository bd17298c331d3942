// The order confirmation e-mail: what was ordered, totals with VAT, the delivery or mount choice and addresses.
import type { Cart } from "../../domain/cart/types.ts";
import { addressLines, deliveryText } from "../../domain/checkout/delivery.ts";
import { type CustomerData, deliveryAddress } from "../../domain/validation/customer.ts";
import { cartItemsBlock, cartTotalsBlock } from "../cart/cart-mail.ts";
import type { MailContent } from "../mail/content.ts";

export function orderConfirmationMail(order: {
  number: string;
  cart: Cart;
  customer: CustomerData;
  store: "NL" | "BE";
  paymentName: string;
}): MailContent {
  const { cart, customer } = order;
  const delivery = deliveryAddress(customer);
  const company = customer.default.type === "business" ? customer.default.companyname : null;
  return {
    preheader: `We hebben je betaling ontvangen en gaan aan de slag met bestelling ${order.number}.`,
    heading: "Bedankt voor je bestelling",
    store: order.store,
    reason: "Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij Raamwerk.",
    blocks: [
      {
        type: "paragraph",
        text: `Beste ${customer.factuur.firstname}, je betaling is gelukt. We maken je producten nu op maat; hieronder zie je wat je hebt besteld.`,
      },
      {
        type: "details",
        rows: [
          { label: "Bestelnummer", value: order.number },
          { label: "Betaald met", value: order.paymentName },
          { label: cart.delivery_label, value: deliveryText(cart) },
        ],
      },
      { type: "subheading", text: "Je bestelling" },
      cartItemsBlock(cart),
      cartTotalsBlock(cart),
      { type: "subheading", text: "Adressen" },
      {
        type: "details",
        rows: [
          {
            label: "Factuuradres",
            value: `${company ? `${company}\n` : ""}${addressLines(customer.factuur)}`,
          },
          ...(cart.service_type === "self" && cart.shipping_method !== "sent"
            ? []
            : [
                {
                  label: cart.service_type === "mount" ? "Montageadres" : "Afleveradres",
                  value: addressLines(delivery),
                },
              ]),
        ],
      },
      {
        type: "note",
        text: "Vragen over je bestelling? Bel of mail onze klantenservice en noem je bestelnummer; we helpen je graag.",
      },
    ],
  };
}
