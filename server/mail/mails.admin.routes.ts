// /api/beheer/mails: the outbox (every mail and its state), one mail with its text and history, its HTML on its
// own address with a strict policy (framed by /beheer/mails/:id), and 'Opnieuw versturen'.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAIL_STATE_INVALID, mailStates } from "../../domain/mail-states.ts";
import { listPageSchema, listQueryFields } from "../backoffice/list-query.ts";
import { rowId } from "../backoffice/row-id.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { MAIL_CSP } from "./dev-mailbox.page.ts";

const state = z.enum(mailStates, { error: MAIL_STATE_INVALID });

const summarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: state,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
  resentFrom: z.number().int().nullable(),
});

const detailSchema = summarySchema.extend({
  transport: z.string().nullable(),
  nextAttemptAt: z.date().nullable(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.number().int() })),
  history: z.array(
    z.object({ at: z.date().nullable(), label: z.string(), mailId: z.number().int().nullable() }),
  ),
});

const idParams = z.object({ id: rowId("Deze e-mail bestaat niet (meer).") });

/**
 * The mail's own page may be framed by the back office only, shows its styles and images and runs nothing:
 * the development mailbox's policy (sandboxed, no scripts) with the framing narrowed to this origin.
 */
const FRAMED_MAIL_CSP = `${MAIL_CSP}; frame-ancestors 'self'`;

export async function mailsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { mails } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: mails"];
  const config = { staffArea: "mails" as const };

  r.get(
    "/mails",
    {
      config,
      schema: {
        tags,
        summary:
          "Alle e-mails van de winkel, nieuwste eerst; filter op status, zoek op ontvanger of onderwerp",
        operationId: "listMails",
        ...staffSession,
        querystring: z.object({
          status: state.optional(),
          ...listQueryFields,
        }),
        response: {
          ...errorResponses(401, 403),
          200: ok("Een pagina e-mails", listPageSchema("mails", summarySchema)),
        },
      },
    },
    async (request) =>
      mails.list({ state: request.query.status, search: request.query.zoek, page: request.query.pagina }),
  );

  r.get(
    "/mails/:id",
    {
      config,
      schema: {
        tags,
        summary: "Eén e-mail: de tekstversie, bijlagen en wat ermee gebeurde",
        operationId: "getMail",
        ...staffSession,
        params: idParams,
        response: { ...errorResponses(401, 403, 404), 200: ok("De e-mail", detailSchema) },
      },
    },
    async (request) => mails.detail(request.params.id),
  );

  r.get(
    "/mails/:id/html",
    {
      config,
      schema: {
        tags,
        summary:
          "De HTML van de e-mail zoals de ontvanger hem kreeg (zonder scripts, alleen in het beheer in te lijsten)",
        operationId: "getMailHtml",
        ...staffSession,
        params: idParams,
        response: {
          ...errorResponses(401, 403, 404),
          200: { description: "De HTML", content: { "text/html": { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const html = await mails.html(request.params.id);
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", FRAMED_MAIL_CSP)
        .header("x-frame-options", "SAMEORIGIN")
        .send(html);
    },
  );

  r.post(
    "/mails/:id/resend",
    {
      config,
      schema: {
        tags,
        summary:
          "Opnieuw versturen: een kopie van de e-mail gaat in de wachtrij (het origineel blijft zoals het was)",
        operationId: "resendMail",
        ...staffSession,
        params: idParams,
        response: {
          ...errorResponses(401, 403, 404),
          200: ok("De kopie staat in de wachtrij", z.object({ id: z.number().int() })),
        },
      },
    },
    async (request) => mails.resend(request.params.id, staffOf(request).staff),
  );
}
