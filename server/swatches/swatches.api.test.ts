// The swatch basket calls through the real app: adding (and refusing) colours, the limit of 5 under parallel
// requests, deleting, clearing, and ordering with the NL address rules, the swatch_orders row and the e-mail.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SWATCHES, type SwatchBasket } from "../../domain/cart/types.ts";
import type { ConfigurationDef, OptionDef, OptionValueDef } from "../../domain/configurator/types.ts";
import { allOptions } from "../../domain/configurator/values.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { swatchItems, swatchOrders } from "./swatches.schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "100000" });
});
afterAll(async () => {
  await t?.close();
});

interface SwatchOption {
  def: ConfigurationDef;
  option: OptionDef;
  colours: OptionValueDef[];
}

/** Configurations with a swatch option, from the catalogue the app loaded; the first has the most colours. */
function swatchOptions(): SwatchOption[] {
  const found: SwatchOption[] = [];
  for (const def of t.services.catalog.snapshot.configurations.values()) {
    for (const option of allOptions(def)) {
      if (!option.color_swatches) continue;
      const colours = option.values.filter((v) => v.colour_code && !v.disable_swatches);
      if (colours.length > 0) found.push({ def, option, colours });
    }
  }
  return found.sort((a, b) => b.colours.length - a.colours.length);
}

function main(): SwatchOption {
  const first = swatchOptions()[0];
  if (!first || first.colours.length < MAX_SWATCHES + 2) throw new Error("no option with 7 swatch colours");
  return first;
}

function colour(s: SwatchOption, index: number): OptionValueDef {
  const value = s.colours[index];
  if (!value) throw new Error(`no colour ${index}`);
  return value;
}

const body = (s: SwatchOption, value: OptionValueDef, extra: Record<string, unknown> = {}) => ({
  option_id: s.option.id,
  conf_id: s.def.conf_id,
  product_id: s.def.prod_id,
  value: value.id,
  ...extra,
});

const basketOf = async (v: TestVisitor): Promise<SwatchBasket> => (await v.get("/api/swatches/get")).json();

async function fill(v: TestVisitor, s: SwatchOption, count: number): Promise<SwatchBasket> {
  let basket: SwatchBasket = { total: 0, items: [] };
  for (let i = 0; i < count; i++) {
    const res = await v.post("/api/swatches/add", body(s, colour(s, i)));
    expect(res.statusCode, res.body).toBe(200);
    basket = res.json();
  }
  return basket;
}

const goodNlAddress = {
  prefix: "Mevr",
  firstname: "Anne",
  middlename: "van",
  lastname: "Dijk",
  zipcode: "1234ab",
  housenumber: "12",
  housenumber_affix: "a",
  street: "Kerkstraat",
  city: "Utrecht",
  email: "anne@example.nl",
  telephone: "06 12345678",
};

describe("GET /api/swatches/get", () => {
  it("answers an empty basket to a visitor without a session, and starts none", async () => {
    const v = new TestVisitor(t.app);
    const res = await v.get("/api/swatches/get");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 0, items: [] });
    expect(v.cookie).toBe("");
  });
});

