// The production documents of paid orders: reads the orders table (the orders area owns and writes it; this area
// only reads) and its own production days, and makes the werkbon, the labels and a production day's cut list (pdf.ts).
import { eq } from "drizzle-orm";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import type { Db } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { ORDER_NOT_FOUND } from "../orders/order-detail.ts";
import { orders } from "../orders/orders.schema.ts";
import { cutListPdf, labelsPdf, werkbonPdf } from "./pdf.ts";
import { plannedOrders } from "./production-queue.ts";
import { type ProductionCatalogue, type ProductionOrder, productionRows } from "./production-rows.ts";

export const NOT_PAID =
  "Deze bestelling is nog niet betaald: er is nog niets te maken. De werkbon komt er zodra de betaling binnen is.";
export const CANCELLED = "Deze bestelling is geannuleerd: er is niets meer te maken.";

/** Only what the documents print. */
const columns = {
  number: orders.number,
  status: orders.status,
  fulfilmentStatus: orders.fulfilmentStatus,
  customer: orders.customer,
  cart: orders.cart,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

export class ProductionDocuments {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** The live catalogue as the production rows read it. */
  get catalogue(): ProductionCatalogue {
    return this.catalog.live;
  }

  /** A paid order that is not cancelled; a Dutch 404 for an unknown number, a 409 for one with nothing to make. */
  async paidOrder(number: string): Promise<ProductionOrder> {
    const [order] = await this.db.select(columns).from(orders).where(eq(orders.number, number));
    if (!order) throw new ClientError(404, { order: ORDER_NOT_FOUND });
    if (order.status !== "paid") throw new ClientError(409, { order: NOT_PAID });
    if (order.fulfilmentStatus === "geannuleerd") throw new ClientError(409, { order: CANCELLED });
    return order;
  }

  async werkbon(number: string): Promise<Buffer> {
    return werkbonPdf(await this.paidOrder(number), this.catalog.live);
  }

  async labels(number: string): Promise<Buffer> {
    return labelsPdf(await this.paidOrder(number), this.catalog.live);
  }

  /**
   * The cut list of a production day (YYYY-MM-DD, checked by the route): the rows of the orders planned that
   * day (production_days; on today's date also the workshop's orders that have no day yet), oldest payment
   * first, cancelled ones left out.
   */
  async cutList(day: string, today = shopToday()): Promise<Buffer> {
    const planned = await plannedOrders(this.db, day, today);
    return cutListPdf(
      day,
      planned.flatMap((order) => productionRows(order, this.catalog.live)),
    );
  }
}
