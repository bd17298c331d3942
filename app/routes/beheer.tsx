// /beheer: the back office's frame around every page behind the staff login: the menu (by role), who is logged
// in, logging out. Its loader checks the session; every page's own loader checks it too (staff.server.ts).
import { useState } from "react";
import { isRouteErrorResponse, Link, NavLink, Outlet } from "react-router";
import { mayUse, roleLabels } from "../../domain/staff";
import { type BackofficeData, callBeheer, useBackofficeData } from "../backoffice/api";
import { backofficePages } from "../backoffice/navigation";
import { requireStaff } from "../backoffice/staff.server";
import beheerStylesheet from "../styles/beheer.css?url";
import type { Route } from "./+types/beheer";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: beheerStylesheet }];

export function meta() {
  return [{ title: "Beheer | Raamwerk" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<BackofficeData> {
  const session = await requireStaff(request, context);
  return { staff: session.staff, csrfToken: session.csrfToken };
}

function Menu() {
  const { staff } = useBackofficeData();
  return (
    <nav className="beheer-nav" aria-label="Beheer">
      <ul>
        {backofficePages
          .filter((page) => mayUse(staff.role, page.area))
          .map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end={page.to === "/beheer"}>
                {page.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

function Account() {
  const { staff, csrfToken } = useBackofficeData();
  const [busy, setBusy] = useState(false);
  async function logout(everywhere: boolean) {
    setBusy(true);
    await callBeheer("POST", "logout", csrfToken, { everywhere });
    window.location.assign("/beheer/inloggen");
  }
  return (
    <div className="beheer-account">
      <span>
        {staff.name || staff.email} <span className="beheer-role">{roleLabels[staff.role]}</span>
      </span>
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        disabled={busy}
        onClick={() => logout(false)}
      >
        Uitloggen
      </button>
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        disabled={busy}
        onClick={() => logout(true)}
      >
        Overal uitloggen
      </button>
    </div>
  );
}

export default function BeheerLayout() {
  return (
    <div className="beheer">
      <a className="skip-link" href="#beheer-inhoud">
        Naar de inhoud
      </a>
      <header className="beheer-header">
        <Link to="/beheer" className="beheer-brand">
          Raamwerk <span>beheer</span>
        </Link>
        <Account />
      </header>
      <div className="beheer-body">
        <Menu />
        <main id="beheer-inhoud" className="beheer-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const reason = forbidden && typeof error.data?.message === "string" ? error.data.message : null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="beheer">
      <main id="beheer-inhoud" className="beheer-main beheer-main--alone">
        <h1>{forbidden ? "Geen toegang" : notFound ? "Niet gevonden" : "Er ging iets mis"}</h1>
        <p>
          {forbidden
            ? (reason ?? "Alleen de eigenaar van de winkel mag deze pagina gebruiken.")
            : notFound
              ? "Deze pagina of dit item bestaat niet (meer)."
              : "Deze pagina kon niet geladen worden. Probeer het over een paar minuten opnieuw."}
        </p>
        <p>
          <Link to="/beheer">Naar het overzicht</Link>
        </p>
      </main>
    </div>
  );
}
