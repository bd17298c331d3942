// computeCart for a customer not charged VAT: every amount excl. VAT, and the lines still add up to the total.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exclusiveOf } from "../vat/amounts.ts";
import { decideVat, INTRA_COMMUNITY_MENTION, REVERSE_CHARGE_MENTION, type VatSupply } from "../vat/rule.ts";
import { type CartInput, computeCart, type PricedLine, vatSupplyOf } from "./totals.ts";
import type { Cart } from "./types.ts";
import type { VoucherRule } from "./vouchers.ts";

const rates = { shipping_cost: 995, shipping_free_from: 15000, mount_start: 4500, measure_amount: 3500 };

function line(key: string, price: number, count = 1, extra: Partial<PricedLine> = {}): PricedLine {
  return {
    key,
    entity_id: 1001,
    conf_id: 1001,
    product_name: "Rolgordijn",
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
    mount_cost: 2499,
    options: [],
    ...extra,
  };
}

const tenPercent: VoucherRule = {
  id: 1,
  code: "ZAKELIJK10",
  name: "Zakelijk",
  kind: "percentage",
  amount: 10,
  discount_on: "producten",
  valid_from: null,
  valid_until: null,
  min_order: 0,
  max_uses: null,
  used_count: 0,
  active: true,
};

const belgianBusiness = (supply: VatSupply) =>
  decideVat({
    customer: "business",
    deliveryCountry: "BE",
    vatNumber: { country: "BE", status: "valid" },
    supply,
  });

function priced(extra: Partial<CartInput>) {
  const input: CartInput = {
    lines: [line("a", 12999, 3), line("b", 8950)],
    service_type: "self",
    shipping_method: "sent",
    voucher: null,
    rates: { ...rates, shipping_free_from: 1_000_000 },
    country: "BE",
    today: "2026-11-23",
    ...extra,
  };
  const decision = belgianBusiness(vatSupplyOf({ ...input, service_type: input.service_type }));
  return { gross: computeCart(input), net: computeCart({ ...input, vat: decision }), decision };
}

/** The rows as the customer reads them: products, voucher, services, shipping; they must make the total. */
function linesOf(cart: Cart): number {
  const rows = Object.values(cart.items).reduce((sum, item) => sum + item.subtotal, 0);
  return rows + (cart.service_type === "mount" ? cart.mount_total : cart.shipping_amount);
}

describe("computeCart for a zero-rated customer", () => {
  it("without a decision, and with a consumer's, keeps every amount incl. VAT", () => {
    const { gross } = priced({});
    const consumer = decideVat({
      customer: "private",
      deliveryCountry: "BE",
      vatNumber: null,
      supply: "sent",
    });
    const withConsumer = computeCart({
      lines: [line("a", 12999, 3), line("b", 8950)],
      service_type: "self",
      shipping_method: "sent",
      voucher: null,
      rates: { ...rates, shipping_free_from: 1_000_000 },
      country: "BE",
      today: "2026-11-23",
      vat: consumer,
    });
    expect(gross.vat).toBeUndefined();
    expect(withConsumer).toEqual({ ...gross, vat: consumer });
  });

  it("sent with a voucher and shipping (K): rows, unit prices, shipping and discount excl. VAT, no tax", () => {
    const { gross, net, decision } = priced({ voucher: tenPercent });
    expect(decision.lines.products.category).toBe("K");
    expect(net.vat?.lines.products.mention).toBe(INTRA_COMMUNITY_MENTION);
    expect(net.items.a?.price).toBe(exclusiveOf(12999));
    expect(net.items.a?.subtotal).toBe(exclusiveOf(12999) * 3);
    expect(net.items.korting?.price).toBe(exclusiveOf(gross.items.korting?.price ?? 0));
    expect(net.items.korting?.price).toBeLessThan(0);
    expect(net.shipping_amount).toBe(exclusiveOf(995));
    expect(net.subtotal).toBe((net.items.a?.subtotal ?? 0) + (net.items.b?.subtotal ?? 0));
    expect(net.tax_amount).toBe(0);
    expect(linesOf(net)).toBe(net.total);
    expect(net.total_discount).toBe(-(net.items.korting?.subtotal ?? 0));
    // The rows decide; the total stays within a cent per row of the VAT-inclusive total without its 21%.
    expect(Math.abs(net.total - exclusiveOf(gross.total))).toBeLessThanOrEqual(4);
  });

  it("mounted with a voucher (AE, every line): the mount service, voorrijkosten and meetkosten excl. VAT", () => {
    const { net, decision } = priced({ service_type: "mount", voucher: tenPercent });
    expect(decision.regime).toBe("reverse-charge");
    expect(net.vat?.lines.mount.mention).toBe(REVERSE_CHARGE_MENTION);
    expect(net.mount_start).toBe(exclusiveOf(4500));
    expect(net.items.voorrijkosten?.price).toBe(net.mount_start);
    expect(net.measure_amount).toBe(exclusiveOf(3500));
    expect(net.items.meetkosten?.subtotal).toBe(net.measure_amount);
    expect(net.mount_total).toBe(exclusiveOf(2499) * 4);
    expect(net.items.a?.mount_cost).toBe(exclusiveOf(2499));
    expect(net.mount_quote).toEqual({
      mount_start: net.mount_start,
      measure_amount: net.measure_amount,
      mount_total: net.mount_total,
    });
    expect(net.shipping_amount).toBe(0);
    expect(net.tax_amount).toBe(0);
    expect(linesOf(net)).toBe(net.total);
  });

  it("shows the shipping cost and its threshold excl. VAT too", () => {
    const { net } = priced({ rates, lines: [line("a", 4999)] });
    expect(net.shipping_cost).toBe(exclusiveOf(995));
    expect(net.shipping_free_from).toBe(exclusiveOf(15000));
  });

  it("keeps a row's price lines adding up to its unit price", () => {
    const price_lines = [
      { kind: "base" as const, label: "Basisprijs", cents: 10999 },
      { kind: "option" as const, label: "Bediening: Motor", cents: 3001 },
      { kind: "discount" as const, label: "Korting", cents: -1001 },
      { kind: "total" as const, label: "Totaal", cents: 12999 },
    ];
    const { net } = priced({ lines: [line("a", 12999, 2, { price_lines })] });
    const lines = net.items.a?.price_lines ?? [];
    expect(lines.at(-1)?.cents).toBe(net.items.a?.price);
    expect(lines.slice(0, -1).reduce((sum, l) => sum + l.cents, 0)).toBe(net.items.a?.price);
  });

  it("adds up for any rows, voucher and supply", () => {
    let cases = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 250_000 }), count: fc.integer({ min: 1, max: 9 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.constantFrom("sent", "Waalwijk"),
        fc.constantFrom("self", "mount"),
        fc.option(fc.integer({ min: 1, max: 50 })),
        (rows, method, service, percent) => {
          const { net } = priced({
            lines: rows.map((r, i) => line(`r${i}`, r.price, r.count)),
            shipping_method: method as "sent" | "Waalwijk",
            service_type: service as "self" | "mount",
            voucher: percent === null ? null : { ...tenPercent, amount: percent },
          });
          if (!net.vat?.zeroRated) return;
          cases++;
          expect(linesOf(net)).toBe(net.total);
          expect(net.tax_amount).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
    // Picked up pays 21% (no decision is zero-rated then): enough of the cases must really be zero-rated.
    expect(cases).toBeGreaterThan(150);
  });
});
