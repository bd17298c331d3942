// /api/beheer/catalog/* : the catalogue editor (decision 0044). Every member of staff reads the draft, its checks
// and versions and may preview it; only the owner changes, publishes, restores, imports.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkDocument } from "../../domain/catalog-editor/check.ts";
import {
  coloursFromCsv,
  coloursToCsv,
  csvKinds,
  pricesFromCsv,
  pricesToCsv,
  productsFromCsv,
  productsToCsv,
} from "../../domain/catalog-editor/csv.ts";
import { type ItemKind, itemKinds } from "../../domain/catalog-editor/document.ts";
import { documentSchema, fieldErrors } from "../../domain/catalog-editor/item-schemas.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { PREVIEW_COOKIE, PREVIEW_HOURS } from "./catalog-preview.ts";

const read = { staffArea: "catalog" as const };
const edit = { staffArea: "catalog-edit" as const };
const tags = ["beheer: catalogus"];

const kindParam = z.enum(itemKinds, { error: "Dit soort onderdeel kent de catalogus niet." });
const keyParam = z.string().min(1).max(120);
const itemState = z.object({
  item: z.record(z.string(), z.unknown()).describe("Het onderdeel zoals het in het concept staat"),
  revision: z.string().describe("Stuur mee bij opslaan: opslaan over een nieuwere versie wordt geweigerd"),
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
  published: z.boolean().describe("Of het onderdeel al in de gepubliceerde catalogus staat"),
});
/** An item as its schema says it; the document types have no index signature, the answer's schema has. */
const wire = (state: Promise<unknown>) => state as Promise<z.infer<typeof itemState>>;
const finding = z.object({
  kind: kindParam,
  key: z.string(),
  label: z.string(),
  field: z.string().optional(),
  message: z.string(),
});
const publication = z.object({
  id: z.number().int(),
  summary: z.array(z.string()),
  publishedBy: z.string(),
  publishedAt: z.string(),
  restoredFrom: z.number().int().nullable(),
});
const saveBody = z.object({
  item: z.record(z.string(), z.unknown(), { error: "Stuur het onderdeel mee." }),
  revision: z.string().max(40).nullable().default(null),
  offeredBy: z
    .array(z.number().int())
    .max(1000)
    .optional()
    .describe("Kleuren: de producten die hem aanbieden"),
});

