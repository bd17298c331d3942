// The per-pixel warp puts the product's pixels where the marked corners say, leaves the rest transparent, and
// does not darken the product's edge with its transparent surroundings.
import { describe, expect, it } from "vitest";
import { type Quad, quadToRect } from "./perspective";
import { type Pixels, warpPixels } from "./warp";

function image(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number, number],
) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  }
  return { data, width, height };
}

function pixel(p: Pixels, x: number, y: number): number[] {
  const i = (y * p.width + x) * 4;
  return Array.from(p.data.slice(i, i + 4));
}

// A 40 × 40 drawing: left half red, right half blue, all opaque.
const drawing = image(40, 40, (x) => (x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255]));
const rect = { x: 0, y: 0, w: 40, h: 40 };

describe("warpPixels", () => {
  it("fills the marked quad with the drawing and leaves the rest of the box transparent", () => {
    const quad: Quad = [
      { x: 20, y: 10 },
      { x: 80, y: 20 },
      { x: 80, y: 70 },
      { x: 20, y: 80 },
    ];
    const m = quadToRect(rect, quad);
    if (!m) throw new Error("no matrix");
    const out = { data: new Uint8ClampedArray(100 * 100 * 4), width: 100, height: 100 };
    warpPixels(drawing, 1, out, 0, 0, m, rect);
    expect(pixel(out, 30, 45)).toEqual([255, 0, 0, 255]);
    expect(pixel(out, 75, 45)).toEqual([0, 0, 255, 255]);
    expect(pixel(out, 5, 5)[3]).toBe(0);
    expect(pixel(out, 90, 45)[3]).toBe(0);
    // The left edge is taller than the right (nearer): the colours' border lies right of the middle, as the
    // middle of the drawing is nearer the left.
    const row = Array.from({ length: 60 }, (_, i) => pixel(out, 20 + i, 45));
    const firstBlue = row.findIndex((p) => (p[2] ?? 0) > (p[0] ?? 0));
    expect(20 + firstBlue).toBeGreaterThan(50);
  });

  it("reads a half-size copy of the drawing at the same places", () => {
    const half = image(20, 20, (x) => (x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255]));
    const quad: Quad = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 40, y: 40 },
      { x: 0, y: 40 },
    ];
    const m = quadToRect(rect, quad);
    if (!m) throw new Error("no matrix");
    const out = { data: new Uint8ClampedArray(40 * 40 * 4), width: 40, height: 40 };
    warpPixels(half, 0.5, out, 0, 0, m, rect);
    expect(pixel(out, 5, 20)).toEqual([255, 0, 0, 255]);
    expect(pixel(out, 35, 20)).toEqual([0, 0, 255, 255]);
  });

  it("keeps an edge's colour next to transparency (no dark fringe)", () => {
    const island = image(10, 10, (x, y) =>
      x >= 3 && x < 7 && y >= 3 && y < 7 ? [250, 250, 250, 255] : [0, 0, 0, 0],
    );
    const small = { x: 0, y: 0, w: 10, h: 10 };
    const quad: Quad = [
      { x: 0, y: 0 },
      { x: 25, y: 0 },
      { x: 25, y: 25 },
      { x: 0, y: 25 },
    ];
    const m = quadToRect(small, quad);
    if (!m) throw new Error("no matrix");
    const out = { data: new Uint8ClampedArray(25 * 25 * 4), width: 25, height: 25 };
    warpPixels(island, 1, out, 0, 0, m, small);
    for (let x = 0; x < 25; x++) {
      const [r, , , a] = pixel(out, x, 12);
      if ((a ?? 0) > 0) expect(r).toBe(250);
    }
  });

  it("fills whole blocks from one sample when drawing fast, with the same colours", () => {
    const quad: Quad = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 40, y: 40 },
      { x: 0, y: 40 },
    ];
    const m = quadToRect(rect, quad);
    if (!m) throw new Error("no matrix");
    const out = { data: new Uint8ClampedArray(41 * 41 * 4), width: 41, height: 41 };
    warpPixels(drawing, 1, out, 0, 0, m, rect, 2);
    expect(pixel(out, 4, 5)).toEqual([255, 0, 0, 255]);
    expect(pixel(out, 5, 5)).toEqual([255, 0, 0, 255]);
    expect(pixel(out, 35, 36)).toEqual([0, 0, 255, 255]);
    // The odd last column is a block cut short, outside the drawing: transparent, not out of bounds.
    expect(pixel(out, 40, 20)[3]).toBe(0);
  });
});
