// Quote requests through the real app: one product and the whole cart, priced by the server, stored with a
// number and mailed with a PDF to the visitor and the shop; bad addresses, tampered prices, unknown conf_id.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor, validValues } from "../../tests/helpers/visitor.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { quotes } from "./quotes.schema.ts";

let t: TestApp;
const roof = catalogue.products.find((p) => p.quoteOnly);
const blind = catalogue.products.find((p) => p.kind === "rolgordijn");
if (!roof || !blind) throw new Error("catalogue changed");
const roofDef = configurationFor(roof, catalogue);
const blindDef = configurationFor(blind, catalogue);
let roofValues: ConfValues;
let blindValues: ConfValues;

const address = {
  prefix: "Dhr",
  firstname: "Pieter",
  lastname: "Bakker",
  zipcode: "3274 LB",
  housenumber: "3",
  street: "Sluisjesdijk",
  city: "Heinenoord",
  email: "pieter@example.nl",
  telephone: "0612345678",
};

async function valuesFor(def: typeof roofDef, width: number, height: number) {
  const dims = dimensionOptions(def);
  return validValues(t.app, def, {
    widthId: dims.width?.id ?? 0,
    heightId: dims.height?.id ?? 0,
    width: Math.max(width, dims.width?.min_value ?? 0),
    height: Math.max(height, dims.height?.min_value ?? 0),
  });
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAIL: "1000" });
  roofValues = await valuesFor(roofDef, 400, 300);
  blindValues = await valuesFor(blindDef, 120, 150);
});
afterAll(async () => {
  await t?.close();
});

async function serverPrice(def: typeof roofDef, values: ConfValues): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/configurator/calc-price",
    payload: { conf_id: def.conf_id, prod_id: def.prod_id, values },
  });
  return res.json().price;
}

describe("POST /api/product/estimate", () => {
  it("stores a quote for the terrace roof with the server's price and mails it with a PDF", async () => {
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/product/estimate", {
      ...address,
      country: "NL",
      note: "Graag ook advies over verlichting",
      entity_id: roof.id,
      conf_id: roofDef.conf_id,
      product_name: "Goedkoop dak",
      options: roofValues,
      price_advice: 1,
      price_discount: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.number).toMatch(/^OF-\d{4}-\d{6}$/);
    expect(body.price_discount).toBe(await serverPrice(roofDef, roofValues));
    const [quote] = await t.services.database.db.select().from(quotes).where(eq(quotes.number, body.number));
    expect(quote?.totalCents).toBeGreaterThan(100_000);
    expect(Object.values(quote?.cart.items ?? {})[0]?.product_name).toBe(roof.name);
    await t.services.mail.deliverDue();
    const mails = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "quote"));
    const mine = mails.find((m) => m.subject.includes(body.number));
    expect(mine?.toAddress).toBe("pieter@example.nl");
    expect(mine?.text).toContain("Graag ook advies over verlichting");
    const pdf = Buffer.from(mine?.attachments?.[0]?.base64 ?? "", "base64").toString("latin1");
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf).toContain(body.number);
    const shop = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "quote-shop"));
    expect(shop.some((m) => m.subject === `Nieuwe offerteaanvraag ${body.number}`)).toBe(true);
  });

  it("answers the address messages and an unknown configuration, and stores nothing", async () => {
    const v = new TestVisitor(t.app);
    const before = (await t.services.database.db.select().from(quotes)).length;
    const bad = await v.post("/api/product/estimate", {
      ...address,
      zipcode: "",
      email: "pieter@",
      entity_id: roof.id,
      conf_id: roofDef.conf_id,
      options: roofValues,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      zipcode: "Postcode is verplicht",
      email: "Vul een geldig e-mailadres in",
    });
    const unknown = await v.post("/api/product/estimate", {
      ...address,
      entity_id: roof.id,
      conf_id: 999999,
      options: roofValues,
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await v.post("/api/product/estimate", {
      ...address,
      entity_id: roof.id,
      conf_id: roofDef.conf_id,
      options: blindValues,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await t.services.database.db.select().from(quotes)).length).toBe(before);
  });
});

describe("a quote for the lamellendak", () => {
  it("names that product in the stored quote and the mail, not the collection named like the other roof", async () => {
    const lamellen = catalogue.products.find((p) => p.quoteOnly && p.id !== roof.id);
    if (!lamellen) throw new Error("catalogue changed");
    const def = configurationFor(lamellen, catalogue);
    const res = await new TestVisitor(t.app).post("/api/product/estimate", {
      ...address,
      entity_id: lamellen.id,
      conf_id: def.conf_id,
      options: await valuesFor(def, 400, 300),
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.services.mail.deliverDue();
    const mails = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "quote"));
    const text = mails.find((m) => m.subject.includes(res.json().number))?.text ?? "";
    expect(text).toContain(lamellen.name);
    expect(text).not.toContain(roof.name);
  });
});

describe("POST /api/cart/createEstimate", () => {
  it("quotes the whole cart with its choices, the note under 'notitie'", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", {
      conf_id: blindDef.conf_id,
      entity_id: blind.id,
      values: blindValues,
      count: 2,
    });
    await v.post("/api/cart/setServiceType", { service_type: "mount" });
    const cart = (await v.get("/api/cart")).json().cart;
    const res = await v.post("/api/cart/createEstimate", {
      customer: { ...address, notitie: "Bel me na 17 uur" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(true);
    const [quote] = await t.services.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.number, res.json().number));
    expect(quote?.totalCents).toBe(cart.total);
    expect(quote?.note).toBe("Bel me na 17 uur");
    expect(quote?.cart.service_type).toBe("mount");
    // The price's lines travel with the priced cart into the quote and its mail (and the PDF, see pdf.test.ts).
    const row = Object.values(quote?.cart.items ?? {}).find((item) => item.type === "product");
    const base = row?.price_lines?.[0]?.label ?? "";
    expect(base).toMatch(/^Basisprijs \d+ × \d+ cm \(staffel t\/m \d+ × \d+ cm\)$/);
    expect(row?.price_lines?.at(-1)?.cents).toBe(row?.price);
    await t.services.mail.deliverDue();
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Je offerteaanvraag ${res.json().number} bij Raamwerk`));
    expect(mail?.text).toContain("Prijsopbouw per stuk:");
    expect(mail?.text).toContain(base);
  });

  it("refuses an empty cart and a bad address with Dutch messages", async () => {
    const v = new TestVisitor(t.app);
    const empty = await v.post("/api/cart/createEstimate", { customer: address });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.cart).toMatch(/winkelwagen is leeg/);
    await v.post("/api/cart/add", { conf_id: blindDef.conf_id, entity_id: blind.id, values: blindValues });
    const bad = await v.post("/api/cart/createEstimate", { customer: { ...address, telephone: "06" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors["customer.telephone"]).toBe("Vul een geldig telefoonnummer in");
  });
});

describe("rate limit", () => {
  it("allows only a few quote requests a minute from one client", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAIL: "1" });
    try {
      const v = new TestVisitor(limited.app);
      const body = { ...address, entity_id: roof.id, conf_id: roofDef.conf_id, options: roofValues };
      expect((await v.post("/api/product/estimate", body)).statusCode).toBe(200);
      expect((await v.post("/api/product/estimate", body)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
