// A colour's availability through the real app (issue 25): the configurator disables a sold-out colour and leaves
// one out of the collection out, a cart row that holds one says so and switches to the nearest colour (with and
// without JavaScript), checkout refuses such a cart, a saved design says so, swatches of a colour out of the
// collection are refused, and an order placed before keeps its colour.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "../../domain/cart/types.ts";
import { CART_HOLDS_UNAVAILABLE_COLOUR } from "../../domain/colour-availability.ts";
import type { ConfValues, OptionDef, OptionValueDef } from "../../domain/configurator/types.ts";
import { allOptions } from "../../domain/configurator/values.ts";
import {
  nlAddress,
  placeOrder,
  readyVisitor,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { commandLine } from "../backoffice/audit.ts";
import { setColourAvailability } from "./colour-availability.ts";

let t: TestApp;
let values: ConfValues;
const fabric = allOptions(rollerBlindDef).find((o) => o.type === "fabric_choice") as OptionDef;
const fabricKey = String(fabric.id);
/** The colour the test's configuration holds (the fabric's default, the product's first colour). */
let chosen: OptionValueDef & { colour_code: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_DESIGNS: "100000" });
  values = await rollerBlindValues(t.app);
  chosen = fabric.values.find((v) => v.id === values[fabricKey]) as typeof chosen;
  if (!chosen?.colour_code) throw new Error("the roller blind's fabric holds no colour");
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  for (const v of fabric.values)
    if (
      v.colour_code &&
      t.services.catalog.snapshot.colourByCode.get(v.colour_code.toLowerCase())?.availability !== "leverbaar"
    )
      await mark(v.colour_code, "leverbaar");
});

function mark(code: string, availability: string, expected_on?: string) {
  const { database, catalog } = t.services;
  return setColourAvailability(
    database.db,
    catalog,
    commandLine,
    code,
    { availability, expected_on },
    undefined,
    "2026-11-27",
  );
}

function update(v: ConfValues) {
  return t.app.inject({
    method: "POST",
    url: "/api/configurator/update",
    payload: {
      conf_id: rollerBlindDef.conf_id,
      prod_id: rollerBlind.id,
      values: v,
      filter_values: {},
      preview: "combine",
      edit_key: false,
    },
  });
}

type ValueView = { id: number; name: string; disabled?: string };
function fabricValues(body: {
  conf_groups: { options: { id: number; values: ValueView[] }[] }[];
}): ValueView[] {
  return body.conf_groups.flatMap((g) => g.options).find((o) => o.id === fabric.id)?.values ?? [];
}

function productRow(cart: { items: Record<string, CartItem> }): CartItem {
  const rows = Object.values(cart.items).filter((i) => i.type === "product");
  expect(rows).toHaveLength(1);
  return rows[0] as CartItem;
}

describe("changing a colour's availability", () => {
  it("refuses a bad availability or date in Dutch, and an unknown colour with 404, without a catalogue change", async () => {
    const version = t.services.catalog.snapshot.version;
    await expect(mark(chosen.colour_code, "op")).rejects.toMatchObject({ statusCode: 400 });
    await expect(mark(chosen.colour_code, "tijdelijk_uitverkocht", "2026-11-27")).rejects.toMatchObject({
      errors: { expected_on: "De datum waarop de kleur weer leverbaar is, moet na vandaag liggen." },
    });
    await expect(mark("GEEN-KLEUR", "uit_collectie")).rejects.toMatchObject({ statusCode: 404 });
    expect(t.services.catalog.snapshot.version).toBe(version);
  });
});

