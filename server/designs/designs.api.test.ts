// Saved designs through the real app (docs/designs.md): saving prices on the server, opening by code on any
// device, a changed price, expiry after a year unopened, unknown codes, bad input, rate limits, no listing,
// sharing by mail and as a QR code, and the address table the configurator writes its values with.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeDesign } from "../../domain/configurator/design-url.ts";
import { formatPrice } from "../../domain/money.ts";
import { rollerBlind, rollerBlindDef, rollerBlindValues } from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { DESIGN_NOT_FOUND } from "./designs.routes.ts";
import { savedDesigns } from "./designs.schema.ts";
import { CODE_PATTERN, DESIGN_LIFETIME_MS } from "./designs.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DESIGNS: "6" });
});
afterAll(async () => {
  await t?.close();
});

let ip = 0;
/** Each test from its own address, so the rate limit counts only what a test means it to. */
function post(url: string, payload: unknown, remoteAddress = `10.60.0.${++ip}`) {
  return t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress });
}

async function saved() {
  const values = await rollerBlindValues(t.app);
  const res = await post("/api/designs/save", {
    conf_id: rollerBlindDef.conf_id,
    prod_id: rollerBlind.id,
    values,
  });
  expect(res.statusCode).toBe(200);
  return { values, answer: res.json() as { code: string; url: string; price: number } };
}

describe("saving a design", () => {
  it("keeps it under an unguessable code with the server's price, never the browser's", async () => {
    const values = await rollerBlindValues(t.app);
    const price = await post("/api/configurator/calc-price", {
      conf_id: rollerBlindDef.conf_id,
      prod_id: rollerBlind.id,
      values,
    });
    const res = await post("/api/designs/save", {
      conf_id: rollerBlindDef.conf_id,
      prod_id: rollerBlind.id,
      values,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.code).toMatch(CODE_PATTERN);
    expect(answer.url).toBe(
      `http://localhost:3000/ontwerp/${answer.code}`.replace(":3000", answer.url.match(/:\d+/)?.[0] ?? ""),
    );
    expect(answer.price).toBe(price.json().price);
    const [row] = await t.services.database.db
      .select()
      .from(savedDesigns)
      .where(eq(savedDesigns.code, answer.code));
    expect(row?.priceCents).toBe(answer.price);
    // A second save of the same values is another design with another code.
    const again = await post("/api/designs/save", {
      conf_id: rollerBlindDef.conf_id,
      prod_id: rollerBlind.id,
      values,
    });
    expect(again.json().code).not.toBe(answer.code);
  });

  it("refuses a price from the browser and bad input with Dutch messages", async () => {
    const values = await rollerBlindValues(t.app);
    const withPrice = await post("/api/designs/save", {
      conf_id: rollerBlindDef.conf_id,
      prod_id: rollerBlind.id,
      values,
      price: 1,
    });
    expect(withPrice.statusCode).toBe(400);
    const noConf = await post("/api/designs/save", { prod_id: rollerBlind.id, values });
    expect(noConf.statusCode).toBe(400);
    expect(noConf.json().errors.conf_id).toBe("Configuratienummer moet een nummer zijn");
    const incomplete = await post("/api/designs/save", {
      conf_id: rollerBlindDef.conf_id,
      prod_id: rollerBlind.id,
      values: {},
    });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json().errors).some((k) => k.startsWith("values."))).toBe(true);
    const unknown = await post("/api/designs/save", { conf_id: 987654, prod_id: rollerBlind.id, values });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.conf_id).toBe("Deze configuratie bestaat niet.");
  });

  it("is limited per visitor with a Dutch 429", async () => {
    const values = await rollerBlindValues(t.app);
    const body = { conf_id: rollerBlindDef.conf_id, prod_id: rollerBlind.id, values };
    const statuses: number[] = [];
    let last = null as null | { errors: Record<string, string> };
    for (let i = 0; i < 7; i++) {
      const res = await post("/api/designs/save", body, "10.61.0.1");
      statuses.push(res.statusCode);
      last = res.json();
    }
    expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
    expect(statuses[6]).toBe(429);
    expect(Object.values(last?.errors ?? {})[0]).toMatch(/Te veel verzoeken/);
    // Another visitor still saves.
    expect((await post("/api/designs/save", body, "10.61.0.2")).statusCode).toBe(200);
  });
});

