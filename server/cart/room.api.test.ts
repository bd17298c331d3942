// The room label of a cart row through the real app: given with the configuration in cart/add, changed with
// cart/room and the cart page's form without JavaScript; refused in Dutch beyond 40 characters or with control
// characters, never a change of the price, and carried in the row's options for the order, werkbon and label.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import type { Cart, CartItem } from "../../domain/cart/types.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { allOptions } from "../../domain/configurator/values.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor, validValues } from "../../tests/helpers/visitor.ts";

let t: TestApp;
const product = catalogue.products.find((p) => p.kind === "rolgordijn");
if (!product) throw new Error("no roller blind");
const def = configurationFor(product, catalogue);
const room = allOptions(def).find((o) => o.room);
if (!room) throw new Error("the roller blind asks no room label");
const roomId = String(room.id);
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  const { width, height } = dimensionOptions(def);
  if (!width || !height) throw new Error("no size");
  values = await validValues(t.app, def, { widthId: width.id, heightId: height.id, width: 120, height: 150 });
});
afterAll(async () => {
  await t?.close();
});

const add = (v: TestVisitor, label: unknown) =>
  v.post("/api/cart/add", {
    conf_id: def.conf_id,
    entity_id: def.prod_id,
    values: { ...values, [roomId]: label },
  });

function onlyRow(cart: Cart): CartItem {
  const rows = Object.values(cart.items).filter((i) => i.type === "product");
  expect(rows).toHaveLength(1);
  return rows[0] as CartItem;
}

describe("the room label in the configurator", () => {
  it("answers a label the rule refuses as a message at its field in update, not a refused request", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/configurator/update",
      payload: {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values: { ...values, [roomId]: "r".repeat(41) },
        filter_values: {},
        preview: "combine",
        edit_key: false,
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors).toEqual({ [roomId]: "Ruimte of raam mag maximaal 40 tekens bevatten" });
    expect(body.price ?? null).toBeNull();
    const priced = await t.app.inject({
      method: "POST",
      url: "/api/configurator/calc-price",
      payload: { conf_id: def.conf_id, prod_id: def.prod_id, values: { ...values, [roomId]: "Hal" } },
    });
    expect(priced.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/configurator/calc-price",
      payload: { conf_id: def.conf_id, prod_id: def.prod_id, values: { ...values, [roomId]: "Hal\tboven" } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[`values.${roomId}`]).toBe(
      "Ruimte of raam mag geen tabs, regeleinden of andere stuurtekens bevatten",
    );
  });
});

describe("the room label in the cart", () => {
  it("keeps the label given in cart/add, trimmed, as the row's room and among its options", async () => {
    const v = new TestVisitor(t.app);
    const res = await add(v, "  Slaapkamer links ");
    expect(res.statusCode).toBe(200);
    const item = res.json().addedItem.item as CartItem;
    expect(item.room).toEqual({ name: "Ruimte of raam", value: "Slaapkamer links" });
    expect(item.options).toContainEqual({
      name: "Ruimte of raam",
      value: "Slaapkamer links",
      crm_only: false,
    });
  });

  it("refuses a label of 41 characters in cart/add with a Dutch 400 and adds nothing", async () => {
    const v = new TestVisitor(t.app);
    const res = await add(v, "k".repeat(41));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[`values.${roomId}`]).toBe("Ruimte of raam mag maximaal 40 tekens bevatten");
    expect((await v.get("/api/cart")).json().cart.count).toBe(0);
  });

  it("changes, refuses and clears the label with cart/room, never the price or the count", async () => {
    const v = new TestVisitor(t.app);
    const before = (await add(v, "Slaapkamer links")).json().addedItem.item as CartItem;
    const changed = await v.post("/api/cart/room", { rowid: before.key, room: " Badkamer " });
    expect(changed.statusCode).toBe(200);
    const after = onlyRow(changed.json().cart);
    expect(after.room?.value).toBe("Badkamer");
    expect(after.options).toContainEqual({ name: "Ruimte of raam", value: "Badkamer", crm_only: false });
    expect([after.key, after.price, after.subtotal, after.count]).toEqual([
      before.key,
      before.price,
      before.subtotal,
      before.count,
    ]);

    const tooLong = await v.post("/api/cart/room", { rowid: before.key, room: "b".repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.room).toBe("Ruimte of raam mag maximaal 40 tekens bevatten");
    const control = await v.post("/api/cart/room", { rowid: before.key, room: "Bad\nkamer" });
    const notText = await v.post("/api/cart/room", { rowid: before.key, room: 12 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().errors.room).toBe("Ruimte moet tekst zijn");
    expect(control.statusCode).toBe(400);
    expect(control.json().errors.room).toBe(
      "Ruimte of raam mag geen tabs, regeleinden of andere stuurtekens bevatten",
    );
    expect(onlyRow((await v.get("/api/cart")).json().cart).room?.value).toBe("Badkamer");

    const cleared = await v.post("/api/cart/room", { rowid: before.key, room: "" });
    expect(cleared.statusCode).toBe(200);
    const empty = onlyRow(cleared.json().cart);
    expect(empty.room).toEqual({ name: "Ruimte of raam", value: "" });
    expect(empty.options.some((o) => o.name === "Ruimte of raam")).toBe(false);
    expect(empty.price).toBe(before.price);
  });

  it("answers 404 for a row of another visitor and 400 for the shop's own rows", async () => {
    const owner = new TestVisitor(t.app);
    const row = (await add(owner, "Keuken")).json().addedItem.item as CartItem;
    const stranger = new TestVisitor(t.app);
    await stranger.get("/api/cart");
    const res = await stranger.post("/api/cart/room", { rowid: row.key, room: "Zolder" });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.rowid).toBe("Dit product staat niet (meer) in je winkelwagen.");
    const locked = await owner.post("/api/cart/room", { rowid: "korting", room: "Zolder" });
    expect(locked.statusCode).toBe(400);
    expect(onlyRow((await owner.get("/api/cart")).json().cart).room?.value).toBe("Keuken");
  });

  it("takes the label from the cart page's form without JavaScript, and shows the refusal on the page", async () => {
    const v = new TestVisitor(t.app);
    const row = (await add(v, "Slaapkamer links")).json().addedItem.item as CartItem;
    const form = (fields: Record<string, string>) =>
      v.call("POST", "/checkout", new URLSearchParams(fields).toString(), {
        headers: { host: "localhost", cookie: v.cookie, "content-type": "application/x-www-form-urlencoded" },
      });
    const saved = await form({ intent: "room", rowid: row.key, room: "Logeerkamer" });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe("/checkout");
    expect(onlyRow((await v.get("/api/cart")).json().cart).room?.value).toBe("Logeerkamer");

    const refused = await form({ intent: "room", rowid: row.key, room: "l".repeat(41) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Ruimte of raam mag maximaal 40 tekens bevatten");
    expect(onlyRow((await v.get("/api/cart")).json().cart).room?.value).toBe("Logeerkamer");
  });
});
