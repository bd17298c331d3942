// /beheer/inloggen: the staff login. Someone already logged in goes on to the page asked for.
import { redirect } from "react-router";
import { LoginForm, safeReturn } from "../backoffice/LoginForms";
import { loginAction } from "../backoffice/login.server";
import { hasStaffSession } from "../backoffice/staff.server";
import beheerStylesheet from "../styles/beheer.css?url";
import type { Route } from "./+types/beheer.inloggen";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: beheerStylesheet }];

export function meta() {
  return [{ title: "Inloggen | Beheer | Raamwerk" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const terug = safeReturn(new URL(request.url).searchParams.get("terug"));
  if (await hasStaffSession(request, context)) throw redirect(terug);
  return { terug };
}

/** The form's post without JavaScript (with it, the form calls the API). */
export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export default function Inloggen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="beheer-login" id="beheer-inhoud">
      <h1>
        Raamwerk <span>beheer</span>
      </h1>
      <p>Log in met je e-mailadres en wachtwoord.</p>
      <LoginForm terug={loaderData.terug} refused={actionData} />
      <p className="beheer-hint">
        Nog geen wachtwoord of vergeten? Vraag de eigenaar van de winkel om een nieuwe link.
      </p>
    </main>
  );
}
