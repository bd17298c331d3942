// The advice form's coupon widget with a fake fetch: applied, rejected with the server's reason, a refused
// call's message, removal, and a refusal when the form was sent.
// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADVICE_COUPON_INVALID } from "../../domain/advice/advice";
import { useCoupon } from "./useCoupon";

let answer: { status: number; body: unknown };
const fetch = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify(answer.body), { status: answer.status }),
);

beforeEach(() => {
  fetch.mockClear();
  vi.stubGlobal("fetch", fetch);
});
afterEach(() => vi.unstubAllGlobals());

async function typeAndApply(result: { current: ReturnType<typeof useCoupon> }, code: string) {
  act(() => result.current.type(code));
  await act(() => result.current.apply());
}

describe("useCoupon", () => {
  it("applies a valid code and empties the input", async () => {
    answer = { status: 200, body: { coupon: { valid: true, code: "GRATIS", name: "Gratis advies" } } };
    const { result } = renderHook(() => useCoupon());
    await typeAndApply(result, "  GRATIS ");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ coupon_code: "GRATIS" });
    expect(result.current.applied).toEqual({ code: "GRATIS", name: "Gratis advies" });
    expect(result.current.input).toBe("");
    expect(result.current.problem).toBeNull();
    act(() => result.current.remove());
    expect(result.current.applied).toBeNull();
  });

  it("shows a rejected code with the server's reason; typing again clears it", async () => {
    answer = { status: 200, body: { coupon: { valid: false, message: "Deze code is al gebruikt." } } };
    const { result } = renderHook(() => useCoupon());
    await typeAndApply(result, "OUD");
    expect(result.current.problem).toEqual({
      message: ADVICE_COUPON_INVALID,
      reason: "Deze code is al gebruikt.",
    });
    expect(result.current.input).toBe("OUD");
    act(() => result.current.type("OUDE"));
    expect(result.current.problem).toBeNull();
  });

  it("shows a refused call's message, and asks again on every try", async () => {
    answer = { status: 429, body: { errors: { coupon_code: "Te veel pogingen." } } };
    const { result } = renderHook(() => useCoupon());
    await typeAndApply(result, "X");
    await act(() => result.current.apply());
    expect(result.current.problem).toEqual({ message: "Te veel pogingen." });
    expect(result.current.busy).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks nothing for an empty code", async () => {
    const { result } = renderHook(() => useCoupon());
    await typeAndApply(result, "   ");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("drops an applied code the sent form was refused for", async () => {
    answer = { status: 200, body: { coupon: { valid: true, code: "GRATIS", name: "Gratis advies" } } };
    const { result } = renderHook(() => useCoupon());
    await typeAndApply(result, "GRATIS");
    act(() => result.current.refuse("Deze couponcode is niet meer geldig."));
    expect(result.current.applied).toBeNull();
    expect(result.current.problem).toEqual({ message: "Deze couponcode is niet meer geldig." });
  });
});
