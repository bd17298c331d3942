// The outbox and its worker through the real app: transactions, delivery, retries, concurrent workers, dev mailbox.
import { eq, inArray, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import type { Db } from "../db/client.ts";
import { MailButton } from "./components/button.tsx";
import { MailLayout } from "./components/layout.tsx";
import { Paragraph } from "./components/paragraph.tsx";
import { ItemRows } from "./components/rows.tsx";
import { mailOutbox } from "./mail.schema.ts";
import { Mailer, type MailToSend } from "./mailer.ts";
import type { MailTransport, OutgoingMail } from "./transport.ts";

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.services.database.db;
});
afterAll(async () => {
  await t?.close();
});

const content = (
  <MailLayout
    preheader="Je bestelling is binnen"
    heading="Bedankt voor je bestelling"
    reason="Je ontvangt deze e-mail omdat je bestelde bij Raamwerk."
  >
    <Paragraph text="We gaan voor je aan de slag." />
    <ItemRows rows={[{ name: "Rolgordijn", count: 1, amount: "€ 99,95" }]} />
    <MailButton label="Bekijk je bestelling" url="https://raamwerk.nl/bestelling/1" />
  </MailLayout>
);

function mail(overrides: Partial<MailToSend> = {}): MailToSend {
  return { kind: "test", to: "klant@example.nl", subject: "Je bestelling", content, ...overrides };
}

async function row(id: number) {
  const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

/** A transport that records what it was given, taking `delayMs` per message like a real server would. */
function recordingTransport(delayMs = 0): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: "smtp",
    sent,
    async send(message) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
    },
  };
}

