// /beheer/wachtwoord/:token: the one-time link from an invitation, where a member of staff sets a password.
import { PasswordForm } from "../backoffice/LoginForms";
import { setPasswordAction } from "../backoffice/login.server";
import beheerStylesheet from "../styles/beheer.css?url";
import type { Route } from "./+types/beheer.wachtwoord";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: beheerStylesheet }];

export function meta() {
  return [
    { title: "Wachtwoord instellen | Beheer | Raamwerk" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const member = await context.services.staff.invitation(params.token);
  return { email: member?.email ?? null };
}

/** The form's post without JavaScript (with it, the form calls the API). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return setPasswordAction(request, context, params.token);
}

export default function Wachtwoord({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <main className="beheer-login" id="beheer-inhoud">
      <h1>Wachtwoord instellen</h1>
      {loaderData.email ? (
        <>
          <p>
            Kies een wachtwoord voor <strong>{loaderData.email}</strong>. Daarna ben je meteen ingelogd.
          </p>
          <PasswordForm token={params.token} refused={actionData} />
        </>
      ) : (
        <p role="alert">
          Deze link is verlopen of al gebruikt. Vraag de eigenaar van de winkel om een nieuwe.{" "}
          <a href="/beheer/inloggen">Naar inloggen</a>
        </p>
      )}
    </main>
  );
}
