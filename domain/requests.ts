// Requests as the back office handles them (quotes, advice appointments, service requests, swatch orders): the
// three statuses, their Dutch labels, and the one schema of a status or note change.
import { z } from "zod";

export const requestStatuses = ["nieuw", "in_behandeling", "afgehandeld"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  nieuw: "Nieuw",
  in_behandeling: "In behandeling",
  afgehandeld: "Afgehandeld",
};

/** The four kinds, by their API noun. */
export const requestKinds = ["quotes", "advice", "service", "swatches"] as const;
export type RequestKind = (typeof requestKinds)[number];

export const INTERNAL_NOTE_MAX = 4000;
export const REQUEST_STATUS_INVALID = "Kies een status: nieuw, in behandeling of afgehandeld.";
export const INTERNAL_NOTE_TOO_LONG = `Houd de notitie korter dan ${INTERNAL_NOTE_MAX} tekens.`;
export const REQUEST_CHANGE_EMPTY = "Geef een nieuwe status of een notitie.";
export const INTERNAL_NOTE_INVALID = "Vul de notitie in als tekst.";

/**
 * A change from the back office: a new status, a new internal note (empty removes it), or both. Unknown
 * statuses and over-long notes are refused with a Dutch message on the field.
 */
export const requestChangeSchema = z
  .object({
    status: z.enum(requestStatuses, { error: REQUEST_STATUS_INVALID }).optional(),
    note: z
      .string({ error: INTERNAL_NOTE_INVALID })
      .trim()
      .max(INTERNAL_NOTE_MAX, { error: INTERNAL_NOTE_TOO_LONG })
      .optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    error: REQUEST_CHANGE_EMPTY,
    path: ["status"],
  });
export type RequestChange = z.output<typeof requestChangeSchema>;

// What the back office shows of a request (each kind's area builds these: server/quotes, server/advice,
// server/service, server/swatches); the API answers with these schemas, the types are inferred from them.

/** A status as the API takes and answers it, refused in Dutch when it is not one. */
export const requestStatusSchema = z.enum(requestStatuses, { error: REQUEST_STATUS_INVALID });

/** A request in a list: who asked, when, and a line about what. */
export const requestSummarySchema = z.object({
  number: z.string(),
  status: requestStatusSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
  store: z.string(),
  name: z.string(),
  email: z.string(),
  postcode: z.string(),
  /** Money that belongs to it (a quote's total, an advice fee), in cents; null when there is none. */
  amountCents: z.number().int().nullable(),
  about: z.string(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

const requestRowSchema = z.object({
  /** The row's id in its cart. */
  key: z.string(),
  type: z.string(),
  name: z.string(),
  count: z.number().int(),
  subtotalCents: z.number().int(),
  deliveryTime: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string(), crmOnly: z.boolean() })),
});
export type RequestRow = z.infer<typeof requestRowSchema>;

const requestContentSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("quotes"),
    quoteKind: z.enum(["product", "cart"]),
    customerNote: z.string().nullable(),
    rows: z.array(requestRowSchema),
    totals: z.array(z.object({ label: z.string(), cents: z.number().int() })),
    /** Whether 'Bestel deze offerte' can put these configurations in a cart (quotes from before it cannot). */
    orderable: z.boolean(),
  }),
  z.object({
    kind: z.literal("advice"),
    request: z.string(),
    products: z.array(z.string()),
    productAmount: z.number().int().nullable(),
    serviceArea: z.string(),
    feeCents: z.number().int(),
    coupon: z.string().nullable(),
  }),
  z.object({
    kind: z.literal("service"),
    orderNumber: z.string(),
    orderStatus: z.string(),
    orderedAt: z.date(),
    orderTotalCents: z.number().int(),
    rows: z.array(requestRowSchema),
  }),
  z.object({
    kind: z.literal("swatches"),
    colours: z.array(z.object({ product: z.string(), colour: z.string() })),
  }),
]);
export type RequestContent = z.infer<typeof requestContentSchema>;

const requestCustomerSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  /** Street, postcode and place, country: one line each. */
  address: z.array(z.string()),
  /** Where a service request's order was delivered, when that is not the address above. */
  deliveryAddress: z.array(z.string()).nullable(),
});
export type RequestCustomer = z.infer<typeof requestCustomerSchema>;

export const requestDetailSchema = z.object({
  kind: z.enum(requestKinds),
  number: z.string(),
  status: requestStatusSchema,
  internalNote: z.string().nullable(),
  store: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
  customer: requestCustomerSchema,
  content: requestContentSchema,
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;
