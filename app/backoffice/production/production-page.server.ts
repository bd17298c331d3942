// The production queue page's loader and action: the day's rows per family (?dag=YYYY-MM-DD, default today on
// the shop's clock), and the page's forms (a scanned or typed label, a row's step forward or back, an order's
// day), posted to the page itself so they work without JavaScript. Every member of staff (area "orders"); a
// post carries the session's CSRF token as a hidden field.
import { type AppLoadContext, data } from "react-router";
import { shopToday } from "../../../domain/delivery/shop-time.ts";
import { dutchDate } from "../../../domain/delivery/text.ts";
import { fulfilmentLabels } from "../../../domain/orders/fulfilment.ts";
import { type RowState, rowStates } from "../../../domain/orders/rows.ts";
import type { RowMoved } from "../../../server/production/production.service.ts";
import { requireStaff } from "../staff.server";

export const BAD_DAY = "Dit is geen geldige dag; hieronder staat vandaag.";
const CSRF_MESSAGE = "Deze pagina was verlopen: probeer het nog eens.";
const UNKNOWN_INTENT = "Deze actie bestaat niet.";

function isDay(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export async function loadProductionPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "orders");
  const asked = new URL(request.url).searchParams.get("dag");
  const today = shopToday();
  const day = isDay(asked) ? asked : today;
  const queue = await context.services.production.queue(day, today);
  return { ...queue, dayError: asked !== null && asked !== "" && !isDay(asked) ? BAD_DAY : null };
}
export type ProductionPageData = Awaited<ReturnType<typeof loadProductionPage>>;

/** What a post came to: a line to read aloud (role status) or the Dutch reasons. */
export type ProductionActionData =
  | { ok: true; message: string; ref?: string }
  | { ok: false; errors: Record<string, string>; ref?: string };

function movedText(moved: RowMoved): string {
  const order =
    moved.orderState === "in_productie" && moved.from === "te_snijden"
      ? ` Bestelling ${moved.orderNumber} staat nu op ‘${fulfilmentLabels.in_productie}’.`
      : moved.orderState === "verzonden" || moved.orderState === "klaar_voor_montage"
        ? ` Alles is ingepakt: bestelling ${moved.orderNumber} staat nu op ‘${fulfilmentLabels[moved.orderState]}’.`
        : "";
  return `${moved.ref}: ${moved.stateLabel}.${order}`;
}

/**
 * A service's refusal (a ClientError: 4xx with Dutch reasons). The pages are built apart from the compiled
 * server, so the page bundle holds its own copy of the class: it is known by its shape, not by instanceof.
 */
function refusalOf(error: unknown): { status: number; errors: Record<string, string> } | null {
  if (typeof error !== "object" || error === null) return null;
  const { statusCode, errors } = error as { statusCode?: unknown; errors?: unknown };
  if (typeof statusCode !== "number" || statusCode < 400 || statusCode >= 500) return null;
  if (typeof errors !== "object" || errors === null) return null;
  return { status: statusCode, errors: errors as Record<string, string> };
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function productionAction(request: Request, context: AppLoadContext) {
  const session = await requireStaff(request, context, "orders");
  const form = await request.formData();
  const actor = session.staff;
  if (field(form, "csrf") !== session.csrfToken)
    return data<ProductionActionData>({ ok: false, errors: { csrf: CSRF_MESSAGE } }, { status: 403 });
  const intent = field(form, "intent");
  const ref = field(form, "ref") || undefined;
  const { production } = context.services;
  try {
    if (intent === "scan") {
      const moved = await production.scan(actor, field(form, "code"));
      return { ok: true, message: movedText(moved), ref: moved.ref } satisfies ProductionActionData;
    }
    if (intent === "forward" || intent === "back") {
      const from = field(form, "from");
      const moved = await production.moveRow(actor, field(form, "ref"), {
        direction: intent,
        ...((rowStates as readonly string[]).includes(from) ? { from: from as RowState } : {}),
        ...(intent === "back" ? { reason: field(form, "reason").slice(0, 500) } : {}),
      });
      return { ok: true, message: movedText(moved), ref: moved.ref } satisfies ProductionActionData;
    }
    if (intent === "day") {
      const number = field(form, "number");
      const day = field(form, "day");
      if (!isDay(day))
        return data<ProductionActionData>(
          { ok: false, errors: { day: "Vul een geldige productiedag in (jjjj-mm-dd)." }, ref: number },
          { status: 400 },
        );
      const moved = await production.plan.moveDay(actor, number, day);
      return {
        ok: true,
        message: `Bestelling ${number} is verzet naar ${dutchDate(moved.day, shopToday())}.`,
        ref: number,
      } satisfies ProductionActionData;
    }
    return data<ProductionActionData>({ ok: false, errors: { intent: UNKNOWN_INTENT } }, { status: 400 });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<ProductionActionData>({ ok: false, errors: refusal.errors, ref }, { status: refusal.status });
  }
}