describe("POST /api/swatches/add", () => {
  it("adds a colour with its product name, title and thumbnail from the catalogue", async () => {
    const s = main();
    const value = colour(s, 0);
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/swatches/add", body(s, value));
    expect(res.statusCode).toBe(200);
    const product = t.services.catalog.snapshot.productById.get(s.def.prod_id);
    const expected: SwatchBasket = {
      total: 1,
      items: [
        {
          key: `${s.def.conf_id}-${s.option.id}-${value.id}`,
          conf_id: s.def.conf_id,
          option: s.option.id,
          product_name: product?.name ?? "?",
          value: {
            id: value.id,
            title: value.name,
            thumbnail: `/media/swatch/${value.colour_code?.toLowerCase()}.svg`,
          },
        },
      ],
    };
    expect(res.json()).toEqual(expected);
    expect(v.cookie).not.toBe("");
    expect(await basketOf(v)).toEqual(expected);
  });

  it("keeps one when the same colour is added twice, without an error", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    await v.post("/api/swatches/add", body(s, colour(s, 0)));
    const again = await v.post("/api/swatches/add", body(s, colour(s, 0)));
    expect(again.statusCode).toBe(200);
    expect(again.json().total).toBe(1);
    const sessionId = await sessionOf(v);
    const rows = await t.services.database.db
      .select()
      .from(swatchItems)
      .where(and(eq(swatchItems.sessionId, sessionId), eq(swatchItems.valueId, colour(s, 0).id)));
    expect(rows).toHaveLength(1);
  });

  it("lists the colours in the order they were added", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    const basket = await fill(v, s, 3);
    expect(basket.items.map((i) => i.value.id)).toEqual([0, 1, 2].map((i) => colour(s, i).id));
    expect((await basketOf(v)).items.map((i) => i.value.id)).toEqual([0, 1, 2].map((i) => colour(s, i).id));
  });

  it("refuses unknown configurations, options and colours, and colours of another product", async () => {
    const s = main();
    const other = swatchOptions().find((o) => o.def.conf_id !== s.def.conf_id);
    if (!other) throw new Error("only one configuration with swatches");
    const plain = allOptions(s.def).find((o) => !o.color_swatches);
    if (!plain) throw new Error("no option without swatches");
    const v = new TestVisitor(t.app);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [body(s, colour(s, 0), { conf_id: 999999 }), 404, "conf_id", "Deze configuratie bestaat niet."],
      [
        body(s, colour(s, 0), { product_id: other.def.prod_id }),
        400,
        "product_id",
        "Dit product hoort niet bij deze configuratie.",
      ],
      [
        body(s, colour(s, 0), { option_id: 999999 }),
        400,
        "option_id",
        "Deze optie hoort niet bij deze configuratie.",
      ],
      [
        body(s, colour(s, 0), { option_id: plain.id }),
        400,
        "option_id",
        "Bij deze optie kun je geen kleurstalen aanvragen.",
      ],
      [body(s, colour(s, 0), { value: 999999 }), 400, "value", "Deze kleur hoort niet bij deze optie."],
      [body(s, colour(other, 0)), 400, "value", "Deze kleur hoort niet bij deze optie."],
    ];
    for (const [payload, status, field, message] of cases) {
      const res = await v.post("/api/swatches/add", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual({ errors: { [field]: message } });
    }
    expect(await basketOf(v)).toEqual({ total: 0, items: [] });
  });

  it("refuses malformed bodies with 400", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    for (const payload of [
      body(s, colour(s, 0), { price: 0 }),
      body(s, colour(s, 0), { value: "abc" }),
      body(s, colour(s, 0), { value: -1 }),
      { conf_id: s.def.conf_id },
    ]) {
      const res = await v.post("/api/swatches/add", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
  });

  it("refuses a colour that cannot be sent as a swatch", async () => {
    const target = swatchOptions()
      .flatMap((s) => s.option.values.filter((v) => v.disable_swatches).map((value) => ({ s, value })))
      .at(0);
    if (!target) throw new Error("no colour with disable_swatches in the catalogue");
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/swatches/add", body(target.s, target.value));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { value: "Voor deze kleur is een kleurstaal aanvragen niet mogelijk." },
    });
  });

  it("refuses a sixth colour and leaves the basket as it was", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    const full = await fill(v, s, MAX_SWATCHES);
    expect(full.total).toBe(5);
    const sixth = await v.post("/api/swatches/add", body(s, colour(s, MAX_SWATCHES)));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ errors: { swatches: "Jouw stalenmandje zit vol!" } });
    expect(await basketOf(v)).toEqual(full);
    // A colour already in the full basket is no sixth: it answers the basket.
    const again = await v.post("/api/swatches/add", body(s, colour(s, 2)));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(full);
  });

  it("stores exactly five when parallel requests race for the last places", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    await fill(v, s, 1);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => v.post("/api/swatches/add", body(s, colour(s, i)))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 400]);
    const basket = await basketOf(v);
    expect(basket.total).toBe(5);
    const sessionId = await sessionOf(v);
    const rows = await t.services.database.db
      .select()
      .from(swatchItems)
      .where(eq(swatchItems.sessionId, sessionId));
    expect(rows).toHaveLength(5);
  });

  it("takes five parallel adds of the same colour as one", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    await fill(v, s, 1);
    const answers = await Promise.all(
      [1, 1, 1, 1, 1].map((i) => v.post("/api/swatches/add", body(s, colour(s, i)))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await basketOf(v)).total).toBe(2);
  });
});

