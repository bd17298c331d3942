// The werkbon, the cut list and the labels as a reader gets them (pdftotext): the order and every row with its
// room label, measures and their sums, the roll check; the rolls' used and left length; the row references.
import { describe, expect, it } from "vitest";
import type { CartItem, CartItemOption } from "../../domain/cart/types.ts";
import { parseRowRef } from "../../domain/production/row-ref.ts";
import { pdfText } from "../../tests/helpers/pdf-text.ts";
import { seedProductionCatalogue } from "../../tests/helpers/production-catalogue.ts";
import { cutListGroups } from "./cut-list.ts";
import { cutListPdf, labelsPdf, werkbonPdf } from "./pdf.ts";
import { type ProductionOrder, productionRows } from "./production-rows.ts";

/** pdftotext wraps long texts; compare with the white space squeezed. */
const squeeze = (s: string) => s.replace(/\s+/g, " ");

function item(
  key: string,
  entityId: number,
  name: string,
  count: number,
  options: [string, string][],
): CartItem {
  const opts: CartItemOption[] = options.map(([n, value]) => ({ name: n, value, crm_only: false }));
  return {
    key,
    type: "product",
    product_name: name,
    product_url: "",
    image_thumbnail: "",
    count,
    price: 10000,
    price_advice: 10000,
    subtotal: 10000 * count,
    discount: 0,
    discount_percentage: 0,
    discount_on: null,
    discount_description: null,
    delivery_time: "10 werkdagen",
    different_delivery_time: 0,
    mount_cost: null,
    options: opts,
    entity_id: entityId,
    conf_id: 1,
    cat_name: "Rolgordijnen",
  };
}

const address = {
  prefix: "Mevr",
  firstname: "Sanne",
  lastname: "de Vries",
  zipcode: "2991 XJ",
  housenumber: 8,
  street: "Dierensteinweg",
  city: "Barendrecht",
  country: "NL",
  email: "sanne@example.nl",
  telephone: "0612345678",
} as const;

function order(number: string, items: CartItem[]): ProductionOrder {
  return {
    number,
    customer: { default: { type: "private", afleveren_keuze: "standaard" }, factuur: address },
    cart: {
      items: Object.fromEntries(items.map((i) => [i.key, i])),
      service_type: "mount",
      shipping_method: "sent",
    },
    createdAt: new Date("2026-03-10T09:00:00Z"),
    paidAt: new Date("2026-03-10T09:05:00Z"),
  };
}

const chain: [string, string][] = [
  ["Montage", "In de dag"],
  ["Bediening", "Kindveilige ketting"],
  ["Cassette", "Zonder cassette"],
];

const sample = order("RW-2026-000123", [
  item("a", 1001, "Rolgordijn verduisterend", 1, [
    ["Breedte", "120 cm"],
    ["Hoogte", "180 cm"],
    ["Ruimte of raam", "Slaapkamer links"],
    ["Stof en kleur", "Gebroken wit"],
    ...chain,
  ]),
  item("b", 1001, "Rolgordijn verduisterend", 2, [
    ["Breedte", "60 cm"],
    ["Hoogte", "60 cm"],
    ["Ruimte of raam", "Badkamer"],
    ["Stof en kleur", "Gebroken wit"],
    ...chain,
  ]),
  // Wider than the 2 m roll of this premium colour: the werkbon warns, the cut list does not cut it.
  item("c", 1001, "Rolgordijn verduisterend", 1, [
    ["Breedte", "250 cm"],
    ["Hoogte", "240 cm"],
    ["Ruimte of raam", "Woonkamer"],
    ["Stof en kleur", "Terracotta"],
    ...chain,
  ]),
  item("d", 1008, "Aluminium jaloezie 25 mm", 1, [
    ["Breedte", "100 cm"],
    ["Hoogte", "150 cm"],
    ["Montage", "In de dag"],
  ]),
]);

