// The visitor's colour-swatch basket (at most 5 colours) and swatch orders, kept in the database per session.
// The server is the authority: a colour is only stored when it is a swatch colour of that configuration. The
// back office's side: the swatch orders as the shop handles them (list, detail, status and internal note).

import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { MAX_SWATCHES, type SwatchBasket, type SwatchItem } from "../../domain/cart/types.ts";
import type { ProductDetail } from "../../domain/catalog.ts";
import type { OptionDef, OptionValueDef } from "../../domain/configurator/types.ts";
import { allOptions } from "../../domain/configurator/values.ts";
import { shopYear } from "../../domain/delivery/shop-time.ts";
import type { RequestChange, RequestDetail } from "../../domain/requests.ts";
import type { Store } from "../../domain/store.ts";
import {
  addressFormSchema,
  type UnvalidatedAddressForm,
  unvalidatedAddressFormSchema,
  type ValidAddressForm,
} from "../../domain/validation/address-form.ts";
import { isEmailAddress } from "../../domain/validation/common.ts";
import { fieldErrors } from "../../domain/validation/errors.ts";
import type { Actor } from "../backoffice/audit.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import { type CatalogSnapshot, swatchImagePath } from "../catalog/snapshot.ts";
import type { ConfiguratorService } from "../configurator/configurator.service.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { lockVisitor } from "../http/visitor-lock.ts";
import type { Mailer } from "../mail/mailer.ts";
import {
  changeHandling,
  customerColumns,
  customerOf,
  fullName,
  handling,
  handlingOf,
  newestFirst,
  type RequestFilter,
  type RequestPage,
  type RequestSearch,
  requestPage,
  stateOf,
} from "../requests/request-handling.ts";
import { SWATCH_ORDER_SUBJECT, swatchOrderMail } from "./swatch-mail.tsx";
import { swatchItems, swatchOrders } from "./swatches.schema.ts";

export const BASKET_FULL = "Jouw stalenmandje zit vol!";
export const BASKET_FULL_DETAIL = "Je kunt maximaal 5 kleurstalen aanvragen.";
export const SWATCH_UNAVAILABLE = "Voor deze kleur is een kleurstaal aanvragen niet mogelijk.";
/** A colour out of the collection has no swatch any more; a sold-out one does (the swatch books keep it). */
export const SWATCH_OUT_OF_COLLECTION =
  "Deze kleur is uit de collectie; je kunt er geen kleurstaal meer van aanvragen.";
export const BASKET_EMPTY = "Je stalenmandje is leeg.";
export const OPTION_UNKNOWN = "Deze optie hoort niet bij deze configuratie.";
export const OPTION_WITHOUT_SWATCHES = "Bij deze optie kun je geen kleurstalen aanvragen.";
export const VALUE_UNKNOWN = "Deze kleur hoort niet bij deze optie.";
export const SWATCH_NOT_IN_BASKET = "Deze kleurstaal zit niet (meer) in je stalenmandje.";
export const SWATCH_ORDER_NOT_FOUND = "Deze kleurstalenbestelling bestaat niet (meer).";

/** What the back office's list searches: the number and the customer's fields of the stored address. */
const search: RequestSearch = {
  status: swatchOrders.status,
  number: swatchOrders.number,
  ...customerColumns(sql`${swatchOrders.address}`),
};

export interface AddSwatch {
  conf_id: number;
  option_id: number;
  product_id: number;
  /** The colour's value id within the option. */
  value: number;
}

export interface SwatchOrderResult {
  status: true;
  order_number: string;
}

type Row = typeof swatchItems.$inferSelect;

/** The basket key of a colour: stable, readable, and the `swatchid` of swatches/delete. */
export function swatchKey(confId: number, optionId: number, valueId: number): string {
  return `${confId}-${optionId}-${valueId}`;
}

function parseSwatchKey(key: string): { confId: number; optionId: number; valueId: number } | null {
  const match = /^(\d{1,9})-(\d{1,9})-(\d{1,9})$/.exec(key);
  if (!match) return null;
  return { confId: Number(match[1]), optionId: Number(match[2]), valueId: Number(match[3]) };
}

const EMPTY: SwatchBasket = { total: 0, items: [] };

/** A colour that can be requested as a free swatch, as the configurator lists it (swatches/get). */
export interface ConfColour {
  id: number;
  name: string;
  colour_code: string;
  hex: string;
  thumbnail: string;
  disable_swatches: boolean;
  collection: string | null;
}

