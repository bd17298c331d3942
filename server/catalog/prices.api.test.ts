// Prices and products in the back office: a price table uploaded as CSV (one bad cell: a Dutch report and nothing
// changed; a good one: the configurator and open carts price with it at once), surcharges, the discount, and a
// product switched off (no page, no listing, no sitemap entry, no cart, no price).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { applyPercent } from "../../domain/money.ts";
import { matrixToCsv } from "../../domain/shop-settings/price-csv.ts";
import {
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";

let t: TestApp;
let owner: StaffClient;
let values: ConfValues;
const slug = rollerBlind.urlPath;

interface Matrix {
  group: string;
  widths: number[];
  heights: number[];
  cents: number[][];
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function prices() {
  const res = await owner.get(`/api/beheer/prices/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.json().product as {
    matrices: Matrix[];
    surcharges: { valueId: number; surcharge: { kind: string; cents?: number } }[];
    fromPriceCents: number;
    discountPercent: number;
    active: boolean;
  };
}

const calcPrice = () =>
  new TestVisitor(t.app).post("/api/configurator/calc-price", {
    conf_id: rollerBlindDef.conf_id,
    prod_id: rollerBlind.id,
    values,
  });

const card = async () =>
  (await new TestVisitor(t.app).get(`/api/catalog/products/${rollerBlind.id}`)).json().product;

describe("price tables", () => {
  it("lists every product with its slug, discount and 'vanaf' price", async () => {
    const res = await owner.get("/api/beheer/prices");
    expect(res.statusCode).toBe(200);
    const listed = res.json().products.find((p: { slug: string }) => p.slug === slug);
    expect(listed).toMatchObject({
      name: rollerBlind.name,
      active: true,
      fromPriceCents: rollerBlind.fromPriceCents,
    });
    expect((await owner.get("/api/beheer/prices/bestaat-niet")).statusCode).toBe(404);
  });

  it("refuses a CSV with one bad cell, says where, and changes nothing", async () => {
    const before = await prices();
    const priceBefore = (await calcPrice()).json();
    const matrix = before.matrices[0] as Matrix;
    const lines = matrixToCsv(matrix).split("\r\n");
    // Row 3 of the file is the second height; its second cell is the second width.
    const cells = (lines[2] as string).split(";");
    cells[2] = "abc";
    lines[2] = cells.join(";");
    const res = await owner.put(`/api/beheer/prices/${slug}/matrices/${matrix.group}`, {
      csv: lines.join("\n"),
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.csv).toMatch(/^Er is niets veranderd/);
    expect(errors["csv.1"]).toBe(`Rij 3, kolom ${matrix.widths[1]}: "abc" is geen bedrag.`);
    expect(await prices()).toEqual(before);
    expect((await calcPrice()).json()).toEqual(priceBefore);
  });

  it("publishes a good CSV: the configurator, the card and an open cart price with it at once", async () => {
    const before = await prices();
    const priceBefore = (await calcPrice()).json();
    const { v: shopper, cart: cartBefore } = await visitorWithRollerBlind(t.app, values);

    for (const matrix of before.matrices) {
      // Every cell € 10 more, written with a decimal comma as a spreadsheet would.
      const csv = matrixToCsv({ ...matrix, cents: matrix.cents.map((row) => row.map((c) => c + 1000)) });
      const res = await owner.put(`/api/beheer/prices/${slug}/matrices/${matrix.group}`, { csv });
      expect(res.statusCode, matrix.group).toBe(200);
    }
    const after = await prices();
    expect(after.matrices[0]?.cents[0]?.[0]).toBe((before.matrices[0]?.cents[0]?.[0] ?? 0) + 1000);
    expect(after.fromPriceCents).toBe(before.fromPriceCents + 1000);

    const priceAfter = (await calcPrice()).json();
    expect(priceAfter.conf_price).toBe(priceBefore.conf_price + 1000);
    expect(priceAfter.price).toBeGreaterThan(priceBefore.price);
    expect((await card()).price).toBe(before.fromPriceCents + 1000);

    const cartAfter = (await shopper.get("/api/cart")).json().cart;
    expect(cartAfter.subtotal).toBeGreaterThan(cartBefore.subtotal);

    const [entry] = (await owner.get(`/api/beheer/audit?zoek=${slug}`)).json().entries;
    expect(entry.action).toBe("price.matrix");
    expect(entry.after.fromPriceCents).toBe(before.fromPriceCents + 1000);
  });

  it("changes a surcharge and the product's discount", async () => {
    const before = await prices();
    const fixed = before.surcharges.find((s) => s.surcharge.kind === "fixed");
    if (!fixed) throw new Error("the roller blind has no fixed surcharge");
    const res = await owner.put(`/api/beheer/prices/${slug}/surcharges`, {
      surcharges: [{ valueId: fixed.valueId, amount: 4321 }],
    });
    expect(res.statusCode).toBe(200);
    expect((await prices()).surcharges.find((s) => s.valueId === fixed.valueId)?.surcharge.cents).toBe(4321);
    const unknown = await owner.put(`/api/beheer/prices/${slug}/surcharges`, {
      surcharges: [{ valueId: 1, amount: 100 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors["surcharges.0.valueId"]).toMatch(/geen toeslag/);

    const discounted = await owner.patch(`/api/beheer/prices/${slug}`, { discountPercent: 30 });
    expect(discounted.statusCode).toBe(200);
    const price = (await calcPrice()).json();
    expect(price.discount_price).toBe(applyPercent(price.conf_price, 30));
    expect((await card()).discount).toBe(30);
    const tooMuch = await owner.patch(`/api/beheer/prices/${slug}`, { discountPercent: 95 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.discountPercent).toMatch(/tussen 0 en 90/);
  });
});

describe("a product switched off", () => {
  it("has no page, leaves its category and the sitemap, cannot be added or priced; and comes back", async () => {
    const category = rollerBlind.category;
    const listed = async () =>
      (await new TestVisitor(t.app).get(`/api/catalog/categories/${category}`))
        .json()
        .products.some((p: { url_path: string }) => p.url_path === slug);
    const inSitemap = async () =>
      (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body.includes(`/${slug}<`);
    const page = async () => (await t.app.inject({ method: "GET", url: `/${slug}` })).statusCode;
    expect([await listed(), await inSitemap(), await page()]).toEqual([true, true, 200]);

    const shopper = new TestVisitor(t.app);
    const add = () =>
      shopper.post("/api/cart/add", { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values });
    expect((await add()).statusCode).toBe(200);

    const off = await owner.patch(`/api/beheer/prices/${slug}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().product.active).toBe(false);
    expect([await listed(), await inSitemap(), await page()]).toEqual([false, false, 404]);
    const refused = await add();
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors.entity_id).toBe("Dit product is niet meer te koop.");
    const priced = await calcPrice();
    expect(priced.statusCode).toBe(404);
    expect(priced.json().errors.prod_id).toBe("Dit product is niet meer te koop.");
    // The open cart no longer sells it either.
    expect((await shopper.get("/api/cart")).json().cart.count).toBe(0);
    // The owner still sees and edits it.
    expect((await prices()).active).toBe(false);

    expect((await owner.patch(`/api/beheer/prices/${slug}`, { active: true })).statusCode).toBe(200);
    expect([await listed(), await inSitemap(), await page()]).toEqual([true, true, 200]);
    expect((await add()).statusCode).toBe(200);
    const actions = (await owner.get(`/api/beheer/audit?zoek=${slug}`))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(["product.activate", "product.deactivate"]);
  });
});
