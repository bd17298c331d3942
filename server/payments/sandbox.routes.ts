// The sandbox provider's hosted payment page at /betaalomgeving/:pspReference: plain server-rendered HTML (no
// React, no script), Dutch, marked as a test environment, where the tester picks the bank and the outcome.
//
// Registered only when the sandbox is the payment provider (server/app.ts). A POST carries the payment's
// random form token (CSRF: another site cannot read it), finishes the payment once, sends the signed webhook
// in-process and answers 303 to the shop's returnUrl with the signed result.
import type { FastifyInstance, FastifyReply } from "fastify";
import { formatPrice } from "../../domain/money.ts";
import { escapeHtml } from "../http/html.ts";
import { brandName, CARD_BRANDS, IDEAL_ISSUERS, issuerName, METHOD_NAMES } from "./methods.ts";
import {
  DEFAULT_REFUSAL_REASON,
  type Notify,
  SANDBOX_OUTCOMES,
  SANDBOX_PATH,
  type SandboxOutcome,
  type SandboxPayment,
  type SandboxPaymentProvider,
} from "./sandbox.ts";

const SHOP_NAME = "Raamwerk";

/** The webhook route of the shop, the address a real provider is given in its dashboard. */
export const NOTIFICATIONS_PATH = "/api/payments/notifications";

/**
 * Delivers the sandbox's webhooks to the shop's own webhook route with `inject`: the request goes through
 * the whole Fastify pipeline (parsing, hooks, the route) like a real one, but needs no network, no known public
 * address of this process (SITE_URL may point at a proxy or another process) and no TLS.
 */
export function inProcessNotifier(app: FastifyInstance): Notify {
  return async (body, headers) => {
    const response = await app.inject({ method: "POST", url: NOTIFICATIONS_PATH, headers, payload: body });
    return { statusCode: response.statusCode, body: response.body };
  };
}

const statusLabels: Record<SandboxPayment["status"], string> = {
  pending: "open",
  authorised: "geslaagd",
  refused: "geweigerd",
  cancelled: "geannuleerd",
  error: "mislukt door een technische fout",
};

interface OutcomeButton {
  outcome: SandboxOutcome;
  label: string;
  hint: string;
  kind: "primary" | "danger" | "plain";
}

const buttons: OutcomeButton[] = [
  {
    outcome: "Authorised",
    label: "Betaling geslaagd",
    hint: "Authorised: de bestelling is betaald.",
    kind: "primary",
  },
  {
    outcome: "Refused",
    label: "Betaling geweigerd",
    hint: "Refused: de bank weigert, met de reden hierboven.",
    kind: "danger",
  },
  {
    outcome: "Cancelled",
    label: "Annuleren",
    hint: "Cancelled: de klant breekt de betaling af.",
    kind: "plain",
  },
  {
    outcome: "Error",
    label: "Technische fout",
    hint: "Error: de bank of de betaalprovider is niet bereikbaar.",
    kind: "plain",
  },
  {
    outcome: "Pending",
    label: "Later betalen / open laten",
    hint: "Pending: de betaling blijft open; deze link werkt later nog.",
    kind: "plain",
  },
];

