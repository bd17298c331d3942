// Which payment and delivery marks a store shows (footer, cart): the payment methods in the order each store's
// checkout offers them (server/payments/methods.ts; a test keeps the two the same), and how we deliver.
import type { StoreCode } from "./store.ts";

export interface Mark {
  /** The drawing under /media/tekens/<name>.svg (art/marks.ts). */
  name: string;
  label: string;
}

export const paymentMarks: Record<StoreCode, readonly Mark[]> = {
  NL: [
    { name: "ideal", label: "iDEAL" },
    { name: "creditcard", label: "Creditcard" },
    { name: "paypal", label: "PayPal" },
    { name: "klarna", label: "Klarna" },
  ],
  BE: [
    { name: "bancontact", label: "Bancontact" },
    { name: "ideal", label: "iDEAL" },
    { name: "creditcard", label: "Creditcard" },
    { name: "paypal", label: "PayPal" },
    { name: "klarna", label: "Klarna" },
  ],
};

export const deliveryMarks: readonly Mark[] = [
  { name: "bezorgen", label: "Bezorgd aan huis" },
  { name: "afhalen", label: "Gratis afhalen" },
  { name: "montage", label: "Montage door eigen monteurs" },
];
