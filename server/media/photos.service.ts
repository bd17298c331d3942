// The owner's product photos: an upload checked by its bytes, turned upright, stripped of its metadata (EXIF with
// GPS) and resized with sharp into every width and format the pages ask for; then one copy served by address.
import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  PHOTO_FORMATS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MESSAGES,
  PHOTO_MIN_SIDE,
  type PhotoFormat,
  photoUrl,
  photoWidths,
} from "../../domain/photos.ts";
import type { Db } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { mediaPhotos } from "./media.schema.ts";
import type { PhotoStore, PhotoVariant } from "./photo-store.ts";

export interface UploadedPhoto {
  id: string;
  width: number;
  height: number;
  variants: { width: number; format: PhotoFormat; url: string }[];
}

/** What the first bytes say a file is; the Content-Type a browser sends for it is not asked. */
export function sniffImage(bytes: Buffer): "jpeg" | "png" | "webp" | "heic" | "avif" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  // ISO base media (HEIF, AVIF): a box 'ftyp' at byte 4, its major brand after it, compatible brands further on.
  if (bytes.toString("latin1", 4, 8) === "ftyp") {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = bytes.toString("latin1", 8, boxSize);
    if (/hei[cxms]|hev[cxms]/.test(brands)) return "heic";
    if (/avi[fs]/.test(brands)) return "avif";
    if (/mif1|msf1/.test(brands)) return "heic";
  }
  return null;
}

// libvips keeps recent operations' results in memory to reuse them; an upload is never resized twice, so the cache
// would only hold up to 50 MB of pixels the process then keeps.
sharp.cache(false);

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: an upload of twelve copies takes seconds, not a minute; the files stay well under the JPEG's.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

function quotedHash(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
}

export class PhotosService {
  constructor(
    private readonly db: Db,
    private readonly store: PhotoStore,
  ) {}

  /**
   * Checks an uploaded file and keeps its copies; the same file uploaded again answers the photo it already is.
   * A file that is not a JPEG, PNG or WebP photo of a usable size is a ClientError with the reason in Dutch.
   */
  async upload(bytes: Buffer, staffId: number): Promise<UploadedPhoto> {
    if (bytes.length === 0) throw new ClientError(400, { photo: PHOTO_MESSAGES.empty });
    if (bytes.length > PHOTO_MAX_BYTES) throw new ClientError(413, { photo: PHOTO_MESSAGES.tooLarge });
    const kind = sniffImage(bytes);
    if (kind === "heic") throw new ClientError(415, { photo: PHOTO_MESSAGES.heic });
    if (kind !== "jpeg" && kind !== "png" && kind !== "webp")
      throw new ClientError(415, { photo: PHOTO_MESSAGES.unreadable });

    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const id = sha256.slice(0, 32);
    const [known] = await this.db
      .select({ width: mediaPhotos.width, height: mediaPhotos.height })
      .from(mediaPhotos)
      .where(inArray(mediaPhotos.id, [id]));
    if (known) return answer(id, known.width, known.height);

    const { width, height } = await uprightSize(bytes);
    if (width * height > PHOTO_MAX_PIXELS)
      throw new ClientError(422, { photo: PHOTO_MESSAGES.tooManyPixels });
    if (Math.min(width, height) < PHOTO_MIN_SIDE)
      throw new ClientError(422, { photo: PHOTO_MESSAGES.tooSmall });

    const variants = await resize(bytes, width);
    // The copies first, the photo's row last: a photo whose row exists has every copy (photo-store.ts).
    await this.store.put(id, variants);
    await this.db
      .insert(mediaPhotos)
      .values({ id, sha256, width, height, uploadedBy: staffId })
      .onConflictDoNothing();
    return answer(id, width, height);
  }

  /** One copy of a photo, or null for an address no photo has. */
  variant(id: string, width: number, format: PhotoFormat): Promise<PhotoVariant | null> {
    return this.store.get(id, width, format);
  }

  /** The sizes of the photos named, by id; ids no photo has are left out (the catalogue snapshot). */
  async sizes(ids: readonly string[]): Promise<Map<string, { width: number; height: number }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: mediaPhotos.id, width: mediaPhotos.width, height: mediaPhotos.height })
      .from(mediaPhotos)
      .where(inArray(mediaPhotos.id, [...ids]));
    return new Map(rows.map((r) => [r.id, { width: r.width, height: r.height }]));
  }
}

function answer(id: string, width: number, height: number): UploadedPhoto {
  return {
    id,
    width,
    height,
    variants: photoWidths(width).flatMap((w) =>
      PHOTO_FORMATS.map((format) => ({ width: w, format, url: photoUrl(id, w, format) })),
    ),
  };
}

/** sharp with the pixel limit: a 'decompression bomb' is refused before it is decoded. */
function open(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" });
}

/** The photo's size as it is seen: EXIF orientations 5 to 8 turn it a quarter, swapping width and height. */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new ClientError(415, { photo: PHOTO_MESSAGES.unreadable });
  }
  if (!meta.width || !meta.height) throw new ClientError(415, { photo: PHOTO_MESSAGES.unreadable });
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Every width in every format: upright by EXIF (rotate()), on white where the PNG was transparent, in sRGB, and
 * without metadata (sharp writes none unless asked). A file that breaks while decoding is unreadable.
 */
async function resize(bytes: Buffer, width: number): Promise<PhotoVariant[]> {
  try {
    const upright = open(bytes).rotate().flatten({ background: "#ffffff" }).toColourspace("srgb");
    const variants: PhotoVariant[] = [];
    for (const w of photoWidths(width)) {
      const resized = upright.clone().resize({ width: w, withoutEnlargement: true });
      const encoded = await Promise.all(
        PHOTO_FORMATS.map(async (format) => {
          const out = await ENCODERS[format](resized.clone()).toBuffer();
          return { width: w, format, bytes: out, etag: quotedHash(out) };
        }),
      );
      variants.push(...encoded);
    }
    return variants;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ClientError(422, { photo: PHOTO_MESSAGES.tooManyPixels });
    throw new ClientError(415, { photo: PHOTO_MESSAGES.unreadable });
  }
}
