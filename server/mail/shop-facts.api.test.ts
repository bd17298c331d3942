// The shop's facts agree everywhere a shopper meets them: the contact page's showrooms, the cart page's pick-up
// choices and the order confirmation mail name the same street, number, postcode and hours for each location,
// and the company's numbers, e-mail and phone are those of domain/company.ts (the contact page once had others).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickupLocations } from "../../domain/cart/pickup.ts";
import { addressLine, company, hoursLine, locations } from "../../domain/company.ts";
import { stores } from "../../domain/store.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { mailOutbox } from "./mail.schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The page's text without tags and with entities and whitespace as a reader sees them. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

/** Every "Street 12, 1234 AB Place" or "Street 12 1234 AB Place" in a text, as "Street 12, 1234 AB Place". */
function addressesIn(text: string): string[] {
  return [
    ...text.matchAll(
      /([A-Z][a-z]+(?:weg|dijk|straat|laan|plein|kade)) (\d+)[ ,]+(\d{4} [A-Z]{2}) ([A-Z][a-z]+)/g,
    ),
  ].map(([, street, number, postcode, city]) => `${street} ${number}, ${postcode} ${city}`);
}

describe("one set of facts", () => {
  it("shows the same locations on the contact page as the cart offers for pick-up, with the company's numbers", async () => {
    for (const host of ["localhost", "be.localhost"]) {
      const page = await t.app.inject({ method: "GET", url: "/klantenservice/contact", headers: { host } });
      expect(page.statusCode).toBe(200);
      const text = textOf(page.body);
      expect(new Set(addressesIn(text))).toEqual(new Set(pickupLocations.map((l) => l.address)));
      for (const location of locations) expect(text, location.name).toContain(location.name);
      for (const fact of [company.kvkNumber, company.vatNumber, company.email, company.legalName])
        expect(text, host).toContain(fact);
      expect(text).toContain(host === "localhost" ? stores.NL.phone : stores.BE.phone);
    }
  });

  it("offers the same pick-up points on the cart page and names the chosen one in the order mail", async () => {
    const values = await rollerBlindValues(t.app);
    const { v, csrf } = await readyVisitor(t.app, values, {
      default: { type: "private" },
      factuur: nlAddress,
    });
    const chosen = locations[1];
    if (!chosen) throw new Error("no second location");
    expect((await v.post("/api/cart/setShippingMethod", { shipping_method: chosen.name })).statusCode).toBe(
      200,
    );

    const cartPage = textOf((await v.get("/checkout")).body);
    expect(new Set(addressesIn(cartPage))).toEqual(new Set(locations.map((l) => addressLine(l.address))));
    for (const location of locations) expect(cartPage).toContain(hoursLine(location.hours));

    const placed = (await placeOrder(v, csrf)).json();
    expect((await payInSandbox(t.services, placed.paymentLink, "Authorised")).kind).toBe("done");
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderNumber, placed.order.number));
    if (!mail) throw new Error("no order mail");
    const mailText = textOf(mail.html);
    expect(addressesIn(mailText)).toContain(addressLine(chosen.address));
    expect(mailText).toContain(hoursLine(chosen.hours));
    // The mail's footer: the head office and the company's numbers, as the contact page shows them.
    expect(mailText).toContain(addressLine(company.address).replace(",", " ·"));
    expect(mailText).toContain(company.kvkNumber);
    expect(mailText).toContain(company.vatNumber);
    expect(mail.text).toContain(company.vatNumber);
  });

  it("keeps the old, wrong addresses off every page", async () => {
    const v = new TestVisitor(t.app);
    for (const url of ["/klantenservice/contact", "/bezorging-en-montage", "/veelgestelde-vragen", "/"]) {
      const text = textOf((await v.get(url)).body);
      for (const wrong of ["Dierensteinweg 12", "Taxandriaweg", "Sluisendijk"])
        expect(text, url).not.toContain(wrong);
      for (const address of addressesIn(text))
        expect(
          pickupLocations.map((l) => l.address),
          url,
        ).toContain(address);
    }
  });
});
