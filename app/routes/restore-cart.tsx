// /winkelwagen/herstellen/:token, the link in the saved-cart e-mail and the country switch: copies that cart into
// this browser's cart and goes to the cart page (or, after a country switch, to the path it came from). Into an
// empty cart it restores straight away; a cart that holds something changes only after the visitor confirms
// (a POST), so a link cannot fill someone's cart behind their back. Unknown and expired links say so.
import { data, Form, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { safeRedirectPath } from "../../domain/checkout/redirect";
import { privatePage } from "../cache-headers";
import type { Route } from "./+types/restore-cart";

export const headers = privatePage;

export function meta() {
  return [{ title: "Winkelwagen herstellen | Raamwerk" }, { name: "robots", content: "noindex" }];
}

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** Where to go after restoring: the country switch's path on this site, else the cart. */
function target(request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get("naar")) ?? "/checkout";
}

/** Restores into this visitor's cart; a cart that would hold too many rows is refused whole, with the reason. */
async function restoreInto(context: Route.LoaderArgs["context"], token: string) {
  const restored = await context.services.cart
    .restore(token, context.ensureSession(), context.store)
    .catch((error: unknown) => {
      const reason = (error as { errors?: Record<string, string> }).errors?.cart;
      if (reason) throw data(reason, { status: 409 });
      throw error;
    });
  if (typeof restored === "string") gone(restored);
}

function gone(status: "unknown" | "expired"): never {
  throw data(status, { status: status === "expired" ? 410 : 404 });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!TOKEN.test(params.token)) gone("unknown");
  const { cart } = context.services;
  const saved = await cart.savedCart(params.token);
  if (saved.status !== "ok") gone(saved.status);
  const current = await cart.get(context.sessionId, context.store);
  if (current.count === 0) {
    await restoreInto(context, params.token);
    return redirect(target(request));
  }
  return { items: saved.items };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (!TOKEN.test(params.token)) gone("unknown");
  await restoreInto(context, params.token);
  return redirect(target(request));
}

export default function RestoreCart({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--narrow">
      <h1>Bewaarde winkelwagen toevoegen?</h1>
      <p>In je winkelwagen staat al iets. Deze bewaarde winkelwagen voegen we eraan toe:</p>
      <ul>
        {loaderData.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for this page
          <li key={index}>
            {item.count} × {item.name}
          </li>
        ))}
      </ul>
      <Form method="post">
        <button type="submit" className="button button--primary">
          Toevoegen aan mijn winkelwagen
        </button>{" "}
        <Link to="/checkout" className="button button--secondary">
          Nee, naar mijn winkelwagen
        </Link>
      </Form>
    </div>
  );
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
  const expired = isRouteErrorResponse(error) && error.status === 410;
  return (
    <div className="page page--narrow">
      <h1>{expired ? "Deze link is verlopen" : "Deze link werkt niet meer"}</h1>
      <p>
        {expired
          ? "Een bewaarde winkelwagen blijft 30 dagen bewaard; deze is ouder. Stel je product opnieuw samen of neem contact op met de klantenservice; we helpen je graag."
          : "We vinden geen bewaarde winkelwagen bij deze link. Misschien is de link niet helemaal meegekopieerd uit de e-mail. Stel je product opnieuw samen of neem contact op met de klantenservice; we helpen je graag."}
      </p>
      <Link to="/" className="button button--primary">
        Naar de homepage
      </Link>
    </div>
  );
}
