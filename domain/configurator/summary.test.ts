// Unit tests for the summary lines and the wizard's group view.
import { describe, expect, it } from "vitest";
import {
  AFSTANDSBEDIENING,
  O,
  REASON_KETTING,
  REASON_MAX_B,
  rollerBlind,
  V,
  validValues,
  WANDHOUDER,
} from "../../tests/helpers/roller-blind-fixture.ts";
import { evaluate } from "./rules.ts";
import { summarize, valueText } from "./summary.ts";
import { normalizeValues } from "./values.ts";
import { viewGroups } from "./view.ts";

const def = rollerBlind();
function ev(changes: Record<string, unknown>, filters?: Record<string, string>) {
  const { values, errors } = normalizeValues(def, { ...validValues(), ...changes });
  expect(errors).toEqual({});
  return evaluate(def, values, filters);
}

describe("summarize", () => {
  it("writes one line per visible option with a value, in group order", () => {
    const lines = summarize(
      def,
      ev({
        [O.breedte]: 120.5,
        [O.hoogte]: 180,
        [O.stof]: V.antraciet,
        [O.bediening]: V.motor,
        [O.cassette]: V.cassetteJa,
        [O.onderlat]: V.onderlatDesign,
        [O.accessoires]: [
          { entity_id: AFSTANDSBEDIENING, amount: 2 },
          { entity_id: WANDHOUDER, amount: 1 },
        ],
        [O.opmerking]: "Linkerraam",
        [O.productiecode]: "RG-7-A",
      }),
    );
    expect(lines).toEqual([
      { option_id: O.breedte, name: "Breedte", value: "120,5 cm", crm_only: false },
      { option_id: O.hoogte, name: "Hoogte", value: "180 cm", crm_only: false },
      { option_id: O.stof, name: "Stof", value: "Antraciet (Verduisterend Premium)", crm_only: false },
      { option_id: O.bediening, name: "Bediening", value: "Motor", crm_only: false },
      { option_id: O.cassette, name: "Cassette", value: "Met cassette", crm_only: false },
      { option_id: O.onderlat, name: "Onderlat", value: "Design", crm_only: false },
      { option_id: O.montage, name: "Montage", value: "In de dag", crm_only: false },
      {
        option_id: O.accessoires,
        name: "Accessoires",
        value: "2x Afstandsbediening, 1x Wandhouder",
        crm_only: false,
      },
      { option_id: O.opmerking, name: "Opmerking", value: "Linkerraam", crm_only: false },
      { option_id: O.productiecode, name: "Productiecode", value: "RG-7-A", crm_only: true },
    ]);
  });

  it("writes mm numbers in mm, leaves out hidden options, empty options and warnings", () => {
    const lines = summarize(def, ev({ [O.kettinglengte]: 1200, [O.onderlat]: V.onderlatDesign }));
    expect(lines.map((l) => [l.name, l.value])).toEqual([
      ["Breedte", "120 cm"],
      ["Hoogte", "150 cm"],
      ["Stof", "Zandbeige (Verduisterend Basic)"],
      ["Bediening", "Ketting"],
      ["Kettinglengte", "1200 mm"],
      ["Cassette", "Zonder cassette"],
      ["Montage", "In de dag"],
    ]);
    const warned = summarize(def, ev({ [O.breedte]: 250, [O.hoogte]: 200, [O.bediening]: V.motor }));
    expect(warned.map((l) => l.option_id)).not.toContain(O.motorWaarschuwing);
  });
});

describe("valueText", () => {
  it("names a colour's collection only when the option offers more than one", () => {
    const stof = def.groups.flatMap((g) => g.options).find((o) => o.id === O.stof);
    if (!stof) throw new Error("fixture changed");
    expect(valueText(stof, V.antraciet)).toBe("Antraciet (Verduisterend Premium)");
    // One collection, named like a product ('Terrasoverkapping aluminium'): the colour alone, so a quote for
    // another product in that collection does not seem to name the wrong product.
    const single = {
      ...stof,
      values: stof.values.map((v) => ({
        ...v,
        collection: { type: "aluminium", name: "Terrasoverkapping aluminium" },
      })),
    };
    expect(valueText(single, V.antraciet)).toBe("Antraciet");
  });
});

