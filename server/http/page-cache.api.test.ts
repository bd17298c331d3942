// The pages' HTTP caching through the real app: public pages are the same for everybody, say public, carry a
// strong ETag and answer 304; private pages say private, no-store; the shop's page cache keeps only what may be
// kept (never a 500 or a page that sets a cookie) and forgets everything when the catalogue changes.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import {
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { catalogVersion, products } from "../catalog/catalog.schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const productPath = `/${rollerBlind.urlPath}`;
// The same host as TestVisitor's: the host decides the site address in the page, so it is part of the key.
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { host: "localhost", ...headers } });

describe("a public page", () => {
  it("says public for shared caches, sets no cookie and is the same for a visitor with a cart", async () => {
    const stranger = await get(productPath);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers["cache-control"]).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(stranger.headers["set-cookie"]).toBeUndefined();
    expect(stranger.headers.etag).toMatch(/^"[\w-]{20,}"$/);

    const { v } = await visitorWithRollerBlind(t.app, await rollerBlindValues(t.app));
    const shopper = await v.get(productPath);
    expect(shopper.headers["set-cookie"]).toBeUndefined();
    expect(shopper.body).toBe(stranger.body);
    expect(shopper.headers.etag).toBe(stranger.headers.etag);
  });

  it("answers 304 without a body to a matching If-None-Match, and the page again when it differs", async () => {
    const first = await get("/voorwaarden");
    const tag = String(first.headers.etag);
    const again = await get("/voorwaarden", { "if-none-match": tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(tag);
    const other = await get("/voorwaarden", { "if-none-match": '"iets-anders"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it("answers 304 also when the shop keeps no pages (PAGE_CACHE_MB=0)", async () => {
    const uncached = await createTestApp({ PAGE_CACHE_MB: "0" });
    try {
      const first = await uncached.app.inject({ method: "GET", url: productPath });
      expect(first.headers["x-page-cache"]).toBe("miss");
      const second = await uncached.app.inject({
        method: "GET",
        url: productPath,
        headers: { "if-none-match": String(first.headers.etag) },
      });
      expect(second.statusCode).toBe(304);
      expect(second.headers["x-page-cache"]).toBe("miss");
    } finally {
      await uncached.close();
    }
  });

  it("is served from the page cache the second time, with the same bytes, for GET and HEAD", async () => {
    const first = await get("/klantenservice/laten-monteren");
    const second = await get("/klantenservice/laten-monteren");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    const head = await t.app.inject({
      method: "HEAD",
      url: "/klantenservice/laten-monteren",
      headers: { host: "localhost" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body).toBe("");
  });

  it("is one entry whatever the order of the query or the tracking parameters", async () => {
    const colour = rollerBlind.variantColours[1] ?? "";
    await get(`${productPath}?kleur=${colour}&a=1`);
    const reordered = await get(`${productPath}?utm_source=nieuwsbrief&a=1&kleur=${colour}&gclid=xyz`);
    expect(reordered.headers["x-page-cache"]).toBe("hit");
    expect(reordered.body).not.toContain("nieuwsbrief");
  });

  it("comes compressed once per encoding, with an ETag of its own that still answers 304", async () => {
    const br = await get("/", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.headers.etag).toMatch(/-br"$/);
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const revalidated = await get("/", { "if-none-match": String(br.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it("keeps the single-fetch data of a public route public as well", async () => {
    const res = await get(`${productPath}.data?_routes=routes%2Fcatalog-page`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("the 404 page", () => {
  it("may be kept briefly, never as long as a page", async () => {
    const res = await get("/dit-bestaat-niet");
    expect(res.statusCode).toBe(404);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10");
  });
});

describe("a private page", () => {
  it("the cart page and the checkout say private, no-store and show the visitor's own cart", async () => {
    const { v } = await visitorWithRollerBlind(t.app, await rollerBlindValues(t.app));
    const cart = await v.get("/checkout");
    expect(cart.headers["cache-control"]).toBe("private, no-store");
    expect(cart.headers.etag).toBeUndefined();
    expect(cart.body).toContain(rollerBlind.name);
    const details = await v.get("/checkout/gegevens");
    expect(details.headers["cache-control"]).toBe("private, no-store");
  });

  it("the API's answers about the visitor say private, no-store", async () => {
    for (const url of ["/api/header/headerData", "/api/cart", "/api/swatches/get"]) {
      expect((await get(url)).headers["cache-control"]).toBe("private, no-store");
    }
  });
});

describe("the session and the counts cookie", () => {
  it("a page starts no session; the first cart write does, and keeps the counts cookie true", async () => {
    const v = new TestVisitor(t.app);
    await v.get("/");
    expect(v.cookie).toBe("");
    const values = await rollerBlindValues(t.app);
    const added = await v.post("/api/cart/add", {
      conf_id: rollerBlindDef.conf_id,
      entity_id: rollerBlind.id,
      values,
    });
    expect(added.statusCode).toBe(200);
    const session = added.cookies.find((c) => c.name === "rw_sid");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const counts = added.cookies.find((c) => c.name === "rw_counts");
    expect(counts).toMatchObject({ value: "1.0", path: "/", sameSite: "Lax" });
    expect(counts?.httpOnly).toBeFalsy();
    const header = await t.app.inject({
      method: "GET",
      url: "/api/header/headerData",
      cookies: { rw_sid: session?.value ?? "", rw_counts: "0.0" },
    });
    expect(header.json().cart.count).toBe(1);
    // A stale cookie is put right by the next answer that knows better.
    expect(header.cookies.find((c) => c.name === "rw_counts")?.value).toBe("1.0");
  });

  it("a visitor who stored nothing gets no cookie from reading the header data", async () => {
    const res = await get("/api/header/headerData");
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("what the page cache never keeps", () => {
  it("a server error: the next request renders the page again", async () => {
    const path = `/${catalogue.products[2]?.urlPath}`;
    const spy = vi.spyOn(t.services.catalog, "product").mockImplementationOnce(() => {
      throw new Error("kapotte catalogus");
    });
    const broken = await get(path);
    spy.mockRestore();
    expect(broken.statusCode).toBe(500);
    expect(broken.headers["cache-control"]).toBe("private, no-store");
    const next = await get(path);
    expect(next.statusCode).toBe(200);
    expect(next.headers["x-page-cache"]).toBe("miss");
  });

  it("a page that sets a cookie (the development store switch): private, and rendered every time", async () => {
    const first = await get("/voorwaarden?store=be");
    expect(first.headers["set-cookie"]).toBeDefined();
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const second = await get("/voorwaarden?store=be");
    expect(second.headers["x-page-cache"]).not.toBe("hit");
    expect(second.headers["set-cookie"]).toBeDefined();
  });
});

describe("a catalogue change", () => {
  it("gives fresh HTML at once: the kept page is not served any more", async () => {
    const path = `/${catalogue.products[3]?.urlPath}`;
    await get(path);
    expect((await get(path)).headers["x-page-cache"]).toBe("hit");
    const db = t.services.database.db;
    const id = catalogue.products[3]?.id ?? 0;
    await db.transaction(async (tx) => {
      await tx.update(products).set({ name: "Hernoemd rolgordijn" }).where(eq(products.id, id));
      await tx.update(catalogVersion).set({ version: sql`${catalogVersion.version} + 1` });
    });
    await t.services.catalog.load();
    const fresh = await get(path);
    expect(fresh.headers["x-page-cache"]).toBe("miss");
    expect(fresh.body).toContain("Hernoemd rolgordijn");
  });
});
