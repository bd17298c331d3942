// The service request e-mails: the confirmation to the customer (order, products, what happens next) and the
// notice to customer service, who follow the request up.
import type { Cart } from "../../domain/cart/types.ts";
import { addressLines } from "../../domain/checkout/delivery.ts";
import type { StoreCode } from "../../domain/store.ts";
import { type CustomerData, deliveryAddress } from "../../domain/validation/customer.ts";
import { cartItemsBlock } from "../cart/cart-mail.ts";
import type { ItemsBlock, MailContent } from "../mail/content.ts";

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
const orderDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Amsterdam",
});

/** "SV-2026-000012": the request's id with the year it was made, like order numbers. */
export function serviceRequestNumber(id: number, createdAt: Date): string {
  return `SV-${createdAt.getFullYear()}-${String(id).padStart(6, "0")}`;
}

export function serviceRequestSubject(orderNumber: string): string {
  return `Je serviceaanvraag voor bestelling ${orderNumber}`;
}

/** The ordered products only: service rows (voorrijkosten, meetkosten) and the discount row need no service. */
function products(cart: Cart): ItemsBlock {
  const items = Object.fromEntries(Object.entries(cart.items).filter(([, item]) => item.type === "product"));
  return cartItemsBlock({ ...cart, items });
}

export function serviceRequestMail({ number, order }: ServiceRequestMailData): MailContent {
  const { customer } = order;
  const mounted = order.cart.service_type === "mount";
  return {
    preheader: `We hebben je serviceaanvraag voor bestelling ${order.number} ontvangen en nemen binnen ${SERVICE_FOLLOW_UP_WORKING_DAYS} werkdagen contact met je op.`,
    heading: "We hebben je serviceaanvraag ontvangen",
    store: order.store,
    reason: `Je ontvangt deze e-mail omdat op onze website service is aangevraagd voor bestelling ${order.number}, met het ordernummer en de postcode van het afleveradres.`,
    blocks: [
      {
        type: "paragraph",
        text: `Beste ${customer.factuur.firstname}, bedankt voor je serviceaanvraag voor bestelling ${order.number}. Hieronder zie je om welke producten het gaat en hoe het verder gaat.`,
      },
      {
        type: "details",
        rows: [
          { label: "Servicenummer", value: number },
          { label: "Bestelnummer", value: order.number },
          { label: "Besteld op", value: orderDate.format(order.orderedAt) },
          {
            label: mounted ? "Montageadres" : "Afleveradres",
            value: addressLines(deliveryAddress(customer)),
          },
        ],
      },
      { type: "subheading", text: "Je bestelling" },
      products(order.cart),
      { type: "subheading", text: "Hoe gaat het verder?" },
      {
        type: "paragraph",
        text: `Onze klantenservice neemt binnen ${SERVICE_FOLLOW_UP_WORKING_DAYS} werkdagen telefonisch of per e-mail contact met je op. Samen bekijken we wat er aan de hand is en hoe we het oplossen: met advies, een onderdeel dat we je toesturen, een bezoek van onze monteur of een nieuw product.`,
      },
      {
        type: "note",
        text: `Heb je foto's van het probleem? Beantwoord deze e-mail en stuur ze mee, met je servicenummer ${number}; dan kunnen we je sneller helpen. Heb je deze aanvraag niet zelf gedaan? Dan kun je deze e-mail negeren.`,
      },
    ],
  };
}

/** The notice to customer service: who asked, how to reach them and what was ordered. */
export function serviceRequestShopMail({ number, order }: ServiceRequestMailData): MailContent {
  const { customer } = order;
  const invoice = customer.factuur;
  const company = customer.default.type === "business" ? customer.default.companyname : null;
  return {
    preheader: `Serviceaanvraag ${number} voor bestelling ${order.number}.`,
    heading: `Serviceaanvraag ${number}`,
    store: order.store,
    reason: "Deze melding komt van het serviceformulier op de contactpagina van de webwinkel.",
    blocks: [
      {
        type: "paragraph",
        text: `Er is service aangevraagd voor bestelling ${order.number} (winkel ${order.store}). De klant heeft een bevestiging gekregen met de belofte dat we binnen ${SERVICE_FOLLOW_UP_WORKING_DAYS} werkdagen contact opnemen.`,
      },
      {
        type: "details",
        rows: [
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
        ],
      },
      { type: "subheading", text: "Bestelde producten" },
      products(order.cart),
    ],
  };
}
