// Postcode normalisation, the shipped sample and its lookup (known addresses, odd and even sides, unknowns),
// and the answer cache.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pickupLocations } from "../../domain/cart/pickup.ts";
import { LruCache } from "./cache.ts";
import { isLookupHousenumber, sixPositions } from "./postcode.ts";
import { parseSample, rowHolds, SAMPLE_FILE, type SampleRow, sampleLookup } from "./sample.ts";

describe("sixPositions", () => {
  it("drops every space and upper-cases the letters", () => {
    expect(sixPositions("2991XJ")).toBe("2991XJ");
    expect(sixPositions("2991 xj")).toBe("2991XJ");
    expect(sixPositions(" 2991  Xj ")).toBe("2991XJ");
  });

  it("refuses what is not a Dutch postcode", () => {
    for (const bad of [
      "",
      "0991XJ",
      "2991",
      "2991X",
      "299XJ",
      "2991 SA",
      "2991sd",
      "2991SS",
      "29911XJ",
      "abcdef",
    ])
      expect(sixPositions(bad), bad).toBeUndefined();
  });

  it("takes house numbers 1 to 99999", () => {
    expect([1, 8, 99999].every(isLookupHousenumber)).toBe(true);
    expect([0, -1, 1.5, 100000, Number.NaN].some(isLookupHousenumber)).toBe(false);
  });
});

describe("the shipped sample", () => {
  const rows = parseSample(readFileSync(SAMPLE_FILE, "utf8"));
  const lookup = sampleLookup(rows);

  it("has a few hundred to a few thousand valid rows", () => {
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.length).toBeLessThan(5000);
  });

  it("covers the pick-up locations' areas and the ten largest cities", () => {
    const areas = new Set(rows.map((r) => r.postcode.slice(0, 4)));
    for (const area of [
      "2991",
      "2992",
      "2993",
      "2994",
      "5141",
      "5142",
      "5143",
      "5144",
      "5145",
      "5146",
      "3274",
    ])
      expect(areas.has(area), area).toBe(true);
    const cities = new Set(rows.map((r) => r.city));
    for (const city of [
      "Amsterdam",
      "Rotterdam",
      "'s-Gravenhage",
      "Utrecht",
      "Eindhoven",
      "Groningen",
      "Tilburg",
      "Almere",
      "Breda",
      "Nijmegen",
    ])
      expect(cities.has(city), city).toBe(true);
  });

  it("never gives one house number two streets", () => {
    const byPostcode = new Map<string, SampleRow[]>();
    for (const row of rows) byPostcode.set(row.postcode, [...(byPostcode.get(row.postcode) ?? []), row]);
    const clashes: string[] = [];
    for (const [postcode, list] of byPostcode) {
      for (let n = 1; n <= 200; n++)
        if (list.filter((r) => rowHolds(r, n)).length > 1) clashes.push(`${postcode} ${n}`);
    }
    expect(clashes).toEqual([]);
  });

  it("finds the shop's own three addresses with the right street and city", async () => {
    for (const location of pickupLocations) {
      const match = /^(.+) (\d+), (\d{4} [A-Z]{2}) (.+)$/.exec(location.address);
      if (!match) throw new Error(`unexpected address ${location.address}`);
      const [, street, number, postcode = "", city] = match;
      const found = await lookup.lookup(postcode, Number(number));
      expect(found, location.address).toMatchObject({ street, city, postcode: postcode.replace(" ", "") });
    }
    expect(await lookup.lookup("2991 XJ", 8)).toEqual({
      postcode: "2991XJ",
      housenumber: 8,
      street: "Dierensteinweg",
      city: "Barendrecht",
      province: "Zuid-Holland",
      lat: expect.closeTo(51.86, 1),
      lng: expect.closeTo(4.53, 1),
    });
  });

  it("answers null for an unknown postcode, a number outside the ranges and bad input", async () => {
    expect(await lookup.lookup("9999ZZ", 1)).toBeNull();
    expect(await lookup.lookup("2991XJ", 22)).toBeNull();
    expect(await lookup.lookup("2991XJ", 0)).toBeNull();
    expect(await lookup.lookup("not a postcode", 8)).toBeNull();
    // Left out on purpose: the swatch order browser test types this address and the street by hand.
    expect(await lookup.lookup("3511AB", 12)).toBeNull();
  });
});

