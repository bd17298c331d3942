// The owner's uploaded product photos: one row per photo and one per stored copy (a width in a format), the
// copies' bytes in the database (decision 0045). Written by the media area only (server/media/photos.service.ts).
import { customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { PhotoFormat } from "../../domain/photos.ts";

/**
 * PostgreSQL's bytea as a Node Buffer. node-postgres reads it as a Buffer, PGlite as a Uint8Array; both take
 * either as a parameter. Buffer.from over a Uint8Array shares its memory, no copy.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const mediaPhotos = pgTable("media_photos", {
  /** The first 32 hex digits of the original's SHA-256 (domain/photos.ts): an upload of the same file is this row. */
  id: text("id").primaryKey(),
  sha256: text("sha256").notNull().unique(),
  /** The original's size after turning it upright by its EXIF orientation. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The member of staff who uploaded it (staff.id); a number, not a reference: a removed account keeps its photos. */
  uploadedBy: integer("uploaded_by").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const mediaPhotoVariants = pgTable(
  "media_photo_variants",
  {
    /**
     * media_photos.id, without a foreign key: the copies are written first and the photo's row last, as an object
     * store would be (photo-store.ts), so a photo exists once its row does.
     */
    photoId: text("photo_id").notNull(),
    width: integer("width").notNull(),
    format: text("format").$type<PhotoFormat>().notNull(),
    /** A strong ETag: the SHA-256 of the bytes, quoted. */
    etag: text("etag").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width, t.format] })],
);
