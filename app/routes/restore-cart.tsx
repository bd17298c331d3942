// /winkelwagen/herstellen/:token, the link in the saved-cart e-mail: copies that cart into this browser's cart
// and goes to the cart page (or, after a country switch, to the path it came from). An unknown or malformed link answers 404 with an explanation.
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { safeRedirectPath } from "../../domain/checkout/redirect";
import type { Route } from "./+types/restore-cart";

export function meta() {
  return [{ title: "Winkelwagen herstellen | Raamwerk" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(params.token)) throw data(null, { status: 404 });
  const cart = await context.services.cart
    .restore(params.token, context.sessionId, context.store)
    .catch((error: unknown) => {
      // A cart that does not fit (too many rows together) is refused whole, with the service's Dutch reason.
      const reason = (error as { errors?: Record<string, string> }).errors?.cart;
      if (reason) throw data(reason, { status: 409 });
      throw error;
    });
  if (!cart) throw data(null, { status: 404 });
  // The country switch continues where the visitor was (a path on this site only).
  return redirect(safeRedirectPath(new URL(request.url).searchParams.get("naar")) ?? "/checkout");
}

export default function RestoreCart() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 409 && typeof error.data === "string") {
    return (
      <div className="page page--narrow">
        <h1>Je winkelwagen zit te vol</h1>
        <p>{error.data}</p>
        <Link to="/checkout" className="button button--primary">
          Naar je winkelwagen
        </Link>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <h1>Deze link werkt niet meer</h1>
      <p>
        We vinden geen bewaarde winkelwagen bij deze link. Misschien is de link niet helemaal meegekopieerd
        uit de e-mail. Stel je product opnieuw samen of neem contact op met de klantenservice; we helpen je
        graag.
      </p>
      <Link to="/" className="button button--primary">
        Naar de homepage
      </Link>
    </div>
  );
}
