// The visitor's cart in the database: rows keep configurations, never prices; every answer is computed here
// with the configurator's engine and the cart rules of domain/cart, from the current catalogue.

import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import {
  computeCart,
  mountedService,
  type PricedLine,
  SERVICE_ROW_KEYS,
  vatSupplyOf,
} from "../../domain/cart/totals.ts";
import type {
  Cart,
  CartColourNotice,
  CartItem,
  CartItemRoom,
  ServiceType,
  ShippingMethod,
} from "../../domain/cart/types.ts";
import { VOUCHER_UNKNOWN, voucherProblem } from "../../domain/cart/vouchers.ts";
import type { ProductDetail } from "../../domain/catalog.ts";
import { discountLabelText, imageInColour } from "../../domain/catalog.ts";
import { nearestColourLabel } from "../../domain/colour-availability.ts";
import { type UnavailableChoice, unavailableChoices } from "../../domain/configurator/availability.ts";
import { priceLines } from "../../domain/configurator/price-lines.ts";
import { deliveryTime, extraDays, productionDays } from "../../domain/configurator/pricing.ts";
import type { Evaluation } from "../../domain/configurator/rules.ts";
import { summarize } from "../../domain/configurator/summary.ts";
import type { ConfigurationDef, ConfValues } from "../../domain/configurator/types.ts";
import { allOptions } from "../../domain/configurator/values.ts";
import { expectedDelivery } from "../../domain/delivery/calendar.ts";
import { ACCESSORY_DELIVERY_DAYS, productionTimeText } from "../../domain/delivery/production.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import type { Store } from "../../domain/store.ts";
import {
  ACCESSORY_MAX_QUANTITY,
  CART_MAX_QUANTITY,
  CART_MAX_ROWS,
  CART_MIN_QUANTITY,
} from "../../domain/validation/cart.ts";
import {
  ACCESSORY_QUANTITY_INVALID,
  ACCESSORY_UNKNOWN,
  CART_FULL,
  CART_FULL_RESTORE,
  CART_QUANTITY_INVALID,
} from "../../domain/validation/messages.ts";
import { normalizeRoom } from "../../domain/validation/room.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import type { ConfiguratorService } from "../configurator/configurator.service.ts";
import { previewChoice } from "../configurator/preview.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { lockVisitor } from "../http/visitor-lock.ts";
import { usesHeldBy } from "../orders/voucher-holds.ts";
import { decideVatFor, type VatBasis } from "../vat/basis.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";
import { voucherRule } from "../vouchers/vouchers.service.ts";
import { cartItems, carts, type SavedCartItem, savedCarts } from "./cart.schema.ts";

/** A saved-cart link (mail or country switch) restores for this many days; after that it says it expired. */
export const SAVED_CART_DAYS = 30;

/** What a restore link holds, for the page that asks before adding it to a cart that is not empty. */
export type SavedCartLookup =
  | { status: "ok"; items: { name: string; count: number }[] }
  | { status: "unknown" }
  | { status: "expired" };

export const ROW_NOT_FOUND = "Dit product staat niet (meer) in je winkelwagen.";
export const ROW_LOCKED = "Deze regel past de winkel zelf aan; je kunt hem niet wijzigen of verwijderen.";
export const CANNOT_MOUNT =
  "De producten in je winkelwagen monteren wij niet. Je plaatst ze eenvoudig zelf; kies 'Zelf meten en monteren'.";
export const QUOTE_ONLY = "Dit product kun je alleen als offerte aanvragen.";
export const ROOM_NOT_ASKED = "Bij dit product kun je geen ruimte opgeven.";
export const ACCESSORY_NOT_CONFIGURABLE =
  "Een accessoire stel je niet samen; je kunt alleen het aantal wijzigen.";

export interface AddAccessory {
  entity_id: number;
  count?: number;
}

type CartRow = typeof cartItems.$inferSelect;
/** A row of a configured product: its configuration and product are set (the table's check says so). */
type ProductRow = CartRow & { confId: number; productId: number };

function isProductRow(row: CartRow): row is ProductRow {
  return row.accessoryId === null && row.confId !== null && row.productId !== null;
}

export const COLOUR_NOTHING_TO_SWITCH = "Deze kleur is leverbaar of al gewisseld; er is niets te wisselen.";
export const COLOUR_NO_NEAREST =
  "Er is geen andere leverbare kleur; kies een kleur in de configurator of verwijder het product.";

