// The development mailbox under /dev/mailbox: every mail in the outbox, to read as the recipient would.
//
// Registered only with DEV_MAILBOX=true (server/app.ts; `npm run dev` and the tests set it); otherwise the
// path falls through to the pages' 404. Plain server-rendered HTML under the shop's CSP; one small inline script only sizes
// the frame. The mail's own HTML is shown in a sandboxed iframe (srcdoc) that runs no scripts and whose
// links open in a new tab. /dev/mailbox.json lets tests and scripts read the same list.
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { MailStatus } from "../db/schema.ts";
import { mailOutbox } from "../db/schema.ts";
import { escapeHtml } from "../http/html.ts";

type Row = typeof mailOutbox.$inferSelect;

const LIST_LIMIT = 200;

const statusLabels: Record<MailStatus, string> = {
  queued: "in de wachtrij",
  sending: "wordt verzonden",
  sent: "verzonden",
  failed: "mislukt",
};

const transportLabels: Record<string, string> = { mailbox: "ontwikkel-mailbox", smtp: "SMTP" };

const dateTime = new Intl.DateTimeFormat("nl-NL", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Amsterdam",
});

function when(date: Date | null): string {
  return date ? dateTime.format(date) : "–";
}

/** The mail's links open in a new tab: inside the frame they would land in a sandbox without scripts. */
function withLinksInNewTab(html: string): string {
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}<base target="_blank">`)
    : `<base target="_blank">${html}`;
}

/** Without allow-scripts nothing in the mail runs; allow-same-origin only lets this page measure its height. */
const FRAME_SANDBOX =
  "allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";
const LINK_SANDBOX = "allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

/** Grows the frame to the mail's height; without it (a stricter CSP) the frame keeps its CSS height. */
const fitFrame = `<script>
for (const frame of document.querySelectorAll("iframe[data-fit]")) {
  const fit = () => {
    const doc = frame.contentDocument;
    if (doc && doc.documentElement) frame.style.height = doc.documentElement.scrollHeight + 2 + "px";
  };
  frame.addEventListener("load", fit);
  addEventListener("resize", fit);
  fit();
}
</script>`;

const style = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:"Segoe UI",Roboto,"Helvetica Neue",Arial,system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1d2421;background:#f7f6f2}
header{background:#123d30;color:#fff;padding:14px 20px}
header a{color:#fff;text-decoration:none}
header h1{margin:0;font-size:20px}
header p{margin:2px 0 0;font-size:13px;color:#e5f0eb}
main{max-width:1100px;margin:0 auto;padding:20px 16px 40px}
a{color:#1f5f4a}
h2{color:#123d30;font-size:18px;margin:28px 0 10px}
.bar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:end;justify-content:space-between;margin-bottom:14px}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:end}
label{display:flex;flex-direction:column;font-size:13px;color:#4d5752}
input{font:inherit;padding:7px 10px;border:1px solid #b9c2bd;border-radius:6px;min-width:min(260px,100%)}
button,.button{font:inherit;font-weight:600;padding:7px 14px;border-radius:6px;border:1px solid #1f5f4a;background:#1f5f4a;color:#fff;text-decoration:none;cursor:pointer;display:inline-block}
.button.secondary{background:#fff;color:#1f5f4a}
.empty{background:#fff;border:1px solid #dfe4e1;border-radius:10px;padding:24px;text-align:center;color:#4d5752}
table.list{width:100%;border-collapse:collapse;background:#fff;border:1px solid #dfe4e1;border-radius:10px;overflow:hidden}
.list th,.list td{text-align:left;padding:9px 12px;border-bottom:1px solid #dfe4e1;vertical-align:top}
.list th{font-size:13px;color:#4d5752;background:#e5f0eb;font-weight:600}
.list td.subject a{font-weight:600}
.muted{color:#4d5752;font-size:13px}
.status{display:inline-block;font-size:12px;font-weight:600;padding:1px 8px;border-radius:999px;background:#e5f0eb;color:#123d30;white-space:nowrap}
.status.queued,.status.sending{background:#fbf5e6;color:#6b4e00}
.status.failed{background:#fbe9e7;color:#b3261e}
dl.headers{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0;background:#fff;border:1px solid #dfe4e1;border-radius:10px;padding:14px 16px}
dl.headers dt{color:#4d5752;font-size:13px;padding-top:2px}
dl.headers dd{margin:0;overflow-wrap:anywhere}
iframe{display:block;width:100%;height:70vh;min-height:420px;border:1px solid #dfe4e1;border-radius:10px;background:#f7f6f2}
pre{background:#fff;border:1px solid #dfe4e1;border-radius:10px;padding:14px 16px;white-space:pre;overflow-x:auto;font-size:13px;line-height:1.45;margin:0}
ul.files{margin:0;padding:0;list-style:none}
.error{color:#b3261e}
@media (max-width:700px){
  .list thead{display:none}
  .list,.list tbody,.list tr,.list td{display:block;width:100%}
  .list tr{border-bottom:1px solid #dfe4e1;padding:8px 0}
  .list td{border:0;padding:2px 12px}
  dl.headers{grid-template-columns:1fr}
  dl.headers dt{padding-top:6px}
  iframe{height:75vh}
}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<header><a href="/dev/mailbox"><h1>Ontwikkel-mailbox</h1></a><p>Alleen buiten productie: alle e-mails die de winkel verstuurde of nog gaat versturen.</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function statusBadge(status: MailStatus): string {
  return `<span class="status ${escapeHtml(status)}">${escapeHtml(statusLabels[status] ?? status)}</span>`;
}

function listPage(rows: Row[], to: string): string {
  const filter = `<form method="get" action="/dev/mailbox" role="search">
<label>Aan (e-mailadres)<input type="email" name="to" value="${escapeHtml(to)}" autocomplete="off"></label>
<button type="submit">Filteren</button>${to ? ' <a class="button secondary" href="/dev/mailbox">Alles tonen</a>' : ""}
</form>`;
  const count = `<p class="muted">${rows.length === LIST_LIMIT ? `De nieuwste ${LIST_LIMIT}` : rows.length} ${rows.length === 1 ? "bericht" : "berichten"} · <a href="/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ""}">Vernieuwen</a></p>`;
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
<iframe title="Inhoud van de e-mail" data-fit sandbox="${FRAME_SANDBOX}" srcdoc="${escapeHtml(withLinksInNewTab(row.html))}"></iframe>
${fitFrame}
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
        .header(
          "content-security-policy",
          `default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox ${LINK_SANDBOX}`,
        )
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
