// The loader of /beheer/facturen/boekhouding (owners): the period from the URL (last month when none is given),
// its VAT-return summary, and the quick choices on the shop's clock. A bad period shows its message, never a 500.
import type { AppLoadContext } from "react-router";
import { shopToday } from "../../../domain/delivery/shop-time";
import { accountingRow, accountingSummary } from "../../../domain/invoicing/accounting";
import { accountingPeriodSchema, quickPeriods } from "../../../domain/invoicing/period";
import { requireStaff } from "../staff.server";

export async function loadAccountingPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "invoices");
  const params = new URL(request.url).searchParams;
  const quick = quickPeriods(shopToday());
  const given = { from: (params.get("from") ?? "").slice(0, 20), to: (params.get("to") ?? "").slice(0, 20) };
  const lastMonth = quick[0] as { from: string; to: string };
  const typed = given.from || given.to ? given : { from: lastMonth.from, to: lastMonth.to };
  const parsed = accountingPeriodSchema.safeParse(typed);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "from")] ??= issue.message;
    return { typed, quick, errors, period: null, summary: null };
  }
  const entries = await context.services.invoices.forPeriod(parsed.data.from, parsed.data.to);
  return {
    typed,
    quick,
    errors: {} as Record<string, string>,
    period: parsed.data,
    summary: accountingSummary(entries.map(accountingRow)),
  };
}
