// The mail outbox in the back office through the real app, on PGlite and PostgreSQL: the list with states,
// filters and search, one mail with its text, attachments and history, its HTML under a strict policy, and
// 'Opnieuw versturen' (a copy for the worker, audit-logged; the original stays as it was).
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { auditLog } from "../backoffice/backoffice.schema.ts";
import { mailOutbox } from "./mail.schema.ts";

let t: TestApp;
let staff: StaffClient;
let sentId: number;
let failedId: number;

async function outboxRow(values: Partial<typeof mailOutbox.$inferInsert>): Promise<number> {
  const [row] = await t.services.database.db
    .insert(mailOutbox)
    .values({
      kind: "test",
      toAddress: "klant@example.nl",
      subject: "Je bestelling",
      html: "<html><body><p>Hallo <strong>klant</strong></p><script>alert(1)</script></body></html>",
      text: "Hallo klant",
      ...values,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("no row");
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffClient(t, "medewerker");
  sentId = await outboxRow({
    toAddress: "anne@example.nl",
    subject: "Je offerte OF-2026-000001",
    attachments: [{ filename: "offerte.pdf", contentType: "application/pdf", base64: "JVBERi0xLjQK" }],
  });
  await t.services.mail.deliverDue();
  failedId = await outboxRow({
    toAddress: "kapot@example.nl",
    subject: "Kleurstalen onderweg",
    status: "failed",
    attempts: 8,
    lastError: "550 mailbox unavailable",
  });
});
afterAll(async () => {
  await t?.close();
});

describe("/api/beheer/mails", () => {
  it("lists every mail newest first with its state, for a medewerker; filters by state and searches", async () => {
    const all = (await staff.get("/api/beheer/mails")).json();
    const ids = all.mails.map((m: { id: number }) => m.id);
    expect(ids.indexOf(failedId)).toBeLessThan(ids.indexOf(sentId));
    expect(all.mails.find((m: { id: number }) => m.id === sentId)).toMatchObject({
      to: "anne@example.nl",
      status: "sent",
      attempts: 0,
    });
    expect(all.mails.find((m: { id: number }) => m.id === sentId).sentAt).toBeTruthy();
    const failed = (await staff.get("/api/beheer/mails?status=failed")).json();
    expect(failed.mails).toEqual([
      expect.objectContaining({ id: failedId, attempts: 8, lastError: "550 mailbox unavailable" }),
    ]);
    const byAddress = (await staff.get("/api/beheer/mails?zoek=ANNE@")).json();
    expect(byAddress.mails.map((m: { id: number }) => m.id)).toEqual([sentId]);
    const bySubject = (await staff.get("/api/beheer/mails?zoek=kleurstalen")).json();
    expect(bySubject.mails.map((m: { id: number }) => m.id)).toEqual([failedId]);
    const bad = await staff.get("/api/beheer/mails?status=weg");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toMatch(/Kies een status/);
  });

  it("shows one mail: text, attachments and history; 404 in Dutch for an unknown id", async () => {
    const mail = (await staff.get(`/api/beheer/mails/${sentId}`)).json();
    expect(mail).toMatchObject({ id: sentId, text: "Hallo klant", status: "sent" });
    expect(mail.attachments).toEqual([{ filename: "offerte.pdf", contentType: "application/pdf", bytes: 9 }]);
    expect(mail.history.map((h: { label: string }) => h.label)).toEqual([
      "In de wachtrij gezet",
      "Verstuurd (bewaard in de ontwikkel-mailbox)",
    ]);
    const failed = (await staff.get(`/api/beheer/mails/${failedId}`)).json();
    expect(failed.history.at(-1).label).toMatch(/Mislukt na 8 pogingen/);
    const unknown = await staff.get("/api/beheer/mails/999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.id).toMatch(/bestaat niet/);
    expect((await staff.get("/api/beheer/mails/abc")).statusCode).toBe(400);
  });

  it("renders the outbox's pages, the mail's HTML framed sandboxed from its own address; 404 in the frame", async () => {
    const page = (url: string) =>
      t.app.inject({ method: "GET", url, cookies: { rw_beheer: staff.cookieToken } });
    const list = await page("/beheer/mails?status=failed");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("550 mailbox unavailable");
    const detail = await page(`/beheer/mails/${sentId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(`sandbox="" src="/api/beheer/mails/${sentId}/html"`);
    expect(detail.body).not.toContain("<strong>klant</strong>");
    for (const unknown of ["999999", "abc", "1e3"])
      expect((await page(`/beheer/mails/${unknown}`)).statusCode, unknown).toBe(404);
  });

  it("serves the HTML as sent, under a policy that runs no script and lets only the back office frame it", async () => {
    const res = await staff.get(`/api/beheer/mails/${sentId}/html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("Hallo <strong>klant</strong>");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("sandbox");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src/);
    expect(res.headers["cache-control"]).toMatch(/no-store/);
    expect((await t.app.inject({ method: "GET", url: `/api/beheer/mails/${sentId}/html` })).statusCode).toBe(
      401,
    );
  });

  it("'Opnieuw versturen' queues a copy the worker sends, audit-logged; the original keeps its record", async () => {
    const res = await staff.post(`/api/beheer/mails/${failedId}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    const copyId = res.json().id;
    expect(copyId).toBeGreaterThan(failedId);
    const [audit] = await t.services.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: "mail.resend",
      subject: `e-mail ${failedId}`,
      actor: staff.member.email,
      after: { copy: copyId, to: "kapot@example.nl" },
    });
    await t.services.mail.deliverDue();
    const [copy] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, copyId));
    expect(copy).toMatchObject({ status: "sent", resentFrom: failedId, subject: "Kleurstalen onderweg" });
    const original = (await staff.get(`/api/beheer/mails/${failedId}`)).json();
    expect(original).toMatchObject({ status: "failed", attempts: 8 });
    expect(original.history.at(-1)).toMatchObject({
      label: `Opnieuw verstuurd als e-mail ${copyId}`,
      mailId: copyId,
    });
    const copyDetail = (await staff.get(`/api/beheer/mails/${copyId}`)).json();
    expect(copyDetail.history[0]).toMatchObject({ mailId: failedId });

    const unknown = await staff.post("/api/beheer/mails/999999/resend");
    expect(unknown.statusCode).toBe(404);
    const [still] = await t.services.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(still?.id).toBe(audit?.id);
  });
});
