// Every mail the shop sends, filled with the sample data, for the development previews at /dev/mailbox/voorbeelden.
// A new mail gets a line here, so it can be looked at without placing an order or filling in a form.
import { stores } from "../../domain/store.ts";
import { adviceShopMail, adviceVisitorMail } from "../advice/advice-mail.tsx";
import { savedCartMail } from "../cart/cart-mail.tsx";
import { fulfilmentMail } from "../orders/fulfilment-mail.tsx";
import { orderConfirmationMail } from "../orders/order-mail.tsx";
import { orderQuoteMail } from "../quotes/order-quote-mail.tsx";
import { quotePdf } from "../quotes/pdf.ts";
import { type QuoteForMail, quoteMail } from "../quotes/quote-mail.tsx";
import { serviceRequestMail, serviceRequestShopMail } from "../service/service-mail.tsx";
import { swatchOrderMail } from "../swatches/swatch-mail.tsx";
import type { MailElement } from "./render.ts";
import { sampleAddress, sampleAdviceForm, sampleCart, sampleCustomer, sampleSwatches } from "./samples.ts";
import type { MailAttachment } from "./transport.ts";

export interface MailPreview {
  /** The preview's path segment under /dev/mailbox/voorbeelden. */
  slug: string;
  /** What the mail is, in the list. */
  title: string;
  mail: () => MailElement;
  attachment?: () => Promise<MailAttachment>;
}

const quote: QuoteForMail = {
  number: "OF-2026-000042",
  cart: sampleCart(3, "mount"),
  address: sampleAddress,
  note: sampleAddress.note || null,
  store: "NL",
  date: "2026-03-02",
};

const advice = {
  number: "AD-2026-00017",
  form: sampleAdviceForm,
  area: { service_area: "paid" as const, price: 4900, name: "Zeeland" },
  fee: 4900,
  coupon: null,
  store: stores.NL,
};

const serviceRequest = {
  number: "SV-2026-000012",
  order: {
    number: "RW-2026-000318",
    store: "NL" as const,
    email: sampleAddress.email,
    customer: sampleCustomer,
    cart: sampleCart(2),
    orderedAt: new Date("2026-02-11T10:30:00Z"),
  },
};

export const mailPreviews: MailPreview[] = [
  {
    slug: "bestelling",
    title: "Orderbevestiging",
    mail: () =>
      orderConfirmationMail({
        number: "RW-2026-000318",
        cart: sampleCart(3, "mount"),
        customer: sampleCustomer,
        store: "NL",
        paymentName: "iDEAL",
        orderedAt: new Date("2026-02-11T10:30:00Z"),
        statusUrl: "http://localhost/bestelling-volgen?order=RW-2026-000318",
      }),
  },
  {
    slug: "offerte",
    title: "Offerte aan de klant (met PDF)",
    mail: () => quoteMail(quote, false),
    attachment: () => quotePdf(quote),
  },
  {
    slug: "offerte-winkel",
    title: "Offerte: kopie voor de klantenservice",
    mail: () => quoteMail(quote, true),
  },
  {
    slug: "offerte-bestellen",
    title: "Bestel je offerte (uit het beheer)",
    mail: () =>
      orderQuoteMail({
        number: quote.number,
        firstname: quote.address.firstname,
        cart: quote.cart,
        link: "https://raamwerk.nl/winkelwagen/herstellen/voorbeeld",
        store: "NL",
      }),
  },
  {
    slug: "winkelwagen",
    title: "Bewaarde winkelwagen",
    mail: () =>
      savedCartMail(sampleCart(2), "https://raamwerk.nl/winkelwagen/herstellen/voorbeeld", stores.NL),
  },
  {
    slug: "kleurstalen",
    title: "Kleurstalen onderweg",
    mail: () => swatchOrderMail("KS-2026-000123", sampleSwatches, sampleAddress, "NL"),
  },
  { slug: "advies", title: "Adviesafspraak aan de klant", mail: () => adviceVisitorMail(advice) },
  {
    slug: "advies-winkel",
    title: "Adviesafspraak voor de klantenservice",
    mail: () => adviceShopMail(advice),
  },
  { slug: "service", title: "Serviceaanvraag aan de klant", mail: () => serviceRequestMail(serviceRequest) },
  {
    slug: "service-winkel",
    title: "Serviceaanvraag voor de klantenservice",
    mail: () => serviceRequestShopMail(serviceRequest),
  },
  ...(
    [
      ["wacht_op_klant", "Vraag over de maten"],
      ["vrijgegeven", "Bestelling in productie (vrijgegeven)"],
      ["verzonden", "Bestelling verzonden (met track-and-trace)"],
      ["klaar_voor_montage", "Klaar voor montage"],
      ["ingepland_voor_montage", "Montage ingepland"],
      ["afgerond", "Bestelling afgerond"],
    ] as const
  ).map(([to, title]) => ({
    slug: `bestelling-${to.replaceAll("_", "-")}`,
    title,
    mail: () =>
      fulfilmentMail({
        number: "RW-2026-000318",
        firstname: sampleAddress.firstname,
        store: "NL",
        to,
        trackTraceUrl: to === "verzonden" ? "https://jouw.postnl.nl/track-and-trace/3SRAAM123456" : null,
        mountDate: to === "ingepland_voor_montage" ? "2026-12-08" : null,
      }),
  })),
  {
    slug: "montage-ingepland-met-link",
    title: "Montage ingepland door de planning (tijdvak, andere momenten, link)",
    mail: () =>
      fulfilmentMail({
        number: "RW-2026-000318",
        firstname: sampleAddress.firstname,
        store: "NL",
        to: "ingepland_voor_montage",
        trackTraceUrl: null,
        mountDate: "2026-12-08",
        fitting: {
          window: "08:00–12:00",
          alternatives: [{ date: "2026-12-09", window: "12:00–17:00" }],
          confirmUrl: "https://www.raamwerk.nl/bestelling/RW-2026-000318/montage?t=voorbeeld",
        },
      }),
  },
  {
    slug: "montage-opgeleverd",
    title: "Bestelling afgerond met de getekende oplevering",
    mail: () =>
      fulfilmentMail({
        number: "RW-2026-000318",
        firstname: sampleAddress.firstname,
        store: "NL",
        to: "afgerond",
        trackTraceUrl: null,
        mountDate: null,
        handover: true,
      }),
  },
];
