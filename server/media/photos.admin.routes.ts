// POST /api/beheer/catalog/photos (owners): a product photo uploaded as the request's raw body, answered with its
// id and the addresses of its copies; the catalogue editor then names the id in a product's photos.
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PHOTO_FORMATS, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../domain/photos.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";

const photoSchema = z.object({
  id: z.string().describe("Het id van de foto: zet het in de foto's van een product"),
  width: z.number().int().describe("Breedte van het origineel in pixels, rechtop gezet"),
  height: z.number().int(),
  variants: z.array(
    z.object({
      width: z.number().int(),
      format: z.enum(PHOTO_FORMATS),
      url: z.string().describe("Het openbare adres van deze kopie"),
    }),
  ),
});

/**
 * Reads the body up to the limit: a file over it is refused as soon as its size is known (Content-Length) or
 * reached, with the photo's own message instead of Fastify's general one.
 */
async function readPhotoBody(payload: IncomingMessage): Promise<Buffer> {
  const declared = Number(payload.headers["content-length"] ?? 0);
  if (declared > PHOTO_MAX_BYTES) throw new ClientError(413, { photo: PHOTO_MESSAGES.tooLarge });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > PHOTO_MAX_BYTES) throw new ClientError(413, { photo: PHOTO_MESSAGES.tooLarge });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function photosAdminRoutes(app: FastifyInstance): Promise<void> {
  const { photos } = app.services;
  // This scope has one route, whose body is a file of any type: the bytes decide what it is, not the header.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request: FastifyRequest, payload: IncomingMessage) =>
    readPhotoBody(payload),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/catalog/photos",
    {
      config: { staffArea: "catalog-edit" },
      schema: {
        tags: ["beheer: catalogus"],
        summary:
          "Een productfoto uploaden: het bestand zelf als body (JPEG, PNG of WebP, hoogstens 15 MB en 40 megapixel, de korte kant minstens 600 pixels); rechtop gezet, zonder EXIF en in elke breedte als AVIF, WebP en JPEG bewaard",
        operationId: "uploadProductPhoto",
        ...staffSession,
        consumes: ["image/jpeg", "image/png", "image/webp"],
        response: {
          ...errorResponses(401, 403, 413, 415, 422),
          200: ok("De foto en de adressen van zijn kopieën", photoSchema),
        },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return photos.upload(body, staffOf(request).staff.id);
    },
  );
}
