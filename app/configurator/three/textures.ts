// Procedural material textures drawn on an OffscreenCanvas 2D context (runs in the viewer worker).
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from "three";

export type TextureName = "plain" | "linen" | "structure" | "wood" | "metal" | "mesh";

const SIZE = 256;

/** Size of one texture tile in metres, per texture: the scene's UVs are in metres divided by this. */
export const TILE_M: Record<TextureName, number> = {
  plain: 0.5,
  linen: 0.12,
  structure: 0.2,
  wood: 0.6,
  metal: 0.5,
  mesh: 0.03,
};

export function textureName(t: string): TextureName {
  return t === "linen" || t === "structure" || t === "wood" || t === "metal" || t === "mesh" ? t : "plain";
}

/** Deterministic pseudo-random numbers, so the same colour always gives the same texture. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function rgb(hex: string): [number, number, number] {
  const h = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? "b8b2a6";
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour lightened (k > 0) or darkened (k < 0), as a CSS colour with alpha. */
function shade([r, g, b]: [number, number, number], k: number, a: number): string {
  const f = (c: number) => Math.round(k >= 0 ? c + (255 - c) * k : c * (1 + k));
  return `rgb(${f(r)} ${f(g)} ${f(b)} / ${a})`;
}

type Ctx = OffscreenCanvasRenderingContext2D;

function linen(c: Ctx, col: [number, number, number], rand: () => number): void {
  // Warp and weft threads of slightly varying thickness and tone.
  for (let y = 0; y < SIZE; y += 4) {
    c.fillStyle = shade(col, rand() < 0.5 ? -0.18 : 0.14, 0.25 + rand() * 0.3);
    c.fillRect(0, y + rand(), SIZE, 1 + rand() * 1.6);
  }
  for (let x = 0; x < SIZE; x += 4) {
    c.fillStyle = shade(col, rand() < 0.5 ? -0.2 : 0.12, 0.18 + rand() * 0.25);
    c.fillRect(x + rand(), 0, 1 + rand() * 1.4, SIZE);
  }
  // Slubs: short thick bits typical of linen.
  for (let i = 0; i < 70; i++) {
    c.fillStyle = shade(col, rand() < 0.5 ? -0.25 : 0.2, 0.35);
    c.fillRect(rand() * SIZE, Math.floor(rand() * 64) * 4, 6 + rand() * 22, 1.6);
  }
}

function structure(c: Ctx, col: [number, number, number], rand: () => number): void {
  for (let i = 0; i < 1600; i++) {
    c.fillStyle = shade(col, rand() < 0.5 ? -0.22 : 0.18, 0.25);
    const w = 2 + rand() * 7;
    c.fillRect(rand() * SIZE, rand() * SIZE, w, 2 + rand() * 2);
  }
  for (let y = 0; y < SIZE; y += 16) {
    c.fillStyle = shade(col, -0.3, 0.18);
    c.fillRect(0, y, SIZE, 1.5);
  }
}

function wood(c: Ctx, col: [number, number, number], rand: () => number): void {
  for (let i = 0; i < 46; i++) {
    const y0 = rand() * SIZE;
    const amp = 2 + rand() * 6;
    const ph = rand() * Math.PI * 2;
    c.strokeStyle = shade(col, rand() < 0.7 ? -0.28 : 0.18, 0.2 + rand() * 0.3);
    c.lineWidth = 0.6 + rand() * 2.2;
    c.beginPath();
    for (let x = -8; x <= SIZE + 8; x += 8) {
      const y = y0 + Math.sin((x / SIZE) * Math.PI * 2 + ph) * amp;
      if (x < 0) c.moveTo(x, y);
      else c.lineTo(x, y);
    }
    c.stroke();
  }
  // A knot.
  c.fillStyle = shade(col, -0.35, 0.3);
  c.beginPath();
  c.ellipse(SIZE * 0.62, SIZE * 0.4, 16, 4, 0, 0, Math.PI * 2);
  c.fill();
}

function metal(c: Ctx, col: [number, number, number], rand: () => number): void {
  for (let y = 0; y < SIZE; y++) {
    c.fillStyle = rand() < 0.5 ? `rgb(255 255 255 / ${rand() * 0.12})` : `rgb(0 0 0 / ${rand() * 0.08})`;
    c.fillRect(0, y, SIZE, 1);
  }
  for (let i = 0; i < 60; i++) {
    c.fillStyle = shade(col, 0.4, 0.18);
    c.fillRect(rand() * SIZE, rand() * SIZE, 30 + rand() * 120, 0.6);
  }
}

