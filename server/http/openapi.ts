// The OpenAPI document at /api/docs: only the API, one error shape for every 4xx/5xx, the session cookie and the
// CSRF header as security schemes, and a response serializer that in tests refuses answers the schema would cut.
import type { SwaggerOptions } from "@fastify/swagger";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIE } from "./visitor.ts";

/** The one error body of the API (server/http/errors.ts): field → Dutch message. */
export const errorsSchema = z
  .object({
    errors: z
      .record(z.string(), z.string())
      .describe("Veld (of 'body', 'request', 'server', ...) → Nederlandse foutmelding"),
  })
  .meta({ id: "Fouten", description: "Wat er mis is, per veld, in het Nederlands." });

const errorDescriptions = {
  400: "Ongeldige invoer: de velden en wat er mis mee is",
  401: "Niet ingelogd (beheer: geen of een verlopen sessie)",
  403: "Niet toegestaan (bijvoorbeeld een verlopen CSRF-token)",
  404: "Bestaat niet (meer)",
  409: "Kan nu niet: het conflicteert met wat er al is",
  413: "Het meegestuurde bestand is te groot",
  415: "Dit soort bestand nemen we niet aan",
  422: "Kan niet zoals gevraagd",
  429: "Te veel verzoeken achter elkaar",
  500: "Onverwachte fout aan de kant van de winkel",
  503: "Tijdelijk niet beschikbaar (database onbereikbaar of de server stopt)",
} as const;

export type ErrorStatus = keyof typeof errorDescriptions;

function errorResponse(status: ErrorStatus) {
  return {
    description: errorDescriptions[status] as string,
    content: { "application/json": { schema: errorsSchema } },
  };
}

/**
 * The error answers of an operation: 400, 429, 500 and 503 can reach every call (bad input or encoding, rate
 * limits, faults, an outage or shutdown), plus the statuses named (404 for unknown ids, 403 for CSRF, ...).
 */
export function errorResponses<S extends ErrorStatus = never>(...extra: S[]) {
  const statuses = [400, 429, 500, 503, ...extra] as const;
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)])) as Record<
    400 | 429 | 500 | 503 | S,
    ReturnType<typeof errorResponse>
  >;
}

/** A success answer with its Dutch description (the description OpenAPI requires of every response). */
export function ok<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { "application/json": { schema } } };
}

/** Operations that read no session: the catalogue, calculations, the health check. */
export const noSession = { security: [] as Record<string, string[]>[] };

/** Back-office calls: the staff session cookie, and for writes the session's CSRF token. */
export const staffSession = { security: [{ beheer: [], csrf: [] }] as Record<string, string[]>[] };

/** placeOrder: the session cookie and the CSRF token bound to it. */
export const sessionAndCsrf = { security: [{ sessie: [], csrf: [] }] as Record<string, string[]>[] };

