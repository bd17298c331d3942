// The order confirmation e-mail: what was ordered, totals with VAT, the delivery or mount choice and addresses.
import type { Cart } from "../../domain/cart/types.ts";
import { addressLines, deliveryText } from "../../domain/checkout/delivery.ts";
import { type CustomerData, deliveryAddress } from "../../domain/validation/customer.ts";
import { CartSummary } from "../cart/cart-mail.tsx";
import { MailButton } from "../mail/components/button.tsx";
import { Details } from "../mail/components/details.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import type { MailElement } from "../mail/render.ts";
import { withDeliveryDates } from "./order-delivery.ts";

export function orderConfirmationMail(order: {
  number: string;
  cart: Cart;
  customer: CustomerData;
  store: "NL" | "BE";
  paymentName: string;
  /** When it was paid: the delivery dates count from then. */
  orderedAt: Date;
  /** The order status page, with the order number filled in. */
  statusUrl: string;
  /** The invoice issued with the payment: its number and the customer's download link (server/invoices/). */
  invoice?: { number: string; url: string; withUbl: boolean };
  /** The customer's signed change link and the end of the change window ("dinsdag 8 december om 12:00"). */
  change?: { url: string; until: string };
}): MailElement {
  const { customer } = order;
  const cart = withDeliveryDates(order.cart, order.orderedAt, order.store);
  const delivery = deliveryAddress(customer);
  const company = customer.default.type === "business" ? customer.default.companyname : null;
  const collected = cart.service_type === "self" && cart.shipping_method !== "sent";
  // An order of only accessories sold on their own comes from stock: nothing is made to measure.
  const madeToMeasure = Object.values(cart.items).some((item) => item.type === "product");
  return (
    <MailLayout
      preheader={`We hebben je betaling ontvangen en gaan aan de slag met bestelling ${order.number}.`}
      heading="Bedankt voor je bestelling"
      store={order.store}
      reason="Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij Raamwerk."
    >
      <Paragraph
        text={`Beste ${customer.factuur.firstname}, je betaling is gelukt. ${
          madeToMeasure ? "We maken je producten nu op maat" : "We pakken je bestelling nu in"
        }; hieronder zie je wat je hebt besteld.`}
      />
      <Details
        rows={[
          { label: "Bestelnummer", value: order.number },
          { label: "Betaald met", value: order.paymentName },
          { label: cart.delivery_label, value: deliveryText(cart) },
        ]}
      />
      <Subheading text="Je bestelling" />
      <CartSummary cart={cart} withDates />
      <Paragraph text="Op de pagina Bestelling volgen zie je met je bestelnummer en postcode hoe ver we zijn en wat er nog komt." />
      <MailButton label="Volg je bestelling" url={order.statusUrl} />
      {order.change ? (
        <>
          <Subheading text="Iets wijzigen?" />
          <Paragraph
            text={`Tot ${order.change.until} kun je de maten en opties van je producten nog wijzigen of je bestelling annuleren. Daarna gaan we snijden.`}
          />
          <MailButton label="Wijzig of annuleer je bestelling" url={order.change.url} />
        </>
      ) : null}
      {order.invoice ? (
        <>
          <Subheading text="Je factuur" />
          <Paragraph
            text={`Je factuur ${order.invoice.number} zit als pdf bij deze e-mail${order.invoice.withUbl ? ", met de e-factuur (UBL) voor je boekhouding" : ""}. Je kunt hem later ook downloaden.`}
          />
          <MailButton label="Download je factuur" url={order.invoice.url} />
        </>
      ) : null}
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
