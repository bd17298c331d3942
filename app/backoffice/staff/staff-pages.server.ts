// Loaders of the owner's pages about people: the staff accounts and the audit log.
import type { AppLoadContext } from "react-router";
import { MAX_ROW_ID } from "../../../server/backoffice/row-id";
import { requireStaff } from "../staff.server";

export const AUDIT_PAGE_SIZE = 50;

export async function loadStaffPage(request: Request, context: AppLoadContext) {
  const session = await requireStaff(request, context, "staff");
  const staff = await context.services.staff.list();
  return { me: session.staff.id, staff };
}

export async function loadAuditPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "audit");
  const params = new URL(request.url).searchParams;
  const search = (params.get("zoek") ?? "").trim().slice(0, 100);
  const before = Number(params.get("voor"));
  const entries = await context.services.audit.read({
    limit: AUDIT_PAGE_SIZE + 1,
    ...(search ? { search } : {}),
    ...(Number.isSafeInteger(before) && before > 0 && before <= MAX_ROW_ID ? { before } : {}),
  });
  return { search, entries: entries.slice(0, AUDIT_PAGE_SIZE), more: entries.length > AUDIT_PAGE_SIZE };
}