function collectingLogger() {
  const lines: { level: number; msg: string; mailId?: number; attempts?: number }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const options = { from: "Raamwerk <klantenservice@raamwerk.nl>", shopEmail: "klantenservice@raamwerk.nl" };

describe("the outbox with the app's worker", () => {
  it("sends nothing for a mail whose transaction rolled back, and the nudge does no harm", async () => {
    const send = vi.spyOn(t.services.mail.transport, "send");
    await expect(
      db.transaction(async (tx) => {
        await t.services.mail.enqueue(tx, mail({ kind: "rolled-back", subject: "Nooit verstuurd" }));
        // Long enough for the worker's nudge to run while the transaction is still open.
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.services.mail.deliverDue()).toBe(0);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "rolled-back"))).toEqual([]);
    expect(send.mock.calls.map(([m]) => m.subject)).not.toContain("Nooit verstuurd");
    send.mockRestore();
    const list = await t.app.inject({ method: "GET", url: "/dev/mailbox.json" });
    expect(list.json().map((m: { subject: string }) => m.subject)).not.toContain("Nooit verstuurd");
  });

  it("delivers a committed mail on its own, soon after the commit, to the mailbox transport", async () => {
    const id = await db.transaction(async (tx) => {
      const id = await t.services.mail.enqueue(
        tx,
        mail({ to: "sanne@example.nl", subject: "Je bestelling <RW-1>" }),
      );
      // The caller's transaction goes on for a while: the worker must not lose the nudge meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 150));
      return id;
    });
    // Well inside the 5 s poll: only the nudge after the commit can have delivered it.
    await vi.waitFor(async () => expect((await row(id)).status).toBe("sent"), {
      timeout: 2_500,
      interval: 25,
    });
    const sent = await row(id);
    expect(sent).toMatchObject({
      transport: "mailbox",
      attempts: 0,
      lastError: null,
      toAddress: "sanne@example.nl",
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.html).toContain("Bedankt voor je bestelling");
    expect(sent.text).toContain("https://raamwerk.nl/bestelling/1");
  });

  it("lists mails in /dev/mailbox.json, newest first, filtered by address", async () => {
    const first = await t.services.mail.enqueue(db, mail({ to: "Piet@Example.nl", subject: "Eerste" }));
    const second = await t.services.mail.enqueue(db, mail({ to: "piet@example.nl", subject: "Tweede" }));
    await t.services.mail.deliverDue();
    const res = await t.app.inject({ method: "GET", url: "/dev/mailbox.json?to=piet@example.nl" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { id: number }) => m.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      id: second,
      to: "piet@example.nl",
      subject: "Tweede",
      kind: "test",
      status: "sent",
      transport: "mailbox",
    });
    expect(list[0].text).toContain("We gaan voor je aan de slag.");
    expect(list[0].html).toContain("We gaan voor je aan de slag.");
    expect(Date.parse(list[0].created_at)).not.toBeNaN();
    const all = (await t.app.inject({ method: "GET", url: "/dev/mailbox.json" })).json();
    expect(all.length).toBeGreaterThan(2);
  });

  it("shows the list and a message in /dev/mailbox, escaped, with the mail in a sandboxed frame", async () => {
    const id = await t.services.mail.enqueue(
      db,
      mail({
        to: "lisa@example.nl",
        subject: `Offerte <script>alert("x")</script>`,
        attachments: [
          {
            filename: "offerte RW-7 één.pdf",
            contentType: "application/pdf",
            base64: Buffer.from("%PDF-1.4 test").toString("base64"),
          },
        ],
      }),
    );
    await t.services.mail.deliverDue();

    const list = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toContain("text/html");
    expect(list.body).toContain("<title>Ontwikkel-mailbox</title>");
    expect(list.body).toContain(`href="/dev/mailbox/${id}"`);
    expect(list.body).toContain("Offerte &lt;script&gt;");
    expect(list.body).not.toContain("<script");

    const page = await t.app.inject({ method: "GET", url: `/dev/mailbox/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("<script>alert");
    expect(page.body).toContain("lisa@example.nl");
    expect(page.body).toContain("ontwikkel-mailbox");
    const frame = page.body.match(/<iframe[^>]*sandbox="([^"]*)"[^>]*srcdoc="([^"]*)"/);
    expect(frame?.[1]).toContain("allow-popups");
    expect(frame?.[1]).not.toContain("allow-scripts");
    expect(frame?.[2]).toContain("&lt;base target=&quot;_blank&quot;&gt;");
    expect(frame?.[2]).toContain("Bedankt voor je bestelling");
    expect(page.body).toContain("<pre>RAAMWERK");
    expect(page.body).toContain(`href="/dev/mailbox/${id}/attachments/0"`);

    const html = await t.app.inject({ method: "GET", url: `/dev/mailbox/${id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toBe((await row(id)).html);
    expect(html.headers["content-security-policy"]).toContain("sandbox");

    const file = await t.app.inject({ method: "GET", url: `/dev/mailbox/${id}/attachments/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain("attachment;");
    expect(file.headers["content-disposition"]).toContain(
      "filename*=UTF-8''offerte%20RW-7%20%C3%A9%C3%A9n.pdf",
    );
    expect(file.body).toBe("%PDF-1.4 test");

    for (const url of [
      `/dev/mailbox/${id}/attachments/1`,
      "/dev/mailbox/99999999",
      "/dev/mailbox/abc",
      "/dev/mailbox/99999999/html",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("Dit bericht bestaat niet (meer).");
    }
  });

  it("refuses an address with a line break (header injection) before writing anything", async () => {
    await expect(
      t.services.mail.enqueue(db, mail({ to: "a@example.nl\r\nBcc: b@example.nl" })),
    ).rejects.toThrow();
  });
});

describe("delivery by other workers (the app's own worker stopped)", () => {
  beforeAll(async () => {
    await t.services.mail.stop();
    await t.services.mail.deliverDue();
  });
  afterAll(() => {
    t.services.mail.start();
  });

  it("retries a failed send with a growing wait, logs every failure, and gives up after 8 attempts", async () => {
    const calls: OutgoingMail[] = [];
    const { logger, lines } = collectingLogger();
    const failing = new Mailer(db, {
      ...options,
      logger,
      transport: {
        name: "smtp",
        async send(message) {
          calls.push(message);
          throw new Error("451 4.3.0 Tijdelijk niet beschikbaar");
        },
      },
    });
    const id = await failing.enqueue(db, mail({ kind: "failing", to: "fout@example.nl" }));

    const before = Date.now();
    expect(await failing.deliverDue()).toBe(0);
    const first = await row(id);
    expect(first).toMatchObject({ status: "queued", attempts: 1, transport: "smtp" });
    expect(first.lastError).toContain("451 4.3.0");
    const wait1 = first.nextAttemptAt.getTime() - before;
    expect(wait1).toBeGreaterThan(25_000);
    expect(wait1).toBeLessThan(35_000);
    expect(lines.filter((l) => l.mailId === id && l.level === 40)).toHaveLength(1);

    // Not due yet: another run leaves it alone.
    await failing.deliverDue();
    expect((await row(id)).attempts).toBe(1);

    const makeDue = () =>
      db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, id));
    await makeDue();
    const before2 = Date.now();
    await failing.deliverDue();
    const second = await row(id);
    expect(second).toMatchObject({ status: "queued", attempts: 2 });
    const wait2 = second.nextAttemptAt.getTime() - before2;
    expect(wait2).toBeGreaterThan(55_000);
    expect(wait2).toBeLessThan(65_000);

    for (let attempt = 3; attempt <= 8; attempt++) {
      await makeDue();
      await failing.deliverDue();
      expect((await row(id)).attempts).toBe(attempt);
    }
    const last = await row(id);
    expect(last.status).toBe("failed");
    expect(last.sentAt).toBeNull();
    await makeDue();
    await failing.deliverDue();
    expect((await row(id)).attempts).toBe(8);
    expect(calls.filter((c) => c.to === "fout@example.nl")).toHaveLength(8);
    expect(lines.filter((l) => l.mailId === id && l.level === 40)).toHaveLength(7);
    expect(lines.filter((l) => l.mailId === id && l.level === 50)).toHaveLength(1);
    // The message as it left: sender, reply address and both bodies.
    expect(calls[0]).toMatchObject({
      from: options.from,
      replyTo: options.shopEmail,
      to: "fout@example.nl",
      subject: "Je bestelling",
    });
    expect(calls[0]?.html).toMatch(/^<!doctype html/i);
    expect(calls[0]?.text).toContain("Bedankt voor je bestelling");
  });

  it("sends again what a crashed process left in 'sending', but not a live claim of another process", async () => {
    const transport = recordingTransport();
    const worker = new Mailer(db, { ...options, transport, logger: collectingLogger().logger });
    const [crashed, live] = await db
      .insert(mailOutbox)
      .values([
        {
          kind: "t",
          toAddress: "crash@example.nl",
          subject: "s",
          html: "h",
          text: "t",
          status: "sending" as const,
        },
        {
          kind: "t",
          toAddress: "live@example.nl",
          subject: "s",
          html: "h",
          text: "t",
          status: "sending" as const,
        },
      ])
      .returning({ id: mailOutbox.id });
    if (!crashed || !live) throw new Error("insert failed");
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(eq(mailOutbox.id, crashed.id));
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '9 minutes'` })
      .where(eq(mailOutbox.id, live.id));

    await worker.deliverDue();
    expect(await row(crashed.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await row(live.id)).toMatchObject({ status: "sending", attempts: 0 });
    expect(transport.sent.map((m) => m.to)).toEqual(["crash@example.nl"]);
    await db.delete(mailOutbox).where(eq(mailOutbox.id, live.id));
  });

  it("never sends a mail twice when several workers claim at the same time", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i++)
      ids.push(await t.services.mail.enqueue(db, mail({ kind: "concurrent", to: `k${i}@example.nl` })));
    const transports = [recordingTransport(3), recordingTransport(3), recordingTransport(3)];
    const workers = transports.map(
      (transport) =>
        new Mailer(db, { ...options, transport, batchSize: 3, logger: collectingLogger().logger }),
    );
    const counts = await Promise.all(workers.map((w) => w.deliverDue()));
    const sentTo = transports.flatMap((tr) => tr.sent.map((m) => m.to));
    expect(sentTo).toHaveLength(40);
    expect(new Set(sentTo).size).toBe(40);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 0)).toBe(true);
  });
});