/** Options for @fastify/swagger: the document describes /api/* only, as OpenAPI 3.0 with its servers and schemes. */
export function swaggerOptions(
  site: { SITE_URL: string; SITE_URL_BE: string },
  csrfHeader: string,
): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: "Webwinkel API",
        description:
          "JSON API van de webwinkel (spec sectie 7). Elke fout antwoordt `{ errors: { veld: melding } }` " +
          "met een Nederlandse melding. De winkel (NL of BE) volgt uit het adres waarop de API wordt aangeroepen.",
        version: "1.0.0",
      },
      servers: [
        { url: new URL(site.SITE_URL).origin, description: "Nederlandse winkel" },
        { url: new URL(site.SITE_URL_BE).origin, description: "Belgische winkel" },
      ],
      tags: [
        { name: "catalogus", description: "Categorieën en producten" },
        { name: "ontwerpen", description: "Bewaarde en gedeelde ontwerpen, en de keuzes in het adres" },
        { name: "zoeken", description: "Zoeken in de catalogus: suggesties tijdens het typen" },
        {
          name: "configurator",
          description: "Een product samenstellen: keuzes, prijs, voorbeeld, overzicht",
        },
        { name: "kleurstalen", description: "Gratis kleurstalen en het stalenmandje" },
        { name: "winkelwagen", description: "De winkelwagen van de bezoeker" },
        { name: "kop", description: "Wat de kop van elke pagina toont" },
        { name: "adres", description: "Adres bij postcode en huisnummer" },
        { name: "afrekenen", description: "Gegevens, betaalwijze en de bestelling plaatsen" },
        { name: "advies aan huis", description: "Een advies- en meetafspraak aan huis (alleen NL)" },
        { name: "service", description: "Service op een bestelling" },
        { name: "offerte", description: "Offertes voor een product of de winkelwagen" },
        { name: "facturen", description: "De factuur downloaden met de link uit de bevestigingsmail" },
        { name: "systeem", description: "Bereikbaarheid" },
        {
          name: "beheer: toegang",
          description:
            "Beheer: inloggen, wachtwoord, sessie, medewerkers (eigenaar) en het logboek (eigenaar)",
        },
        {
          name: "beheer: kortingscodes",
          description: "Beheer (eigenaar): kortingscodes maken, wijzigen, uitzetten",
        },
        {
          name: "beheer: instellingen",
          description: "Beheer (eigenaar): tarieven per land en servicegebieden van de adviesafspraak",
        },
        {
          name: "beheer: prijzen",
          description: "Beheer (eigenaar): prijstabellen, toeslagen, kortingen en producten aan of uit",
        },
        {
          name: "beheer: catalogus",
          description:
            "Beheer: de catalogus als concept bewerken, controleren, bekijken en publiceren (wijzigen: eigenaar), en productfoto's uploaden",
        },
        { name: "beheer: overzicht", description: "Beheer: de cijfers van het overzicht" },
        {
          name: "beheer: catalogus",
          description:
            "Beheer: de catalogus bewerken in een concept, controleren, publiceren en terugzetten; JSON- en CSV-bestanden (wijzigen alleen de eigenaar)",
        },
        {
          name: "beheer: bestellingen",
          description: "Beheer: bestellingen (lijst, export, status, annuleren) en hun terugbetalingen",
        },
        {
          name: "beheer: productie",
          description:
            "Beheer: de werkbon en de labels van een betaalde bestelling en de snijlijst van een productiedag, als PDF",
        },
        {
          name: "beheer: montage",
          description:
            "Beheer: montages plannen (monteur, dag, tijdvak, alternatieven), de dag van een monteur in rijvolgorde, de oplevering met handtekening en haar PDF; een monteur ziet alleen zijn eigen afspraken",
        },
        {
          name: "beheer: aanvragen",
          description:
            "Offertes, adviesafspraken, serviceaanvragen en kleurstalen: status, notitie, bestellink",
        },
        { name: "beheer: mails", description: "Alle e-mails van de winkel, hun inhoud en opnieuw versturen" },
        {
          name: "beheer: facturen",
          description:
            "Beheer (eigenaar): uitgereikte facturen en creditnota's, als PDF en als UBL-e-factuur",
        },
      ],
      components: {
        securitySchemes: {
          sessie: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description:
              "Ondertekende sessiecookie van de bezoeker. De eerste aanroep die iets bewaart zet hem; " +
              "zonder cookie is de winkelwagen leeg.",
          },
          beheer: {
            type: "apiKey",
            in: "cookie",
            name: "rw_beheer",
            description:
              "Sessiecookie van een medewerker (beheer), gezet door POST /api/beheer/login; wijzigingen sturen " +
              "ook het `csrfToken` van de sessie mee in de header X-CSRF-Token.",
          },
          csrf: {
            type: "apiKey",
            in: "header",
            name: csrfHeader,
            description: "Het `csrf_token` uit GET /api/checkout/payment-data, gebonden aan de sessiecookie.",
          },
        },
      },
      // The session cookie is optional: without one a visitor simply has nothing stored yet.
      security: [{ sessie: [] }, {}],
    },
    // Paths in the document are those of the API, as the client calls them; the pages' catch-all and the other
    // non-API routes (media, payment return, sitemap) are not part of it.
    stripBasePath: false,
    transform: (document) => {
      if (!document.url.startsWith("/api/")) return { schema: { hide: true }, url: document.url };
      const transformed = jsonSchemaTransform(document);
      // "/api/cart/" answers on "/api/cart" as well; the document names it without the trailing slash.
      return { ...transformed, url: transformed.url.replace(/(.)\/$/, "$1") };
    },
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  };
}

/**
 * The zod transform adds every registered schema twice (as input and as output, e.g. Fouten and FoutenInput);
 * only those an operation refers to belong in the document.
 */
function withoutUnusedSchemas<T extends object>(document: T): T {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  if (!components?.schemas) return document;
  const text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  const used = Object.fromEntries(
    Object.entries(components.schemas).filter(([name]) => text.includes(`"#/components/schemas/${name}"`)),
  );
  return { ...document, components: { ...components, schemas: used } };
}

/** Paths in `answer` that `sent` has but `answer` lacks: what the response schema would silently drop. */
export function droppedPaths(sent: unknown, answer: unknown, at = ""): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(answer)) return [];
    return sent.flatMap((item, i) => droppedPaths(item, answer[i], `${at}[${i}]`));
  }
  if (sent === null || typeof sent !== "object") return [];
  if (answer === null || typeof answer !== "object") return [];
  const out = answer as Record<string, unknown>;
  return Object.entries(sent).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    if (!(key in out)) return [path];
    return droppedPaths(value, out[key], path);
  });
}

/**
 * fastify-type-provider-zod's serializer (the response schema encodes the answer, unknown keys are stripped),
 * and with `strict` (tests) an error for an answer with fields the schema does not know, so a schema that
 * would cut data in production fails the tests instead.
 */
export function responseSerializerCompiler(strict: boolean): typeof serializerCompiler {
  return (route) => {
    const serialize = serializerCompiler(route);
    if (!strict) return serialize;
    return (data) => {
      const json = serialize(data);
      const dropped = droppedPaths(JSON.parse(JSON.stringify(data) ?? "null"), JSON.parse(json || "null"));
      if (dropped.length > 0) {
        throw new Error(
          `response of ${route.method} ${route.url} has fields its schema drops: ${dropped.slice(0, 10).join(", ")}`,
        );
      }
      return json;
    };
  };
}
