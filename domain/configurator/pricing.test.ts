// Unit tests for pricing: table steps, every surcharge kind in exact cents, accessories, discount, delivery and labels.
import { describe, expect, it } from "vitest";
import {
  AFSTANDSBEDIENING,
  O,
  rollerBlind,
  V,
  validValues,
  WANDHOUDER,
} from "../../tests/helpers/roller-blind-fixture.ts";
import { stepIndex } from "./matrix.ts";
import { calculatePrice, deliveryTime, priceLabel, surchargeCents, warrantyText } from "./pricing.ts";
import { evaluate } from "./rules.ts";
import type { ConfigurationDef } from "./types.ts";
import { normalizeValues } from "./values.ts";

const def = rollerBlind();
function priced(changes: Record<string, unknown>, d: ConfigurationDef = def) {
  const { values, errors } = normalizeValues(d, { ...validValues(), ...changes });
  expect(errors).toEqual({});
  const ev = evaluate(d, values);
  return { ev, price: calculatePrice(d, ev) };
}
const confPrice = (changes: Record<string, unknown>, d?: ConfigurationDef) =>
  priced(changes, d).price?.conf_price;

describe("stepIndex", () => {
  const steps = [60, 100, 150];
  it.each([
    [40, 0],
    [60, 0],
    [60.1, 1],
    [100, 1],
    [100.1, 2],
    [150, 2],
    [150.1, -1],
  ])("size %s → step %s", (size, index) => {
    expect(stepIndex(steps, size)).toBe(index);
  });

  it("does not need sorted steps", () => {
    expect(stepIndex([150, 60, 100], 80)).toBe(2);
  });
});

describe("table price", () => {
  it("takes the fabric's price group at the size rounded up", () => {
    expect(confPrice({})).toBe(7700); // A, 120 → 150, 150 → 150
    expect(confPrice({ [O.stof]: V.antraciet })).toBe(9700); // B
  });

  it("prices an exact step at that step and just above it at the next", () => {
    expect(confPrice({ [O.breedte]: 100, [O.hoogte]: 100 })).toBe(6000);
    expect(confPrice({ [O.breedte]: 100.1, [O.hoogte]: 100 })).toBe(7000);
    expect(confPrice({ [O.breedte]: 100, [O.hoogte]: 100.1 })).toBe(6600);
    expect(confPrice({ [O.breedte]: 40, [O.hoogte]: 40 })).toBe(5000);
  });

  it("prices the largest step", () => {
    expect(confPrice({ [O.breedte]: 300, [O.hoogte]: 250, [O.bediening]: V.motor })).toBe(13000 + 15000);
  });

  it("refuses a size within the option's range but beyond the table: an error, never a price", () => {
    const { ev, price } = priced({ [O.hoogte]: 250.1 });
    expect(price).toBeNull();
    expect(ev.complete).toBe(false);
    expect(ev.errors).toEqual({
      [O.hoogte]: "Hoogte: voor deze maat hebben we geen prijs, kies maximaal 250 cm.",
    });
    // Table B goes higher.
    expect(confPrice({ [O.hoogte]: 300, [O.stof]: V.linnen })).toBe(11800);
  });

  it("has no price without a table for the price group", () => {
    const d = rollerBlind();
    delete d.matrices.B;
    const { ev, price } = priced({ [O.stof]: V.antraciet }, d);
    expect(price).toBeNull();
    expect(ev.errors).toEqual({ [O.stof]: "Stof: voor deze keuze is geen prijs bekend." });
  });

  it("uses the 'default' table without a fabric option, and mm sizes in cm", () => {
    const d = rollerBlind();
    d.groups = d.groups.filter((g) => g.id !== 200);
    d.rules = [];
    d.matrices = {
      default: {
        widths: [100, 200],
        heights: [100, 200],
        cents: [
          [1000, 2000],
          [3000, 4000],
        ],
      },
    };
    const width = d.groups[0]?.options[0];
    if (width) Object.assign(width, { type: "number_mm", min_value: 400, max_value: 2000 });
    const price = (width: number) => {
      const { values, errors } = normalizeValues(d, { [O.breedte]: width, [O.hoogte]: 150 });
      expect(errors).toEqual({});
      return calculatePrice(d, evaluate(d, values))?.conf_price;
    };
    expect(price(1000)).toBe(3000);
    expect(price(1001)).toBe(4000);
  });
});

