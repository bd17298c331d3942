// The dashboard's data: the session check, then the figures (server/backoffice/dashboard/dashboard.service.ts).
import { type AppLoadContext, redirect } from "react-router";
import { requireStaff } from "../staff.server";

export async function loadDashboard(request: Request, context: AppLoadContext) {
  // A fitter's first page is their day (they see nothing else of the back office).
  const session = await requireStaff(request, context);
  if (session.staff.role === "monteur") throw redirect("/beheer/montage");
  await requireStaff(request, context, "orders");
  return context.services.dashboard.summary();
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
