// The header's suggestions: the listbox's options in order, and the look-up behind them (300 ms after typing
// stops, the query asked as typed, one answer per query whatever its case, the last list shown while asking).
// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUGGEST_DEBOUNCE_MS, type Suggestions, suggestionOptions, useSuggestions } from "./suggestions";

const answer: Suggestions = {
  query: "antr",
  corrected: null,
  products: [
    {
      id: 1,
      name: "Rolgordijn",
      url: "/rolgordijn",
      thumbnail: "/t.svg",
      category: "Rolgordijnen",
      price: 3396,
    },
  ],
  categories: [{ name: "Rolgordijnen", url: "/rolgordijnen" }],
  colours: [{ name: "Antraciet", hex: "#333333", url: "/zoeken?q=Antraciet" }],
  results_url: "/zoeken?q=antr",
};

describe("suggestionOptions", () => {
  it("lists products, categories and colours in that order, then all results for the query", () => {
    const options = suggestionOptions(answer);
    expect(options.map((o) => [o.kind, o.url])).toEqual([
      ["product", "/rolgordijn"],
      ["category", "/rolgordijnen"],
      ["colour", "/zoeken?q=Antraciet"],
      ["all", "/zoeken?q=antr"],
    ]);
    expect(options.at(-1)?.label).toBe("Alle resultaten voor ‘antr’");
  });

  it("offers all results even when nothing is suggested", () => {
    expect(
      suggestionOptions({ ...answer, products: [], categories: [], colours: [] }).map((o) => o.kind),
    ).toEqual(["all"]);
  });
});

describe("useSuggestions", () => {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const query = new URL(url, "http://localhost").searchParams.get("q") ?? "";
    return new Response(JSON.stringify({ ...answer, query }), { status: 200 });
  });
  beforeEach(() => {
    vi.useFakeTimers();
    fetch.mockClear();
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  async function wait(ms: number) {
    await act(async () => {
      vi.advanceTimersByTime(ms);
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
  }

  it("asks once typing stopped, the query as typed, and keeps the answer for the query in any case", async () => {
    const { result, rerender } = renderHook(({ value }) => useSuggestions(value), {
      initialProps: { value: "A" },
    });
    expect(result.current).toEqual({ suggestions: null, loading: false });
    rerender({ value: "Antr" });
    expect(result.current.loading).toBe(true);
    await wait(SUGGEST_DEBOUNCE_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await wait(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toContain("search/suggest?q=Antr");
    expect(result.current).toMatchObject({ suggestions: { query: "Antr" }, loading: false });
    rerender({ value: "antr" });
    expect(result.current).toMatchObject({ suggestions: { query: "Antr" }, loading: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the last list while the next query is asked, and shows none for a query too short", async () => {
    const { result, rerender } = renderHook(({ value }) => useSuggestions(value), {
      initialProps: { value: "ro" },
    });
    await wait(SUGGEST_DEBOUNCE_MS);
    const first = result.current.suggestions;
    expect(first).toMatchObject({ query: "ro" });
    rerender({ value: "rol" });
    expect(result.current).toEqual({ suggestions: first, loading: true });
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(result.current).toMatchObject({ suggestions: { query: "rol" }, loading: false });
    rerender({ value: "r" });
    expect(result.current).toEqual({ suggestions: null, loading: false });
  });
});
