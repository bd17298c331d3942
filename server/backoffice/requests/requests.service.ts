// The back office's requests (quotes, advice appointments, service requests, swatch orders): lists, details,
// the status and internal note (audit-logged), and a quote turned into a cart link the customer gets by mail.
import { eq, sql } from "drizzle-orm";
import type {
  RequestChange,
  RequestDetail,
  RequestKind,
  RequestStatus,
  RequestSummary,
} from "../../../domain/requests.ts";
import { type StoreCode, stores } from "../../../domain/store.ts";
import type { Address } from "../../../domain/validation/address.ts";
import type { CartService } from "../../cart/cart.service.ts";
import type { Db, Tx } from "../../db/client.ts";
import { ClientError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { quoteDocument } from "../../quotes/pdf.ts";
import { quotes } from "../../quotes/quotes.schema.ts";
import { type Actor, writeAudit } from "../audit.ts";
import { orderQuoteMail, orderQuoteSubject } from "./order-quote-mail.tsx";
import { loadDetail } from "./request-details.ts";
import { filterFor, type KindSource, sourceOf } from "./request-kinds.ts";

export const REQUESTS_PAGE_SIZE = 25;

export const NOT_FOUND: Record<RequestKind, string> = {
  quotes: "Deze offerte bestaat niet (meer).",
  advice: "Deze adviesafspraak bestaat niet (meer).",
  service: "Deze serviceaanvraag bestaat niet (meer).",
  swatches: "Deze kleurstalenbestelling bestaat niet (meer).",
};

export const QUOTE_NOT_ORDERABLE =
  "Deze offerte is gemaakt voordat de winkel de samenstelling bewaarde; stuur de klant een nieuwe offerte.";

export interface RequestPage {
  requests: RequestSummary[];
  page: number;
  pages: number;
  total: number;
}

export interface RequestFilter {
  status?: RequestStatus | undefined;
  search?: string | undefined;
  page?: number | undefined;
}

export class RequestsService {
  constructor(
    private readonly db: Db,
    private readonly cart: CartService,
    private readonly mail: Mailer,
    /** The public address of each store, for the link in the mail. */
    private readonly sites: Record<StoreCode, string>,
  ) {}

  /** A page of `kind`, newest first, with the filter applied; a page past the end is empty. */
  async list(kind: RequestKind, filter: RequestFilter): Promise<RequestPage> {
    const source = sourceOf(kind);
    const where = filterFor(source, filter);
    const page = Math.max(1, filter.page ?? 1);
    const [requests, total] = await Promise.all([
      source.page(this.db, where, REQUESTS_PAGE_SIZE, (page - 1) * REQUESTS_PAGE_SIZE),
      source.total(this.db, where),
    ]);
    return { requests, page, pages: Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE)), total };
  }

  /** The request, or null when there is none with that number (pages answer their own 404). */
  async find(kind: RequestKind, number: string): Promise<RequestDetail | null> {
    const id = await sourceOf(kind).idOf(this.db, number);
    return id === null ? null : loadDetail(this.db, kind, id);
  }

  async detail(kind: RequestKind, number: string): Promise<RequestDetail> {
    const detail = await this.find(kind, number);
    if (!detail) throw new ClientError(404, { number: NOT_FOUND[kind] });
    return detail;
  }

  /** Sets the status and/or the internal note (an empty note removes it); audit-logged when anything changed. */
  async update(
    kind: RequestKind,
    number: string,
    change: RequestChange,
    actor: Actor,
  ): Promise<RequestDetail> {
    const source = sourceOf(kind);
    await this.db.transaction(async (tx) => {
      const before = await lockedHandling(tx, source, number);
      if (!before) throw new ClientError(404, { number: NOT_FOUND[kind] });
      const after = {
        status: change.status ?? before.status,
        note: change.note === undefined ? before.note : change.note || null,
      };
      if (after.status === before.status && after.note === before.note) return;
      await setHandling(tx, source, before.id, after);
      await writeAudit(tx, actor, {
        action: `${source.audit}.${after.status === before.status ? "note" : "status"}`,
        subject: number,
        before: { status: before.status, note: before.note },
        after,
      });
    });
    return this.detail(kind, number);
  }

  /** The quote as the PDF its mail carried, drawn again from the stored rows: `offerte-<number>.pdf`. */
  async quotePdf(number: string): Promise<{ filename: string; pdf: Buffer }> {
    const [q] = await this.db.select().from(quotes).where(eq(quotes.number, number));
    if (!q) throw new ClientError(404, { number: NOT_FOUND.quotes });
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
      if (!q) throw new ClientError(404, { number: NOT_FOUND.quotes });
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

interface Handling {
  id: number;
  status: RequestStatus;
  note: string | null;
}

/** The request's status and note, its row locked for the change; null when the number is unknown. */
async function lockedHandling(tx: Tx, source: KindSource, number: string): Promise<Handling | null> {
  const id = await source.idOf(tx, number);
  if (id === null) return null;
  const table = source.table;
  const [row] = await tx
    .select({ id: table.id, status: table.status, note: table.internalNote })
    .from(table)
    .where(eq(table.id, id))
    .for("update");
  return row ?? null;
}

async function setHandling(
  tx: Tx,
  source: KindSource,
  id: number,
  values: { status: RequestStatus; note: string | null },
): Promise<void> {
  const table = source.table;
  await tx
    .update(table)
    .set({ status: values.status, internalNote: values.note, updatedAt: sql`now()` })
    .where(eq(table.id, id));
}
