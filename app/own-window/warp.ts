// The per-pixel perspective warp: every photo pixel in a box asks the inverse map which point of the product's
// drawing lands on it and takes that colour, interpolated between the four nearest source pixels. Pure (typed
// arrays in, typed arrays out), so it runs the same in the browser and in the unit tests.
import type { Matrix3, Rect } from "./perspective";

/** RGBA pixels, not premultiplied, as ImageData holds them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Fills `out` (a box of the photo whose top-left pixel is at `outX`, `outY`) with the product as `toSource` maps
 * it. `toSource` gives points in the product drawing's pixels; `src` may be a smaller copy of that drawing,
 * `srcScale` times its size. Only points inside `bounds` (the drawing's painted part) are taken; elsewhere `out`
 * stays transparent. With `step` 2 or more, one sample fills a step × step block: a quarter of the work or less,
 * for the redraws while a corner is being dragged.
 */
export function warpPixels(
  src: Pixels,
  srcScale: number,
  out: Pixels,
  outX: number,
  outY: number,
  toSource: Matrix3,
  bounds: Rect,
  step = 1,
): void {
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = toSource;
  const s = src.data;
  const o = out.data;
  const sw = src.width;
  const sh = src.height;
  const right = bounds.x + bounds.w;
  const bottom = bounds.y + bounds.h;
  const half = step / 2;
  for (let y = 0; y < out.height; y += step) {
    const py = outY + y + half;
    for (let x = 0; x < out.width; x += step) {
      const px = outX + x + half;
      const w = m6 * px + m7 * py + m8;
      if (w <= 1e-12) continue;
      const ax = (m0 * px + m1 * py + m2) / w;
      const ay = (m3 * px + m4 * py + m5) / w;
      if (ax < bounds.x || ay < bounds.y || ax >= right || ay >= bottom) continue;
      // Bilinear, with premultiplied colours so transparent neighbours do not darken the edge.
      const fx = ax * srcScale - 0.5;
      const fy = ay * srcScale - 0.5;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const tx = fx - x0;
      const ty = fy - y0;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < 4; k++) {
        const sx = x0 + (k & 1);
        const sy = y0 + (k >> 1);
        if (sx < 0 || sy < 0 || sx >= sw || sy >= sh) continue;
        const weight = (k & 1 ? tx : 1 - tx) * (k >> 1 ? ty : 1 - ty);
        const i = (sy * sw + sx) * 4;
        const alpha = (s[i + 3] ?? 0) * weight;
        r += (s[i] ?? 0) * alpha;
        g += (s[i + 1] ?? 0) * alpha;
        b += (s[i + 2] ?? 0) * alpha;
        a += alpha;
      }
      if (a <= 0) continue;
      const red = r / a;
      const green = g / a;
      const blue = b / a;
      for (let by = y; by < Math.min(y + step, out.height); by++) {
        for (let bx = x; bx < Math.min(x + step, out.width); bx++) {
          const j = (by * out.width + bx) * 4;
          o[j] = red;
          o[j + 1] = green;
          o[j + 2] = blue;
          o[j + 3] = a;
        }
      }
    }
  }
}
