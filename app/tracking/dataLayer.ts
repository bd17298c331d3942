// GA4-style events on window.dataLayer (spec section 7): currency EUR, items with the spec's fields.
import type { ProductCard } from "../../domain/catalog";

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

declare global {
  interface Window {
    dataLayer: Record<string, unknown>[];
  }
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
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ecommerce: { currency: "EUR", ...ecommerce } });
}