describe("opening a saved design", () => {
  it("gives the product, the options, the preview and the product page's address with the values", async () => {
    const { answer } = await saved();
    const opened = await t.services.designs.open(answer.code);
    expect(opened?.product.entity_id).toBe(rollerBlind.id);
    expect(opened?.price).toBe(answer.price);
    expect(opened?.savedPrice).toBe(answer.price);
    expect(opened?.summary.length).toBeGreaterThan(3);
    expect(opened?.preview.layers.length).toBeGreaterThan(0);
    const address = new URL(opened?.address ?? "", "http://x");
    expect(address.pathname).toBe(
      `/${t.services.catalog.snapshot.productById.get(rollerBlind.id)?.url_path}`,
    );
    expect(address.hash).toBe("#configureren");
    expect(address.searchParams.get("breedte")).toBe("120");
    // The address decodes to the values the design holds.
    const table = await t.app.inject({
      method: "GET",
      url: `/api/designs/address/${rollerBlindDef.conf_id}`,
    });
    const held = Object.entries(opened?.currentValues ?? {}).filter(
      ([, v]) => v !== null && v !== "" && !(Array.isArray(v) && v.length === 0),
    );
    expect(decodeDesign(table.json(), address.searchParams).values).toEqual(Object.fromEntries(held));
  });

  it("is a private page at /ontwerp/{code} with the options and the price, and a Dutch 404 for an unknown code", async () => {
    const { answer } = await saved();
    const page = await t.app.inject({ method: "GET", url: `/ontwerp/${answer.code}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain(`${rollerBlind.name}: bewaard ontwerp`);
    expect(page.body).toContain("Breedte");
    expect(page.body).toContain("noindex");
    expect(page.body).not.toContain("De prijs is veranderd");
    for (const code of ["AAAAAAAAAAAA", "kort"]) {
      const missing = await t.app.inject({ method: "GET", url: `/ontwerp/${code}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("Deze pagina bestaat niet");
    }
  });

  it("shows the old and the new price when the price changed since", async () => {
    const { answer } = await saved();
    await t.services.database.db
      .update(savedDesigns)
      .set({ priceCents: answer.price - 1250 })
      .where(eq(savedDesigns.code, answer.code));
    const opened = await t.services.designs.open(answer.code);
    expect(opened?.savedPrice).toBe(answer.price - 1250);
    expect(opened?.price).toBe(answer.price);
    const page = await t.app.inject({ method: "GET", url: `/ontwerp/${answer.code}` });
    expect(page.body).toContain("De prijs is veranderd sinds dit ontwerp werd bewaard");
    expect(page.body).toContain(formatPrice(answer.price - 1250));
    expect(page.body).toContain(formatPrice(answer.price));
  });

  it("expires after a year without being opened, and opening keeps it alive", async () => {
    const { answer } = await saved();
    const db = t.services.database.db;
    const longAgo = new Date(Date.now() - DESIGN_LIFETIME_MS + 60_000);
    await db.update(savedDesigns).set({ lastOpenedAt: longAgo }).where(eq(savedDesigns.code, answer.code));
    expect(await t.services.designs.open(answer.code)).not.toBeNull();
    const [row] = await db.select().from(savedDesigns).where(eq(savedDesigns.code, answer.code));
    expect(row && row.lastOpenedAt.getTime() > longAgo.getTime()).toBe(true);

    const tooLong = new Date(Date.now() - DESIGN_LIFETIME_MS - 60_000);
    await db.update(savedDesigns).set({ lastOpenedAt: tooLong }).where(eq(savedDesigns.code, answer.code));
    expect(await t.services.designs.open(answer.code)).toBeNull();
    expect(await db.select().from(savedDesigns).where(eq(savedDesigns.code, answer.code))).toEqual([]);
  });

  it("knows no unknown or malformed code, and has no call that lists designs", async () => {
    expect(await t.services.designs.open("AAAAAAAAAAAA")).toBeNull();
    expect(await t.services.designs.open("../../etc")).toBeNull();
    for (const url of ["/api/designs", "/api/designs/", "/api/designs/list"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("sharing a saved design", () => {
  it("mails the link with the options and the preview as a PNG", async () => {
    const { answer } = await saved();
    const res = await post("/api/designs/share-mail", { code: answer.code, email: "partner@example.nl" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, email: "partner@example.nl" });
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "partner@example.nl"));
    expect(mail?.kind).toBe("design-share");
    expect(mail?.subject).toBe(`Een ontwerp voor ${rollerBlind.name} bij Raamwerk`);
    expect(mail?.text).toContain(`/ontwerp/${answer.code}`);
    expect(mail?.text).toContain("Breedte: 120 cm");
    const attachment = mail?.attachments?.[0];
    expect(attachment?.contentType).toBe("image/png");
    expect(
      Buffer.from(attachment?.base64 ?? "", "base64")
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  });

  it("answers a Dutch 404 for an unknown code and a Dutch 400 for a bad address", async () => {
    const unknown = await post("/api/designs/share-mail", { code: "ZZZZZZZZZZZZ", email: "a@example.nl" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { code: DESIGN_NOT_FOUND } });
    const { answer } = await saved();
    const bad = await post("/api/designs/share-mail", { code: answer.code, email: "geen-adres" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe("Vul een geldig e-mailadres in");
  });

  it("draws the link as a QR code (SVG) for a well-formed code only", async () => {
    const { answer } = await saved();
    const qr = await t.app.inject({ method: "GET", url: `/api/designs/qr/${answer.code}.svg` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg[^>]*>/);
    const bad = await t.app.inject({ method: "GET", url: "/api/designs/qr/kort.svg" });
    expect(bad.statusCode).toBe(404);
  });
});

describe("the address table", () => {
  it("answers a configuration's keys and a Dutch 404 for an unknown one", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/designs/address/${rollerBlindDef.conf_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const keys = res.json().options.map((o: { key: string }) => o.key);
    expect(keys).toEqual(expect.arrayContaining(["breedte", "hoogte", "stof"]));
    const unknown = await t.app.inject({ method: "GET", url: "/api/designs/address/987654" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.conf_id).toBe("Deze configuratie bestaat niet.");
  });
});

describe("a product page with a design in its address", () => {
  it("is the same cached page whatever the values, and another one per colour", async () => {
    const product = t.services.catalog.snapshot.productById.get(rollerBlind.id);
    const path = `/${product?.url_path}`;
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "localhost" } });
    const first = await get(`${path}?breedte=120&hoogte=150`);
    expect(first.statusCode).toBe(200);
    const second = await get(`${path}?breedte=130&stof=taupe`);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    const colour = product?.variants[1]?.code;
    const coloured = await get(`${path}?kleur=${colour}&breedte=130`);
    expect(coloured.headers["x-page-cache"]).toBe("miss");
  });
});
