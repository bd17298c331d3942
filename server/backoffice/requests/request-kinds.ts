// Where each kind of request lives (quotes, advice_requests, service_requests, swatch_orders) and how its
// customer is found: the one table the generic requests service reads its lists, details and changes through.
import { type AnyColumn, and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { RequestKind, RequestStatus, RequestSummary } from "../../../domain/requests.ts";
import { adviceRequests } from "../../advice/advice.schema.ts";
import type { Db, Tx } from "../../db/client.ts";
import { orders } from "../../orders/orders.schema.ts";
import { quotes } from "../../quotes/quotes.schema.ts";
import { serviceRequests } from "../../service/service.schema.ts";
import { serviceRequestNumber } from "../../service/service-mail.tsx";
import { swatchOrders } from "../../swatches/swatches.schema.ts";

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

type NumberedTable = typeof quotes | typeof adviceRequests | typeof swatchOrders;

/** The columns of a kind with a number of its own, its customer's fields read from `json`. */
function numberedColumns(table: NumberedTable, json: SQL | typeof quotes.address): Columns {
  return {
    id: table.id,
    status: table.status,
    createdAt: table.createdAt,
    number: table.number,
    ...jsonColumns(json),
  };
}

/** What every summary selects from its own table: its state and times. */
function stateOf<T extends HandledTable>(table: T) {
  return { status: table.status, createdAt: table.createdAt, updatedAt: table.updatedAt };
}

/** Newest first; the id decides between two made in the same instant, so pages never repeat or skip a row. */
const newestFirst = (table: HandledTable) => [desc(table.createdAt), desc(table.id)];

const fullName = (firstname: string, lastname: string) => `${firstname} ${lastname}`.trim();

async function idByNumber(executor: Db | Tx, table: NumberedTable, number: string): Promise<number | null> {
  const [row] = await executor.select({ id: table.id }).from(table).where(eq(table.number, number));
  return row?.id ?? null;
}

const sources: Record<RequestKind, KindSource> = {
  quotes: {
    table: quotes,
    audit: "quote",
    columns: numberedColumns(quotes, quotes.address),
    async page(db, where, limit, offset) {
      const c = this.columns;
      const rows = await db
        .select({
          number: quotes.number,
          ...stateOf(quotes),
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
        .orderBy(...newestFirst(quotes))
        .limit(limit)
        .offset(offset);
      return rows.map(({ kind, units, firstname, lastname, ...row }) => ({
        ...row,
        name: fullName(firstname, lastname),
        about: `${kind === "cart" ? "Winkelwagen" : "Eén product"}, ${units} ${units === 1 ? "stuk" : "stuks"}`,
      }));
    },
    total: (db, where) => totalOf(db, quotes, where),
    idOf: (executor, number) => idByNumber(executor, quotes, number),
  },
  advice: {
    table: adviceRequests,
    audit: "advice",
    columns: numberedColumns(adviceRequests, sql`${adviceRequests.form}`),
    async page(db, where, limit, offset) {
      const c = this.columns;
      const rows = await db
        .select({
          number: adviceRequests.number,
          ...stateOf(adviceRequests),
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
        .orderBy(...newestFirst(adviceRequests))
        .limit(limit)
        .offset(offset);
      return rows.map(({ area, firstname, lastname, ...row }) => ({
        ...row,
        name: fullName(firstname, lastname),
        about: area || "Buiten het servicegebied",
      }));
    },
    total: (db, where) => totalOf(db, adviceRequests, where),
    idOf: (executor, number) => idByNumber(executor, adviceRequests, number),
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
          ...stateOf(serviceRequests),
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
    columns: numberedColumns(swatchOrders, sql`${swatchOrders.address}`),
    async page(db, where, limit, offset) {
      const c = this.columns;
      const rows = await db
        .select({
          number: swatchOrders.number,
          ...stateOf(swatchOrders),
          store: swatchOrders.store,
          email: c.email,
          firstname: c.firstname,
          lastname: c.lastname,
          postcode: c.postcode,
          colours: sql<number>`jsonb_array_length(${swatchOrders.items})::int`,
        })
        .from(swatchOrders)
        .where(where)
        .orderBy(...newestFirst(swatchOrders))
        .limit(limit)
        .offset(offset);
      return rows.map(({ colours, firstname, lastname, ...row }) => ({
        ...row,
        name: fullName(firstname, lastname),
        amountCents: null,
        about: `${colours} ${colours === 1 ? "kleur" : "kleuren"}`,
      }));
    },
    total: (db, where) => totalOf(db, swatchOrders, where),
    idOf: (executor, number) => idByNumber(executor, swatchOrders, number),
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
