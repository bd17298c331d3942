// Cart rows as tracked items (spec section 7: entity_id, product_name, price, count, cat_name, delivery_time).
import { type Cart, type CartItem, isGoods } from "../../domain/cart/types";
import { type TrackedItem, track } from "../tracking/dataLayer";

export function trackedItem(item: CartItem, count = item.count): TrackedItem {
  return {
    entity_id: item.entity_id,
    product_name: item.product_name,
    price: item.price / 100,
    count,
    cat_name: item.cat_name,
    delivery_time: item.delivery_time,
  };
}

/** The rows the customer buys: configured products and accessories on their own (not service or discount rows). */
export function productRows(cart: Cart): CartItem[] {
  return Object.values(cart.items).filter(isGoods);
}

/** add_to_cart, remove_from_cart, view_cart and save_cart with the cart's value. */
export function trackCart(event: "add_to_cart" | "remove_from_cart", item: CartItem, count: number): void;
export function trackCart(event: "view_cart" | "save_cart", cart: Cart): void;
export function trackCart(event: string, subject: CartItem | Cart, count?: number): void {
  if ("items" in subject) {
    track(event, { value: subject.total / 100, items: productRows(subject).map((i) => trackedItem(i)) });
  } else {
    const n = count ?? subject.count;
    track(event, { value: (subject.price * n) / 100, items: [trackedItem(subject, n)] });
  }
}