export interface AddToCart {
  conf_id: number;
  entity_id: number;
  values: unknown;
  image_thumbnail?: string;
  count?: number;
}

/** Values with sorted keys, so two equal configurations compare equal as text. */
function canonical(values: ConfValues): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((k) => [k, values[k]]),
  );
}

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly configurator: ConfiguratorService,
  ) {}

  /** The visitor's cart; an unknown or empty session gets an empty cart without writing anything. */
  async get(sessionId: string, store: Store, executor: Db | Tx = this.db): Promise<Cart> {
    if (!sessionId) return this.#compute([], null, store);
    const [head] = await executor
      .select({ cart: carts, voucher: vouchers })
      .from(carts)
      .leftJoin(vouchers, eq(vouchers.id, carts.voucherId))
      .where(eq(carts.sessionId, sessionId));
    if (!head) return this.#compute([], null, store);
    if (head.voucher?.maxUses != null) {
      const own = await usesHeldBy(executor, sessionId, head.voucher.id);
      if (own > 0) head.voucher = { ...head.voucher, usedCount: head.voucher.usedCount - own };
    }
    const rows = await executor
      .select()
      .from(cartItems)
      .where(eq(cartItems.sessionId, sessionId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.key));
    return this.#compute(rows, head, store);
  }

  /** Adds a configured product; an identical configuration already in the cart gets the count added. */
  async add(sessionId: string, store: Store, input: AddToCart): Promise<{ cart: Cart; item: CartItem }> {
    const { def, product, values } = this.#priceable(input.conf_id, input.entity_id, input.values);
    if (def.estimate_only) throw new ClientError(400, { conf_id: QUOTE_ONLY });
    const count = input.count ?? 1;
    const thumbnail = safeThumbnail(input.image_thumbnail) ?? product.thumbnail;
    return this.#write(sessionId, store, async (tx) => {
      const existing = await tx
        .select({ key: cartItems.key, values: cartItems.values, count: cartItems.count })
        .from(cartItems)
        .where(and(eq(cartItems.sessionId, sessionId), eq(cartItems.confId, def.conf_id)));
      const same = existing.find((row) => canonical(row.values) === canonical(values));
      let key: string;
      if (same) {
        if (same.count + count > CART_MAX_QUANTITY)
          throw new ClientError(400, { count: CART_QUANTITY_INVALID });
        await tx
          .update(cartItems)
          .set({ count: same.count + count, imageThumbnail: thumbnail })
          .where(eq(cartItems.key, same.key));
        key = same.key;
      } else {
        // Counted under the visitor's lock, so two tabs adding at once cannot both pass the limit.
        if ((await rowCount(tx, sessionId)) >= CART_MAX_ROWS) throw new ClientError(400, { cart: CART_FULL });
        key = randomBytes(12).toString("base64url");
        await tx.insert(cartItems).values({
          key,
          sessionId,
          confId: def.conf_id,
          productId: product.entity_id,
          values,
          count,
          imageThumbnail: thumbnail,
        });
      }
      return key;
    }).then(({ cart, result: key }) => ({ cart, item: cart.items[key] as CartItem }));
  }

  /**
   * Adds an accessory on its own (no configuration): its name and price are the accessories table's, whatever the
   * browser sent; the same accessory already in the cart gets the count added, up to ACCESSORY_MAX_QUANTITY.
   */
  async addAccessory(
    sessionId: string,
    store: Store,
    input: AddAccessory,
  ): Promise<{ cart: Cart; item: CartItem }> {
    const accessory = this.catalog.snapshot.accessories.get(input.entity_id);
    if (!accessory) throw new ClientError(404, { entity_id: ACCESSORY_UNKNOWN });
    const count = input.count ?? 1;
    if (!Number.isInteger(count) || count < CART_MIN_QUANTITY || count > ACCESSORY_MAX_QUANTITY)
      throw new ClientError(400, { count: ACCESSORY_QUANTITY_INVALID });
    return this.#write(sessionId, store, async (tx) => {
      const [same] = await tx
        .select({ key: cartItems.key, count: cartItems.count })
        .from(cartItems)
        .where(and(eq(cartItems.sessionId, sessionId), eq(cartItems.accessoryId, accessory.entity_id)));
      if (same) {
        if (same.count + count > ACCESSORY_MAX_QUANTITY)
          throw new ClientError(400, { count: ACCESSORY_QUANTITY_INVALID });
        await tx
          .update(cartItems)
          .set({ count: same.count + count })
          .where(eq(cartItems.key, same.key));
        return same.key;
      }
      if ((await rowCount(tx, sessionId)) >= CART_MAX_ROWS) throw new ClientError(400, { cart: CART_FULL });
      const key = randomBytes(12).toString("base64url");
      await tx.insert(cartItems).values({
        key,
        sessionId,
        accessoryId: accessory.entity_id,
        values: {},
        count,
        imageThumbnail: accessory.thumbnail,
      });
      return key;
    }).then(({ cart, result: key }) => ({ cart, item: cart.items[key] as CartItem }));
  }

  /** One configuration priced as a cart of its own (a quote for one product); 4xx when it gives no price. */
  priceSingle(store: Store, input: AddToCart): { cart: Cart; item: SavedCartItem } {
    const { def, product, values } = this.#priceable(input.conf_id, input.entity_id, input.values);
    const row = {
      key: "offerte",
      sessionId: "",
      confId: def.conf_id,
      productId: product.entity_id,
      accessoryId: null,
      values,
      count: 1,
      imageThumbnail: safeThumbnail(input.image_thumbnail) ?? product.thumbnail,
      createdAt: new Date(),
    };
    const item: SavedCartItem = {
      conf_id: row.confId,
      product_id: row.productId,
      values,
      count: row.count,
      image_thumbnail: row.imageThumbnail,
    };
    return { cart: this.#compute([row], null, store), item };
  }

  /** The values saved in the visitor's row `key` of configuration `confId`, for editing; 404 when it is not there. */
  async savedValues(sessionId: string, key: string, confId: number): Promise<ConfValues> {
    const [saved] = await this.db
      .select({ values: cartItems.values })
      .from(cartItems)
      .where(and(eq(cartItems.key, key), eq(cartItems.sessionId, sessionId), eq(cartItems.confId, confId)));
    if (!saved) throw new ClientError(404, { edit_key: ROW_NOT_FOUND });
    return saved.values;
  }

  /**
   * Changes a row's count, or with `values` saves an edited configuration back into it. Without the update
   * flag a count of 0 or less removes the row (spec section 4); otherwise the count must be 1 to 99.
   */
  async update(
    sessionId: string,
    store: Store,
    input: { rowid: string; count: number; update: boolean; values?: unknown },
  ): Promise<Cart> {
    guardRow(input.rowid);
    if (input.count <= 0 && !input.update && input.values === undefined)
      return this.remove(sessionId, store, input.rowid);
    if (!Number.isInteger(input.count) || input.count < CART_MIN_QUANTITY || input.count > CART_MAX_QUANTITY)
      throw new ClientError(400, { count: CART_QUANTITY_INVALID });
    return (
      await this.#write(sessionId, store, async (tx) => {
        const found = await this.#row(tx, sessionId, input.rowid);
        if (!isProductRow(found)) {
          if (input.values !== undefined) throw new ClientError(400, { values: ACCESSORY_NOT_CONFIGURABLE });
          if (input.count > ACCESSORY_MAX_QUANTITY)
            throw new ClientError(400, { count: ACCESSORY_QUANTITY_INVALID });
          await tx.update(cartItems).set({ count: input.count }).where(eq(cartItems.key, found.key));
          return;
        }
        const row = found;
        const changes: { count: number; values?: ConfValues } = { count: input.count };
        if (input.values !== undefined)
          changes.values = this.#priceable(row.confId, row.productId, input.values).values;
        await tx.update(cartItems).set(changes).where(eq(cartItems.key, row.key));
      })
    ).cart;
  }

  /**
   * Sets or clears a row's room label ('Slaapkamer links'): the value of its configuration's room option, checked
   * by the room label's rule and the configuration's rules again. It costs nothing, so the price stays.
   */
  async setRoom(sessionId: string, store: Store, input: { rowid: string; room: unknown }): Promise<Cart> {
    guardRow(input.rowid);
    return (
      await this.#write(sessionId, store, async (tx) => {
        const row = await this.#row(tx, sessionId, input.rowid);
        const def = isProductRow(row) ? this.catalog.snapshot.configurations.get(row.confId) : undefined;
        const option = def ? allOptions(def).find((o) => o.room) : undefined;
        if (!option || !isProductRow(row)) throw new ClientError(400, { room: ROOM_NOT_ASKED });
        const room = normalizeRoom(input.room, option.name);
        if ("error" in room) throw new ClientError(400, { room: room.error });
        const values = { ...row.values, [String(option.id)]: room.value };
        const checked = this.#priceable(row.confId, row.productId, values).values;
        await tx.update(cartItems).set({ values: checked }).where(eq(cartItems.key, row.key));
      })
    ).cart;
  }

  /**
   * Switches a row's unavailable colour (option `optionId`) to the available one that looks most like it, as
   * the server works it out (the browser names only the row and the option), and prices the row anew: the
   * nearest colour may be of another price group. 409 when the row holds no unavailable colour there (already
   * switched, or available again) or none is left to offer.
   */
  async switchColour(
    sessionId: string,
    store: Store,
    input: { rowid: string; option_id: number },
  ): Promise<Cart> {
    guardRow(input.rowid);
    return (
      await this.#write(sessionId, store, async (tx) => {
        const row = await this.#row(tx, sessionId, input.rowid);
        if (!isProductRow(row)) throw new ClientError(409, { option_id: COLOUR_NOTHING_TO_SWITCH });
        const def = this.catalog.snapshot.configurations.get(row.confId);
        const choice = def
          ? unavailableChoices(def, row.values).find((c) => c.option.id === input.option_id)
          : undefined;
        if (!choice) throw new ClientError(409, { option_id: COLOUR_NOTHING_TO_SWITCH });
        if (!choice.nearest) throw new ClientError(409, { option_id: COLOUR_NO_NEAREST });
        const values = { ...row.values, [String(choice.option.id)]: choice.nearest.id };
        const checked = this.#priceable(row.confId, row.productId, values).values;
        await tx.update(cartItems).set({ values: checked }).where(eq(cartItems.key, row.key));
      })
    ).cart;
  }

  async remove(sessionId: string, store: Store, rowid: string): Promise<Cart> {
    return (await this.removeRow(sessionId, store, rowid)).cart;
  }

  /**
   * Removes a row and answers what it was, so the cart page can undo it: adding `removed` again (cart/add) puts
   * the same configuration back, priced by the server as it is then.
   */
  async removeRow(
    sessionId: string,
    store: Store,
    rowid: string,
  ): Promise<{ cart: Cart; removed: SavedCartItem }> {
    guardRow(rowid);
    const { cart, result } = await this.#write(sessionId, store, async (tx) => {
      const row = await this.#row(tx, sessionId, rowid);
      await tx.delete(cartItems).where(eq(cartItems.key, row.key));
      return row;
    });
    return { cart, removed: savedItemOf(result) };
  }

  async setServiceType(sessionId: string, store: Store, serviceType: ServiceType): Promise<Cart> {
    return (
      await this.#write(sessionId, store, async (tx) => {
        if (serviceType === "mount" && !(await this.get(sessionId, store, tx)).can_mount)
          throw new ClientError(400, { service_type: CANNOT_MOUNT });
        await tx
          .update(carts)
          .set({ serviceType, updatedAt: sql`now()` })
          .where(eq(carts.sessionId, sessionId));
      })
    ).cart;
  }

  async setShippingMethod(sessionId: string, store: Store, shippingMethod: ShippingMethod): Promise<Cart> {
    return (
      await this.#write(sessionId, store, async (tx) => {
        await tx
          .update(carts)
          .set({ shippingMethod, updatedAt: sql`now()` })
          .where(eq(carts.sessionId, sessionId));
      })
    ).cart;
  }

  /** Applies a voucher when it applies to this cart now; otherwise answers why, and changes nothing. */
  async applyVoucher(
    sessionId: string,
    store: Store,
    code: string,
  ): Promise<{ result: boolean; msg: string; cart: Cart }> {
    const [voucher] = await this.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.code, code.trim().toUpperCase()));
    if (!voucher) return { result: false, msg: VOUCHER_UNKNOWN, cart: await this.get(sessionId, store) };
    const { cart, result: problem } = await this.#write(sessionId, store, async (tx) => {
      const current = await this.get(sessionId, store, tx);
      // Uses held by the visitor's own unpaid orders are theirs: re-applying the code must not find it used up.
      const own = voucher.maxUses !== null ? await usesHeldBy(tx, sessionId, voucher.id) : 0;
      const rule = { ...voucherRule(voucher), used_count: voucher.usedCount - own };
      const reason = voucherProblem(rule, current.subtotal, shopToday());
      if (!reason)
        await tx.update(carts).set({ voucherId: voucher.id }).where(eq(carts.sessionId, sessionId));
      return reason;
    });
    return problem
      ? { result: false, msg: problem, cart }
      : { result: true, msg: `Kortingscode '${voucher.name}' is toegepast.`, cart };
  }

  async removeVoucher(sessionId: string, store: Store): Promise<Cart> {
    return (
      await this.#write(sessionId, store, async (tx) => {
        await tx.update(carts).set({ voucherId: null }).where(eq(carts.sessionId, sessionId));
      })
    ).cart;
  }

  /**
   * Stores a copy of the cart under a secret token and lets `afterSave` (the e-mail) write in the same
   * transaction. An empty cart cannot be saved.
   */
  async save(
    sessionId: string,
    store: Store,
    email: string,
    afterSave: (tx: Tx, token: string, cart: Cart) => Promise<void>,
  ): Promise<string> {
    if (!sessionId)
      throw new ClientError(400, { cart: "Je winkelwagen is leeg; er is nog niets om op te slaan." });
    return this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      const cart = await this.get(sessionId, store, tx);
      if (cart.count === 0)
        throw new ClientError(400, { cart: "Je winkelwagen is leeg; er is nog niets om op te slaan." });
      const token = randomBytes(24).toString("base64url");
      await tx.insert(savedCarts).values({ token, email, ...(await this.#copy(tx, sessionId, store)) });
      await afterSave(tx, token, cart);
      return token;
    });
  }

  /**
   * The copy of the cart for the other store (the country switch), without an e-mail; null for an empty cart.
   * One copy per cart: a later switch rewrites the same saved cart and answers the same token, so switching
   * back and forth (or a script calling the switch) never adds rows.
   */
  async transfer(sessionId: string, store: Store): Promise<string | null> {
    if (!sessionId || (await this.get(sessionId, store)).count === 0) return null;
    return this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      const [head] = await tx
        .select({ token: carts.transferToken })
        .from(carts)
        .where(eq(carts.sessionId, sessionId));
      if (!head) return null;
      const copy = await this.#copy(tx, sessionId, store);
      if (copy.items.length === 0) return null;
      if (head.token) {
        const [kept] = await tx
          .update(savedCarts)
          .set({ ...copy, createdAt: sql`now()` })
          .where(eq(savedCarts.token, head.token))
          .returning({ token: savedCarts.token });
        if (kept) return kept.token;
      }
      const token = randomBytes(24).toString("base64url");
      await tx.insert(savedCarts).values({ token, email: "", ...copy });
      await tx.update(carts).set({ transferToken: token }).where(eq(carts.sessionId, sessionId));
      return token;
    });
  }

  /**
   * Stores `items` (configurations as a cart row keeps them, e.g. a quote's) as a saved cart for `email` and
   * answers its token, for the restore link; `executor` is the caller's transaction, so the cart exists
   * exactly when the change it belongs to commits. Prices are not kept: restoring prices them anew.
   */
  async saveItems(
    executor: Db | Tx,
    store: Store,
    email: string,
    items: SavedCartItem[],
    choices: { serviceType: ServiceType; shippingMethod: ShippingMethod; voucherId: number | null },
  ): Promise<string> {
    const token = randomBytes(24).toString("base64url");
    await executor.insert(savedCarts).values({ token, email, store: store.code, items, ...choices });
    return token;
  }

  /** The visitor's rows as a saved cart keeps them (a quote of the whole cart stores these). */
  async savedItems(sessionId: string, store: Store): Promise<SavedCartItem[]> {
    if (!sessionId) return [];
    return this.db.transaction(async (tx) => (await this.#copy(tx, sessionId, store)).items);
  }

  /** The cart's rows and choices as a saved cart keeps them. */
  async #copy(tx: Tx, sessionId: string, store: Store) {
    const [head] = await tx.select().from(carts).where(eq(carts.sessionId, sessionId));
    const rows = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.sessionId, sessionId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.key));
    return {
      store: store.code,
      items: rows.map(savedItemOf),
      serviceType: head?.serviceType ?? ("self" as const),
      shippingMethod: head?.shippingMethod ?? ("sent" as const),
      voucherId: head?.voucherId ?? null,
    };
  }

  /** The saved cart under `token` (what it holds, by product name), or why the link no longer works. */
  async savedCart(token: string): Promise<SavedCartLookup> {
    const saved = await this.#saved(token);
    if (typeof saved === "string") return { status: saved };
    const items = saved.items.flatMap((item) => {
      if (item.accessory_id !== undefined) {
        const accessory = this.catalog.snapshot.accessories.get(item.accessory_id);
        return accessory ? [{ name: accessory.name, count: item.count }] : [];
      }
      const product = this.catalog.snapshot.productById.get(item.product_id);
      return product ? [{ name: product.name, count: item.count }] : [];
    });
    return { status: "ok", items };
  }

  async #saved(token: string) {
    const [saved] = await this.db.select().from(savedCarts).where(eq(savedCarts.token, token));
    if (!saved) return "unknown" as const;
    if (Date.now() - saved.createdAt.getTime() > SAVED_CART_DAYS * 24 * 3600 * 1000)
      return "expired" as const;
    return saved;
  }

  /**
   * Copies a saved cart into this visitor's cart (rows added to what is there) and answers the cart, or why
   * not: no cart was saved under the token, or it was saved more than SAVED_CART_DAYS ago.
   */
  async restore(token: string, sessionId: string, store: Store): Promise<Cart | "unknown" | "expired"> {
    const saved = await this.#saved(token);
    if (typeof saved === "string") return saved;
    return (
      await this.#write(sessionId, store, async (tx) => {
        const existing = await tx.select().from(cartItems).where(eq(cartItems.sessionId, sessionId));
        let rows = existing.length;
        for (const item of saved.items) {
          if (item.accessory_id !== undefined) {
            // An accessory that left the catalogue since is skipped, like a product.
            if (!this.catalog.snapshot.accessories.has(item.accessory_id)) continue;
            const same = existing.find((r) => r.accessoryId === item.accessory_id);
            if (same) {
              const count = Math.min(ACCESSORY_MAX_QUANTITY, same.count + item.count);
              await tx.update(cartItems).set({ count }).where(eq(cartItems.key, same.key));
              same.count = count;
              continue;
            }
            if (++rows > CART_MAX_ROWS) throw new ClientError(400, { cart: CART_FULL_RESTORE });
            await tx.insert(cartItems).values({
              key: randomBytes(12).toString("base64url"),
              sessionId,
              accessoryId: item.accessory_id,
              values: {},
              count: Math.min(ACCESSORY_MAX_QUANTITY, item.count),
              imageThumbnail: item.image_thumbnail,
            });
            continue;
          }
          const def = this.catalog.snapshot.configurations.get(item.conf_id);
          // A product that left the catalogue since the cart was saved is skipped.
          if (!def || this.catalog.snapshot.productById.get(item.product_id)?.conf_id !== item.conf_id)
            continue;
          const same = existing.find(
            (r) => r.confId === item.conf_id && canonical(r.values) === canonical(item.values),
          );
          if (same) {
            const count = Math.min(CART_MAX_QUANTITY, same.count + item.count);
            await tx.update(cartItems).set({ count }).where(eq(cartItems.key, same.key));
            same.count = count;
            continue;
          }
          // All or nothing: the error rolls back what this loop already added.
          if (++rows > CART_MAX_ROWS) throw new ClientError(400, { cart: CART_FULL_RESTORE });
          await tx.insert(cartItems).values({
            key: randomBytes(12).toString("base64url"),
            sessionId,
            confId: item.conf_id,
            productId: item.product_id,
            values: item.values,
            count: item.count,
            imageThumbnail: item.image_thumbnail,
          });
        }
        await tx
          .update(carts)
          .set({
            serviceType: saved.serviceType,
            shippingMethod: saved.shippingMethod,
            voucherId: saved.voucherId,
          })
          .where(eq(carts.sessionId, sessionId));
      })
    ).cart;
  }

  /**
   * Keeps one of the checkout's steps with the visitor's cart row (created when missing), under the visitor's
   * lock: the details as typed, or the payment choice.
   */
  async saveCheckoutStep(
    sessionId: string,
    store: Store,
    step: { customer: Record<string, unknown>; vatBasis: VatBasis } | { payment: Record<string, string> },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      await tx
        .insert(carts)
        .values({ sessionId, ...step })
        .onConflictDoUpdate({
          target: carts.sessionId,
          set: { ...step, updatedAt: sql`now()` },
        });
    });
  }

  /**
   * After the visitor's order is paid, inside the payment's transaction: only what was ordered leaves the cart
   * (rows added since stay, a row whose count grew keeps the rest), the payment choice is cleared and the
   * order's voucher comes off the cart.
   */
  async removeOrdered(
    tx: Tx,
    order: { sessionId: string; cart: Pick<Cart, "items">; voucherId: number | null },
  ): Promise<void> {
    for (const [key, item] of Object.entries(order.cart.items)) {
      if (SERVICE_ROW_KEYS.has(key)) continue;
      const mine = and(eq(cartItems.sessionId, order.sessionId), eq(cartItems.key, key));
      await tx.delete(cartItems).where(and(mine, lte(cartItems.count, item.count)));
      await tx
        .update(cartItems)
        .set({ count: sql`${cartItems.count} - ${item.count}` })
        .where(and(mine, gt(cartItems.count, item.count)));
    }
    await tx
      .update(carts)
      .set({
        payment: null,
        updatedAt: sql`now()`,
        ...(order.voucherId !== null
          ? { voucherId: sql`nullif(${carts.voucherId}, ${order.voucherId})` }
          : {}),
      })
      .where(eq(carts.sessionId, order.sessionId));
  }

  /** Runs `change` under the visitor's lock with the cart row present, then answers the new cart. */
  async #write<T>(
    sessionId: string,
    store: Store,
    change: (tx: Tx) => Promise<T>,
  ): Promise<{ cart: Cart; result: T }> {
    return this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      await tx.insert(carts).values({ sessionId }).onConflictDoNothing();
      const result = await change(tx);
      return { cart: await this.get(sessionId, store, tx), result };
    });
  }

  async #row(tx: Tx, sessionId: string, rowid: string) {
    const [row] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.key, rowid), eq(cartItems.sessionId, sessionId)));
    if (!row) throw new ClientError(404, { rowid: ROW_NOT_FOUND });
    return row;
  }

  /**
   * The configuration, product and rule-checked values, or a 4xx when they cannot give a price. A colour that
   * is not available now is refused with its notice rather than silently changed (the configurator resets it).
   */
  #priceable(confId: number, productId: number, raw: unknown) {
    const { def, product, evaluation } = this.configurator.resolvePriced(confId, productId, raw, {
      productField: "entity_id",
    });
    const unavailable = unavailableChoices(def, raw);
    if (unavailable.length > 0)
      throw new ClientError(
        400,
        Object.fromEntries(unavailable.map((c) => [`values.${c.option.id}`, c.value.unavailable.message])),
      );
    return { def, product, values: evaluation.values };
  }

  #compute(
    rows: CartRow[],
    head: { cart: typeof carts.$inferSelect; voucher: typeof vouchers.$inferSelect | null } | null,
    store: Store,
  ): Cart {
    const snapshot = this.catalog.snapshot;
    const rates = snapshot.rates.get(store.country) ?? snapshot.rates.get("NL");
    if (!rates) throw new Error("no shop rates loaded");
    const lines: PricedLine[] = [];
    for (const row of rows) {
      const line = this.#price(row, store);
      if (line) lines.push(line);
    }
    const serviceType = mountedService(lines, head?.cart.serviceType ?? "self");
    const shippingMethod = head?.cart.shippingMethod ?? "sent";
    // Decided again on every answer: mounting chosen after the details step turns K into AE.
    const basis = head?.cart.vatBasis;
    const cart = computeCart({
      lines,
      service_type: serviceType,
      shipping_method: shippingMethod,
      ...(basis
        ? {
            vat: decideVatFor(
              basis,
              vatSupplyOf({ service_type: serviceType, shipping_method: shippingMethod }),
            ),
          }
        : {}),
      voucher: head?.voucher ? voucherRule(head.voucher) : null,
      rates,
      country: store.country,
      today: shopToday(),
    });
    // The date for an order placed now: the cart is private, so it is worked out on every answer.
    const now = new Date();
    for (const item of Object.values(cart.items))
      if (item.production_days)
        item.expected_delivery = expectedDelivery(now, item.production_days, store.country).text;
    return cart;
  }

  /** A stored row priced with today's catalogue; null when its configuration no longer gives a price. */
  #price(row: CartRow, store: Store): PricedLine | null {
    if (!isProductRow(row)) return this.#priceAccessory(row);
    const resolved = this.configurator.stored(row.confId, row.productId, row.values);
    if (!resolved) return null;
    const { def, product, evaluation, price: unit } = resolved;
    return {
      key: row.key,
      entity_id: product.entity_id,
      conf_id: def.conf_id,
      product_name: product.name,
      product_url: `/${product.url_path}`,
      cat_name: product.category,
      image_thumbnail: thumbnailFor(def, product, evaluation.values) ?? row.imageThumbnail,
      count: row.count,
      unit,
      discount_percentage: product.discount,
      discount_description:
        discountLabelText(product, store.locale) ??
        (product.discount > 0 ? `${product.discount}% korting` : null),
      delivery_time: deliveryTime(def, evaluation.values),
      different_delivery_time: extraDays(def, evaluation.values),
      production_days: productionDays(def, evaluation.values),
      mount_cost: product.montage_kosten_fullservice,
      options: summarize(def, evaluation).map((s) => ({
        name: s.name,
        value: s.value,
        crm_only: s.crm_only,
      })),
      ...roomOf(def, evaluation),
      // Worked out with the price, from the same evaluation, so the lines always add up to this row's price.
      price_lines: priceLines(def, evaluation) ?? undefined,
      ...(resolved.unavailable.length > 0 ? { colour_notices: resolved.unavailable.map(colourNotice) } : {}),
      // A value the owner retired since the row was added: the row keeps a price with the default, and says so.
      ...(evaluation.resets.length > 0 ? { notices: evaluation.resets.map((r) => r.reason) } : {}),
    };
  }

  /**
   * An accessory row priced from the accessories table as it is now (no product discount, not mounted, from
   * stock); null when the accessory left the catalogue.
   */
  #priceAccessory(row: CartRow): PricedLine | null {
    const accessory =
      row.accessoryId === null ? undefined : this.catalog.snapshot.accessories.get(row.accessoryId);
    if (!accessory) return null;
    return {
      key: row.key,
      type: "accessory",
      entity_id: accessory.entity_id,
      conf_id: 0,
      product_name: accessory.name,
      product_url: "",
      cat_name: "Accessoires",
      image_thumbnail: accessory.thumbnail,
      count: row.count,
      unit: { price: accessory.price, price_advice: accessory.price, conf_price: 0, discount_price: 0 },
      discount_percentage: 0,
      discount_description: null,
      delivery_time: `${productionTimeText(ACCESSORY_DELIVERY_DAYS)} (uit voorraad)`,
      different_delivery_time: 0,
      production_days: ACCESSORY_DELIVERY_DAYS,
      mount_cost: null,
      options: [{ name: "Artikelnummer", value: accessory.sku, crm_only: false }],
    };
  }
}

