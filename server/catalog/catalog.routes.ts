// JSON API of the catalogue: categories with their product cards, and one product with its colours.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../http/errors.ts";

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/categories", { schema: { tags: ["catalogus"], summary: "Alle categorieën" } }, () => ({
    categories: catalog.snapshot.categories,
  }));

  r.get(
    "/categories/:slug",
    {
      schema: {
        tags: ["catalogus"],
        summary: "Een categorie met haar productkaarten",
        params: z.object({ slug: z.string().max(200) }),
      },
    },
    (request, reply) => {
      const category = catalog.category(request.params.slug);
      if (!category) return reply.code(404).send(errorBody("slug", "Deze categorie bestaat niet."));
      return { category, products: catalog.cards(category.slug) };
    },
  );

  r.get(
    "/products/:id",
    {
      schema: {
        tags: ["catalogus"],
        summary: "Een product met afbeeldingen, reviews en kleuren",
        params: z.object({
          id: z.coerce
            .number({ error: "Productnummer moet een nummer zijn" })
            .int("Productnummer moet een heel getal zijn")
            .positive("Productnummer moet groter dan 0 zijn"),
        }),
      },
    },
    (request, reply) => {
      const product = catalog.snapshot.productById.get(request.params.id);
      if (!product) return reply.code(404).send(errorBody("id", "Dit product bestaat niet."));
      return { product };
    },
  );
}
