// The embedded postcode lookup: answers from a shipped sample of Dutch addresses (data/postcodes-sample.tsv),
// so the form fills street and city without an account at a postcode service. See docs/postcode-sample.md.
import { readFileSync } from "node:fs";
import { fromRoot } from "../paths.ts";
import { isLookupHousenumber, type PostcodeLookup, type PostcodeResult, sixPositions } from "./postcode.ts";

export type Parity = "odd" | "even" | "all";

/** One row of the sample: the house numbers `first` to `last` of one side (or both) of a street in a postcode. */
export interface SampleRow {
  postcode: string;
  street: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
  first: number;
  last: number;
  parity: Parity;
}

export const SAMPLE_FILE = fromRoot("server/postcode/data/postcodes-sample.tsv");

const COLUMNS = ["postcode", "street", "city", "province", "lat", "lng", "first", "last", "parity"];

/**
 * Reads the tab-separated sample: `#` lines are comments, the first other line names the columns. A row that
 * does not fit is an error with its line number, so a bad edit fails at start-up and in the tests.
 */
export function parseSample(text: string): SampleRow[] {
  const rows: SampleRow[] = [];
  let header = false;
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const cells = line.split("\t");
    const fail = (why: string): never => {
      throw new Error(`postcode sample line ${index + 1}: ${why}`);
    };
    if (!header) {
      if (cells.join(",") !== COLUMNS.join(",")) fail(`expected the columns ${COLUMNS.join(", ")}`);
      header = true;
      continue;
    }
    if (cells.length !== COLUMNS.length) fail(`expected ${COLUMNS.length} columns, found ${cells.length}`);
    const [postcode = "", street = "", city = "", province = "", lat, lng, first, last, parity] = cells;
    const row: SampleRow = {
      postcode: sixPositions(postcode) ?? fail(`"${postcode}" is not a Dutch postcode`),
      street: street.trim() || fail("street is empty"),
      city: city.trim() || fail("city is empty"),
      province: province.trim() || fail("province is empty"),
      lat: Number(lat),
      lng: Number(lng),
      first: Number(first),
      last: Number(last),
      parity: parity === "odd" || parity === "even" || parity === "all" ? parity : fail(`parity "${parity}"`),
    };
    if (!(Math.abs(row.lat) <= 90 && Math.abs(row.lng) <= 180)) fail("lat or lng out of range");
    if (!isLookupHousenumber(row.first) || !isLookupHousenumber(row.last) || row.first > row.last)
      fail(`house numbers ${first}-${last}`);
    rows.push(row);
  }
  if (!header) throw new Error("postcode sample: no header line");
  return rows;
}

export function rowHolds(row: SampleRow, housenumber: number): boolean {
  if (housenumber < row.first || housenumber > row.last) return false;
  if (row.parity === "all") return true;
  return (housenumber % 2 === 1) === (row.parity === "odd");
}

/** The lookup over the given rows (default: the shipped sample, read once). Unknown postcode or number → null. */
export function sampleLookup(
  rows: SampleRow[] = parseSample(readFileSync(SAMPLE_FILE, "utf8")),
): PostcodeLookup {
  const byPostcode = new Map<string, SampleRow[]>();
  for (const row of rows) {
    const list = byPostcode.get(row.postcode);
    if (list) list.push(row);
    else byPostcode.set(row.postcode, [row]);
  }
  return {
    kind: "sample",
    async lookup(raw, housenumber): Promise<PostcodeResult | null> {
      const postcode = sixPositions(raw);
      if (!postcode || !isLookupHousenumber(housenumber)) return null;
      const row = byPostcode.get(postcode)?.find((r) => rowHolds(r, housenumber));
      if (!row) return null;
      const { street, city, province, lat, lng } = row;
      return { postcode, housenumber, street, city, province, lat, lng };
    },
  };
}
