// A member of staff logged in in the browser, as a new owner would get there: `npm run beheer`'s invitation
// (asked of the running shop over its local channel), the link opened, a password set.
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import type { StaffRole } from "../../domain/staff.ts";
import { askRunningShop } from "../../server/backoffice/staff/command-channel.ts";

export const BROWSER_STAFF_PASSWORD = "een lang wachtwoord voor de browser";

let counter = 0;

/** Invites a new account with `role` and logs `page` in with it; answers its e-mail address. */
export async function loginAsStaff(
  page: Page,
  socketPath: string,
  role: StaffRole = "eigenaar",
): Promise<string> {
  counter += 1;
  // Unique across the run: test files reuse worker processes and each file starts its counter again.
  const email = `${role}-${process.pid}-${randomBytes(4).toString("hex")}-${counter}@example.nl`;
  const answer = await askRunningShop(socketPath, { command: "invite", email, role });
  if (!answer?.ok) throw new Error(`no invitation: ${answer ? answer.error : "no shop on the socket"}`);
  await page.goto(answer.link);
  await page.getByLabel("Nieuw wachtwoord").fill(BROWSER_STAFF_PASSWORD);
  await page.getByLabel("Herhaal het wachtwoord").fill(BROWSER_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord instellen en inloggen" }).click();
  // A fitter's first page is their day.
  await page.waitForURL(role === "monteur" ? /\/beheer\/montage$/ : /\/beheer$/);
  return email;
}

/**
 * A call to the staff API from a logged-in page, with its session cookie and CSRF token, as the back office makes
 * it; `path` below /api/beheer. Answers the status and the JSON answer.
 */
export async function staffApi(
  page: Page,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
) {
  return page.evaluate(
    async ([verb, url, data]) => {
      const session = await (await fetch("/api/beheer/session")).json();
      const res = await fetch(url, {
        method: verb,
        // A JSON content type only with a body: Fastify refuses an empty one.
        ...(verb === "GET" || verb === "DELETE"
          ? { headers: { "x-csrf-token": session.csrfToken } }
          : {
              headers: { "content-type": "application/json", "x-csrf-token": session.csrfToken },
              body: JSON.stringify(data ?? {}),
            }),
      });
      return { status: res.status, json: await res.json() };
    },
    [method, `/api/beheer${path}`, body] as const,
  );
}
