// The development mailbox under /dev/mailbox: every mail in the outbox, to read as the recipient would.
//
// Registered only with DEV_MAILBOX=true (server/app.ts; `npm run dev` and the tests set it); otherwise the
// path falls through to the pages' 404. Plain server-rendered HTML under the shop's CSP; one small inline script only sizes
// the frame. The mail's own HTML is shown in a sandboxed iframe (srcdoc) that runs no scripts and whose
// links open in a new tab. /dev/mailbox.json lets tests and scripts read the same list; /dev/mailbox/voorbeelden
// (mail-previews.routes.ts) shows every mail with sample data.

import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { shopDateFormat } from "../../domain/delivery/shop-time.ts";
import { escapeHtml } from "../http/html.ts";
import { MAIL_CSP, mailFrame, page } from "./dev-mailbox.page.ts";
import type { MailStatus } from "./mail.schema.ts";
import { mailOutbox } from "./mail.schema.ts";
import { mailPreviewRoutes } from "./mail-previews.routes.ts";

type Row = typeof mailOutbox.$inferSelect;

const LIST_LIMIT = 200;

const statusLabels: Record<MailStatus, string> = {
  queued: "in de wachtrij",
  sending: "wordt verzonden",
  sent: "verzonden",
  failed: "mislukt",
};

const transportLabels: Record<string, string> = { mailbox: "ontwikkel-mailbox", smtp: "SMTP" };

const dateTime = shopDateFormat({ dateStyle: "short", timeStyle: "medium" });

function when(date: Date | null): string {
  return date ? dateTime.format(date) : "–";
}

function statusBadge(status: MailStatus): string {
  return `<span class="status ${escapeHtml(status)}">${escapeHtml(statusLabels[status] ?? status)}</span>`;
}

