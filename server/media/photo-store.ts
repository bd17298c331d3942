// Where a photo's copies (its bytes) are kept: the PhotoStore interface, and the database store the shop uses
// (works on PGlite with nothing else; docs/images.md#photos says how an object store would take its place).
import { and, eq } from "drizzle-orm";
import type { PhotoFormat } from "../../domain/photos.ts";
import type { Db } from "../db/client.ts";
import { mediaPhotoVariants } from "./media.schema.ts";

/** One stored copy of a photo: a width in a format. */
export interface PhotoVariant {
  width: number;
  format: PhotoFormat;
  bytes: Buffer;
  /** A strong ETag, quoted. */
  etag: string;
}

/**
 * The bytes of the photos' copies, by photo id, width and format. A copy never changes once put (the id is the
 * original's hash), so a store may cache it forever. The photos' own rows (size, uploader) stay in the database
 * whatever the store (PhotosService).
 */
export interface PhotoStore {
  /** Keeps every copy of a photo; copies it already has are left as they are. */
  put(photoId: string, variants: readonly PhotoVariant[]): Promise<void>;
  /** One copy, or null when the store has no such copy. */
  get(photoId: string, width: number, format: PhotoFormat): Promise<PhotoVariant | null>;
}

/** The copies as bytea rows of media_photo_variants: one write of all the copies of a photo. */
export class DatabasePhotoStore implements PhotoStore {
  constructor(private readonly db: Db) {}

  async put(photoId: string, variants: readonly PhotoVariant[]): Promise<void> {
    if (variants.length === 0) return;
    await this.db
      .insert(mediaPhotoVariants)
      .values(
        variants.map((v) => ({ photoId, width: v.width, format: v.format, etag: v.etag, bytes: v.bytes })),
      )
      .onConflictDoNothing();
  }

  async get(photoId: string, width: number, format: PhotoFormat): Promise<PhotoVariant | null> {
    const [row] = await this.db
      .select({ bytes: mediaPhotoVariants.bytes, etag: mediaPhotoVariants.etag })
      .from(mediaPhotoVariants)
      .where(
        and(
          eq(mediaPhotoVariants.photoId, photoId),
          eq(mediaPhotoVariants.width, width),
          eq(mediaPhotoVariants.format, format),
        ),
      );
    return row ? { width, format, bytes: row.bytes, etag: row.etag } : null;
  }
}
