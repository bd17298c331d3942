// The catalogue in CSV files a spreadsheet opens: colours, the products' flat fields and an option set's price
// tables, so a supplier's price list or a new collection is loaded in bulk. ';'-separated with Dutch headers, like
// the price page's download (domain/shop-settings/price-csv.ts). Reading a file gives the items to merge into the
// draft, or every bad row with its row number and column; the caller then applies nothing.
import { matrixToCsv, parseMatrixCsv } from "../shop-settings/price-csv.ts";
import type { CatalogDocument, DocColour, DocOptionSet, DocProduct, ItemKind } from "./document.ts";
import { colourSchema, fieldErrors, productSchema } from "./item-schemas.ts";
import { availabilityLabels, codeOfLabel, textureLabels } from "./labels.ts";

export const csvKinds = ["kleuren", "producten", "prijzen"] as const;
export type CsvKind = (typeof csvKinds)[number];

export const colourColumns = [
  "code",
  "collectie",
  "naam",
  "hex",
  "structuur",
  "prijsgroep",
  "rolbreedte_cm",
  "beschikbaarheid",
  "verwacht_op",
] as const;

export const productColumns = [
  "id",
  "sku",
  "adres",
  "naam",
  "soort",
  "categorie",
  "korte_beschrijving",
  "korting",
  "levertijd_min",
  "levertijd_max",
  "actief",
] as const;

/** The line that opens each price group's table in a prices file. */
export const PRICE_GROUP_CELL = "prijsgroep";

export interface CsvProblem {
  row: number;
  column: string;
  message: string;
}
export interface CsvItem {
  kind: ItemKind;
  item: unknown;
  row: string;
}
export type CsvRead = { ok: true; items: CsvItem[] } | { ok: false; problems: CsvProblem[] };

// ---- writing and reading cells

function cell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(header: readonly string[], rows: (string | number | null)[][]): string {
  return `${[header.join(";"), ...rows.map((r) => r.map(cell).join(";"))].join("\r\n")}\r\n`;
}

/** The file's records with their row number as a spreadsheet shows it; quoted cells may hold ';', '"' and newlines. */
export function parseCsv(text: string): { row: number; cells: string[] }[] {
  const records: { row: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let current = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const source = text.replace(/^\uFEFF/, "");
  const end = () => {
    cells.push(current.trim());
    if (cells.some((c) => c !== "")) records.push({ row: start, cells });
    cells = [];
    current = "";
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        current += ch;
      }
    } else if (ch === '"' && current.trim() === "") {
      quoted = true;
      current = "";
    } else if (ch === ";") {
      cells.push(current.trim());
      current = "";
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      end();
      line++;
      start = line;
    } else current += ch;
  }
  end();
  return records;
}

/** The rows under a header that must name `columns`; a wrong header is the only problem reported. */
function rowsUnder<C extends string>(
  text: string,
  columns: readonly C[],
): { ok: true; rows: { row: number; values: Record<C, string> }[] } | { ok: false; problems: CsvProblem[] } {
  const [head, ...body] = parseCsv(text);
  if (!head) return { ok: false, problems: [{ row: 1, column: "", message: "Het bestand is leeg." }] };
  const found = head.cells.map((c) => c.toLowerCase());
  while (found.length > columns.length && found.at(-1) === "") found.pop();
  if (found.join(";") !== columns.join(";"))
    return {
      ok: false,
      problems: [
        {
          row: head.row,
          column: "",
          message: `Rij ${head.row}: de kopregel moet ${columns.join(";")} zijn, zoals in de download.`,
        },
      ],
    };
  if (body.length === 0)
    return { ok: false, problems: [{ row: 2, column: "", message: "Het bestand bevat geen regels." }] };
  return {
    ok: true,
    rows: body.map(({ row, cells }) => ({
      row,
      values: Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ""])) as Record<C, string>,
    })),
  };
}

const problem = (row: number, column: string, message: string): CsvProblem => ({
  row,
  column,
  message: `Rij ${row}, kolom ${column}: ${message}`,
});

function wholeOrNull(text: string): number | null | "bad" {
  if (text === "") return null;
  return /^\d+$/.test(text) ? Number(text) : "bad";
}

// ---- colours

const colourFieldColumn: Record<string, (typeof colourColumns)[number]> = {
  code: "code",
  collection: "collectie",
  name: "naam",
  hex: "hex",
  texture: "structuur",
  priceGroup: "prijsgroep",
  rollWidthCm: "rolbreedte_cm",
  availability: "beschikbaarheid",
  expectedOn: "verwacht_op",
};

