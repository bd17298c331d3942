// The production queue (issue 24): the rows of a production day per family with their state, and a row's move
// by a button or a scanned label. A move runs in one transaction under the order's row lock: the row machine
// (domain/orders/rows.ts `rowMove`), the row's record, the audit entry, and what the rows then mean for their
// order (`followRows`), which the orders area applies (OrdersService.applyWorkshopMove: the orders table stays
// the orders area's, the customer's mail goes out as for a move by hand). docs/production.md.
import { eq, sql } from "drizzle-orm";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { deliveryWayOf, type FulfilmentStatus, fulfilmentStage } from "../../domain/orders/fulfilment.ts";
import {
  followRows,
  ROW_BACK_REASON_REQUIRED,
  type RowEvent,
  type RowState,
  rowMove,
  rowStateLabels,
} from "../../domain/orders/rows.ts";
import { shiftDay } from "../../domain/production/production-day.ts";
import { parseRowRef, type RowRef } from "../../domain/production/row-ref.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import type { Db } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { orders } from "../orders/orders.schema.ts";
import type { OrdersService } from "../orders/orders.service.ts";
import { productionRowStates } from "./production.schema.ts";
import type { ProductionPlan } from "./production-plan.ts";
import { type QueueFamily, type QueueOrder, readQueue, rowRecords } from "./production-queue.ts";
import { productionRows } from "./production-rows.ts";

export const NOT_A_ROW_CODE =
  "Dit is geen code van een label. Een label draagt een code als RW-2026-000123/2: het bestelnummer, een schuine streep en het regelnummer.";
export const ROW_NOT_FOUND =
  "Deze regel bestaat niet: controleer het bestelnummer en het regelnummer op het label.";
export const ORDER_NOT_IN_QUEUE =
  "Deze bestelling is niet betaald of geannuleerd: haar producten staan niet in de productie.";

/**
 * A second scan of the same row this soon after a scan moved it is taken for the same label read twice (two
 * colleagues, or a camera that saw it twice), not a next step: no step at the table takes less. A button
 * (which sends the state it saw) is never held back.
 */
export const SCAN_REPEAT_SECONDS = 30;

export interface RowMoveInput {
  direction: "forward" | "back";
  /** The state the mover saw (a button sends it); a row that moved meanwhile answers 409. */
  from?: RowState;
  reason?: string;
}

export interface RowMoved {
  ref: string;
  orderNumber: string;
  from: RowState;
  state: RowState;
  stateLabel: string;
  /** The order's state after the move: it moves on by itself at the first cut and the last pack. */
  orderState: FulfilmentStatus;
}

function staleMessage(ref: string, state: RowState, by: string): string {
  return `Regel ${ref} staat intussen op ‘${rowStateLabels[state]}’ (gezet door ${by}). Kijk of jouw stap nog nodig is en probeer het opnieuw.`;
}

function repeatMessage(ref: string, state: RowState, by: string): string {
  return `Regel ${ref} is net al op ‘${rowStateLabels[state]}’ gezet (door ${by}): dezelfde scan telt niet twee keer. Moet hij echt nog een stap verder, gebruik dan de knop in de lijst.`;
}

