// One order as the back office reads it (the orders service's detail): every row with every option (also those
// only the shop sees), the delivery or mount service, addresses, voucher, VAT and totals, the payment attempts
// with the provider's notifications, the state history, the mails about it and the audit entries, and what may
// be done next.
import { and, asc, desc, eq, inArray, isNull, like, or } from "drizzle-orm";
import { addressLines, deliveryText } from "../../domain/checkout/delivery.ts";
import {
  allowedMoves,
  cancelRefusal,
  deliveryWayOf,
  type FulfilmentStatus,
  type OrderState,
  orderState,
} from "../../domain/orders/fulfilment.ts";
import type { OrderStatus } from "../../domain/orders/states.ts";
import type { Address } from "../../domain/validation/address.ts";
import { type AuditRow, auditFor } from "../backoffice/audit.ts";
import type { Db } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { invoices } from "../invoices/invoices.schema.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { paymentNotifications } from "../payments/payments.schema.ts";
import type { KeptVatCheck } from "../vat/basis.ts";
import { withDeliveryDates } from "./order-delivery.ts";
import type { AddressBlock, OrderDetail } from "./orders.admin.schemas.ts";
import { orderEvents, orders, payments } from "./orders.schema.ts";

export const ORDER_NOT_FOUND = "Deze bestelling bestaat niet.";

function block(a: Address): AddressBlock {
  return {
    lines: addressLines(a).split("\n"),
    telephone: a.telephone ?? "",
    email: a.email ?? "",
    note: a.note ?? "",
  };
}

/** The VAT number's check as the staff read it. */
function checkOf(check: KeptVatCheck) {
  return {
    vatNumber: check.vatNumber,
    status: check.status,
    checkedLocally: check.status === "valid" && check.checkedLocally,
    consultationNumber: check.status === "unverified" ? null : check.consultationNumber,
    checkedAt: check.checkedAt,
    detail: check.status === "valid" ? null : check.detail,
  };
}

/** One order whole, as the back office reads it; 404 for an unknown number. */
export async function orderDetail(db: Db, number: string): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw new ClientError(404, { order: ORDER_NOT_FOUND });
  const { cart, customer } = order;
  const attempts = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.id));
  const notifications = attempts.length
    ? await db
        .select()
        .from(paymentNotifications)
        .where(
          inArray(
            paymentNotifications.reference,
            attempts.map((a) => a.reference),
          ),
        )
        .orderBy(asc(paymentNotifications.receivedAt))
    : [];
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.id));
  const documents = await db
    .select({
      kind: invoices.kind,
      number: invoices.number,
      issueDate: invoices.issueDate,
      totalInclCents: invoices.totalInclCents,
    })
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .orderBy(asc(invoices.id));
  // Mails written before the outbox named their order are found by the number in their subject.
  const mails = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      to: mailOutbox.toAddress,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(
      or(
        eq(mailOutbox.orderNumber, order.number),
        and(isNull(mailOutbox.orderNumber), like(mailOutbox.subject, `%${order.number}%`)),
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(100);
  const audit: AuditRow[] = await auditFor(db, order.number);
  const status: OrderStatus = order.status;
  const fulfilment = order.fulfilmentStatus as FulfilmentStatus | null;
  const collected = cart.service_type === "self" && cart.shipping_method !== "sent";
  // The date the customer was promised: counted from the payment, as in the confirmation mail.
  const promised = order.paidAt
    ? withDeliveryDates(cart, order.paidAt, order.store === "BE" ? "BE" : "NL").items
    : {};
  const business = customer.default.type === "business" ? customer.default : null;
  return {
    number: order.number,
    store: order.store,
    status,
    fulfilmentStatus: fulfilment,
    state: orderState(status, fulfilment) satisfies OrderState,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    paidAt: order.paidAt,
    email: order.email,
    trackTraceUrl: order.trackTraceUrl,
    mountDate: order.mountDate,
    customerType: customer.default.type,
    company: business
      ? { name: business.companyname, kvk: business.kvk, vatNumber: business.vat_number ?? null }
      : null,
    vat: cart.vat
      ? {
          regime: cart.vat.regime,
          zeroRated: cart.vat.zeroRated,
          legalBasis: cart.vat.legalBasis,
          reason: cart.vat.reason,
          check: order.vatBasis?.check ? checkOf(order.vatBasis.check) : null,
        }
      : null,
    invoiceAddress: block(customer.factuur),
    deliveryAddress: collected ? null : block(customer.aflever ?? customer.factuur),
    delivery: {
      label: cart.delivery_label,
      text: deliveryText(cart),
      serviceType: cart.service_type,
      shippingMethod: cart.shipping_method,
    },
    items: Object.values(cart.items).map((item) => ({
      key: item.key,
      type: item.type,
      productName: item.product_name,
      category: item.cat_name,
      count: item.count,
      priceCents: item.price,
      listPriceCents: item.price_advice,
      subtotalCents: item.subtotal,
      discountCents: item.discount,
      discountDescription: item.discount_description,
      deliveryTime: item.delivery_time,
      expectedDelivery: promised[item.key]?.expected_delivery ?? null,
      mountCostCents: item.mount_cost,
      options: item.options.map((o) => ({ name: o.name, value: o.value, crmOnly: o.crm_only })),
    })),
    voucher: cart.coupon ? { code: cart.coupon.code, name: cart.coupon.name } : null,
    totals: {
      subtotalCents: cart.subtotal,
      discountCents: cart.total_discount,
      shippingCents: cart.shipping_amount,
      mountStartCents: cart.mount_start,
      measureCents: cart.measure_amount,
      mountTotalCents: cart.mount_total,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
    },
    payments: attempts.map((a) => ({
      reference: a.reference,
      provider: a.provider,
      pspReference: a.pspReference,
      method: a.method.name ?? a.method.type ?? "",
      issuer: a.method.issuerName || null,
      amountCents: a.amountCents,
      status: a.status,
      reason: a.reason,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      notifications: notifications
        .filter((n) => n.reference === a.reference)
        .map((n) => ({ id: n.id, outcome: n.outcome, receivedAt: n.receivedAt })),
    })),
    events: events.map((e) => ({
      id: e.id,
      at: e.at,
      from: e.fromStatus,
      to: e.toStatus,
      source: e.source,
      detail: e.detail,
    })),
    invoices: documents,
    mails,
    audit: audit.map((a) => ({
      id: a.id,
      at: a.at,
      actor: a.actor,
      action: a.action,
      before: a.before,
      after: a.after,
    })),
    moves: allowedMoves(status, fulfilment, deliveryWayOf(cart)),
    canCancel: cancelRefusal(status, fulfilment) === null,
  };
}
