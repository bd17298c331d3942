// The back office's order list, read for the orders service: the filters of domain/orders/filters.ts as SQL,
// newest first, a page at a time with its totals, and the same filtered list whole for the CSV export.

import { and, count, desc, eq, ilike, or, type SQL, sql, sum } from "drizzle-orm";
import { SHOP_TIME_ZONE, shopDateFormat } from "../../domain/delivery/shop-time.ts";
import { csvFile } from "../../domain/orders/csv.ts";
import { ORDERS_EXPORT_LIMIT, ORDERS_PAGE_SIZE, type OrderFilters } from "../../domain/orders/filters.ts";
import { type FulfilmentStatus, orderState, stateLabels } from "../../domain/orders/fulfilment.ts";
import type { Db } from "../db/client.ts";
import { METHOD_NAMES } from "../payments/methods.ts";
import type { OrderListPage, OrderListRow } from "./orders.admin.schemas.ts";
import { orders, payments } from "./orders.schema.ts";

/** The payment methods to filter on, with their Dutch names. */
export const paymentMethodChoices = Object.entries(METHOD_NAMES).map(([type, name]) => ({ type, name }));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (text: string) => `%${escapeLike(text)}%`;

/** The method type of the order's latest attempt (the authorised one, once paid). */
const latestMethod = sql<
  string | null
>`(select ${payments.method}->>'type' from ${payments} where ${payments.orderId} = ${orders.id} order by ${payments.id} desc limit 1)`;
// The shown state (domain/orders/fulfilment.ts: orderState): a paid order without a fulfilment move waits for the check.
const stateSql = sql<string>`coalesce(${orders.fulfilmentStatus}, case when ${orders.status} = 'paid' then 'te_controleren' else ${orders.status} end)`;
const invoice = (field: string) => sql`${orders.customer}->'factuur'->>${field}`;

function where(filters: OrderFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.status) parts.push(sql`${stateSql} = ${filters.status}`);
  if (filters.winkel) parts.push(eq(orders.store, filters.winkel));
  if (filters.betaalwijze) parts.push(sql`${latestMethod} = ${filters.betaalwijze}`);
  // Days in the shop's time zone: 'van' from its first moment, 'tot' up to and including its last.
  if (filters.van)
    parts.push(sql`${orders.createdAt} >= (${filters.van}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (filters.tot)
    parts.push(
      sql`${orders.createdAt} < (${filters.tot}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`,
    );
  if (filters.zoek) {
    const text = like(filters.zoek);
    const postcode = filters.zoek.replace(/\s+/g, "").toUpperCase();
    const match = or(
      ilike(orders.number, text),
      ilike(orders.email, text),
      sql`concat_ws(' ', ${invoice("firstname")}, ${invoice("middlename")}, ${invoice("lastname")}) ilike ${text}`,
      sql`${orders.customer}->'default'->>'companyname' ilike ${text}`,
      ...(postcode
        ? [
            sql`replace(upper(${invoice("zipcode")}), ' ', '') like ${`${escapeLike(postcode)}%`}`,
            sql`replace(upper(${orders.customer}->'aflever'->>'zipcode'), ' ', '') like ${`${escapeLike(postcode)}%`}`,
          ]
        : []),
    );
    if (match) parts.push(match);
  }
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  number: orders.number,
  createdAt: orders.createdAt,
  store: orders.store,
  status: orders.status,
  fulfilmentStatus: orders.fulfilmentStatus,
  email: orders.email,
  customer: orders.customer,
  method: latestMethod,
  delivery: sql<string>`coalesce(${orders.cart}->>'delivery_label', '')`,
  totalCents: orders.totalCents,
  taxCents: orders.taxCents,
  shippingCents: orders.shippingCents,
};

async function select(db: Db, filters: OrderFilters, limit: number, offset: number): Promise<OrderListRow[]> {
  const rows = await db
    .select(columns)
    .from(orders)
    .where(where(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => {
    const a = row.customer.factuur;
    const business = row.customer.default.type === "business" ? row.customer.default.companyname : null;
    return {
      number: row.number,
      createdAt: row.createdAt,
      store: row.store,
      state: orderState(row.status, row.fulfilmentStatus as FulfilmentStatus | null),
      name: [a.firstname, a.middlename, a.lastname].filter(Boolean).join(" "),
      company: business,
      email: row.email,
      postcode: (row.customer.aflever ?? a).zipcode,
      city: (row.customer.aflever ?? a).city,
      paymentMethod: row.method ? (METHOD_NAMES[row.method] ?? row.method) : null,
      delivery: row.delivery,
      totalCents: row.totalCents,
      taxCents: row.taxCents,
      shippingCents: row.shippingCents,
    };
  });
}

export async function listOrders(db: Db, filters: OrderFilters): Promise<OrderListPage> {
  const [all] = await db
    .select({ count: count(), total: sum(orders.totalCents) })
    .from(orders)
    .where(where(filters));
  const allTotals = { count: Number(all?.count ?? 0), totalCents: Number(all?.total ?? 0) };
  const pages = Math.max(1, Math.ceil(allTotals.count / ORDERS_PAGE_SIZE));
  const page = Math.min(filters.pagina, pages);
  const rows = await select(db, filters, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE);
  return {
    rows,
    page,
    pages,
    pageSize: ORDERS_PAGE_SIZE,
    pageTotals: { count: rows.length, totalCents: rows.reduce((s, r) => s + r.totalCents, 0) },
    allTotals,
  };
}

const exportDate = shopDateFormat({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** Every order the filters find (up to the export's bound) as a CSV file for Excel NL. */
export async function exportOrders(db: Db, filters: OrderFilters): Promise<string> {
  const rows = await select(db, filters, ORDERS_EXPORT_LIMIT, 0);
  return csvFile(
    [
      "Bestelnummer",
      "Datum",
      "Winkel",
      "Status",
      "Naam",
      "Bedrijf",
      "E-mail",
      "Postcode",
      "Plaats",
      "Betaalwijze",
      "Levering",
      "Totaal incl. btw",
      "Btw",
      "Verzendkosten",
    ],
    rows.map((r) => [
      { text: r.number },
      { text: exportDate.format(r.createdAt).replace(",", "") },
      { text: r.store },
      { text: stateLabels[r.state] },
      { text: r.name },
      { text: r.company ?? "" },
      { text: r.email },
      { text: r.postcode },
      { text: r.city },
      { text: r.paymentMethod ?? "" },
      { text: r.delivery },
      { cents: r.totalCents },
      { cents: r.taxCents },
      { cents: r.shippingCents },
    ]),
  );
}
