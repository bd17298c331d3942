// The product words: each kind's article and the singular or plural after a count.
import { describe, expect, it } from "vitest";
import { countNoun, nameWithArticle, productArticle, productKinds } from "./products.ts";

describe("productArticle", () => {
  it("gives the het-words 'het' and the de-words 'de'", () => {
    expect(nameWithArticle("rolgordijn", "Rolgordijn verduisterend")).toBe("het rolgordijn verduisterend");
    expect(nameWithArticle("duo-rolgordijn", "Duo rolgordijn")).toBe("het duo rolgordijn");
    expect(nameWithArticle("plisse", "Plissé dag en nacht")).toBe("de plissé dag en nacht");
    expect(productArticle("screen")).toBe("het");
    expect(productArticle("rolluik")).toBe("het");
    expect(productArticle("gordijn")).toBe("het");
    expect(productArticle("vouwgordijn")).toBe("het");
    expect(productArticle("knikarmscherm")).toBe("het");
    expect(productArticle("jaloezie")).toBe("de");
    expect(productArticle("shutter")).toBe("de");
    expect(productArticle("hor")).toBe("de");
    expect(productArticle("hordeur")).toBe("de");
    expect(productArticle("terrasoverkapping")).toBe("de");
    expect(productArticle("lamellen")).toBe("de");
  });

  it("knows every kind, and gives an unknown word 'de'", () => {
    for (const kind of productKinds) expect(["de", "het"]).toContain(productArticle(kind));
    expect(productArticle("onbekend")).toBe("de");
  });
});

describe("countNoun", () => {
  it("writes one in the singular and every other count in the plural", () => {
    expect(countNoun(1, "kleur", "kleuren")).toBe("1 kleur");
    expect(countNoun(2, "kleur", "kleuren")).toBe("2 kleuren");
    expect(countNoun(0, "kleur", "kleuren")).toBe("0 kleuren");
  });
});
