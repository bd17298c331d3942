// The canonical path and which pages name their other store's version.
import { describe, expect, it } from "vitest";
import { canonicalPath, hasAlternates } from "./canonical";

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["//", "/"],
    ["/rolgordijnen/", "/rolgordijnen"],
    ["/rolgordijn-verduisterend", "/rolgordijn-verduisterend"],
    ["/rolgordijn-verduisterend/kleuren/", "/rolgordijn-verduisterend/kleuren"],
  ])("%s is known as %s", (pathname, path) => {
    expect(canonicalPath(pathname)).toBe(path);
  });
});

describe("hasAlternates", () => {
  it("is true for the catalogue and content pages, false for the back office, checkout and NL-only advice", () => {
    expect(["/", "/rolgordijnen", "/klantenservice/contact", "/zoeken"].map(hasAlternates)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      [
        "/beheer",
        "/beheer/bestellingen",
        "/checkout",
        "/checkout/gegevens",
        "/advies-meet-afspraak-plannen",
      ].map(hasAlternates),
    ).toEqual([false, false, false, false, false]);
    expect(hasAlternates("/checkouts-uitgelegd")).toBe(true);
  });
});
