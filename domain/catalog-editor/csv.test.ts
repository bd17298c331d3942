// The catalogue's CSV files: a download reads back to the same items; a bad row is named by row and column and
// then nothing is returned to apply.
import { describe, expect, it } from "vitest";
import {
  coloursFromCsv,
  coloursToCsv,
  parseCsv,
  pricesFromCsv,
  pricesToCsv,
  productsFromCsv,
  productsToCsv,
} from "./csv.ts";
import type { CatalogDocument, DocColour, DocProduct } from "./document.ts";

const colour = (code: string, over: Partial<DocColour> = {}): DocColour => ({
  code,
  collection: "basis",
  name: `Kleur ${code}`,
  hex: "#aabbcc",
  texture: "plain",
  disableSwatches: false,
  position: 0,
  availability: "leverbaar",
  expectedOn: null,
  priceGroup: "A",
  rollWidthCm: 240,
  photo: null,
  ...over,
});

const product: DocProduct = {
  id: 7,
  sku: "RG-7",
  slug: "rolgordijn-test",
  name: "Rolgordijn; test",
  kind: "rolgordijn",
  category: "rolgordijnen",
  extraCategories: [],
  optionSet: 3,
  shortDescription: 'Een "goed" rolgordijn.',
  description: ["Tekst."],
  specs: [],
  usps: [],
  seoTitle: null,
  seoDescription: null,
  discountPercent: 12.5,
  discountLabel: null,
  confLabel: null,
  breedte: 100,
  hoogte: 100,
  hoogteType: "hoogte",
  mountCostCents: 0,
  productionDays: { min: 5, max: 8 },
  featured: false,
  quoteOnly: false,
  active: true,
  reviewsShown: true,
  position: 1,
  collections: ["basis"],
  variantColours: [],
  drawings: 1,
  rooms: [],
  photos: [],
};

const doc = (): CatalogDocument => ({
  format: "raamwerk-catalogus",
  formatVersion: 1,
  categories: [
    {
      id: 1,
      slug: "rolgordijnen",
      name: "Rolgordijnen",
      family: "raamdecoratie",
      parent: null,
      description: "x",
      usps: [],
      noMount: false,
      position: 0,
      filters: null,
      photo: null,
    },
  ],
  collections: [{ slug: "basis", name: "Basis", type: "stof", tagGroup: "Lichtdoorlatend", position: 0 }],
  colours: [colour("B-1", { disableSwatches: true, position: 4, photo: { id: "p1", alt: "Staal" } })],
  products: [product],
  optionSets: [
    {
      id: 3,
      name: "Set",
      definition: {} as never,
      matrices: {
        A: {
          widths: [50, 100],
          heights: [100, 200],
          cents: [
            [1000, 2000],
            [3000, 4000],
          ],
        },
        B: { widths: [50, 100], heights: [100], cents: [[1500, 2500]] },
      },
    },
  ],
  accessories: [],
});

describe("parseCsv", () => {
  it("reads quoted cells with ';', quotes and newlines, numbering rows as a spreadsheet does", () => {
    expect(parseCsv('a;b\r\n"x;y";"zeg ""hoi"""\n\n"twee\nregels";z')).toEqual([
      { row: 1, cells: ["a", "b"] },
      { row: 2, cells: ["x;y", 'zeg "hoi"'] },
      { row: 4, cells: ["twee\nregels", "z"] },
    ]);
  });
});

describe("colours", () => {
  it("reads its own download back to the same colour", () => {
    const d = doc();
    const read = coloursFromCsv(coloursToCsv(d), d);
    expect(read).toEqual({ ok: true, items: [{ kind: "colours", item: d.colours[0], row: "rij 2" }] });
  });

  it("adds new colours after the collection's last, and keeps a changed colour's swatch setting and photo", () => {
    const text = [
      "code;collectie;naam;hex;structuur;prijsgroep;rolbreedte_cm;beschikbaarheid;verwacht_op",
      "B-1;basis;Zand;#C2B280;linnen;B;;Tijdelijk uitverkocht;2027-01-12",
      "b-2;basis;Nacht;#111111;effen;A;300;leverbaar;",
      "B-3;basis;Mist;#eeeeee;Gaas;;;uit collectie;",
    ].join("\n");
    const read = coloursFromCsv(text, doc());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.items.map((i) => i.item)).toEqual([
      colour("B-1", {
        name: "Zand",
        hex: "#c2b280",
        texture: "linen",
        priceGroup: "B",
        rollWidthCm: null,
        availability: "tijdelijk_uitverkocht",
        expectedOn: "2027-01-12",
        disableSwatches: true,
        position: 4,
        photo: { id: "p1", alt: "Staal" },
      }),
      colour("B-2", { name: "Nacht", hex: "#111111", rollWidthCm: 300, position: 5 }),
      colour("B-3", {
        name: "Mist",
        hex: "#eeeeee",
        texture: "mesh",
        priceGroup: null,
        rollWidthCm: null,
        availability: "uit_collectie",
        position: 6,
      }),
    ]);
  });

  it("names every bad row and column and gives nothing to apply", () => {
    const text = [
      "code;collectie;naam;hex;structuur;prijsgroep;rolbreedte_cm;beschikbaarheid;verwacht_op",
      "B-1;basis;Zand;rood;effen;A;240;leverbaar;",
      "B-2;onbekend;Nacht;#111111;fluweel;A;breed;weg;",
      "B-1;basis;;#111111;effen;A;240;leverbaar;2027-01-01",
    ].join("\n");
    const read = coloursFromCsv(text, doc());
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => p.message)).toEqual([
      "Rij 2, kolom hex: vul bij de kleur een kleurcode in zoals #1a2b3c.",
      'Rij 3, kolom collectie: de collectie "onbekend" bestaat niet.',
      "Rij 3, kolom structuur: kies uit effen, linnen, structuur, hout, metaal, gaas.",
      "Rij 3, kolom beschikbaarheid: kies leverbaar, tijdelijk uitverkocht of uit collectie.",
      "Rij 3, kolom rolbreedte_cm: vul een heel aantal centimeters in.",
      "Rij 4, kolom code: kleur B-1 staat ook al op rij 2.",
    ]);
  });

  it("refuses a file with another header", () => {
    const read = coloursFromCsv("code;naam\nB-1;Zand", doc());
    expect(read).toEqual({
      ok: false,
      problems: [
        {
          row: 1,
          column: "",
          message:
            "Rij 1: de kopregel moet code;collectie;naam;hex;structuur;prijsgroep;rolbreedte_cm;beschikbaarheid;verwacht_op zijn, zoals in de download.",
        },
      ],
    });
  });
});

