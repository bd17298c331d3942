// The signed order links: unguessable, bound to order and purpose, and refusing anything malformed.
import { describe, expect, it } from "vitest";
import { OrderLinks } from "./order-links.ts";

const links = new OrderLinks("a-secret-of-enough-length-for-tests");

describe("order links", () => {
  it("verifies its own token for the same order and purpose only", () => {
    const token = links.token("RW-2026-000001", "wijzigen");
    expect(links.verify("RW-2026-000001", "wijzigen", token)).toBe(true);
    expect(links.verify("RW-2026-000002", "wijzigen", token)).toBe(false);
    expect(links.verify("RW-2026-000001", "montage", token)).toBe(false);
  });

  it("refuses tampered, malformed and missing tokens", () => {
    const token = links.token("RW-2026-000001", "wijzigen");
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [flipped, "", "x", `${token}x`, undefined, null, 42, token.toUpperCase()])
      expect(links.verify("RW-2026-000001", "wijzigen", bad)).toBe(false);
  });

  it("depends on the secret", () => {
    const other = new OrderLinks("another-secret-of-enough-length");
    expect(other.token("RW-2026-000001", "wijzigen")).not.toBe(links.token("RW-2026-000001", "wijzigen"));
  });

  it("builds the page's address", () => {
    expect(links.url("https://www.raamwerk.nl/", "RW-2026-000001", "wijzigen")).toBe(
      `https://www.raamwerk.nl/bestelling/RW-2026-000001/wijzigen?t=${links.token("RW-2026-000001", "wijzigen")}`,
    );
  });
});
