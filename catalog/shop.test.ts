// The seed data outside the product catalogue: the service areas where advisers come to the house.
import { describe, expect, it } from "vitest";
import { serviceAreaFor } from "../domain/advice/service-area.ts";
import { ADVICE_FEE_CENTS, seedServiceAreaRanges } from "./shop.ts";

describe("the seeded service areas", () => {
  it("are four-digit ranges, free ones without a fee, paid ones at € 49", () => {
    for (const r of seedServiceAreaRanges) {
      expect(r.from, r.name).toBeGreaterThanOrEqual(1000);
      expect(r.to, r.name).toBeLessThanOrEqual(9999);
      expect(r.from, r.name).toBeLessThanOrEqual(r.to);
      expect(r.fee_cents, r.name).toBe(r.kind === "paid" ? ADVICE_FEE_CENTS : 0);
    }
  });

  it("put our locations in a free area, the wider ring in the paid one, and the north outside", () => {
    const area = (postcode: number) => serviceAreaFor(postcode, seedServiceAreaRanges).service_area;
    // Barendrecht, Rotterdam, Heinenoord, Waalwijk, Tilburg.
    for (const p of [2991, 3011, 3274, 5142, 5013]) expect(area(p), String(p)).toBe("free");
    // Den Haag, Utrecht, Breda, Eindhoven, Middelburg.
    for (const p of [2511, 3511, 4811, 5611, 4331]) expect(area(p), String(p)).toBe("paid");
    // Amsterdam, Almere, Nijmegen, Groningen, Maastricht.
    for (const p of [1011, 1315, 6511, 9711, 6211]) expect(area(p), String(p)).toBe("not_found");
  });
});
