// The header's suggestions: fetched from /api/search/suggest 300 ms after the last keystroke (spec section 9),
// kept per query for the page's lifetime, flattened into the listbox's options; and the search's tracking events.
import { useEffect, useState } from "react";
import { checkQuery } from "../../domain/search";
import { callApi, isAbort } from "../api/client";

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

const answers = new Map<string, Suggestions>();

/** The suggestions for `value` once typing paused; null while there are none to show. */
export function useSuggestions(value: string): { suggestions: Suggestions | null; loading: boolean } {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const checked = checkQuery(value);
    if (!checked.ok || checked.query.length < MIN_SUGGEST_LENGTH) {
      setSuggestions(null);
      setLoading(false);
      return;
    }
    const known = answers.get(checked.query.toLowerCase());
    if (known) {
      setSuggestions(known);
      setLoading(false);
      return;
    }
    setLoading(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi<Suggestions>("GET", `search/suggest?q=${encodeURIComponent(checked.query)}`, undefined, {
        signal: controller.signal,
      })
        .then((answer) => {
          answers.set(checked.query.toLowerCase(), answer);
          setSuggestions(answer);
          setLoading(false);
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          // No suggestions is no reason to bother the visitor: the form still searches.
          setSuggestions(null);
          setLoading(false);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);
  return { suggestions, loading };
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
