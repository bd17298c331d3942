// Drawing the own-window preview in the browser: decoding the visitor's photo (turned upright by its EXIF
// orientation, scaled to at most 2048 px), loading the configurator's preview layers, and drawing the product
// onto the photo in perspective on a 2D canvas, pixel by pixel through the inverse map of perspective.ts.
import {
  BAD_QUAD_HINT,
  checkQuad,
  fitWithin,
  type Point,
  type Quad,
  quadToRect,
  type Rect,
  rectToQuad,
} from "./perspective";
import { type Pixels, warpPixels } from "./warp";

/** The layers' drawing size (their SVG viewBox), and how much sharper than that we draw them. */
const ART_W = 720;
const ART_H = 620;
const ART_SCALE = 2;

export const UNREADABLE_PHOTO =
  "We kunnen deze foto niet lezen. Kies een foto in JPG, PNG of WebP. Een HEIC-foto van een iPhone lukt niet in elke browser: kies dan bij het delen 'Meest compatibel' of maak er een schermafbeelding van.";

export class PhotoError extends Error {}

/** Decodes a picked photo; throws PhotoError with the Dutch message when the browser cannot read it. */
export async function loadPhoto(file: Blob): Promise<HTMLCanvasElement> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoError(UNREADABLE_PHOTO);
  }
  try {
    if (bitmap.width < 1 || bitmap.height < 1) throw new PhotoError(UNREADABLE_PHOTO);
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new PhotoError(UNREADABLE_PHOTO);
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas;
  } finally {
    bitmap.close();
  }
}

/** Kinds whose covering rolls, folds or slides up, so the 'Open / dicht' slider means something. */
const OPENING_KINDS: ReadonlySet<string> = new Set([
  "rolgordijn",
  "duo-rolgordijn",
  "plisse",
  "jaloezie",
  "vouwgordijn",
  "screen",
  "rolluik",
]);

export function canOpen(kind: string): boolean {
  return OPENING_KINDS.has(kind);
}

export interface ProductArt {
  /** The preview this art was drawn from (Preview.id). */
  id: string;
  /** Each layer drawn on a canvas of the art's size. */
  fabric: HTMLCanvasElement | null;
  /** Cassette, brackets, guides and the bottom rail. */
  system: HTMLCanvasElement | null;
  /** The chain or cord and the mounting, drawn as they are. */
  rest: HTMLCanvasElement[];
  /**
   * The covering itself (the opaque pixels of fabric and system, without their soft shadows), in the canvas's
   * pixels: this goes onto the marked window. The layers draw a blind partly down; stretched onto the window it
   * is closed, and the slider opens it from there.
   */
  body: Rect;
  /** The fabric's opaque part, which the slider lengthens or shortens from its top. */
  fabricBox: Rect | null;
  /** The rail at the fabric's foot (in the system layer), which moves with it; null when there is none. */
  rail: Rect | null;
  /** Everything drawn (with shadows, brackets and the chain): the part of the drawing the warp takes. */
  extent: Rect;
}

async function loadLayer(src: string): Promise<HTMLCanvasElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = ART_W * ART_SCALE;
  canvas.height = ART_H * ART_SCALE;
  canvas.getContext("2d", { willReadFrequently: true })?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * The box of the pixels layers paint with at least `alpha` (0–255), measured on a small copy, in the art
 * canvas's pixels; null when they paint nothing.
 */
function paintedBox(layers: (HTMLCanvasElement | null)[], alpha: number): Rect | null {
  const drawn = layers.filter((i): i is HTMLCanvasElement => i !== null);
  if (drawn.length === 0) return null;
  const w = ART_W / 2;
  const h = ART_H / 2;
  const canvas = document.createElement("canvas");
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  for (const layer of drawn) ctx.drawImage(layer, 0, 0, w, h);
  const { data } = ctx.getImageData(0, 0, w, h);
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if ((data[(y * w + x) * 4 + 3] ?? 0) >= alpha) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (x1 < 0) return null;
  const k = (ART_W * ART_SCALE) / w;
  return { x: x0 * k, y: y0 * k, w: (x1 - x0 + 1) * k, h: (y1 - y0 + 1) * k };
}

/**
 * The bottom rail: the opaque run of the system layer straight below the fabric's middle, starting at most a few
 * pixels under the fabric's foot, and as wide as that run reaches at its middle row.
 */
