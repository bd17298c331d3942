// What a cart tells the customer about its VAT, in the cart, the checkout, the thank-you page and the mails.
import { formatPrice, VAT_RATE } from "../money.ts";
import type { Cart } from "./types.ts";

export interface VatNote {
  /** Whether the amounts are excl. VAT (a zero-rated business) rather than incl. 21%. */
  exclusive: boolean;
  /** The total's label: 'Totaal', or 'Totaal excl. btw'. */
  totalLabel: string;
  /** Under the total: 'Inclusief € 12,34 btw (21%)', or 'Alle bedragen zijn exclusief btw.' */
  line: string;
  /**
   * The legal mention of a zero-rated cart ('Btw verlegd: …', 'Intracommunautaire levering …'), or why a
   * business delivered in Belgium pays 21% anyway; null for everyone else.
   */
  detail: string | null;
}

export function vatNote(cart: Pick<Cart, "tax_amount" | "vat">): VatNote {
  const vat = cart.vat;
  if (vat?.zeroRated)
    return {
      exclusive: true,
      totalLabel: "Totaal excl. btw",
      line: "Alle bedragen zijn exclusief btw.",
      detail: vat.lines.products.mention,
    };
  return {
    exclusive: false,
    totalLabel: "Totaal",
    line: `Inclusief ${formatPrice(cart.tax_amount)} btw (${VAT_RATE}%)`,
    detail: vat?.reason ?? null,
  };
}
