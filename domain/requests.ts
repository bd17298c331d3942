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

/**
 * A change from the back office: a new status, a new internal note (empty removes it), or both. Unknown
 * statuses and over-long notes are refused with a Dutch message on the field.
 */
export const requestChangeSchema = z
  .object({
    status: z.enum(requestStatuses, { error: REQUEST_STATUS_INVALID }).optional(),
    note: z
      .string({ error: INTERNAL_NOTE_TOO_LONG })
      .trim()
      .max(INTERNAL_NOTE_MAX, { error: INTERNAL_NOTE_TOO_LONG })
      .optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    error: REQUEST_CHANGE_EMPTY,
    path: ["status"],
  });
export type RequestChange = z.output<typeof requestChangeSchema>;
