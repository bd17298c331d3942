// Service requests on an existing order (spec section 3, issue 7): stored and mailed only when the order number
// and the postcode of its delivery address match a paid order; the caller answers the same either way. The back
// office's side: the requests as the shop handles them (list, detail with the order, status and internal note,
// audit-logged).
import { and, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { RequestChange, RequestDetail } from "../../domain/requests.ts";
import { deliveryAddress } from "../../domain/validation/customer.ts";
import type { ServiceForm } from "../../domain/validation/service.ts";
import type { Actor } from "../backoffice/audit.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { orders } from "../orders/orders.schema.ts";
import {
  addressOf,
  changeHandling,
  customerColumns,
  customerOf,
  fullName,
  handling,
  handlingOf,
  newestFirst,
  orEmpty,
  type RequestFilter,
  type RequestPage,
  type RequestSearch,
  requestPage,
  rowsOf,
  stateOf,
  str,
} from "../requests/request-handling.ts";
import { serviceRequests } from "./service.schema.ts";
import {
  type ServiceRequestMailData,
  serviceRequestMail,
  serviceRequestNumber,
  serviceRequestShopMail,
  serviceRequestSubject,
} from "./service-mail.tsx";

/**
 * A second request for the same order within this many minutes is the same request (a double click, a
 * reload, a retry while the first mail is on its way): nothing new is stored and no second mail goes out.
 * The form carries nothing but the order number, so a second request says nothing the first did not.
 */
export const SERVICE_REQUEST_REPEAT_MINUTES = 10;

export const SERVICE_REQUEST_NOT_FOUND = "Deze serviceaanvraag bestaat niet (meer).";

/** What the back office's list searches: the number (SV-<year>-<id>) and the customer of the order. */
const search: RequestSearch = {
  status: serviceRequests.status,
  number: sql<string>`'SV-' || extract(year from ${serviceRequests.createdAt})::int || '-' || lpad(${serviceRequests.id}::text, 6, '0')`,
  ...customerColumns(sql`${orders.customer}->'factuur'`),
  email: orEmpty(sql`${orders.email}`),
};

/** Why a request led to nothing; logged, never answered. */
export type ServiceRequestSkip = "unknown_order" | "postcode_mismatch" | "not_paid" | "repeated";

export type ServiceRequestOutcome =
  | { stored: true; id: number; number: string }
  | { stored: false; reason: ServiceRequestSkip };

/** What a request needs to log: the route's pino logger. */
export interface ServiceRequestLog {
  info(details: Record<string, unknown>, message: string): void;
}

/** "1234 ab", "1234AB " → "1234AB": postcodes compare without spaces and case. */
export function comparablePostcode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** Order numbers are stored upper case ("RW-2026-000123"); a visitor may type them in any case. */
export function comparableOrderNumber(value: string): string {
  return value.trim().toUpperCase();
}

export class ServiceRequestService {
  constructor(
    private readonly db: Db,
    private readonly mail: Mailer,
    private readonly shopEmail: string,
  ) {}

  /**
   * Looks the order up and, when it matches, stores the request and queues both mails in one transaction.
   * The lookup happens for every request, so a stranger's unknown number costs the same query as a known
   * one with the wrong postcode. The order row is locked while it is checked, so two requests at once for
   * the same order make one request and one mail.
   */
  async submit(form: ServiceForm, log: ServiceRequestLog): Promise<ServiceRequestOutcome> {
    const outcome = await this.db.transaction(async (tx): Promise<ServiceRequestOutcome> => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.number, comparableOrderNumber(form.order_number)))
        .for("update");
      if (!order) return { stored: false, reason: "unknown_order" };
      // The postcode of where the order went; for a pick-up order that is the invoice address it was placed with.
      const postcode = deliveryAddress(order.customer).zipcode;
      if (comparablePostcode(postcode) !== comparablePostcode(form.postal_code))
        return { stored: false, reason: "postcode_mismatch" };
      // An unpaid order (waiting, refused, cancelled, expired) is not made or delivered: nothing to service.
      if (order.status !== "paid") return { stored: false, reason: "not_paid" };
      const [recent] = await tx
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(
          and(
            eq(serviceRequests.orderId, order.id),
            gt(
              serviceRequests.createdAt,
              sql`now() - make_interval(mins => ${SERVICE_REQUEST_REPEAT_MINUTES})`,
            ),
          ),
        )
        .limit(1);
      if (recent) return { stored: false, reason: "repeated" };

      const [row] = await tx
        .insert(serviceRequests)
        .values({ orderId: order.id })
        .returning({ id: serviceRequests.id, createdAt: serviceRequests.createdAt });
      if (!row) throw new Error("service request insert returned no row");
      const number = serviceRequestNumber(row.id, row.createdAt);
      const data: ServiceRequestMailData = {
        number,
        order: {
          number: order.number,
          store: order.store === "BE" ? "BE" : "NL",
          email: order.email,
          customer: order.customer,
          cart: order.cart,
          orderedAt: order.paidAt ?? order.createdAt,
        },
      };
      await this.mail.enqueue(tx, {
        kind: "service-request",
        to: order.email,
        subject: serviceRequestSubject(order.number),
        orderNumber: order.number,
        content: serviceRequestMail(data),
      });
      await this.mail.enqueue(tx, {
        kind: "service-request-shop",
        to: this.shopEmail,
        subject: `Serviceaanvraag ${number} voor bestelling ${order.number}`,
        orderNumber: order.number,
        content: serviceRequestShopMail(data),
      });
      return { stored: true, id: row.id, number };
    });
    // Ids and reasons only: no order number, postcode or e-mail address in the log.
    if (outcome.stored) log.info({ serviceRequestId: outcome.id }, "service request stored");
    else log.info({ reason: outcome.reason }, "service request not stored");
    return outcome;
  }

  /** A page of service requests for the back office, newest first, with the filter applied. */
  requestPage(filter: RequestFilter): Promise<RequestPage> {
    return requestPage(search, filter, {
      rows: async (where, limit, offset) => {
        const rows = await this.db
          .select({
            id: serviceRequests.id,
            ...stateOf(serviceRequests),
            store: orders.store,
            email: orders.email,
            firstname: search.firstname,
            lastname: search.lastname,
            postcode: search.postcode,
            orderNumber: orders.number,
          })
          .from(serviceRequests)
          .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
          .where(where)
          .orderBy(...newestFirst(serviceRequests))
          .limit(limit)
          .offset(offset);
        return rows.map(({ id, orderNumber, firstname, lastname, ...row }) => ({
          ...row,
          number: serviceRequestNumber(id, row.createdAt),
          name: fullName(firstname, lastname),
          amountCents: null,
          about: `Bestelling ${orderNumber}`,
        }));
      },
      total: async (where: SQL | undefined) => {
        const [row] = await this.db
          .select({ n: count() })
          .from(serviceRequests)
          .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
          .where(where);
        return row?.n ?? 0;
      },
    });
  }

  /** The request with its order as the back office shows it, or null when the number is unknown. */
  async findRequest(number: string): Promise<RequestDetail | null> {
    const id = await this.#idOf(this.db, number);
    if (id === null) return null;
    const [row] = await this.db
      .select({ request: serviceRequests, order: orders })
      .from(serviceRequests)
      .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
      .where(eq(serviceRequests.id, id));
    if (!row) return null;
    const { request, order } = row;
    const invoice = order.customer.factuur as unknown as Record<string, unknown>;
    const company = str((order.customer.default as Record<string, unknown>).companyname) || null;
    const customer = customerOf({ ...invoice, email: order.email }, order.store, company);
    if (order.customer.aflever)
      customer.deliveryAddress = addressOf(
        order.customer.aflever as unknown as Record<string, unknown>,
        order.store,
      );
    return {
      ...handling(request),
      kind: "service",
      number: serviceRequestNumber(request.id, request.createdAt),
      store: order.store,
      customer,
      content: {
        kind: "service",
        orderNumber: order.number,
        orderStatus: order.status,
        orderedAt: order.paidAt ?? order.createdAt,
        orderTotalCents: order.totalCents,
        rows: rowsOf(order.cart),
      },
    };
  }

  async requestDetail(number: string): Promise<RequestDetail> {
    const detail = await this.findRequest(number);
    if (!detail) throw new ClientError(404, { number: SERVICE_REQUEST_NOT_FOUND });
    return detail;
  }

  /** Sets the status and/or the internal note (an empty note removes it); audit-logged when anything changed. */
  async changeRequest(number: string, change: RequestChange, actor: Actor): Promise<RequestDetail> {
    await this.db.transaction(async (tx) => {
      const id = await this.#idOf(tx, number);
      const [before] =
        id === null
          ? []
          : await tx
              .select(handlingOf(serviceRequests))
              .from(serviceRequests)
              .where(eq(serviceRequests.id, id))
              .for("update");
      if (!before) throw new ClientError(404, { number: SERVICE_REQUEST_NOT_FOUND });
      await changeHandling(tx, actor, { audit: "service", number, before }, change, (values) =>
        tx.update(serviceRequests).set(values).where(eq(serviceRequests.id, before.id)),
      );
    });
    return this.requestDetail(number);
  }

  /** The row's id for a number; null when there is none. */
  async #idOf(executor: Db | Tx, number: string): Promise<number | null> {
    // The number is made from the id and the year (service-mail.tsx); it is checked whole, not only its digits.
    const id = Number(/^SV-\d{4}-(\d{1,9})$/i.exec(number)?.[1]);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const [row] = await executor
      .select({ id: serviceRequests.id, createdAt: serviceRequests.createdAt })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id));
    return row && serviceRequestNumber(row.id, row.createdAt) === number.toUpperCase() ? row.id : null;
  }
}
