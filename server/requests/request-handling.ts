// How the shop handles a request, the part the four request areas share (quotes, advice, service, swatches): the
// list's search and paging, the customer and rows as a detail shows them, and a status or note change with its
// audit entry. Each area reads and writes its own table and passes it here; nothing here writes a table.
import { type AnyColumn, and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Cart } from "../../domain/cart/types.ts";
import { VAT_RATE } from "../../domain/money.ts";
import type {
  RequestChange,
  RequestCustomer,
  RequestDetail,
  RequestRow,
  RequestStatus,
  RequestSummary,
} from "../../domain/requests.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { Tx } from "../db/client.ts";

export const REQUESTS_PAGE_SIZE = 25;

export interface RequestFilter {
  status?: RequestStatus | undefined;
  search?: string | undefined;
  page?: number | undefined;
}

export interface RequestPage {
  requests: RequestSummary[];
  page: number;
  pages: number;
  total: number;
}

/** What a kind's service answers to the back office. */
export interface HandledRequests {
  requestPage(filter: RequestFilter): Promise<RequestPage>;
  /** The request, or null when there is none with that number (pages answer their own 404). */
  findRequest(number: string): Promise<RequestDetail | null>;
  /** The request, or a Dutch 404. */
  requestDetail(number: string): Promise<RequestDetail>;
  /** Sets the status and/or the internal note; audit-logged when anything changed. */
  changeRequest(number: string, change: RequestChange, actor: Actor): Promise<RequestDetail>;
}

/** A request table's own columns: its id, creation time and the handling columns (db/columns.ts requestHandling). */
interface HandledTable {
  id: PgColumn;
  createdAt: PgColumn;
  status: PgColumn;
  internalNote: PgColumn;
  updatedAt: PgColumn;
}

/** What a list searches: its status, and its number and customer's fields as SQL (from jsonb, or an order). */
export interface RequestSearch {
  status: AnyColumn;
  number: SQL | AnyColumn;
  email: SQL<string>;
  firstname: SQL<string>;
  lastname: SQL<string>;
  postcode: SQL<string>;
}

/** A text as SQL, '' when it is null. */
export const orEmpty = (value: SQL) => sql<string>`coalesce(${value}, '')`;

/** The customer's fields of an address form kept as jsonb (a quote's, an advice form's, a swatch order's). */
export function customerColumns(
  json: SQL | AnyColumn,
): Pick<RequestSearch, "email" | "firstname" | "lastname" | "postcode"> {
  return {
    email: orEmpty(sql`${json}->>'email'`),
    firstname: orEmpty(sql`${json}->>'firstname'`),
    lastname: orEmpty(sql`${json}->>'lastname'`),
    postcode: orEmpty(sql`${json}->>'zipcode'`),
  };
}

/** What every summary selects from its own table: its state and times. */
export function stateOf<T extends HandledTable>(
  table: T,
): { status: T["status"]; createdAt: T["createdAt"]; updatedAt: T["updatedAt"] } {
  return { status: table.status, createdAt: table.createdAt, updatedAt: table.updatedAt };
}

/** Newest first; the id decides between two made in the same instant, so pages never repeat or skip a row. */
export const newestFirst = (table: HandledTable) => [desc(table.createdAt), desc(table.id)];

export const fullName = (firstname: string, lastname: string) => `${firstname} ${lastname}`.trim();

/** The list's filter: a status, and text found in the number, the name, the e-mail address or the postcode. */
function filterFor(c: RequestSearch, filter: RequestFilter): SQL | undefined {
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

/**
 * A page of a kind, newest first, with the filter applied; a page past the end is empty. The area reads its own
 * table: `rows` the page's summaries, `total` how many match.
 */
export async function requestPage(
  search: RequestSearch,
  filter: RequestFilter,
  read: {
    rows(where: SQL | undefined, limit: number, offset: number): Promise<RequestSummary[]>;
    total(where: SQL | undefined): Promise<number>;
  },
): Promise<RequestPage> {
  const where = filterFor(search, filter);
  const page = Math.max(1, filter.page ?? 1);
  const [requests, total] = await Promise.all([
    read.rows(where, REQUESTS_PAGE_SIZE, (page - 1) * REQUESTS_PAGE_SIZE),
    read.total(where),
  ]);
  return { requests, page, pages: Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE)), total };
}