export async function catalogEditorRoutes(app: FastifyInstance): Promise<void> {
  const { catalogEditor, previewTokens } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/catalog/draft",
    {
      config: read,
      schema: {
        tags,
        summary: "Het concept: of er een is, wat het verandert en wat 'Controleren' vindt",
        operationId: "getCatalogDraft",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok(
            "Het concept",
            z.object({
              open: z.boolean(),
              changes: z.array(z.string()),
              updatedAt: z.string().nullable(),
              findings: z.array(finding),
            }),
          ),
        },
      },
    },
    async () => {
      const draft = await catalogEditor.draft();
      return {
        open: draft.open,
        changes: draft.changes,
        updatedAt: draft.updatedAt,
        findings: checkDocument(draft.document),
      };
    },
  );

  r.get(
    "/catalog/items/:kind",
    {
      config: read,
      schema: {
        tags,
        summary: "Alle onderdelen van één soort zoals het concept ze heeft",
        operationId: "listCatalogItems",
        ...staffSession,
        params: z.object({ kind: kindParam }),
        response: {
          ...errorResponses(401, 403),
          200: ok("De onderdelen", z.object({ items: z.array(z.record(z.string(), z.unknown())) })),
        },
      },
    },
    async (request) => {
      const { document } = await catalogEditor.draft();
      return { items: document[request.params.kind] as unknown as Record<string, unknown>[] };
    },
  );

  r.get(
    "/catalog/items/:kind/:key",
    {
      config: read,
      schema: {
        tags,
        summary: "Eén onderdeel met zijn versie (voor opslaan)",
        operationId: "getCatalogItem",
        ...staffSession,
        params: z.object({ kind: kindParam, key: keyParam }),
        response: { ...errorResponses(401, 403, 404), 200: ok("Het onderdeel", itemState) },
      },
    },
    async (request) => wire(catalogEditor.item(request.params.kind, request.params.key)),
  );

  r.post(
    "/catalog/items/:kind",
    {
      config: edit,
      schema: {
        tags,
        summary: "Een nieuw onderdeel in het concept (nummers geeft de server)",
        operationId: "createCatalogItem",
        ...staffSession,
        params: z.object({ kind: kindParam }),
        body: saveBody,
        response: { ...errorResponses(400, 401, 403, 409), 200: ok("Het nieuwe onderdeel", itemState) },
      },
    },
    async (request) =>
      wire(
        catalogEditor.save(request.params.kind, null, request.body.item, null, staffOf(request).staff, {
          ...(request.body.offeredBy ? { offeredBy: request.body.offeredBy } : {}),
        }),
      ),
  );

  r.put(
    "/catalog/items/:kind/:key",
    {
      config: edit,
      schema: {
        tags,
        summary: "Een onderdeel in het concept opslaan; geweigerd (409) als iemand het intussen wijzigde",
        operationId: "saveCatalogItem",
        ...staffSession,
        params: z.object({ kind: kindParam, key: keyParam }),
        body: saveBody,
        response: {
          ...errorResponses(400, 401, 403, 404, 409),
          200: ok("Het opgeslagen onderdeel", itemState),
        },
      },
    },
    async (request) =>
      wire(
        catalogEditor.save(
          request.params.kind,
          request.params.key,
          request.body.item,
          request.body.revision,
          staffOf(request).staff,
          { ...(request.body.offeredBy ? { offeredBy: request.body.offeredBy } : {}) },
        ),
      ),
  );

  r.delete(
    "/catalog/items/:kind/:key",
    {
      config: edit,
      schema: {
        tags,
        summary: "Een nog niet gepubliceerd onderdeel uit het concept halen",
        operationId: "removeCatalogItem",
        ...staffSession,
        params: z.object({ kind: kindParam, key: keyParam }),
        querystring: z.object({ revision: z.string().max(40) }),
        response: {
          ...errorResponses(401, 403, 404, 409),
          200: ok("Verwijderd", z.object({ removed: z.literal(true) })),
        },
      },
    },
    async (request) => {
      await catalogEditor.remove(
        request.params.kind,
        request.params.key,
        request.query.revision,
        staffOf(request).staff,
      );
      return { removed: true as const };
    },
  );

  r.post(
    "/catalog/products/:id/copy",
    {
      config: edit,
      schema: {
        tags,
        summary:
          "Een nieuw product als kopie van een bestaand, met een eigen kopie van de optieset (staat uit)",
        operationId: "copyCatalogProduct",
        ...staffSession,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { ...errorResponses(401, 403, 404), 200: ok("De kopie", itemState) },
      },
    },
    async (request) => wire(catalogEditor.copyProduct(request.params.id, staffOf(request).staff)),
  );

  r.post(
    "/catalog/publish",
    {
      config: edit,
      schema: {
        tags,
        summary: "Het concept publiceren als nieuwe versie; geweigerd zolang 'Controleren' iets vindt",
        operationId: "publishCatalog",
        ...staffSession,
        response: { ...errorResponses(401, 403, 409, 422), 200: ok("De nieuwe versie", publication) },
      },
    },
    async (request) => catalogEditor.publish(staffOf(request).staff),
  );

  r.delete(
    "/catalog/draft",
    {
      config: edit,
      schema: {
        tags,
        summary: "Het concept weggooien",
        operationId: "discardCatalogDraft",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok("Weggegooid", z.object({ discarded: z.literal(true) })),
        },
      },
    },
    async (request) => {
      await catalogEditor.discard(staffOf(request).staff);
      return { discarded: true as const };
    },
  );

  r.get(
    "/catalog/versions",
    {
      config: read,
      schema: {
        tags,
        summary: "De gepubliceerde versies, nieuwste eerst, met wat er veranderde",
        operationId: "listCatalogVersions",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok("De versies", z.object({ versions: z.array(publication) })),
        },
      },
    },
    async () => ({ versions: await catalogEditor.publications() }),
  );

  r.post(
    "/catalog/versions/:id/restore",
    {
      config: edit,
      schema: {
        tags,
        summary: "Een eerdere versie opnieuw publiceren",
        operationId: "restoreCatalogVersion",
        ...staffSession,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { ...errorResponses(401, 403, 404, 409), 200: ok("De nieuwe versie", publication) },
      },
    },
    async (request) => catalogEditor.restore(request.params.id, staffOf(request).staff),
  );

  r.post(
    "/catalog/preview",
    {
      config: read,
      schema: {
        tags,
        summary: "De winkel bekijken zoals het concept hem maakt (alleen in deze browser, twee uur)",
        operationId: "startCatalogPreview",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok("Het voorbeeld staat aan", z.object({ url: z.string() })),
        },
      },
    },
    async (request, reply) => {
      reply.setCookie(PREVIEW_COOKIE, previewTokens.issue(staffOf(request).staff.id), {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: request.protocol === "https",
        maxAge: PREVIEW_HOURS * 3600,
      });
      return { url: "/" };
    },
  );

  r.delete(
    "/catalog/preview",
    {
      config: read,
      schema: {
        tags,
        summary: "Het voorbeeld stoppen",
        operationId: "stopCatalogPreview",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok("Het voorbeeld staat uit", z.object({ stopped: z.literal(true) })),
        },
      },
    },
    async (_request, reply) => {
      reply.clearCookie(PREVIEW_COOKIE, { path: "/" });
      return { stopped: true as const };
    },
  );

  r.get(
    "/catalog/export",
    {
      config: read,
      schema: {
        tags,
        summary: "De catalogus van het concept als JSON-bestand, heel of één productfamilie",
        operationId: "exportCatalog",
        ...staffSession,
        querystring: z.object({ familie: z.string().max(40).optional() }),
        response: { ...errorResponses(401, 403), 200: ok("Het bestand", z.record(z.string(), z.unknown())) },
      },
    },
    async (request, reply) => {
      const document = await catalogEditor.exportDocument(request.query.familie);
      reply.header(
        "content-disposition",
        `attachment; filename="catalogus${request.query.familie ? `-${request.query.familie.replace(/[^a-z]/g, "")}` : ""}.json"`,
      );
      return document as unknown as Record<string, unknown>;
    },
  );

  r.post(
    "/catalog/import",
    {
      config: edit,
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        summary:
          "Een JSON-catalogusbestand in het concept inlezen: elk onderdeel vervangt dat met dezelfde sleutel of komt erbij; bij één foute regel verandert er niets",
        operationId: "importCatalog",
        ...staffSession,
        body: z.object({
          json: z
            .string({ error: "Kies een bestand." })
            .min(2, { error: "Het bestand is leeg." })
            .max(20 * 1024 * 1024),
        }),
        response: {
          ...errorResponses(400, 401, 403),
          200: ok("Ingelezen", z.object({ imported: z.number().int() })),
        },
      },
    },
    async (request) => {
      let data: unknown;
      try {
        data = JSON.parse(request.body.json);
      } catch {
        throw new ClientError(400, { file: "Dit bestand is geen geldige JSON." });
      }
      const parsed = documentSchema.safeParse(data);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error).slice(0, 200);
        throw new ClientError(
          400,
          Object.fromEntries(errors.map((e) => [describeRow(data, e.field), e.message])),
        );
      }
      const items = itemKinds.flatMap((kind) =>
        (parsed.data[kind] as unknown[]).map((item, i) => ({
          kind: kind as ItemKind,
          item,
          row: `${kind} ${i + 1}`,
        })),
      );
      return catalogEditor.importItems(items, staffOf(request).staff);
    },
  );

  const csvQuery = z.object({
    soort: z.enum(csvKinds, { error: "Kies kleuren, producten of prijzen." }),
    optieset: z.coerce
      .number({ error: "Kies een optieset." })
      .int({ error: "Kies een optieset." })
      .positive({ error: "Kies een optieset." })
      .optional(),
  });
  const needsSet = (soort: string, optieset: number | undefined): number | undefined => {
    if (soort === "prijzen" && optieset === undefined)
      throw new ClientError(400, { optieset: "Kies de optieset waarvan je de prijzen wilt." });
    return optieset;
  };

  r.get(
    "/catalog/export.csv",
    {
      config: read,
      schema: {
        tags,
        summary:
          "Kleuren, producten (de platte velden) of de prijstabellen van één optieset uit het concept als CSV-bestand (;-gescheiden)",
        operationId: "exportCatalogCsv",
        ...staffSession,
        querystring: csvQuery,
        response: {
          ...errorResponses(400, 401, 403, 404),
          200: { description: "Het CSV-bestand", content: { "text/csv": { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const { soort } = request.query;
      const setId = needsSet(soort, request.query.optieset);
      const { document } = await catalogEditor.draft();
      const csv =
        soort === "kleuren"
          ? coloursToCsv(document)
          : soort === "producten"
            ? productsToCsv(document)
            : pricesToCsv(document, setId as number);
      if (csv === null) throw new ClientError(404, { optieset: "Deze optieset bestaat niet." });
      const name = soort === "prijzen" ? `prijzen-optieset-${setId}` : soort;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );

  r.post(
    "/catalog/import-csv",
    {
      config: edit,
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags,
        summary:
          "Een CSV-bestand (kleuren, producten of prijzen) in het concept inlezen; bij één foute regel verandert er niets en noemt het antwoord elke foute rij en kolom",
        operationId: "importCatalogCsv",
        ...staffSession,
        body: z.object({
          soort: csvQuery.shape.soort,
          optieset: z.number().int().positive().optional(),
          csv: z
            .string({ error: "Kies een bestand." })
            .min(1, { error: "Het bestand is leeg." })
            .max(5 * 1024 * 1024, { error: "Het bestand is groter dan 5 MB." }),
        }),
        response: {
          ...errorResponses(400, 401, 403),
          200: ok("Ingelezen", z.object({ imported: z.number().int() })),
        },
      },
    },
    async (request) => {
      const { soort, csv } = request.body;
      const setId = needsSet(soort, request.body.optieset);
      const { document } = await catalogEditor.draft();
      const read =
        soort === "kleuren"
          ? coloursFromCsv(csv, document)
          : soort === "producten"
            ? productsFromCsv(csv, document)
            : pricesFromCsv(csv, document, setId as number);
      if (!read.ok)
        throw new ClientError(
          400,
          Object.fromEntries(
            read.problems
              .slice(0, 200)
              .map((p, i) => [
                `rij ${p.row}${p.column ? ` ${p.column}` : ""}${i > 0 ? ` #${i}` : ""}`,
                p.message,
              ]),
          ),
        );
      return catalogEditor.importItems(read.items, staffOf(request).staff);
    },
  );
}

/** "products.3.name" → "products 4 (Rolgordijn X): name", so the owner finds the row in the file. */
function describeRow(data: unknown, field: string): string {
  const [kind, index, ...rest] = field.split(".");
  const list = (data as Record<string, unknown> | null)?.[kind ?? ""];
  const item = Array.isArray(list) ? (list[Number(index)] as Record<string, unknown> | undefined) : undefined;
  const name = item && typeof item.name === "string" && item.name ? ` (${item.name})` : "";
  if (index === undefined) return kind || "bestand";
  return `${kind} ${Number(index) + 1}${name}${rest.length > 0 ? `: ${rest.join(".")}` : ""}`;
}
