// Every back-office call and page refuses without a staff session, a medewerker where only the owner may go, and
// a monteur everywhere but the fitting.
// The calls are walked from the OpenAPI document, so a new route is checked the day it is added.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FITTER_ONLY_MESSAGE, roleFor } from "../../domain/staff.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { backofficePages } from "./navigation.ts";

/** The calls anyone may make: logging in and setting a password with an invitation's token. */
const PUBLIC = new Set(["POST /api/beheer/login", "POST /api/beheer/password"]);
/**
 * The API's nouns only an owner may use (domain/staff.ts: staff, prices, vouchers, settings, audit, invoices with
 * the accountant's exports and their Peppol transmissions; the catalogue's photo upload).
 */
const OWNER_ONLY =
  /^\/api\/beheer\/(staff|prices|colours|vouchers|settings|audit|invoices|exports|peppol-transmissions|catalog\/photos)(\/|$)/;

/** The catalogue editor: every member of staff reads it and previews the draft; only the owner changes it. */
const CATALOG = /^\/api\/beheer\/catalog(\/|$)/;
const ownerOnly = (op: Operation) =>
  OWNER_ONLY.test(op.path) ||
  (CATALOG.test(op.path) && op.method !== "GET" && op.path !== "/api/beheer/catalog/preview");

/** The API's nouns a monteur may use: the fitting (their own appointments; planning answers 403 in the route). */
const FITTER_MAY =
  /^\/api\/beheer\/fitting\/(day|orders\/\{number\}(\/handover|\/handover\.pdf|\/werkbon\.pdf)?)$/;
/** The calls every member of staff makes about their own session. */
const OWN_SESSION = new Set(["GET /api/beheer/session", "POST /api/beheer/logout"]);

interface Operation {
  method: string;
  path: string;
}

let t: TestApp;
let owner: StaffClient;
let medewerker: StaffClient;
let monteur: StaffClient;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
  medewerker = await staffClient(t, "medewerker");
  monteur = await staffClient(t, "monteur");
  const docs = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(docs.paths)
    .filter(([path]) => path.startsWith("/api/beheer/"))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
});
afterAll(async () => {
  await t?.close();
});

/** A concrete address for a documented path: ids become 1, other parameters a word. */
function concrete(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (/id$/i.test(name) ? "1" : "x"));
}

