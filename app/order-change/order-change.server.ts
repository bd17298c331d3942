// The loader and action of /bestelling/{number}/wijzigen: the signed link's token (?t=) checked by the service,
// every form posted without JavaScript (look at the new price, confirm it, "Klopt zo", cancel), and every
// refusal answered on the page in Dutch. The pages are built apart from the server, so a ClientError is known by
// its status and errors, not by instanceof.

import type { AppLoadContext } from "react-router";
import { data, redirect, redirectDocument } from "react-router";
import type { ChangeQuote } from "../../server/orders/order-changes.service";

export type {
  ChangeQuote,
  CustomerOrderView,
  EditableOption,
} from "../../server/orders/order-changes.service";

/** What a refused form says: the errors by field, and the row they belong to. */
export interface ActionProblem {
  errors: Record<string, string>;
  key: string | null;
}

function clientError(error: unknown): { status: number; errors: Record<string, string> } | null {
  if (typeof error !== "object" || error === null) return null;
  const { statusCode, errors } = error as { statusCode?: unknown; errors?: unknown };
  if (typeof statusCode !== "number" || statusCode >= 500 || typeof errors !== "object" || errors === null)
    return null;
  return { status: statusCode, errors: errors as Record<string, string> };
}

function tokenOf(request: Request): string {
  return (new URL(request.url).searchParams.get("t") ?? "").slice(0, 100);
}

export async function loadChangePage(request: Request, context: AppLoadContext, number: string) {
  const token = tokenOf(request);
  const url = new URL(request.url);
  try {
    const order = await context.services.orderChanges.view(number.slice(0, 40), token);
    return {
      order,
      token,
      done: url.searchParams.get("klaar"),
      refund: Number(url.searchParams.get("terug") ?? 0) || 0,
      askCancel: url.searchParams.get("annuleren") === "1",
      payment: url.searchParams.get("betaling"),
    };
  } catch (error) {
    const known = clientError(error);
    if (known) throw data(Object.values(known.errors)[0] ?? "", { status: known.status });
    throw error;
  }
}

/** The form's option fields (o<option id>), bounded. */
function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries())
    if (/^o\d{1,9}$/.test(name) && typeof value === "string") fields[name] = value.slice(0, 100);
  return fields;
}

export async function changePageAction(request: Request, context: AppLoadContext, number: string) {
  const token = tokenOf(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const key = String(form.get("key") ?? "").slice(0, 100);
  const changes = context.services.orderChanges;
  const back = (done: string, extra = "") =>
    redirect(
      `/bestelling/${encodeURIComponent(number)}/wijzigen?t=${encodeURIComponent(token)}&klaar=${done}${extra}`,
    );
  try {
    switch (intent) {
      case "bekijk":
        return { quote: (await changes.quote(number, token, key, fieldsOf(form))) as ChangeQuote };
      case "wijzig": {
        const made = await changes.change(number, token, key, fieldsOf(form));
        // A dearer change is held: straight on to paying its difference (the provider's page).
        // A whole-document redirect: the provider's page is not one of the app's routes.
        if (made.pending) return redirectDocument((await changes.startPayment(number, token)).paymentLink);
        return back("gewijzigd", made.refundCents > 0 ? `&terug=${made.refundCents}` : "");
      }
      case "betaal":
        return redirectDocument((await changes.startPayment(number, token)).paymentLink);
      case "klopt":
        await changes.confirm(number, token, key);
        return back("bevestigd");
      case "annuleer":
        await changes.cancel(number, token);
        return back("geannuleerd");
      default:
        return data<ActionProblem>(
          { errors: { form: "Kies wat je wilt doen." }, key: null },
          { status: 400 },
        );
    }
  } catch (error) {
    const known = clientError(error);
    if (!known) throw error;
    return data<ActionProblem>({ errors: known.errors, key: key || null }, { status: known.status });
  }
}