describe("sampleLookup with odd and even sides", () => {
  const row = (over: Partial<SampleRow>): SampleRow => ({
    postcode: "1234AB",
    street: "Oneven",
    city: "Ergens",
    province: "Utrecht",
    lat: 52,
    lng: 5,
    first: 1,
    last: 9,
    parity: "odd",
    ...over,
  });
  const lookup = sampleLookup([
    row({}),
    row({ street: "Even", first: 2, last: 10, parity: "even" }),
    row({ postcode: "1234AC", street: "Alles", first: 5, last: 7, parity: "all" }),
  ]);

  it("gives odd numbers the odd side and even numbers the even side", async () => {
    expect((await lookup.lookup("1234AB", 1))?.street).toBe("Oneven");
    expect((await lookup.lookup("1234AB", 9))?.street).toBe("Oneven");
    expect((await lookup.lookup("1234AB", 2))?.street).toBe("Even");
    expect((await lookup.lookup("1234AB", 10))?.street).toBe("Even");
    expect(await lookup.lookup("1234AB", 11)).toBeNull();
    expect(await lookup.lookup("1234AB", 12)).toBeNull();
  });

  it("gives every number of an 'all' range, and none outside it", async () => {
    expect((await lookup.lookup("1234 ac", 6))?.street).toBe("Alles");
    expect((await lookup.lookup("1234AC", 5))?.street).toBe("Alles");
    expect(await lookup.lookup("1234AC", 4)).toBeNull();
    expect(await lookup.lookup("1234AC", 8)).toBeNull();
  });
});

describe("parseSample", () => {
  const header = "postcode\tstreet\tcity\tprovince\tlat\tlng\tfirst\tlast\tparity";
  it("reads comments, the header and rows", () => {
    const rows = parseSample(
      `# a comment\n${header}\n2991XJ\tDierensteinweg\tBarendrecht\tZuid-Holland\t51.86\t4.53\t2\t20\teven\n`,
    );
    expect(rows).toEqual([
      {
        postcode: "2991XJ",
        street: "Dierensteinweg",
        city: "Barendrecht",
        province: "Zuid-Holland",
        lat: 51.86,
        lng: 4.53,
        first: 2,
        last: 20,
        parity: "even",
      },
    ]);
  });

  it("names the line of a row that does not fit", () => {
    expect(() => parseSample(`${header}\n2991SA\tX\tY\tZ\t51\t4\t1\t9\todd`)).toThrow(/line 2: .*postcode/);
    expect(() => parseSample(`${header}\n2991XJ\tX\tY\tZ\t51\t4\t9\t1\todd`)).toThrow(
      /line 2: house numbers/,
    );
    expect(() => parseSample(`${header}\n2991XJ\tX\tY\tZ\t51\t4\t1\t9\tboth`)).toThrow(/line 2: parity/);
    expect(() => parseSample(`${header}\n2991XJ\tX\tY`)).toThrow(/line 2: expected 9 columns/);
    expect(() => parseSample("postcode\tstraat")).toThrow(/line 1: expected the columns/);
  });
});

describe("LruCache", () => {
  it("drops the least recently used entry past its size", () => {
    const cache = new LruCache<number>(2);
    cache.set("a", 1, 1000);
    cache.set("b", 2, 1000);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3, 1000);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("forgets an entry after its time to live, and keeps a cached null", () => {
    let now = 0;
    const cache = new LruCache<number | null>(10, () => now);
    cache.set("gone", 1, 100);
    cache.set("none", null, 1000);
    now = 100;
    expect(cache.get("gone")).toBeUndefined();
    expect(cache.get("none")).toBeNull();
    now = 1000;
    expect(cache.get("none")).toBeUndefined();
  });
});
