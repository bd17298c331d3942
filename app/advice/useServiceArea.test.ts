// The service-area check with a fake fetch and fake timers: asked once postcode and house number are complete,
// once per postcode, and a failure leaves the area unknown.
// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useServiceArea } from "./useServiceArea";

const answers: Record<string, { service_area: string; price: number }> = {
  "2991 XJ": { service_area: "free", price: 0 },
  "9901 AA": { service_area: "paid", price: 4900 },
};
let failing = false;
const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
  const { zipcode } = JSON.parse(String(init?.body)) as { zipcode: string };
  if (failing) return new Response("{}", { status: 500 });
  return new Response(JSON.stringify(answers[zipcode]), { status: 200 });
});

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetch.mockClear();
  failing = false;
  vi.stubGlobal("fetch", fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const render = (zipcode: string, housenumber: string) =>
  renderHook(({ zipcode, housenumber }) => useServiceArea(zipcode, housenumber), {
    initialProps: { zipcode, housenumber },
  });

describe("useServiceArea", () => {
  it("waits for a complete postcode and house number, then asks for the postcode", async () => {
    const { result, rerender } = render("2991X", "");
    act(() => vi.advanceTimersByTime(1000));
    rerender({ zipcode: "2991 xj", housenumber: "" });
    act(() => vi.advanceTimersByTime(1000));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ zipcode: "2991 xj", housenumber: "8" });
    act(() => vi.advanceTimersByTime(300));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ zipcode: "2991 XJ" });
    expect(result.current).toEqual({ service_area: "free", price: 0 });
  });

  it("asks once per postcode: another house number or a return keeps the answer", async () => {
    const { result, rerender } = render("2991XJ", "8");
    act(() => vi.advanceTimersByTime(300));
    await settle();
    rerender({ zipcode: "2991XJ", housenumber: "10" });
    act(() => vi.advanceTimersByTime(300));
    rerender({ zipcode: "9901AA", housenumber: "10" });
    act(() => vi.advanceTimersByTime(300));
    await settle();
    expect(result.current?.service_area).toBe("paid");
    rerender({ zipcode: "2991XJ", housenumber: "10" });
    expect(result.current?.service_area).toBe("free");
    act(() => vi.advanceTimersByTime(1000));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("leaves the area unknown when the check fails, and says so on the console only", async () => {
    failing = true;
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result } = render("2991XJ", "8");
    act(() => vi.advanceTimersByTime(300));
    await settle();
    expect(result.current).toBeNull();
    expect(log).toHaveBeenCalledWith("Service area check failed", expect.anything());
    log.mockRestore();
  });
});