describe("viewGroups", () => {
  it("shows only visible options, and leaves out nothing else", () => {
    const groups = viewGroups(def, ev({}));
    expect(groups.map((g) => [g.id, g.options.map((o) => o.id)])).toEqual([
      [100, [O.breedte, O.hoogte]],
      [200, [O.stof]],
      [300, [O.bediening, O.kettinglengte, O.cassette, O.montage]],
      [400, [O.accessoires, O.opmerking, O.productiecode]],
    ]);
    expect(groups[0]?.text).toBe("Meet in centimeters.");
  });

  it("shows a warning and Onderlat when their rules say so", () => {
    const groups = viewGroups(
      def,
      ev({ [O.breedte]: 250, [O.hoogte]: 200, [O.bediening]: V.motor, [O.cassette]: V.cassetteJa }),
    );
    expect(groups[2]?.options.map((o) => o.id)).toEqual([
      O.bediening,
      O.motorWaarschuwing,
      O.cassette,
      O.onderlat,
      O.montage,
    ]);
    const warning = groups[2]?.options[1];
    expect(warning?.show_text).toBe(true);
    expect(warning?.text).toContain("twee motoren");
  });

  it("strips internal price data from values and labels their surcharges", () => {
    const options = viewGroups(def, ev({ [O.cassette]: V.cassetteJa })).flatMap((g) => g.options);
    const byId = new Map(options.map((o) => [o.id, o]));
    const stof = byId.get(O.stof);
    expect(stof?.values[0]).toEqual({
      id: V.zandbeige,
      option_id: O.stof,
      name: "Zandbeige",
      value: "#d8c7a5",
      colour_code: "VB-101",
      collection: { type: "stof", name: "Verduisterend Basic" },
      tags: ["verduisterend"],
    });
    for (const o of options) {
      for (const v of o.values) {
        expect(v).not.toHaveProperty("surcharge");
        expect(v).not.toHaveProperty("price_group");
      }
    }
    expect(byId.get(O.bediening)?.values.map((v) => v.price_label)).toEqual([undefined, "+ € 150,00"]);
    expect(byId.get(O.cassette)?.values.map((v) => v.price_label)).toEqual([
      "+ € 10,00 per meter",
      undefined,
    ]);
    expect(byId.get(O.onderlat)?.values.map((v) => v.price_label)).toEqual([
      undefined,
      "+ € 25,00 per m² (minimaal 1 m²)",
    ]);
    expect(byId.get(O.montage)?.values.map((v) => v.price_label)).toEqual([undefined, "+ 10%"]);
    // The definition itself is untouched.
    expect(def.groups[1]?.options[0]?.values[0]?.price_group).toBe("A");
  });

  it("gives disabled values their reason and number options their effective range", () => {
    const options = viewGroups(
      def,
      ev({ [O.breedte]: 260, [O.stof]: V.linnen, [O.bediening]: V.motor }),
    ).flatMap((g) => g.options);
    const byId = new Map(options.map((o) => [o.id, o]));
    expect(byId.get(O.bediening)?.values.map((v) => v.disabled)).toEqual([REASON_KETTING, undefined]);
    const breedte = byId.get(O.breedte);
    expect([breedte?.min_value, breedte?.max_value, breedte?.max_reason]).toEqual([40, 200, REASON_MAX_B]);
    const hoogte = byId.get(O.hoogte);
    expect([hoogte?.min_value, hoogte?.max_value, hoogte?.max_reason]).toEqual([40, 300, undefined]);
  });

  it("derives the flags, product_options_id and defaults", () => {
    const options = viewGroups(def, ev({})).flatMap((g) => g.options);
    const byId = new Map(options.map((o) => [o.id, o]));
    const breedte = byId.get(O.breedte);
    expect(breedte).toMatchObject({
      group_id: 100,
      show_tooltip: true,
      show_text: false,
      show_banner: false,
    });
    expect(breedte).toMatchObject({ product_options_id: null, filters: [], products: [], values: [] });
    expect(byId.get(O.cassette)).toMatchObject({
      show_banner: true,
      banner_url: "/cassette",
      banner_mobile: "/b/m.svg",
      banner_desktop: "/b/d.svg",
    });
    const accessoires = byId.get(O.accessoires);
    expect(accessoires?.product_options_id).toBe(O.accessoires);
    expect(accessoires?.products.map((p) => p.product.entity_id)).toEqual([AFSTANDSBEDIENING, WANDHOUDER]);
    expect(byId.get(O.stof)?.filters.map((f) => f.id)).toEqual(["lichtdoorlatendheid"]);
  });

  it("narrows a filtered list but keeps the chosen value", () => {
    const view = (filters: Record<string, string>, stof: number) =>
      viewGroups(def, ev({ [O.stof]: stof }, filters))[1]?.options[0]?.values.map((v) => v.id);
    expect(view({ [O.stof]: "verduisterend" }, V.antraciet)).toEqual([V.zandbeige, V.antraciet]);
    expect(view({ [O.stof]: "lichtdoorlatend" }, V.antraciet)).toEqual([V.wit, V.antraciet, V.linnen]);
    expect(view({ [O.stof]: "onbekend" }, V.antraciet)).toEqual([V.zandbeige, V.wit, V.antraciet, V.linnen]);
    expect(view({}, V.antraciet)).toEqual([V.zandbeige, V.wit, V.antraciet, V.linnen]);
  });

  it("leaves out a group without visible options", () => {
    const d = rollerBlind();
    d.rules.push({ kind: "show", option: O.stof, when: [{ option: O.breedte, above: 1000 }] });
    expect(viewGroups(d, evaluate(d, {})).map((g) => g.id)).toEqual([100, 300, 400]);
  });
});
