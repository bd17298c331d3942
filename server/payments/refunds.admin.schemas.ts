// An order's refunds as the back office reads them, a zod schema written once: the routes declare it (and
// OpenAPI shows it), the refunds service and the order page use the type inferred from it.
import { z } from "zod";
import { refundStatuses } from "../../domain/refunds.ts";

const adviceCreditSchema = z.object({
  /** True when the credit can be given now (one click). */
  due: z.boolean(),
  amountCents: z.number().int(),
  adviceNumber: z.string(),
  /** Credited before (on this order or another); not again. */
  credited: z.boolean(),
});

export const overviewSchema = z.object({
  orderNumber: z.string(),
  /** Whether money was taken for the order (paid by an authorised payment). */
  paid: z.boolean(),
  paidCents: z.number().int(),
  /** Confirmed by the provider. */
  refundedCents: z.number().int(),
  /** Asked, not yet confirmed. */
  requestedCents: z.number().int(),
  /** What can still be refunded: paid less every refund that did not fail. */
  refundableCents: z.number().int(),
  refunds: z.array(
    z.object({
      reference: z.string(),
      kind: z.enum(["refund", "advice_credit"]),
      amountCents: z.number().int(),
      reason: z.string(),
      status: z.enum(refundStatuses),
      pspReference: z.string().nullable(),
      failureReason: z.string().nullable(),
      adviceNumber: z.string().nullable(),
      staffEmail: z.string(),
      createdAt: z.date(),
      confirmedAt: z.date().nullable(),
    }),
  ),
  /** Null when no paid advice appointment of this customer belongs to the order. */
  adviceCredit: adviceCreditSchema.nullable(),
});

export type RefundOverview = z.output<typeof overviewSchema>;
export type AdviceCredit = z.output<typeof adviceCreditSchema>;