describe("the back office's call", () => {
  it("sets the availability for the owner, with its audit entry, and refuses in Dutch", async () => {
    const owner = await staffClient(t);
    const url = `/api/beheer/colours/${chosen.colour_code}/availability`;
    const set = await owner.put(url, { availability: "tijdelijk_uitverkocht", expected_on: "2099-03-01" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ availability: "tijdelijk_uitverkocht", expected_on: "2099-03-01" });
    expect(
      t.services.catalog.snapshot.colourByCode.get(chosen.colour_code.toLowerCase())?.unavailable_reason,
    ).toBe("Tijdelijk uitverkocht, weer leverbaar vanaf 1 maart 2099");
    const bad = await owner.put(url, { availability: "weg" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.availability).toBe("Kies leverbaar, tijdelijk uitverkocht of uit de collectie.");
    expect(
      (await owner.put("/api/beheer/colours/GEEN/availability", { availability: "leverbaar" })).statusCode,
    ).toBe(404);
    const log = await owner.get("/api/beheer/audit?zoek=colour.availability");
    expect(log.body).toContain(chosen.colour_code);
    const anonymous = await t.app.inject({ method: "PUT", url, payload: { availability: "leverbaar" } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the configurator", () => {
  it("shows a sold-out colour disabled with its reason and resets it to the nearest colour with the notice", async () => {
    await mark(chosen.colour_code, "tijdelijk_uitverkocht", "2027-01-12");
    const res = await update(values);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const shown = fabricValues(body).find((v) => v.id === chosen.id);
    expect(shown?.disabled).toBe("Tijdelijk uitverkocht, weer leverbaar vanaf 12 januari 2027");
    const now = body.conf_values[fabricKey];
    expect(now).not.toBe(chosen.id);
    const nearest = fabric.values.find((v) => v.id === now);
    expect(body.resets).toEqual([
      {
        option_id: fabric.id,
        name: fabric.name,
        reason: `De kleur ${chosen.name} is tijdelijk uitverkocht (weer leverbaar vanaf 12 januari 2027). We kozen ${nearest?.name}, die er het meest op lijkt.`,
      },
    ]);
  });

  it("does not offer a colour out of the collection, and an unavailable default gives way to the first available", async () => {
    await mark(chosen.colour_code, "uit_collectie");
    const body = (await update({})).json();
    expect(fabricValues(body).some((v) => v.id === chosen.id)).toBe(false);
    const fresh = body.conf_values[fabricKey];
    expect(fresh).toBe(fabric.values.find((v) => v.id !== chosen.id)?.id);
    // calc-price prices what the engine allows: the colour is reset, never priced as chosen.
    const priced = await t.app.inject({
      method: "POST",
      url: "/api/configurator/calc-price",
      payload: { conf_id: rollerBlindDef.conf_id, prod_id: rollerBlind.id, values },
    });
    expect(priced.statusCode).toBe(200);
  });

  it("refuses to add a configuration with an unavailable colour to the cart, with the Dutch notice", async () => {
    await mark(chosen.colour_code, "uit_collectie");
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/cart/add", {
      conf_id: rollerBlindDef.conf_id,
      entity_id: rollerBlind.id,
      values,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[`values.${fabricKey}`]).toBe(`De kleur ${chosen.name} is uit de collectie.`);
    expect((await v.get("/api/cart")).json().cart.count).toBe(0);
  });
});

describe("a cart row that holds an unavailable colour", () => {
  it("says so with the nearest colour, keeps its price, blocks checkout and switches in one call", async () => {
    const { v, cart: before } = await visitorWithRollerBlind(t.app, values);
    const row = productRow(before);
    await mark(chosen.colour_code, "uit_collectie");

    const held = productRow((await v.get("/api/cart")).json().cart);
    expect(held.price).toBe(row.price);
    expect(held.colour_notices).toHaveLength(1);
    const notice = held.colour_notices?.[0];
    expect(notice?.message).toBe(`De kleur ${chosen.name} is uit de collectie.`);
    expect(notice?.nearest?.label).toBe(`Kies ${notice?.nearest?.name} (lijkt er het meest op)`);

    const page = await v.get("/checkout");
    expect(page.body).toContain(`De kleur ${chosen.name} is uit de collectie.`);
    expect(page.body).toContain(CART_HOLDS_UNAVAILABLE_COLOUR);

    const switched = await v.post("/api/cart/colour", { rowid: held.key, option_id: fabric.id });
    expect(switched.statusCode).toBe(200);
    const after = productRow(switched.json().cart);
    expect(after.colour_notices).toBeUndefined();
    expect(after.key).toBe(held.key);
    expect(after.options.some((o) => o.value.startsWith(notice?.nearest?.name ?? "?"))).toBe(true);

    const again = await v.post("/api/cart/colour", { rowid: held.key, option_id: fabric.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.option_id).toBe(
      "Deze kleur is leverbaar of al gewisseld; er is niets te wisselen.",
    );
  });

  it("switches from the cart page's form without JavaScript", async () => {
    const { v, cart } = await visitorWithRollerBlind(t.app, values);
    const row = productRow(cart);
    await mark(chosen.colour_code, "tijdelijk_uitverkocht");
    const form = (fields: Record<string, string>) =>
      v.call("POST", "/checkout", new URLSearchParams(fields).toString(), {
        headers: { host: "localhost", cookie: v.cookie, "content-type": "application/x-www-form-urlencoded" },
      });
    const posted = await form({ intent: "colour", rowid: row.key, option_id: String(fabric.id) });
    expect(posted.statusCode).toBe(302);
    expect(productRow((await v.get("/api/cart")).json().cart).colour_notices).toBeUndefined();
    const refused = await form({ intent: "colour", rowid: row.key, option_id: String(fabric.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("er is niets te wisselen");
  });

  it("checkout refuses to place the order while the cart holds it", async () => {
    const { v, csrf } = await readyVisitor(t.app, values, {
      default: { type: "private" },
      factuur: nlAddress,
    });
    await mark(chosen.colour_code, "tijdelijk_uitverkocht", "2027-01-12");
    const placed = await placeOrder(v, csrf);
    expect(placed.statusCode).toBe(409);
    expect(placed.json().errors.cart).toBe(CART_HOLDS_UNAVAILABLE_COLOUR);
  });
});

describe("an order placed before", () => {
  it("keeps its colour on the order, whatever the colour's availability becomes", async () => {
    const { v, csrf } = await readyVisitor(t.app, values, {
      default: { type: "private" },
      factuur: nlAddress,
    });
    const placed = await placeOrder(v, csrf);
    expect(placed.statusCode).toBe(200);
    const number = placed.json().order.number as string;
    const before = await t.services.orders.detail(number);
    await mark(chosen.colour_code, "uit_collectie");
    const after = await t.services.orders.detail(number);
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).toContain(chosen.name);
    expect(JSON.stringify(after)).not.toContain("uit de collectie");
  });
});

describe("a saved design", () => {
  it("says the colour is unavailable and links on with the nearest colour", async () => {
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/designs/save",
      payload: { conf_id: rollerBlindDef.conf_id, prod_id: rollerBlind.id, values },
    });
    expect(saved.statusCode).toBe(200);
    const { code } = saved.json();
    await mark(chosen.colour_code, "uit_collectie");
    const page = await t.app.inject({
      method: "GET",
      url: `/ontwerp/${code}`,
      headers: { host: "localhost" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`De kleur ${chosen.name} is uit de collectie.`);
    expect(page.body).toMatch(/Kies [^<]+ \(lijkt er het meest op\)/);
    const opened = await t.services.designs.open(code);
    const link = opened?.colourNotices[0]?.nearest?.address ?? "";
    expect(link).toContain(`ontwerp=${code}`);
    expect(link).not.toBe(opened?.address);
  });
});

describe("swatches and the colours page", () => {
  it("refuses a swatch of a colour out of the collection, keeps one of a sold-out colour", async () => {
    const swatch = (v: TestVisitor) =>
      v.post("/api/swatches/add", {
        conf_id: rollerBlindDef.conf_id,
        product_id: rollerBlind.id,
        option_id: fabric.id,
        value: chosen.id,
      });
    await mark(chosen.colour_code, "tijdelijk_uitverkocht");
    expect((await swatch(new TestVisitor(t.app))).statusCode).toBe(200);
    await mark(chosen.colour_code, "uit_collectie");
    const refused = await swatch(new TestVisitor(t.app));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.value).toBe(
      "Deze kleur is uit de collectie; je kunt er geen kleurstaal meer van aanvragen.",
    );
  });

  it("leaves a colour out of the collection off the colours page and marks a sold-out one", async () => {
    const url = `/${rollerBlind.urlPath}/kleuren`;
    const get = () => t.app.inject({ method: "GET", url, headers: { host: "localhost" } });
    await mark(chosen.colour_code, "tijdelijk_uitverkocht", "2027-01-12");
    const soldOut = await get();
    expect(soldOut.body).toContain("Tijdelijk uitverkocht, weer leverbaar vanaf 12 januari 2027");
    expect(soldOut.body).toContain(`>${chosen.colour_code}<`);
    await mark(chosen.colour_code, "uit_collectie");
    expect((await get()).body).not.toContain(`>${chosen.colour_code}<`);
  });
});