function listPage(rows: Row[], to: string): string {
  const filter = `<form method="get" action="/dev/mailbox" role="search">
<label>Aan (e-mailadres)<input type="email" name="to" value="${escapeHtml(to)}" autocomplete="off"></label>
<button type="submit">Filteren</button>${to ? ' <a class="button secondary" href="/dev/mailbox">Alles tonen</a>' : ""}
</form>`;
  const count = `<p class="muted"><a href="/dev/mailbox/voorbeelden">Voorbeelden van alle e-mails</a> · ${rows.length === LIST_LIMIT ? `De nieuwste ${LIST_LIMIT}` : rows.length} ${rows.length === 1 ? "bericht" : "berichten"} · <a href="/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ""}">Vernieuwen</a></p>`;
  const table = rows.length
    ? `<table class="list">
<thead><tr><th scope="col">Tijd</th><th scope="col">Aan</th><th scope="col">Onderwerp</th><th scope="col">Soort</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows
  .map(
    (r) =>
      `<tr><td class="muted">${escapeHtml(when(r.createdAt))}</td><td>${escapeHtml(r.toAddress)}</td><td class="subject"><a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a></td><td class="muted">${escapeHtml(r.kind)}</td><td>${statusBadge(r.status)}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>`
    : `<p class="empty">${to ? "Geen berichten aan dit adres." : "Nog geen berichten. Bestel iets of vraag kleurstalen aan en kijk hier opnieuw."}</p>`;
  return page("Ontwikkel-mailbox", `<div class="bar">${filter}${count}</div>\n${table}`);
}

function messagePage(row: Row, from: string): string {
  const attachments = row.attachments ?? [];
  const headers: [string, string][] = [
    ["Van", escapeHtml(from)],
    ["Aan", escapeHtml(row.toAddress)],
    ["Onderwerp", escapeHtml(row.subject)],
    ["Soort", escapeHtml(row.kind)],
    ["Status", statusBadge(row.status)],
    ["Aangemaakt", escapeHtml(when(row.createdAt))],
    ["Verzonden", escapeHtml(when(row.sentAt))],
    ["Via", escapeHtml(row.transport ? (transportLabels[row.transport] ?? row.transport) : "–")],
    ["Pogingen", String(row.attempts)],
  ];
  if (row.status !== "sent") headers.push(["Volgende poging", escapeHtml(when(row.nextAttemptAt))]);
  if (row.lastError)
    headers.push(["Laatste fout", `<span class="error">${escapeHtml(row.lastError)}</span>`]);
  if (attachments.length)
    headers.push([
      "Bijlagen",
      `<ul class="files">${attachments
        .map(
          (a, i) =>
            `<li><a href="/dev/mailbox/${row.id}/attachments/${i}" download>${escapeHtml(a.filename)}</a> <span class="muted">(${escapeHtml(a.contentType)}, ${formatSize(Math.floor((a.base64.length * 3) / 4))})</span></li>`,
        )
        .join("")}</ul>`,
    ]);
  const body = `<p><a href="/dev/mailbox">← Alle berichten</a></p>
<dl class="headers">${headers.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl>
<div class="bar"><h2>Zoals de ontvanger het ziet</h2><a class="button secondary" href="/dev/mailbox/${row.id}/html" target="_blank" rel="noopener">Open in nieuw tabblad</a></div>
${mailFrame(row.html)}
<h2>Tekstversie</h2>
<pre>${escapeHtml(row.text)}</pre>`;
  return page(`${row.subject} · Ontwikkel-mailbox`, body);
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1).replace(".", ",")} kB`;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type("text/html; charset=utf-8")
    .send(page("Niet gevonden · Ontwikkel-mailbox", `<p class="empty">Dit bericht bestaat niet (meer).</p>`));
}

function parseId(value: string): number | undefined {
  return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the real name in UTF-8. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  const { database, mail } = app.services;
  const db = database.db;
  await app.register(mailPreviewRoutes);

  async function load(id: string): Promise<Row | undefined> {
    const parsed = parseId(id);
    if (parsed === undefined) return undefined;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, parsed));
    return row;
  }

  async function list(to: string): Promise<Row[]> {
    return db
      .select()
      .from(mailOutbox)
      .where(to ? sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}` : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(LIST_LIMIT);
  }

  function queryTo(query: unknown): string {
    const to = (query as { to?: unknown }).to;
    return typeof to === "string" ? to.trim() : "";
  }

  app.get("/dev/mailbox", { schema: { hide: true } }, async (request, reply) => {
    const to = queryTo(request.query);
    return reply.type("text/html; charset=utf-8").send(listPage(await list(to), to));
  });

  app.get("/dev/mailbox.json", { schema: { hide: true } }, async (request) => {
    const rows = await list(queryTo(request.query));
    return rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      kind: r.kind,
      status: r.status,
      transport: r.transport,
      attempts: r.attempts,
      last_error: r.lastError,
      text: r.text,
      html: r.html,
      attachments: (r.attachments ?? []).map((a, i) => ({
        filename: a.filename,
        content_type: a.contentType,
        url: `/dev/mailbox/${r.id}/attachments/${i}`,
      })),
      created_at: r.createdAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
    }));
  });

  app.get<{ Params: { id: string } }>(
    "/dev/mailbox/:id",
    { schema: { hide: true } },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row) return notFound(reply);
      return reply.type("text/html; charset=utf-8").send(messagePage(row, mail.from));
    },
  );

  // The mail on its own, as a mail program would show it; sandboxed by its own CSP, without scripts.
  app.get<{ Params: { id: string } }>(
    "/dev/mailbox/:id/html",
    { schema: { hide: true } },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row) return notFound(reply);
      return reply
        .header("content-security-policy", MAIL_CSP)
        .type("text/html; charset=utf-8")
        .send(row.html);
    },
  );

  app.get<{ Params: { id: string; index: string } }>(
    "/dev/mailbox/:id/attachments/:index",
    { schema: { hide: true } },
    async (request, reply) => {
      const row = await load(request.params.id);
      const index = /^[0-9]{1,3}$/.test(request.params.index) ? Number(request.params.index) : -1;
      const attachment = row?.attachments?.[index];
      if (!attachment) return notFound(reply);
      const type = /^[\w.+-]+\/[\w.+-]+$/.test(attachment.contentType)
        ? attachment.contentType
        : "application/octet-stream";
      return reply
        .header("content-disposition", contentDisposition(attachment.filename))
        .type(type)
        .send(Buffer.from(attachment.base64, "base64"));
    },
  );
}
