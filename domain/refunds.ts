// Refunds of a paid order, shared by the back office's form and the server: the euro amount as staff type it,
// what is left to refund, the advice-fee credit rule, and the Dutch messages.
import { ADVICE_CREDIT_FROM_CENTS } from "./advice/advice.ts";
import { type Cents, formatPrice } from "./money.ts";

export const refundStatuses = ["requested", "refunded", "failed"] as const;
export type RefundStatusName = (typeof refundStatuses)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatusName, string> = {
  requested: "Aangevraagd",
  refunded: "Terugbetaald",
  failed: "Mislukt",
};

/** The longest reason kept with a refund. */
export const REFUND_REASON_MAX = 500;

export const REFUND_AMOUNT_INVALID = "Vul een bedrag in euro in, bijvoorbeeld 49,00.";
export const REFUND_AMOUNT_NOT_POSITIVE = "Vul een bedrag in dat groter is dan € 0,00.";
export const REFUND_REASON_MISSING = "Geef een reden voor de terugbetaling.";
export const REFUND_REASON_TOO_LONG = `Houd de reden korter dan ${REFUND_REASON_MAX} tekens.`;
export const REFUND_NOT_PAID = "Deze bestelling is niet betaald: er valt niets terug te betalen.";
export const REFUND_NOTHING_LEFT = "Deze bestelling is al helemaal terugbetaald.";
export const ADVICE_CREDIT_DONE = "Het adviesbedrag is al verrekend.";
export const ADVICE_CREDIT_NOT_DUE = "Bij deze bestelling hoort geen adviesbedrag om te verrekenen.";

export function refundTooMuch(leftCents: Cents): string {
  return leftCents > 0
    ? `Je kunt nog hoogstens ${formatPrice(leftCents)} terugbetalen.`
    : REFUND_NOTHING_LEFT;
}

/**
 * An amount in euros as staff type it, to cents: "49", "49,5", "49,50", "1.234,56", "€ 12,00", also with a
 * decimal point ("49.50"). Null for anything else (letters, three decimals, a minus).
 */
export function parseEuroAmount(text: string): Cents | null {
  const cleaned = text.replace(/€/g, "").replace(/\s+/g, "");
  if (cleaned === "") return null;
  let whole: string;
  let fraction = "";
  const comma = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/.exec(cleaned);
  const point = /^(\d+)\.(\d{1,2})$/.exec(cleaned);
  const plain = /^(\d{1,3}(?:\.\d{3})+|\d+)$/.exec(cleaned);
  if (comma) [, whole = "", fraction = ""] = comma;
  else if (point) [, whole = "", fraction = ""] = point;
  else if (plain) [, whole = ""] = plain;
  else return null;
  const euros = Number(whole.replace(/\./g, ""));
  const cents = euros * 100 + Number(fraction.padEnd(2, "0") || "0");
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the form shows them again: 4900 → "49,00". */
export function centsToEuroInput(cents: Cents): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

/** What can still be refunded: the paid amount less every refund that did not fail. */
export function refundableLeft(
  paidCents: Cents,
  refunds: readonly { amountCents: Cents; status: RefundStatusName }[],
): Cents {
  const taken = refunds
    .filter((refund) => refund.status !== "failed")
    .reduce((total, refund) => total + refund.amountCents, 0);
  return Math.max(0, paidCents - taken);
}

/**
 * The spec's promise: a paid advice appointment's fee is credited on an order above € 1.500 placed after it.
 * `advice` is the customer's latest paid appointment before the order (matched by e-mail), if any.
 */
export function adviceCreditApplies(
  order: { totalCents: Cents; createdAt: Date },
  advice: { feeCents: Cents; createdAt: Date } | null,
): boolean {
  return (
    advice !== null &&
    advice.feeCents > 0 &&
    advice.createdAt.getTime() < order.createdAt.getTime() &&
    order.totalCents > ADVICE_CREDIT_FROM_CENTS
  );
}