/** A cart row as a saved cart (and cart/delete's answer) keeps it. */
function savedItemOf(row: CartRow): SavedCartItem {
  if (!isProductRow(row))
    return {
      conf_id: 0,
      product_id: 0,
      accessory_id: row.accessoryId ?? 0,
      values: {},
      count: row.count,
      image_thumbnail: row.imageThumbnail,
    };
  return {
    conf_id: row.confId,
    product_id: row.productId,
    values: row.values,
    count: row.count,
    image_thumbnail: row.imageThumbnail,
  };
}

/** A row's notice for an unavailable colour it holds, with the nearest available one as a one-click offer. */
function colourNotice(choice: UnavailableChoice): CartColourNotice {
  const { nearest } = choice;
  return {
    option_id: choice.option.id,
    message: choice.value.unavailable.message,
    nearest: nearest
      ? {
          value: nearest.id,
          name: nearest.name,
          hex: nearest.value ?? "",
          label: nearestColourLabel(nearest.name),
        }
      : null,
  };
}

/** The product's first image in the chosen colour: the cart shows what the visitor configured. */
function thumbnailFor(def: ConfigurationDef, product: ProductDetail, values: ConfValues): string | null {
  const first = product.images[0];
  const colour = previewChoice(def, product, values).colourCode;
  if (!first || !colour) return null;
  return `/media/product${imageInColour(first.path, colour)}`;
}

async function rowCount(tx: Tx, sessionId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.sessionId, sessionId));
  return row?.n ?? 0;
}

function guardRow(rowid: string): void {
  if (SERVICE_ROW_KEYS.has(rowid)) throw new ClientError(400, { rowid: ROW_LOCKED });
}

/** The row's room label and the name it is asked under, where the configuration asks one. */
function roomOf(def: ConfigurationDef, evaluation: Evaluation): { room?: CartItemRoom } {
  const option = allOptions(def).find((o) => o.room);
  if (!option || !evaluation.visible.has(option.id)) return {};
  const value = evaluation.values[String(option.id)];
  return { room: { name: option.name, value: typeof value === "string" ? value : "" } };
}

/** Only our own image paths are kept as a row's thumbnail; anything else falls back to the product's. */
function safeThumbnail(path: string | undefined): string | null {
  if (!path || path.length > 512) return null;
  return /^\/(media|conf_images)\/[A-Za-z0-9/_.,=?&%-]+$/.test(path) ? path : null;
}
