// Quote requests: one configured product (product/estimate) or the whole cart (cart/createEstimate), priced
// here, stored with a number and mailed to the visitor (with a PDF) and to the shop in one transaction.

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Cart } from "../../domain/cart/types.ts";
import { shopYear } from "../../domain/delivery/shop-time.ts";
import type { Store } from "../../domain/store.ts";
import { type Address, addressSchema } from "../../domain/validation/address.ts";
import { orderTotalProblem } from "../../domain/validation/cart.ts";
import { fieldErrors } from "../../domain/validation/errors.ts";
import type { SavedCartItem } from "../cart/cart.schema.ts";
import type { AddToCart, CartService } from "../cart/cart.service.ts";
import type { Db } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { loadEngine, quotePdf } from "./pdf.ts";
import { type QuoteForMail, quoteMail } from "./quote-mail.tsx";
import { quotes } from "./quotes.schema.ts";

export const EMPTY_CART_QUOTE = "Je winkelwagen is leeg; er is nog niets om een offerte voor te maken.";

export class QuotesService {
  constructor(
    private readonly db: Db,
    private readonly cart: CartService,
    private readonly mail: Mailer,
  ) {}

  /** A quote for one configuration; the browser's prices are never used, the answer carries the server's. */
  async requestProduct(sessionId: string, store: Store, rawAddress: unknown, product: AddToCart) {
    const address = this.#address(store, rawAddress, "");
    const { cart, item } = this.cart.priceSingle(store, product);
    const number = await this.#store(sessionId, store, "product", address, cart, [item]);
    const row = Object.values(cart.items)[0];
    return {
      status: true,
      number,
      price_advice: (row?.price_advice ?? 0) * (row?.count ?? 1),
      price_discount: row?.subtotal ?? 0,
    };
  }

  /** A quote for the visitor's whole cart as it is now (service and delivery choices included). */
  async requestCart(sessionId: string, store: Store, rawAddress: unknown) {
    const address = this.#address(store, rawAddress, "customer.");
    const cart = await this.cart.get(sessionId, store);
    if (cart.count === 0) throw new ClientError(400, { cart: EMPTY_CART_QUOTE });
    const items = await this.cart.savedItems(sessionId, store);
    return { status: true, number: await this.#store(sessionId, store, "cart", address, cart, items) };
  }

  #address(store: Store, raw: unknown, prefix: string): Address {
    const parsed = addressSchema(store.country).safeParse(raw);
    if (!parsed.success) {
      const errors = fieldErrors(parsed);
      throw new ClientError(
        400,
        Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v])),
      );
    }
    return parsed.data;
  }

  async #store(
    sessionId: string,
    store: Store,
    kind: "product" | "cart",
    address: Address,
    cart: Cart,
    items: SavedCartItem[],
  ) {
    const tooLarge = orderTotalProblem(cart.total);
    if (tooLarge) throw new ClientError(400, { cart: tooLarge });
    // The PDF is drawn inside the transaction (it needs the quote's number); its engine loads before it opens.
    await loadEngine();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quotes)
        .values({
          number: `tmp-${randomBytes(8).toString("hex")}`,
          sessionId: sessionId || "-",
          store: store.code,
          kind,
          email: address.email,
          address,
          note: address.note || null,
          cart,
          items,
          totalCents: cart.total,
        })
        .returning({ id: quotes.id, createdAt: quotes.createdAt });
      if (!row) throw new Error("quote insert returned nothing");
      const number = `OF-${shopYear(row.createdAt)}-${String(row.id).padStart(6, "0")}`;
      await tx.update(quotes).set({ number }).where(eq(quotes.id, row.id));
      const quote: QuoteForMail = {
        number,
        cart,
        address,
        note: address.note || null,
        store: store.code,
        date: row.createdAt.toISOString().slice(0, 10),
      };
      const attachments = [await quotePdf(quote)];
      await this.mail.enqueue(tx, {
        kind: "quote",
        to: address.email,
        subject: `Je offerteaanvraag ${number} bij Raamwerk`,
        content: quoteMail(quote, false),
        attachments,
      });
      await this.mail.enqueue(tx, {
        kind: "quote-shop",
        to: this.mail.shopEmail,
        subject: `Nieuwe offerteaanvraag ${number}`,
        content: quoteMail(quote, true),
        attachments,
      });
      return number;
    });
  }
}