function findRail(system: HTMLCanvasElement, fabric: Rect): Rect | null {
  const ctx = system.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  const cx = Math.round(fabric.x + fabric.w / 2);
  const foot = Math.round(fabric.y + fabric.h);
  const from = Math.max(0, foot - 6);
  const to = Math.min(system.height, foot + 80);
  const column = ctx.getImageData(cx, from, 1, to - from).data;
  const opaque = (i: number) => (column[i * 4 + 3] ?? 0) >= 200;
  let top = -1;
  for (let i = 0; i < Math.min(column.length / 4, 20); i++) {
    if (opaque(i)) {
      top = i;
      break;
    }
  }
  if (top < 0) return null;
  let bottom = top;
  while (bottom + 1 < column.length / 4 && opaque(bottom + 1)) bottom++;
  const midY = from + Math.round((top + bottom) / 2);
  const row = ctx.getImageData(0, midY, system.width, 1).data;
  const solid = (x: number) => (row[x * 4 + 3] ?? 0) >= 200;
  let left = cx;
  while (left > 0 && solid(left - 1)) left--;
  let right = cx;
  while (right + 1 < system.width && solid(right + 1)) right++;
  return { x: left, y: from + top, w: right - left + 1, h: bottom - top + 1 };
}

/** Loads the preview's layers (same-origin SVGs, so the canvas stays exportable) and measures the product. */
export async function loadProductArt(preview: { id: string; layers: string[] }): Promise<ProductArt> {
  const size = `w=${ART_W * ART_SCALE}&h=${ART_H * ART_SCALE}`;
  const named = await Promise.all(
    preview.layers.map(async (url) => ({
      name: /\/([a-z]+)\.svg/.exec(url)?.[1] ?? "",
      layer: await loadLayer(`${url}${url.includes("?") ? "&" : "?"}${size}`),
    })),
  );
  const fabric = named.find((l) => l.name === "fabric")?.layer ?? null;
  const system = named.find((l) => l.name === "system")?.layer ?? null;
  const rest = named.filter((l) => l.name !== "fabric" && l.name !== "system").map((l) => l.layer);
  const extent = paintedBox(
    named.map((l) => l.layer),
    9,
  );
  if (!extent) throw new Error("De voorbeeldlagen zijn leeg.");
  const body = paintedBox([fabric, system], 200) ?? extent;
  const fabricBox = paintedBox([fabric], 200);
  const rail = system && fabricBox ? findRail(system, fabricBox) : null;
  return { id: preview.id, fabric, system, rest, body, fabricBox, rail, extent };
}

/** The product as drawn with the covering closed by `closed` (0 open … 1 closed), on a canvas of the art's size. */
export function composeProduct(art: ProductArt, closed: number, opening: boolean): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = ART_W * ART_SCALE;
  canvas.height = ART_H * ART_SCALE;
  const ctx = canvas.getContext("2d");
  if (!ctx) return canvas;
  const box = art.fabricBox;
  if (!opening || !box || !art.fabric) {
    for (const layer of [art.fabric, art.system, ...art.rest]) if (layer) ctx.drawImage(layer, 0, 0);
    return canvas;
  }
  // Closed, the covering reaches the window's foot (the body's, where the guides end); opened, it is shorter,
  // its pleats, slats or cloth drawn together towards the top, and the rail at its foot moves with it. The chain
  // keeps hanging full length.
  const rail = art.rail;
  const railBelow = rail ? rail.y + rail.h - (box.y + box.h) : 0;
  const full = Math.max(box.h, art.body.y + art.body.h - railBelow - box.y);
  const height = Math.max(full * 0.04, full * Math.min(1, closed));
  const shift = box.y + height - (box.y + box.h);
  ctx.drawImage(art.fabric, 0, box.y, canvas.width, box.h, 0, box.y, canvas.width, height);
  if (art.system) {
    if (rail) {
      // The system layer without its rail (and the rail's shadow), then the rail where the fabric now ends.
      const pad = 8;
      const cut = { x: rail.x - pad, y: rail.y - pad, w: rail.w + 2 * pad, h: rail.h + 3 * pad };
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, 0, canvas.width, canvas.height);
      ctx.rect(cut.x, cut.y, cut.w, cut.h);
      ctx.clip("evenodd");
      ctx.drawImage(art.system, 0, 0);
      ctx.restore();
      ctx.drawImage(art.system, cut.x, cut.y, cut.w, cut.h, cut.x, cut.y + shift, cut.w, cut.h);
    } else {
      ctx.drawImage(art.system, 0, 0);
    }
  }
  for (const layer of art.rest) ctx.drawImage(layer, 0, 0);
  return canvas;
}

