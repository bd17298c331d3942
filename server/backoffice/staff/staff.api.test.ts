// Staff access end to end: invitations used once, login with a lock after repeated failures and a limit per
// address, the cookie's scope, idle sessions ending, logging out (everywhere), the last owner kept, the audit
// log, and the local channel `npm run beheer` uses while the shop runs.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LOCK_AFTER } from "../../../domain/staff.ts";
import { STAFF_PASSWORD, type StaffClient, staffClient } from "../../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { commandLine } from "../audit.ts";
import { staff, staffInvitations, staffSessions } from "../backoffice.schema.ts";
import { askRunningShop, commandSocketPath, startCommandChannel } from "./command-channel.ts";

const logLines: string[] = [];
let t: TestApp;
let owner: StaffClient;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ RATE_LIMIT_STAFF_LOGIN: "1000", LOG_LEVEL: "trace" }, { level: "trace", stream });
  owner = await staffClient(t, "eigenaar");
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/beheer/login", payload: { email, password } });

async function invite(email: string, role: "eigenaar" | "medewerker" = "medewerker") {
  const res = await owner.post("/api/beheer/staff", { email, role, name: "Jan" });
  expect(res.statusCode).toBe(200);
  return res.json() as { link: string; created: boolean; staff: { id: number; email: string } };
}

const tokenOf = (link: string) => link.split("/").at(-1) ?? "";

