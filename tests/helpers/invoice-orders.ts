// Stored orders for the invoice tests, built the way checkout builds them: a cart from computeCart, parsed customers.
import fc from "fast-check";
import { type CartInput, computeCart, type PricedLine } from "../../domain/cart/totals.ts";
import type { ServiceType, ShippingMethod } from "../../domain/cart/types.ts";
import type { VoucherRule } from "../../domain/cart/vouchers.ts";
import { buildCreditNote } from "../../domain/invoicing/credit-note.ts";
import { buildInvoice, type StoredOrder, vatOfDecision } from "../../domain/invoicing/invoice.ts";
import type { CustomerData } from "../../domain/validation/customer.ts";
import { decideVat } from "../../domain/vat/rule.ts";

/** The VAT rule's answer for a Belgian business with a valid BE number whose order we mount: 0% AE. */
export const reverseCharged = decideVat({
  customer: "business",
  deliveryCountry: "BE",
  vatNumber: { country: "BE", status: "valid" },
  supply: "mounted",
});
/** The VAT rule's answer for a Belgian business with a valid BE number whose order we send: 0% K. */
export const intraCommunity = decideVat({
  customer: "business",
  deliveryCountry: "BE",
  vatNumber: { country: "BE", status: "valid" },
  supply: "sent",
});

export const testRates = {
  shipping_cost: 995,
  shipping_free_from: 15000,
  mount_start: 4500,
  measure_amount: 3500,
};

export function pricedLine(
  key: string,
  price: number,
  count = 1,
  extra: Partial<PricedLine> = {},
): PricedLine {
  return {
    key,
    entity_id: 1001,
    conf_id: 1001,
    product_name: "Rolgordijn verduisterend",
    product_url: "/rolgordijn",
    cat_name: "Rolgordijnen",
    image_thumbnail: "/t.svg",
    count,
    unit: { price, discount_price: 0, conf_price: price, price_advice: price },
    discount_percentage: 0,
    discount_description: null,
    delivery_time: "8 werkdagen",
    different_delivery_time: 0,
    production_days: { min: 8, max: 8 },
    mount_cost: 2500,
    options: [
      { name: "Breedte", value: "120 cm", crm_only: false },
      { name: "Hoogte", value: "180 cm", crm_only: false },
      { name: "Kleur", value: "Antraciet", crm_only: false },
      { name: "Productiecode", value: "RB-77", crm_only: true },
    ],
    ...extra,
  };
}

export function testVoucher(extra: Partial<VoucherRule> = {}): VoucherRule {
  return {
    id: 1,
    code: "ZOMER10",
    name: "Zomerkorting",
    kind: "percentage",
    amount: 10,
    discount_on: "producten",
    valid_from: null,
    valid_until: null,
    min_order: 0,
    max_uses: null,
    used_count: 0,
    active: true,
    ...extra,
  };
}

export function testCart(extra: Partial<CartInput>) {
  return computeCart({
    lines: [pricedLine("a", 12999)],
    service_type: "self",
    shipping_method: "sent",
    voucher: null,
    rates: testRates,
    country: "NL",
    today: "2026-11-23",
    ...extra,
  });
}

export const dutchConsumer: CustomerData = {
  default: { type: "private", afleveren_keuze: "standaard" },
  factuur: {
    prefix: "Mevr",
    firstname: "Anna",
    middlename: "de",
    lastname: "Vries",
    street: "Kerkstraat",
    housenumber: 12,
    housenumber_affix: "A",
    zipcode: "3011 AB",
    city: "Rotterdam",
    country: "NL",
    telephone: "010 1234567",
    email: "anna@example.nl",
  } as CustomerData["factuur"],
};

export const belgianConsumer: CustomerData = {
  default: { type: "private", afleveren_keuze: "standaard" },
  factuur: {
    prefix: "Dhr",
    firstname: "Pieter",
    lastname: "Claes",
    street: "Meir",
    housenumber: 50,
    zipcode: "2000",
    city: "Antwerpen",
    region: "Antwerpen",
    country: "BE",
    telephone: "03 123 45 67",
    email: "pieter@example.be",
  } as CustomerData["factuur"],
};

/** A Belgian company; 0417.497.106 has valid check digits. */
export const belgianBusiness: CustomerData = {
  default: {
    type: "business",
    afleveren_keuze: "standaard",
    companyname: "Interieur Claes BV",
    kvk: "0417497106",
    vat_number: "BE0417497106",
  },
  factuur: { ...belgianConsumer.factuur },
};

