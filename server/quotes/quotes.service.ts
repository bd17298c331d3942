// Quote requests: one configured product (product/estimate) or the whole cart (cart/createEstimate), priced
// here, stored with a number and mailed to the visitor (with a PDF) and to the shop in one transaction. The
// back office's side: the list and detail, the status and internal note (audit-logged), the PDF drawn again,
// and 'Bestel deze offerte' (the quote as a saved cart whose link the customer gets by mail).

import { randomBytes } from "node:crypto";
import { count, eq, type SQL, sql } from "drizzle-orm";
import type { Cart } from "../../domain/cart/types.ts";
import { shopYear } from "../../domain/delivery/shop-time.ts";
import type { RequestChange, RequestDetail, RequestStatus } from "../../domain/requests.ts";
import type { Store } from "../../domain/store.ts";
import { type StoreCode, stores } from "../../domain/store.ts";
import { type Address, addressSchema } from "../../domain/validation/address.ts";
import { orderTotalProblem } from "../../domain/validation/cart.ts";
import { fieldErrors } from "../../domain/validation/errors.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { SavedCartItem } from "../cart/cart.schema.ts";
import type { AddToCart, CartService } from "../cart/cart.service.ts";
import type { Db } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { loadEngine } from "../pdf/a4.ts";
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
  rowsOf,
  stateOf,
  totalsOf,
} from "../requests/request-handling.ts";
import { orderQuoteMail, orderQuoteSubject } from "./order-quote-mail.tsx";
import { quoteDocument, quotePdf } from "./pdf.ts";
import { type QuoteForMail, quoteMail } from "./quote-mail.tsx";
import { quotes } from "./quotes.schema.ts";

export const EMPTY_CART_QUOTE = "Je winkelwagen is leeg; er is nog niets om een offerte voor te maken.";
export const QUOTE_NOT_FOUND = "Deze offerte bestaat niet (meer).";
export const QUOTE_NOT_ORDERABLE =
  "Deze offerte is gemaakt voordat de winkel de samenstelling bewaarde; stuur de klant een nieuwe offerte.";

/** What the back office's list searches: the number and the customer's fields of the stored address. */
const search: RequestSearch = {
  status: quotes.status,
  number: quotes.number,
  ...customerColumns(quotes.address),
};

