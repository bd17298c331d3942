// The order confirmation mail's rows and totals: products first, then subtotal, discount, sending or mounting,
// VAT and total, each adding up, also when the stored cart lists its voucher row first (as jsonb may).
import { describe, expect, it } from "vitest";
import { seedRates } from "../../catalog/shop.ts";
import { computeCart, type PricedLine } from "../../domain/cart/totals.ts";
import type { Cart, ServiceType } from "../../domain/cart/types.ts";
import type { VoucherRule } from "../../domain/cart/vouchers.ts";
import { formatPrice } from "../../domain/money.ts";
import { decideVat, REVERSE_CHARGE_MENTION, VAT_REASONS } from "../../domain/vat/rule.ts";
import { renderMail } from "../mail/render.ts";
import { sampleCustomer } from "../mail/samples.ts";
import { orderConfirmationMail } from "./order-mail.tsx";

const nl = seedRates.find((r) => r.country === "NL");
if (!nl) throw new Error("no NL rates");
const rates = {
  shipping_cost: nl.shippingCostCents,
  shipping_free_from: nl.shippingFreeFromCents,
  mount_start: nl.mountStartCents,
  measure_amount: nl.measureCents,
};

const blind: PricedLine = {
  key: "r1",
  entity_id: 1001,
  conf_id: 1,
  product_name: "Rolgordijn verduisterend",
  product_url: "/rolgordijn-verduisterend",
  cat_name: "Rolgordijnen",
  image_thumbnail: "",
  count: 1,
  unit: { price: 8_995, discount_price: 0, conf_price: 8_995, price_advice: 8_995 },
  discount_percentage: 0,
  discount_description: null,
  delivery_time: "8 werkdagen",
  production_days: { min: 8, max: 8 },
  different_delivery_time: 0,
  mount_cost: 2_500,
  options: [{ name: "Kleur", value: "Antraciet", crm_only: false }],
};

const welkom: VoucherRule = {
  id: 1,
  code: "WELKOM10",
  name: "Welkomstkorting",
  kind: "fixed",
  amount: 1_000,
  discount_on: "producten",
  valid_from: null,
  valid_until: null,
  min_order: 0,
  max_uses: null,
  used_count: 0,
  active: true,
};

function cart(service: ServiceType): Cart {
  const priced = computeCart({
    lines: [blind],
    service_type: service,
    shipping_method: "sent",
    voucher: welkom,
    rates,
    country: "NL",
    today: "2026-03-02",
  });
  // jsonb orders an object's keys by length: the stored cart may list 'korting' before the product's row.
  const { korting, ...rest } = priced.items;
  return { ...priced, items: korting ? { korting, ...rest } : rest };
}

async function mailText(service: ServiceType, c: Cart = cart(service)) {
  const { text, html } = await renderMail(
    orderConfirmationMail({
      number: "RW-1",
      cart: c,
      customer: sampleCustomer,
      store: "NL",
      paymentName: "iDEAL",
      orderedAt: new Date("2026-03-02T10:00:00+01:00"),
      statusUrl: "http://localhost/bestelling-volgen?order=RW-1",
    }),
  );
  return { c, html, text: text.slice(text.indexOf("Je bestelling")) };
}

/** Each part's place in the text; fails on a part that is missing. */
function positions(text: string, parts: string[]): number[] {
  return parts.map((part) => {
    const at = text.indexOf(part);
    expect(at, part).toBeGreaterThanOrEqual(0);
    return at;
  });
}

describe("order confirmation mail: VAT of a business in Belgium", () => {
  const business = (status: "valid" | "invalid") =>
    computeCart({
      lines: [blind],
      service_type: "mount",
      shipping_method: "sent",
      voucher: welkom,
      rates,
      country: "BE",
      today: "2026-03-02",
      vat: decideVat({
        customer: "business",
        deliveryCountry: "BE",
        vatNumber: { country: "BE", status },
        supply: "mounted",
      }),
    });

  it("reverse-charged: every amount excl. VAT, 0% VAT, the total excl. VAT and the legal mention", async () => {
    const c = business("valid");
    const { text, html } = await mailText("mount", c);
    const at = positions(text, [
      "Btw (0%)",
      "TOTAAL EXCL. BTW",
      "Alle bedragen zijn exclusief btw. Btw verlegd",
    ]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).not.toContain("inbegrepen");
    expect(text).toContain(formatPrice(c.total));
    expect(html).toContain(REVERSE_CHARGE_MENTION.slice(0, 40));
  });

  it("an invalid number: 21% included, and why", async () => {
    const { text } = await mailText("mount", business("invalid"));
    positions(text, ["Btw (21%, inbegrepen)", "TOTAAL", VAT_REASONS.invalid.slice(0, 40)]);
  });
});

describe("order confirmation mail: rows and totals", () => {
  it("lists the product, then subtotal, discount, sending, VAT and total, which add up", async () => {
    const { c, text } = await mailText("self");
    const at = positions(text, [
      "Rolgordijn verduisterend",
      "Subtotaal producten",
      "Kortingscode WELKOM10",
      "Verzenden",
      "Btw (21%, inbegrepen)",
      "TOTAAL",
    ]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text.match(/WELKOM10/g)).toHaveLength(1);
    expect(text).toContain(formatPrice(-1_000));
    expect(c.subtotal - 1_000 + c.shipping_amount).toBe(c.total);
    expect(text).toContain(formatPrice(c.total));
  });

  it("puts voorrijkosten and meetkosten with the mounting among the totals", async () => {
    const { c, text } = await mailText("mount");
    const at = positions(text, [
      "Rolgordijn verduisterend",
      "Subtotaal producten",
      "Kortingscode WELKOM10",
      "Montage",
      "Voorrijkosten",
      "Meetkosten",
      "Btw (21%, inbegrepen)",
      "TOTAAL",
    ]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(c.subtotal - 1_000 + c.mount_total + c.mount_start + c.measure_amount).toBe(c.total);
  });

  it("shows each row's price lines under its options, amounts beside their labels", async () => {
    const withLines: PricedLine = {
      ...blind,
      price_lines: [
        { kind: "base", label: "Basisprijs 120 × 180 cm (staffel t/m 125 × 200 cm)", cents: 7_995 },
        { kind: "option", label: "Bediening: Motor", cents: 1_500 },
        { kind: "discount", label: "Korting 5%", cents: -500 },
        { kind: "total", label: "Totaal", cents: 8_995 },
      ],
    };
    const c = computeCart({
      lines: [withLines],
      service_type: "self",
      shipping_method: "sent",
      voucher: null,
      rates,
      country: "NL",
      today: "2026-03-02",
    });
    const { text, html } = await mailText("self", c);
    const at = positions(text, [
      "Rolgordijn verduisterend",
      "Kleur: Antraciet",
      "Prijsopbouw per stuk:",
      "Basisprijs 120 × 180 cm (staffel t/m 125 × 200 cm)",
      "Bediening: Motor",
      "Korting 5%",
      "Subtotaal producten",
    ]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // In the text version each amount stands on its label's line.
    expect(text).toMatch(/Bediening: Motor +\+ € 15,00\n/);
    expect(text).toMatch(/Korting 5% +- € 5,00\n/);
    expect(text).toMatch(/Totaal +€ 89,95\n/);
    expect(html).toContain("Prijsopbouw per stuk");
    expect(html).toContain("+ € 15,00");
    // A row stored before the lines existed shows none.
    expect((await mailText("self")).text).not.toContain("Prijsopbouw");
  });
});
