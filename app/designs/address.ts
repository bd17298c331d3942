// The product page's address holds the configurator's values (domain/configurator/design-url.ts): read once
// when the configurator starts, and rewritten with replaceState after every answer, so the back button leaves
// the product instead of undoing clicks. The address table comes from /api/designs/address/{conf_id}.
import type { ConfigReset } from "../../domain/configurator/api";
import {
  type DesignUrlTable,
  decodeDesign,
  hasDesign,
  RESERVED_KEYS,
  withDesign,
} from "../../domain/configurator/design-url";
import type { ConfValues } from "../../domain/configurator/types";
import { callApi } from "../api/client";

const tables = new Map<number, Promise<DesignUrlTable | null>>();

/** The configuration's address table, asked once per page; null when it cannot be had (nothing is written then). */
export function addressTable(confId: number): Promise<DesignUrlTable | null> {
  let table = tables.get(confId);
  if (!table) {
    table = callApi<DesignUrlTable>("GET", `designs/address/${confId}`).catch(() => {
      tables.delete(confId);
      return null;
    });
    tables.set(confId, table);
  }
  return table;
}

const TRACKING =
  /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/** Whether the address may hold a design: a parameter that is neither the page's own nor tracking. */
export function addressMayHoldDesign(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some(
    (key) => !RESERVED_KEYS.has(key) && !TRACKING.test(key),
  );
}

/** The design in the address, or null when there is none (or the table could not be had). */
export async function designFromAddress(
  confId: number,
): Promise<{ values: ConfValues; resets: ConfigReset[] } | null> {
  if (typeof window === "undefined" || !addressMayHoldDesign(window.location.search)) return null;
  const table = await addressTable(confId);
  if (!table) return null;
  const decoded = decodeDesign(table, new URLSearchParams(window.location.search));
  return Object.keys(decoded.values).length > 0 || decoded.resets.length > 0 ? decoded : null;
}

/** Writes the values into the address in place of the entry (replaceState: no new history entry). */
export async function writeDesignToAddress(confId: number, values: ConfValues): Promise<void> {
  const table = await addressTable(confId);
  if (!table || typeof window === "undefined") return;
  const { pathname, search, hash } = window.location;
  const next = withDesign(table, search, values);
  if (next !== search) window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);
}

/**
 * A product page opened with a design in its address but without #configureren (the hash cut off when the link
 * was passed on): calls `open` once the address table confirms that its parameters are a design.
 */
export function openWhenAddressHoldsDesign(confId: number | null, open: () => void): void {
  if (confId === null || typeof window === "undefined" || window.location.hash) return;
  if (!addressMayHoldDesign(window.location.search)) return;
  void addressTable(confId).then((table) => {
    if (table && !window.location.hash && hasDesign(table, new URLSearchParams(window.location.search)))
      open();
  });
}
