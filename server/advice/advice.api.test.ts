// The advice appointment calls through the real app, on PGlite and PostgreSQL: the service area of free, paid
// and unknown postcodes, every form message, the BE store, a tampered service_area, coupons (valid, wrong, a
// cart code, used up, for a not_found area), the stored request with both mails, a double submit, and the
// rate limit.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { settings } from "../db/settings.schema.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { seedServiceAreas } from "../seed.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";
import { adviceRequests, serviceAreas } from "./advice.schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "100000" });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** A complete, valid form for the Barendrecht showroom's address (a free area); each call its own e-mail. */
function form(extra: Record<string, unknown> = {}) {
  counter++;
  return {
    request: "advies-en-inmeten",
    product_interest: ["raamdecoratie", "zonwering"],
    product_amount: 4,
    firstname: "Sanne",
    lastname: "de Vries",
    telephone: "0612345678",
    email: `advies-${counter}@example.nl`,
    zipcode: "2991 XJ",
    housenumber: "8",
    housenumber_affix: "",
    street: "Dierensteinweg",
    city: "Barendrecht",
    lat: 51.8566,
    lon: 4.5351,
    ...extra,
  };
}

/** Utrecht is in the paid ring. */
const paidAddress = { zipcode: "3511 AB", housenumber: "12", street: "Oudegracht", city: "Utrecht" };
/** Groningen is outside the service area. */
const farAddress = { zipcode: "9711 AB", housenumber: "3", street: "Grote Markt", city: "Groningen" };

/** The mails to an address, delivered, their text on one line (the renderer wraps and quotes notes). */
async function mailsTo(to: string) {
  await t.services.mail.deliverDue();
  const rows = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return rows.map((row) => ({ ...row, text: row.text.replace(/\n> ?/g, " ").replace(/\s+/g, " ") }));
}

async function requestByNumber(number: string) {
  const [row] = await t.services.database.db
    .select()
    .from(adviceRequests)
    .where(eq(adviceRequests.number, number));
  return row;
}

async function usedCount(code: string): Promise<number> {
  const [row] = await t.services.database.db.select().from(vouchers).where(eq(vouchers.code, code));
  return row?.usedCount ?? -1;
}

describe("service areas", () => {
  it("are seeded once: changed or deleted ranges are not put back", async () => {
    const db = t.services.database.db;
    const seeded = await db.select().from(serviceAreas);
    expect(seeded.length).toBeGreaterThan(5);
    const [marker] = await db.select().from(settings).where(eq(settings.key, "service_areas_seeded"));
    expect(marker).toBeDefined();
    const tilburg = seeded.find((a) => a.name === "Tilburg");
    if (!tilburg) throw new Error("no Tilburg range");
    await db.delete(serviceAreas).where(eq(serviceAreas.id, tilburg.id));
    expect(await seedServiceAreas(db)).toBe(false);
    expect(await db.select().from(serviceAreas)).toHaveLength(seeded.length - 1);
    const { id: _id, ...row } = tilburg;
    await db.insert(serviceAreas).values(row);
  });
});

