// The owner's product photos: their sizes and formats, their addresses, the upload's limits and the editor's check.
// Shared by the upload (server/media/), the catalogue snapshot, the product page and the back office's editor.

/** The widths every photo is resized to, never above the original's own width (no upscaling). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

/** The width of the copy a product card, the cart and a thumbnail show (480 css pixels at most). */
export const PHOTO_CARD_WIDTH = 640;

/** The formats of every width, best first: a browser takes the first it can show; JPEG shows everywhere. */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The file extension in a photo's address: `.jpg` for JPEG, as people and tools expect. */
export const PHOTO_EXTENSIONS: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** The upload's limits: a phone's photo fits easily, a scan of a poster does not. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
/** The short side at least this many pixels: smaller is blurry on the product page's 720 px wide image. */
export const PHOTO_MIN_SIDE = 600;
/** The file types the upload takes (the file input's `accept`); the server checks the bytes, not the type. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/** A photo's id: the first 32 hex digits of the SHA-256 of its original, so one file uploaded twice is one photo. */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{32}$/;

/** One photo of a product as the catalogue stores it (products.photos), in the order the page shows them. */
export interface ProductPhotoRef {
  id: string;
  /** What the photo shows, for people who cannot see it (the img's alt). */
  alt: string;
}

/** A photo as the storefront shows it: its reference with the original's size (after auto-rotation). */
export interface ProductPhoto extends ProductPhotoRef {
  width: number;
  height: number;
}

/**
 * The widths stored for a photo `originalWidth` pixels wide: each standard width below it, and the original's
 * own width when it is under the largest, so the sharpest copy is always there and nothing is enlarged.
 */
export function photoWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number);
  return [...PHOTO_WIDTHS.filter((w) => w < top), top];
}

/** The public address of one copy of a photo. */
export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  return `/media/foto/${id}-${width}.${PHOTO_EXTENSIONS[format]}`;
}

/** A `srcset` of every stored width in one format. */
export function photoSrcSet(photo: Pick<ProductPhoto, "id" | "width">, format: PhotoFormat): string {
  return photoWidths(photo.width)
    .map((w) => `${photoUrl(photo.id, w, format)} ${w}w`)
    .join(", ");
}

/** The JPEG copy nearest above `wanted` pixels wide (or the largest): for a plain `<img>` and for structured data. */
export function photoJpegUrl(photo: Pick<ProductPhoto, "id" | "width">, wanted: number): string {
  const widths = photoWidths(photo.width);
  const width = widths.find((w) => w >= wanted) ?? (widths[widths.length - 1] as number);
  return photoUrl(photo.id, width, "jpeg");
}

/**
 * The AVIF and WebP copies of a photo's JPEG address (a card's thumbnail), or null for any other address (a
 * drawing): a `<picture>` offers them first.
 */
export function photoSourcesOf(url: string): { avif: string; webp: string; jpeg: string } | null {
  const match = /^(\/media\/foto\/[0-9a-f]{32}-\d+)\.jpg$/.exec(url);
  if (!match) return null;
  return { avif: `${match[1]}.avif`, webp: `${match[1]}.webp`, jpeg: url };
}

export const PHOTO_MESSAGES = {
  heic: "Dit is een HEIC-foto (het standaardformaat van een iPhone), en die kunnen we niet gebruiken. Zet de foto om naar JPEG, of kies op de iPhone bij Instellingen > Camera > Formaten voor 'Meest compatibel'.",
  unreadable: "Dit bestand is geen foto die we kunnen lezen. Kies een JPEG-, PNG- of WebP-bestand.",
  tooLarge: "Deze foto is groter dan 15 MB. Kies een kleinere foto of verklein hem eerst.",
  tooManyPixels:
    "Deze foto heeft meer dan 40 megapixel. Verklein hem eerst (bijvoorbeeld tot 6000 pixels breed).",
  tooSmall: `Deze foto is te klein: de korte kant moet minstens ${PHOTO_MIN_SIDE} pixels zijn, anders is hij wazig op de productpagina.`,
  empty: "Er is geen foto meegestuurd. Kies een foto.",
  altMissing:
    "Beschrijf wat er op de foto staat (de alt-tekst); dat lezen mensen die de foto niet kunnen zien.",
  altTooLong: "Houd de alt-tekst korter dan 200 tekens.",
  duplicate: "Deze foto staat al bij dit product.",
  badId: "Deze foto bestaat niet (meer). Upload hem opnieuw.",
  tooMany: "Een product kan hoogstens 20 foto's hebben.",
} as const;

export const PHOTO_ALT_MAX = 200;
export const PHOTOS_PER_PRODUCT_MAX = 20;

/**
 * What is wrong with a product's photo list, by field (`photos.{index}.alt`, `photos`): empty when it can be
 * saved. The editor shows the messages beside the fields; the server runs the same check before it saves.
 */
export function photoListErrors(photos: readonly ProductPhotoRef[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (photos.length > PHOTOS_PER_PRODUCT_MAX) errors.photos = PHOTO_MESSAGES.tooMany;
  const seen = new Set<string>();
  photos.forEach((photo, i) => {
    if (!PHOTO_ID_PATTERN.test(photo.id)) errors[`photos.${i}.id`] = PHOTO_MESSAGES.badId;
    else if (seen.has(photo.id)) errors[`photos.${i}.id`] = PHOTO_MESSAGES.duplicate;
    seen.add(photo.id);
    const alt = photo.alt.trim();
    if (alt === "") errors[`photos.${i}.alt`] = PHOTO_MESSAGES.altMissing;
    else if (alt.length > PHOTO_ALT_MAX) errors[`photos.${i}.alt`] = PHOTO_MESSAGES.altTooLong;
  });
  return errors;
}

/** The list with the photo at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function movePhoto<T>(photos: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(photos.length - 1, to));
  if (from === target || from < 0 || from >= photos.length) return [...photos];
  const moved = [...photos];
  const [photo] = moved.splice(from, 1);
  moved.splice(target, 0, photo as T);
  return moved;
}

/** What a screen reader hears after a photo moved: its name and its new place. */
export function photoMovedMessage(name: string, place: number, count: number): string {
  return `${name} staat nu op plaats ${place} van ${count}.`;
}

/** A photo's name in the editor's buttons and messages: its alt text, or its place while it has none. */
export function photoName(photo: ProductPhotoRef, index: number): string {
  const alt = photo.alt.trim();
  return alt ? `Foto ‘${alt.length > 40 ? `${alt.slice(0, 40)}…` : alt}’` : `Foto ${index + 1}`;
}
