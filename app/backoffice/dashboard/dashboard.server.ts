// The dashboard's data: the session check, then the figures (server/backoffice/dashboard/dashboard.service.ts).
import type { AppLoadContext } from "react-router";
import { requireStaff } from "../staff.server";

export async function loadDashboard(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "orders");
  return context.services.dashboard.summary();
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
