// The colour-swatch calls under /api/swatches: the swatches map of a configuration's colours.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { computeRateLimit, id, lookupConfiguration } from "../configurator/configurator.routes.ts";

/** A colour that can be requested as a free swatch, as the configurator lists it. */
export interface SwatchColour {
  id: number;
  name: string;
  colour_code: string;
  hex: string;
  thumbnail: string;
  disable_swatches: boolean;
  collection: string | null;
}

export async function swatchesRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/get",
    {
      config: computeRateLimit(app),
      schema: {
        tags: ["kleurstalen"],
        summary: "Kleurstalen van een configuratie: optie → waarde → kleur",
        body: z.object({ conf_id: id("Configuratienummer"), prod_id: id("Productnummer") }),
      },
    },
    (request, reply) => {
      const found = lookupConfiguration(catalog, reply, request.body.conf_id, request.body.prod_id);
      if (!found) return reply;
      const map: Record<string, Record<string, SwatchColour>> = {};
      for (const option of found.def.groups.flatMap((g) => g.options)) {
        if (!option.color_swatches) continue;
        map[option.id] = Object.fromEntries(
          option.values
            .filter((v) => v.colour_code)
            .map((v) => [
              v.id,
              {
                id: v.id,
                name: v.name,
                colour_code: v.colour_code ?? "",
                hex: v.value ?? "",
                thumbnail: `/media/swatch/${(v.colour_code ?? "").toLowerCase()}.svg`,
                disable_swatches: v.disable_swatches ?? false,
                collection: v.collection?.name ?? null,
              },
            ]),
        );
      }
      return { conf_colors: map };
    },
  );
}
