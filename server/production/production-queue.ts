// What the production queue reads: the orders planned on a production day and their rows with each row's
// state (a row without a record is 'te_snijden'), grouped per product family. Reads the orders table (the
// orders area's) and this area's own tables. The cut list prints the same day's orders.
import { and, asc, eq, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import type { CartItemOption } from "../../domain/cart/types.ts";
import {
  type DeliveryWay,
  deliveryWayOf,
  type FulfilmentStatus,
  fulfilmentLabels,
} from "../../domain/orders/fulfilment.ts";
import { type RowState, rowStateLabels, workshopStates } from "../../domain/orders/rows.ts";
import type { Db, Tx } from "../db/client.ts";
import { orders } from "../orders/orders.schema.ts";
import { productionDays, productionRowStates } from "./production.schema.ts";
import { type ProductionCatalogue, type ProductionOrder, productionRows } from "./production-rows.ts";

/** Orders on one day at most: a day far beyond the shop's busiest keeps the page and the PDF a usable size. */
export const DAY_ORDER_LIMIT = 500;

export const plannedColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  fulfilmentStatus: orders.fulfilmentStatus,
  customer: orders.customer,
  cart: orders.cart,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  day: productionDays.day,
  plannedBy: productionDays.plannedBy,
};
export type PlannedOrder = ProductionOrder & {
  id: number;
  status: string;
  fulfilmentStatus: FulfilmentStatus | null;
  day: string | null;
  plannedBy: string | null;
};

/**
 * The paid, not cancelled orders planned on `day`, oldest payment first. On today's date also the orders in
 * the workshop that have no day (released before the queue planned days): they are not lost, and staff can
 * give them one.
 */
export async function plannedOrders(db: Db | Tx, day: string, today: string): Promise<PlannedOrder[]> {
  const onDay: SQL | undefined =
    day === today
      ? or(
          eq(productionDays.day, day),
          and(isNull(productionDays.day), inArray(orders.fulfilmentStatus, [...workshopStates])),
        )
      : eq(productionDays.day, day);
  return db
    .select(plannedColumns)
    .from(orders)
    .leftJoin(productionDays, eq(productionDays.orderId, orders.id))
    .where(
      and(
        eq(orders.status, "paid"),
        or(isNull(orders.fulfilmentStatus), ne(orders.fulfilmentStatus, "geannuleerd")),
        onDay,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(DAY_ORDER_LIMIT);
}

export interface RowRecord {
  state: RowState;
  movedBy: string;
  movedAt: Date;
  movedVia: "knop" | "scan";
}

/** The stored states of the orders' rows, by order id and position. */
export async function rowRecords(
  db: Db | Tx,
  orderIds: readonly number[],
): Promise<Map<number, Map<number, RowRecord>>> {
  const byOrder = new Map<number, Map<number, RowRecord>>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(productionRowStates)
    .where(inArray(productionRowStates.orderId, [...orderIds]));
  for (const row of rows) {
    const map = byOrder.get(row.orderId) ?? new Map<number, RowRecord>();
    map.set(row.position, {
      state: row.state,
      movedBy: row.movedBy,
      movedAt: row.movedAt,
      movedVia: row.movedVia,
    });
    byOrder.set(row.orderId, map);
  }
  return byOrder;
}

/** The sizes of a row as ordered: 'Breedte 120 cm · Hoogte 180 cm' (awnings: Uitval; terrace roofs: Diepte). */
const SIZE_OPTIONS = ["Breedte", "Hoogte", "Uitval", "Diepte"];
export function sizeText(options: readonly CartItemOption[]): string {
  return options
    .filter((o) => SIZE_OPTIONS.includes(o.name))
    .map((o) => `${o.name} ${o.value}`)
    .join(" · ");
}

/** A product's family (the top category) and its name, from the catalogue; 'overig' when it is gone. */
function familyOf(
  catalog: ProductionCatalogue,
  productId: number | undefined,
): { family: string; label: string } {
  const family = productId === undefined ? undefined : catalog.productionFacts.get(productId)?.family;
  const top = catalog.categories.find((c) => c.slug === family);
  return top ? { family: top.slug, label: top.name } : { family: "overig", label: "Overig" };
}

export interface QueueRow {
  ref: string;
  orderNumber: string;
  position: number;
  productName: string;
  count: number;
  room: string | null;
  size: string;
  state: RowState;
  stateLabel: string;
  movedBy: string | null;
  movedAt: Date | null;
  /** Whether the row can move now: its order is released or in production. */
  movable: boolean;
}

export interface QueueOrder {
  number: string;
  state: FulfilmentStatus;
  stateLabel: string;
  delivery: DeliveryWay;
  /** Null for an order in the workshop without a planned day (shown on today's queue). */
  day: string | null;
  plannedBy: string | null;
  rows: number;
  packed: number;
}

export interface QueueFamily {
  family: string;
  label: string;
  rows: QueueRow[];
}

/** The day's orders with their rows' states, the rows grouped per family in the catalogue's family order. */
export async function readQueue(
  db: Db,
  catalog: ProductionCatalogue,
  day: string,
  today: string,
): Promise<{ families: QueueFamily[]; orders: QueueOrder[] }> {
  const planned = await plannedOrders(db, day, today);
  const records = await rowRecords(
    db,
    planned.map((o) => o.id),
  );
  const families = new Map<string, QueueFamily>();
  const list: QueueOrder[] = [];
  for (const order of planned) {
    const state = order.fulfilmentStatus ?? "te_controleren";
    const movable = (workshopStates as readonly FulfilmentStatus[]).includes(state);
    const items = Object.values(order.cart.items).filter((item) => item.type === "product");
    const rows = productionRows(order, catalog);
    let packed = 0;
    rows.forEach((row, index) => {
      const record = records.get(order.id)?.get(row.position);
      const rowState = record?.state ?? "te_snijden";
      if (rowState === "ingepakt") packed++;
      const item = items[index];
      const { family, label } = familyOf(catalog, item?.entity_id);
      const group = families.get(family) ?? { family, label, rows: [] };
      group.rows.push({
        ref: row.ref,
        orderNumber: order.number,
        position: row.position,
        productName: row.productName,
        count: row.count,
        room: row.room,
        size: sizeText(item?.options ?? []),
        state: rowState,
        stateLabel: rowStateLabels[rowState],
        movedBy: record?.movedBy ?? null,
        movedAt: record?.movedAt ?? null,
        movable,
      });
      families.set(family, group);
    });
    list.push({
      number: order.number,
      state,
      stateLabel: fulfilmentLabels[state],
      delivery: deliveryWayOf(order.cart),
      day: order.day,
      plannedBy: order.plannedBy,
      rows: rows.length,
      packed,
    });
  }
  const order = catalog.categories.map((c) => c.slug);
  const rank = (family: string) => (order.includes(family) ? order.indexOf(family) : order.length);
  const sorted = [...families.values()].sort((a, b) => rank(a.family) - rank(b.family));
  return { families: sorted, orders: list };
}
