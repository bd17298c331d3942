// The service request e-mails: the confirmation to the customer (order, products, what happens next) and the
// notice to customer service, who follow the request up.

import { type Cart, isGoods } from "../../domain/cart/types.ts";
import { addressLines } from "../../domain/checkout/delivery.ts";
import { shopDateFormat, shopYear } from "../../domain/delivery/shop-time.ts";
import type { StoreCode } from "../../domain/store.ts";
import { type CustomerData, deliveryAddress } from "../../domain/validation/customer.ts";
import { cartItemRows } from "../cart/cart-mail.tsx";
import { Details } from "../mail/components/details.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import { type ItemRow, ItemRows } from "../mail/components/rows.tsx";
import type { MailElement } from "../mail/render.ts";

/** Working days within which customer service contacts the customer; the mail promises it. */
export const SERVICE_FOLLOW_UP_WORKING_DAYS = 2;

export interface ServiceRequestMailData {
  /** The request's number, e.g. SV-2026-000012. */
  number: string;
  order: {
    number: string;
    store: StoreCode;
    email: string;
    customer: CustomerData;
    cart: Cart;
    orderedAt: Date;
  };
}

// Orders are placed in the Netherlands or Belgium: the date as it was there, not as it was in UTC.
const orderDate = shopDateFormat({ day: "numeric", month: "long", year: "numeric" });

/** "SV-2026-000012": the request's id with the year it was made, like order numbers. */
export function serviceRequestNumber(id: number, createdAt: Date): string {
  return `SV-${shopYear(createdAt)}-${String(id).padStart(6, "0")}`;
}

export function serviceRequestSubject(orderNumber: string): string {
  return `Je serviceaanvraag voor bestelling ${orderNumber}`;
}

/** The ordered products only: service rows (voorrijkosten, meetkosten) and the discount row need no service. */
function products(cart: Cart): ItemRow[] {
  const items = Object.fromEntries(Object.entries(cart.items).filter(([, item]) => isGoods(item)));
  return cartItemRows({ ...cart, items });
}

export function serviceRequestMail({ number, order }: ServiceRequestMailData): MailElement {
  const { customer } = order;
  const mounted = order.cart.service_type === "mount";
  return (
    <MailLayout
      preheader={`We hebben je serviceaanvraag voor bestelling ${order.number} ontvangen en nemen binnen ${SERVICE_FOLLOW_UP_WORKING_DAYS} werkdagen contact met je op.`}
      heading="We hebben je serviceaanvraag ontvangen"
      store={order.store}
      reason={`Je ontvangt deze e-mail omdat op onze website service is aangevraagd voor bestelling ${order.number}, met het ordernummer en de postcode van het afleveradres.`}
    >
      <Paragraph
        text={`Beste ${customer.factuur.firstname}, bedankt voor je serviceaanvraag voor bestelling ${order.number}. Hieronder zie je om welke producten het gaat en hoe het verder gaat.`}
      />
      <Details
        rows={[
          { label: "Servicenummer", value: number },
          { label: "Bestelnummer", value: order.number },
          { label: "Besteld op", value: orderDate.format(order.orderedAt) },
          {
            label: mounted ? "Montageadres" : "Afleveradres",
            value: addressLines(deliveryAddress(customer)),
          },
        ]}
      />
      <Subheading text="Je bestelling" />
      <ItemRows rows={products(order.cart)} />
      <Subheading text="Hoe gaat het verder?" />
      <Paragraph
        text={`Onze klantenservice neemt binnen ${SERVICE_FOLLOW_UP_WORKING_DAYS} werkdagen telefonisch of per e-mail contact met je op. Samen bekijken we wat er aan de hand is en hoe we het oplossen: met advies, een onderdeel dat we je toesturen, een bezoek van onze monteur of een nieuw product.`}
      />
      <Note
        text={`Heb je foto's van het probleem? Beantwoord deze e-mail en stuur ze mee, met je servicenummer ${number}; dan kunnen we je sneller helpen. Heb je deze aanvraag niet zelf gedaan? Dan kun je deze e-mail negeren.`}
      />
    </MailLayout>
  );
}

/** The notice to customer service: who asked, how to reach them and what was ordered. */
export function serviceRequestShopMail({ number, order }: ServiceRequestMailData): MailElement {
  const { customer } = order;
  const invoice = customer.factuur;
  const company = customer.default.type === "business" ? customer.default.companyname : null;
  return (
    <MailLayout
      preheader={`Serviceaanvraag ${number} voor bestelling ${order.number}.`}
      heading={`Serviceaanvraag ${number}`}
      store={order.store}
      reason="Deze melding komt van het serviceformulier op de contactpagina van de webwinkel."
    >
      <Paragraph
        text={`Er is service aangevraagd voor bestelling ${order.number} (winkel ${order.store}). De klant heeft een bevestiging gekregen met de belofte dat we binnen ${SERVICE_FOLLOW_UP_WORKING_DAYS} werkdagen contact opnemen.`}
      />
      <Details
        rows={[
          { label: "Servicenummer", value: number },
          { label: "Bestelnummer", value: order.number },
          { label: "Besteld op", value: orderDate.format(order.orderedAt) },
          { label: "E-mail", value: order.email },
          { label: "Telefoon", value: invoice.telephone },
          { label: "Factuuradres", value: `${company ? `${company}\n` : ""}${addressLines(invoice)}` },
          {
            label: order.cart.service_type === "mount" ? "Montageadres" : "Afleveradres",
            value: addressLines(deliveryAddress(customer)),
          },
          { label: "Levering", value: order.cart.delivery_label },
        ]}
      />
      <Subheading text="Bestelde producten" />
      <ItemRows rows={products(order.cart)} />
    </MailLayout>
  );
}
