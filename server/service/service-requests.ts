// Service requests on an existing order (spec section 3, issue 7): stored and mailed only when the order number
// and the postcode of its delivery address match a paid order; the caller answers the same either way.
import { and, eq, gt, sql } from "drizzle-orm";
import { deliveryAddress } from "../../domain/validation/customer.ts";
import type { ServiceForm } from "../../domain/validation/service.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import { orders } from "../orders/orders.schema.ts";
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
}
