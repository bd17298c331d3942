// Loader of /beheer/facturen/peppol: the owner check first (area 'invoices'), then the Peppol outbox.
import type { AppLoadContext } from "react-router";
import { requireStaff } from "../staff.server";

export async function loadPeppolTransmissions(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "invoices");
  return context.services.peppol.list();
}
