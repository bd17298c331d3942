// The back office's pages ask here who is logged in: no staff session redirects to /beheer/inloggen (with the
// page to come back to), a medewerker on an owner's page gets a 403. Every loader calls it, not only the layout's,
// since React Router runs the loaders of a page side by side.
import { type AppLoadContext, data, redirect } from "react-router";
import { mayUse, type StaffArea } from "../../domain/staff";
import type { StaffSession } from "../../server/backoffice/staff/staff.service";
import { refusalFor, staffTokenFromCookieHeader } from "../../server/backoffice/staff/staff-access";

export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  area?: StaffArea,
): Promise<StaffSession> {
  const token = staffTokenFromCookieHeader(request.headers.get("cookie"));
  const session = await context.services.staff.session(token);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(`/beheer/inloggen?terug=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (area && !mayUse(session.staff.role, area))
    throw data({ message: refusalFor(session.staff.role) }, { status: 403 });
  return session;
}

/** Whether a cookie header carries a live staff session (the login page sends those on to the dashboard). */
export async function hasStaffSession(request: Request, context: AppLoadContext): Promise<boolean> {
  const token = staffTokenFromCookieHeader(request.headers.get("cookie"));
  return (await context.services.staff.session(token)) !== null;
}
