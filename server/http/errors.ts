// One error contract for the API: `{ errors: { field: Dutch message } }` with a 4xx for anything the client sent wrong.
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { explain, isDatabaseUnavailable } from "../db/connection-errors.ts";

export type ErrorBody = { errors: Record<string, string> };

export function errorBody(field: string, message: string): ErrorBody {
  return { errors: { [field]: message } };
}

/**
 * Thrown by a service when the request cannot be done as asked (unknown row, full basket, bad quantity):
 * the error handler answers its status with `{ errors }`, and nothing the request touched is kept.
 */
export class ClientError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly errors: Record<string, string>,
  ) {
    super(Object.values(errors)[0] ?? "client error");
    this.name = "ClientError";
  }
}

/** Seconds a client is asked to wait before trying again after a 503 (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER = "5";

export const NOT_FOUND_MESSAGE = "Deze pagina of dit onderdeel bestaat niet (meer).";

/** The one Dutch 503: the database is away, or the shop is shutting down. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  "De winkel is even niet bereikbaar. Probeer het over een paar minuten opnieuw.";

export function unavailableBody(): ErrorBody {
  return errorBody("server", SERVICE_UNAVAILABLE_MESSAGE);
}

/** Dutch texts for the errors Fastify raises itself before a handler runs. */
function messageFor(error: FastifyError): { field: string; message: string } {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { field: "body", message: "De gegevens konden niet gelezen worden: dit is geen geldige JSON." };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { field: "body", message: "Er zijn geen gegevens meegestuurd." };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { field: "body", message: "Stuur de gegevens als JSON (Content-Type: application/json)." };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { field: "body", message: "De meegestuurde gegevens zijn te groot." };
    default:
      return { field: "request", message: "Dit verzoek kon niet verwerkt worden." };
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ClientError, request, reply) => {
    if (error instanceof ClientError) return reply.code(error.statusCode).send({ errors: error.errors });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
        const key = where || error.validationContext || "body";
        if (!(key in errors)) errors[key] = issue.message ?? "Ongeldige waarde";
      }
      return reply.code(400).send({ errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send(errorBody("request", "Te veel verzoeken achter elkaar. Probeer het over een minuut opnieuw."));
    }
    if (status >= 400 && status < 500) {
      const { field, message } = messageFor(error);
      return reply.code(status).send(errorBody(field, message));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: one warning line, and the client may try again (the write was rolled back).
      request.log.warn(`database unavailable: ${explain(error)}`);
      return reply.code(503).header("retry-after", UNAVAILABLE_RETRY_AFTER).send(unavailableBody());
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .send(
        errorBody(
          "server",
          "Er ging iets mis aan onze kant. Probeer het later opnieuw of neem contact op met de klantenservice.",
        ),
      );
  });
}
