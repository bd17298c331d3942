// Forms that need JavaScript, posted without it through the real app (form-encoded to their page, as a browser
// without JavaScript sends them now that none submits as GET): the page answers 400 with the Dutch message, and
// nothing typed comes back in the page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollerBlindValues, visitorWithRollerBlind } from "../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../tests/helpers/test-app.ts";
import { NO_SCRIPT_FIELD, NO_SCRIPT_MESSAGE, NO_SCRIPT_STAFF_MESSAGE } from "./no-script";

let t: TestApp;
let owner: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
});
afterAll(async () => {
  await t?.close();
});

const personal = {
  firstname: "Geheimnaam",
  email: "prive-adres@example.nl",
  phone: "0612345678",
  message: "Mijn-persoonlijke-bericht",
};

function post(url: string, form: string, cookies: Record<string, string> = {}, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url,
    cookies,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ [NO_SCRIPT_FIELD]: form, ...personal }).toString(),
  });
}

function expectRefusedWithout(res: { statusCode: number; body: string }, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.body).toContain(message);
  for (const value of Object.values(personal)) expect(res.body).not.toContain(value);
}

describe("a visitor's form posted without JavaScript", () => {
  it.each([
    ["/advies-meet-afspraak-plannen", "advies"],
    ["/klantenservice/contact", "service"],
    ["/bestelling-volgen", "bestelling-volgen"],
  ])("%s (%s) answers the Dutch message with the phone number, and nothing typed", async (url, form) => {
    const res = await post(url, form);
    expectRefusedWithout(res, NO_SCRIPT_MESSAGE);
  });

  it.each([
    ["/checkout", "kortingscode"],
    ["/checkout/gegevens", "gegevens"],
  ])("%s (%s) with a cart answers the same", async (url, form) => {
    const { v } = await visitorWithRollerBlind(t.app, await rollerBlindValues(t.app));
    const res = await post(url, form, {}, v.cookie);
    expectRefusedWithout(res, NO_SCRIPT_MESSAGE);
  });
});

describe("a back-office form posted without JavaScript", () => {
  it.each([
    ["/beheer/medewerkers", "uitnodigen"],
    ["/beheer/instellingen", "tarieven"],
    ["/beheer/kortingscodes", "kortingscode"],
    ["/beheer/catalogus/optiesets", "nieuwe-optieset"],
    ["/beheer/catalogus/optiesets/1001", "optieset"],
  ])("%s (%s) answers the Dutch message, and nothing typed", async (url, form) => {
    const res = await post(url, form, {}, owner.cookieHeader);
    expectRefusedWithout(res, NO_SCRIPT_STAFF_MESSAGE);
  });

  it("sends a post without a session to the login page, as every back-office page does", async () => {
    const res = await post("/beheer/medewerkers", "uitnodigen");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/beheer\/inloggen\?terug=/);
  });
});
