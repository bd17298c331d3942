// The workshop's machine for one order row (issue 24): cut, assembled, checked, packed, one step at a time, one
// step back for a mistake with its reason; and what the rows' states mean for their order (the first cut starts
// production, the last packed row sends the order on). Pure: the production service applies the answer under
// the row's lock and audit-logs it. docs/fulfilment.md has the table.
import { type DeliveryWay, type FulfilmentStatus, type OrderEvent, orderMove } from "./fulfilment.ts";

export const rowStates = ["te_snijden", "gesneden", "samengesteld", "gecontroleerd", "ingepakt"] as const;
export type RowState = (typeof rowStates)[number];

export const rowStateLabels: Record<RowState, string> = {
  te_snijden: "Te snijden",
  gesneden: "Gesneden",
  samengesteld: "Samengesteld",
  gecontroleerd: "Gecontroleerd",
  ingepakt: "Ingepakt",
};

/** The button (or scan) that moves a row into each state. */
export const rowMoveLabels: Record<RowState, string> = {
  te_snijden: "Opnieuw snijden",
  gesneden: "Gesneden",
  samengesteld: "Samengesteld",
  gecontroleerd: "Gecontroleerd",
  ingepakt: "Ingepakt",
};

/** The order states in which its rows are worked on: released (nothing cut yet) and in production. */
export const workshopStates = ["vrijgegeven", "in_productie"] as const satisfies readonly FulfilmentStatus[];

/** Forward is the next step; back is one step, for a mistake, always with the reason (it is audit-logged). */
export type RowEvent = { kind: "forward" } | { kind: "back"; reason: string };

export const ROW_ORDER_NOT_IN_WORKSHOP =
  "Deze bestelling is niet (meer) in de werkplaats: haar producten kunnen niet van stap veranderen.";
export const ROW_ALREADY_PACKED = "Dit product is al ingepakt: er is geen volgende stap.";
export const ROW_NOTHING_BEFORE = "Dit product moet nog gesneden worden: er is geen stap terug.";
export const ROW_BACK_REASON_REQUIRED =
  "Schrijf kort op waarom dit product een stap terug gaat (minstens 3 tekens).";

export type RowMove = { ok: true; to: RowState } | { ok: false; reason: string };

/**
 * Where `event` takes a row standing at `current`, for an order at `order`. Rows move only while their order
 * is released or in production: once the last row is packed the order has moved on, so a packed row of a
 * sent or fitting-ready order stays packed (a mistake then is a service request, not a step back).
 * A step back is one step, from any state but the first: 'gesneden' back to 'te_snijden' means cutting again.
 */
export function rowMove(current: RowState, event: RowEvent, order: FulfilmentStatus): RowMove {
  if (!(workshopStates as readonly FulfilmentStatus[]).includes(order))
    return { ok: false, reason: ROW_ORDER_NOT_IN_WORKSHOP };
  const at = rowStates.indexOf(current);
  if (event.kind === "forward") {
    const to = rowStates[at + 1];
    return to ? { ok: true, to } : { ok: false, reason: ROW_ALREADY_PACKED };
  }
  if (event.reason.trim().length < 3) return { ok: false, reason: ROW_BACK_REASON_REQUIRED };
  const to = rowStates[at - 1];
  return to ? { ok: true, to } : { ok: false, reason: ROW_NOTHING_BEFORE };
}

/**
 * The order move the workshop's row moves bring about, after a row moved: the first row past 'te_snijden'
 * starts production ('vrijgegeven' → 'in_productie'); every row packed sends the order on ('verzonden' or
 * 'klaar_voor_montage' by its way of delivery). Null when the order stays where it is. `rows` are the states of
 * all the order's rows after the move.
 */
export function followRows(
  order: FulfilmentStatus,
  rows: readonly RowState[],
  delivery: DeliveryWay,
): { event: OrderEvent; to: FulfilmentStatus } | null {
  const event: OrderEvent | null =
    order === "vrijgegeven" && rows.some((row) => row !== "te_snijden")
      ? { kind: "cutting_started", by: "werkplaats" }
      : order === "in_productie" && rows.length > 0 && rows.every((row) => row === "ingepakt")
        ? { kind: "rows_packed", by: "werkplaats", delivery, rows }
        : null;
  if (!event) return null;
  const move = orderMove(order, event);
  return move.ok ? { event, to: move.to } : null;
}
