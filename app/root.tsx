// The document around every page: head, header with navigation and slide-overs, USP bar, footer and the popup host.
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { rootHeaders } from "./cache-headers";
import { cartPopups } from "./cart/cart.popups";
import { checkoutPopups } from "./checkout/checkout.popups";
import { ConsentBanner } from "./consent/ConsentBanner";
import { consentHeadScript } from "./consent/consent";
import { Footer } from "./layout/Footer";
import { Header } from "./layout/Header";
import { NotFound } from "./layout/NotFound";
import { PreviewBanner } from "./layout/PreviewBanner";
import { UspBar } from "./layout/UspBar";
import { PopupProvider } from "./popups/PopupProvider";
import type { PopupRegistry } from "./popups/popup-registry";
import { CONFIGURE_HASH, OPENS_CONFIGURATOR } from "./product/configure-hash";
import { type NavigationCategory, type RootData, useOptionalRootData, useRootData } from "./root-data";
import { HeadLinks } from "./seo/HeadLinks";
import { seoFactsOf } from "./seo/seo-facts.server";
import { type HeaderData, ShopStateProvider } from "./shop/ShopState";
import rootStylesheet from "./styles/root.css?url";
import { swatchPopups } from "./swatches/swatches.popups";

/**
 * The frame's one stylesheet (app/styles/root.css); each route links its own. A `precedence` makes React put
 * stylesheets first in the head, ahead of the module preloads, so the browser fetches them first.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: rootStylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The back office (/beheer) has its own frame and no cart: only the document comes from here. */
function isBackoffice(pathname: string): boolean {
  return pathname === "/beheer" || pathname.startsWith("/beheer/");
}

export const headers = rootHeaders;

/**
 * What every page shares: the store, the browser's settings and the navigation, the same for every visitor of a
 * store (the visitor's cart and basket come after hydration, see shop/ShopState.tsx), so pages can be cached.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  return {
    store: context.store,
    siteConfig: context.siteConfig,
    navigation: navigationOf(context.services.catalog.snapshot),
    // The sandbox takes no real money and lets anyone mark an order paid: every page says so.
    testPayments: context.services.payments.name === "sandbox",
    catalogPreview: context.services.catalog.inPreview,
    seo: seoFactsOf(context),
  };
}

type Snapshot = Route.LoaderArgs["context"]["services"]["catalog"]["snapshot"];
const navigations = new WeakMap<Snapshot, NavigationCategory[]>();

/** The top-level categories with their subcategories, worked out once per catalogue snapshot. */
function navigationOf(snapshot: Snapshot): NavigationCategory[] {
  const known = navigations.get(snapshot);
  if (known) return known;
  const categories = snapshot.categories;
  const navigation = categories
    .filter((c) => c.parent_slug === null)
    .map((c) => ({
      slug: c.slug,
      name: c.name,
      children: categories
        .filter((s) => s.parent_slug === c.slug)
        .map((s) => ({ slug: s.slug, name: s.name })),
    }));
  navigations.set(snapshot, navigation);
  return navigation;
}

/** The cart and basket a private page's loader brought (`shopState`), if this page is one. */
function useShopSeed(): HeaderData | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const seed = (match.loaderData as { shopState?: HeaderData } | undefined)?.shopState;
    if (seed) return seed;
  }
  return undefined;
}

/** Every popup of the storefront, by type; the popup host shows the one a feature opens. */
const popups: PopupRegistry = { ...cartPopups, ...checkoutPopups, ...swatchPopups };

/** The root's data depends on the store only; the cart and basket state live in ShopState. */
export function shouldRevalidate() {
  return false;
}

/** The sandbox payment page's banner, on every storefront page while test payments are on. */
function TestBanner() {
  return (
    <div className="test-banner" role="note">
      <strong>Testomgeving</strong> — er wordt niet echt betaald
    </div>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useOptionalRootData();
  const config = JSON.stringify(data?.siteConfig ?? {}).replace(/</g, "\\u003c");
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5f4a" />
        <Meta />
        <HeadLinks />
        <Links />
        <script
          // zod's compiled parsers probe `new Function`, which the CSP refuses and the browser reports as an
          // issue (Lighthouse's best practices): the browser parses without them. Set before any module runs.
          // A product page opened at #configureren is marked before the first paint, so on a phone its picture
          // has the configurator's small size from the start rather than shrinking after hydration (no shift).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant
          dangerouslySetInnerHTML={{
            __html: `globalThis.__zod_globalConfig={jitless:true};if(location.hash==="${CONFIGURE_HASH}")document.documentElement.classList.add("${OPENS_CONFIGURATOR}");`,
          }}
        />
        <script
          // Window-level settings the browser reads its API bases from, and the data layer for tracking: Consent
          // Mode's defaults (and a remembered choice) first, app/consent/consent.ts.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON we serialise ourselves, with < escaped
          dangerouslySetInnerHTML={{
            __html: `window.siteConfig=${config};${consentHeadScript()}window.dataLayer.push({currency:"EUR"});`,
          }}
        />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { testPayments, catalogPreview } = useRootData();
  const seed = useShopSeed();
  if (isBackoffice(useLocation().pathname)) return <Outlet />;
  return (
    <ShopStateProvider seed={seed}>
      <PopupProvider popups={popups}>
        <a className="skip-link" href="#inhoud">
          Naar de inhoud
        </a>
        {catalogPreview && <PreviewBanner />}
        <ConsentBanner />
        {testPayments && <TestBanner />}
        <Header />
        <UspBar />
        <main id="inhoud" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </PopupProvider>
    </ShopStateProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const data = useOptionalRootData();
  const body = notFound ? (
    <NotFound />
  ) : (
    <section className="page page--narrow">
      <h1>Er ging iets mis</h1>
      <p>
        Deze pagina kon niet geladen worden. Probeer het over een paar minuten opnieuw of neem contact op met
        de klantenservice.
      </p>
    </section>
  );
  if (!data) return <main id="inhoud">{body}</main>;
  return (
    <ShopStateProvider>
      <PopupProvider popups={popups}>
        {data.catalogPreview && <PreviewBanner />}
        <ConsentBanner />
        {data.testPayments && <TestBanner />}
        <Header />
        <main id="inhoud" tabIndex={-1}>
          {body}
        </main>
        <Footer />
      </PopupProvider>
    </ShopStateProvider>
  );
}
