// The back office's order answers as zod schemas, written once: the routes declare them (and OpenAPI shows
// them), the orders service and the order pages use the types inferred from them.
import { z } from "zod";
import { fulfilmentStatuses, orderStates } from "../../domain/orders/fulfilment.ts";
import { orderStatuses } from "../../domain/orders/states.ts";

const totalsSchema = z.object({ count: z.number().int(), totalCents: z.number().int() });
export const listRowSchema = z.object({
  number: z.string(),
  createdAt: z.date(),
  store: z.string(),
  state: z.enum(orderStates),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  postcode: z.string(),
  city: z.string(),
  paymentMethod: z.string().nullable(),
  delivery: z.string(),
  totalCents: z.number().int(),
  taxCents: z.number().int(),
  shippingCents: z.number().int(),
});
export const listSchema = z.object({
  rows: z.array(listRowSchema),
  page: z.number().int(),
  pages: z.number().int(),
  pageSize: z.number().int(),
  /** The rows on this page: how many and their sum incl. VAT. */
  pageTotals: totalsSchema,
  /** Every order the filters find. */
  allTotals: totalsSchema,
});

export const addressSchema = z.object({
  lines: z.array(z.string()),
  telephone: z.string(),
  email: z.string(),
  note: z.string(),
});
export const detailSchema = z.object({
  number: z.string(),
  store: z.string(),
  status: z.enum(orderStatuses),
  fulfilmentStatus: z.enum(fulfilmentStatuses).nullable(),
  state: z.enum(orderStates),
  createdAt: z.date(),
  updatedAt: z.date(),
  paidAt: z.date().nullable(),
  email: z.string(),
  trackTraceUrl: z.string().nullable(),
  mountDate: z.string().nullable(),
  customerType: z.enum(["private", "business"]),
  company: z.object({ name: z.string(), kvk: z.string(), vatNumber: z.string().nullable() }).nullable(),
  /** How the VAT was decided and checked; null on orders placed before VAT numbers were checked (issue 23). */
  vat: z
    .object({
      regime: z.enum(["nl", "oss", "be", "intra-community", "reverse-charge"]),
      zeroRated: z.boolean(),
      legalBasis: z.string(),
      reason: z.string().nullable(),
      check: z
        .object({
          vatNumber: z.string(),
          status: z.enum(["valid", "invalid", "unverified"]),
          checkedLocally: z.boolean(),
          consultationNumber: z.string().nullable(),
          checkedAt: z.string(),
          detail: z.string().nullable(),
        })
        .nullable(),
    })
    .nullable(),
  invoiceAddress: addressSchema,
  /** Null when the customer collects the order. */
  deliveryAddress: addressSchema.nullable(),
  delivery: z.object({
    label: z.string(),
    text: z.string(),
    serviceType: z.string(),
    shippingMethod: z.string(),
  }),
  items: z.array(
    z.object({
      key: z.string(),
      type: z.string(),
      productName: z.string(),
      category: z.string(),
      count: z.number().int(),
      priceCents: z.number().int(),
      listPriceCents: z.number().int(),
      subtotalCents: z.number().int(),
      discountCents: z.number().int(),
      discountDescription: z.string().nullable(),
      deliveryTime: z.string(),
      expectedDelivery: z.string().nullable().describe("Beloofd in de bevestiging, geteld vanaf de betaling"),
      mountCostCents: z.number().int().nullable(),
      options: z.array(z.object({ name: z.string(), value: z.string(), crmOnly: z.boolean() })),
    }),
  ),
  voucher: z.object({ code: z.string(), name: z.string() }).nullable(),
  totals: z.object({
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    shippingCents: z.number().int(),
    mountStartCents: z.number().int(),
    measureCents: z.number().int(),
    mountTotalCents: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
  }),
  payments: z.array(
    z.object({
      reference: z.string(),
      provider: z.string(),
      pspReference: z.string().nullable(),
      method: z.string(),
      issuer: z.string().nullable(),
      amountCents: z.number().int(),
      status: z.string(),
      reason: z.string().nullable(),
      createdAt: z.date(),
      updatedAt: z.date(),
      notifications: z.array(z.object({ id: z.string(), outcome: z.string(), receivedAt: z.date() })),
    }),
  ),
  events: z.array(
    z.object({
      id: z.number().int(),
      at: z.date(),
      from: z.string().nullable(),
      to: z.string(),
      source: z.string(),
      detail: z.string().nullable(),
    }),
  ),
  invoices: z
    .array(
      z.object({
        kind: z.enum(["invoice", "credit_note"]),
        number: z.string(),
        issueDate: z.string(),
        totalInclCents: z.number().int(),
      }),
    )
    .describe("De uitgereikte factuur en creditnota's; downloaden mag alleen de eigenaar"),
  mails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      subject: z.string(),
      to: z.string(),
      status: z.string(),
      createdAt: z.date(),
      sentAt: z.date().nullable(),
    }),
  ),
  audit: z.array(
    z.object({
      id: z.number().int(),
      at: z.date(),
      actor: z.string(),
      action: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  moves: z.array(z.enum(fulfilmentStatuses)),
  canCancel: z.boolean(),
});

export type OrderListRow = z.output<typeof listRowSchema>;
export type OrderListPage = z.output<typeof listSchema>;
export type AddressBlock = z.output<typeof addressSchema>;
export type OrderDetail = z.output<typeof detailSchema>;
