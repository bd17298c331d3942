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

// What the back office shows of a request (server/backoffice/requests/ builds these).

/** A request in a list: who asked, when, and a line about what. */
export interface RequestSummary {
  number: string;
  status: RequestStatus;
  createdAt: Date;
  updatedAt: Date;
  store: string;
  name: string;
  email: string;
  postcode: string;
  /** Money that belongs to it (a quote's total, an advice fee), in cents; null when there is none. */
  amountCents: number | null;
  about: string;
}

export interface RequestCustomer {
  name: string;
  company: string | null;
  email: string;
  phone: string;
  /** Street, postcode and place, country: one line each. */
  address: string[];
  /** Where a service request's order was delivered, when that is not the address above. */
  deliveryAddress: string[] | null;
}

export interface RequestRow {
  /** The row's id in its cart. */
  key: string;
  type: string;
  name: string;
  count: number;
  subtotalCents: number;
  deliveryTime: string;
  options: { name: string; value: string; crmOnly: boolean }[];
}

export type RequestContent =
  | {
      kind: "quotes";
      quoteKind: "product" | "cart";
      customerNote: string | null;
      rows: RequestRow[];
      totals: { label: string; cents: number }[];
      /** Whether 'Bestel deze offerte' can put these configurations in a cart (quotes from before it cannot). */
      orderable: boolean;
    }
  | {
      kind: "advice";
      request: string;
      products: string[];
      productAmount: number | null;
      serviceArea: string;
      feeCents: number;
      coupon: string | null;
    }
  | {
      kind: "service";
      orderNumber: string;
      orderStatus: string;
      orderedAt: Date;
      orderTotalCents: number;
      rows: RequestRow[];
    }
  | { kind: "swatches"; colours: { product: string; colour: string }[] };

export interface RequestDetail {
  kind: RequestKind;
  number: string;
  status: RequestStatus;
  internalNote: string | null;
  store: string;
  createdAt: Date;
  updatedAt: Date;
  customer: RequestCustomer;
  content: RequestContent;
}