export class ProductionService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrdersService,
    readonly plan: ProductionPlan,
    private readonly catalog: CatalogService,
  ) {}

  /** A production day's rows per family and its orders; `day` YYYY-MM-DD (checked by the caller). */
  async queue(
    day: string,
    today = shopToday(),
  ): Promise<{
    day: string;
    today: string;
    previousDay: string;
    nextDay: string;
    families: QueueFamily[];
    orders: QueueOrder[];
  }> {
    const { families, orders: list } = await readQueue(this.db, this.catalog.live, day, today);
    return { day, today, previousDay: shiftDay(day, -1), nextDay: shiftDay(day, 1), families, orders: list };
  }

  /** A scanned or typed label: one step forward (see SCAN_REPEAT_SECONDS for the same label read twice). */
  async scan(actor: Actor, code: string): Promise<RowMoved> {
    const ref = parseRowRef(code);
    if (!ref) throw new ClientError(400, { code: NOT_A_ROW_CODE });
    return this.#move(actor, ref, { direction: "forward" }, true);
  }

  /** A button's move of the row `refText` ('RW-2026-000123/2'). */
  async moveRow(actor: Actor, refText: string, input: RowMoveInput): Promise<RowMoved> {
    const ref = parseRowRef(refText);
    if (!ref) throw new ClientError(400, { ref: NOT_A_ROW_CODE });
    return this.#move(actor, ref, input, false);
  }

  async #move(actor: Actor, ref: RowRef, input: RowMoveInput, scanned: boolean): Promise<RowMoved> {
    const refText = `${ref.orderNumber}/${ref.position}`;
    const event: RowEvent =
      input.direction === "back" ? { kind: "back", reason: input.reason ?? "" } : { kind: "forward" };
    return this.db.transaction(async (tx) => {
      // The order's row lock: two moves of the same order's rows (and its own moves) wait for each other.
      const [order] = await tx
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          fulfilmentStatus: orders.fulfilmentStatus,
          cart: orders.cart,
        })
        .from(orders)
        .where(eq(orders.number, ref.orderNumber))
        .for("update");
      if (!order) throw new ClientError(404, { code: ROW_NOT_FOUND });
      const rows = productionRows(order, this.catalog.live);
      if (ref.position > rows.length) throw new ClientError(404, { code: ROW_NOT_FOUND });
      const stage = fulfilmentStage(order.status, order.fulfilmentStatus);
      if (!stage || stage === "geannuleerd") throw new ClientError(409, { status: ORDER_NOT_IN_QUEUE });
      const records = (await rowRecords(tx, [order.id])).get(order.id);
      const record = records?.get(ref.position);
      const current = record?.state ?? "te_snijden";
      if (input.from && input.from !== current)
        throw new ClientError(409, { from: staleMessage(refText, current, record?.movedBy ?? "niemand") });
      if (scanned && record?.movedVia === "scan") {
        const [age] = await tx
          .select({
            seconds: sql<number>`extract(epoch from (clock_timestamp() - ${productionRowStates.movedAt}))::float8`,
          })
          .from(productionRowStates)
          .where(
            sql`${productionRowStates.orderId} = ${order.id} and ${productionRowStates.position} = ${ref.position}`,
          );
        if (age && age.seconds < SCAN_REPEAT_SECONDS)
          throw new ClientError(409, { code: repeatMessage(refText, current, record.movedBy) });
      }
      const via = scanned ? "scan" : "knop";
      const move = rowMove(current, event, stage);
      if (!move.ok)
        throw new ClientError(move.reason === ROW_BACK_REASON_REQUIRED ? 400 : 409, {
          [move.reason === ROW_BACK_REASON_REQUIRED ? "reason" : "status"]: move.reason,
        });
      await tx
        .insert(productionRowStates)
        .values({
          orderId: order.id,
          position: ref.position,
          state: move.to,
          movedBy: actor.email,
          movedVia: via,
        })
        .onConflictDoUpdate({
          target: [productionRowStates.orderId, productionRowStates.position],
          set: { state: move.to, movedBy: actor.email, movedVia: via, movedAt: sql`now()` },
        });
      await writeAudit(tx, actor, {
        action: "production.row",
        subject: order.number,
        before: { regel: refText, stap: rowStateLabels[current] },
        after: {
          regel: refText,
          stap: rowStateLabels[move.to],
          ...(event.kind === "back" ? { reden: event.reason.trim() } : {}),
          ...(scanned ? { via: "scan" } : {}),
        },
      });
      const states = rows.map((row) =>
        row.position === ref.position ? move.to : (records?.get(row.position)?.state ?? "te_snijden"),
      );
      const follow = followRows(stage, states, deliveryWayOf(order.cart));
      const orderState = follow
        ? await this.orders.applyWorkshopMove(tx, actor, order.number, follow.event)
        : stage;
      return {
        ref: refText,
        orderNumber: order.number,
        from: current,
        state: move.to,
        stateLabel: rowStateLabels[move.to],
        orderState,
      };
    });
  }
}
