// The row reference printed on the werkbon and in the label's QR code: written and read back the same way.
import { describe, expect, it } from "vitest";
import { formatRowRef, parseRowRef } from "./row-ref.ts";

describe("the row reference", () => {
  it("round-trips an order number and a row position", () => {
    for (const ref of [
      { orderNumber: "RW-2026-000123", position: 2 },
      { orderNumber: "RW-2027-1234567", position: 1 },
      { orderNumber: "RW-2026-000001", position: 999 },
    ])
      expect(parseRowRef(formatRowRef(ref))).toEqual(ref);
    expect(formatRowRef({ orderNumber: "RW-2026-000123", position: 2 })).toBe("RW-2026-000123/2");
  });

  it("forgives spaces around it and lower case, as a phone keyboard types it", () => {
    expect(parseRowRef("  rw-2026-000123/12 \n")).toEqual({ orderNumber: "RW-2026-000123", position: 12 });
  });

  it.each([
    "",
    "RW-2026-000123",
    "RW-2026-000123/",
    "RW-2026-000123/0",
    "RW-2026-000123/02",
    "RW-2026-000123/1000",
    "RW-2026-000123/-1",
    "RW-2026-000123/1/2",
    "RW-2026-000123 /1",
    "RW-26-000123/1",
    "RW-2026-123/1",
    "XX-2026-000123/1",
    "https://example.nl/RW-2026-000123/1",
    "RW-2026-000123/1; drop table orders",
  ])("refuses %j", (text) => {
    expect(parseRowRef(text)).toBeNull();
  });
});
