// The reference of one order row on the werkbon, the label and the cut list, and in the row's QR code:
// 'RW-2026-000123/2' is the second product row of order RW-2026-000123. The production queue scans it back.

/** An order number as the shop makes them: RW-, the year, at least six digits (server/orders/orders.service.ts). */
const ORDER_NUMBER = /^RW-\d{4}-\d{6,12}$/;
/** Rows per order are few; a position this large is a typo, not a row. */
export const MAX_ROW_POSITION = 999;

export interface RowRef {
  orderNumber: string;
  /** The row's place among the order's product rows, in the cart's order, from 1. */
  position: number;
}

/** 'RW-2026-000123/2'. */
export function formatRowRef(ref: RowRef): string {
  return `${ref.orderNumber}/${ref.position}`;
}

/**
 * A scanned or typed reference back to order and row, or null when it is not one. Spaces around it and lower case
 * (a phone keyboard, a scanner sending its own case) are forgiven; anything else is not.
 */
export function parseRowRef(text: string): RowRef | null {
  const match = /^([A-Za-z0-9-]+)\/(\d{1,3})$/.exec(text.trim());
  if (!match) return null;
  const orderNumber = (match[1] as string).toUpperCase();
  const position = Number(match[2]);
  if (!ORDER_NUMBER.test(orderNumber) || position < 1 || position > MAX_ROW_POSITION) return null;
  if (String(position) !== match[2]) return null; // '02' is not how a reference is printed
  return { orderNumber, position };
}
