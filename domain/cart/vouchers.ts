// Voucher kinds and the rule that decides whether a voucher applies to a cart, with the Dutch reason when not.

export const voucherKinds = ["percentage", "fixed", "free_shipping", "free_advice"] as const;
export type VoucherKind = (typeof voucherKinds)[number];

/** A percentage applies to all products, or only to the second (cheapest) unit when there are two or more. */
export type VoucherDiscountOn = "producten" | "tweede_product";
