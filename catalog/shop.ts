// Seed data outside the product catalogue: delivery and mount rates per country, and voucher codes to try.
import type { VoucherDiscountOn, VoucherKind } from "../domain/cart/vouchers.ts";

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