describe("/dev/mailbox/voorbeelden", () => {
  it("lists every mail and shows each with sample data as HTML and text", async () => {
    const list = await t.app.inject({ method: "GET", url: "/dev/mailbox/voorbeelden" });
    expect(list.statusCode).toBe(200);
    const slugs = [...list.body.matchAll(/href="\/dev\/mailbox\/voorbeelden\/([a-z-]+)"/g)].map((m) => m[1]);
    expect(slugs).toEqual(
      expect.arrayContaining(["bestelling", "offerte", "winkelwagen", "kleurstalen", "advies", "service"]),
    );
    for (const slug of slugs) {
      const preview = await t.app.inject({ method: "GET", url: `/dev/mailbox/voorbeelden/${slug}` });
      expect(preview.statusCode, slug).toBe(200);
      expect(preview.body, slug).toContain("Tekstversie");
      expect(preview.body, slug).toContain("Dierensteinweg 8");
      const html = await t.app.inject({ method: "GET", url: `/dev/mailbox/voorbeelden/${slug}/html` });
      expect(html.statusCode, slug).toBe(200);
      expect(html.headers["content-security-policy"], slug).toContain("sandbox");
    }
    const pdf = await t.app.inject({ method: "GET", url: "/dev/mailbox/voorbeelden/offerte/bijlage" });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      (await t.app.inject({ method: "GET", url: "/dev/mailbox/voorbeelden/bestaat-niet" })).statusCode,
    ).toBe(404);
  });
});

describe("without DEV_MAILBOX=true", () => {
  let prod: TestApp;
  beforeAll(async () => {
    // Not production: the mailbox used to exist whenever NODE_ENV was not 'production' (e.g. unset).
    prod = await createTestApp({ NODE_ENV: "test", DEV_MAILBOX: "" });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it("has no development mailbox", async () => {
    const id = await prod.services.mail.enqueue(prod.services.database.db, mail());
    await prod.services.mail.deliverDue();
    for (const url of [
      "/dev/mailbox",
      "/dev/mailbox.json",
      `/dev/mailbox/${id}`,
      `/dev/mailbox/${id}/html`,
      "/dev/mailbox/voorbeelden",
      "/dev/mailbox/voorbeelden/offerte",
      "/dev/mailbox/voorbeelden/offerte/bijlage",
    ]) {
      const res = await prod.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("Ontwikkel-mailbox");
    }
  });
});
