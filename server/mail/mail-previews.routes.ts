// Development previews of every mail with sample data at /dev/mailbox/voorbeelden: each mail's HTML as the
// recipient sees it, its text version and its attachment, rendered on request from the mail components.
//
// Registered with the development mailbox only (DEV_MAILBOX=true): nothing here exists in production.
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../http/html.ts";
import { MAIL_CSP, mailFrame, page } from "./dev-mailbox.page.ts";
import { type MailPreview, mailPreviews } from "./previews.ts";
import { renderMail } from "./render.ts";

const BASE = "/dev/mailbox/voorbeelden";

function listPage(): string {
  const items = mailPreviews
    .map(
      (p) =>
        `<tr><td class="subject"><a href="${BASE}/${p.slug}">${escapeHtml(p.title)}</a></td><td class="muted">${p.attachment ? "met bijlage" : ""}</td></tr>`,
    )
    .join("\n");
  return page(
    "Voorbeelden · Ontwikkel-mailbox",
    `<p><a href="/dev/mailbox">← Alle berichten</a></p>
<h2>Voorbeelden van alle e-mails</h2>
<p class="muted">Elke e-mail van de winkel met voorbeeldgegevens, zoals de ontvanger hem krijgt.</p>
<table class="list"><thead><tr><th scope="col">E-mail</th><th scope="col">Bijlage</th></tr></thead>
<tbody>
${items}
</tbody></table>`,
  );
}

export async function mailPreviewRoutes(app: FastifyInstance): Promise<void> {
  const { mail } = app.services;
  const find = (slug: string): MailPreview | undefined => mailPreviews.find((p) => p.slug === slug);
  const notFound = page(
    "Niet gevonden · Ontwikkel-mailbox",
    `<p class="empty">Dit voorbeeld bestaat niet.</p>`,
  );

  app.get(BASE, { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(listPage()),
  );

  app.get<{ Params: { slug: string } }>(
    `${BASE}/:slug`,
    { schema: { hide: true } },
    async (request, reply) => {
      const preview = find(request.params.slug);
      if (!preview) return reply.code(404).type("text/html; charset=utf-8").send(notFound);
      const { html, text } = await renderMail(preview.mail(), { shopEmail: mail.shopEmail });
      const attachment = preview.attachment
        ? `<p>Bijlage: <a href="${BASE}/${preview.slug}/bijlage">${escapeHtml((await preview.attachment()).filename)}</a></p>`
        : "";
      const body = `<p><a href="${BASE}">← Alle voorbeelden</a></p>
<div class="bar"><h2>${escapeHtml(preview.title)}</h2><a class="button secondary" href="${BASE}/${preview.slug}/html" target="_blank" rel="noopener">Open in nieuw tabblad</a></div>
${attachment}
${mailFrame(html)}
<h2>Tekstversie</h2>
<pre>${escapeHtml(text)}</pre>`;
      return reply.type("text/html; charset=utf-8").send(page(`${preview.title} · Voorbeelden`, body));
    },
  );

  app.get<{ Params: { slug: string } }>(
    `${BASE}/:slug/html`,
    { schema: { hide: true } },
    async (request, reply) => {
      const preview = find(request.params.slug);
      if (!preview) return reply.code(404).type("text/html; charset=utf-8").send(notFound);
      const { html } = await renderMail(preview.mail(), { shopEmail: mail.shopEmail });
      return reply.header("content-security-policy", MAIL_CSP).type("text/html; charset=utf-8").send(html);
    },
  );

  app.get<{ Params: { slug: string } }>(
    `${BASE}/:slug/bijlage`,
    { schema: { hide: true } },
    async (request, reply) => {
      const attachment = await find(request.params.slug)?.attachment?.();
      if (!attachment) return reply.code(404).type("text/html; charset=utf-8").send(notFound);
      return reply
        .header("content-disposition", `inline; filename="${attachment.filename}"`)
        .type(attachment.contentType)
        .send(Buffer.from(attachment.base64, "base64"));
    },
  );
}
