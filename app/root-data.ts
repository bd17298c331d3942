// The root route's data and the hooks that read it: the store, the browser's settings and the navigation every
// page shares, the same for every visitor of a store (the visitor's own state lives in shop/ShopState.tsx).
// Apart from app/root.tsx so the layout and the features can read it without importing the root.
import { type AppLoadContext, useRouteLoaderData } from "react-router";
import type { Store } from "../domain/store";
import type { SeoFacts } from "./seo/structured-data";

/** A top-level category in the navigation, with its subcategories. */
export interface NavigationCategory {
  slug: string;
  name: string;
  children: { slug: string; name: string }[];
}

/** What the root loader answers (app/root.tsx). */
export interface RootData {
  store: Store;
  siteConfig: AppLoadContext["siteConfig"];
  navigation: NavigationCategory[];
  /** The sandbox takes the payments: every page says so. */
  testPayments: boolean;
  /** A staff member previews the draft catalogue (server/catalog/catalog-preview.ts): the page says so. */
  catalogPreview: boolean;
  /** The shop's facts for structured data and the site addresses of both stores (app/seo/). */
  seo: SeoFacts;
}

/** The root loader's data, for any component below the root. */
export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error("root loader data missing");
  return data;
}

/** The root loader's data, or nothing where the root loader itself failed (the document and its error page). */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
