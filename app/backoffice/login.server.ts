// The login pages' form posts, for a browser without JavaScript (or before the page's script has loaded): the
// same checks, the same staff service, the same cookie and the same per-address limit as the JSON calls the
// forms make with JavaScript (POST /api/beheer/login and /password). A password is never sent back in the page.
import { type AppLoadContext, data, redirect } from "react-router";
import { z } from "zod";
import { PASSWORDS_DIFFER, passwordSchema, staffEmailSchema } from "../../domain/staff";
import { tooManyLoginsMessage } from "../../server/backoffice/staff/login-limit";
import { staffCookieHeaders, staffCookieSecure } from "../../server/backoffice/staff/staff-access";
import { safeReturn } from "./LoginForms";

export const CROSS_SITE_MESSAGE = "Log in vanaf de inlogpagina van de winkel zelf.";

/** What a refused post shows: Dutch reasons per field, and the e-mail address typed (never the password). */
export type LoginActionData = { errors: Record<string, string>; email?: string };

const loginSchema = z.object({ email: staffEmailSchema, password: z.string().max(200) });

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The first Dutch message per field of a failed parse. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "request");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A service's refusal (a ClientError), known by its shape: the page bundle holds its own copy of the class. */
function refusalOf(error: unknown): { status: number; errors: Record<string, string> } | null {
  if (typeof error !== "object" || error === null) return null;
  const { statusCode, errors } = error as { statusCode?: unknown; errors?: unknown };
  if (typeof statusCode !== "number" || statusCode < 400 || statusCode >= 500) return null;
  if (typeof errors !== "object" || errors === null) return null;
  return { status: statusCode, errors: errors as Record<string, string> };
}

/**
 * Refuses a post another site made the browser send (Sec-Fetch-Site): a form elsewhere must not log a visitor
 * in to an account of the other site's choosing. The JSON calls are safe from this by their content type.
 */
function crossSite(request: Request): boolean {
  return request.headers.get("sec-fetch-site") === "cross-site";
}

/** Counts the attempt against the address's limit; the refusal to show when it is used up. */
async function overLimit(context: AppLoadContext): Promise<Record<string, string> | null> {
  const attempt = await context.staffLoginAttempt();
  return attempt.allowed ? null : { request: tooManyLoginsMessage(attempt.retryAfterSeconds) };
}

function loggedIn(request: Request, context: AppLoadContext, to: string, cookieToken: string): Response {
  const secure = staffCookieSecure(context.services.config, new URL(request.url).protocol === "https:");
  const headers = new Headers();
  for (const cookie of staffCookieHeaders(cookieToken, secure)) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

/** POST /beheer/inloggen(?terug=…): e-mail and password; on success the session cookie and the page asked for. */
export async function loginAction(request: Request, context: AppLoadContext) {
  if (crossSite(request)) return data<LoginActionData>({ errors: { request: CROSS_SITE_MESSAGE } }, 403);
  const limited = await overLimit(context);
  const form = await request.formData();
  const email = field(form, "email").slice(0, 200);
  if (limited) return data<LoginActionData>({ errors: limited, email }, 429);
  const parsed = loginSchema.safeParse({ email, password: field(form, "password") });
  if (!parsed.success) return data<LoginActionData>({ errors: fieldErrors(parsed.error), email }, 400);
  try {
    const { cookieToken } = await context.services.staff.login(parsed.data.email, parsed.data.password);
    return loggedIn(
      request,
      context,
      safeReturn(new URL(request.url).searchParams.get("terug")),
      cookieToken,
    );
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<LoginActionData>({ errors: refusal.errors, email }, refusal.status);
  }
}

/** POST /beheer/wachtwoord/{token}: the new password twice; on success the session cookie and /beheer. */
export async function setPasswordAction(request: Request, context: AppLoadContext, token: string) {
  if (crossSite(request)) return data<LoginActionData>({ errors: { request: CROSS_SITE_MESSAGE } }, 403);
  const limited = await overLimit(context);
  if (limited) return data<LoginActionData>({ errors: limited }, 429);
  const form = await request.formData();
  const password = field(form, "password");
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success)
    return data<LoginActionData>({ errors: { password: parsed.error.issues[0]?.message ?? "" } }, 400);
  if (password !== field(form, "again"))
    return data<LoginActionData>({ errors: { again: PASSWORDS_DIFFER } }, 400);
  try {
    const { cookieToken } = await context.services.staff.acceptInvitation(token, parsed.data);
    return loggedIn(request, context, "/beheer", cookieToken);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<LoginActionData>({ errors: refusal.errors }, refusal.status);
  }
}
