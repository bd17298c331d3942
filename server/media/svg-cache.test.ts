// The image cache holds at most its budget of bytes however many different images are asked for.
import { describe, expect, it } from "vitest";
import { SvgCache } from "./svg-cache.ts";

describe("SvgCache", () => {
  it("stays within its byte budget when every request is another image", () => {
    const cache = new SvgCache(100_000);
    for (let i = 0; i < 1000; i++)
      cache.get(`/media/swatch/${i}.svg`, () => `<svg>${"x".repeat(5_000)}</svg>`);
    expect(cache.bytes).toBeGreaterThan(90_000);
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
  });

  it("draws an image once and answers it with the same etag", () => {
    const cache = new SvgCache(100_000);
    let draws = 0;
    const draw = () => {
      draws++;
      return "<svg></svg>";
    };
    const first = cache.get("/media/logo.svg", draw);
    expect(cache.get("/media/logo.svg", draw)).toBe(first);
    expect(draws).toBe(1);
  });
});
