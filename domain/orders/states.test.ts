// The order state machine, the payment refusal messages and the redirect-safety rule.
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "../checkout/redirect.ts";
import { PROVIDER_MESSAGE_HEADER, REFUSAL_DESCRIPTION, refusalMessage } from "../checkout/refusal.ts";
import {
  givesVoucherBack,
  isUnpaid,
  nextStatus,
  type OrderStatus,
  orderStatuses,
  voucherHoldingStatuses,
} from "./states.ts";

describe("nextStatus", () => {
  it("pays a pending order and keeps a paid one paid whatever comes later", () => {
    expect(nextStatus("pending_payment", { kind: "authorised" })).toBe("paid");
    for (const kind of ["authorised", "refused", "cancelled", "error", "expired", "retry"] as const) {
      expect(nextStatus("paid", { kind })).toBeNull();
    }
  });

  it("ends a pending payment as refused, cancelled or expired; an error counts as refused", () => {
    expect(nextStatus("pending_payment", { kind: "refused" })).toBe("refused");
    expect(nextStatus("pending_payment", { kind: "error" })).toBe("refused");
    expect(nextStatus("pending_payment", { kind: "cancelled" })).toBe("cancelled");
    expect(nextStatus("pending_payment", { kind: "expired" })).toBe("expired");
  });

  it("lets a late authorisation win over refused, cancelled and expired", () => {
    for (const from of ["refused", "cancelled", "expired"] as OrderStatus[]) {
      expect(nextStatus(from, { kind: "authorised" })).toBe("paid");
    }
  });

  it("ignores endings about an older attempt and endings of an order that already ended", () => {
    expect(nextStatus("pending_payment", { kind: "refused" }, false)).toBeNull();
    expect(nextStatus("refused", { kind: "cancelled" })).toBeNull();
    expect(nextStatus("cancelled", { kind: "expired" })).toBeNull();
  });

  it("reopens an ended order for a new attempt, and a pending one stays as it is", () => {
    for (const from of ["refused", "cancelled", "expired"] as OrderStatus[]) {
      expect(nextStatus(from, { kind: "retry" })).toBe("pending_payment");
    }
    expect(nextStatus("pending_payment", { kind: "retry" })).toBeNull();
  });

  it("knows every status", () => {
    expect(orderStatuses).toHaveLength(5);
  });
});

describe("isUnpaid", () => {
  it("counts every state but paid as unpaid", () => {
    expect(orderStatuses.filter(isUnpaid)).toEqual(["pending_payment", "refused", "cancelled", "expired"]);
  });
});

describe("givesVoucherBack", () => {
  it("gives the voucher use back when the order expires or is cancelled, not when it is refused or paid", () => {
    expect(orderStatuses.filter(givesVoucherBack)).toEqual(["cancelled", "expired"]);
  });
});

describe("refusalMessage", () => {
  it("gives the spec's text per refusalError value", () => {
    expect(refusalMessage("Error")).toBe("De betaling is fout gegaan...");
    expect(refusalMessage("Refused")).toBe("De betaling is geweigerd...");
    expect(refusalMessage("Cancelled")).toBe("De betaling is geannuleerd...");
    expect(refusalMessage("Expired")).toBe("Er ging iets fout...");
    expect(refusalMessage("")).toBe("Er ging iets fout...");
    expect(REFUSAL_DESCRIPTION).toBe(
      "Controleer uw gegevens en probeer het nogmaals of neem contact op op met de klantenservice.",
    );
    expect(PROVIDER_MESSAGE_HEADER).toBe("Wij kregen de volgende foutmelding van de betaalprovider");
  });
});

describe("safeRedirectPath", () => {
  it("keeps paths on our own site", () => {
    expect(safeRedirectPath("/checkout/gegevens")).toBe("/checkout/gegevens");
    expect(safeRedirectPath("/rolgordijn?kleur=wit#configureren")).toBe("/rolgordijn?kleur=wit#configureren");
  });

  it("refuses other hosts and tricks", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "checkout",
      "/x\u0000y",
      // Normalised, these start with `//`: another host for the browser.
      "/a/..//evil.example",
      "/..//evil.example/x",
      "/./\t/evil.example",
      "/%2e%2e//evil.example",
      "/%2E%2e/%2fevil.example",
      "/%5cevil.example",
      "",
      null,
      undefined,
      `/${"a".repeat(3000)}`,
    ]) {
      expect(safeRedirectPath(bad), String(bad)).toBeNull();
    }
  });
});

describe("voucherHoldingStatuses", () => {
  it("are the unpaid states that keep the voucher: pending and refused, not cancelled or expired", () => {
    expect([...voucherHoldingStatuses].sort()).toEqual(["pending_payment", "refused"]);
  });
});
