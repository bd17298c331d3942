// Material textures as transparent overlay patterns, tinted from the colour they lie on.

import type { SeedColour } from "../../catalog/types.ts";
import { shades } from "./color.ts";
import { n, rect, type Svg } from "./svg.ts";

export type Texture = SeedColour["texture"];

// Deterministic pseudo-random layouts for the woven textures (fixed seed: same every call).
function lcg(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

const LINEN = (() => {
  const random = lcg(7);
  let dark = "";
  let lite = "";
  for (let i = 0; i < 12; i++) {
    const o = (0.04 + random() * 0.12).toFixed(2);
    dark += `<rect x="0" y="${i * 2}" width="24" height="0.9" opacity="${o}"/>`;
  }
  for (let i = 0; i < 12; i++) {
    const o = (0.04 + random() * 0.1).toFixed(2);
    lite += `<rect x="${i * 2}" y="0" width="0.9" height="24" opacity="${o}"/>`;
  }
  return { dark, lite };
})();

const STRUCTURE = (() => {
  const random = lcg(19);
  let dark = "";
  let lite = "";
  for (let i = 0; i < 46; i++) {
    const x = (random() * 24).toFixed(1);
    const y = (random() * 24).toFixed(1);
    const w = (1.6 + random() * 2.6).toFixed(1);
    const rot = Math.round((random() - 0.5) * 50);
    const o = (0.14 + random() * 0.2).toFixed(2);
    const el = `<rect x="${x}" y="${y}" width="${w}" height="1.3" rx="0.65" opacity="${o}" transform="rotate(${rot} ${x} ${y})"/>`;
    if (i % 2) dark += el;
    else lite += el;
  }
  return { dark, lite };
})();

const METAL_LINES: [number, number, boolean][] = [
  [0.5, 0.5, true],
  [1.6, 0.4, false],
  [2.4, 0.7, true],
  [3.7, 0.4, false],
  [4.6, 0.5, true],
  [5.8, 0.6, false],
  [6.9, 0.4, true],
  [8.2, 0.5, false],
  [9.1, 0.4, true],
];

/**
 * An overlay pattern (transparent where there is no thread or grain) for `texture` on colour `hex`,
 * scaled by k. Returns "url(#..)" or null for plain colours.
 */
export function textureFill(svg: Svg, hex: string, texture: Texture, scale = 1, name = "tx"): string | null {
  const tones = shades(hex);
  const tr = scale === 1 ? "" : ` patternTransform="scale(${n(scale)})"`;
  const dark = tones.dark3;
  const lite = tones.light3;
  switch (texture) {
    case "linen": {
      const b = `<g fill="${dark}">${LINEN.dark}</g><g fill="${lite}">${LINEN.lite}</g>`;
      return svg.pattern(name, 24, 24, b, 0, 0, tr);
    }
    case "structure": {
      const b = `<g fill="${dark}">${STRUCTURE.dark}</g><g fill="${lite}">${STRUCTURE.lite}</g>${rect(0, 0, 24, 0.6, dark, 'opacity="0.06"')}${rect(0, 12, 24, 0.6, dark, 'opacity="0.06"')}`;
      return svg.pattern(name, 24, 24, b, 0, 0, tr);
    }
    case "wood": {
      let b = "";
      const waves: [number, number, number, boolean][] = [
        [4, 3, 0.9, false],
        [9, -2, 0.6, true],
        [14, 4, 1.2, false],
        [21, -3, 0.7, false],
        [26, 2, 2.4, true],
        [33, -4, 0.8, false],
        [38, 3, 0.6, false],
        [44, -2, 1.4, true],
      ];
      for (const [y, a, w, l] of waves) {
        b += `<path d="M0 ${y}C50 ${y + a} 70 ${y - a} 120 ${y}S190 ${y + a} 240 ${y}" fill="none" stroke="${l ? lite : dark}" stroke-width="${w}" opacity="${l ? 0.28 : 0.3}"/>`;
      }
      b += `<path d="M60 17c14-5 34-5 48 0c-14 4-34 4-48 0z" fill="${dark}" opacity="0.18"/>`;
      return svg.pattern(name, 240, 48, b, 0, 0, tr);
    }
    case "metal": {
      let b = "";
      for (const [y, w, l] of METAL_LINES)
        b += rect(0, y, 240, w, l ? "#ffffff" : "#000000", `opacity="${l ? 0.16 : 0.07}"`);
      b += rect(30, 3, 80, 0.5, "#ffffff", 'opacity="0.3"');
      b += rect(150, 7.5, 60, 0.5, "#000000", 'opacity="0.12"');
      return svg.pattern(name, 240, 10, b, 0, 0, tr);
    }
    case "mesh": {
      const b = `${rect(1, 1, 2.2, 2.2, lite, 'opacity="0.5"')}${rect(0, 0, 4, 0.6, dark, 'opacity="0.25"')}`;
      return svg.pattern(name, 4, 4, b, 0, 0, tr);
    }
    default:
      return null;
  }
}

/** Soft diagonal sheen overlay (gradient), for plain and every other surface. */
export function sheen(svg: Svg, strength = 1): string {
  return svg.lin(
    `sheen${Math.round(strength * 10)}`,
    [
      [0, "#ffffff", 0.22 * strength],
      [0.45, "#ffffff", 0.04 * strength],
      [1, "#000000", 0.14 * strength],
    ],
    0,
    0,
    1,
    1,
  );
}

/** Fill a shape region (given as its outline element factory) with colour, texture and sheen. */
export function material(
  svg: Svg,
  hex: string,
  texture: Texture,
  shape: (fill: string, attrs?: string) => string,
  scale = 1,
  name = "tx",
): string {
  const texturePaint = textureFill(svg, hex, texture, scale, name);
  return shape(hex) + (texturePaint ? shape(texturePaint) : "");
}
