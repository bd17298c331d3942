// The debounced look-up with a fake fetch and fake timers: one request once typing stops, a stale answer
// never shows, a key asked twice is fetched once, only the latest answers are kept, and a failure shows as an
// error and is asked again.
// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callApi } from "../api/client";
import { useDebouncedLookup } from "./useDebouncedLookup";

/** A fetch whose answers the test releases one by one; an aborted request rejects as the browser's does. */
function fakeFetch() {
  const calls: { url: string; resolve: (body: unknown, status?: number) => void; aborted: () => boolean }[] =
    [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      calls.push({
        url,
        aborted: () => Boolean(signal?.aborted),
        resolve: (body, status = 200) =>
          resolve(
            new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
          ),
      });
    });
  });
  return { fetch, calls };
}

const ask = (key: string, signal: AbortSignal) =>
  callApi<{ key: string }>("GET", `look?q=${key}`, undefined, { signal });

/** Lets the fake answers' promise chains run. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

let fake: ReturnType<typeof fakeFetch>;
beforeEach(() => {
  vi.useFakeTimers();
  fake = fakeFetch();
  vi.stubGlobal("fetch", fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function render(initial: string | null, onError?: (key: string, error: unknown) => void) {
  return renderHook(({ key }) => useDebouncedLookup(key, ask, { delay: 300, onError }), {
    initialProps: { key: initial },
  });
}

describe("useDebouncedLookup", () => {
  it("asks nothing without a key", () => {
    const { result } = render(null);
    vi.advanceTimersByTime(1000);
    expect(result.current).toEqual({ status: "idle", key: null });
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it("asks once, for what stands after typing stops", async () => {
    const { result, rerender } = render("2");
    for (const key of ["29", "299", "2991"]) {
      act(() => vi.advanceTimersByTime(100));
      rerender({ key });
    }
    expect(fake.fetch).not.toHaveBeenCalled();
    expect(result.current).toEqual({ status: "pending", key: "2991" });
    act(() => vi.advanceTimersByTime(299));
    expect(fake.fetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    expect(fake.calls[0]?.url).toContain("look?q=2991");
    fake.calls[0]?.resolve({ key: "2991" });
    await settle();
    expect(result.current).toEqual({ status: "done", key: "2991", value: { key: "2991" } });
  });

  it("aborts the request for an older key, whose late answer never shows", async () => {
    const onAnswer = vi.fn();
    const { result, rerender } = renderHook(({ key }) => useDebouncedLookup(key, ask, { onAnswer }), {
      initialProps: { key: "old" },
    });
    act(() => vi.advanceTimersByTime(300));
    rerender({ key: "new" });
    expect(fake.calls[0]?.aborted()).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    fake.calls[1]?.resolve({ key: "new" });
    await settle();
    // The old request answers after all (a server that ignores the abort): nothing changes.
    fake.calls[0]?.resolve({ key: "old" });
    await settle();
    expect(result.current).toEqual({ status: "done", key: "new", value: { key: "new" } });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith("new", { key: "new" });
  });

  it("ignores an answer that arrives after the key changed, even from a fetch deaf to the signal", async () => {
    let release: (value: string) => void = () => undefined;
    const deaf = vi.fn((key: string) => new Promise<string>((resolve) => (release = () => resolve(key))));
    const { result, rerender } = renderHook(({ key }) => useDebouncedLookup(key, deaf), {
      initialProps: { key: "a" as string | null },
    });
    act(() => vi.advanceTimersByTime(300));
    rerender({ key: null });
    release("a");
    await settle();
    expect(result.current.status).toBe("idle");
    rerender({ key: "a" });
    expect(result.current.status).toBe("pending");
  });

  it("fetches a key asked twice once, and shows the kept answer at once", async () => {
    const { result, rerender } = render("2991XJ");
    act(() => vi.advanceTimersByTime(300));
    fake.calls[0]?.resolve({ key: "2991XJ" });
    await settle();
    rerender({ key: "3011AA" });
    act(() => vi.advanceTimersByTime(300));
    fake.calls[1]?.resolve({ key: "3011AA" });
    await settle();
    rerender({ key: "2991XJ" });
    expect(result.current).toEqual({ status: "done", key: "2991XJ", value: { key: "2991XJ" } });
    act(() => vi.advanceTimersByTime(1000));
    expect(fake.fetch).toHaveBeenCalledTimes(2);
  });

  it("keeps only the latest answers: the oldest is fetched again once more keys were answered", async () => {
    const { result, rerender } = renderHook(({ key }) => useDebouncedLookup(key, ask, { keep: 2 }), {
      initialProps: { key: "a" },
    });
    for (const [index, key] of ["a", "b", "c"].entries()) {
      rerender({ key });
      act(() => vi.advanceTimersByTime(300));
      fake.calls[index]?.resolve({ key });
      await settle();
    }
    // b and c are kept: shown at once, nothing asked.
    for (const key of ["b", "c"]) {
      rerender({ key });
      expect(result.current).toEqual({ status: "done", key, value: { key } });
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(fake.fetch).toHaveBeenCalledTimes(3);
    // a was dropped when c came in: it is asked again.
    rerender({ key: "a" });
    expect(result.current).toEqual({ status: "pending", key: "a" });
    act(() => vi.advanceTimersByTime(300));
    expect(fake.fetch).toHaveBeenCalledTimes(4);
  });

  it("shows a failure as an error, tells onError, and asks the key again later", async () => {
    const onError = vi.fn();
    const { result, rerender } = render("2991XJ", onError);
    act(() => vi.advanceTimersByTime(300));
    fake.calls[0]?.resolve({ errors: {} }, 503);
    await settle();
    expect(result.current.status).toBe("error");
    expect(result.current.status === "error" && (result.current.error as Error).message).toBe(
      "HTTP error 503",
    );
    expect(onError).toHaveBeenCalledTimes(1);
    rerender({ key: null });
    rerender({ key: "2991XJ" });
    act(() => vi.advanceTimersByTime(300));
    expect(fake.fetch).toHaveBeenCalledTimes(2);
  });

  it("stops on unmount: the timer is cleared and nothing is asked", () => {
    const { unmount } = render("2991XJ");
    unmount();
    vi.advanceTimersByTime(1000);
    expect(fake.fetch).not.toHaveBeenCalled();
  });
});
