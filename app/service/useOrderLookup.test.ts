// The order look-up's fields: both checked before sending (the first with a message focused), the values sent
// trimmed, a 400's field messages shown at their fields, and another refusal left to the form.
// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_NUMBER_REQUIRED, POSTCODE_INVALID, POSTCODE_REQUIRED } from "../../domain/validation/messages";
import { ApiError } from "../api/client";
import { useOrderLookup } from "./useOrderLookup";

function fieldsInDocument() {
  for (const name of ["order_number", "postal_code"]) {
    const input = document.createElement("input");
    input.id = `t-${name}`;
    document.body.append(input);
  }
}
afterEach(() => document.body.replaceChildren());

describe("useOrderLookup", () => {
  it("checks both fields before sending and focuses the first with a message", () => {
    fieldsInDocument();
    const { result } = renderHook(() => useOrderLookup("t"));
    let sent: unknown;
    act(() => {
      sent = result.current.toSend();
    });
    expect(sent).toBeNull();
    expect(result.current.fields.errors).toEqual({
      order_number: ORDER_NUMBER_REQUIRED,
      postal_code: POSTCODE_REQUIRED,
    });
    expect(document.activeElement?.id).toBe("t-order_number");
  });

  it("starts with the order number given and sends the values trimmed", () => {
    const { result } = renderHook(() => useOrderLookup("t", " RW-2026-000123 "));
    act(() => result.current.fields.set("postal_code", " 2991 XJ "));
    expect(result.current.toSend()).toEqual({ order_number: "RW-2026-000123", postal_code: "2991 XJ" });
  });

  it("shows a 400's messages at their fields, and leaves any other refusal to the form", () => {
    fieldsInDocument();
    const { result } = renderHook(() => useOrderLookup("t"));
    let shown = false;
    act(() => {
      shown = result.current.showServerErrors(new ApiError(400, { postal_code: POSTCODE_INVALID }));
    });
    expect(shown).toBe(true);
    expect(result.current.fields.errors).toEqual({ postal_code: POSTCODE_INVALID });
    expect(document.activeElement?.id).toBe("t-postal_code");
    expect(result.current.showServerErrors(new ApiError(404, { order: "Niet gevonden" }))).toBe(false);
    expect(result.current.showServerErrors(new ApiError(400, { other: "Ongeldige invoer" }))).toBe(false);
  });
});