interface SwatchColour {
  product: ProductDetail;
  option: OptionDef;
  value: OptionValueDef & { colour_code: string };
}

/** The colour a row or request names, when the current catalogue still offers it as a swatch. */
function findColour(
  snapshot: CatalogSnapshot,
  confId: number,
  optionId: number,
  valueId: number,
): SwatchColour | null {
  const def = snapshot.configurations.get(confId);
  const product = def && snapshot.productById.get(def.prod_id);
  const option = def && allOptions(def).find((o) => o.id === optionId);
  const value = option?.values.find((v) => v.id === valueId);
  if (!product || !option?.color_swatches || !value?.colour_code || value.disable_swatches) return null;
  if (value.unavailable?.availability === "uit_collectie") return null;
  return { product, option, value: value as SwatchColour["value"] };
}

function toItem(colour: SwatchColour, confId: number): SwatchItem {
  return {
    key: swatchKey(confId, colour.option.id, colour.value.id),
    conf_id: confId,
    option: colour.option.id,
    product_name: colour.product.name,
    value: {
      id: colour.value.id,
      title: colour.value.name,
      thumbnail: swatchImagePath(colour.value.colour_code),
    },
  };
}

/** Order numbers read 'KS-2025-00042': the year in the shop's time zone and a database sequence. */
function orderNumber(sequence: number, now = new Date()): string {
  return `KS-${shopYear(now)}-${String(sequence).padStart(5, "0")}`;
}