describe("the back office's API", () => {
  it("documents its calls", () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it("answers 401 in Dutch to every call without a staff session, except logging in", async () => {
    for (const op of operations) {
      if (PUBLIC.has(`${op.method} ${op.path}`)) continue;
      const res = await t.app.inject({ method: op.method as "GET", url: concrete(op.path), payload: {} });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
      expect(res.json().errors.session).toMatch(/Log in/);
    }
  });

  it("answers 401 to a visitor's shop session and to a forged staff cookie", async () => {
    for (const op of operations.filter((o) => o.method === "GET")) {
      const res = await t.app.inject({
        method: "GET",
        url: concrete(op.path),
        cookies: { rw_beheer: "vervalst-token-vervalst-token-vervalst-token" },
      });
      expect(res.statusCode, op.path).toBe(401);
    }
  });

  it("answers 403 to a medewerker on the owner's calls, and lets them through elsewhere", async () => {
    for (const op of operations) {
      // Logging out would end the session the walk goes on with; it is any member's call (staff.api.test.ts).
      if (PUBLIC.has(`${op.method} ${op.path}`) || op.path === "/api/beheer/logout") continue;
      const res = await medewerker.request(
        op.method as "GET",
        concrete(op.path),
        op.method === "GET" ? undefined : {},
      );
      if (ownerOnly(op)) {
        expect(res.statusCode, `${op.method} ${op.path}`).toBe(403);
        expect(res.json().errors.role).toMatch(/eigenaar/);
      } else {
        expect([401, 403], `${op.method} ${op.path}`).not.toContain(res.statusCode);
      }
    }
  });

  it("answers 403 in Dutch to a monteur on every call but their own fitting and session", async () => {
    expect(operations.filter((op) => FITTER_MAY.test(op.path)).length).toBeGreaterThanOrEqual(4);
    for (const op of operations) {
      const call = `${op.method} ${op.path}`;
      if (PUBLIC.has(call) || OWN_SESSION.has(call) || op.path === "/api/beheer/logout") continue;
      const res = await monteur.request(
        op.method as "GET",
        concrete(op.path),
        op.method === "GET" ? undefined : {},
      );
      if (FITTER_MAY.test(op.path)) {
        expect([401, 403], call).not.toContain(res.statusCode);
        expect(res.statusCode, call).toBeLessThan(500);
      } else {
        expect(res.statusCode, call).toBe(403);
        expect(res.json().errors.role, call).toMatch(/monteur|medewerker of de eigenaar/);
      }
    }
  });

  it("refuses every write without the session's CSRF token", async () => {
    for (const op of operations.filter((o) => o.method !== "GET" && !PUBLIC.has(`${o.method} ${o.path}`))) {
      const res = await t.app.inject({
        method: op.method as "POST",
        url: concrete(op.path),
        cookies: { rw_beheer: owner.cookieToken },
        payload: {},
      });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(403);
      expect(res.json().errors.csrf).toMatch(/opnieuw/);
    }
  });
});

/** Pages reached from another page, not the menu: the accountant's export (from the invoice list). */
const linkedPages = [{ to: "/beheer/facturen/boekhouding", area: "invoices" }] as const;

describe("the back office's pages", () => {
  const pages = [...backofficePages, ...linkedPages];
  const ownerPages = pages.filter((p) => roleFor(p.area) === "eigenaar");

  it("send a visitor without a staff session to the login, marked noindex and not stored", async () => {
    for (const page of pages) {
      const res = await t.app.inject({ method: "GET", url: page.to });
      expect(res.statusCode, page.to).toBe(302);
      expect(res.headers.location).toBe(`/beheer/inloggen?terug=${encodeURIComponent(page.to)}`);
      expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
      expect(res.headers["cache-control"]).toMatch(/no-store/);
      expect(res.headers["set-cookie"] ?? "").not.toMatch(/rw_sid/);
    }
  });

  it("answer an unknown back-office address like any page: the login first, then 404 in the frame", async () => {
    const stranger = await t.app.inject({ method: "GET", url: "/beheer/bestaat-niet" });
    expect(stranger.statusCode).toBe(302);
    const staff = await t.app.inject({
      method: "GET",
      url: "/beheer/bestaat-niet",
      cookies: { rw_beheer: medewerker.cookieToken },
    });
    expect(staff.statusCode).toBe(404);
    expect(staff.body).toContain("Niet gevonden");
  });

  it("show the login page, noindex, without a shop session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/beheer/inloggen" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="robots" content="noindex, nofollow"');
    expect(res.body).toContain("Inloggen");
    expect(res.headers["set-cookie"] ?? "").not.toMatch(/rw_sid/);
  });

  it("answer 403 to a medewerker on the owner's pages, 200 to the owner", async () => {
    expect(ownerPages.map((p) => p.to)).toContain("/beheer/facturen");
    for (const page of ownerPages) {
      const asMedewerker = await t.app.inject({
        method: "GET",
        url: page.to,
        cookies: { rw_beheer: medewerker.cookieToken },
      });
      expect(asMedewerker.statusCode, page.to).toBe(403);
      expect(asMedewerker.body).toContain("Geen toegang");
    }
    for (const page of pages) {
      const asOwner = await t.app.inject({
        method: "GET",
        url: page.to,
        cookies: { rw_beheer: owner.cookieToken },
      });
      expect(asOwner.statusCode, page.to).toBe(200);
    }
  });

  it("show a monteur only the fitting: every other page 403, the overview sends them to their day", async () => {
    for (const page of pages) {
      const res = await t.app.inject({
        method: "GET",
        url: page.to,
        cookies: { rw_beheer: monteur.cookieToken },
      });
      if (page.to === "/beheer") {
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe("/beheer/montage");
      } else if (page.area === "fitting") {
        expect(res.statusCode, page.to).toBe(200);
        expect(res.body).toContain("Mijn montages");
        expect(res.body).not.toContain('href="/beheer/bestellingen"');
      } else {
        expect(res.statusCode, page.to).toBe(403);
        expect(res.body, page.to).toContain(FITTER_ONLY_MESSAGE);
      }
    }
  });

  it("are not in the sitemap and are disallowed in robots.txt", async () => {
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).not.toContain("/beheer");
    const robots = (await t.app.inject({ method: "GET", url: "/robots.txt" })).body;
    expect(robots).toMatch(/Disallow: \/beheer/);
  });
});
