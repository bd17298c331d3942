// The shop's facts in one place: company name and numbers, address, e-mail, phone numbers per store, customer
// service hours and our three locations (showroom and pick-up point). Every page, mail, PDF and popup reads them
// from here. They live in domain/ because the browser shows them too (footer, cart's pick-up choice, checkout
// texts); catalog/shop.ts names them for the server side. Change a fact here and nowhere else.
import type { PickupLocationName } from "./cart/types.ts";

export interface PostalAddress {
  street: string;
  houseNumber: string;
  /** Dutch form, "2991 XJ". */
  postcode: string;
  city: string;
  country: "NL";
}

/** Opening hours for a run of days: 1 = Monday … 6 = Saturday, 0 = Sunday; times as "08:30". */
export interface OpeningHours {
  fromDay: number;
  toDay: number;
  opens: string;
  closes: string;
}

export interface Location {
  name: PickupLocationName;
  address: PostalAddress;
  /** When the showroom is open and orders can be collected. */
  hours: OpeningHours[];
  /** One line on what is there, for the contact page. */
  description: string;
}

export const company = {
  /** The brand, as the header and mails name the shop. */
  name: "Raamwerk",
  legalName: "Raamwerk B.V.",
  tagline: "raamdecoratie & zonwering op maat",
  address: {
    street: "Dierensteinweg",
    houseNumber: "8",
    postcode: "2991 XJ",
    city: "Barendrecht",
    country: "NL",
  } satisfies PostalAddress,
  email: "klantenservice@raamwerk.nl",
  /** Customer service by phone, per store; the NL number also answers Belgian callers and vice versa. */
  phone: { NL: "010 - 744 52 30", BE: "03 - 808 41 90" },
  /** When customer service answers the phone and e-mail. */
  serviceHours: [
    { fromDay: 1, toDay: 5, opens: "09:00", closes: "17:30" },
    { fromDay: 6, toDay: 6, opens: "10:00", closes: "16:00" },
  ] satisfies OpeningHours[],
  /** Kamer van Koophandel (Dutch trade register), Rotterdam. */
  kvkNumber: "71852649",
  /** The Dutch VAT number (btw-identificatienummer); Belgian orders are taxed through the EU's OSS scheme. */
  vatNumber: "NL861234571B01",
} as const;

/** Our showrooms, which are also the pick-up points (shipping_method = the name). Barendrecht is the head office. */
export const locations: readonly Location[] = [
  {
    name: "Barendrecht",
    address: company.address,
    hours: [
      { fromDay: 1, toDay: 5, opens: "08:30", closes: "17:00" },
      { fromDay: 6, toDay: 6, opens: "09:00", closes: "16:00" },
    ],
    description: "Hoofdkantoor, atelier en onze grootste showroom, met gratis parkeren voor de deur.",
  },
  {
    name: "Waalwijk",
    address: {
      street: "Zanddonkweg",
      houseNumber: "21",
      postcode: "5144 NX",
      city: "Waalwijk",
      country: "NL",
    },
    hours: [{ fromDay: 1, toDay: 5, opens: "08:30", closes: "17:00" }],
    description: "Showroom met buitenzonwering en terrasoverkappingen, en ons magazijn voor Brabant.",
  },
  {
    name: "Heinenoord",
    address: {
      street: "Sluisjesdijk",
      houseNumber: "3",
      postcode: "3274 LB",
      city: "Heinenoord",
      country: "NL",
    },
    hours: [{ fromDay: 2, toDay: 6, opens: "09:00", closes: "16:00" }],
    description: "Kleine showroom in de Hoeksche Waard, vlak bij de A29.",
  },
];

const DAY_SHORT = ["zo", "ma", "di", "wo", "do", "vr", "za"];
const DAY_LONG = ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"];

/** "08:30" as the Dutch write it: "8.30". */
function dutchTime(time: string): string {
  return time.replace(/^0/, "").replace(":", ".");
}

/** One run of days the Dutch way: "ma t/m vr 8.30 - 17.00" (short) or "maandag t/m vrijdag 8.30 - 17.00 uur". */
export function formatHours(h: OpeningHours, style: "short" | "long" = "short"): string {
  const names = style === "short" ? DAY_SHORT : DAY_LONG;
  const days = h.fromDay === h.toDay ? names[h.fromDay] : `${names[h.fromDay]} t/m ${names[h.toDay]}`;
  const line = `${days} ${dutchTime(h.opens)} - ${dutchTime(h.closes)}`;
  return style === "long" ? `${line} uur` : line;
}

/** All runs on one line: "ma t/m vr 8.30 - 17.00, za 9.00 - 16.00". */
export function hoursLine(hours: readonly OpeningHours[]): string {
  return hours.map((h) => formatHours(h)).join(", ");
}

/** "Dierensteinweg 8" */
export function streetLine(a: PostalAddress): string {
  return `${a.street} ${a.houseNumber}`;
}

/** "2991 XJ Barendrecht" */
export function placeLine(a: PostalAddress): string {
  return `${a.postcode} ${a.city}`;
}

/** "Dierensteinweg 8, 2991 XJ Barendrecht" */
export function addressLine(a: PostalAddress): string {
  return `${streetLine(a)}, ${placeLine(a)}`;
}

/** A store's phone number in international form, for tel: links and structured data: "+31107445230". */
export function internationalPhone(store: "NL" | "BE"): string {
  return `${store === "BE" ? "+32" : "+31"}${company.phone[store].replace(/\D/g, "").replace(/^0/, "")}`;
}

/** How the company's numbers are labelled for a store's visitors: Belgians write 'BTW-nummer'. */
export function companyNumbers(store: "NL" | "BE"): { label: string; value: string }[] {
  return [
    {
      label: store === "BE" ? "KvK-nummer (Nederlands handelsregister)" : "KvK-nummer",
      value: company.kvkNumber,
    },
    { label: store === "BE" ? "BTW-nummer" : "Btw-nummer", value: company.vatNumber },
  ];
}