/** A request's handling as its row holds it, read under the row's lock for a change. */
export interface Handling {
  id: number;
  status: RequestStatus;
  note: string | null;
}

/** The columns to select as a Handling. */
export function handlingOf<T extends HandledTable>(
  table: T,
): { id: T["id"]; status: T["status"]; note: T["internalNote"] } {
  return { id: table.id, status: table.status, note: table.internalNote };
}

/** The values an area sets on its row for a change. */
export interface HandlingValues {
  status: RequestStatus;
  internalNote: string | null;
  updatedAt: SQL;
}

/**
 * Sets the status and/or the internal note (an empty note removes it) in `tx`: nothing when nothing changes, else
 * `write` (the area's own update of its locked row) and the audit entry `<audit>.status` or `<audit>.note`.
 */
export async function changeHandling(
  tx: Tx,
  actor: Actor,
  request: { audit: string; number: string; before: Handling },
  change: RequestChange,
  write: (values: HandlingValues) => Promise<unknown>,
): Promise<void> {
  const { before } = request;
  const after = {
    status: change.status ?? before.status,
    note: change.note === undefined ? before.note : change.note || null,
  };
  if (after.status === before.status && after.note === before.note) return;
  await write({ status: after.status, internalNote: after.note, updatedAt: sql`now()` });
  await writeAudit(tx, actor, {
    action: `${request.audit}.${after.status === before.status ? "note" : "status"}`,
    subject: request.number,
    before: { status: before.status, note: before.note },
    after,
  });
}

/** The handling fields every detail shows, from the request's own row. */
export function handling(row: {
  status: RequestStatus;
  internalNote: string | null;
  createdAt: Date;
  updatedAt: Date;
}) {
  return {
    status: row.status,
    internalNote: row.internalNote,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

type Fields = Record<string, unknown>;

export const str = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** The customer as an address form left them (a quote's, an advice form's, a swatch order's, an order's). */
export function customerOf(a: Fields, country: string, company: string | null = null): RequestCustomer {
  return {
    name: [a.firstname, a.middlename, a.lastname].map(str).filter(Boolean).join(" "),
    company,
    email: str(a.email),
    phone: str(a.telephone),
    address: addressOf(a, country),
    deliveryAddress: null,
  };
}

export function addressOf(a: Fields, country: string): string[] {
  const affix = str(a.housenumber_affix);
  const region = str(a.region);
  return [
    `${str(a.street)} ${str(a.housenumber)}${affix ? ` ${affix}` : ""}`.trim(),
    `${str(a.zipcode)} ${str(a.city)}${region ? ` (${region})` : ""}`.trim(),
    country === "BE" ? "België" : "Nederland",
  ].filter(Boolean);
}

/** A cart's rows as priced when it was stored: every option, also those only the shop sees. */
export function rowsOf(cart: Cart): RequestRow[] {
  return Object.values(cart.items).map((item) => ({
    key: item.key,
    type: item.type,
    name: item.product_name,
    count: item.count,
    subtotalCents: item.subtotal,
    deliveryTime: item.delivery_time,
    options: item.options.map((o) => ({ name: o.name, value: o.value, crmOnly: o.crm_only })),
  }));
}

export function totalsOf(cart: Cart): { label: string; cents: number }[] {
  return [
    { label: "Subtotaal producten", cents: cart.subtotal },
    cart.service_type === "mount"
      ? { label: "Montage", cents: cart.mount_total }
      : { label: cart.delivery_label, cents: cart.shipping_amount },
    { label: "Totaal", cents: cart.total },
    { label: `Waarvan btw (${VAT_RATE}%)`, cents: cart.tax_amount },
  ];
}
