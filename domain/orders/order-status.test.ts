// The order status page's words: the steps per way of delivery, the state names and what happens next.
import { describe, expect, it } from "vitest";
import { nextStep, statusLabel, statusSteps } from "./order-status.ts";

const compact = (steps: ReturnType<typeof statusSteps>) => steps.map((s) => `${s.label}:${s.status}`);

describe("the status steps", () => {
  it("follows a sent order from payment to done", () => {
    expect(compact(statusSteps("in_productie", "sent"))).toEqual([
      "Besteld en betaald:done",
      "In productie:current",
      "Verzonden:todo",
      "Afgerond:todo",
    ]);
  });

  it("names the mounting and the pick-up for their orders", () => {
    expect(compact(statusSteps("ingepland_voor_montage", "mount"))).toEqual([
      "Besteld en betaald:done",
      "In productie:done",
      "Montage ingepland:current",
      "Gemonteerd:todo",
    ]);
    expect(statusSteps("verzonden", "pickup")[2]).toEqual({
      label: "Klaar om af te halen",
      status: "current",
    });
    expect(statusLabel("verzonden", "pickup")).toBe("Klaar om af te halen");
    expect(statusLabel("verzonden", "sent")).toBe("Verzonden");
  });

  it("has no steps for an order nobody paid", () => {
    for (const state of ["pending_payment", "refused", "cancelled", "expired"] as const)
      expect(statusSteps(state, "sent")).toEqual([]);
  });
});

describe("what happens next", () => {
  it("tells the mounting customer about the call to measure, and the date of the mounting", () => {
    expect(nextStep("paid", "mount", null)).toContain("Binnen 2 werkdagen bellen we je");
    expect(nextStep("ingepland_voor_montage", "mount", "dinsdag 8 december")).toBe(
      "Onze monteur komt op dinsdag 8 december. Zorg dat de ramen vrij bereikbaar zijn.",
    );
  });

  it("says that nothing was charged when the payment did not go through", () => {
    for (const state of ["refused", "cancelled"] as const)
      expect(nextStep(state, "sent", null)).toContain("niets afgeschreven");
  });
});
