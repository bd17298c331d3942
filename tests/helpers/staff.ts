// A logged-in member of staff for API tests: the account is invited and its password set through the service,
// then every call carries the staff cookie and, for writes, the session's CSRF token.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { StaffRole } from "../../domain/staff.ts";
import { commandLine } from "../../server/backoffice/audit.ts";
import type { StaffMember } from "../../server/backoffice/staff/staff.service.ts";
import { STAFF_COOKIE, STAFF_CSRF_HEADER } from "../../server/backoffice/staff/staff-access.ts";
import type { TestApp } from "./test-app.ts";

export const STAFF_PASSWORD = "een-lang-wachtwoord-voor-tests";

export class StaffClient {
  constructor(
    readonly app: FastifyInstance,
    readonly member: StaffMember,
    readonly cookieToken: string,
    readonly csrfToken: string,
  ) {}

  request(method: InjectOptions["method"], url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    const write = method !== "GET" && method !== "HEAD";
    return this.app.inject({
      method,
      url,
      cookies: { [STAFF_COOKIE]: this.cookieToken },
      headers: write ? { [STAFF_CSRF_HEADER]: this.csrfToken } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
  }

  /** The Cookie header of this session, for a request built by hand (a page's form post). */
  get cookieHeader(): string {
    return `${STAFF_COOKIE}=${this.cookieToken}`;
  }

  get(url: string) {
    return this.request("GET", url);
  }
  post(url: string, payload: unknown = {}) {
    return this.request("POST", url, payload);
  }
  put(url: string, payload: unknown = {}) {
    return this.request("PUT", url, payload);
  }
  patch(url: string, payload: unknown = {}) {
    return this.request("PATCH", url, payload);
  }
  delete(url: string) {
    return this.request("DELETE", url);
  }
}

let counter = 0;

/** A new account with `role`, logged in. */
export async function staffClient(t: TestApp, role: StaffRole = "eigenaar"): Promise<StaffClient> {
  counter += 1;
  const email = `${role}-${counter}-${Date.now()}@example.nl`;
  const { token } = await t.services.staff.invite({ email, role, name: `Test ${role}` }, commandLine);
  const { cookieToken, session } = await t.services.staff.acceptInvitation(token, STAFF_PASSWORD);
  return new StaffClient(t.app, session.staff, cookieToken, session.csrfToken);
}
