// GA4-style events on window.dataLayer (spec section 7): currency EUR, items with the spec's fields. They pass
// the visitor's cookie choice first (app/consent/consent-store.ts): held until chosen, dropped without consent.
import type { ProductCard } from "../../domain/catalog";
import { pushTracking } from "../consent/consent-store";

export interface TrackedItem {
  entity_id: number;
  product_name: string;
  /** Euros, as analytics tools expect. */
  price: number;
  count: number;
  cat_name: string;
  delivery_time: string;
  /** Position in a list, for list events. */
  index?: number;
}

export function itemFromCard(
  card: Pick<ProductCard, "entity_id" | "name" | "discount_price" | "category" | "levertijd">,
  count = 1,
): TrackedItem {
  return {
    entity_id: card.entity_id,
    product_name: card.name,
    price: card.discount_price / 100,
    count,
    cat_name: card.category,
    delivery_time: card.levertijd,
  };
}

/** Pushes one event; GA4 wants the previous ecommerce object cleared first. */
export function track(event: string, ecommerce: Record<string, unknown> & { items?: TrackedItem[] }): void {
  pushTracking([{ ecommerce: null }, { event, ecommerce: { currency: "EUR", ...ecommerce } }]);
}
