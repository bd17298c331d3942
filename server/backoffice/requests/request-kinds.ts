// Where each kind of request lives (quotes, advice_requests, service_requests, swatch_orders) and how its
// customer is found: the one table the generic requests service reads its lists, details and changes through.
import { type AnyColumn, and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { RequestKind, RequestStatus, RequestSummary } from "../../../domain/requests.ts";
import type { Db, Tx } from "../../db/client.ts";
import { adviceRequests, orders, quotes, serviceRequests, swatchOrders } from "../../db/schema.ts";
import { serviceRequestNumber } from "../../service/service-mail.tsx";

type HandledTable = typeof quotes | typeof adviceRequests | typeof serviceRequests | typeof swatchOrders;

/** The columns every request table has, and the customer's fields as SQL (they sit in jsonb, or in the order). */
interface Columns {
  id: HandledTable["id"];
  status: HandledTable["status"];
  createdAt: HandledTable["createdAt"];
  number: SQL | AnyColumn;
  email: SQL<string>;
  firstname: SQL<string>;
  lastname: SQL<string>;
  postcode: SQL<string>;
}

export interface KindSource {
  table: HandledTable;
  /** The audit log's word for it: 'quote.status', 'advice.note', … */
  audit: string;
  columns: Columns;
  /** The page of summaries matching `where`, newest first. */
  page(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<RequestSummary[]>;
  total(db: Db, where: SQL | undefined): Promise<number>;
  /** The row's id for a number, locked for the change when `tx` is given; null when there is none. */
  idOf(executor: Db | Tx, number: string): Promise<number | null>;
}

const text = (value: SQL) => sql<string>`coalesce(${value}, '')`;

function jsonColumns(
  json: SQL | typeof quotes.address,
): Pick<Columns, "email" | "firstname" | "lastname" | "postcode"> {
  return {
    email: text(sql`${json}->>'email'`),
    firstname: text(sql`${json}->>'firstname'`),
    lastname: text(sql`${json}->>'lastname'`),
    postcode: text(sql`${json}->>'zipcode'`),
  };
}

const serviceNumber = sql<string>`'SV-' || extract(year from ${serviceRequests.createdAt})::int || '-' || lpad(${serviceRequests.id}::text, 6, '0')`;

const sources: Record<RequestKind, KindSource> = {
  quotes: {
    table: quotes,
    audit: "quote",
    columns: {
      id: quotes.id,
      status: quotes.status,
      createdAt: quotes.createdAt,
      number: quotes.number,
      ...jsonColumns(quotes.address),
    },
    async page(db, where, limit, offset) {
      const c = this.columns;
      const rows = await db
        .select({
          number: quotes.number,
          status: quotes.status,
          createdAt: quotes.createdAt,
          updatedAt: quotes.updatedAt,
          store: quotes.store,
          email: quotes.email,
          firstname: c.firstname,
          lastname: c.lastname,
          postcode: c.postcode,
          amountCents: quotes.totalCents,
          kind: quotes.kind,
          units: sql<number>`coalesce((${quotes.cart}->>'count')::int, 0)`,
        })
        .from(quotes)
        .where(where)
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ kind, units, firstname, lastname, ...row }) => ({
        ...row,
        name: `${firstname} ${lastname}`.trim(),
        about: `${kind === "cart" ? "Winkelwagen" : "Eén product"}, ${units} ${units === 1 ? "stuk" : "stuks"}`,
      }));
    },
    total: (db, where) => totalOf(db, quotes, where),
    async idOf(executor, number) {
      const [row] = await executor.select({ id: quotes.id }).from(quotes).where(eq(quotes.number, number));
      return row?.id ?? null;
    },
  },
  advice: {
    table: adviceRequests,
    audit: "advice",
    columns: {
      id: adviceRequests.id,
      status: adviceRequests.status,
      createdAt: adviceRequests.createdAt,
      number: adviceRequests.number,
      ...jsonColumns(sql`${adviceRequests.form}`),
    },
    async page(db, where, limit, offset) {
      const c = this.columns;
      const rows = await db
        .select({
          number: adviceRequests.number,
          status: adviceRequests.status,
          createdAt: adviceRequests.createdAt,
          updatedAt: adviceRequests.updatedAt,
          store: adviceRequests.store,
          email: c.email,
          firstname: c.firstname,
          lastname: c.lastname,
          postcode: c.postcode,
          amountCents: adviceRequests.feeCents,
          area: text(sql`${adviceRequests.form}->>'service_area_name'`),
        })
        .from(adviceRequests)
        .where(where)
        .orderBy(desc(adviceRequests.createdAt), desc(adviceRequests.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ area, firstname, lastname, ...row }) => ({
        ...row,
        name: `${firstname} ${lastname}`.trim(),
        about: area || "Buiten het servicegebied",
      }));
    },
    total: (db, where) => totalOf(db, adviceRequests, where),
    async idOf(executor, number) {
      const [row] = await executor
        .select({ id: adviceRequests.id })
        .from(adviceRequests)
        .where(eq(adviceRequests.number, number));
      return row?.id ?? null;
    },
  },
  service: {
    table: serviceRequests,
    audit: "service",
    columns: {
      id: serviceRequests.id,
      status: serviceRequests.status,
      createdAt: serviceRequests.createdAt,
      number: serviceNumber,
      email: text(sql`${orders.email}`),
      ...(({ email: _e, ...rest }) => rest)(jsonColumns(sql`${orders.customer}->'factuur'`)),
    },
    async page(db, where, limit, offset) {
      const c = this.columns;
      const rows = await db
        .select({
          id: serviceRequests.id,
          status: serviceRequests.status,
          createdAt: serviceRequests.createdAt,
          updatedAt: serviceRequests.updatedAt,
          store: orders.store,
          email: orders.email,
          firstname: c.firstname,
          lastname: c.lastname,
          postcode: c.postcode,
          orderNumber: orders.number,
        })
        .from(serviceRequests)
        .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
        .where(where)
        .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ id, orderNumber, firstname, lastname, ...row }) => ({
        ...row,
        number: serviceRequestNumber(id, row.createdAt),
        name: `${firstname} ${lastname}`.trim(),
        amountCents: null,
        about: `Bestelling ${orderNumber}`,
      }));
    },
    async total(db, where) {
      const [row] = await db
        .select({ n: count() })
        .from(serviceRequests)
        .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
        .where(where);
      return row?.n ?? 0;
    },
    async idOf(executor, number) {
      // The number is made from the id and the year (service-mail.tsx); it is checked whole, not only its digits.
      const id = Number(/^SV-\d{4}-(\d{1,9})$/i.exec(number)?.[1]);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const [row] = await executor
        .select({ id: serviceRequests.id, createdAt: serviceRequests.createdAt })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, id));
      return row && serviceRequestNumber(row.id, row.createdAt) === number.toUpperCase() ? row.id : null;
    },
  },
  swatches: {
    table: swatchOrders,
    audit: "swatch",
    columns: {
      id: swatchOrders.id,
      status: swatchOrders.status,
      createdAt: swatchOrders.createdAt,
      number: swatchOrders.number,
      ...jsonColumns(sql`${swatchOrders.address}`),
    },
    async page(db, where, limit, offset) {
      const c = this.columns;
      const rows = await db
        .select({
          number: swatchOrders.number,
          status: swatchOrders.status,
          createdAt: swatchOrders.createdAt,
          updatedAt: swatchOrders.updatedAt,
          store: swatchOrders.store,
          email: c.email,
          firstname: c.firstname,
          lastname: c.lastname,
          postcode: c.postcode,
          colours: sql<number>`jsonb_array_length(${swatchOrders.items})::int`,
        })
        .from(swatchOrders)
        .where(where)
        .orderBy(desc(swatchOrders.createdAt), desc(swatchOrders.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ colours, firstname, lastname, ...row }) => ({
        ...row,
        name: `${firstname} ${lastname}`.trim(),
        amountCents: null,
        about: `${colours} ${colours === 1 ? "kleur" : "kleuren"}`,
      }));
    },
    total: (db, where) => totalOf(db, swatchOrders, where),
    async idOf(executor, number) {
      const [row] = await executor
        .select({ id: swatchOrders.id })
        .from(swatchOrders)
        .where(eq(swatchOrders.number, number));
      return row?.id ?? null;
    },
  },
};

export function sourceOf(kind: RequestKind): KindSource {
  return sources[kind];
}

async function totalOf(db: Db, table: HandledTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The list's filter: a status, and text found in the number, the name, the e-mail address or the postcode. */
export function filterFor(
  source: KindSource,
  filter: { status?: RequestStatus | undefined; search?: string | undefined },
): SQL | undefined {
  const c = source.columns;
  const where: SQL[] = [];
  if (filter.status) where.push(eq(c.status, filter.status));
  const search = filter.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const postcode = `%${search.replace(/\s+/g, "").replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const match = or(
      ilike(c.number, like),
      ilike(c.email, like),
      ilike(sql`${c.firstname} || ' ' || ${c.lastname}`, like),
      ilike(sql`replace(${c.postcode}, ' ', '')`, postcode),
    );
    if (match) where.push(match);
  }
  return where.length ? and(...where) : undefined;
}
