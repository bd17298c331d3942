// A paid row read back into configurator values and re-priced: the inverse of the summary holds for the catalogue's
// roller blind, and a change moves the row and the order's totals by the row's difference only.
import { describe, expect, it } from "vitest";
import { rollerBlindDef } from "../../tests/helpers/checkout.ts";
import type { Cart, CartItem } from "../cart/types.ts";
import { evaluate } from "../configurator/rules.ts";
import { summarize } from "../configurator/summary.ts";
import type { ConfValues } from "../configurator/types.ts";
import { changeRow, vatIn } from "./row-change.ts";
import { numberOf, valuesFromOptions } from "./row-values.ts";

describe("a row's values from its option lines", () => {
  it("reads Dutch numbers with their unit", () => {
    expect(numberOf("120 cm")).toBe(120);
    expect(numberOf("120,5 cm")).toBe(120.5);
    expect(numberOf("1.250 mm")).toBe(1250);
    expect(numberOf("breed")).toBeNull();
  });

  it("gives back the values the summary was written from", () => {
    const widthOption = rollerBlindDef.groups.flatMap((g) => g.options).find((o) => o.name === "Breedte");
    const heightOption = rollerBlindDef.groups.flatMap((g) => g.options).find((o) => o.name === "Hoogte");
    const start: ConfValues = { [String(widthOption?.id)]: 120.5, [String(heightOption?.id)]: 150 };
    const evaluation = evaluate(rollerBlindDef, start);
    const lines = summarize(rollerBlindDef, evaluation);
    const read = valuesFromOptions(rollerBlindDef, lines);
    expect(summarize(rollerBlindDef, evaluate(rollerBlindDef, read))).toEqual(lines);
    expect(read[String(widthOption?.id)]).toBe(120.5);
  });
});

const item: CartItem = {
  key: "r1",
  type: "product",
  product_name: "Rolgordijn",
  product_url: "/rolgordijn",
  image_thumbnail: "",
  count: 2,
  price: 10_000,
  price_advice: 11_000,
  subtotal: 20_000,
  discount: 2_000,
  discount_percentage: 10,
  discount_on: "producten",
  discount_description: null,
  delivery_time: "8 werkdagen",
  different_delivery_time: 0,
  mount_cost: null,
  options: [{ name: "Breedte", value: "120 cm", crm_only: false }],
  entity_id: 1,
  conf_id: 1,
  cat_name: "Rolgordijnen",
};

const cart = {
  items: { r1: item },
  subtotal: 20_000,
  total: 20_995,
  tax_amount: vatIn(20_995),
  total_discount: 2_000,
  shipping_amount: 995,
} as unknown as Cart;

describe("changing a row", () => {
  it("moves the row and the order's totals by the difference, nothing else", () => {
    const changed = changeRow(cart, "r1", {
      price: { price: 8_000, discount_price: 800, conf_price: 8_000, price_advice: 8_800 },
      options: [{ name: "Breedte", value: "60 cm", crm_only: false }],
    });
    expect(changed?.differenceCents).toBe(-4_000);
    expect(changed?.cart.items.r1).toMatchObject({ price: 8_000, subtotal: 16_000, discount: 1_600 });
    expect(changed?.cart.total).toBe(16_995);
    expect(changed?.cart.shipping_amount).toBe(995);
    expect(changed?.cart.tax_amount).toBe(vatIn(20_995) + vatIn(-4_000));
    expect(changed?.cart.total_discount).toBe(1_600);
  });

  it("charges a customer who pays no VAT without it", () => {
    const zero = { ...cart, vat: { zeroRated: true } } as unknown as Cart;
    const changed = changeRow(zero, "r1", {
      price: { price: 12_100, discount_price: 0, conf_price: 12_100, price_advice: 12_100 },
      options: item.options,
    });
    expect(changed?.after.price).toBe(10_000);
    expect(changed?.taxDifferenceCents).toBe(0);
  });

  it("knows no row that is not a product", () => {
    expect(
      changeRow(cart, "korting", {
        price: { price: 1, discount_price: 0, conf_price: 1, price_advice: 1 },
        options: [],
      }),
    ).toBeNull();
  });
});