export function coloursToCsv(doc: CatalogDocument): string {
  const order = new Map(doc.collections.map((k, i) => [k.slug, k.position * 10_000 + i]));
  const colours = [...doc.colours].sort(
    (a, b) =>
      (order.get(a.collection) ?? 0) - (order.get(b.collection) ?? 0) ||
      a.position - b.position ||
      a.code.localeCompare(b.code),
  );
  return toCsv(
    colourColumns,
    colours.map((c) => [
      c.code,
      c.collection,
      c.name,
      c.hex,
      textureLabels[c.texture],
      c.priceGroup,
      c.rollWidthCm,
      availabilityLabels[c.availability],
      c.expectedOn,
    ]),
  );
}

/** New colours and changed ones; a colour's swatch setting, place and photo stay as the draft has them. */
export function coloursFromCsv(text: string, doc: CatalogDocument): CsvRead {
  const read = rowsUnder(text, colourColumns);
  if (!read.ok) return read;
  const problems: CsvProblem[] = [];
  const items: CsvItem[] = [];
  const seen = new Map<string, number>();
  const nextPosition = new Map<string, number>();
  for (const { row, values: v } of read.rows) {
    const before = problems.length;
    const code = v.code.toUpperCase();
    const existing = doc.colours.find((c) => c.code === code);
    if (seen.has(code))
      problems.push(problem(row, "code", `kleur ${code} staat ook al op rij ${seen.get(code)}.`));
    seen.set(code, row);
    if (!doc.collections.some((k) => k.slug === v.collectie))
      problems.push(problem(row, "collectie", `de collectie "${v.collectie}" bestaat niet.`));
    const texture = codeOfLabel(textureLabels, v.structuur);
    if (!texture)
      problems.push(
        problem(row, "structuur", `kies uit ${Object.values(textureLabels).join(", ").toLowerCase()}.`),
      );
    const availability = codeOfLabel(availabilityLabels, v.beschikbaarheid);
    if (!availability)
      problems.push(
        problem(row, "beschikbaarheid", "kies leverbaar, tijdelijk uitverkocht of uit collectie."),
      );
    const roll = wholeOrNull(v.rolbreedte_cm);
    if (roll === "bad") problems.push(problem(row, "rolbreedte_cm", "vul een heel aantal centimeters in."));
    if (problems.length > before) continue;
    const position =
      existing?.position ??
      nextPosition.get(v.collectie) ??
      Math.max(-1, ...doc.colours.filter((c) => c.collection === v.collectie).map((c) => c.position)) + 1;
    if (!existing) nextPosition.set(v.collectie, position + 1);
    const candidate: DocColour = {
      code,
      collection: v.collectie,
      name: v.naam,
      hex: v.hex,
      texture: texture as DocColour["texture"],
      disableSwatches: existing?.disableSwatches ?? false,
      position,
      availability: availability as DocColour["availability"],
      expectedOn: v.verwacht_op === "" ? null : v.verwacht_op,
      priceGroup: v.prijsgroep === "" ? null : v.prijsgroep,
      rollWidthCm: roll as number | null,
      photo: existing?.photo ?? null,
    };
    const parsed = colourSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const e of fieldErrors(parsed.error))
        problems.push(
          problem(row, colourFieldColumn[e.field.split(".")[0] ?? ""] ?? "code", lower(e.message)),
        );
      continue;
    }
    items.push({ kind: "colours", item: parsed.data, row: `rij ${row}` });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, items };
}

// ---- products

const productFieldColumn: Record<string, (typeof productColumns)[number]> = {
  sku: "sku",
  slug: "adres",
  name: "naam",
  kind: "soort",
  category: "categorie",
  shortDescription: "korte_beschrijving",
  discountPercent: "korting",
  productionDays: "levertijd_min",
  "productionDays.min": "levertijd_min",
  "productionDays.max": "levertijd_max",
  active: "actief",
};

export function productsToCsv(doc: CatalogDocument): string {
  return toCsv(
    productColumns,
    [...doc.products]
      .sort((a, b) => a.id - b.id)
      .map((p) => [
        p.id,
        p.sku,
        p.slug,
        p.name,
        p.kind,
        p.category,
        p.shortDescription,
        String(p.discountPercent).replace(".", ","),
        p.productionDays.min,
        p.productionDays.max,
        p.active ? "ja" : "nee",
      ]),
  );
}

