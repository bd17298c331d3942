// What an order's VAT is decided from besides its supply: who buys, where it goes and its VAT number's check as
// answered. Stored with the checkout's details step (carts.vat_basis) and with the order (orders.vat_basis).
import { decideVat, type VatDecision, type VatSupply } from "../../domain/vat/rule.ts";
import { type VatCheckAnswer, vatNumberStatusOf } from "./vat-check.ts";

/** A check's answer worth keeping: a malformed number is refused at the field and never stored. */
export type KeptVatCheck = Exclude<VatCheckAnswer, { status: "malformed" }>;

export interface VatBasis {
  customer: "private" | "business";
  /** The delivery address's country; a store takes addresses of its own country only. */
  deliveryCountry: "NL" | "BE";
  /** The business's VAT number as checked (status, local or VIES, consultation number, time, reason); null without one. */
  check: KeptVatCheck | null;
}

/**
 * The decision for the cart's supply now. The supply is the cart's (mounting chosen after the details step
 * changes K into AE), never stored with the basis and never taken from the browser.
 */
export function decideVatFor(basis: VatBasis, supply: VatSupply): VatDecision {
  return decideVat({
    customer: basis.customer,
    deliveryCountry: basis.deliveryCountry,
    vatNumber: basis.check ? vatNumberStatusOf(basis.check) : null,
    supply,
  });
}
