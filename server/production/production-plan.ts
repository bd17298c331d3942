// The production day of each released order (production_days): planned in the release's own transaction
// (OrdersService.moveFulfilment calls `planReleased`), moved to another day by staff. docs/production.md.
import { eq, sql } from "drizzle-orm";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { type FulfilmentStatus, fulfilmentLabels } from "../../domain/orders/fulfilment.ts";
import { workshopStates } from "../../domain/orders/rows.ts";
import { dayRefusal, productionDayOf } from "../../domain/production/production-day.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { ORDER_NOT_FOUND } from "../orders/order-detail.ts";
import { orders } from "../orders/orders.schema.ts";
import { productionDays } from "./production.schema.ts";

/** Who planned a day at the release. */
export const PLANNED_AUTOMATICALLY = "automatisch";

export const DAY_NOT_IN_WORKSHOP =
  "Deze bestelling staat niet in de werkplaats (vrijgegeven of in productie): er is geen productiedag te verzetten.";

/** The order states whose day may still be moved: nothing packed yet that left the workshop. */
function inWorkshop(status: string, fulfilment: FulfilmentStatus | null): boolean {
  return status === "paid" && (workshopStates as readonly (FulfilmentStatus | null)[]).includes(fulfilment);
}

export class ProductionPlan {
  constructor(private readonly db: Db) {}

  /**
   * Plans a just-released order on its production day (`productionDayOf`), in the release's transaction: the
   * order exists in the queue exactly when the release commits. Answers the day.
   */
  async planReleased(tx: Tx, orderId: number, releasedAt = new Date()): Promise<string> {
    const day = productionDayOf(releasedAt);
    await tx
      .insert(productionDays)
      .values({ orderId, day, plannedBy: PLANNED_AUTOMATICALLY })
      .onConflictDoUpdate({
        target: productionDays.orderId,
        set: { day, plannedBy: PLANNED_AUTOMATICALLY, plannedAt: sql`now()` },
      });
    return day;
  }

  /**
   * Moves a released order (or one in production) to another day, from today on; audit-logged. Under the
   * order's row lock, so a move and the release or the last pack do not cross.
   */
  async moveDay(actor: Actor, number: string, day: string, today = shopToday()): Promise<{ day: string }> {
    const refusal = dayRefusal(day, today);
    if (refusal) throw new ClientError(400, { day: refusal });
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, status: orders.status, fulfilmentStatus: orders.fulfilmentStatus })
        .from(orders)
        .where(eq(orders.number, number))
        .for("update");
      if (!order) throw new ClientError(404, { order: ORDER_NOT_FOUND });
      if (!inWorkshop(order.status, order.fulfilmentStatus))
        throw new ClientError(409, {
          order: `${DAY_NOT_IN_WORKSHOP} Status nu: ‘${order.fulfilmentStatus ? fulfilmentLabels[order.fulfilmentStatus] : "nog niet vrijgegeven"}’.`,
        });
      const [before] = await tx
        .select({ day: productionDays.day })
        .from(productionDays)
        .where(eq(productionDays.orderId, order.id));
      await tx
        .insert(productionDays)
        .values({ orderId: order.id, day, plannedBy: actor.email })
        .onConflictDoUpdate({
          target: productionDays.orderId,
          set: { day, plannedBy: actor.email, plannedAt: sql`now()` },
        });
      await writeAudit(tx, actor, {
        action: "production.day",
        subject: number,
        before: { productiedag: before?.day ?? null },
        after: { productiedag: day },
      });
      return { day };
    });
  }
}
