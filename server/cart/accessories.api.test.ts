// Accessories sold on their own through the real app: cart/addAccessory priced from the accessories table, the
// 1-to-10 limit, unknown ids, a row beside a configured product, and an accessory-only cart through checkout to a
// paid order with its invoice (PDF and UBL), order mail, production queue and the staff's order detail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessories } from "../../catalog/configurations/accessories.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { productionDayOf } from "../../domain/production/production-day.ts";
import { stores } from "../../domain/store.ts";
import {
  ACCESSORY_QUANTITY_INVALID,
  ACCESSORY_UNKNOWN,
  CART_QUANTITY_INVALID,
} from "../../domain/validation/messages.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { pdfText } from "../../tests/helpers/pdf-text.ts";
import { staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { invoices } from "../invoices/invoices.schema.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { orders } from "../orders/orders.schema.ts";
import { cartItems } from "./cart.schema.ts";

let t: TestApp;
let values: ConfValues;
const remote = accessories[0];
const cleaner = accessories.find((a) => a.icon === "reinigingsset") ?? accessories[1];
if (!remote || !cleaner) throw new Error("no accessories in the seed");

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe("POST /api/cart/addAccessory", () => {
  it("adds an accessory alone at the accessories table's price, ignoring a price the browser sends", async () => {
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/cart/addAccessory", {
      entity_id: remote.id,
      count: 2,
      price: 1,
      product_name: "Gratis",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { cart, addedItem } = res.json();
    expect(addedItem.item).toMatchObject({
      type: "accessory",
      entity_id: remote.id,
      conf_id: 0,
      product_name: remote.name,
      price: remote.priceCents,
      subtotal: remote.priceCents * 2,
      count: 2,
      mount_cost: null,
      discount: 0,
      image_thumbnail: `/media/accessoire/${remote.icon}.svg`,
    });
    expect(addedItem.item.delivery_time).toContain("uit voorraad");
    expect(addedItem.item.expected_delivery).toMatch(/^Verwacht in huis: /);
    expect(cart.count).toBe(2);
    expect(cart.subtotal).toBe(remote.priceCents * 2);
    // Alone, an accessory is sent (or picked up); we do not mount it.
    expect(cart.can_mount).toBe(false);
    expect(cart.delivery_label).toBe("Verzenden");
    expect(cart.total).toBe(cart.subtotal + cart.shipping_amount);
    // The header's count follows.
    const header = (await v.get("/api/header/headerData")).json();
    expect(header.cart.count).toBe(2);
  });

  it("adds the same accessory to its row, up to 10, and says so in Dutch past it", async () => {
    const v = new TestVisitor(t.app);
    expect((await v.post("/api/cart/addAccessory", { entity_id: remote.id, count: 6 })).statusCode).toBe(200);
    const again = await v.post("/api/cart/addAccessory", { entity_id: remote.id, count: 4 });
    expect(again.statusCode).toBe(200);
    expect(Object.values(again.json().cart.items)).toHaveLength(1);
    expect(again.json().addedItem.item.count).toBe(10);
    const over = await v.post("/api/cart/addAccessory", { entity_id: remote.id });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.count).toBe(ACCESSORY_QUANTITY_INVALID);
  });

  it("refuses a count outside 1..10 with the Dutch message", async () => {
    const v = new TestVisitor(t.app);
    for (const count of [0, 11, -1, 1.5, "veel"]) {
      const res = await v.post("/api/cart/addAccessory", { entity_id: remote.id, count });
      expect(res.statusCode, String(count)).toBe(400);
      expect(res.json().errors.count).toBe(ACCESSORY_QUANTITY_INVALID);
    }
  });

  it("answers an unknown or malformed accessory id with a Dutch 4xx, and a product id is no accessory", async () => {
    const v = new TestVisitor(t.app);
    const unknown = await v.post("/api/cart/addAccessory", { entity_id: 9999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.entity_id).toBe(ACCESSORY_UNKNOWN);
    const product = await v.post("/api/cart/addAccessory", { entity_id: rollerBlind.id });
    expect(product.statusCode).toBe(404);
    const malformed = await v.post("/api/cart/addAccessory", { entity_id: "afstandsbediening" });
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().errors.entity_id).toBe("string");
  });
});

