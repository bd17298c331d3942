// Seed data outside the product catalogue: delivery and mount rates per country, voucher codes to try, and
// the postcode ranges where advisers come to the house.

import type { ServiceAreaRange } from "../domain/advice/service-area.ts";
import type { VoucherDiscountOn, VoucherKind } from "../domain/cart/vouchers.ts";
import { company, placeLine, streetLine } from "../domain/company.ts";

export interface SeedRates {
  country: "NL" | "BE";
  shippingCostCents: number;
  shippingFreeFromCents: number;
  mountStartCents: number;
  measureCents: number;
}

/** Sending is free from € 150 (the USP bar says so); our mounters drive from Barendrecht and Waalwijk. */
export const seedRates: SeedRates[] = [
  {
    country: "NL",
    shippingCostCents: 995,
    shippingFreeFromCents: 15000,
    mountStartCents: 4500,
    measureCents: 3500,
  },
  {
    country: "BE",
    shippingCostCents: 1495,
    shippingFreeFromCents: 15000,
    mountStartCents: 6500,
    measureCents: 3500,
  },
];

export interface SeedVoucher {
  code: string;
  name: string;
  kind: VoucherKind;
  amount: number;
  discountOn?: VoucherDiscountOn;
  validFrom?: string;
  validUntil?: string;
  minOrderCents?: number;
  maxUses?: number;
  usedCount?: number;
}

/** Listed in the README so a visitor trying the shop can apply each kind. */
export const seedVouchers: SeedVoucher[] = [
  { code: "WELKOM10", name: "Welkomstkorting 10%", kind: "percentage", amount: 10 },
  {
    code: "TWEEDE50",
    name: "Tweede product 50% korting",
    kind: "percentage",
    amount: 50,
    discountOn: "tweede_product",
  },
  {
    code: "VIJFENTWINTIG",
    name: "€ 25,- korting vanaf € 250,-",
    kind: "fixed",
    amount: 2500,
    minOrderCents: 25000,
  },
  { code: "GRATISVERZENDEN", name: "Gratis verzending", kind: "free_shipping", amount: 0 },
  { code: "GRATISADVIES", name: "Gratis advies aan huis", kind: "free_advice", amount: 0 },
  {
    code: "ZOMER2025",
    name: "Zomerkorting 15%",
    kind: "percentage",
    amount: 15,
    validFrom: "2025-06-01",
    validUntil: "2025-08-31",
  },
  {
    code: "EENMALIG",
    name: "Eenmalige korting € 10,-",
    kind: "fixed",
    amount: 1000,
    maxUses: 1,
    usedCount: 1,
  },
];

/** The paid appointment's one-time fee (spec section 9: € 49). */
export const ADVICE_FEE_CENTS = 4900;

/**
 * Where advisers come to the house, by four-digit postcode (inclusive). Free around our three locations
 * (Barendrecht, Heinenoord, Waalwijk) and the cities next to them; a one-time fee in a wider ring
 * (Zuid-Holland, Utrecht, Zeeland, Noord-Brabant and the river area); anywhere else is not_found. The paid
 * ranges are drawn wide and overlap the free ones: a free range wins. Seeded once; the owner edits the table
 * afterwards.
 */
export const seedServiceAreaRanges: ServiceAreaRange[] = [
  { name: "Barendrecht en Ridderkerk", from: 2980, to: 2994, kind: "free", fee_cents: 0 },
  { name: "Rotterdam", from: 3000, to: 3089, kind: "free", fee_cents: 0 },
  { name: "Rhoon, Poortugaal en Albrandswaard", from: 3160, to: 3179, kind: "free", fee_cents: 0 },
  { name: "Hoeksche Waard (Heinenoord)", from: 3260, to: 3299, kind: "free", fee_cents: 0 },
  { name: "Dordrecht en Zwijndrecht", from: 3300, to: 3339, kind: "free", fee_cents: 0 },
  { name: "Tilburg", from: 5000, to: 5049, kind: "free", fee_cents: 0 },
  { name: "Waalwijk, Drunen en Kaatsheuvel", from: 5140, to: 5179, kind: "free", fee_cents: 0 },
  { name: "Zuid-Holland", from: 2200, to: 3399, kind: "paid", fee_cents: ADVICE_FEE_CENTS },
  { name: "Utrecht en Gelderse Vallei", from: 3400, to: 3999, kind: "paid", fee_cents: ADVICE_FEE_CENTS },
  { name: "Rivierenland en Zeeland", from: 4000, to: 4699, kind: "paid", fee_cents: ADVICE_FEE_CENTS },
  { name: "Noord-Brabant en Noord-Limburg", from: 4700, to: 5999, kind: "paid", fee_cents: ADVICE_FEE_CENTS },
];

/**
 * The shop as its mails and printed quotes name it, made from the one set of facts in domain/company.ts (the
 * browser reads them there too); the phone number differs per store (`company.phone`).
 */
export const shopFacts = {
  name: company.name,
  legalName: company.legalName,
  tagline: company.tagline,
  street: streetLine(company.address),
  place: placeLine(company.address),
  country: "Nederland",
  email: company.email,
  kvkNumber: company.kvkNumber,
  vatNumber: company.vatNumber,
} as const;

/** The shop's address on one line, as mail footers and quotes print it. */
export const SHOP_ADDRESS_LINE = `${shopFacts.legalName} · ${shopFacts.street} · ${shopFacts.place}`;

/** The company's registration numbers on one line, as mail footers and quotes print them. */
export const SHOP_NUMBERS_LINE = `KvK ${shopFacts.kvkNumber} · btw ${shopFacts.vatNumber}`;