describe("surcharges", () => {
  it("fixed", () => {
    expect(confPrice({ [O.bediening]: V.motor })).toBe(7700 + 15000);
  });

  it("per metre of width, pro rata, rounded half up", () => {
    expect(confPrice({ [O.cassette]: V.cassetteJa, [O.breedte]: 125 })).toBe(7700 + 1250);
    expect(confPrice({ [O.cassette]: V.cassetteJa, [O.breedte]: 120.5 })).toBe(7700 + 1205);
    const basis = { tableCents: 0, widthMm: 1500, heightMm: 0 };
    expect(surchargeCents({ kind: "per_metre_width", cents: 1005 }, basis)).toBe(1508); // 1507.5
    expect(surchargeCents({ kind: "per_metre_width", cents: 1003 }, basis)).toBe(1505); // 1504.5
    expect(surchargeCents({ kind: "per_metre_width", cents: 1001 }, basis)).toBe(1502); // 1501.5
    expect(surchargeCents({ kind: "per_metre_width", cents: 333 }, { ...basis, widthMm: 1201 })).toBe(400); // 399.933
  });

  it("per m², with its minimum area, rounded half up", () => {
    const onderlat = { [O.cassette]: V.cassetteJa, [O.onderlat]: V.onderlatDesign };
    // 1.2 x 1.5 = 1.8 m² x € 25 = € 45; plus the cassette 1.2 m x € 10.
    expect(confPrice({ ...onderlat })).toBe(7700 + 1200 + 4500);
    // 0.6 x 1.0 = 0.6 m², at least 1 m².
    expect(confPrice({ ...onderlat, [O.breedte]: 60, [O.hoogte]: 100 })).toBe(5000 + 600 + 2500);
    // 1.201 x 1.503 = 1.805103 m² x 2500 = 4512.7575.
    expect(confPrice({ ...onderlat, [O.breedte]: 120.1, [O.hoogte]: 150.3 })).toBe(8400 + 1201 + 4513);
    expect(
      surchargeCents({ kind: "per_m2", cents: 1 }, { tableCents: 0, widthMm: 1500, heightMm: 1000 }),
    ).toBe(2); // 1.5
    expect(surchargeCents({ kind: "per_m2", cents: 100 }, { tableCents: 0, widthMm: 0, heightMm: 0 })).toBe(
      0,
    );
  });

  it("percentage of the table price, rounded half up", () => {
    expect(confPrice({ [O.montage]: V.opDeDag })).toBe(7700 + 770);
    expect(
      surchargeCents({ kind: "percentage", percent: 12.5 }, { tableCents: 7700, widthMm: 0, heightMm: 0 }),
    ).toBe(963);
    expect(
      surchargeCents({ kind: "percentage", percent: 10 }, { tableCents: 7705, widthMm: 0, heightMm: 0 }),
    ).toBe(771);
  });

  it("does not price the surcharge of a hidden option", () => {
    expect(confPrice({ [O.onderlat]: V.onderlatDesign })).toBe(7700);
  });
});

describe("accessories and discount", () => {
  const all = {
    [O.breedte]: 125,
    [O.hoogte]: 180,
    [O.stof]: V.antraciet,
    [O.bediening]: V.motor,
    [O.cassette]: V.cassetteJa,
    [O.onderlat]: V.onderlatDesign,
    [O.accessoires]: [
      { entity_id: AFSTANDSBEDIENING, amount: 2 },
      { entity_id: WANDHOUDER, amount: 1 },
    ],
  };

  it("adds accessories x amount to the list price; the discount applies to the configured product only", () => {
    // Table B 150 x 200 = 10400; motor 15000; cassette 1.25 m x 1000 = 1250; onderlat 2.25 m² x 2500 = 5625.
    const conf = 10400 + 15000 + 1250 + 5625;
    const accessories = 2 * 4995 + 1250;
    const discount = Math.round(conf * 0.15); // 4841.25 → 4841
    expect(priced(all).price).toEqual({
      conf_price: conf,
      price_advice: conf + accessories,
      discount_price: discount,
      price: conf + accessories - discount,
    });
    expect(priced(all).price).toEqual({
      conf_price: 32275,
      price_advice: 43515,
      discount_price: 4841,
      price: 38674,
    });
  });

  it("without a discount the price is the list price", () => {
    const d = rollerBlind();
    d.discount_percent = 0;
    expect(priced(all, d).price).toEqual({
      conf_price: 32275,
      price_advice: 43515,
      discount_price: 0,
      price: 43515,
    });
  });

  it("rounds the discount half up", () => {
    const d = rollerBlind();
    d.discount_percent = 10;
    // 7705 would need a 7705 table; 7700 + 1205 cassette = 8905 → 890.5 → 891.
    const price = priced({ [O.cassette]: V.cassetteJa, [O.breedte]: 120.5 }, d).price;
    expect(price).toEqual({ conf_price: 8905, price_advice: 8905, discount_price: 891, price: 8014 });
  });

  it("is null when the configuration is not complete", () => {
    expect(priced({ [O.stof]: null }).price).toBeNull();
  });
});

describe("delivery and warranty", () => {
  it("adds the largest extra delivery time of the chosen values", () => {
    expect(deliveryTime(def, evaluate(def, {}).values)).toBe("8 werkdagen");
    expect(deliveryTime(def, { [O.stof]: V.antraciet })).toBe("11 werkdagen");
    expect(deliveryTime(def, { [O.stof]: V.antraciet, [O.bediening]: V.motor })).toBe("13 werkdagen");
    expect(deliveryTime({ ...def, delivery_days: 1 }, {})).toBe("1 werkdag");
  });

  it("writes the warranty", () => {
    expect(warrantyText(def)).toBe("5 jaar garantie");
  });
});

describe("price labels", () => {
  it.each([
    [{ kind: "fixed", cents: 1250 } as const, "+ € 12,50"],
    [{ kind: "fixed", cents: -500 } as const, "- € 5,00"],
    [{ kind: "fixed", cents: 0 } as const, undefined],
    [{ kind: "per_metre_width", cents: 1000 } as const, "+ € 10,00 per meter"],
    [{ kind: "per_m2", cents: 2500 } as const, "+ € 25,00 per m²"],
    [{ kind: "per_m2", cents: 2500, minimum_m2: 1.5 } as const, "+ € 25,00 per m² (minimaal 1,5 m²)"],
    [{ kind: "percentage", percent: 10 } as const, "+ 10%"],
    [{ kind: "percentage", percent: 7.5 } as const, "+ 7,5%"],
  ])("%j → %s", (surcharge, label) => {
    expect(priceLabel(surcharge)).toBe(label);
  });
});