/** The session id in a visitor's signed cookie. */
async function sessionOf(v: TestVisitor): Promise<string> {
  const signed = decodeURIComponent(v.cookie.replace(/^rw_sid=/, ""));
  const { valid, value } = t.app.unsignCookie(signed);
  if (!valid || !value) throw new Error("no session cookie");
  return value;
}

describe("DELETE /api/swatches/delete", () => {
  it("removes one colour and answers the basket", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    const basket = await fill(v, s, 3);
    const key = basket.items[1]?.key ?? "";
    const res = await v.delete(`/api/swatches/delete?swatchid=${encodeURIComponent(key)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { key: string }) => i.key)).toEqual([
      basket.items[0]?.key,
      basket.items[2]?.key,
    ]);
    expect((await basketOf(v)).total).toBe(2);
  });

  it("answers 404 for an unknown or malformed id and 400 without one", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    await fill(v, s, 1);
    for (const id of ["1-2-3", "abc", `${s.def.conf_id}-${s.option.id}-999999`]) {
      const res = await v.delete(`/api/swatches/delete?swatchid=${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        errors: { swatchid: "Deze kleurstaal zit niet (meer) in je stalenmandje." },
      });
    }
    expect((await v.delete("/api/swatches/delete")).statusCode).toBe(400);
    expect((await basketOf(v)).total).toBe(1);
  });

  it("never touches another visitor's basket", async () => {
    const s = main();
    const owner = new TestVisitor(t.app);
    const basket = await fill(owner, s, 2);
    const stranger = new TestVisitor(t.app);
    await stranger.post("/api/swatches/add", body(s, colour(s, 4)));
    const key = basket.items[0]?.key ?? "";
    const res = await stranger.delete(`/api/swatches/delete?swatchid=${key}`);
    expect(res.statusCode).toBe(404);
    expect(await stranger.post("/api/swatches/clearSwatches", undefined)).toMatchObject({ statusCode: 200 });
    expect(await basketOf(owner)).toEqual(basket);
    expect((await basketOf(stranger)).total).toBe(0);
    // Without a cookie there is no basket to delete from.
    const anonymous = new TestVisitor(t.app);
    expect((await anonymous.delete(`/api/swatches/delete?swatchid=${key}`)).statusCode).toBe(404);
    expect(await basketOf(owner)).toEqual(basket);
  });
});

describe("POST /api/swatches/clearSwatches", () => {
  it("empties the basket", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    await fill(v, s, 3);
    const res = await v.post("/api/swatches/clearSwatches", undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 0, items: [] });
    expect(await basketOf(v)).toEqual({ total: 0, items: [] });
  });
});

