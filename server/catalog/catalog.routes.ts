// JSON API of the catalogue: categories with their product cards, and one product with its colours.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { categorySchema, productCardSchema, productDetailSchema } from "../../domain/catalog-schema.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/categories",
    {
      schema: {
        tags: ["catalogus"],
        summary: "Alle categorieën",
        operationId: "getCategories",
        ...noSession,
        response: {
          ...errorResponses(),
          200: ok("Alle categorieën", z.object({ categories: z.array(categorySchema) })),
        },
      },
    },
    () => ({
      categories: catalog.snapshot.categories,
    }),
  );

  r.get(
    "/categories/:slug",
    {
      schema: {
        tags: ["catalogus"],
        summary: "Een categorie met haar productkaarten",
        operationId: "getCategory",
        ...noSession,
        params: z.object({ slug: z.string().max(200) }),
        response: {
          ...errorResponses(404),
          200: ok(
            "De categorie en de productkaarten van haar en haar subcategorieën",
            z.object({ category: categorySchema, products: z.array(productCardSchema) }),
          ),
        },
      },
    },
    async (request) => {
      const category = catalog.category(request.params.slug);
      if (!category) throw new ClientError(404, { slug: "Deze categorie bestaat niet." });
      return { category, products: catalog.cards(category.slug) };
    },
  );

  r.get(
    "/products/:id",
    {
      schema: {
        tags: ["catalogus"],
        summary: "Een product met afbeeldingen, reviews en kleuren",
        operationId: "getProduct",
        ...noSession,
        params: z.object({
          id: z.coerce
            .number({ error: "Productnummer moet een nummer zijn" })
            .int("Productnummer moet een heel getal zijn")
            .positive("Productnummer moet groter dan 0 zijn"),
        }),
        response: {
          ...errorResponses(404),
          200: ok("Het product", z.object({ product: productDetailSchema })),
        },
      },
    },
    async (request) => {
      const product = catalog.snapshot.productById.get(request.params.id);
      if (!product) throw new ClientError(404, { id: "Dit product bestaat niet." });
      return { product };
    },
  );
}
