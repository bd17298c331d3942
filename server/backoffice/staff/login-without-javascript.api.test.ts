// The login pages' form posts through the real app, as a browser without JavaScript sends them (form-encoded to
// the page itself): the same checks, cookie and Dutch messages as the JSON calls, the password never in the page,
// and one per-address limit shared by the pages and the API, so neither gets round the other.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_PASSWORD, type StaffClient, staffClient } from "../../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { commandLine } from "../audit.ts";
import { INVITATION_INVALID_MESSAGE, LOGIN_FAILED_MESSAGE } from "./staff.service.ts";
import { STAFF_COOKIE } from "./staff-access.ts";

const LIMIT = 4;
let t: TestApp;
let member: StaffClient;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_STAFF_LOGIN: String(LIMIT) });
  member = await staffClient(t, "medewerker");
});
afterAll(async () => {
  await t?.close();
});

// Each test its own address, so each starts with a fresh count.
let address = 0;
const nextAddress = () => `10.9.0.${++address}`;

function postForm(url: string, fields: Record<string, string>, remoteAddress: string, headers = {}) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}
const apiLogin = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/beheer/login", payload: { email, password }, remoteAddress });

function staffCookies(res: {
  cookies: { name: string; value: string; path?: string; httpOnly?: boolean }[];
}) {
  return res.cookies.filter((c) => c.name === STAFF_COOKIE && c.value !== "");
}