describe("POST /api/swatches/orderSwatches", () => {
  const order = (v: TestVisitor, adres: unknown) =>
    v.post("/api/swatches/orderSwatches", { personal_details: { adres } });

  it("refuses an empty basket", async () => {
    const v = new TestVisitor(t.app);
    const res = await order(v, goodNlAddress);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { swatches: "Je stalenmandje is leeg." } });
    await v.post("/api/swatches/add", body(main(), colour(main(), 0)));
    await v.post("/api/swatches/clearSwatches", undefined);
    expect((await order(v, goodNlAddress)).json()).toEqual({
      errors: { swatches: "Je stalenmandje is leeg." },
    });
  });

  it("checks an NL address with the exact messages of the address form, and keeps the basket", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    const basket = await fill(v, s, 2);
    const empty = await order(v, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      "personal_details.adres.firstname": "Voornaam is verplicht",
      "personal_details.adres.lastname": "Achternaam is verplicht",
      "personal_details.adres.street": "Straat is verplicht",
      "personal_details.adres.housenumber": "Huisnummer is verplicht",
      "personal_details.adres.city": "Plaats is verplicht",
      "personal_details.adres.telephone": "Telefoonnummer is verplicht",
      "personal_details.adres.email": "E-mail is verplicht",
      "personal_details.adres.zipcode": "Postcode is verplicht",
    });
    const wrong = await order(v, {
      ...goodNlAddress,
      zipcode: "1234 SA",
      housenumber: "twaalf",
      telephone: "0612",
      email: "anne@",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      "personal_details.adres.zipcode": "Vul een geldige postcode in",
      "personal_details.adres.housenumber": "Huisnummer moet een nummer zijn",
      "personal_details.adres.telephone": "Vul een geldig telefoonnummer in",
      "personal_details.adres.email": "Vul een geldig e-mailadres in",
    });
    expect((await order(v, { ...goodNlAddress, zipcode: "0123 AB" })).json().errors).toEqual({
      "personal_details.adres.zipcode": "Vul een geldige postcode in",
    });
    expect(
      (await v.post("/api/swatches/orderSwatches", { personal_details: { adres: "Kerkstraat 1" } }))
        .statusCode,
    ).toBe(400);
    expect((await v.post("/api/swatches/orderSwatches", {})).statusCode).toBe(400);
    expect(await basketOf(v)).toEqual(basket);
  });

  it("orders the basket: a swatch_orders row, an empty basket and the confirmation mail", async () => {
    const s = main();
    const v = new TestVisitor(t.app);
    const basket = await fill(v, s, 3);
    const res = await order(v, goodNlAddress);
    expect(res.statusCode, res.body).toBe(200);
    const { status, order_number } = res.json();
    expect(status).toBe(true);
    expect(order_number).toMatch(/^KS-\d{4}-\d{5}$/);
    expect(await basketOf(v)).toEqual({ total: 0, items: [] });

    const [row] = await t.services.database.db
      .select()
      .from(swatchOrders)
      .where(eq(swatchOrders.number, order_number));
    expect(row?.store).toBe("NL");
    expect(row?.address).toMatchObject({
      zipcode: "1234 AB",
      housenumber: 12,
      city: "Utrecht",
      country: "NL",
    });
    expect(row?.items.map((i) => i.value_id)).toEqual(basket.items.map((i) => i.value.id));

    const mails = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, goodNlAddress.email));
    const mail = mails.find((m) => m.kind === "swatch-order" && m.text.includes(order_number));
    expect(mail).toBeDefined();
    expect(mail?.subject).toBe("Je kleurstalen zijn onderweg");
    for (const item of basket.items) {
      expect(mail?.text).toContain(item.value.title);
      expect(mail?.html).toContain(item.value.title);
    }
    expect(mail?.text).toContain(basket.items[0]?.product_name);
    expect(mail?.text).toContain("binnen 2 werkdagen op de post");
    expect(mail?.text).toContain("Kerkstraat 12 a");
    expect(mail?.text).toContain("1234 AB Utrecht");
    await t.services.mail.deliverDue();
    const [sent] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mail?.id ?? 0));
    expect(sent?.status).toBe("sent");

    // A second order gets its own number.
    await fill(v, s, 1);
    const second = await order(v, goodNlAddress);
    expect(second.json().order_number).not.toBe(order_number);
  });

  it("takes a BE address as typed (no validation), but still limits its shape", async () => {
    const s = main();
    const v = new TestVisitor(t.app, "be.localhost");
    await fill(v, s, 2);
    const tooLong = await order(v, { firstname: "x".repeat(300) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({
      "personal_details.adres.firstname": "Gebruik maximaal 255 tekens",
    });
    const res = await order(v, { firstname: "", zipcode: "12345", email: "niet-geldig", housenumber: "12b" });
    expect(res.statusCode, res.body).toBe(200);
    const { order_number } = res.json();
    const [row] = await t.services.database.db
      .select()
      .from(swatchOrders)
      .where(eq(swatchOrders.number, order_number));
    expect(row).toMatchObject({ store: "BE", address: { zipcode: "12345", country: "BE" } });
    expect(await basketOf(v)).toEqual({ total: 0, items: [] });
    // Without a usable e-mail address there is nobody to mail.
    const mails = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "niet-geldig"));
    expect(mails).toHaveLength(0);

    await fill(v, s, 1);
    const withMail = await order(v, { firstname: "Wim", email: "wim@example.be", region: "Antwerpen" });
    expect(withMail.statusCode).toBe(200);
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "wim@example.be"));
    expect(mail?.text).toContain("België");
    expect(mail?.text).toContain("Antwerpen");
  });
});