function mesh(c: Ctx, col: [number, number, number]): void {
  // A fine square grid: threads in the colour, the gaps lighter and see-through (alpha).
  c.clearRect(0, 0, SIZE, SIZE);
  c.fillStyle = shade(col, 0.25, 0.28);
  c.fillRect(0, 0, SIZE, SIZE);
  const n = 16;
  const step = SIZE / n;
  c.fillStyle = shade(col, 0, 1);
  for (let i = 0; i < n; i++) {
    c.fillRect(0, i * step, SIZE, step * 0.35);
    c.fillRect(i * step, 0, step * 0.35, SIZE);
  }
}

function plain(c: Ctx, col: [number, number, number], rand: () => number): void {
  for (let i = 0; i < 2500; i++) {
    c.fillStyle = shade(col, rand() < 0.5 ? -0.08 : 0.08, 0.35);
    c.fillRect(rand() * SIZE, rand() * SIZE, 1.5, 1.5);
  }
}

/** A repeating texture in colour `hex`; UVs are expected in tiles (metres / TILE_M). */
export function makeTexture(name: TextureName, hex: string): CanvasTexture<OffscreenCanvas> {
  const canvas = new OffscreenCanvas(SIZE, SIZE);
  const c = canvas.getContext("2d");
  if (!c) throw new Error("2d context");
  const col = rgb(hex);
  const rand = rng(col[0] * 65536 + col[1] * 256 + col[2] + name.length * 7919);
  c.fillStyle = shade(col, 0, 1);
  c.fillRect(0, 0, SIZE, SIZE);
  if (name === "linen") linen(c, col, rand);
  else if (name === "structure") structure(c, col, rand);
  else if (name === "wood") wood(c, col, rand);
  else if (name === "metal") metal(c, col, rand);
  else if (name === "mesh") mesh(c, col);
  else plain(c, col, rand);
  const tex = new CanvasTexture(canvas);
  tex.wrapS = RepeatWrapping;
  tex.wrapT = RepeatWrapping;
  tex.colorSpace = SRGBColorSpace;
  tex.anisotropy = 4;
  return tex;
}

/** A vertical gradient (sky behind the window, backdrop) as a texture. */
export function gradientTexture(stops: [number, string][]): CanvasTexture<OffscreenCanvas> {
  const canvas = new OffscreenCanvas(4, 256);
  const c = canvas.getContext("2d");
  if (!c) throw new Error("2d context");
  const g = c.createLinearGradient(0, 0, 0, 256);
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  c.fillStyle = g;
  c.fillRect(0, 0, 4, 256);
  const tex = new CanvasTexture(canvas);
  tex.colorSpace = SRGBColorSpace;
  return tex;
}

/** Subtle plaster noise for the wall (neutral, multiplied with the wall colour). */
export function plasterTexture(): CanvasTexture<OffscreenCanvas> {
  const canvas = new OffscreenCanvas(SIZE, SIZE);
  const c = canvas.getContext("2d");
  if (!c) throw new Error("2d context");
  c.fillStyle = "#ffffff";
  c.fillRect(0, 0, SIZE, SIZE);
  const rand = rng(42);
  for (let i = 0; i < 3000; i++) {
    c.fillStyle = rand() < 0.5 ? `rgb(0 0 0 / ${rand() * 0.025})` : `rgb(255 255 255 / ${rand() * 0.5})`;
    c.fillRect(rand() * SIZE, rand() * SIZE, 1 + rand() * 2, 1 + rand() * 2);
  }
  const tex = new CanvasTexture(canvas);
  tex.wrapS = RepeatWrapping;
  tex.wrapT = RepeatWrapping;
  tex.colorSpace = SRGBColorSpace;
  return tex;
}

/** Square stone terrace tiles with joints (neutral grey), for outdoor products. */
export function tilesTexture(): CanvasTexture<OffscreenCanvas> {
  const canvas = new OffscreenCanvas(SIZE, SIZE);
  const c = canvas.getContext("2d");
  if (!c) throw new Error("2d context");
  const rand = rng(7);
  c.fillStyle = "#8d8a84";
  c.fillRect(0, 0, SIZE, SIZE);
  const n = 2;
  const t = SIZE / n;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const v = 178 + Math.round(rand() * 14);
      c.fillStyle = `rgb(${v} ${v - 3} ${v - 8})`;
      c.fillRect(i * t + 2, j * t + 2, t - 4, t - 4);
      for (let k = 0; k < 500; k++) {
        c.fillStyle = rand() < 0.5 ? "rgb(0 0 0 / 6%)" : "rgb(255 255 255 / 8%)";
        c.fillRect(i * t + 2 + rand() * (t - 6), j * t + 2 + rand() * (t - 6), 2, 2);
      }
    }
  }
  const tex = new CanvasTexture(canvas);
  tex.wrapS = RepeatWrapping;
  tex.wrapT = RepeatWrapping;
  tex.colorSpace = SRGBColorSpace;
  return tex;
}