export const dutchBusiness: CustomerData = {
  default: {
    type: "business",
    afleveren_keuze: "standaard",
    companyname: "Kantoor de Vries BV",
    kvk: "12345678",
  },
  factuur: { ...dutchConsumer.factuur },
};

export function storedOrder(
  customer: CustomerData,
  cart: ReturnType<typeof testCart>,
  number = "RW-2026-000123",
): StoredOrder {
  return {
    number,
    store: customer.factuur.country,
    email: customer.factuur.email as string,
    customer,
    cart,
  };
}

/** Random carts as the shop makes them: 1–6 rows of 1–12 units, any service, method and voucher. */
export const cartArbitrary = fc
  .record({
    rows: fc.array(
      fc.record({
        price: fc.integer({ min: 1, max: 500_000 }),
        count: fc.integer({ min: 1, max: 12 }),
        mount: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
        discount: fc.integer({ min: 0, max: 40 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    service: fc.constantFrom<ServiceType>("self", "mount"),
    method: fc.constantFrom<ShippingMethod>("sent", "retrieve", "Barendrecht"),
    voucher: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant("percentage" as const), amount: fc.integer({ min: 1, max: 60 }) }),
        fc.record({ kind: fc.constant("fixed" as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
        fc.record({ kind: fc.constant("free_shipping" as const), amount: fc.constant(0) }),
      ),
      { nil: null },
    ),
    shippingCost: fc.integer({ min: 0, max: 5_000 }),
  })
  .map((c) =>
    testCart({
      lines: c.rows.map((r, i) =>
        pricedLine(`r${i}`, r.price, r.count, {
          mount_cost: r.mount,
          unit: {
            price: r.price,
            discount_price: Math.floor((r.price * r.discount) / 100),
            conf_price: r.price,
            price_advice: r.price + Math.floor((r.price * r.discount) / 100),
          },
        }),
      ),
      service_type: c.service,
      shipping_method: c.method,
      voucher: c.voucher ? testVoucher(c.voucher) : null,
      rates: { ...testRates, shipping_cost: c.shippingCost },
    }),
  );

const paid = {
  issueDate: "2026-11-24",
  taxPointDate: "2026-11-23",
  payment: { type: "ideal", name: "iDEAL" },
};

/**
 * The sample documents the UBL is checked on: an NL consumer with a voucher and the mount service, a BE consumer
 * paying by Bancontact, a BE business reverse-charged (the VAT rule's AE decision), an NL
 * business, and a partial credit note.
 */
export function sampleDocuments() {
  const nlConsumer = buildInvoice({
    ...paid,
    number: "2026-000101",
    order: storedOrder(
      dutchConsumer,
      testCart({
        lines: [pricedLine("a", 15999, 3), pricedLine("b", 8999, 1, { product_name: "Plisségordijn & co" })],
        service_type: "mount",
        voucher: testVoucher({ kind: "percentage", amount: 10 }),
      }),
      "RW-2026-000101",
    ),
  });
  const beConsumer = buildInvoice({
    ...paid,
    number: "2026-000102",
    payment: { type: "bcmc", name: "Bancontact" },
    order: storedOrder(
      belgianConsumer,
      testCart({ lines: [pricedLine("a", 4999, 2)], country: "BE" }),
      "RW-2026-000102",
    ),
  });
  const beBusiness = buildInvoice({
    ...paid,
    number: "2026-000103",
    payment: { type: "bcmc", name: "Bancontact" },
    order: storedOrder(
      belgianBusiness,
      testCart({
        lines: [pricedLine("a", 10743, 7)],
        country: "BE",
        service_type: "mount",
        voucher: testVoucher({ kind: "fixed", amount: 2500 }),
      }),
      "RW-2026-000103",
    ),
    vatOf: vatOfDecision(reverseCharged),
  });
  const nlBusiness = buildInvoice({
    ...paid,
    number: "2026-000104",
    order: storedOrder(dutchBusiness, testCart({ lines: [pricedLine("a", 33333, 5)] }), "RW-2026-000104"),
  });
  const partialCredit = buildCreditNote({
    invoice: nlConsumer,
    number: "C2026-000001",
    issueDate: "2026-12-02",
    taxPointDate: "2026-12-02",
    amount: 15999,
    reason: "Retour van één rolgordijn",
  });
  const beBusinessCredit = buildCreditNote({
    invoice: beBusiness,
    number: "C2026-000002",
    issueDate: "2026-12-03",
    taxPointDate: "2026-12-03",
    amount: 2500,
    reason: "Adviesbedrag verrekend (adviesafspraak A-2026-000004)",
  });
  return { nlConsumer, beConsumer, beBusiness, nlBusiness, partialCredit, beBusinessCredit };
}
