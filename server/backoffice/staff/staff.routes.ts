// /api/beheer: logging in and out, setting a password with an invitation, the session's own data, staff
// accounts (owners only) and the audit log (owners only).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { passwordSchema, staffEmailSchema, staffMemberSchema, staffRoles } from "../../../domain/staff.ts";
import { errorResponses, noSession, ok, staffSession } from "../../http/openapi.ts";
import { auditRowSchema } from "../audit.ts";
import { rowId } from "../row-id.ts";
import { staffListingSchema, staffSessionSchema } from "./staff.service.ts";
import {
  clearStaffCookie,
  STAFF_COOKIE,
  setStaffCookie,
  staffCookieSecure,
  staffOf,
} from "./staff-access.ts";

const okSchema = z.object({ ok: z.literal(true) });

/** The page where an invitation's link leads. */
export function invitationLink(siteBase: string, token: string): string {
  return `${siteBase.replace(/\/$/, "")}/beheer/wachtwoord/${token}`;
}

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { staff, config, audit } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: toegang"];

  r.post(
    "/login",
    {
      config: {
        staffArea: "public",
        // Per address, whichever accounts it tries, shared with the login pages' form posts (login-limit.ts);
        // each account also locks itself after repeated failures.
        staffLogin: true,
      },
      schema: {
        tags,
        summary: "Inloggen als medewerker",
        operationId: "staffLogin",
        ...noSession,
        body: z.object({ email: staffEmailSchema, password: z.string().max(200) }),
        response: { ...errorResponses(), 200: ok("Ingelogd; de cookie is gezet", staffSessionSchema) },
      },
    },
    async (request, reply) => {
      const { cookieToken, session } = await staff.login(request.body.email, request.body.password);
      setStaffCookie(reply, cookieToken, staffCookieSecure(config, request.protocol === "https"));
      return session;
    },
  );

  r.post(
    "/password",
    {
      config: {
        staffArea: "public",
        staffLogin: true,
      },
      schema: {
        tags,
        summary: "Een wachtwoord instellen met de eenmalige link, en inloggen",
        operationId: "staffSetPassword",
        ...noSession,
        body: z.object({ token: z.string().min(1).max(100), password: passwordSchema }),
        response: { ...errorResponses(), 200: ok("Wachtwoord ingesteld; ingelogd", staffSessionSchema) },
      },
    },
    async (request, reply) => {
      const { cookieToken, session } = await staff.acceptInvitation(
        request.body.token,
        request.body.password,
      );
      setStaffCookie(reply, cookieToken, staffCookieSecure(config, request.protocol === "https"));
      return session;
    },
  );

  r.get(
    "/session",
    {
      config: { staffArea: "any" },
      schema: {
        tags,
        summary: "Wie er is ingelogd, met het CSRF-token voor wijzigingen",
        operationId: "staffSession",
        ...staffSession,
        response: { ...errorResponses(401), 200: ok("De sessie", staffSessionSchema) },
      },
    },
    async (request) => staffOf(request),
  );

  r.post(
    "/logout",
    {
      config: { staffArea: "any" },
      schema: {
        tags,
        summary: "Uitloggen; met `everywhere` op elk apparaat",
        operationId: "staffLogout",
        ...staffSession,
        body: z.object({ everywhere: z.boolean().default(false) }).default({ everywhere: false }),
        response: { ...errorResponses(401, 403), 200: ok("Uitgelogd", okSchema) },
      },
    },
    async (request, reply) => {
      const session = staffOf(request);
      if (request.body.everywhere) await staff.logoutEverywhere(session.staff.id);
      else await staff.logout(request.cookies[STAFF_COOKIE] ?? "");
      clearStaffCookie(reply, staffCookieSecure(config, request.protocol === "https"));
      return { ok: true as const };
    },
  );

  r.get(
    "/staff",
    {
      config: { staffArea: "staff" },
      schema: {
        tags,
        summary: "Alle medewerkers",
        operationId: "listStaff",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok("De medewerkers", z.object({ staff: z.array(staffListingSchema) })),
        },
      },
    },
    async () => ({ staff: await staff.list() }),
  );

  r.post(
    "/staff",
    {
      config: { staffArea: "staff" },
      schema: {
        tags,
        summary:
          "Een medewerker uitnodigen (of opnieuw): geeft de eenmalige link om een wachtwoord in te stellen",
        operationId: "inviteStaff",
        ...staffSession,
        body: z.object({
          email: staffEmailSchema,
          role: z.enum(staffRoles, { error: "Kies een rol." }),
          name: z.string().trim().max(100, { error: "Vul een naam in van hoogstens 100 tekens." }).optional(),
        }),
        response: {
          ...errorResponses(401, 403),
          200: ok(
            "De uitnodiging",
            z.object({ staff: staffMemberSchema, link: z.string(), created: z.boolean() }),
          ),
        },
      },
    },
    async (request) => {
      const { staff: member, token, created } = await staff.invite(request.body, staffOf(request).staff);
      return { staff: member, link: invitationLink(request.siteBase, token), created };
    },
  );

  r.patch(
    "/staff/:id",
    {
      config: { staffArea: "staff" },
      schema: {
        tags,
        summary: "De rol van een medewerker wijzigen, of het account uit- of aanzetten",
        operationId: "updateStaff",
        ...staffSession,
        params: z.object({ id: rowId("Deze medewerker bestaat niet.") }),
        body: z.object({ role: z.enum(staffRoles).optional(), active: z.boolean().optional() }),
        response: {
          ...errorResponses(401, 403, 404, 409),
          200: ok("Gewijzigd", z.object({ staff: staffMemberSchema })),
        },
      },
    },
    async (request) => ({
      staff: await staff.update(request.params.id, request.body, staffOf(request).staff),
    }),
  );

  r.get(
    "/audit",
    {
      config: { staffArea: "audit" },
      schema: {
        tags,
        summary: "Het logboek van wijzigingen, nieuwste eerst",
        operationId: "listAudit",
        ...staffSession,
        querystring: z.object({
          voor: rowId("Vul een geldig nummer in.").optional(),
          zoek: z.string().trim().max(100).optional(),
        }),
        response: {
          ...errorResponses(401, 403),
          200: ok(
            "Een pagina van het logboek",
            z.object({
              entries: z.array(auditRowSchema),
            }),
          ),
        },
      },
    },
    async (request) => ({
      entries: await audit.read({
        limit: 50,
        ...(request.query.voor ? { before: request.query.voor } : {}),
        ...(request.query.zoek ? { search: request.query.zoek } : {}),
      }),
    }),
  );
}
