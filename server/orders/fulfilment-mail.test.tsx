// The fulfilment mail's words per way of delivery: 'verzonden' for a pick-up order says it lies ready at the chosen
// location with its opening hours, never that it is on its way.
import { describe, expect, it } from "vitest";
import { pickupLocations } from "../../domain/cart/pickup.ts";
import { renderMail } from "../mail/render.ts";
import { type FulfilmentMailData, fulfilmentMail, fulfilmentSubject } from "./fulfilment-mail.tsx";

/** The plain-text part on one line: the renderer wraps long sentences. */
async function textOf(data: FulfilmentMailData): Promise<string> {
  return (await renderMail(fulfilmentMail(data))).text.replace(/\s+/g, " ");
}

const base: FulfilmentMailData = {
  number: "RW-2026-000321",
  firstname: "Anna",
  store: "NL",
  to: "verzonden",
  trackTraceUrl: null,
  mountDate: null,
};

describe("the 'verzonden' mail", () => {
  it("tells a sent order it is on its way", async () => {
    expect(fulfilmentSubject(base)).toBe("Je bestelling is verzonden (RW-2026-000321)");
    const text = await textOf(base);
    expect(text).toContain("verzonden");
    expect(text).not.toContain("afhalen");
  });

  it("tells a pick-up order where and when to pick it up", async () => {
    const location = pickupLocations[0];
    if (!location) throw new Error("no pick-up location");
    const pickup = { ...base, pickup: location };
    expect(fulfilmentSubject(pickup)).toBe("Je bestelling ligt klaar om af te halen (RW-2026-000321)");
    const text = await textOf(pickup);
    expect(text).toContain(`Je kunt ze afhalen bij ${location.address} (${location.hours})`);
    expect(text).not.toContain("onderweg");
    expect(text).not.toContain("vervoerder");
  });

  it("still says it is ready when the order names no location", async () => {
    const text = await textOf({ ...base, pickup: null });
    expect(text).toContain("liggen voor je klaar in onze winkel");
  });
});
