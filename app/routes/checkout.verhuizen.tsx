// /checkout/verhuizen?redirectUrl=: the switch-country popup's target. Takes the cart along to the other store
// (its prices are computed there) and continues at the same path there. Another host as target is refused.
import { data, redirect } from "react-router";
import { safeRedirectPath } from "../../domain/checkout/redirect";
import { privatePage } from "../cache-headers";
import type { Route } from "./+types/checkout.verhuizen";

export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("redirectUrl");
  const path = asked === null ? "/checkout" : safeRedirectPath(asked);
  if (!path) throw data("Ongeldig doel", { status: 400 });
  const { services, store, sessionId } = context;
  const other = store.code === "NL" ? services.config.SITE_URL_BE : services.config.SITE_URL;
  const base = other.replace(/\/$/, "");
  const token = await services.cart.transfer(sessionId, store);
  if (!token) return redirect(`${base}${path}`);
  return redirect(`${base}/winkelwagen/herstellen/${token}?naar=${encodeURIComponent(path)}`);
}

export default function Verhuizen() {
  return null;
}

export function ErrorBoundary() {
  return (
    <div className="page page--narrow">
      <h1>Dit adres klopt niet</h1>
      <p>
        We konden je niet doorsturen naar de andere winkel. Ga terug naar je winkelwagen en probeer het
        opnieuw.
      </p>
      <a href="/checkout" className="button button--primary">
        Naar je winkelwagen
      </a>
    </div>
  );
}
