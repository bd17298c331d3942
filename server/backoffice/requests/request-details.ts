// One request with everything the shop knows about it: the customer's data, and per kind what was asked (a
// quote's rows as the server priced them, an advice appointment's area and fee, a service request's order, the
// colours of a swatch order).
import { eq } from "drizzle-orm";
import { adviceRequestLabels, productFamilyLabels } from "../../../domain/advice/advice.ts";
import type { Cart } from "../../../domain/cart/types.ts";
import { VAT_RATE } from "../../../domain/money.ts";
import type { ProductFamily } from "../../../domain/products.ts";
import type {
  RequestCustomer,
  RequestDetail,
  RequestKind,
  RequestRow,
  RequestStatus,
} from "../../../domain/requests.ts";
import type { AdviceRequest } from "../../../domain/validation/advice.ts";
import { adviceRequests } from "../../advice/advice.schema.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../orders/orders.schema.ts";
import { quotes } from "../../quotes/quotes.schema.ts";
import { serviceRequests } from "../../service/service.schema.ts";
import { serviceRequestNumber } from "../../service/service-mail.tsx";
import { swatchOrders } from "../../swatches/swatches.schema.ts";

type Fields = Record<string, unknown>;

const str = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** The customer as an address form left them (a quote's, an advice form's, a swatch order's, an order's). */
function customerOf(a: Fields, country: string, company: string | null = null): RequestCustomer {
  return {
    name: [a.firstname, a.middlename, a.lastname].map(str).filter(Boolean).join(" "),
    company,
    email: str(a.email),
    phone: str(a.telephone),
    address: addressOf(a, country),
    deliveryAddress: null,
  };
}

function addressOf(a: Fields, country: string): string[] {
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

function totalsOf(cart: Cart): { label: string; cents: number }[] {
  return [
    { label: "Subtotaal producten", cents: cart.subtotal },
    cart.service_type === "mount"
      ? { label: "Montage", cents: cart.mount_total }
      : { label: cart.delivery_label, cents: cart.shipping_amount },
    { label: "Totaal", cents: cart.total },
    { label: `Waarvan btw (${VAT_RATE}%)`, cents: cart.tax_amount },
  ];
}

type Loader = (db: Db, id: number) => Promise<RequestDetail | null>;

const loaders: Record<RequestKind, Loader> = {
  async quotes(db, id) {
    const [q] = await db.select().from(quotes).where(eq(quotes.id, id));
    if (!q) return null;
    return {
      ...handling(q),
      kind: "quotes",
      number: q.number,
      store: q.store,
      customer: customerOf(q.address, q.store),
      content: {
        kind: "quotes",
        quoteKind: q.kind,
        customerNote: q.note,
        rows: rowsOf(q.cart),
        totals: totalsOf(q.cart),
        orderable: (q.items?.length ?? 0) > 0,
      },
    };
  },
  async advice(db, id) {
    const [a] = await db.select().from(adviceRequests).where(eq(adviceRequests.id, id));
    if (!a) return null;
    const form = a.form;
    const products = Array.isArray(form.product_interest) ? form.product_interest.map(str) : [];
    const amount = Number(form.product_amount);
    return {
      ...handling(a),
      kind: "advice",
      number: a.number,
      store: a.store,
      customer: customerOf(form, a.store),
      content: {
        kind: "advice",
        request: adviceRequestLabels[str(form.request) as AdviceRequest] ?? str(form.request),
        products: products.map((p) => productFamilyLabels[p as ProductFamily] ?? p),
        productAmount: Number.isFinite(amount) && amount > 0 ? amount : null,
        serviceArea: str(form.service_area_name) || a.serviceArea,
        feeCents: a.feeCents,
        coupon: str(form.coupon_code) || null,
      },
    };
  },
  async service(db, id) {
    const [row] = await db
      .select({ request: serviceRequests, order: orders })
      .from(serviceRequests)
      .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
      .where(eq(serviceRequests.id, id));
    if (!row) return null;
    const { request, order } = row;
    const invoice = order.customer.factuur as unknown as Fields;
    const company = str((order.customer.default as Fields).companyname) || null;
    const customer = customerOf({ ...invoice, email: order.email }, order.store, company);
    if (order.customer.aflever)
      customer.deliveryAddress = addressOf(order.customer.aflever as unknown as Fields, order.store);
    return {
      ...handling(request),
      kind: "service",
      number: serviceRequestNumber(request.id, request.createdAt),
      store: order.store,
      customer,
      content: {
        kind: "service",
        orderNumber: order.number,
        orderStatus: order.status,
        orderedAt: order.paidAt ?? order.createdAt,
        orderTotalCents: order.totalCents,
        rows: rowsOf(order.cart),
      },
    };
  },
  async swatches(db, id) {
    const [s] = await db.select().from(swatchOrders).where(eq(swatchOrders.id, id));
    if (!s) return null;
    return {
      ...handling(s),
      kind: "swatches",
      number: s.number,
      store: s.store,
      customer: customerOf(s.address, s.store),
      content: {
        kind: "swatches",
        colours: s.items.map((item) => ({ product: item.product_name, colour: item.title })),
      },
    };
  },
};

function handling(row: {
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

export function loadDetail(db: Db, kind: RequestKind, id: number): Promise<RequestDetail | null> {
  return loaders[kind](db, id);
}
