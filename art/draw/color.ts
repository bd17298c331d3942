// Colour helpers for the drawings: every shade of a product is derived from its one hex colour.

export type Rgb = [number, number, number];

const FALLBACK = "#8a8a8a";

/** "#ABC", "abc", "#aabbcc" -> "#aabbcc"; anything else -> a neutral grey. */
export function normHex(input: string): string {
  let h = input.trim().replace(/^#/, "").toLowerCase();
  if (/^[0-9a-f]{3}$/.test(h)) h = [...h].map((colour) => colour + colour).join("");
  return /^[0-9a-f]{6}$/.test(h) ? `#${h}` : FALLBACK;
}

export function toRgb(hex: string): Rgb {
  const h = normHex(hex);
  return [
    Number.parseInt(h.slice(1, 3), 16),
    Number.parseInt(h.slice(3, 5), 16),
    Number.parseInt(h.slice(5, 7), 16),
  ];
}

function clampByte(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

export function fromRgb([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => clampByte(v).toString(16).padStart(2, "0")).join("")}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(attrs: string, b: string, t: number): string {
  const x = toRgb(attrs);
  const y = toRgb(b);
  return fromRgb([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Perceived brightness 0..1. */
export function luma(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Darker, keeping the hue and a little more saturation so shadows stay rich rather than muddy. */
export function darken(hex: string, t: number): string {
  const [r, g, b] = toRgb(hex);
  const max = Math.max(r, g, b, 1);
  // A deep version of the same hue: the colour scaled down, pushed a touch away from grey.
  const deep = fromRgb([
    ((r / max) ** 1.25 * 40) | 0,
    ((g / max) ** 1.25 * 40) | 0,
    ((b / max) ** 1.25 * 40) | 0,
  ]);
  return mix(hex, deep, t);
}

export function lighten(hex: string, t: number): string {
  return mix(hex, "#ffffff", t);
}

export interface Shades {
  /** The colour itself, normalised. */
  base: string;
  light1: string;
  light2: string;
  light3: string;
  dark1: string;
  dark2: string;
  dark3: string;
  /** Whether the colour is light (dark details read better on it). */
  light: boolean;
}

/** A ramp of shades around a colour, adapted to its brightness so light and dark colours both model well. */
export function shades(hex: string): Shades {
  const colour = normHex(hex);
  const L = luma(colour);
  return {
    base: colour,
    light1: lighten(colour, 0.1 + 0.14 * (1 - L)),
    light2: lighten(colour, 0.24 + 0.22 * (1 - L)),
    light3: lighten(colour, 0.5 + 0.2 * (1 - L)),
    dark1: darken(colour, 0.1 + 0.12 * L),
    dark2: darken(colour, 0.24 + 0.16 * L),
    dark3: darken(colour, 0.42 + 0.18 * L),
    light: L > 0.6,
  };
}

/** Neutral aluminium for hardware that goes with a colour: white-ish with light colours, anthracite with dark. */
export function hardware(hex: string): string {
  const L = luma(hex);
  if (L > 0.72) return "#eceae6";
  if (L > 0.45) return "#d9d9d6";
  return "#3b4046";
}
