// The order status page's words: the steps per way of delivery, the state names and what happens next.
import { describe, expect, it } from "vitest";
import { fulfilmentStatuses } from "./fulfilment.ts";
import { nextStep, statusLabel, statusSteps } from "./order-status.ts";

const compact = (steps: ReturnType<typeof statusSteps>) => steps.map((s) => `${s.label}:${s.status}`);

describe("the status steps", () => {
  it("follows a sent order from payment through the check to done", () => {
    expect(compact(statusSteps("te_controleren", "sent"))).toEqual([
      "Besteld en betaald:done",
      "Maten controleren:current",
      "In productie:todo",
      "Verzonden:todo",
      "Afgerond:todo",
    ]);
    expect(compact(statusSteps("in_productie", "sent"))).toEqual(compact(statusSteps("vrijgegeven", "sent")));
    expect(statusSteps("wacht_op_klant", "sent")[1]?.status).toBe("current");
  });

  it("names the mounting and the pick-up for their orders", () => {
    expect(compact(statusSteps("ingepland_voor_montage", "mount"))).toEqual([
      "Besteld en betaald:done",
      "Maten controleren:done",
      "In productie:done",
      "Klaar voor montage:done",
      "Montage ingepland:current",
      "Gemonteerd:todo",
    ]);
    expect(statusSteps("verzonden", "pickup")[3]).toEqual({
      label: "Klaar om af te halen",
      status: "current",
    });
    expect(statusLabel("verzonden", "pickup")).toBe("Klaar om af te halen");
    expect(statusLabel("verzonden", "sent")).toBe("Verzonden");
    expect(statusLabel("te_controleren", "sent")).toBe("We controleren je maten");
  });

  it("has a step for every state on its way, and none for an order nobody paid or a cancelled one", () => {
    for (const state of ["pending_payment", "refused", "cancelled", "expired", "geannuleerd"] as const)
      expect(statusSteps(state, "sent")).toEqual([]);
    for (const state of fulfilmentStatuses.filter((s) => s !== "geannuleerd")) {
      const way = state === "klaar_voor_montage" || state === "ingepland_voor_montage" ? "mount" : "sent";
      expect(statusSteps(state, way).length, state).toBeGreaterThan(0);
    }
  });
});

describe("what happens next", () => {
  it("has a Dutch text and a customer's name for every state and way of delivery", () => {
    for (const state of fulfilmentStatuses)
      for (const way of ["mount", "sent", "pickup"] as const) {
        expect(nextStep(state, way, null), `${state} ${way}`).toMatch(/^[A-Z].+\.$/);
        expect(statusLabel(state, way)).toMatch(/^[A-Z]/);
      }
  });

  it("names the end of the change window while the order waits for the check", () => {
    expect(nextStep("te_controleren", "sent", null, "dinsdag 8 december om 12:00")).toContain(
      "Tot dinsdag 8 december om 12:00 kun je je bestelling nog wijzigen of annuleren",
    );
    expect(nextStep("te_controleren", "sent", null)).not.toContain("wijzigen");
    expect(nextStep("vrijgegeven", "sent", null)).toContain("Wijzigen of annuleren kan nu niet meer");
  });

  it("tells the mounting customer about the call to measure, and the date of the mounting", () => {
    expect(nextStep("te_controleren", "mount", null)).toContain("Binnen 2 werkdagen bellen we je");
    expect(nextStep("ingepland_voor_montage", "mount", "dinsdag 8 december")).toBe(
      "Onze monteur komt op dinsdag 8 december. Zorg dat de ramen vrij bereikbaar zijn.",
    );
  });

  it("says that nothing was charged when the payment did not go through", () => {
    for (const state of ["refused", "cancelled"] as const)
      expect(nextStep(state, "sent", null)).toContain("niets afgeschreven");
  });
});
