// What a VAT number check answers and the one interface behind which VIES and the local check sit; the answer is
// what an order keeps (status, consultation number, reason), and what the VAT rule of domain/vat/ is given.
import type { VatCountry } from "../../domain/vat/numbers.ts";
import type { VatNumberStatus } from "../../domain/vat/rule.ts";

interface Checked {
  /** The whole number, compact: "BE0417497106". */
  vatNumber: string;
  country: VatCountry;
  /** When the answer was given (ISO 8601); a cached answer keeps the time of its check. */
  checkedAt: string;
}

/**
 * - valid: registered (VIES), or of the right form and check digits (`checkedLocally`, the offline default);
 * - invalid: VIES says it is not registered for intra-community trade;
 * - malformed: it cannot be a VAT number; `reason` is the Dutch message for the form field, nothing was asked;
 * - unverified: VIES did not answer (timeout, MS_UNAVAILABLE …): not valid for the VAT rule, so 21% is charged
 *   and the customer reads `reason`; `detail` says what went wrong, for the staff and the log.
 */
export type VatCheckAnswer =
  | (Checked & {
      status: "valid";
      checkedLocally: boolean;
      /** VIES's consultation number (requestIdentifier), the proof of the check; null when checked locally. */
      consultationNumber: string | null;
      /** Name and address as VIES has them, where the member state shares them. */
      name: string | null;
      address: string | null;
    })
  | (Checked & { status: "invalid"; consultationNumber: string | null; reason: string; detail: string })
  | { status: "malformed"; reason: string }
  | (Checked & { status: "unverified"; reason: string; detail: string });

/** Where a check reports what went wrong; a route hands in the request's logger. */
export interface VatCheckLog {
  warn(details: object, message: string): void;
}

/**
 * Checks a customer's VAT number. Never throws for a failing service: a failure is an `unverified` answer, so
 * the money is never wrong silently (21% is charged and the reason shown and kept).
 */
export interface VatNumberCheck {
  /** "vies" or "local", for logs and the staff's view of an order. */
  readonly kind: "vies" | "local";
  check(vatNumber: string, context?: { log?: VatCheckLog }): Promise<VatCheckAnswer>;
}

/** The answer as the VAT rule takes it; a malformed number counts as invalid. */
export function vatNumberStatusOf(answer: VatCheckAnswer): VatNumberStatus {
  if (answer.status === "malformed") return { country: "", status: "invalid" };
  return { country: answer.country, status: answer.status };
}