export class SwatchService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly configurator: ConfiguratorService,
    private readonly mail: Mailer,
  ) {}

  /** The configuration's swatch colours: option id → value id → colour; 404/400 like every configuration call. */
  colours(confId: number, prodId: number): Record<string, Record<string, ConfColour>> {
    const { def } = this.configurator.configuration(confId, prodId);
    const map: Record<string, Record<string, ConfColour>> = {};
    for (const option of def.groups.flatMap((g) => g.options)) {
      if (!option.color_swatches) continue;
      map[option.id] = Object.fromEntries(
        option.values
          .filter((v) => v.colour_code)
          .map((v) => [
            v.id,
            {
              id: v.id,
              name: v.name,
              colour_code: v.colour_code ?? "",
              hex: v.value ?? "",
              thumbnail: swatchImagePath(v.colour_code ?? ""),
              disable_swatches:
                (v.disable_swatches ?? false) || v.unavailable?.availability === "uit_collectie",
              collection: v.collection?.name ?? null,
            },
          ]),
      );
    }
    return map;
  }

  /**
   * The visitor's basket, oldest colour first. One query; a visitor without a session or rows gets
   * `{ total: 0, items: [] }`. Colours the catalogue no longer offers as swatches are left out.
   */
  async basket(sessionId: string, executor: Db | Tx = this.db): Promise<SwatchBasket> {
    if (!sessionId) return EMPTY;
    return this.#toBasket(await this.#rows(executor, sessionId));
  }

  /**
   * Adds a colour. A colour already in the basket keeps its one place and the basket is answered as it is;
   * a sixth colour is refused with BASKET_FULL and nothing changes. Visitor writes are serialised by
   * lockVisitor, so parallel adds can never make more than five.
   */
  async add(sessionId: string, store: Store, input: AddSwatch): Promise<SwatchBasket> {
    this.#check(input);
    return this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      const rows = await this.#rows(tx, sessionId);
      const key = swatchKey(input.conf_id, input.option_id, input.value);
      const shown = this.#resolve(rows);
      if (shown.some(({ item }) => item.key === key)) return this.#toBasket(rows);
      // Rows the catalogue no longer offers take no place in the basket: they go now.
      const stale = rows.filter((row) => !shown.some((s) => s.row === row));
      for (const row of stale) await this.#delete(tx, sessionId, row.confId, row.optionId, row.valueId);
      if (shown.length >= MAX_SWATCHES) throw new ClientError(400, { swatches: BASKET_FULL });
      const [added] = await tx
        .insert(swatchItems)
        .values({
          sessionId,
          confId: input.conf_id,
          optionId: input.option_id,
          valueId: input.value,
          productId: input.product_id,
          // The time of the insert, after the lock: the basket lists colours in the order they were added.
          createdAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
      return this.#toBasket([...shown.map((s) => s.row), ...(added ? [added] : [])]);
    });
  }

  /** Removes one colour by its key; a key that is not in this visitor's basket answers 404. */
  async remove(sessionId: string, store: Store, swatchid: string): Promise<SwatchBasket> {
    const parsed = parseSwatchKey(swatchid);
    if (!sessionId || !parsed) throw new ClientError(404, { swatchid: SWATCH_NOT_IN_BASKET });
    return this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      const deleted = await this.#delete(tx, sessionId, parsed.confId, parsed.optionId, parsed.valueId);
      if (deleted === 0) throw new ClientError(404, { swatchid: SWATCH_NOT_IN_BASKET });
      return this.basket(sessionId, tx);
    });
  }

  /** Empties the basket. Without a session there is nothing to empty and nothing is written. */
  async clear(sessionId: string, store: Store): Promise<SwatchBasket> {
    if (!sessionId) return EMPTY;
    await this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      await tx.delete(swatchItems).where(eq(swatchItems.sessionId, sessionId));
    });
    return EMPTY;
  }

  /**
   * Orders the basket: the address is validated for NL only (spec section 5; BE takes it as typed, with
   * limits on shape and length). The order row, the emptied basket and the confirmation e-mail are written in
   * one transaction, so an order never exists without its mail or leaves the basket behind.
   */
  async order(sessionId: string, store: Store, body: unknown): Promise<SwatchOrderResult> {
    const address = parseOrderAddress(store, body);
    if (!sessionId) throw new ClientError(400, { swatches: BASKET_EMPTY });
    return this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      const items = this.#resolve(await this.#rows(tx, sessionId)).map((s) => s.item);
      if (items.length === 0) throw new ClientError(400, { swatches: BASKET_EMPTY });
      // The id first, so the number can be written with the row; both drivers answer { rows }.
      const sequence = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('swatch_orders', 'id')) as id`,
      )) as unknown as { rows: { id: number | string }[] };
      const id = Number(sequence.rows[0]?.id);
      const number = orderNumber(id);
      await tx.insert(swatchOrders).values({
        id,
        number,
        sessionId,
        store: store.code,
        address: { ...address, country: store.country },
        items: items.map((item) => ({
          product_name: item.product_name,
          option_id: item.option,
          value_id: item.value.id,
          title: item.value.title,
        })),
      });
      await tx.delete(swatchItems).where(eq(swatchItems.sessionId, sessionId));
      // BE addresses are not validated: without a usable e-mail address the order stands, without a mail.
      const to = address.email ?? "";
      if (isEmailAddress(to)) {
        await this.mail.enqueue(tx, {
          kind: "swatch-order",
          to,
          subject: SWATCH_ORDER_SUBJECT,
          content: swatchOrderMail(number, items, address, store.code),
        });
      }
      return { status: true as const, order_number: number };
    });
  }

  /** Refuses a colour that is not a swatch colour of this configuration and product, with the field at fault. */
  #check(input: AddSwatch): void {
    const { def } = this.configurator.configuration(input.conf_id, input.product_id, "product_id");
    const option = allOptions(def).find((o) => o.id === input.option_id);
    if (!option) throw new ClientError(400, { option_id: OPTION_UNKNOWN });
    if (!option.color_swatches || (option.type !== "colors" && option.type !== "fabric_choice")) {
      throw new ClientError(400, { option_id: OPTION_WITHOUT_SWATCHES });
    }
    const value = option.values.find((v) => v.id === input.value);
    if (!value?.colour_code) throw new ClientError(400, { value: VALUE_UNKNOWN });
    if (value.disable_swatches) throw new ClientError(400, { value: SWATCH_UNAVAILABLE });
    if (value.unavailable?.availability === "uit_collectie")
      throw new ClientError(400, { value: SWATCH_OUT_OF_COLLECTION });
  }

  #rows(executor: Db | Tx, sessionId: string): Promise<Row[]> {
    return executor
      .select()
      .from(swatchItems)
      .where(eq(swatchItems.sessionId, sessionId))
      .orderBy(
        asc(swatchItems.createdAt),
        asc(swatchItems.confId),
        asc(swatchItems.optionId),
        asc(swatchItems.valueId),
      );
  }

  /** Rows the current catalogue still offers, with their items; at most MAX_SWATCHES are shown. */
  #resolve(rows: Row[]): { row: Row; item: SwatchItem }[] {
    const snapshot = this.catalog.snapshot;
    const resolved: { row: Row; item: SwatchItem }[] = [];
    for (const row of rows) {
      const colour = findColour(snapshot, row.confId, row.optionId, row.valueId);
      if (colour) resolved.push({ row, item: toItem(colour, row.confId) });
    }
    return resolved.slice(0, MAX_SWATCHES);
  }

  #toBasket(rows: Row[]): SwatchBasket {
    const items = this.#resolve(rows).map((s) => s.item);
    return { total: items.length, items };
  }

  async #delete(tx: Tx, sessionId: string, confId: number, optionId: number, valueId: number) {
    const deleted = await tx
      .delete(swatchItems)
      .where(
        and(
          eq(swatchItems.sessionId, sessionId),
          eq(swatchItems.confId, confId),
          eq(swatchItems.optionId, optionId),
          eq(swatchItems.valueId, valueId),
        ),
      )
      .returning({ confId: swatchItems.confId });
    return deleted.length;
  }

  /** A page of swatch orders for the back office, newest first, with the filter applied. */
  requestPage(filter: RequestFilter): Promise<RequestPage> {
    return requestPage(search, filter, {
      rows: async (where, limit, offset) => {
        const rows = await this.db
          .select({
            number: swatchOrders.number,
            ...stateOf(swatchOrders),
            store: swatchOrders.store,
            email: search.email,
            firstname: search.firstname,
            lastname: search.lastname,
            postcode: search.postcode,
            colours: sql<number>`jsonb_array_length(${swatchOrders.items})::int`,
          })
          .from(swatchOrders)
          .where(where)
          .orderBy(...newestFirst(swatchOrders))
          .limit(limit)
          .offset(offset);
        return rows.map(({ colours, firstname, lastname, ...row }) => ({
          ...row,
          name: fullName(firstname, lastname),
          amountCents: null,
          about: `${colours} ${colours === 1 ? "kleur" : "kleuren"}`,
        }));
      },
      total: async (where: SQL | undefined) => {
        const [row] = await this.db.select({ n: count() }).from(swatchOrders).where(where);
        return row?.n ?? 0;
      },
    });
  }

  /** The swatch order as the back office shows it, or null when the number is unknown. */
  async findRequest(number: string): Promise<RequestDetail | null> {
    const [s] = await this.db.select().from(swatchOrders).where(eq(swatchOrders.number, number));
    if (!s) return null;
    return {
      ...handling(s),
      kind: "swatches",
      number: s.number,
      store: s.store,
      customer: customerOf(s.address, s.store),
      content: {
        kind: "swatches",
        colours: s.items.map((item) => ({ product: item.product_name, colour: item.title })),
      },
    };
  }

  async requestDetail(number: string): Promise<RequestDetail> {
    const detail = await this.findRequest(number);
    if (!detail) throw new ClientError(404, { number: SWATCH_ORDER_NOT_FOUND });
    return detail;
  }

  /** Sets the status and/or the internal note (an empty note removes it); audit-logged when anything changed. */
  async changeRequest(number: string, change: RequestChange, actor: Actor): Promise<RequestDetail> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select(handlingOf(swatchOrders))
        .from(swatchOrders)
        .where(eq(swatchOrders.number, number))
        .for("update");
      if (!before) throw new ClientError(404, { number: SWATCH_ORDER_NOT_FOUND });
      await changeHandling(tx, actor, { audit: "swatch", number, before }, change, (values) =>
        tx.update(swatchOrders).set(values).where(eq(swatchOrders.id, before.id)),
      );
    });
    return this.requestDetail(number);
  }
}

/**
 * The order body's address: NL with the address form's rules and exact messages, BE as typed (spec section 5).
 * Errors are keyed by their path in the body, e.g. `personal_details.adres.zipcode`.
 */
export function parseOrderAddress(store: Store, body: unknown): ValidAddressForm | UnvalidatedAddressForm {
  const adres = store.country === "NL" ? addressFormSchema("NL") : unvalidatedAddressFormSchema;
  const root = (body ?? {}) as { personal_details?: { adres?: unknown } };
  const result = adres.safeParse(root.personal_details?.adres);
  if (!result.success) {
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(result)).map(([field, message]) => [
        field === "_form" ? "personal_details.adres" : `personal_details.adres.${field}`,
        message,
      ]),
    );
    throw new ClientError(400, errors);
  }
  return result.data;
}
