// The cart's limits: the online maximum of an order or quote total.
import { describe, expect, it } from "vitest";
import { ORDER_MAX_TOTAL_CENTS, orderTotalProblem } from "./cart.ts";
import { ORDER_TOO_LARGE } from "./messages.ts";

describe("orderTotalProblem", () => {
  it("accepts totals up to and including € 250.000 and refuses one cent more in Dutch", () => {
    expect(ORDER_MAX_TOTAL_CENTS).toBe(25_000_000);
    expect(orderTotalProblem(0)).toBeNull();
    expect(orderTotalProblem(ORDER_MAX_TOTAL_CENTS)).toBeNull();
    expect(orderTotalProblem(ORDER_MAX_TOTAL_CENTS + 1)).toBe(ORDER_TOO_LARGE);
    expect(ORDER_TOO_LARGE).toContain("€ 250.000,00");
  });
});
