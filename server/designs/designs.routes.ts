// The saved and shared designs' calls under /api/designs (docs/designs.md): the address table a product page's
// configurator writes its values into the address with.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { z } from "zod";
import type { Preview } from "../../domain/configurator/api.ts";
import { designUrlTable } from "../../domain/configurator/design-url.ts";
import { shareMailSchema } from "../../domain/validation/design-share.ts";
import { CONFIGURATION_UNKNOWN } from "../configurator/configurator.service.ts";
import { chosenValues, id } from "../configurator/request-schemas.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";
import { mailRateLimit } from "../http/rate-limits.ts";
import { renderPng } from "../media/png.ts";
import { CODE_PATTERN } from "./designs.service.ts";

const tableSchema = z.object({
  conf_id: z.number().int(),
  options: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      key: z.string().describe("De naam van de parameter in het adres, bijv. 'breedte'"),
      type: z.string(),
      room: z.boolean().optional().describe("De ruimte van de regel: gelezen volgens de regel voor ruimtes"),
      slugs: z.array(z.tuple([z.number().int(), z.string()])).describe("Waardenummer → naam in het adres"),
    }),
  ),
});

const saveBody = z.strictObject({
  conf_id: id("Configuratienummer"),
  prod_id: id("Productnummer"),
  values: chosenValues,
});

const savedSchema = z.object({
  code: z.string().describe("De code van het ontwerp: niet te raden"),
  url: z.string().describe("Het volledige adres /ontwerp/{code}"),
  price: z.number().int().describe("De prijs bij het bewaren, centen incl. btw"),
});

/** Saving and sharing per visitor (IP): a person saves a few designs, not hundreds a minute. */
export function designRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.services.config.RATE_LIMIT_DESIGNS, timeWindow: "1 minute" } };
}

/** The layered preview as one PNG (its SVG layers stacked), for the mail's attachment; null when it fails. */
async function previewPng(app: FastifyInstance, preview: Preview): Promise<Buffer | null> {
  if (preview.external) return null;
  try {
    const urls = [`${preview.base}?w=720&h=620`, ...preview.layers.map((layer) => `${layer}&w=720&h=620`)];
    const answers = await Promise.all(urls.map((url) => app.inject({ method: "GET", url })));
    const images = answers
      .filter((answer) => answer.statusCode === 200)
      .map(
        (answer) =>
          `<image width="720" height="620" href="data:image/svg+xml;base64,${Buffer.from(answer.body).toString("base64")}"/>`,
      );
    if (images.length === 0) return null;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="620" viewBox="0 0 720 620"><rect width="720" height="620" fill="#ffffff"/>${images.join("")}</svg>`;
    return await renderPng(svg, 720);
  } catch (error) {
    app.log.warn({ err: error }, "design preview png failed");
    return null;
  }
}

export const DESIGN_NOT_FOUND =
  "Dit ontwerp bestaat niet (meer). Misschien is de link niet helemaal gekopieerd.";

export async function designsRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, designs } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/save",
    {
      config: designRateLimit(app),
      schema: {
        tags: ["ontwerpen"],
        summary: "Bewaart een ontwerp onder een code die niet te raden is; de server berekent de prijs",
        operationId: "saveDesign",
        ...noSession,
        body: saveBody,
        response: { ...errorResponses(404), 200: ok("Het bewaarde ontwerp", savedSchema) },
      },
    },
    async (request) => {
      const { conf_id, prod_id, values } = request.body;
      const saved = await designs.save(request.store.code, conf_id, prod_id, values);
      return { ...saved, url: `${request.siteBase}/ontwerp/${saved.code}` };
    },
  );

  r.post(
    "/share-mail",
    {
      config: { ...designRateLimit(app), ...mailRateLimit(app) },
      schema: {
        tags: ["ontwerpen"],
        summary: "Mailt de link van een bewaard ontwerp, met de keuzes en een voorbeeld",
        operationId: "shareDesignByMail",
        body: shareMailSchema,
        response: {
          ...errorResponses(404, 429),
          200: ok(
            "De e-mail staat klaar om verstuurd te worden",
            z.object({ status: z.boolean(), email: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const { code, email } = request.body;
      const design = await designs.open(code);
      if (!design || design.price === null) throw new ClientError(404, { code: DESIGN_NOT_FOUND });
      const png = await previewPng(app, design.preview);
      await designs.mailShare(
        { ...design, price: design.price },
        {
          to: email,
          link: `${request.siteBase}/ontwerp/${design.code}`,
          store: request.store.code,
          png,
        },
      );
      return { status: true, email };
    },
  );

  r.get(
    "/qr/:file",
    {
      config: designRateLimit(app),
      // An image like /media/*: not a JSON operation, so left out of the OpenAPI document.
      schema: { params: z.object({ file: z.string().max(40) }), hide: true },
    },
    async (request, reply) => {
      const code = request.params.file.replace(/\.svg$/, "");
      if (!request.params.file.endsWith(".svg") || !CODE_PATTERN.test(code))
        throw new ClientError(404, { code: DESIGN_NOT_FOUND });
      const svg = await QRCode.toString(`${request.siteBase}/ontwerp/${code}`, {
        type: "svg",
        errorCorrectionLevel: "M",
        margin: 2,
      });
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", "public, max-age=86400")
        .send(svg);
    },
  );

  r.get(
    "/address/:conf_id",
    {
      schema: {
        tags: ["ontwerpen"],
        summary: "Hoe de keuzes van een configuratie in het adres van de productpagina staan",
        operationId: "designAddressTable",
        ...noSession,
        params: z.object({
          conf_id: z.coerce
            .number({ error: "Configuratienummer moet een nummer zijn" })
            .pipe(id("Configuratienummer")),
        }),
        response: { ...errorResponses(404), 200: ok("De sleutels en waardenamen", tableSchema) },
      },
    },
    async (request, reply) => {
      const def = catalog.snapshot.configurations.get(request.params.conf_id);
      if (!def) throw new ClientError(404, { conf_id: CONFIGURATION_UNKNOWN });
      reply.header("cache-control", "public, max-age=300");
      return designUrlTable(def);
    },
  );
}
