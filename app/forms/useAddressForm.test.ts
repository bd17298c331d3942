// The address form's postcode lookup on the debounced look-up, with a fake fetch and fake timers: a found
// address fills and locks street and city, a new postcode that finds nothing empties what the lookup filled,
// and an address restored after a reload is not asked again.
// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addressFormSchema } from "../../domain/validation/address-form";
import { useAddressForm } from "./useAddressForm";

const known: Record<string, object> = {
  "2991XJ 8": {
    postcode: "2991XJ",
    city: "Barendrecht",
    province: "Zuid-Holland",
    street: "Dierensteinweg",
    lat: 51.85,
    lng: 4.53,
  },
};
const fetch = vi.fn(async (url: string) => {
  const query = new URL(url, "http://localhost").searchParams;
  const found = known[`${query.get("postcode")} ${query.get("housenumber")}`];
  return new Response(
    JSON.stringify(found ? { status: "ok", results: [found] } : { status: "error", results: [] }),
  );
});

async function settle() {
  await act(async () => {
    vi.advanceTimersByTime(300);
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetch.mockClear();
  vi.stubGlobal("fetch", fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useAddressForm's postcode lookup", () => {
  it("fills and locks street and city for a known address, with its position", async () => {
    const { result } = renderHook(() => useAddressForm("NL", addressFormSchema("NL")));
    act(() => result.current.set("zipcode", "2991xj"));
    act(() => result.current.set("housenumber", "8"));
    expect(result.current.lookupStatus).toBe("pending");
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.lookupStatus).toBe("found");
    expect(result.current.values).toMatchObject({ street: "Dierensteinweg", city: "Barendrecht" });
    expect(result.current.locked).toBe(true);
    expect(result.current.toAddress()).toMatchObject({ lat: 51.85, lon: 4.53 });
    act(() => result.current.unlock());
    expect(result.current.locked).toBe(false);
  });

  it("empties a filled street and city when a new house number finds nothing", async () => {
    const { result } = renderHook(() => useAddressForm("NL", addressFormSchema("NL")));
    act(() => result.current.set("zipcode", "2991XJ"));
    act(() => result.current.set("housenumber", "8"));
    await settle();
    act(() => result.current.set("housenumber", "9"));
    expect(result.current.locked).toBe(false);
    await settle();
    expect(result.current.lookupStatus).toBe("not-found");
    expect(result.current.values).toMatchObject({ street: "", city: "" });
    expect(result.current.toAddress().lat).toBeUndefined();
  });

  it("does not ask again for an address restored with its street and city", async () => {
    const initial = { zipcode: "2991XJ", housenumber: "8", street: "Eigen straat", city: "Barendrecht" };
    const { result } = renderHook(() => useAddressForm("NL", addressFormSchema("NL"), initial));
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.lookupStatus).toBe("not-found");
    expect(result.current.values.street).toBe("Eigen straat");
  });

  it("asks nothing outside NL", async () => {
    const { result } = renderHook(() => useAddressForm("BE", addressFormSchema("BE")));
    act(() => result.current.set("zipcode", "2000"));
    act(() => result.current.set("housenumber", "8"));
    await settle();
    expect(result.current.lookupStatus).toBe("off");
    expect(fetch).not.toHaveBeenCalled();
  });
});