describe("POST /api/advice/check-zipcode", () => {
  const check = (zipcode: unknown, host?: string) =>
    new TestVisitor(t.app, host).post("/api/advice/check-zipcode", { zipcode });

  it("answers free around our locations, whatever the spacing and case", async () => {
    for (const zipcode of ["2991 XJ", "2991xj", "3011 AA", "3274 LB", "5013 AB", "5142 PA", "3311 AA"]) {
      const res = await check(zipcode);
      expect(res.statusCode, zipcode).toBe(200);
      expect(res.json(), zipcode).toEqual({ service_area: "free", price: 0 });
    }
  });

  it("answers paid with the one-time fee in the wider ring, where free ranges do not reach", async () => {
    for (const zipcode of ["3511 AB", "2511 AW", "4811 AA", "5611 AA", "2979 ZZ", "3090 AA"]) {
      const res = await check(zipcode);
      expect(res.json(), zipcode).toEqual({ service_area: "paid", price: 4900 });
    }
  });

  it("answers not_found outside the service area", async () => {
    for (const zipcode of ["9711 AB", "1011 AB", "6511 AA", "1315 AA"]) {
      expect((await check(zipcode)).json(), zipcode).toEqual({ service_area: "not_found", price: 0 });
    }
  });

  it("refuses a missing, empty, malformed or Belgian postcode with the spec's messages", async () => {
    const cases: [unknown, string][] = [
      [undefined, "Postcode is verplicht"],
      ["", "Postcode is verplicht"],
      ["   ", "Postcode is verplicht"],
      ["2991", "Vul een geldige postcode in"],
      ["2000", "Vul een geldige postcode in"],
      ["B-2000", "Vul een geldige postcode in"],
      ["0991 XJ", "Vul een geldige postcode in"],
      ["2991 SA", "Vul een geldige postcode in"],
      [12345, "Postcode is verplicht"],
    ];
    for (const [zipcode, message] of cases) {
      const res = await check(zipcode);
      expect(res.statusCode, String(zipcode)).toBe(400);
      expect(res.json(), String(zipcode)).toEqual({ errors: { zipcode: message } });
    }
  });

  it("does not exist in the Belgian store", async () => {
    const res = await check("2991 XJ", "be.localhost");
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.store).toMatch(/alleen in Nederland/);
  });

  it("follows the table: a range the owner adds counts at once", async () => {
    const db = t.services.database.db;
    expect((await check("9711 AB")).json().service_area).toBe("not_found");
    const [row] = await db
      .insert(serviceAreas)
      .values({
        name: "Groningen (proef)",
        fromPostcode: 9700,
        toPostcode: 9799,
        kind: "paid",
        feeCents: 7500,
      })
      .returning();
    expect((await check("9711 AB")).json()).toEqual({ service_area: "paid", price: 7500 });
    await db.delete(serviceAreas).where(eq(serviceAreas.id, row?.id ?? 0));
    expect((await check("9711 AB")).json().service_area).toBe("not_found");
  });
});

describe("POST /api/advice/check-coupon", () => {
  const coupon = (coupon_code: unknown) =>
    new TestVisitor(t.app).post("/api/advice/check-coupon", { coupon_code });

  it("accepts the free-advice code in any case", async () => {
    for (const code of ["GRATISADVIES", " gratisadvies "]) {
      const res = await coupon(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        coupon: { valid: true, code: "GRATISADVIES", name: "Gratis advies aan huis" },
      });
    }
  });

  it("refuses unknown codes and codes for the cart, with the reason", async () => {
    expect((await coupon("BESTAATNIET")).json()).toEqual({
      coupon: { valid: false, message: "Deze kortingscode bestaat niet." },
    });
    expect((await coupon("WELKOM10")).json().coupon).toEqual({
      valid: false,
      message: "Deze code geldt niet voor een advies- en meetafspraak aan huis.",
    });
  });

  it("refuses expired and used-up free-advice codes", async () => {
    await t.services.database.db.insert(vouchers).values([
      { code: "ADVIESOUD", name: "Oud advies", kind: "free_advice", validUntil: "2020-12-31" },
      { code: "ADVIESOP", name: "Op", kind: "free_advice", maxUses: 2, usedCount: 2 },
    ]);
    expect((await coupon("ADVIESOUD")).json().coupon).toEqual({
      valid: false,
      message: "Deze kortingscode is verlopen.",
    });
    expect((await coupon("ADVIESOP")).json().coupon).toEqual({
      valid: false,
      message: "Deze kortingscode is al gebruikt.",
    });
  });

  it("needs a code", async () => {
    for (const code of ["", undefined, "  "]) {
      const res = await coupon(code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: { coupon_code: "Geen code opgegeven" } });
    }
    expect((await coupon("X".repeat(65))).json()).toEqual({
      errors: { coupon_code: "Vul een geldige code in" },
    });
  });
});

