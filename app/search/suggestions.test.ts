import { describe, expect, it } from "vitest";
import { type Suggestions, suggestionOptions } from "./suggestions";

const answer: Suggestions = {
  query: "antr",
  corrected: null,
  products: [
    {
      id: 1,
      name: "Rolgordijn",
      url: "/rolgordijn",
      thumbnail: "/t.svg",
      category: "Rolgordijnen",
      price: 3396,
    },
  ],
  categories: [{ name: "Rolgordijnen", url: "/rolgordijnen" }],
  colours: [{ name: "Antraciet", hex: "#333333", url: "/zoeken?q=Antraciet" }],
  results_url: "/zoeken?q=antr",
};

describe("suggestionOptions", () => {
  it("lists products, categories and colours in that order, then all results for the query", () => {
    const options = suggestionOptions(answer);
    expect(options.map((o) => [o.kind, o.url])).toEqual([
      ["product", "/rolgordijn"],
      ["category", "/rolgordijnen"],
      ["colour", "/zoeken?q=Antraciet"],
      ["all", "/zoeken?q=antr"],
    ]);
    expect(options.at(-1)?.label).toBe("Alle resultaten voor ‘antr’");
  });

  it("offers all results even when nothing is suggested", () => {
    expect(
      suggestionOptions({ ...answer, products: [], categories: [], colours: [] }).map((o) => o.kind),
    ).toEqual(["all"]);
  });
});