describe("the werkbon", () => {
  it("prints the order, the customer and every row with its room, options, measures and their sums", async () => {
    const text = squeeze(pdfText(await werkbonPdf(sample, seedProductionCatalogue), true));
    for (const part of [
      "Werkbon RW-2026-000123",
      "Bestelnummer RW-2026-000123",
      "Sanne de Vries",
      "Dierensteinweg 8",
      "2991 XJ Barendrecht",
      "Montageadres",
      "Montage door onze monteur",
      "Regel 1 · RW-2026-000123/1",
      "Regel 4 · RW-2026-000123/4",
      "Ruimte: Slaapkamer links",
      "Ruimte: Badkamer",
      "Ruimte: Woonkamer",
      "2 × Rolgordijn verduisterend",
      "Bediening: Kindveilige ketting",
      "Stof en kleur: Gebroken wit",
      // docs/production.md's first worked example, as the workshop reads it.
      "Buislengte 1164 mm bestelde breedte 1200 mm − 5 mm (speling in de dag) − 31 mm (kettingwerk 20 mm en eindsteun 11 mm)",
      "Kettinglengte 2400 mm",
      "Let op: past niet op de rol.",
      "de rol van deze kleur is 2000 mm",
      "Bovenbaklengte 995 mm",
    ])
      expect(text, part).toContain(part);
    // The room label is an option the werkbon prints once, as the room.
    expect(text).not.toContain("Ruimte of raam:");
  });

  it("says what it cannot compute instead of guessing", async () => {
    const broken = order("RW-2026-000124", [
      item("a", 1001, "Rolgordijn verduisterend", 1, [["Breedte", "120 cm"], ...chain]),
      item("b", 999_999, "Een product van vroeger", 1, [
        ["Breedte", "120 cm"],
        ["Hoogte", "100 cm"],
      ]),
    ]);
    const text = squeeze(pdfText(await werkbonPdf(broken, seedProductionCatalogue)));
    expect(text).toContain("Let op: De hoogte van deze regel ontbreekt of is geen getal.");
    expect(text).toContain("Let op: Dit product staat niet meer in de catalogus");
  });
});

describe("the cut list", () => {
  const rows = productionRows(sample, seedProductionCatalogue);

  it("plans each colour on its roll, pieces in cutting order, and used plus left is the roll's length", async () => {
    const groups = cutListGroups(rows);
    expect(groups.map((g) => g.colour.code)).toEqual(["VB-101", "VB-108"]);
    const white = groups[0];
    // The 1200 mm blind (drop 2130 mm) first, then the two 600 mm ones (drop 810 mm each).
    expect(white?.plan.rolls[0]?.rows.map((r) => r.id)).toEqual([
      "RW-2026-000123/1",
      "RW-2026-000123/2 #1",
      "RW-2026-000123/2 #2",
    ]);
    expect(groups[1]?.problems[0]?.ref).toBe("RW-2026-000123/3");

    const text = squeeze(pdfText(await cutListPdf("2026-03-10", rows), true));
    expect(text).toContain("Snijlijst 10 maart 2026");
    expect(text).toContain("Verduisterend Basic · Gebroken wit (VB-101)");
    expect(text).toContain("RW-2026-000123/1 Slaapkamer links 1160 ×");
    expect(text).toContain("stuk 2 van 2");
    expect(text).toContain("RW-2026-000123/3 (Woonkamer) niet gesneden");
    const printed = [...text.matchAll(/gebruikt ([\d.]+) mm \+ over ([\d.]+) mm = ([\d.]+) mm/g)].map((m) =>
      m.slice(1, 4).map((n) => Number(n.replaceAll(".", ""))),
    );
    expect(printed.length).toBe(1);
    for (const [used = 0, left = 0, length = 0] of printed) {
      expect(used).toBeGreaterThan(0);
      expect(used + left).toBe(length);
      expect(length).toBe(30000);
    }
  });

  it("says so when there is nothing to cut", async () => {
    const text = squeeze(pdfText(await cutListPdf("2026-03-11", [])));
    expect(text).toContain("Vandaag is er geen doek te snijden.");
  });
});

describe("the labels", () => {
  it("print a label per piece with the order number, row reference, room, size and customer", async () => {
    const text = squeeze(pdfText(await labelsPdf(sample, seedProductionCatalogue)));
    for (const ref of ["RW-2026-000123/1", "RW-2026-000123/2", "RW-2026-000123/3", "RW-2026-000123/4"]) {
      expect(text).toContain(ref);
      expect(parseRowRef(ref)).not.toBeNull();
    }
    expect(text).toContain("RW-2026-000123/2 · stuk 2 van 2");
    expect(text).toContain("Slaapkamer links");
    expect(text).toContain("120 cm × 180 cm");
    expect(text).toContain("Sanne de Vries");
    expect(text).toContain("2991 XJ Barendrecht");
    // Five pieces, four to a page.
    expect(
      pdfText(await labelsPdf(sample, seedProductionCatalogue))
        .split("\f")
        .filter((p) => p.trim()).length,
    ).toBe(2);
  });
});
