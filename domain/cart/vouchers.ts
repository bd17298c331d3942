// Voucher kinds and the rules deciding whether a voucher applies to a cart or to the home advice appointment.
import { formatDate } from "../format.ts";
import { applyPercent, formatPriceRounded } from "../money.ts";

export const voucherKinds = ["percentage", "fixed", "free_shipping", "free_advice"] as const;
export type VoucherKind = (typeof voucherKinds)[number];

/** A percentage applies to all products, or only to the second (cheapest) unit when there are two or more. */
export type VoucherDiscountOn = "producten" | "tweede_product";

/** A voucher as the cart rules need it (the database row without bookkeeping). */
export interface VoucherRule {
  id: number;
  code: string;
  name: string;
  kind: VoucherKind;
  /** Percent for 'percentage', cents for 'fixed'. */
  amount: number;
  discount_on: VoucherDiscountOn;
  /** ISO dates, inclusive; null for open-ended. */
  valid_from: string | null;
  valid_until: string | null;
  min_order: number;
  max_uses: number | null;
  used_count: number;
  active: boolean;
}

export const VOUCHER_UNKNOWN = "Deze kortingscode bestaat niet.";
export const VOUCHER_EMPTY_CART = "Je winkelwagen is nog leeg.";

/**
 * Why a voucher cannot be used at all on `today` (an ISO date in the shop's time zone): switched off, not yet
 * or no longer valid, or used up; null when it can. The cart and the advice appointment both start here.
 */
export function voucherValidityProblem(voucher: VoucherRule, today: string): string | null {
  if (!voucher.active) return "Deze kortingscode is niet meer geldig.";
  if (voucher.valid_from && today < voucher.valid_from)
    return `Deze kortingscode is geldig vanaf ${formatDate(voucher.valid_from)}.`;
  if (voucher.valid_until && today > voucher.valid_until) return "Deze kortingscode is verlopen.";
  if (voucher.max_uses !== null && voucher.used_count >= voucher.max_uses)
    return "Deze kortingscode is al gebruikt.";
  return null;
}

/**
 * Why a voucher does not make the home advice appointment free, or null when it does: the opposite of the
 * cart's rule, only free_advice vouchers apply, with the same validity dates and usage limit.
 */
export function adviceVoucherProblem(voucher: VoucherRule, today: string): string | null {
  const unusable = voucherValidityProblem(voucher, today);
  if (unusable) return unusable;
  if (voucher.kind !== "free_advice")
    return "Deze code geldt niet voor een advies- en meetafspraak aan huis.";
  return null;
}

/**
 * Why a voucher does not apply to a cart with this product subtotal on `today` (an ISO date in the shop's
 * time zone), or null when it applies. The cart shows the reason as a warning.
 */
export function voucherProblem(voucher: VoucherRule, productsSubtotal: number, today: string): string | null {
  const unusable = voucherValidityProblem(voucher, today);
  if (unusable) return unusable;
  if (voucher.kind === "free_advice")
    return "Deze code geldt alleen voor een advies- en meetafspraak aan huis, niet voor je winkelwagen.";
  if (productsSubtotal <= 0) return VOUCHER_EMPTY_CART;
  if (productsSubtotal < voucher.min_order)
    return `Deze kortingscode geldt vanaf ${formatPriceRounded(voucher.min_order)} aan producten.`;
  return null;
}

/** The voucher's discount in cents on products with these unit prices (each unit listed once). */
export function voucherDiscount(voucher: VoucherRule, unitPrices: number[]): number {
  const subtotal = unitPrices.reduce((sum, p) => sum + p, 0);
  switch (voucher.kind) {
    case "percentage": {
      if (voucher.discount_on === "producten") return applyPercent(subtotal, voucher.amount);
      // Every second unit, counted from the most expensive, gets the percentage: the cheaper one of each pair.
      const sorted = [...unitPrices].sort((a, b) => b - a);
      return sorted.reduce(
        (sum, price, i) => (i % 2 === 1 ? sum + applyPercent(price, voucher.amount) : sum),
        0,
      );
    }
    case "fixed":
      return Math.min(voucher.amount, subtotal);
    default:
      return 0;
  }
}
