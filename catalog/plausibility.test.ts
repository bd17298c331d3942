// The check before cutting: each rule with its Dutch reason, a clean order with none, and the catalogue's data
// agreeing with the configurations it describes.
import { describe, expect, it } from "vitest";
import { type CheckRow, sizeInMm } from "../domain/orders/plausibility.ts";
import { productKinds } from "../domain/products.ts";
import { catalogue } from "./catalogue.ts";
import { configurationFor } from "./configurations/configurations.ts";
import { checkOrderRows, plausibility, sizeLimitsOf } from "./plausibility.ts";

let next = 0;
function row(
  kind: CheckRow["kind"],
  options: Record<string, string>,
  extra: Partial<CheckRow> = {},
): CheckRow {
  next++;
  return {
    key: `r${next}`,
    kind,
    product_name: `Product ${kind}`,
    count: 1,
    options: Object.entries(options).map(([name, value]) => ({ name, value })),
    ...extra,
  };
}
const rulesOf = (r: CheckRow) => checkOrderRows([r])[0]?.findings.map((f) => f.rule);
const reasonsOf = (r: CheckRow) => checkOrderRows([r])[0]?.findings.map((f) => f.reason) ?? [];

describe("a clean order", () => {
  it("has no findings on ordinary rows of several kinds", () => {
    const rows = [
      row("rolgordijn", {
        Breedte: "120 cm",
        Hoogte: "160 cm",
        Montage: "In de dag",
        "Diepte dagkant": "60 mm",
      }),
      row("rolgordijn", { Breedte: "80 cm", Hoogte: "160 cm", Montage: "In de dag" }),
      row("plisse", { Breedte: "60 cm", Hoogte: "140 cm", Montage: "Klemsteunen op het glaslatje" }),
      row("knikarmscherm", { Breedte: "400 cm", Uitval: "250 cm", Montage: "Op de gevel" }),
      row("hordeur", { Breedte: "90 cm", Hoogte: "210 cm" }),
    ];
    expect(checkOrderRows(rows)).toEqual(rows.map((r) => ({ key: r.key, findings: [] })));
  });
});

describe("width and height perhaps swapped", () => {
  it("marks a roller blind four times as high as wide, when it would fit the other way round too", () => {
    const tall = row("rolgordijn", { Breedte: "60 cm", Hoogte: "240 cm" });
    expect(rulesOf(tall)).toEqual(["maybe_swapped"]);
    expect(reasonsOf(tall)[0]).toBe(
      "Hoogte 2.400 mm is 4 keer de breedte 600 mm; een rolgordijn is zelden zo smal en hoog. Zijn breedte en hoogte misschien omgewisseld?",
    );
    // A curtain as tall and narrow is ordinary: its kind has no swap ratio.
    expect(rulesOf(row("gordijn", { Breedte: "60 cm", Hoogte: "280 cm" }))).toEqual([]);
  });

  it("does not suspect a swap the product could not be made in", () => {
    // Turned round, 2200 wide would exceed the hor's 1600 mm: a tall narrow door-high screen is what it is.
    expect(rulesOf(row("hor", { Breedte: "40 cm", Hoogte: "220 cm" }))).not.toContain("maybe_swapped");
  });

  it("marks sizes that fit only when swapped", () => {
    const door = row("hordeur", { Breedte: "210 cm", Hoogte: "90 cm" });
    expect(rulesOf(door)).toContain("maybe_swapped");
    expect(reasonsOf(door)[0]).toBe(
      "Breedte 2.100 mm en hoogte 900 mm passen alleen omgewisseld binnen de maten van dit product. Zijn ze misschien omgewisseld?",
    );
  });

  it("marks an awning projecting further than it is wide", () => {
    expect(rulesOf(row("knikarmscherm", { Breedte: "250 cm", Uitval: "300 cm" }))).toEqual(["maybe_swapped"]);
  });
});

describe("a size at the product's limit", () => {
  it("marks a size within the kind's margin of the largest or smallest size", () => {
    const wide = row("rolgordijn", { Breedte: "299,5 cm", Hoogte: "200 cm", Montage: "Op de dag" });
    expect(rulesOf(wide)).toEqual(["at_limit"]);
    expect(reasonsOf(wide)[0]).toBe(
      "De breedte (2.995 mm) ligt binnen 10 mm van de grootste breedte van dit product (3.000 mm): klopt de maat?",
    );
    const low = row("rolgordijn", { Breedte: "100 cm", Hoogte: "40 cm" });
    expect(reasonsOf(low)).toEqual([
      "De hoogte (400 mm) ligt binnen 10 mm van de kleinste hoogte van dit product (400 mm): klopt de maat?",
    ]);
    expect(rulesOf(row("rolgordijn", { Breedte: "298 cm", Hoogte: "200 cm", Montage: "Op de dag" }))).toEqual(
      [],
    );
  });

  it("uses the product's own limits where the row brings them, and says when a size lies outside", () => {
    const limits = { width: { min: 400, max: 2000 }, height: { min: 400, max: 2000 } };
    const r = row("rolgordijn", { Breedte: "210 cm", Hoogte: "150 cm", Montage: "Op de dag" }, { limits });
    expect(reasonsOf(r)).toEqual([
      "De breedte (2.100 mm) ligt buiten de maten van dit product (400 mm tot 2.000 mm).",
    ]);
  });
});

