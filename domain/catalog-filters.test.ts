import { describe, expect, it } from "vitest";
import type { ProductCard } from "./catalog.ts";
import {
  applyFilters,
  colourFamily,
  emptySelection,
  facetsOf,
  listQueryString,
  operationsOf,
  type ProductFacts,
  parseListQuery,
  priceBandOf,
  productFacts,
  sortCards,
} from "./catalog-filters.ts";

const blackout = productFacts({
  kind: "rolgordijn",
  colourHexes: ["#f3efe6", "#3b3d40"],
  lightControl: ["verduisterend"],
  operationNames: ["Kindveilige ketting", "Veer", "Accumotor"],
  mountable: true,
  fromPrice: 3396,
});
const sheer = productFacts({
  kind: "rolgordijn",
  colourHexes: ["#d9ceb9"],
  lightControl: ["lichtdoorlatend"],
  operationNames: ["Kindveilige ketting", "Veer"],
  mountable: true,
  fromPrice: 3495,
});
const pleated = productFacts({
  kind: "plisse",
  colourHexes: ["#1e2a44", "#f4f3ef"],
  lightControl: ["verduisterend"],
  operationNames: ["Greepjes", "Greepjes met bedieningsstang"],
  mountable: true,
  fromPrice: 6495,
});
const facts = [blackout, sheer, pleated];

function query(search: string) {
  return parseListQuery(new URLSearchParams(search), facts);
}

describe("facts of a product", () => {
  it("derives the colour family from the hex code", () => {
    expect(colourFamily("#f3efe6")).toBe("wit");
    expect(colourFamily("#d8c6a5")).toBe("beige");
    expect(colourFamily("#3b3d40")).toBe("grijs");
    expect(colourFamily("#1c1c1c")).toBe("zwart");
    expect(colourFamily("#5b3d2b")).toBe("bruin");
    expect(colourFamily("#1f4e6e")).toBe("blauw");
    expect(colourFamily("#6b6b3a")).toBe("groen");
    expect(colourFamily("#c99a2e")).toBe("geel");
    expect(colourFamily("#6e1f2b")).toBe("rood");
  });

  it("finds the operations in the configurator's value names, several in one name", () => {
    expect(operationsOf(["Koord en draaistok", "Monocommando met bedieningsstang"])).toEqual([
      "koord",
      "stang",
    ]);
    expect(operationsOf(["Buismotor met wandschakelaar", "Zonne-energie met handzender"])).toEqual([
      "elektrisch",
    ]);
    expect(operationsOf(["Kindveilige ketting", "Veer"])).toEqual(["ketting", "veer"]);
    expect(operationsOf(["Greepjes"])).toEqual(["hand"]);
  });

  it("puts the from-price in its band, the band's upper bound excluded", () => {
    expect(priceBandOf(4999)).toBe("tot-50");
    expect(priceBandOf(5000)).toBe("50-100");
    expect(priceBandOf(549500)).toBe("vanaf-1000");
  });

  it("collects every value of a product", () => {
    expect(blackout).toEqual({
      type: ["rolgordijn"],
      kleur: ["wit", "grijs"],
      licht: ["verduisterend"],
      bediening: ["elektrisch", "ketting", "veer"],
      montage: ["mogelijk"],
      prijs: ["tot-50"],
    });
  });
});

describe("the address", () => {
  it("keeps known values, repeated keys and a known sort", () => {
    const q = query("licht=verduisterend&licht=lichtdoorlatend&sort=prijs-aflopend");
    expect(q.selection.licht).toEqual(["verduisterend", "lichtdoorlatend"]);
    expect(q.sort).toBe("prijs-aflopend");
  });

  it("ignores unknown keys, values no product has and an unknown sort", () => {
    const q = query("licht=zonnig&kleur=%3Cscript%3E&foo=bar&sort=duurste&type=plisse&type=plisse");
    expect(q.selection).toEqual({ ...emptySelection(), type: ["plisse"] });
    expect(q.sort).toBe("populair");
  });

  it("ignores a key every product has the same values for, as the page offers no choice there", () => {
    expect(query("montage=mogelijk").selection.montage).toEqual([]);
  });

  it("writes the query back in the page's order without the default sort", () => {
    const q = query("sort=populair&prijs=tot-50&type=rolgordijn");
    expect(listQueryString(q)).toBe("type=rolgordijn&prijs=tot-50");
    expect(listQueryString({ ...q, sort: "beoordeling" })).toBe(
      "type=rolgordijn&prijs=tot-50&sort=beoordeling",
    );
  });
});

describe("filtering and counting", () => {
  it("widens within a key and narrows across keys", () => {
    const factsOf = (f: ProductFacts) => f;
    expect(
      applyFilters(facts, factsOf, query("licht=verduisterend&licht=lichtdoorlatend").selection),
    ).toHaveLength(3);
    expect(applyFilters(facts, factsOf, query("licht=verduisterend&type=rolgordijn").selection)).toEqual([
      blackout,
    ]);
  });

  it("counts each value as if it were added to the other keys' choices", () => {
    const facets = facetsOf(facts, query("type=rolgordijn").selection);
    const light = facets.find((f) => f.key === "licht");
    expect(light?.values).toEqual([
      { value: "verduisterend", label: "Verduisterend", count: 1, selected: false },
      { value: "lichtdoorlatend", label: "Lichtdoorlatend", count: 1, selected: false },
    ]);
    // The chosen key's own counts ignore its own choice: the plissé stays countable.
    const type = facets.find((f) => f.key === "type");
    expect(type?.values.map((v) => [v.value, v.count, v.selected])).toEqual([
      ["rolgordijn", 2, true],
      ["plisse", 1, false],
    ]);
    const operation = facetsOf(facts, query("type=plisse").selection).find((f) => f.key === "bediening");
    expect(operation?.values.find((v) => v.value === "veer")?.count).toBe(0);
  });

  it("leaves out a key that cannot narrow the list", () => {
    const keys = facetsOf(facts, emptySelection()).map((f) => f.key);
    expect(keys).not.toContain("montage");
    expect(keys).toContain("type");
  });
});

describe("sorting", () => {
  const card = (entity_id: number, discount_price: number, stars_average: number, total_reviews: number) =>
    ({ entity_id, discount_price, stars_average, total_reviews }) as ProductCard;
  const cards = [card(1, 5000, 4.5, 6), card(2, 3000, 4.8, 2), card(3, 9000, 4.5, 10)];
  const ids = (list: ProductCard[]) => list.map((c) => c.entity_id);

  it("keeps the catalogue's order for populair and sorts by price and rating otherwise", () => {
    expect(ids(sortCards(cards, "populair"))).toEqual([1, 2, 3]);
    expect(ids(sortCards(cards, "prijs-oplopend"))).toEqual([2, 1, 3]);
    expect(ids(sortCards(cards, "prijs-aflopend"))).toEqual([3, 1, 2]);
    expect(ids(sortCards(cards, "beoordeling"))).toEqual([2, 3, 1]);
  });
});