export class QuotesService {
  constructor(
    private readonly db: Db,
    private readonly cart: CartService,
    private readonly mail: Mailer,
    /** The public address of each store, for the link in the 'Bestel je offerte' mail. */
    private readonly sites: Record<StoreCode, string>,
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

  /** A page of quotes for the back office, newest first, with the filter applied; a page past the end is empty. */
  requestPage(filter: RequestFilter): Promise<RequestPage> {
    return requestPage(search, filter, {
      rows: async (where, limit, offset) => {
        const rows = await this.db
          .select({
            number: quotes.number,
            ...stateOf(quotes),
            store: quotes.store,
            email: quotes.email,
            firstname: search.firstname,
            lastname: search.lastname,
            postcode: search.postcode,
            amountCents: quotes.totalCents,
            kind: quotes.kind,
            units: sql<number>`coalesce((${quotes.cart}->>'count')::int, 0)`,
          })
          .from(quotes)
          .where(where)
          .orderBy(...newestFirst(quotes))
          .limit(limit)
          .offset(offset);
        return rows.map(({ kind, units, firstname, lastname, ...row }) => ({
          ...row,
          name: fullName(firstname, lastname),
          about: `${kind === "cart" ? "Winkelwagen" : "Eén product"}, ${units} ${units === 1 ? "stuk" : "stuks"}`,
        }));
      },
      total: async (where: SQL | undefined) => {
        const [row] = await this.db.select({ n: count() }).from(quotes).where(where);
        return row?.n ?? 0;
      },
    });
  }

  /** The quote as the back office shows it (its rows with every option), or null when the number is unknown. */
  async findRequest(number: string): Promise<RequestDetail | null> {
    const [q] = await this.db.select().from(quotes).where(eq(quotes.number, number));
    if (!q) return null;
    return {
      ...handling(q),
      kind: "quotes",
      number: q.number,
      store: q.store,
      customer: customerOf(q.address, q.store),
      content: {
        kind: "quotes",
        quoteKind: q.kind,
        customerNote: q.note,
        rows: rowsOf(q.cart),
        totals: totalsOf(q.cart),
        orderable: (q.items?.length ?? 0) > 0,
      },
    };
  }

  async requestDetail(number: string): Promise<RequestDetail> {
    const detail = await this.findRequest(number);
    if (!detail) throw new ClientError(404, { number: QUOTE_NOT_FOUND });
    return detail;
  }

  /** Sets the status and/or the internal note (an empty note removes it); audit-logged when anything changed. */
  async changeRequest(number: string, change: RequestChange, actor: Actor): Promise<RequestDetail> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select(handlingOf(quotes))
        .from(quotes)
        .where(eq(quotes.number, number))
        .for("update");
      if (!before) throw new ClientError(404, { number: QUOTE_NOT_FOUND });
      await changeHandling(tx, actor, { audit: "quote", number, before }, change, (values) =>
        tx.update(quotes).set(values).where(eq(quotes.id, before.id)),
      );
    });
    return this.requestDetail(number);
  }

  /** The quote as the PDF its mail carried, drawn again from the stored rows: `offerte-<number>.pdf`. */
  async pdf(number: string): Promise<{ filename: string; pdf: Buffer }> {
    const [q] = await this.db.select().from(quotes).where(eq(quotes.number, number));
    if (!q) throw new ClientError(404, { number: QUOTE_NOT_FOUND });
    const pdf = await quoteDocument({
      number: q.number,
      cart: q.cart,
      address: q.address as unknown as Address,
      note: q.note,
      store: q.store === "BE" ? "BE" : "NL",
      date: q.createdAt.toISOString().slice(0, 10),
    });
    return { filename: `offerte-${q.number}.pdf`, pdf };
  }

  /**
   * 'Bestel deze offerte': saves the quote's configurations as a saved cart and mails the customer its link, in
   * one transaction with the audit entry; a new quote moves to in behandeling. Answers the mail's outbox id.
   */
  async sendCartLink(number: string, actor: Actor): Promise<{ mailId: number; status: RequestStatus }> {
    return this.db.transaction(async (tx) => {
      const [q] = await tx.select().from(quotes).where(eq(quotes.number, number)).for("update");
      if (!q) throw new ClientError(404, { number: QUOTE_NOT_FOUND });
      if (!q.items?.length) throw new ClientError(409, { number: QUOTE_NOT_ORDERABLE });
      const store = stores[q.store === "BE" ? "BE" : "NL"];
      const token = await this.cart.saveItems(tx, store, q.email, q.items, {
        serviceType: q.cart.service_type,
        shippingMethod: q.cart.shipping_method,
        voucherId: q.cart.coupon?.id ?? null,
      });
      const link = `${this.sites[store.code].replace(/\/$/, "")}/winkelwagen/herstellen/${token}`;
      const mailId = await this.mail.enqueue(tx, {
        kind: "quote-order",
        to: q.email,
        subject: orderQuoteSubject(q.number),
        content: orderQuoteMail({
          number: q.number,
          firstname: typeof q.address.firstname === "string" ? q.address.firstname : "",
          cart: q.cart,
          link,
          store: store.code,
        }),
      });
      const status: RequestStatus = q.status === "nieuw" ? "in_behandeling" : q.status;
      await tx.update(quotes).set({ status, updatedAt: sql`now()` }).where(eq(quotes.id, q.id));
      await writeAudit(tx, actor, {
        action: "quote.cart-link",
        subject: q.number,
        before: { status: q.status },
        after: { status, mail: mailId, to: q.email },
      });
      return { mailId, status };
    });
  }
}
