// Payment choice at checkout: payment brand and, for iDEAL, the bank (issuer).
import { z } from "zod";
import { maxLength, requiredText } from "./common.ts";
import { INVALID_INPUT, PAYMENT_ISSUER_REQUIRED, PAYMENT_METHOD_REQUIRED } from "./messages.ts";

export { PAYMENT_ISSUER_WARNING } from "./messages.ts";

/** The brand code that needs a bank choice. */
export const IDEAL_BRAND_CODE = "ideal";

/**
 * `brandCode` required ('Kies een betaalmethode'); `issuerId` required only when `brandCode` is
 * 'ideal' ('Kies je bank') and dropped from the output for every other brand.
 */
export const paymentChoiceSchema = z
  .object(
    {
      brandCode: requiredText(PAYMENT_METHOD_REQUIRED, [maxLength(64, PAYMENT_METHOD_REQUIRED)]),
      issuerId: z.unknown().optional(),
    },
    { error: INVALID_INPUT },
  )
  .superRefine(
    (value, ctx) => {
      if (value.brandCode !== IDEAL_BRAND_CODE) return;
      const issuer = typeof value.issuerId === "string" ? value.issuerId.trim() : "";
      if (issuer === "" || issuer.length > 64) {
        ctx.addIssue({ code: "custom", message: PAYMENT_ISSUER_REQUIRED, path: ["issuerId"] });
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform((value): PaymentChoice => {
    if (value.brandCode === IDEAL_BRAND_CODE && typeof value.issuerId === "string") {
      return { brandCode: value.brandCode, issuerId: value.issuerId.trim() };
    }
    return { brandCode: value.brandCode };
  });

export interface PaymentChoice {
  brandCode: string;
  /** Present only for iDEAL. */
  issuerId?: string;
}
