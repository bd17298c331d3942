// Dates and times in the back office, always on the shop's clock (domain/delivery/shop-time.ts) and in Dutch.
import { shopDateFormat } from "../../domain/delivery/shop-time.ts";

const dateTime = shopDateFormat({
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dateOnly = shopDateFormat({
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "24 nov 2026 14:05"; "" for no date. Accepts what a loader's JSON turns a Date into. */
export function formatDateTime(value: Date | string | null | undefined): string {
  return value ? dateTime.format(new Date(value)) : "";
}

export function formatDate(value: Date | string | null | undefined): string {
  return value ? dateOnly.format(new Date(value)) : "";
}