/** Changes to existing products (by id); their other fields stay. A new product is made with the form or JSON. */
export function productsFromCsv(text: string, doc: CatalogDocument): CsvRead {
  const read = rowsUnder(text, productColumns);
  if (!read.ok) return read;
  const problems: CsvProblem[] = [];
  const items: CsvItem[] = [];
  const seen = new Map<number, number>();
  for (const { row, values: v } of read.rows) {
    const before = problems.length;
    const id = Number(v.id);
    const existing: DocProduct | undefined = /^\d+$/.test(v.id)
      ? doc.products.find((p) => p.id === id)
      : undefined;
    if (!existing)
      problems.push(
        problem(
          row,
          "id",
          `er is geen product met nummer "${v.id}". Een nieuw product maak je met het formulier of een JSON-bestand.`,
        ),
      );
    else if (seen.has(id))
      problems.push(problem(row, "id", `product ${id} staat ook al op rij ${seen.get(id)}.`));
    seen.set(id, row);
    if (!doc.categories.some((c) => c.slug === v.categorie))
      problems.push(problem(row, "categorie", `de categorie "${v.categorie}" bestaat niet.`));
    const discount = Number(v.korting.replace(",", "."));
    if (v.korting === "" || !Number.isFinite(discount))
      problems.push(problem(row, "korting", "vul een percentage in, bijvoorbeeld 10 of 12,5."));
    const days = { min: wholeOrNull(v.levertijd_min), max: wholeOrNull(v.levertijd_max) };
    for (const [key, value] of Object.entries(days))
      if (typeof value !== "number")
        problems.push(problem(row, `levertijd_${key}`, "vul een heel aantal werkdagen in."));
    const active = { ja: true, nee: false }[v.actief.toLowerCase()];
    if (active === undefined) problems.push(problem(row, "actief", "vul ja of nee in."));
    if (problems.length > before || !existing) continue;
    const parsed = productSchema.safeParse({
      ...existing,
      sku: v.sku,
      slug: v.adres,
      name: v.naam,
      kind: v.soort,
      category: v.categorie,
      shortDescription: v.korte_beschrijving,
      discountPercent: discount,
      productionDays: days,
      active,
    });
    if (!parsed.success) {
      for (const e of fieldErrors(parsed.error))
        problems.push(problem(row, productFieldColumn[e.field] ?? "id", lower(e.message)));
      continue;
    }
    items.push({ kind: "products", item: parsed.data, row: `rij ${row}` });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, items };
}

// ---- prices

/** An option set's price tables, one per price group, each opened by a line 'prijsgroep;A'. */
export function pricesToCsv(doc: CatalogDocument, optionSetId: number): string | null {
  const set = doc.optionSets.find((s) => s.id === optionSetId);
  if (!set) return null;
  return Object.entries(set.matrices)
    .map(([group, matrix]) => `${PRICE_GROUP_CELL};${cell(group)}\r\n${matrixToCsv(matrix)}`)
    .join("\r\n");
}

/**
 * New prices for the option set's tables: the sizes stay (they bound what the configurator accepts), a group
 * left out of the file keeps its prices, a group the set does not have is refused.
 */
export function pricesFromCsv(text: string, doc: CatalogDocument, optionSetId: number): CsvRead {
  const set: DocOptionSet | undefined = doc.optionSets.find((s) => s.id === optionSetId);
  if (!set) return { ok: false, problems: [{ row: 1, column: "", message: "Deze optieset bestaat niet." }] };
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const starts = lines
    .map((line, i) => ({ i, cells: line.split(";").map((c) => c.trim().replace(/^"(.*)"$/, "$1")) }))
    .filter(({ cells }) => cells[0]?.toLowerCase() === PRICE_GROUP_CELL);
  const firstFilled = lines.findIndex((l) => l.replace(/[;\s"]/g, "") !== "");
  if (starts.length === 0 || (starts[0] as { i: number }).i !== firstFilled)
    return {
      ok: false,
      problems: [
        {
          row: firstFilled + 1,
          column: "",
          message: `Rij ${Math.max(1, firstFilled + 1)}: elke tabel begint met een regel '${PRICE_GROUP_CELL};A' (de prijsgroep), zoals in de download.`,
        },
      ],
    };
  const problems: CsvProblem[] = [];
  const matrices = { ...set.matrices };
  starts.forEach(({ i, cells }, n) => {
    const group = cells[1] ?? "";
    const until = starts[n + 1]?.i ?? lines.length;
    const current = set.matrices[group];
    if (!current) {
      problems.push(
        problem(
          i + 1,
          "2",
          `prijsgroep "${group}" heeft deze optieset niet (wel: ${Object.keys(set.matrices).join(", ")}).`,
        ),
      );
      return;
    }
    // Only this table's lines keep their text, so the row numbers stay those of the whole file.
    const part = lines.map((line, j) => (j > i && j < until ? line : "")).join("\n");
    const read = parseMatrixCsv(part, current);
    if (read.ok) matrices[group] = read.matrix;
    else
      for (const message of read.problems)
        problems.push({ row: i + 1, column: group, message: `Prijsgroep ${group}: ${message}` });
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, items: [{ kind: "optionSets", item: { ...set, matrices }, row: `optieset ${set.id}` }] };
}

function lower(message: string): string {
  return message.charAt(0).toLowerCase() + message.slice(1);
}
