// The header's suggestions: fetched from /api/search/suggest 300 ms after the last keystroke (spec section 9) by
// the shared debounced look-up, which keeps the latest answers per query; flattened into the listbox's options;
// and the search's tracking events.
import { useState } from "react";
import { checkQuery } from "../../domain/search";
import { callApi } from "../api/client";
import { useDebouncedLookup } from "../forms/useDebouncedLookup";

/** The answer of GET /api/search/suggest (server/search/search.routes.ts). */
export interface Suggestions {
  query: string;
  corrected: string | null;
  products: { id: number; name: string; url: string; thumbnail: string; category: string; price: number }[];
  categories: { name: string; url: string }[];
  colours: { name: string; hex: string; url: string }[];
  results_url: string;
}

export type SuggestionOption =
  | { kind: "product"; label: string; url: string; thumbnail: string; category: string; price: number }
  | { kind: "category"; label: string; url: string }
  | { kind: "colour"; label: string; url: string; hex: string }
  | { kind: "all"; label: string; url: string };

/** Typing pauses this long before the shop is asked (spec section 9: remote search debounce). */
export const SUGGEST_DEBOUNCE_MS = 300;
/** Fewer characters than this suggest nothing: one letter matches half the catalogue. */
export const MIN_SUGGEST_LENGTH = 2;

/** The options in the listbox's order: products, categories, colours, then all results. */
export function suggestionOptions(s: Suggestions): SuggestionOption[] {
  return [
    ...s.products.map((p) => ({
      kind: "product" as const,
      label: p.name,
      url: p.url,
      thumbnail: p.thumbnail,
      category: p.category,
      price: p.price,
    })),
    ...s.categories.map((c) => ({ kind: "category" as const, label: c.name, url: c.url })),
    ...s.colours.map((c) => ({ kind: "colour" as const, label: c.name, url: c.url, hex: c.hex })),
    { kind: "all", label: `Alle resultaten voor ‘${s.query}’`, url: s.results_url },
  ];
}

/**
 * The suggestions for `value` once typing paused; null while there are none to show. While the next query is
 * asked, the last suggestions stay shown (loading); a failed call shows none, and the form still searches.
 */
export function useSuggestions(value: string): { suggestions: Suggestions | null; loading: boolean } {
  const checked = checkQuery(value);
  const query = checked.ok && checked.query.length >= MIN_SUGGEST_LENGTH ? checked.query : null;
  // Answers are kept per query in lower case, but the query is asked as typed ('Alle resultaten voor' repeats
  // it): the look-up calls the latest function, which holds what stands in the field when the timer fires.
  const lookup = useDebouncedLookup(
    query?.toLowerCase() ?? null,
    (_key, signal) =>
      callApi<Suggestions>("GET", `search/suggest?q=${encodeURIComponent(query ?? "")}`, undefined, {
        signal,
      }),
    { delay: SUGGEST_DEBOUNCE_MS },
  );
  const [shown, setShown] = useState<Suggestions | null>(null);
  const now = lookup.status === "done" ? lookup.value : lookup.status === "pending" ? shown : null;
  if (now !== shown) setShown(now);
  return { suggestions: now, loading: lookup.status === "pending" };
}

declare global {
  interface Window {
    dataLayer: Record<string, unknown>[];
  }
}

/** GA4's `search`: a search was submitted (the form, or 'Alle resultaten' in the suggestions). */
export function trackSearch(searchTerm: string): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: "search", search_term: searchTerm });
}