describe("a mount type that does not fit the sizes", () => {
  it("marks a roller blind in the reveal wider than 2400 mm, with what to do", () => {
    const r = row("rolgordijn", { Breedte: "260 cm", Hoogte: "200 cm", Montage: "In de dag" });
    expect(rulesOf(r)).toEqual(["mount_mismatch"]);
    expect(reasonsOf(r)[0]).toMatch(
      /^Montage ‘In de dag’ met een breedte van 2\.600 mm: zo maken we een rolgordijn tot 2\.400 mm breed\. .+ Op de dag/,
    );
    expect(
      rulesOf({
        ...r,
        options: r.options.map((o) => (o.name === "Montage" ? { ...o, value: "Op de dag" } : o)),
      }),
    ).toEqual([]);
  });

  it("matches a mount value by its start, and checks the height where the limit has one", () => {
    expect(
      rulesOf(row("shutter", { Breedte: "260 cm", Hoogte: "150 cm", Montage: "In de dag, met L-kader" })),
    ).toEqual(["mount_mismatch"]);
    const clamp = row("plisse", {
      Breedte: "100 cm",
      Hoogte: "210 cm",
      Montage: "Klemsteunen op het glaslatje",
    });
    expect(reasonsOf(clamp)[0]).toMatch(
      /^Montage ‘Klemsteunen op het glaslatje’ met een hoogte van 2\.100 mm/,
    );
  });

  it("marks a reveal less deep than mounting in it needs", () => {
    const r = row("screen", {
      Breedte: "200 cm",
      Hoogte: "180 cm",
      Montage: "In de dag",
      "Diepte dagkant": "80 mm",
    });
    expect(reasonsOf(r)).toEqual([
      "Montage ‘In de dag’ vraagt een dagkant van minstens 110 mm; de klant gaf 80 mm op. Past op de dag beter?",
    ]);
  });
});

describe("a row identical to another in the same order", () => {
  it("marks the later row, naming the earlier, whatever the order of the options", () => {
    const first = row("jaloezie", { Breedte: "100 cm", Hoogte: "120 cm", Kleur: "Wit" });
    const same = row("jaloezie", { Kleur: "Wit", Hoogte: "120 cm", Breedte: "100 cm" });
    const other = row("jaloezie", { Breedte: "101 cm", Hoogte: "120 cm", Kleur: "Wit" });
    const found = checkOrderRows([first, other, same]);
    expect(found.map((f) => f.findings.map((x) => x.rule))).toEqual([[], [], ["duplicate"]]);
    expect(found[2]?.findings[0]?.reason).toMatch(/^Deze regel is gelijk aan regel 1:/);
  });
});

describe("the catalogue's data", () => {
  it("reads sizes as the cart writes them", () => {
    expect(sizeInMm("120 cm")).toBe(1200);
    expect(sizeInMm("120,5 cm")).toBe(1205);
    expect(sizeInMm("45 mm")).toBe(45);
    expect(sizeInMm("Wit")).toBeNull();
  });

  it("names for every kind size options its configurations have, with limits inside the kind's usual ones", () => {
    for (const kind of productKinds) {
      const product = catalogue.products.find((p) => p.kind === kind);
      if (!product) continue;
      const conf = configurationFor(product, catalogue);
      const names = conf.groups.flatMap((g) => g.options.map((o) => o.name));
      const rules = plausibility[kind];
      expect(names, kind).toContain(rules.widthOption);
      expect(names, kind).toContain(rules.heightOption);
      const own = sizeLimitsOf(conf, kind);
      expect(own.width.min, kind).toBeGreaterThanOrEqual(rules.limits.width.min);
      expect(own.height.min, kind).toBeGreaterThanOrEqual(rules.limits.height.min);
      for (const limit of rules.mountLimits) {
        const mount = conf.groups.flatMap((g) => g.options).find((o) => o.name === "Montage");
        expect(
          mount?.values.some((v) => v.name.startsWith(limit.mount)),
          `${kind} ${limit.mount}`,
        ).toBe(true);
      }
    }
  });
});
