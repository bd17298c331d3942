// The owner's product photos: only the owner uploads; a file is judged by its bytes (a text called a JPEG, an
// iPhone's HEIC, too many bytes or pixels, too small: a Dutch 4xx); a good photo is served upright, without EXIF,
// in every width and format, with a strong ETag, a year's caching and a 304.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_FORMATS, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../domain/photos.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { STAFF_COOKIE } from "../backoffice/staff/staff-access.ts";

let t: TestApp;
let owner: StaffClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
});
afterAll(async () => {
  await t?.close();
});

const URL = "/api/beheer/catalog/photos";

function upload(client: StaffClient, body: Buffer, contentType = "image/jpeg") {
  return t.app.inject({
    method: "POST",
    url: URL,
    cookies: { [STAFF_COOKIE]: client.cookieToken },
    headers: { "x-csrf-token": client.csrfToken, "content-type": contentType },
    payload: body,
  });
}

/** A photo with something to see (a gradient), EXIF with GPS and orientation 6 (turn a quarter clockwise). */
async function phonePhoto(width = 2000, height = 1200, seed = 0): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = seed;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Secret Model" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 22/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "4/1 53/1 0/1",
      },
    })
    .toBuffer();
}

describe("who may upload", () => {
  it("refuses a visitor without a session (401) and a medewerker (403)", async () => {
    const photo = await phonePhoto(800, 700, 1);
    const anonymous = await t.app.inject({
      method: "POST",
      url: URL,
      headers: { "content-type": "image/jpeg" },
      payload: photo,
    });
    expect(anonymous.statusCode).toBe(401);
    const employee = await staffClient(t, "medewerker");
    const refused = await upload(employee, photo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.role).toBe("Alleen de eigenaar van de winkel mag dit.");
  });

  it("refuses an owner's upload without the CSRF token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: URL,
      cookies: { [STAFF_COOKIE]: owner.cookieToken },
      headers: { "content-type": "image/jpeg" },
      payload: await phonePhoto(800, 700, 2),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.csrf).toBeDefined();
  });
});

describe("files that are not a usable photo", () => {
  it("refuses text sent as image/jpeg", async () => {
    const res = await upload(owner, Buffer.from("Dit is geen foto, maar het zegt van wel.".repeat(50)));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ errors: { photo: PHOTO_MESSAGES.unreadable } });
  });

  it("refuses a JPEG cut off halfway", async () => {
    const photo = await phonePhoto(1200, 900, 3);
    const res = await upload(owner, photo.subarray(0, Math.floor(photo.length / 2)));
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.photo).toBe(PHOTO_MESSAGES.unreadable);
  });

  it("recognises a HEIC photo by its bytes, whatever its Content-Type says", async () => {
    // An iPhone photo begins with an ISO box 'ftyp' of brand 'heic'; the rest does not matter for the check.
    const box = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic", "latin1"),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("mif1heic", "latin1"),
      Buffer.alloc(4000, 7),
    ]);
    for (const type of ["image/jpeg", "image/heic", "application/octet-stream"]) {
      const res = await upload(owner, box, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().errors.photo).toBe(PHOTO_MESSAGES.heic);
      expect(res.json().errors.photo).toContain("Meest compatibel");
    }
  });

  it("refuses a file over 15 MB before reading it whole", async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const res = await upload(owner, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: { photo: PHOTO_MESSAGES.tooLarge } });
  });

  it("refuses an image over 40 megapixels (a small file can hold a huge image)", async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 5100, channels: 3, background: "#ffffff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    const res = await upload(owner, bomb, "image/png");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.photo).toBe(PHOTO_MESSAGES.tooManyPixels);
  });

  it("refuses a photo whose short side is under 600 pixels", async () => {
    const res = await upload(owner, await phonePhoto(1600, 500, 4));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.photo).toBe(PHOTO_MESSAGES.tooSmall);
  });

  it("refuses an empty body", async () => {
    const res = await upload(owner, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.photo).toBe(PHOTO_MESSAGES.empty);
  });
});

describe("a good photo", () => {
  let answer: {
    id: string;
    width: number;
    height: number;
    variants: { width: number; format: string; url: string }[];
  };

  beforeAll(async () => {
    const photo = await phonePhoto(2000, 1200, 5);
    const sent = await sharp(photo).metadata();
    expect([sent.orientation, photo.includes(Buffer.from("Secret Model"))]).toEqual([6, true]);
    const res = await upload(owner, photo);
    expect(res.statusCode).toBe(200);
    answer = res.json();
  }, 60_000);

  it("is turned upright by its EXIF orientation and stored in every width below its own, in three formats", () => {
    expect(answer.id).toMatch(/^[0-9a-f]{32}$/);
    // Orientation 6: the 2000x1200 file is a 1200x2000 photo.
    expect([answer.width, answer.height]).toEqual([1200, 2000]);
    const widths = [...new Set(answer.variants.map((v) => v.width))];
    expect(widths).toEqual([320, 640, 1024, 1200]);
    expect(answer.variants).toHaveLength(widths.length * PHOTO_FORMATS.length);
  });

  it("serves each copy at its width and format, without EXIF, cached for a year with a strong ETag", async () => {
    for (const variant of answer.variants) {
      const res = await t.app.inject({ method: "GET", url: variant.url });
      expect(res.statusCode, variant.url).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers.etag).toMatch(/^"[^"]+"$/);
      expect(res.headers["set-cookie"]).toBeUndefined();
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(
        variant.format === "jpeg" ? "jpeg" : variant.format === "webp" ? "webp" : "heif",
      );
      expect(res.headers["content-type"]).toBe(`image/${variant.format}`);
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 2000) / 1200));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(res.rawPayload.includes(Buffer.from("Secret Model"))).toBe(false);
    }
  });

  it("answers 304 to the ETag it gave", async () => {
    const url = answer.variants[0]?.url as string;
    const first = await t.app.inject({ method: "GET", url });
    const again = await t.app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("is the same photo when the same file is uploaded again", async () => {
    const res = await upload(owner, await phonePhoto(2000, 1200, 5));
    expect(res.json().id).toBe(answer.id);
  });

  it("answers a Dutch 404 for a width, format or id it does not have", async () => {
    for (const url of [
      `/media/foto/${answer.id}-1600.jpg`,
      `/media/foto/${answer.id}-640.png`,
      `/media/foto/${"0".repeat(32)}-640.jpg`,
      "/media/foto/iets.jpg",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors.image).toBe("Deze foto bestaat niet.");
    }
  });
});
