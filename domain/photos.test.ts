// The photos' rules: the widths stored (never enlarged), their addresses and srcset, and the editor's check.
import { describe, expect, it } from "vitest";
import {
  movePhoto,
  PHOTO_MESSAGES,
  PHOTOS_PER_PRODUCT_MAX,
  photoJpegUrl,
  photoListErrors,
  photoSourcesOf,
  photoSrcSet,
  photoWidths,
} from "./photos.ts";

const id = "0123456789abcdef0123456789abcdef";
const other = "fedcba9876543210fedcba9876543210";

describe("photoWidths", () => {
  it("keeps the standard widths below the original and the original's own under the largest", () => {
    expect(photoWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(photoWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(photoWidths(1200)).toEqual([320, 640, 1024, 1200]);
    expect(photoWidths(640)).toEqual([320, 640]);
    expect(photoWidths(600)).toEqual([320, 600]);
  });
});

describe("addresses", () => {
  it("names every width in a srcset and picks the JPEG at or above a wanted width", () => {
    expect(photoSrcSet({ id, width: 700 }, "avif")).toBe(
      `/media/foto/${id}-320.avif 320w, /media/foto/${id}-640.avif 640w, /media/foto/${id}-700.avif 700w`,
    );
    expect(photoJpegUrl({ id, width: 3000 }, 640)).toBe(`/media/foto/${id}-640.jpg`);
    expect(photoJpegUrl({ id, width: 3000 }, 700)).toBe(`/media/foto/${id}-1024.jpg`);
    expect(photoJpegUrl({ id, width: 600 }, 640)).toBe(`/media/foto/${id}-600.jpg`);
  });

  it("finds the AVIF and WebP copies of a photo's JPEG, and none for a drawing", () => {
    expect(photoSourcesOf(`/media/foto/${id}-640.jpg`)).toEqual({
      avif: `/media/foto/${id}-640.avif`,
      webp: `/media/foto/${id}-640.webp`,
      jpeg: `/media/foto/${id}-640.jpg`,
    });
    expect(photoSourcesOf("/media/product/rolgordijn/0-wit.svg")).toBeNull();
  });
});

describe("photoListErrors", () => {
  it("passes a list whose every photo says what it shows", () => {
    expect(photoListErrors([])).toEqual({});
    expect(photoListErrors([{ id, alt: "Rolgordijn in de woonkamer" }])).toEqual({});
  });

  it("asks for the alt text of each photo without one, by its place in the list", () => {
    expect(
      photoListErrors([
        { id, alt: "Rolgordijn" },
        { id: other, alt: "   " },
      ]),
    ).toEqual({ "photos.1.alt": PHOTO_MESSAGES.altMissing });
    expect(photoListErrors([{ id, alt: "x".repeat(201) }])).toEqual({
      "photos.0.alt": PHOTO_MESSAGES.altTooLong,
    });
  });

  it("refuses an id that is no photo's, the same photo twice and too many photos", () => {
    expect(photoListErrors([{ id: "../../etc/passwd", alt: "a" }])).toEqual({
      "photos.0.id": PHOTO_MESSAGES.badId,
    });
    expect(
      photoListErrors([
        { id, alt: "a" },
        { id, alt: "b" },
      ]),
    ).toEqual({ "photos.1.id": PHOTO_MESSAGES.duplicate });
    const many = Array.from({ length: PHOTOS_PER_PRODUCT_MAX + 1 }, (_, i) => ({
      id: i.toString(16).padStart(32, "0"),
      alt: "Foto",
    }));
    expect(photoListErrors(many)).toEqual({ photos: PHOTO_MESSAGES.tooMany });
  });
});

describe("movePhoto", () => {
  it("moves one photo and keeps the others in order, clamped to the list", () => {
    expect(movePhoto(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(movePhoto(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(movePhoto(["a", "b", "c"], 0, 9)).toEqual(["b", "c", "a"]);
    expect(movePhoto(["a", "b", "c"], 1, 1)).toEqual(["a", "b", "c"]);
  });
});
