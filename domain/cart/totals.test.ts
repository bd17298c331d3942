// Cart totals: VAT, service rows, the shipping rule, every voucher kind and rounding in cents.
import { describe, expect, it } from "vitest";
import { type CartInput, computeCart, deliveryLabel, type PricedLine } from "./totals.ts";
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
    mount_cost: 2500,
    options: [],
    ...extra,
  };
}

function voucher(extra: Partial<VoucherRule>): VoucherRule {
  return {
    id: 1,
    code: "TEST",
    name: "Test",
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

function cart(extra: Partial<CartInput>) {
  return computeCart({
    lines: [],
    service_type: "self",
    shipping_method: "sent",
    voucher: null,
    rates,
    country: "NL",
    today: "2026-11-23",
    ...extra,
  });
}

describe("computeCart", () => {
  it("sums rows, counts units and shows the VAT contained in the total", () => {
    const c = cart({ lines: [line("a", 12100, 2), line("b", 5000)] });
    expect(c.count).toBe(3);
    expect(c.subtotal).toBe(29200);
    expect(c.shipping_amount).toBe(0);
    expect(c.total).toBe(29200);
    expect(c.tax_amount).toBe(5068); // 29200 × 21 / 121 = 5067.77
    expect(c.items.a?.subtotal).toBe(24200);
  });

  it("charges sending under the threshold only when the method is 'sent'", () => {
    expect(cart({ lines: [line("a", 9000)] }).shipping_amount).toBe(995);
    expect(cart({ lines: [line("a", 9000)] }).total).toBe(9995);
    expect(cart({ lines: [line("a", 9000)], shipping_method: "Waalwijk" }).shipping_amount).toBe(0);
    expect(cart({ lines: [line("a", 9000)], shipping_method: "Waalwijk" }).shipping_cost).toBe(995);
    expect(cart({ lines: [line("a", 15000)] }).shipping_amount).toBe(0);
    expect(cart({ lines: [line("a", 14999)] }).shipping_amount).toBe(995);
    expect(cart({ lines: [] }).shipping_amount).toBe(0);
  });

  it("adds voorrijkosten, meetkosten and each unit's mount cost for the mount service, and no shipping", () => {
    const c = cart({
      lines: [line("a", 9000, 2), line("h", 4000, 1, { mount_cost: null })],
      service_type: "mount",
    });
    expect(c.service_type).toBe("mount");
    expect(c.mount_start).toBe(4500);
    expect(c.measure_amount).toBe(3500);
    expect(c.mount_total).toBe(5000);
    expect(c.shipping_amount).toBe(0);
    expect(c.total).toBe(22000 + 4500 + 3500 + 5000);
    expect(c.items.voorrijkosten?.type).toBe("voorrijkosten");
    expect(c.items.meetkosten?.price).toBe(3500);
    expect(c.items.a?.delivery_time).toBe("8 werkdagen + 2 tot 4 weken");
    expect(c.delivery_label).toBe("Monteren");
  });

  it("cannot mount a cart of products we do not mount", () => {
    const c = cart({ lines: [line("h", 4000, 1, { mount_cost: null })], service_type: "mount" });
    expect(c.can_mount).toBe(false);
    expect(c.service_type).toBe("self");
    expect(c.items.voorrijkosten).toBeUndefined();
    expect(c.mount_quote.mount_total).toBe(0);
  });

  it("keeps product discounts on their rows and in total_discount", () => {
    const l = line("a", 8000, 2, { discount_percentage: 20, discount_description: "20% korting" });
    l.unit = { price: 8000, discount_price: 2000, conf_price: 10000, price_advice: 10000 };
    const c = cart({ lines: [l] });
    expect(c.items.a?.discount).toBe(4000);
    expect(c.items.a?.discount_on).toBe("producten");
    expect(c.total_discount).toBe(4000);
    expect(c.subtotal).toBe(16000);
  });

  it("applies a percentage voucher to the products, rounded half up to cents", () => {
    const c = cart({ lines: [line("a", 9995)], voucher: voucher({ amount: 15 }) });
    expect(c.items.korting?.price).toBe(-1499); // 1499.25
    expect(c.total).toBe(9995 - 1499 + 995);
    expect(c.total_discount).toBe(1499);
    expect(c.coupon).toEqual({ id: 1, name: "Test", code: "TEST" });
    expect(c.coupon_message).toBeNull();
  });

  it("gives a 'tweede product' percentage on every second unit, the cheaper of each pair", () => {
    const v = voucher({ amount: 50, discount_on: "tweede_product" });
    expect(cart({ lines: [line("a", 10000)], voucher: v }).items.korting).toBeUndefined();
    expect(cart({ lines: [line("a", 10000), line("b", 6000)], voucher: v }).items.korting?.price).toBe(-3000);
    expect(cart({ lines: [line("a", 10000, 3), line("b", 6000)], voucher: v }).items.korting?.price).toBe(
      -(5000 + 3000),
    );
  });

  it("caps a fixed voucher at the products' subtotal and honours its minimum", () => {
    const v = voucher({ kind: "fixed", amount: 2500, min_order: 25000 });
    expect(cart({ lines: [line("a", 30000)], voucher: v }).total).toBe(27500);
    const under = cart({ lines: [line("a", 20000)], voucher: v });
    expect(under.total).toBe(20000);
    expect(under.coupon_message).toBe("Deze kortingscode geldt vanaf € 250,- aan producten.");
    const small = cart({ lines: [line("a", 1000)], voucher: voucher({ kind: "fixed", amount: 2500 }) });
    expect(small.items.korting?.price).toBe(-1000);
    expect(small.total).toBe(995);
  });

  it("makes sending free with a free-shipping voucher", () => {
    const c = cart({ lines: [line("a", 5000)], voucher: voucher({ kind: "free_shipping", amount: 0 }) });
    expect(c.shipping_amount).toBe(0);
    expect(c.shipping_cost).toBe(995);
    expect(c.total).toBe(5000);
    expect(c.items.korting).toBeUndefined();
  });

  it("explains why a voucher does not apply", () => {
    const lines = [line("a", 5000)];
    const message = (v: Partial<VoucherRule>) => cart({ lines, voucher: voucher(v) }).coupon_message;
    expect(message({ kind: "free_advice" })).toMatch(/advies- en meetafspraak/);
    expect(message({ valid_until: "2026-11-22" })).toBe("Deze kortingscode is verlopen.");
    expect(message({ valid_until: "2026-11-23" })).toBeNull();
    expect(message({ valid_from: "2026-12-01" })).toBe("Deze kortingscode is geldig vanaf 1 december 2026.");
    expect(message({ max_uses: 3, used_count: 3 })).toBe("Deze kortingscode is al gebruikt.");
    expect(message({ active: false })).toBe("Deze kortingscode is niet meer geldig.");
    expect(cart({ voucher: voucher({}) }).coupon_message).toBe("Je winkelwagen is nog leeg.");
  });
});

describe("deliveryLabel", () => {
  it("names the spec's three delivery kinds", () => {
    expect(deliveryLabel("self", "sent")).toBe("Verzenden");
    expect(deliveryLabel("self", "retrieve")).toBe("Afhalen");
    expect(deliveryLabel("self", "Heinenoord")).toBe("Afhalen");
    expect(deliveryLabel("mount", "sent")).toBe("Monteren");
  });
});