describe("an invitation", () => {
  it("is a one-time link on the shop's address that sets a password and logs in", async () => {
    const invitation = await invite("Nieuw@Example.nl");
    expect(invitation.created).toBe(true);
    expect(invitation.staff.email).toBe("nieuw@example.nl");
    expect(invitation.link).toMatch(/^http:\/\/localhost:\d+\/beheer\/wachtwoord\/[\w-]{40,}$/);

    const page = await t.app.inject({ method: "GET", url: new URL(invitation.link).pathname });
    expect(page.body).toContain("nieuw@example.nl");

    const short = await t.app.inject({
      method: "POST",
      url: "/api/beheer/password",
      payload: { token: tokenOf(invitation.link), password: "kort" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe("Kies een wachtwoord van minstens 12 tekens.");

    const set = await t.app.inject({
      method: "POST",
      url: "/api/beheer/password",
      payload: { token: tokenOf(invitation.link), password: "een heel goed wachtwoord" },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().staff.role).toBe("medewerker");

    const again = await t.app.inject({
      method: "POST",
      url: "/api/beheer/password",
      payload: { token: tokenOf(invitation.link), password: "nog een goed wachtwoord" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toMatch(/verlopen of al gebruikt/);
    const usedPage = await t.app.inject({ method: "GET", url: new URL(invitation.link).pathname });
    expect(usedPage.body).toContain("Deze link is verlopen of al gebruikt");
    expect((await login("nieuw@example.nl", "een heel goed wachtwoord")).statusCode).toBe(200);
  });

  it("stops working after 24 hours, and a new one replaces the old", async () => {
    const first = await invite("verloopt@example.nl");
    const second = await invite("verloopt@example.nl");
    expect(second.created).toBe(false);
    const old = await t.app.inject({
      method: "POST",
      url: "/api/beheer/password",
      payload: { token: tokenOf(first.link), password: "een heel goed wachtwoord" },
    });
    expect(old.statusCode).toBe(400);
    await t.services.database.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvitations.staffId, second.staff.id));
    const late = await t.app.inject({
      method: "POST",
      url: "/api/beheer/password",
      payload: { token: tokenOf(second.link), password: "een heel goed wachtwoord" },
    });
    expect(late.statusCode).toBe(400);
  });
});

describe("logging in", () => {
  it("sets an httpOnly, SameSite=Strict cookie for /beheer and /api/beheer only", async () => {
    const res = await login(owner.member.email, STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    expect(cookies.map((c) => c.match(/Path=([^;]+)/)?.[1]).sort()).toEqual(["/api/beheer", "/beheer"]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^rw_beheer=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).not.toMatch(/Max-Age|Expires/);
    }
  });

  it("answers an unknown address and a wrong password alike, in Dutch", async () => {
    const unknown = await login("niemand@example.nl", "wat dan ook hier");
    const wrong = await login(owner.member.email, "verkeerd wachtwoord");
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().errors.password).toBe("Dit e-mailadres en wachtwoord horen niet bij elkaar.");
  });

  it(`locks an account for a while after ${LOGIN_LOCK_AFTER} failures, even for the right password`, async () => {
    const member = await staffClient(t, "medewerker");
    for (let i = 1; i < LOGIN_LOCK_AFTER; i++)
      expect((await login(member.member.email, `fout wachtwoord ${i}`)).statusCode).toBe(400);
    const locked = await login(member.member.email, "fout wachtwoord laatst");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors.password).toMatch(/Te veel mislukte pogingen/);
    expect((await login(member.member.email, STAFF_PASSWORD)).statusCode).toBe(429);
    await t.services.database.db
      .update(staff)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(staff.id, member.member.id));
    expect((await login(member.member.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it("never writes a password to the log", () => {
    const log = logLines.join("");
    expect(log).toContain("/api/beheer/login");
    expect(log).not.toContain(STAFF_PASSWORD);
    expect(log).not.toContain("een heel goed wachtwoord");
  });
});

describe("a session", () => {
  it("ends after 30 minutes without a request", async () => {
    const member = await staffClient(t, "medewerker");
    expect((await member.get("/api/beheer/session")).statusCode).toBe(200);
    await t.services.database.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(staffSessions.staffId, member.member.id));
    expect((await member.get("/api/beheer/session")).statusCode).toBe(401);
  });

  it("ends on logout, and everywhere on 'overal uitloggen'", async () => {
    const member = await staffClient(t, "medewerker");
    const second = await login(member.member.email, STAFF_PASSWORD);
    const secondToken = (([] as string[]).concat(second.headers["set-cookie"] ?? [])[0] ?? "").split(
      /[=;]/,
    )[1];
    const out = await member.post("/api/beheer/logout", {});
    expect(out.statusCode).toBe(200);
    expect((await member.get("/api/beheer/session")).statusCode).toBe(401);
    const other = () =>
      t.app.inject({ method: "GET", url: "/api/beheer/session", cookies: { rw_beheer: secondToken ?? "" } });
    expect((await other()).statusCode).toBe(200);

    const third = await staffClient(t, "medewerker");
    const again = await login(third.member.email, STAFF_PASSWORD);
    const againToken =
      (([] as string[]).concat(again.headers["set-cookie"] ?? [])[0] ?? "").split(/[=;]/)[1] ?? "";
    expect((await third.post("/api/beheer/logout", { everywhere: true })).statusCode).toBe(200);
    const gone = await t.app.inject({
      method: "GET",
      url: "/api/beheer/session",
      cookies: { rw_beheer: againToken },
    });
    expect(gone.statusCode).toBe(401);
  });
});

describe("staff accounts", () => {
  it("keep at least one active owner", async () => {
    const t2 = await createTestApp();
    try {
      const only = await staffClient(t2, "eigenaar");
      const demote = await only.patch(`/api/beheer/staff/${only.member.id}`, { role: "medewerker" });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().errors.role).toBe("De winkel heeft minstens één actieve eigenaar nodig.");
      const toFitter = await only.patch(`/api/beheer/staff/${only.member.id}`, { role: "monteur" });
      expect(toFitter.statusCode).toBe(409);
      const off = await only.patch(`/api/beheer/staff/${only.member.id}`, { active: false });
      expect(off.statusCode).toBe(409);
      expect((await only.get("/api/beheer/session")).json().staff.role).toBe("eigenaar");
    } finally {
      await t2.close();
    }
  });

  it("switched off lose their sessions at once, and their login", async () => {
    const member = await staffClient(t, "medewerker");
    const off = await owner.patch(`/api/beheer/staff/${member.member.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect((await member.get("/api/beheer/session")).statusCode).toBe(401);
    expect((await login(member.member.email, STAFF_PASSWORD)).statusCode).toBe(400);
  });

  it("refuse bad input in Dutch", async () => {
    const bad = await owner.post("/api/beheer/staff", { email: "geen-adres", role: "baas" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe("Vul een geldig e-mailadres in.");
    expect(bad.json().errors.role).toBe("Kies een rol.");
    expect((await owner.patch("/api/beheer/staff/999999", { active: false })).statusCode).toBe(404);
  });

  it("are written to the audit log with before and after, which owners can read", async () => {
    const member = await staffClient(t, "medewerker");
    await owner.patch(`/api/beheer/staff/${member.member.id}`, { role: "eigenaar" });
    const res = await owner.get(`/api/beheer/audit?zoek=${encodeURIComponent(member.member.email)}`);
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as {
      action: string;
      actor: string;
      before: unknown;
      after: unknown;
    }[];
    const change = entries.find((e) => e.action === "staff.update");
    expect(change).toMatchObject({
      actor: owner.member.email,
      before: { role: "medewerker", active: true },
      after: { role: "eigenaar", active: true },
    });
    expect(entries.some((e) => e.action === "staff.invite" && e.actor === commandLine.email)).toBe(true);
  });
});

describe("the login's limit per address", () => {
  it("refuses more attempts from one address than allowed, whichever accounts it tries", async () => {
    const t2 = await createTestApp({ RATE_LIMIT_STAFF_LOGIN: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t2.app.inject({
          method: "POST",
          url: "/api/beheer/login",
          payload: { email: `iemand${i}@example.nl`, password: "wat dan ook hier" },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await t2.close();
    }
  });
});

describe("the local channel of npm run beheer", () => {
  it("lies beside an embedded database, and is not used for memory:// or PostgreSQL", () => {
    expect(commandSocketPath({ DATABASE_URL: "/srv/winkel/data/pglite", BEHEER_SOCKET: undefined })).toBe(
      "/srv/winkel/data/beheer.sock",
    );
    expect(commandSocketPath({ DATABASE_URL: "memory://", BEHEER_SOCKET: undefined })).toBeNull();
    expect(commandSocketPath({ DATABASE_URL: "postgres://db/shop", BEHEER_SOCKET: undefined })).toBeNull();
  });

  it("lets the command invite through the running shop, and answers null when no shop listens", async () => {
    const socketPath = path.join(mkdtempSync(path.join(tmpdir(), "beheer-")), "beheer.sock");
    expect(
      await askRunningShop(socketPath, { command: "invite", email: "x@example.nl", role: "eigenaar" }),
    ).toBeNull();
    const quiet = { info() {}, warn() {} };
    const channel = await startCommandChannel(socketPath, t.services.staff, "https://www.example.nl", quiet);
    try {
      const answer = await askRunningShop(socketPath, {
        command: "invite",
        email: "Eigenaar@Example.nl",
        role: "eigenaar",
      });
      expect(answer).toMatchObject({
        ok: true,
        created: true,
        email: "eigenaar@example.nl",
        role: "eigenaar",
      });
      if (!answer?.ok) throw new Error("no answer");
      expect(answer.link).toMatch(/^https:\/\/www\.example\.nl\/beheer\/wachtwoord\//);
      const set = await t.app.inject({
        method: "POST",
        url: "/api/beheer/password",
        payload: { token: tokenOf(answer.link), password: "een heel goed wachtwoord" },
      });
      expect(set.statusCode).toBe(200);
    } finally {
      await channel?.close();
    }
    expect(
      await askRunningShop(socketPath, { command: "invite", email: "x@example.nl", role: "eigenaar" }),
    ).toBeNull();
  });
});
