// What the back office changes on an order: a fulfilment move (with the customer's mail) and cancelling an
// unpaid order (its voucher use given back, as expiry does). Each under the order's row lock, in one
// transaction with its state history, its mail and the audit log; a refused change leaves everything as it was.

import { eq, sql } from "drizzle-orm";
import { shopToday } from "../../../domain/delivery/shop-time.ts";
import {
  cancelRefusal,
  checkMove,
  type FulfilmentMove,
  type FulfilmentStatus,
  fulfilmentLabels,
  stateLabels,
} from "../../../domain/orders/fulfilment.ts";
import { givesVoucherBack } from "../../../domain/orders/states.ts";
import type { Db, Tx } from "../../db/client.ts";
import { ClientError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { orderEvents, orders } from "../../orders/orders.schema.ts";
import type { VouchersService } from "../../vouchers/vouchers.service.ts";
import type { Actor } from "../audit.ts";
import { writeAudit } from "../audit.ts";
import { fulfilmentMail, fulfilmentSubject, mountDateText } from "./fulfilment-mail.tsx";
import { ORDER_NOT_FOUND } from "./order-detail.ts";

/** The state history's source for every change made in the back office. */
export const BACKOFFICE_SOURCE = "beheer";

async function lockOrder(tx: Tx, number: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
  if (!order) throw new ClientError(404, { order: ORDER_NOT_FOUND });
  return order;
}

/** Moves a paid order along the fulfilment machine and mails the customer about it. */
export async function moveFulfilment(
  db: Db,
  mail: Mailer,
  actor: Actor,
  number: string,
  move: FulfilmentMove,
  today = shopToday(),
): Promise<{ fulfilmentStatus: FulfilmentStatus }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    const from = order.fulfilmentStatus as FulfilmentStatus | null;
    const check = checkMove(order.status, from, move, today);
    if (!check.ok) throw new ClientError(check.status, check.errors);
    await tx
      .update(orders)
      .set({
        fulfilmentStatus: check.to,
        updatedAt: sql`now()`,
        ...(check.to === "verzonden" ? { trackTraceUrl: check.trackTraceUrl } : {}),
        ...(check.to === "ingepland_voor_montage" ? { mountDate: check.mountDate } : {}),
      })
      .where(eq(orders.id, order.id));
    const detail = [
      check.trackTraceUrl ? `track-and-trace: ${check.trackTraceUrl}` : null,
      check.mountDate ? `montage op ${mountDateText(check.mountDate)}` : null,
      `door ${actor.email}`,
    ]
      .filter(Boolean)
      .join("; ");
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: from ?? order.status,
      toStatus: check.to,
      source: BACKOFFICE_SOURCE,
      detail,
    });
    const data = {
      number: order.number,
      firstname: order.customer.factuur.firstname,
      store: order.store === "BE" ? ("BE" as const) : ("NL" as const),
      to: check.to,
      trackTraceUrl: check.trackTraceUrl,
      mountDate: check.mountDate,
    };
    await mail.enqueue(tx, {
      kind: "order-fulfilment",
      to: order.email,
      subject: fulfilmentSubject(data),
      content: fulfilmentMail(data),
      orderNumber: order.number,
    });
    await writeAudit(tx, actor, {
      action: "order.status",
      subject: order.number,
      before: { status: from ? fulfilmentLabels[from] : stateLabels[order.status] },
      after: {
        status: fulfilmentLabels[check.to],
        ...(check.trackTraceUrl ? { "track-and-trace": check.trackTraceUrl } : {}),
        ...(check.mountDate ? { montagedatum: check.mountDate } : {}),
      },
    });
    return { fulfilmentStatus: check.to };
  });
}

/** Cancels an order nobody paid; gives its voucher use back. A paid order is refused (refunds are the way). */
export async function cancelOrder(
  db: Db,
  vouchers: VouchersService,
  actor: Actor,
  number: string,
): Promise<{ voucherReturned: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    const refusal = cancelRefusal(order.status);
    if (refusal) throw new ClientError(409, { status: refusal });
    await tx
      .update(orders)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: "cancelled",
      source: BACKOFFICE_SOURCE,
      detail: `geannuleerd door ${actor.email}`,
    });
    const voucherReturned = givesVoucherBack("cancelled") && order.voucherHeld;
    if (voucherReturned) {
      await tx.update(orders).set({ voucherHeld: false }).where(eq(orders.id, order.id));
      if (order.voucherId !== null) await vouchers.releaseUse(tx, order.voucherId);
    }
    await writeAudit(tx, actor, {
      action: "order.cancel",
      subject: order.number,
      before: { status: stateLabels[order.status] },
      after: {
        status: stateLabels.cancelled,
        ...(voucherReturned ? { kortingscode: "gebruik teruggegeven" } : {}),
      },
    });
    return { voucherReturned };
  });
}
