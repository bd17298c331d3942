// The worked examples of docs/production.md are the tests of the production rules: this file reads the page and
// checks every table against the engine, so the page and the rules cannot drift apart.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { computeProduction, inputFromRow, type RowOption } from "../../domain/production/engine.ts";
import { fitsRoll, refuseSizeForRoll, rowFitsRoll } from "../../domain/production/rolls.ts";
import type { ProductionCondition, ProductionRules } from "../../domain/production/types.ts";
import { type ProductKind, productKinds } from "../../domain/products.ts";
import { catalogue } from "../catalogue.ts";
import { collections } from "../collections.ts";
import { configurationFor } from "../configurations/configurations.ts";
import { productionRules } from "./production.ts";
import { collectionRolls, rollFor } from "./rolls.ts";

interface Example {
  title: string;
  kind: ProductKind;
  options: RowOption[];
  collection?: string;
  rows: { label: string; value: string; calculation: string }[];
}

/** The '### title', 'Invoer: `kind` · Name: value · …' and '| Maat | Waarde | Berekening |' blocks of the page. */
function examples(markdown: string): Example[] {
  const section = markdown.split("## Worked examples")[1] ?? "";
  return section
    .split(/^### /m)
    .slice(1)
    .map((block) => {
      const lines = block.split("\n");
      const title = (lines[0] ?? "").trim();
      const input = lines.find((l) => l.startsWith("Invoer: "));
      const match = input ? /^Invoer: `([a-z-]+)` · (.*)$/.exec(input) : null;
      if (!match) throw new Error(`Voorbeeld '${title}' mist een Invoer-regel`);
      const pairs = (match[2] as string).split(" · ").map((pair) => {
        const at = pair.indexOf(": ");
        return { name: pair.slice(0, at), value: pair.slice(at + 2) };
      });
      // Cells are trimmed: the formatter pads the columns to line up.
      const rows = lines
        .filter((l) => l.startsWith("|") && !/^\|[\s|-]+\|$/.test(l.trim()))
        .map((l) =>
          l
            .trim()
            .slice(1, -1)
            .split("|")
            .map((cell) => cell.trim()),
        )
        .filter(([label]) => label !== "Maat")
        .map(([label = "", value = "", calculation = ""]) => ({ label, value, calculation }));
      return {
        title,
        kind: match[1] as ProductKind,
        options: pairs.filter((p) => p.name !== "Collectie"),
        collection: pairs.find((p) => p.name === "Collectie")?.value,
        rows,
      };
    });
}

const page = readFileSync(new URL("../../docs/production.md", import.meta.url), "utf8");
const worked = examples(page);

describe("the worked examples in docs/production.md", () => {
  it("cover every product kind", () => {
    expect(worked.length).toBeGreaterThanOrEqual(productKinds.length);
    expect(new Set(worked.map((e) => e.kind))).toEqual(new Set(productKinds));
  });

  it.each(worked.map((e) => [e.title, e] as const))("%s", (_title, example) => {
    const rules = productionRules[example.kind];
    const input = inputFromRow(rules, example.options, example.collection);
    if ("error" in input) throw new Error(input.error);
    const sheet = computeProduction(rules, input);
    expect(sheet.missing).toEqual([]);
    expect(
      sheet.measures.map((m) => ({
        label: m.label,
        value: `${m.value} ${m.unit}`,
        calculation: m.calculation,
      })),
    ).toEqual(example.rows);
    for (const m of sheet.measures) {
      expect(Number.isInteger(m.value)).toBe(true);
      expect(m.explanation).toBe(`${m.label} ${m.value} ${m.unit} = ${m.calculation}`);
    }
  });
});

function conditionsOf(rules: ProductionRules): ProductionCondition[] {
  const flat = (c: ProductionCondition): ProductionCondition[] => ("not" in c ? [c, ...flat(c.not)] : [c]);
  return rules.measures
    .flatMap((m) => [...(m.when ?? []), ...m.steps.flatMap((s) => s.when ?? [])])
    .flatMap(flat);
}

describe("the production rules as data", () => {
  it("name only options and values that the configurations of their kind have", () => {
    for (const kind of productKinds) {
      const rules = productionRules[kind];
      expect(rules.kind).toBe(kind);
      const defs = catalogue.products
        .filter((p) => p.kind === kind)
        .map((p) => configurationFor(p, catalogue));
      const options = defs.flatMap((d) => d.groups.flatMap((g) => g.options));
      const names = new Set(options.map((o) => o.name));
      const valuesOf = (name: string) =>
        new Set(options.filter((o) => o.name === name).flatMap((o) => o.values.map((v) => v.name)));
      for (const name of [rules.heightOption, ...rules.copy])
        expect(names, `${kind}: ${name}`).toContain(name);
      for (const c of conditionsOf(rules)) {
        if ("collection" in c) {
          for (const slug of c.collection)
            expect(
              collections.map((x) => x.slug),
              kind,
            ).toContain(slug);
          continue;
        }
        if ("not" in c) continue;
        expect(names, `${kind}: ${c.option}`).toContain(c.option);
        const values = valuesOf(c.option);
        if ("is" in c) expect(values, `${kind}: ${c.option}`).toContain(c.is);
        if ("oneOf" in c) for (const v of c.oneOf) expect(values, `${kind}: ${c.option}`).toContain(v);
        if ("includes" in c) {
          expect(
            [...values].some((v) => v.toLowerCase().includes(c.includes.toLowerCase())),
            `${kind}: ${c.includes}`,
          ).toBe(true);
        }
      }
      for (const m of rules.measures) {
        if (typeof m.from === "object" && "optionCm" in m.from) expect(names).toContain(m.from.optionCm);
      }
    }
  });

  it("have unique measure ids, refer only to measures made before, and name fabric measures that exist", () => {
    for (const rules of Object.values(productionRules)) {
      const seen = new Set<string>();
      for (const m of rules.measures) {
        if (typeof m.from === "object" && "measure" in m.from) expect(seen, m.id).toContain(m.from.measure);
        expect(seen.has(m.id), `${rules.kind}: ${m.id}`).toBe(false);
        seen.add(m.id);
      }
      if (rules.fabric) {
        expect(seen).toContain(rules.fabric.width);
        expect(seen).toContain(rules.fabric.drop);
      }
    }
  });

  it("give every kind with a fabric a roll for each of its fabric collections", () => {
    for (const product of catalogue.products) {
      if (!productionRules[product.kind].fabric) continue;
      const fabrics = product.collections.filter((slug) => {
        const type = collections.find((c) => c.slug === slug)?.type;
        return type !== "aluminium";
      });
      for (const slug of fabrics) expect(collectionRolls[slug], `${product.sku}: ${slug}`).toBeDefined();
    }
  });
});

describe("the rolls of the catalogue", () => {
  const rolgordijn = productionRules.rolgordijn;
  const row = (widthCm: number, heightCm: number) => {
    const input = inputFromRow(rolgordijn, [
      { name: "Breedte", value: `${widthCm} cm` },
      { name: "Hoogte", value: `${heightCm} cm` },
      { name: "Montage", value: "In de dag" },
      { name: "Bediening", value: "Kindveilige ketting" },
    ]);
    if ("error" in input) throw new Error(input.error);
    return input;
  };

  it("know the narrower roll of a premium colour", () => {
    expect(rollFor("verduisterend-basic")?.widthMm).toBe(2800);
    expect(rollFor("verduisterend-basic", "VB-108")?.widthMm).toBe(2000);
    expect(rollFor("aluminium-25-mm")).toBeNull();
  });

  it("agree with the configurations' fixed limit: 200 cm of a premium weave fits its 2 m roll", () => {
    const roll = rollFor("verduisterend-basic", "VB-108");
    if (!roll) throw new Error("rol ontbreekt");
    expect(rowFitsRoll(rolgordijn, row(200, 180), roll)).toMatchObject({ fits: true, orientation: "recht" });
    // docs/production.md quotes this reason.
    expect(refuseSizeForRoll(rolgordijn, row(250, 240), roll, { minCm: 40, maxCm: 300 })).toBe(
      "Deze kleur is bij deze keuzes tot 204 cm breed te maken: de stofrol is 2000 mm breed. Kies een andere kleur of een kleinere breedte.",
    );
    expect(refuseSizeForRoll(rolgordijn, row(204, 240), roll, { minCm: 40, maxCm: 300 })).toBeNull();
  });

  it("turn a wide, short blind of a plain colour, and refuse a wide, long one", () => {
    const roll = rollFor("verduisterend-basic", "VB-101");
    if (!roll) throw new Error("rol ontbreekt");
    expect(rowFitsRoll(rolgordijn, row(300, 120), roll)).toMatchObject({
      fits: true,
      orientation: "gekanteld",
    });
    const refused = rowFitsRoll(rolgordijn, row(300, 280), roll);
    expect(refused).toMatchObject({ fits: false });
    expect(refused && !refused.fits && refused.message).toBe(
      "Het doek is 2960 mm breed nodig; de rol van deze kleur is 2800 mm. Gekanteld snijden kan ook niet: de lengte van het doek (3010 mm) is groter dan de rolbreedte. Kies een andere kleur of een kleinere breedte.",
    );
  });

  it("sew awning cloth in banen of 120 cm", () => {
    const roll = rollFor("zonweringsdoek-acryl");
    if (!roll) throw new Error("rol ontbreekt");
    expect(fitsRoll({ widthMm: 4880, dropMm: 3400 }, roll, false)).toMatchObject({ fits: true, banen: 5 });
  });
});