const style = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:"Segoe UI",Roboto,"Helvetica Neue",Arial,system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1c2230;background:#eef1f6}
.test{background:#ffe9a8;color:#3d2c00;border-bottom:2px solid #d9a400;padding:10px 16px;text-align:center;font-size:15px}
.test p{margin:0}
.test strong{font-weight:700}
main{max-width:560px;margin:0 auto;padding:24px 16px 48px}
.card{background:#fff;border:1px solid #d5dbe6;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(20,30,60,.06)}
.provider{margin:0 0 4px;font-size:13px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#4a5675}
h1{margin:0 0 16px;font-size:24px;line-height:1.25;color:#17213d}
.summary{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;align-items:baseline;gap:6px 16px;padding:14px 16px;background:#f6f8fb;border-radius:8px}
.summary dt{color:#4a5675}
.summary dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.summary .amount{font-size:20px}
.field{margin:0 0 20px}
label,.label{display:block;font-weight:600;margin:0 0 6px}
select,textarea{width:100%;font:inherit;color:inherit;padding:10px 12px;border:1px solid #8a94ab;border-radius:8px;background:#fff}
select{min-height:44px}
textarea{resize:vertical;min-height:64px}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{font-weight:700;font-size:18px;color:#17213d;margin:0 0 4px;padding:0}
.lead{margin:0 0 16px;color:#4a5675;font-size:15px}
.outcomes{list-style:none;margin:0;padding:0;display:grid;gap:14px}
.outcome{display:grid;gap:8px}
.outcome p{margin:0;font-size:14px;color:#4a5675}
.refuse{gap:10px;padding:14px;border:1px solid #e7c3c3;border-radius:10px;background:#fdf6f6}
.refuse label{font-weight:600}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:10px 16px;font:inherit;font-weight:600;border-radius:8px;border:2px solid #243b6b;background:#fff;color:#243b6b;cursor:pointer;text-decoration:none;text-align:center}
button:hover,.button:hover{background:#eef2fa}
button.primary{background:#1d7a46;border-color:#1d7a46;color:#fff}
button.primary:hover{background:#166238}
button.danger{background:#b42318;border-color:#b42318;color:#fff}
button.danger:hover{background:#931c13}
a{color:#243b6b}
:focus-visible{outline:3px solid #1a56db;outline-offset:3px}
select:focus-visible,textarea:focus-visible{outline-offset:1px}
.actions{margin:24px 0 0}
.status{font-weight:700}
@media (min-width:700px){
  main{padding-top:48px}
  .card{padding:32px 36px}
  h1{font-size:28px}
}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · Testomgeving</title>
<style>${style}</style>
</head>
<body>
<header class="test"><p><strong>Testomgeving</strong> — er wordt niet echt betaald</p></header>
<main>
<div class="card">
<p class="provider">Betaalomgeving van de webwinkel</p>
${body}
</div>
</main>
</body>
</html>`;
}

function methodLabel(payment: SandboxPayment): string {
  const name = METHOD_NAMES[payment.methodType] ?? payment.methodType;
  const detail =
    payment.methodType === "ideal" ? issuerName(payment.issuer) : (brandName(payment.brand) ?? undefined);
  return detail ? `${name} (${detail})` : name;
}

function summary(payment: SandboxPayment, withStatus = false): string {
  const rows: [string, string, string?][] = [
    ["Webwinkel", SHOP_NAME],
    ["Bestelling", payment.orderNumber],
    ["Bedrag", formatPrice(payment.amountCents), "amount"],
    ["Betaalwijze", methodLabel(payment)],
  ];
  if (withStatus) rows.push(["Status", statusLabels[payment.status], "status"]);
  return `<dl class="summary">${rows
    .map(
      ([term, value, cls]) =>
        `<dt>${escapeHtml(term)}</dt><dd${cls ? ` class="${cls}"` : ""}>${escapeHtml(value)}</dd>`,
    )
    .join("")}</dl>`;
}

function options(items: readonly { id: string; name: string }[], selected: string | null): string {
  return items
    .map(
      (item) =>
        `<option value="${escapeHtml(item.id)}"${item.id === selected ? " selected" : ""}>${escapeHtml(item.name)}</option>`,
    )
    .join("");
}

export function paymentPage(payment: SandboxPayment): string {
  const action = `${SANDBOX_PATH}/${encodeURIComponent(payment.pspReference)}`;
  let chooser = "";
  if (payment.methodType === "ideal") {
    const placeholder = payment.issuer ? "" : `<option value="">Kies je bank</option>`;
    chooser = `<div class="field"><label for="issuer">Bank</label><select id="issuer" name="issuer">${placeholder}${options(IDEAL_ISSUERS, payment.issuer)}</select></div>`;
  } else if (payment.methodType === "scheme") {
    chooser = `<div class="field"><label for="brand">Kaart</label><select id="brand" name="brand">${options(CARD_BRANDS, payment.brand ?? "visa")}</select></div>`;
  }
  const items = buttons
    .map((button) => {
      const hintId = `hint-${button.outcome.toLowerCase()}`;
      const control = `<button type="submit" name="outcome" value="${button.outcome}" class="${button.kind}" aria-describedby="${hintId}">${escapeHtml(button.label)}</button><p id="${hintId}">${escapeHtml(button.hint)}</p>`;
      if (button.outcome !== "Refused") return `<li class="outcome">${control}</li>`;
      // A textarea, not an input: Enter in it adds no submit (which would press the first button, 'geslaagd').
      return `<li class="outcome refuse"><label for="refusalReason">Reden van weigering (optioneel)</label><textarea id="refusalReason" name="refusalReason" rows="2" maxlength="200">${escapeHtml(DEFAULT_REFUSAL_REASON)}</textarea>${control}</li>`;
    })
    .join("");
  return page(
    `Betalen bij ${SHOP_NAME}`,
    `<h1>Betalen bij ${escapeHtml(SHOP_NAME)}</h1>
${summary(payment)}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(payment.formToken)}">
${chooser}
<fieldset>
<legend>Uitkomst van deze testbetaling</legend>
<p class="lead">Kies wat de bank antwoordt. De webwinkel krijgt daarna een ondertekende melding en je gaat terug naar de winkel.</p>
<ul class="outcomes">${items}</ul>
</fieldset>
</form>`,
  );
}

export function finishedPage(payment: SandboxPayment, backUrl: string): string {
  return page(
    "Deze betaling is al afgerond",
    `<h1>Deze betaling is al afgerond</h1>
${summary(payment, true)}
<p>De webwinkel heeft de uitkomst al gekregen; er wordt niets opnieuw verstuurd.</p>
<p class="actions"><a class="button" href="${escapeHtml(backUrl)}">Terug naar de webwinkel</a></p>`,
  );
}

function messagePage(title: string, text: string, link: { href: string; label: string }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p class="actions"><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .header("referrer-policy", "no-referrer")
    .send(html);
}

const notFoundPage = () =>
  messagePage(
    "Deze betaling bestaat niet",
    "De link naar deze betaling klopt niet of de betaling is verwijderd. Er is niets betaald.",
    { href: "/", label: "Naar de webwinkel" },
  );

const first = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : Array.isArray(value) && typeof value[0] === "string"
      ? value[0]
      : undefined;

export async function sandboxRoutes(app: FastifyInstance, opts: { provider: SandboxPaymentProvider }) {
  const { provider } = opts;
  // Its retries of webhooks the shop did not accept run as the services plugin's background work.
  if (!provider.hasNotifier) provider.setNotifier(inProcessNotifier(app));

  // Form posts, only inside this plugin; the rest of the shop speaks JSON.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(String(body))) if (!(key in fields)) fields[key] = value;
      done(null, fields);
    },
  );
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, "sandbox payment page failed");
    return sendHtml(
      reply,
      status >= 400 && status < 500 ? status : 500,
      messagePage(
        "Er ging iets mis in de betaalomgeving",
        "Je keuze is niet verwerkt. Open de betaalpagina opnieuw en probeer het nog eens.",
        { href: "/", label: "Naar de webwinkel" },
      ),
    );
  });

  app.get<{ Params: { pspReference: string } }>(
    `${SANDBOX_PATH}/:pspReference`,
    { schema: { hide: true } },
    async (request, reply) => {
      const payment = await provider.find(request.params.pspReference);
      if (!payment) return sendHtml(reply, 404, notFoundPage());
      if (payment.status !== "pending") {
        return sendHtml(reply, 200, finishedPage(payment, provider.returnUrlFor(payment)));
      }
      return sendHtml(reply, 200, paymentPage(payment));
    },
  );

  app.post<{ Params: { pspReference: string } }>(
    `${SANDBOX_PATH}/:pspReference`,
    { schema: { hide: true } },
    async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, unknown>;
      const outcome = first(fields.outcome);
      const pageUrl = `${SANDBOX_PATH}/${encodeURIComponent(request.params.pspReference)}`;
      if (!SANDBOX_OUTCOMES.includes(outcome as SandboxOutcome)) {
        const payment = await provider.find(request.params.pspReference);
        if (!payment) return sendHtml(reply, 404, notFoundPage());
        return sendHtml(
          reply,
          400,
          messagePage("Kies een uitkomst", "Kies op de betaalpagina wat de bank antwoordt.", {
            href: pageUrl,
            label: "Terug naar de betaalpagina",
          }),
        );
      }
      const result = await provider.complete(request.params.pspReference, {
        token: first(fields.token),
        outcome: outcome as SandboxOutcome,
        issuer: first(fields.issuer),
        brand: first(fields.brand),
        refusalReason: first(fields.refusalReason),
      });
      switch (result.kind) {
        case "not-found":
          return sendHtml(reply, 404, notFoundPage());
        case "bad-token":
          return sendHtml(
            reply,
            403,
            messagePage(
              "Deze keuze kon niet worden verwerkt",
              "Het formulier hoort niet bij deze betaling of is verlopen. Open de betaalpagina opnieuw en kies nog eens.",
              { href: pageUrl, label: "Terug naar de betaalpagina" },
            ),
          );
        case "finished":
          return sendHtml(reply, 409, finishedPage(result.payment, provider.returnUrlFor(result.payment)));
        case "done":
          if (result.delivery && !result.delivery.ok) {
            request.log.warn(
              { pspReference: result.payment.pspReference, delivery: result.delivery.detail },
              "sandbox webhook not accepted by the shop",
            );
          }
          return reply.code(303).header("cache-control", "no-store").redirect(result.redirect, 303);
      }
    },
  );
}