describe("the product page's 'Past goed bij' without JavaScript", () => {
  /** A product page whose 'Past goed bij' offers accessories, and the first of them. */
  function pageWithAccessories() {
    const snapshot = t.services.catalog.snapshot;
    for (const product of snapshot.products) {
      const def = product.conf_id === null ? undefined : snapshot.configurations.get(product.conf_id);
      const options = (def?.groups ?? []).flatMap((g) => g.options);
      const first = options.flatMap((o) => o.products ?? [])[0]?.product;
      if (first) return { path: `/${product.url_path}`, accessory: first };
    }
    throw new Error("no product offers accessories");
  }
  const post = (v: TestVisitor, path: string, body: Record<string, string>, headers = {}) =>
    v.call("POST", path, new URLSearchParams(body).toString(), {
      headers: {
        host: "localhost",
        ...(v.cookie ? { cookie: v.cookie } : {}),
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
      },
    });

  it("shows each accessory with a count and 'Toevoegen aan winkelwagen' in a form that posts", async () => {
    const { path, accessory } = pageWithAccessories();
    const html = (await new TestVisitor(t.app).get(path)).body;
    expect(html).toContain('name="intent" value="accessoire-toevoegen"');
    expect(html).toContain(`name="entity_id" value="${accessory.entity_id}"`);
    expect(html).toMatch(/<form class="accessory-add" method="post">/);
    expect(html).toContain("Toevoegen aan winkelwagen");
  });

  it("adds the accessory from a form post and goes to the cart", async () => {
    const { path, accessory } = pageWithAccessories();
    const v = new TestVisitor(t.app);
    const res = await post(v, path, {
      intent: "accessoire-toevoegen",
      entity_id: String(accessory.entity_id),
      count: "3",
      price: "1",
    });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe("/checkout");
    const cart = (await v.get("/api/cart")).json().cart;
    expect(Object.values(cart.items)).toMatchObject([
      { type: "accessory", entity_id: accessory.entity_id, count: 3, price: accessory.price },
    ]);
  });

  it("answers a refused post with the Dutch message on the page, and refuses another site's form", async () => {
    const { path } = pageWithAccessories();
    const v = new TestVisitor(t.app);
    const unknown = await post(v, path, { intent: "accessoire-toevoegen", entity_id: "9999", count: "1" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(ACCESSORY_UNKNOWN.replace(/'/g, "&#x27;").split(";")[0]);
    const { accessory } = pageWithAccessories();
    const tooMany = await post(v, path, {
      intent: "accessoire-toevoegen",
      entity_id: String(accessory.entity_id),
      count: "11",
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(ACCESSORY_QUANTITY_INVALID);
    const crossSite = await post(
      v,
      path,
      { intent: "accessoire-toevoegen", entity_id: String(accessory.entity_id), count: "1" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await v.get("/api/cart")).json().cart.count).toBe(0);
  });
});

describe("an accessory row in the cart", () => {
  it("changes its count within 1..10, cannot be configured, and is removed and put back", async () => {
    const v = new TestVisitor(t.app);
    const key = (await v.post("/api/cart/addAccessory", { entity_id: cleaner.id })).json().addedItem.item.key;
    const three = await v.post("/api/cart/update", { rowid: key, count: 3 });
    expect(three.statusCode).toBe(200);
    expect(three.json().cart.items[key]).toMatchObject({ count: 3, subtotal: cleaner.priceCents * 3 });
    const tooMany = await v.post("/api/cart/update", { rowid: key, count: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.count).toBe(ACCESSORY_QUANTITY_INVALID);
    const way = await v.post("/api/cart/update", { rowid: key, count: 100 });
    expect(way.json().errors.count).toBe(CART_QUANTITY_INVALID);
    const configured = await v.post("/api/cart/update", { rowid: key, count: 1, values: { "1": "x" } });
    expect(configured.statusCode).toBe(400);
    const room = await v.post("/api/cart/room", { rowid: key, room: "Keuken" });
    expect(room.statusCode).toBe(400);

    const removed = await v.delete(`/api/cart/delete?rowid=${key}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().cart.count).toBe(0);
    expect(removed.json().removed).toMatchObject({ accessory: true, entity_id: cleaner.id, count: 3 });
    const back = await v.post("/api/cart/addAccessory", {
      entity_id: removed.json().removed.entity_id,
      count: removed.json().removed.count,
    });
    expect(back.json().cart.count).toBe(3);
  });

  it("sits beside a configured product: the mount service counts only the product, a voucher the whole cart", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values });
    const cart = (await v.post("/api/cart/addAccessory", { entity_id: remote.id })).json().cart;
    expect(cart.count).toBe(2);
    expect(cart.can_mount).toBe(true);
    const mounted = (await v.post("/api/cart/setServiceType", { service_type: "mount" })).json().cart;
    const product = Object.values(mounted.items).find((i) => (i as { type: string }).type === "product") as {
      mount_cost: number;
    };
    expect(mounted.mount_total).toBe(product.mount_cost);
  });

  it("keeps an accessory in a saved cart and restores it", async () => {
    const v = new TestVisitor(t.app);
    const key = (await v.post("/api/cart/addAccessory", { entity_id: remote.id, count: 2 })).json().addedItem
      .item.key;
    const [row] = await t.services.database.db
      .select({ sessionId: cartItems.sessionId })
      .from(cartItems)
      .where(eq(cartItems.key, key));
    const token = await t.services.cart.transfer(row?.sessionId ?? "", stores.NL);
    if (!token) throw new Error("no saved cart");
    expect(await t.services.cart.savedCart(token)).toEqual({
      status: "ok",
      items: [{ name: remote.name, count: 2 }],
    });
    const other = new TestVisitor(t.app);
    const opened = await other.get(`/winkelwagen/herstellen/${token}`);
    expect(opened.statusCode).toBeLessThan(500);
    const restored = await t.services.cart.restore(token, row?.sessionId ?? "", stores.NL);
    if (typeof restored === "string") throw new Error(restored);
    // Restored into the same cart: the row's count grows, capped at 10 per accessory row.
    expect(Object.values(restored.items)).toMatchObject([
      { type: "accessory", entity_id: remote.id, count: 4 },
    ]);
  });
});

describe("an accessory-only cart through checkout", () => {
  it("is placed, paid in the sandbox and invoiced at 21% with the accessory's own line", async () => {
    const v = new TestVisitor(t.app);
    const added = (await v.post("/api/cart/addAccessory", { entity_id: remote.id, count: 2 })).json().cart;
    expect(
      (await v.post("/api/checkout/gegevens", { default: { type: "private" }, factuur: nlAddress }))
        .statusCode,
    ).toBe(200);
    const data = (await v.get("/api/checkout/payment-data")).json();
    const ideal = data.paymentMethods.find((m: { type: string }) => m.type === "ideal");
    expect(
      (await v.post("/api/checkout/betalen", { brandCode: "ideal", issuerId: ideal.issuers[0].id }))
        .statusCode,
    ).toBe(200);
    const placed = await placeOrder(v, data.csrf_token);
    expect(placed.statusCode, placed.body).toBe(200);
    const { order, paymentLink } = placed.json();
    const result = await payInSandbox(t.services, paymentLink, "Authorised");
    expect(result.kind).toBe("done");

    const db = t.services.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.number, order.number));
    if (!row) throw new Error("no order");
    expect(row.status).toBe("paid");
    expect(row.totalCents).toBe(added.total);
    expect(added.total).toBe(remote.priceCents * 2 + added.shipping_amount);

    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, row.id));
    if (!invoice) throw new Error("no invoice");
    expect(invoice.totalInclCents).toBe(added.total);
    const lines = invoice.document.lines;
    expect(lines[0]).toMatchObject({ description: remote.name, quantity: 2 });
    expect(lines[0]?.vat).toMatchObject({ rate: 21 });
    expect(invoice.vatCents).toBe(Math.round(added.total - added.total / 1.21));

    const pdf = await t.app.inject({ method: "GET", url: `/api/invoices/${invoice.downloadToken}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(remote.name);

    // The confirmation mail names the accessory.
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.orderNumber, order.number));
    const confirmation = mails.find((m) => m.subject === `Bedankt voor je bestelling ${order.number}`);
    expect(confirmation?.text).toContain(remote.name);
    // Nothing is made to measure in an order of only accessories.
    expect(confirmation?.text).toContain("We pakken je bestelling nu in");
    expect(confirmation?.text).not.toContain("We maken je producten nu op maat");

    // The staff's order page and the production queue take it without a configuration.
    const owner = await staffClient(t);
    const detail = await owner.get(`/api/beheer/orders/${order.number}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain(remote.name);
    const released = await owner.post(`/api/beheer/orders/${order.number}/status`, { to: "vrijgegeven" });
    expect(released.statusCode, released.body).toBe(200);
    const queue = await owner.get(`/api/beheer/production/queue?day=${productionDayOf(new Date())}`);
    expect(queue.statusCode, queue.body).toBe(200);
    // Nothing to cut: the order is planned, its accessories are picked from stock, no row is cut.
    const rows = queue.json().families.flatMap((f: { rows: { orderNumber: string }[] }) => f.rows);
    expect(rows.filter((r: { orderNumber: string }) => r.orderNumber === order.number)).toEqual([]);
    const werkbon = await owner.get(`/api/beheer/production/orders/${order.number}/werkbon.pdf`);
    expect(werkbon.statusCode, werkbon.body).toBe(200);
    const werkbonText = pdfText(werkbon.rawPayload);
    expect(werkbonText).toContain("Uit voorraad (pakken, niet snijden)");
    expect(werkbonText).toContain(`2 × ${remote.name} (${remote.sku})`);
    const labels = await owner.get(`/api/beheer/production/orders/${order.number}/labels.pdf`);
    expect(labels.statusCode, labels.body).toBeLessThan(500);
    const cutList = await owner.get("/api/beheer/production/cut-list.pdf");
    expect(cutList.statusCode, cutList.body).toBeLessThan(500);

    // The cart is empty after payment.
    expect((await v.get("/api/cart")).json().cart.count).toBe(0);
  });
});