/** Copies of a composed product at 1, 1/2, 1/4 … of its size, made when first needed (a drag reuses them). */
const levels = new WeakMap<HTMLCanvasElement, Map<number, Pixels>>();

function productPixels(product: HTMLCanvasElement, level: number): Pixels | null {
  let byLevel = levels.get(product);
  if (!byLevel) {
    byLevel = new Map();
    levels.set(product, byLevel);
  }
  const cached = byLevel.get(level);
  if (cached) return cached;
  const scale = 2 ** -level;
  const copy = document.createElement("canvas");
  copy.width = Math.max(1, Math.round(product.width * scale));
  copy.height = Math.max(1, Math.round(product.height * scale));
  const ctx = copy.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(product, 0, 0, copy.width, copy.height);
  const pixels = ctx.getImageData(0, 0, copy.width, copy.height);
  byLevel.set(level, pixels);
  return pixels;
}

const distance = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

/**
 * Draws the photo and, when the corners make a window, the product in perspective on it: each photo pixel near the
 * window takes the product's colour at the point the inverse map gives (warp.ts), from a copy of the product small
 * enough that no detail is skipped. Returns the Dutch hint when the corners make no window (the photo alone shows).
 */
export function drawScene(
  canvas: HTMLCanvasElement,
  photo: HTMLCanvasElement,
  product: { canvas: HTMLCanvasElement; art: ProductArt } | null,
  quad: Quad,
  /** 'fast' while a corner is dragged: one sample per 2 × 2 pixels (3 × 3 on a large photo). */
  quality: "fast" | "full" = "full",
): string | null {
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  if (canvas.width !== photo.width || canvas.height !== photo.height) {
    canvas.width = photo.width;
    canvas.height = photo.height;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(photo, 0, 0);
  const check = checkQuad(quad);
  if (!check.ok) return check.message;
  if (!product) return null;
  const { body, extent } = product.art;
  const toSource = quadToRect(body, quad);
  const forward = rectToQuad(body, quad);
  if (!toSource || !forward.ok) return BAD_QUAD_HINT;

  // The photo box the product can reach: its drawn extent's corners mapped, or the whole photo if the extent
  // reaches past the horizon.
  const corners = [
    { x: extent.x, y: extent.y },
    { x: extent.x + extent.w, y: extent.y },
    { x: extent.x + extent.w, y: extent.y + extent.h },
    { x: extent.x, y: extent.y + extent.h },
  ].map(forward.map);
  const finite = corners.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const x0 = finite ? Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x)))) : 0;
  const y0 = finite ? Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y)))) : 0;
  const x1 = finite ? Math.min(canvas.width, Math.ceil(Math.max(...corners.map((p) => p.x)))) : canvas.width;
  const y1 = finite
    ? Math.min(canvas.height, Math.ceil(Math.max(...corners.map((p) => p.y))))
    : canvas.height;
  if (x1 <= x0 || y1 <= y0) return null;

  // Shrinking the product more than twice would skip its pixels (a shimmer in the fabric): take a smaller copy.
  const shown = Math.min(distance(quad[0], quad[1]), distance(quad[3], quad[2]));
  const level = Math.max(0, Math.min(4, Math.floor(Math.log2(body.w / Math.max(shown, 1)))));
  const src = productPixels(product.canvas, level);
  if (!src) return null;
  const out = ctx.createImageData(x1 - x0, y1 - y0);
  const step = quality === "full" ? 1 : Math.max(canvas.width, canvas.height) > 1400 ? 3 : 2;
  warpPixels(src, src.width / product.canvas.width, out, x0, y0, toSource, extent, step);
  const layer = scratch(out.width, out.height);
  layer.getContext("2d")?.putImageData(out, 0, 0);
  ctx.drawImage(layer, 0, 0, out.width, out.height, x0, y0, out.width, out.height);
  return null;
}

let scratchCanvas: HTMLCanvasElement | null = null;

/** One scratch canvas for the warped product, reused between redraws (a drag redraws every frame). */
function scratch(width: number, height: number): HTMLCanvasElement {
  scratchCanvas ??= document.createElement("canvas");
  if (scratchCanvas.width < width || scratchCanvas.height < height) {
    scratchCanvas.width = Math.max(scratchCanvas.width, width);
    scratchCanvas.height = Math.max(scratchCanvas.height, height);
  }
  return scratchCanvas;
}

/** Offers the composed picture as a PNG download. */
export function downloadCanvas(canvas: HTMLCanvasElement, filename: string): Promise<void> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error("Het opslaan is niet gelukt."));
        return;
      }
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      resolve();
    }, "image/png");
  });
}
