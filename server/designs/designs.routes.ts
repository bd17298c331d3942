// The saved and shared designs' calls under /api/designs (docs/designs.md): the address table a product page's
// configurator writes its values into the address with.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { designUrlTable } from "../../domain/configurator/design-url.ts";
import { CONFIGURATION_UNKNOWN } from "../configurator/configurator.service.ts";
import { id } from "../configurator/request-schemas.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";

const tableSchema = z.object({
  conf_id: z.number().int(),
  options: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      key: z.string().describe("De naam van de parameter in het adres, bijv. 'breedte'"),
      type: z.string(),
      slugs: z.array(z.tuple([z.number().int(), z.string()])).describe("Waardenummer → naam in het adres"),
    }),
  ),
});

export async function designsRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/address/:conf_id",
    {
      schema: {
        tags: ["designs"],
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
