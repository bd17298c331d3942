// The order confirmation e-mail: what was ordered, totals with VAT, the delivery or mount choice and addresses.
import { pickupLocations } from "../../domain/cart/pickup.ts";
import { MOUNT_EXTRA_DELIVERY, MOUNT_WARRANTY_YEARS } from "../../domain/cart/totals.ts";
import type { Cart } from "../../domain/cart/types.ts";
import type { Address } from "../../domain/validation/address.ts";
import { type CustomerData, deliveryAddress } from "../../domain/validation/customer.ts";
import { CartSummary } from "../cart/cart-mail.tsx";
import { Details } from "../mail/components/details.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import type { MailElement } from "../mail/render.ts";

export function addressLines(a: Address): string {
  const name = [a.prefix === "Mevr" ? "Mevr." : "Dhr.", a.firstname, a.middlename, a.lastname]
    .filter(Boolean)
    .join(" ");
  const street = `${a.street} ${a.housenumber}${a.housenumber_affix ? ` ${a.housenumber_affix}` : ""}`;
  const place = `${a.zipcode} ${a.city}${"region" in a && a.region ? ` (${a.region})` : ""}`;
  return [name, street, place, a.country === "BE" ? "België" : "Nederland"].join("\n");
}

/** How the order reaches the customer, in a sentence. */
export function deliveryText(cart: Cart): string {
  if (cart.service_type === "mount")
    return `Inmeten en montage door onze monteur. We bellen je binnen 2 werkdagen voor een afspraak om in te meten; de levertijd wordt daardoor ${MOUNT_EXTRA_DELIVERY} langer. Je krijgt ${MOUNT_WARRANTY_YEARS} jaar garantie op de montage.`;
  if (cart.shipping_method === "sent") return "Verzenden naar je afleveradres.";
  const location = pickupLocations.find((l) => l.name === cart.shipping_method) ?? pickupLocations[0];
  return `Afhalen in ${location?.name} (${location?.address}, ${location?.hours}). We mailen je zodra alles klaarligt.`;
}

export function orderConfirmationMail(order: {
  number: string;
  cart: Cart;
  customer: CustomerData;
  store: "NL" | "BE";
  paymentName: string;
}): MailElement {
  const { cart, customer } = order;
  const delivery = deliveryAddress(customer);
  const company = customer.default.type === "business" ? customer.default.companyname : null;
  const collected = cart.service_type === "self" && cart.shipping_method !== "sent";
  return (
    <MailLayout
      preheader={`We hebben je betaling ontvangen en gaan aan de slag met bestelling ${order.number}.`}
      heading="Bedankt voor je bestelling"
      store={order.store}
      reason="Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij Raamwerk."
    >
      <Paragraph
        text={`Beste ${customer.factuur.firstname}, je betaling is gelukt. We maken je producten nu op maat; hieronder zie je wat je hebt besteld.`}
      />
      <Details
        rows={[
          { label: "Bestelnummer", value: order.number },
          { label: "Betaald met", value: order.paymentName },
          { label: cart.delivery_label, value: deliveryText(cart) },
        ]}
      />
      <Subheading text="Je bestelling" />
      <CartSummary cart={cart} />
      <Subheading text="Adressen" />
      <Details
        rows={[
          {
            label: "Factuuradres",
            value: `${company ? `${company}\n` : ""}${addressLines(customer.factuur)}`,
          },
          ...(collected
            ? []
            : [
                {
                  label: cart.service_type === "mount" ? "Montageadres" : "Afleveradres",
                  value: addressLines(delivery),
                },
              ]),
        ]}
      />
      <Note text="Vragen over je bestelling? Bel of mail onze klantenservice en noem je bestelnummer; we helpen je graag." />
    </MailLayout>
  );
}
