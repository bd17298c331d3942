// The customer's fitting link (/bestelling/{number}/montage?t=…): reads and answers through FittingService. An
// unknown token (never issued, mistyped, replaced by a new plan) is a 404 page, a link after its day a 410 page,
// both in Dutch; bad input never reaches the database.
import { type AppLoadContext, data, redirect } from "react-router";
import type { CustomerView, LinkProblem } from "../../server/fitting/fitting.service";

const NUMBER = /^[A-Za-z0-9-]{1,40}$/;

function tokenOf(request: Request): string {
  return (new URL(request.url).searchParams.get("t") ?? "").slice(0, 100);
}

function orGone(view: CustomerView | LinkProblem): CustomerView {
  if (view === "unknown") throw data("unknown", { status: 404 });
  if (view === "expired") throw data("expired", { status: 410 });
  return view;
}

export async function loadFittingLink(request: Request, context: AppLoadContext, number: string) {
  if (!NUMBER.test(number)) throw data("unknown", { status: 404 });
  return orGone(await context.services.fitting.customerView(number, tokenOf(request)));
}

/** The form's choice: "bevestigen" or "alternatief-0"/"alternatief-1"; then back to the page (post/redirect/get). */
export async function answerFittingLink(request: Request, context: AppLoadContext, number: string) {
  if (!NUMBER.test(number)) throw data("unknown", { status: 404 });
  const form = await request.formData();
  const keuze = String(form.get("keuze") ?? "");
  const match = /^alternatief-([01])$/.exec(keuze);
  if (keuze !== "bevestigen" && !match) throw data("choice", { status: 400 });
  const token = tokenOf(request);
  orGone(
    await context.services.fitting.customerAnswer(number, token, match ? Number(match[1]) : "bevestigen"),
  );
  return redirect(`/bestelling/${encodeURIComponent(number)}/montage?t=${encodeURIComponent(token)}`, 303);
}