describe("POST /api/advice/submit-form", () => {
  const submit = (body: unknown, v = new TestVisitor(t.app)) => v.post("/api/advice/submit-form", body);

  it("names every missing field with the spec's messages", async () => {
    const res = await submit({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      request: "Veld is verplicht",
      product_interest: "Veld is verplicht",
      product_amount: "Kies een aantal van 1 tot en met 50",
      firstname: "Voornaam is verplicht",
      lastname: "Achternaam is verplicht",
      telephone: "Telefoonnummer is verplicht",
      email: "E-mail is verplicht",
      zipcode: "Postcode is verplicht",
      housenumber: "Huisnummer is verplicht",
      street: "Straat is verplicht",
      city: "Plaats is verplicht",
    });
  });

  it("refuses invalid values with their messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ request: "" }, "request", "Veld is verplicht"],
      [{ request: "offerte" }, "request", "Veld is verplicht"],
      [{ product_interest: [] }, "product_interest", "Veld is verplicht"],
      [{ product_interest: ["keukens"] }, "product_interest", "Kies een product uit de lijst"],
      [{ product_amount: 0 }, "product_amount", "Kies een aantal van 1 tot en met 50"],
      [{ product_amount: 51 }, "product_amount", "Kies een aantal van 1 tot en met 50"],
      [{ firstname: " " }, "firstname", "Voornaam is verplicht"],
      [{ telephone: "06123" }, "telephone", "Vul een geldig telefoonnummer in"],
      [{ email: "sanne@" }, "email", "Vul een geldig e-mailadres in"],
      [{ zipcode: "2991" }, "zipcode", "Vul een geldige postcode in"],
      [{ zipcode: "2000" }, "zipcode", "Vul een geldige postcode in"],
      [{ housenumber: "acht" }, "housenumber", "Huisnummer moet een nummer zijn"],
      [{ housenumber: "0" }, "housenumber", "Huisnummer moet minimaal 1 zijn"],
      [{ street: "" }, "street", "Straat is verplicht"],
      [{ city: "" }, "city", "Plaats is verplicht"],
      [{ coupon_code: "X".repeat(65) }, "coupon_code", "Vul een geldige code in"],
    ];
    for (const [change, field, message] of cases) {
      const res = await submit(form(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors, JSON.stringify(change)).toEqual({ [field]: message });
    }
  });

  it("stores a request in a free area and mails the visitor and the shop", async () => {
    const body = form();
    const res = await submit(body);
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    expect(order.status).toBe(true);
    expect(order.number).toMatch(/^AD-\d{4}-\d{5}$/);
    const row = await requestByNumber(order.number);
    expect(row).toMatchObject({ store: "NL", serviceArea: "free", feeCents: 0, voucherId: null });
    expect(row?.form).toMatchObject({
      zipcode: "2991 XJ",
      housenumber: 8,
      product_interest: ["raamdecoratie", "zonwering"],
      service_area: "free",
      service_area_name: "Barendrecht en Ridderkerk",
    });

    const [visitorMail, ...more] = await mailsTo(body.email);
    expect(more).toHaveLength(0);
    expect(visitorMail?.status).toBe("sent");
    expect(visitorMail?.subject).toBe("Je aanvraag voor een advies- en meetafspraak");
    expect(visitorMail?.text).toContain(order.number);
    expect(visitorMail?.text).toContain(
      "Binnen 2 werkdagen nemen we contact met je op om een afspraak te plannen.",
    );
    expect(visitorMail?.text).toContain("Advies en inmeten");
    expect(visitorMail?.text).toContain("Raamdecoratie, Zonwering");
    expect(visitorMail?.text).toContain("Kosten: Gratis");
    expect(visitorMail?.text).toContain("De afspraak is gratis");

    const shopMails = (await mailsTo(t.services.mail.shopEmail)).filter((m) =>
      m.subject.includes(order.number),
    );
    expect(shopMails).toHaveLength(1);
    expect(shopMails[0]?.subject).toBe(`Nieuwe adviesafspraak ${order.number}`);
    expect(shopMails[0]?.text).toContain(body.email);
    expect(shopMails[0]?.text).toContain("0612345678");
    expect(shopMails[0]?.text).toContain("Barendrecht en Ridderkerk (gratis regio)");
  });

  it("charges the fee in a paid area, whatever service_area the browser claims", async () => {
    const body = form({ ...paidAddress, service_area: "free" });
    const res = await submit(body);
    expect(res.statusCode).toBe(200);
    const row = await requestByNumber(res.json().order.number);
    expect(row).toMatchObject({ serviceArea: "paid", feeCents: 4900 });
    expect(row?.form).toMatchObject({ service_area: "paid" });
    const [mail] = await mailsTo(body.email);
    expect(mail?.text).toContain("Eenmalig: € 49,-");
    expect(mail?.text).toContain("Bestel je daarna voor meer dan € 1.500,-, dan verrekenen we dit bedrag");
    expect(mail?.text).toContain("Betaal in 3 termijnen");
  });

  it("refuses an address outside the service area, even when the browser says free, with our phone number", async () => {
    for (const service_area of ["free", "paid", undefined]) {
      const res = await submit(form({ ...farAddress, service_area }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        service_area:
          "Op dit adres komen we helaas niet langs voor een afspraak aan huis. Bel ons op 010 - 744 52 30, dan kijken we samen wat er mogelijk is.",
      });
    }
    const res = await submit(form({ service_area: "elders" }));
    expect(res.json().errors).toEqual({ service_area: "Ongeldige invoer" });
  });

  it("makes a paid appointment free with the free-advice coupon and counts its use", async () => {
    const before = await usedCount("GRATISADVIES");
    const body = form({ ...paidAddress, coupon_code: "gratisadvies" });
    const res = await submit(body);
    expect(res.statusCode).toBe(200);
    const row = await requestByNumber(res.json().order.number);
    expect(row).toMatchObject({ serviceArea: "paid", feeCents: 0 });
    expect(row?.voucherId).not.toBeNull();
    expect(row?.form).toMatchObject({ coupon_code: "GRATISADVIES" });
    expect(await usedCount("GRATISADVIES")).toBe(before + 1);
    const [mail] = await mailsTo(body.email);
    expect(mail?.text).toContain("Gratis (couponcode GRATISADVIES)");
    expect(mail?.text).not.toContain("Eenmalig");
  });

  it("does not use up a coupon in a free area, where it changes nothing", async () => {
    const before = await usedCount("GRATISADVIES");
    const res = await submit(form({ coupon_code: "GRATISADVIES" }));
    expect(res.statusCode).toBe(200);
    expect(await requestByNumber(res.json().order.number)).toMatchObject({ feeCents: 0, voucherId: null });
    expect(await usedCount("GRATISADVIES")).toBe(before);
  });

  it("refuses a wrong code, a cart code and a used-up code, storing and counting nothing", async () => {
    const db = t.services.database.db;
    const rowsBefore = await db.$count(adviceRequests);
    for (const coupon_code of ["BESTAATNIET", "WELKOM10", "ZOMER2025", "EENMALIG"]) {
      const body = form({ ...paidAddress, coupon_code });
      const res = await submit(body);
      expect(res.statusCode, coupon_code).toBe(400);
      expect(res.json(), coupon_code).toEqual({ errors: { coupon_code: "De code is niet correct." } });
      expect(await mailsTo(body.email)).toHaveLength(0);
    }
    expect(await db.$count(adviceRequests)).toBe(rowsBefore);
    expect(await usedCount("WELKOM10")).toBe(0);
  });

  it("ignores a coupon for a not_found area: the area is refused and the coupon not used", async () => {
    const before = await usedCount("GRATISADVIES");
    const res = await submit(form({ ...farAddress, coupon_code: "GRATISADVIES" }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["service_area"]);
    expect(await usedCount("GRATISADVIES")).toBe(before);
  });

  it("lets a limited code be used as often as allowed, also when two requests race for the last use", async () => {
    await t.services.database.db
      .insert(vouchers)
      .values({ code: "ADVIESEEN", name: "Eén gratis afspraak", kind: "free_advice", maxUses: 1 });
    const answers = await Promise.all(
      [1, 2].map(() => submit(form({ ...paidAddress, coupon_code: "ADVIESEEN" }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await usedCount("ADVIESEEN")).toBe(1);
  });

  it("answers a double submit with the first request: one row, one pair of mails", async () => {
    const v = new TestVisitor(t.app);
    const body = form({ ...paidAddress });
    const first = await submit(body, v);
    expect(first.statusCode).toBe(200);
    // The same tab again, twice at once (a double click): the visitor's lock makes them take turns.
    const again = await Promise.all([submit(body, v), submit(body, v)]);
    expect(again.map((res) => res.json())).toEqual([first.json(), first.json()]);
    const rows = await t.services.database.db
      .select()
      .from(adviceRequests)
      .where(eq(adviceRequests.number, first.json().order.number));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(body.email)).toHaveLength(1);
    // Something changed is a new request.
    const third = await submit({ ...body, product_amount: 5 }, v);
    expect(third.json().order.number).not.toBe(first.json().order.number);
  });

  it("does not exist in the Belgian store", async () => {
    const res = await submit(form(), new TestVisitor(t.app, "be.localhost"));
    expect(res.statusCode).toBe(404);
  });
});

describe("rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MAIL: "2" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("allows RATE_LIMIT_MAIL requests a minute per client, then answers 429", async () => {
    const v = new TestVisitor(limited.app);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await v.post("/api/advice/submit-form", form({ product_amount: i + 1 }))).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    const res = await v.post("/api/advice/submit-form", form());
    expect(res.json().errors.request).toMatch(/Te veel verzoeken/);
    // Checking a postcode has the larger limit of calls that only compute.
    expect((await v.post("/api/advice/check-zipcode", { zipcode: "2991 XJ" })).statusCode).toBe(200);
  });
});
