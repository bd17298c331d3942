// Forms that need JavaScript (they call the JSON API, with a CSRF header or the visitor's own state) still post
// to their page, never as GET: without JavaScript, or before the page's script has loaded, a browser would
// otherwise put what was typed (names, addresses, e-mail, a message, a refund's reason) in the address, and so in
// its history and every log on the way. The page's action answers such a post with a Dutch message above the
// form, and reads nothing else of it: nothing typed is kept or sent back.
import { data, useActionData } from "react-router";
import { company } from "../domain/company";

/** The hidden field that says which form was posted without JavaScript. */
export const NO_SCRIPT_FIELD = "zonder-javascript";

export const NO_SCRIPT_MESSAGE = `Dit formulier werkt met JavaScript. Zet JavaScript aan, of bel ons op ${company.phone.NL}.`;
export const NO_SCRIPT_STAFF_MESSAGE =
  "Dit formulier werkt met JavaScript. Zet JavaScript aan in je browser en probeer het opnieuw.";

export type NoScriptAnswer = { noScript: string };

function isNoScriptAnswer(value: unknown): value is NoScriptAnswer {
  return (
    typeof value === "object" && value !== null && typeof (value as NoScriptAnswer).noScript === "string"
  );
}

/**
 * The form's name when `form` is such a post, else null: a page with an action of its own (/checkout) asks this
 * first. Only a short name of letters and dashes is taken back.
 */
export function noScriptForm(form: FormData): string | null {
  const name = form.get(NO_SCRIPT_FIELD);
  return typeof name === "string" && /^[a-z-]{1,40}$/.test(name) ? name : null;
}

/** The answer to a post of a form that needs JavaScript: 400, which form it was, nothing of what was typed. */
export function noScriptAnswer(name: string | null) {
  return data<NoScriptAnswer>({ noScript: name ?? "" }, { status: 400 });
}

/** A page's whole action when its only forms need JavaScript. */
export async function noScriptAction(request: Request) {
  return noScriptAnswer(noScriptForm(await request.formData()));
}

/**
 * Inside each such form: the hidden field with the form's name, and the Dutch message once the page answered a
 * post of this form (of any form, for a post that lost its name).
 */
export function NoScriptFields({ form, staff = false }: { form: string; staff?: boolean }) {
  const answer = useActionData();
  const shown = isNoScriptAnswer(answer) && (answer.noScript === form || answer.noScript === "");
  return (
    <>
      <input type="hidden" name={NO_SCRIPT_FIELD} value={form} />
      {shown && (
        <p className={`no-script-notice ${staff ? "beheer-error" : "notice notice--warning"}`} role="alert">
          {staff ? NO_SCRIPT_STAFF_MESSAGE : NO_SCRIPT_MESSAGE}
        </p>
      )}
    </>
  );
}
