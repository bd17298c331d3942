// The page cache's rules without the app: what a key holds, what may be kept and for how long, 304 matching and
// the encoding a client gets.
import { describe, expect, it } from "vitest";
import { chooseEncoding, matchesTag, pageCacheKey, pageQuery, sharedMaxAge } from "./page-cache.ts";

const parts = {
  store: "NL",
  siteBase: "https://www.raamwerk.nl",
  buildVersion: "b1",
  catalogVersion: 7,
  url: "/rolgordijn-verduisterend",
};

describe("the page key", () => {
  it("sorts the query and leaves out tracking parameters, which never change a page", () => {
    expect(pageQuery("kleur=vb-101&a=2&a=1&utm_source=mail&utm_campaign=x&gclid=1&fbclid=2&msclkid=3")).toBe(
      "a=1&a=2&kleur=vb-101",
    );
    expect(pageQuery("utm_medium=cpc")).toBe("");
    expect(pageCacheKey({ ...parts, url: "/p?utm_source=x&kleur=b" })).toBe(
      pageCacheKey({ ...parts, url: "/p?kleur=b" }),
    );
  });

  it("differs by store, site address, path, query, build and catalogue version", () => {
    const base = pageCacheKey(parts);
    for (const changed of [
      { store: "BE" },
      { siteBase: "https://www.raamwerk.be" },
      { url: "/rolgordijnen" },
      { url: "/rolgordijn-verduisterend?kleur=vb-102" },
      { buildVersion: "b2" },
      { catalogVersion: 8 },
    ]) {
      expect(pageCacheKey({ ...parts, ...changed })).not.toBe(base);
    }
  });
});

describe("what may be kept", () => {
  it("only a public answer with s-maxage, for that long", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=300, stale-while-revalidate=3600")).toBe(300);
    expect(sharedMaxAge("public, max-age=0, s-maxage=10")).toBe(10);
    for (const refused of [
      undefined,
      "private, no-store",
      "public, no-store, s-maxage=5",
      "max-age=60",
      "public",
    ]) {
      expect(sharedMaxAge(refused)).toBeNull();
    }
  });
});

describe("If-None-Match", () => {
  it("matches the body's tag in any encoding, weak or strong, in a list, or *", () => {
    expect(matchesTag('"abc"', "abc")).toBe(true);
    expect(matchesTag('"abc-br"', "abc")).toBe(true);
    expect(matchesTag('W/"abc-gzip"', "abc")).toBe(true);
    expect(matchesTag('"x", "abc"', "abc")).toBe(true);
    expect(matchesTag("*", "abc")).toBe(true);
    expect(matchesTag('"abcd"', "abc")).toBe(false);
    expect(matchesTag(undefined, "abc")).toBe(false);
  });
});

describe("the encoding", () => {
  it("is brotli, else gzip, else none, as the client accepts", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

describe("a product page's cache key", () => {
  const parts = { store: "NL", siteBase: "http://localhost", buildVersion: "b", catalogVersion: 1 };
  it("leaves out the configurator's values in the address and keeps the colour", () => {
    const plain = pageCacheKey({ ...parts, url: "/rolgordijn", productPage: true });
    expect(
      pageCacheKey({ ...parts, url: "/rolgordijn?breedte=120&hoogte=180&stof=taupe", productPage: true }),
    ).toBe(plain);
    const coloured = pageCacheKey({
      ...parts,
      url: "/rolgordijn?kleur=VB-101&breedte=120",
      productPage: true,
    });
    expect(coloured).toBe(pageCacheKey({ ...parts, url: "/rolgordijn?kleur=VB-101", productPage: true }));
    expect(coloured).not.toBe(plain);
  });
  it("keeps every parameter of another page (a category's filters change its HTML)", () => {
    expect(pageCacheKey({ ...parts, url: "/rolgordijnen?breedte=120" })).not.toBe(
      pageCacheKey({ ...parts, url: "/rolgordijnen" }),
    );
  });
});