describe("products", () => {
  it("reads its own download back to the same product, quoted cells included", () => {
    const d = doc();
    expect(productsFromCsv(productsToCsv(d), d)).toEqual({
      ok: true,
      items: [{ kind: "products", item: product, row: "rij 2" }],
    });
  });

  it("changes only the flat fields of an existing product", () => {
    const text = `${productsToCsv(doc()).split("\r\n")[0]}\n7;RG-7;rolgordijn-test;Nieuwe naam;rolgordijn;rolgordijnen;Kort.;0;3;4;nee`;
    const read = productsFromCsv(text, doc());
    expect(read.ok && read.items[0]?.item).toEqual({
      ...product,
      name: "Nieuwe naam",
      shortDescription: "Kort.",
      discountPercent: 0,
      productionDays: { min: 3, max: 4 },
      active: false,
    });
  });

  it("refuses an unknown id and bad fields, row by row", () => {
    const head = productsToCsv(doc()).split("\r\n")[0];
    const text = `${head}\n8;X;x;X;rolgordijn;rolgordijnen;K;0;3;4;ja\n7;RG-7;Fout Adres;N;rolgordijn;geen;K;veel;9;4;misschien`;
    const read = productsFromCsv(text, doc());
    expect(!read.ok && read.problems.map((p) => p.message)).toEqual([
      'Rij 2, kolom id: er is geen product met nummer "8". Een nieuw product maak je met het formulier of een JSON-bestand.',
      'Rij 3, kolom categorie: de categorie "geen" bestaat niet.',
      "Rij 3, kolom korting: vul een percentage in, bijvoorbeeld 10 of 12,5.",
      "Rij 3, kolom actief: vul ja of nee in.",
    ]);
    const slugOnly = `${head}\n7;RG-7;Fout Adres;N;rolgordijn;rolgordijnen;K;0;9;4;ja`;
    const read2 = productsFromCsv(slugOnly, doc());
    expect(!read2.ok && read2.problems.map((p) => p.message)).toEqual([
      "Rij 2, kolom adres: het adres mag alleen kleine letters, cijfers en streepjes bevatten.",
      "Rij 2, kolom levertijd_min: de kortste levertijd is langer dan de langste.",
    ]);
  });
});

describe("prices", () => {
  it("writes one table per price group and reads changed prices back", () => {
    const d = doc();
    const csv = pricesToCsv(d, 3) ?? "";
    expect(csv.split("\r\n").slice(0, 4)).toEqual([
      "prijsgroep;A",
      "hoogte \\ breedte (cm);50;100",
      "100;10,00;20,00",
      "200;30,00;40,00",
    ]);
    const read = pricesFromCsv(csv.replace("30,00", "31,50"), d, 3);
    expect(read.ok && (read.items[0]?.item as { matrices: unknown } | undefined)?.matrices).toEqual({
      A: {
        widths: [50, 100],
        heights: [100, 200],
        cents: [
          [1000, 2000],
          [3150, 4000],
        ],
      },
      B: d.optionSets[0]?.matrices.B,
    });
  });

  it("names the bad cells with the file's row numbers and refuses an unknown group", () => {
    const text =
      "prijsgroep;A\nhoogte \\ breedte (cm);50;100\n100;10,00;abc\n200;30,00;40,00\nprijsgroep;Z\n";
    const read = pricesFromCsv(text, doc(), 3);
    expect(!read.ok && read.problems.map((p) => p.message)).toEqual([
      'Prijsgroep A: Rij 3, kolom 100: "abc" is geen bedrag.',
      'Rij 5, kolom 2: prijsgroep "Z" heeft deze optieset niet (wel: A, B).',
    ]);
    expect(pricesFromCsv("100;1\n", doc(), 3).ok).toBe(false);
  });
});