describe("the login page without JavaScript", () => {
  it("logs in with the right password: the session cookie and a redirect to the page asked for", async () => {
    const ip = nextAddress();
    const res = await postForm(
      "/beheer/inloggen?terug=%2Fbeheer%2Fbestellingen%3Fpagina%3D2",
      { email: member.member.email.toUpperCase(), password: STAFF_PASSWORD },
      ip,
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/beheer/bestellingen?pagina=2");
    const cookies = staffCookies(res);
    // The same cookie as the API sets: on the pages' and the API's path, HttpOnly, SameSite=Strict.
    expect(cookies.map((c) => c.path).sort()).toEqual(["/api/beheer", "/beheer"]);
    for (const header of [res.headers["set-cookie"]].flat()) {
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Strict/);
    }
    const session = await t.app.inject({
      method: "GET",
      url: "/api/beheer/session",
      cookies: { [STAFF_COOKIE]: cookies[0]?.value ?? "" },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().staff.email).toBe(member.member.email);
  });

  it("sends a return address outside the back office to /beheer instead", async () => {
    const res = await postForm(
      "/beheer/inloggen?terug=https%3A%2F%2Fanders.example%2F",
      { email: member.member.email, password: STAFF_PASSWORD },
      nextAddress(),
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/beheer");
  });

  it("answers a wrong password with the page and the Dutch message, no cookie, and never the password", async () => {
    const wrong = "mijn-geheime-gok-123";
    const res = await postForm(
      "/beheer/inloggen",
      { email: member.member.email, password: wrong },
      nextAddress(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain(LOGIN_FAILED_MESSAGE);
    expect(res.body).not.toContain(wrong);
    expect(staffCookies(res)).toEqual([]);
    // The address typed stays in the field.
    expect(res.body).toContain(`value="${member.member.email}"`);
  });

  it("answers a malformed address with the API's Dutch message", async () => {
    const res = await postForm("/beheer/inloggen", { email: "geen-adres", password: "x" }, nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Vul een geldig e-mailadres in.");
    expect(staffCookies(res)).toEqual([]);
  });

  it("refuses a post another site made the browser send", async () => {
    const res = await postForm(
      "/beheer/inloggen",
      { email: member.member.email, password: STAFF_PASSWORD },
      nextAddress(),
      { "sec-fetch-site": "cross-site" },
    );
    expect(res.statusCode).toBe(403);
    expect(staffCookies(res)).toEqual([]);
  });
});

describe("one limit per address for the API and the pages", () => {
  it("refuses the page's post once the API's attempts used up the limit, even with the right password", async () => {
    const ip = nextAddress();
    for (let i = 0; i < LIMIT; i++) {
      expect((await apiLogin(`iemand${i}@example.nl`, "wat dan ook", ip)).statusCode).toBe(400);
    }
    expect((await apiLogin(member.member.email, STAFF_PASSWORD, ip)).statusCode).toBe(429);
    const page = await postForm(
      "/beheer/inloggen",
      { email: member.member.email, password: STAFF_PASSWORD },
      ip,
    );
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain("Te veel pogingen om in te loggen vanaf dit adres.");
    expect(page.body).not.toContain(STAFF_PASSWORD);
    expect(staffCookies(page)).toEqual([]);
    // Another address is not affected.
    const other = await postForm(
      "/beheer/inloggen",
      { email: member.member.email, password: STAFF_PASSWORD },
      nextAddress(),
    );
    expect(other.statusCode).toBe(302);
  });

  it("refuses the API once the pages' posts used up the limit, setting a password included", async () => {
    const ip = nextAddress();
    for (let i = 0; i < LIMIT - 1; i++) {
      const res = await postForm("/beheer/inloggen", { email: "x@example.nl", password: "fout" }, ip);
      expect(res.statusCode).toBe(400);
    }
    const setPage = await postForm(
      "/beheer/wachtwoord/onbekend-token",
      { password: "een-nieuw-lang-wachtwoord", again: "een-nieuw-lang-wachtwoord" },
      ip,
    );
    expect(setPage.statusCode).toBe(400);
    const api = await apiLogin(member.member.email, STAFF_PASSWORD, ip);
    expect(api.statusCode).toBe(429);
    expect(api.headers["retry-after"]).toBeDefined();
    expect(api.json().errors.request).toMatch(/^Te veel pogingen om in te loggen vanaf dit adres\./);
    const apiPassword = await t.app.inject({
      method: "POST",
      url: "/api/beheer/password",
      payload: { token: "onbekend-token", password: "een-nieuw-lang-wachtwoord" },
      remoteAddress: ip,
    });
    expect(apiPassword.statusCode).toBe(429);
  });
});

describe("the set-password page without JavaScript", () => {
  async function invitation(): Promise<{ token: string; email: string }> {
    const email = `nieuw-${Date.now()}-${++address}@example.nl`;
    const { token } = await t.services.staff.invite(
      { email, role: "medewerker", name: "Nieuw" },
      commandLine,
    );
    return { token, email };
  }

  it("refuses two different passwords and a short one with the Dutch messages, never echoing them", async () => {
    const { token } = await invitation();
    const ip = nextAddress();
    const differ = await postForm(
      `/beheer/wachtwoord/${token}`,
      { password: "een-lang-wachtwoord-één", again: "een-lang-wachtwoord-twee" },
      ip,
    );
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain("De twee wachtwoorden zijn niet gelijk.");
    expect(differ.body).not.toContain("een-lang-wachtwoord-twee");
    expect(staffCookies(differ)).toEqual([]);
    const short = await postForm(`/beheer/wachtwoord/${token}`, { password: "kort", again: "kort" }, ip);
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain("Kies een wachtwoord van minstens 12 tekens.");
  });

  it("sets the password and logs in, once: the link then answers the Dutch refusal", async () => {
    const { token, email } = await invitation();
    const password = "een-lang-nieuw-wachtwoord";
    const res = await postForm(`/beheer/wachtwoord/${token}`, { password, again: password }, nextAddress());
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/beheer");
    expect(staffCookies(res)).toHaveLength(2);
    expect((await apiLogin(email, password, nextAddress())).statusCode).toBe(200);

    const again = await postForm(`/beheer/wachtwoord/${token}`, { password, again: password }, nextAddress());
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(INVITATION_INVALID_MESSAGE);
    expect(again.body).not.toContain(password);
  });
});
