// Drawing the own-window preview in the browser: decoding the visitor's photo (turned upright by its EXIF
// orientation, scaled to at most 2048 px), loading the configurator's preview layers, and drawing the product
// onto the photo in perspective on a 2D canvas by cutting it into small triangles, each drawn with its own affine
// transform (the projective map of perspective.ts at the triangle's corners).
import { fitWithin, type Point, type Quad, type Rect, rectToQuad, triangleAffine } from "./perspective";

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
  fabric: HTMLImageElement | null;
  others: HTMLImageElement[];
  /** The covering itself (fabric and system), in the canvas's pixels: this goes onto the marked window. */
  body: Rect;
  /** The fabric alone, which the slider shortens from the top. */
  fabricBox: Rect | null;
  /** Everything drawn (with brackets and the chain), which the mesh covers. */
  extent: Rect;
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image(ART_W * ART_SCALE, ART_H * ART_SCALE);
  image.src = src;
  await image.decode();
  return image;
}

/** The box of the pixels an image paints (alpha above a trace), measured on a small copy; null when empty. */
function paintedBox(images: HTMLImageElement[]): Rect | null {
  if (images.length === 0) return null;
  const w = ART_W / 2;
  const h = ART_H / 2;
  const canvas = document.createElement("canvas");
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  for (const image of images) ctx.drawImage(image, 0, 0, w, h);
  const { data } = ctx.getImageData(0, 0, w, h);
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if ((data[(y * w + x) * 4 + 3] ?? 0) > 8) {
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

/** Loads the preview's layers (same-origin SVGs, so the canvas stays exportable) and measures the product. */
export async function loadProductArt(preview: { id: string; layers: string[] }): Promise<ProductArt> {
  const size = `w=${ART_W * ART_SCALE}&h=${ART_H * ART_SCALE}`;
  const named = await Promise.all(
    preview.layers.map(async (url) => ({
      name: /\/([a-z]+)\.svg/.exec(url)?.[1] ?? "",
      image: await loadImage(`${url}${url.includes("?") ? "&" : "?"}${size}`),
    })),
  );
  const fabric = named.find((l) => l.name === "fabric")?.image ?? null;
  const system = named.find((l) => l.name === "system")?.image ?? null;
  const others = named.filter((l) => l.name !== "fabric").map((l) => l.image);
  const all = named.map((l) => l.image);
  const extent = paintedBox(all);
  if (!extent) throw new Error("De voorbeeldlagen zijn leeg.");
  const body = paintedBox([fabric, system].filter((i): i is HTMLImageElement => i !== null)) ?? extent;
  return { id: preview.id, fabric, others, body, fabricBox: fabric ? paintedBox([fabric]) : null, extent };
}

/** The product as drawn with the covering closed by `closed` (0 open … 1 closed), on a canvas of the art's size. */
export function composeProduct(art: ProductArt, closed: number, opening: boolean): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = ART_W * ART_SCALE;
  canvas.height = ART_H * ART_SCALE;
  const ctx = canvas.getContext("2d");
  if (!ctx) return canvas;
  if (art.fabric) {
    ctx.save();
    if (opening && art.fabricBox) {
      // Open, a roller blind or a shutter is the same covering, only shorter: its top part stays.
      const box = art.fabricBox;
      const visible = box.h * Math.max(0.04, Math.min(1, closed));
      ctx.beginPath();
      ctx.rect(0, 0, canvas.width, box.y + visible);
      ctx.clip();
    }
    ctx.drawImage(art.fabric, 0, 0, canvas.width, canvas.height);
    ctx.restore();
  }
  for (const image of art.others) ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

function drawTriangle(
  ctx: CanvasRenderingContext2D,
  source: CanvasImageSource,
  s: readonly [Point, Point, Point],
  t: readonly [Point, Point, Point],
) {
  const m = triangleAffine(s, t);
  if (!m) return;
  // Each triangle is clipped a little larger than itself, so no hairline of photo shows between neighbours.
  const cx = (t[0].x + t[1].x + t[2].x) / 3;
  const cy = (t[0].y + t[1].y + t[2].y) / 3;
  ctx.save();
  ctx.beginPath();
  t.forEach((p, i) => {
    const d = Math.hypot(p.x - cx, p.y - cy) || 1;
    const x = p.x + ((p.x - cx) / d) * 0.6;
    const y = p.y + ((p.y - cy) / d) * 0.6;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
  ctx.clip();
  ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
  const xs = s.map((p) => p.x);
  const ys = s.map((p) => p.y);
  const sx = Math.max(0, Math.floor(Math.min(...xs)) - 2);
  const sy = Math.max(0, Math.floor(Math.min(...ys)) - 2);
  const sw = Math.ceil(Math.max(...xs)) + 2 - sx;
  const sh = Math.ceil(Math.max(...ys)) + 2 - sy;
  ctx.drawImage(source, sx, sy, sw, sh, sx, sy, sw, sh);
  ctx.restore();
}

/**
 * Draws the photo and, when the corners make a window, the product in perspective on it. Returns the Dutch hint
 * when they do not (the photo is then drawn alone).
 */
export function drawScene(
  canvas: HTMLCanvasElement,
  photo: HTMLCanvasElement,
  product: { canvas: HTMLCanvasElement; art: ProductArt } | null,
  quad: Quad,
  cells = 14,
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
  const mapping = rectToQuad(product?.art.body ?? { x: 0, y: 0, w: 1, h: 1 }, quad);
  if (!mapping.ok) return mapping.message;
  if (!product) return null;
  const { extent } = product.art;
  const limit = 4 * Math.max(canvas.width, canvas.height);
  const grid: Point[][] = [];
  for (let j = 0; j <= cells; j++) {
    const row: Point[] = [];
    for (let i = 0; i <= cells; i++) {
      row.push({ x: extent.x + (extent.w * i) / cells, y: extent.y + (extent.h * j) / cells });
    }
    grid.push(row);
  }
  const mapped = grid.map((row) => row.map((p) => mapping.map(p)));
  const sane = (p: Point) =>
    Number.isFinite(p.x) && Number.isFinite(p.y) && Math.abs(p.x) < limit && Math.abs(p.y) < limit;
  for (let j = 0; j < cells; j++) {
    for (let i = 0; i < cells; i++) {
      const s00 = grid[j]?.[i];
      const s10 = grid[j]?.[i + 1];
      const s01 = grid[j + 1]?.[i];
      const s11 = grid[j + 1]?.[i + 1];
      const t00 = mapped[j]?.[i];
      const t10 = mapped[j]?.[i + 1];
      const t01 = mapped[j + 1]?.[i];
      const t11 = mapped[j + 1]?.[i + 1];
      if (!s00 || !s10 || !s01 || !s11 || !t00 || !t10 || !t01 || !t11) continue;
      if (![t00, t10, t01, t11].every(sane)) continue;
      drawTriangle(ctx, product.canvas, [s00, s10, s11], [t00, t10, t11]);
      drawTriangle(ctx, product.canvas, [s00, s11, s01], [t00, t11, t01]);
    }
  }
  return null;
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
