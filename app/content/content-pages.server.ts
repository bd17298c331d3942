// What the information pages read from the catalogue: warranty terms per product family (from each product's
// 'Garantie' spec), and the delivery and mounting rates of a store. Worked out
// once per catalogue snapshot, so a change in the back office shows on the next snapshot.

import type { AppLoadContext } from "react-router";
import type { ShopRates } from "../../domain/cart/types";

type Snapshot = AppLoadContext["services"]["catalog"]["snapshot"];

export interface FamilyWarranty {
  /** The top-level category's slug and name: "raamdecoratie", "Raamdecoratie". */
  slug: string;
  name: string;
  /** Distinct warranty terms in the family, each with the products that have it. */
  terms: { value: string; products: string[] }[];
}

const warranties = new WeakMap<Snapshot, FamilyWarranty[]>();

/** Warranty per top-level category, in the menu's order, from the products' own 'Garantie' specs. */
export function warrantyByFamily(snapshot: Snapshot): FamilyWarranty[] {
  const known = warranties.get(snapshot);
  if (known) return known;
  const topOf = (slug: string): string => {
    const c = snapshot.categoryBySlug.get(slug);
    return c?.parent_slug ? topOf(c.parent_slug) : slug;
  };
  const families = snapshot.categories
    .filter((c) => c.parent_slug === null)
    .map((c) => {
      const terms = new Map<string, string[]>();
      for (const p of snapshot.products) {
        if (topOf(p.category_slug) !== c.slug) continue;
        const value = p.specs.find((s) => s.label === "Garantie")?.value;
        if (value) terms.set(value, [...(terms.get(value) ?? []), p.name]);
      }
      return {
        slug: c.slug,
        name: c.name,
        terms: [...terms].map(([value, products]) => ({ value, products })),
      };
    })
    .filter((f) => f.terms.length > 0);
  warranties.set(snapshot, families);
  return families;
}

/** A store's delivery and mount-service rates (the NL ones where a store has none); the seed has both. */
export function ratesFor(snapshot: Snapshot, country: string): ShopRates {
  const rates = snapshot.rates.get(country) ?? snapshot.rates.get("NL");
  if (!rates) throw new Error("the catalogue has no shop rates");
  return rates;
}
