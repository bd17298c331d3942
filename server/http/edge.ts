// Everything the shop answers before a route runs, in the Dutch `{ errors }` shape: broken URLs and HTTP,
// methods it does not serve, text with NUL or lone surrogates, and requests that arrive while it shuts down.
import type { Socket } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { TEXT_INVALID_CHARACTER } from "../../domain/validation/messages.ts";
import { findUnsafeText } from "../../domain/validation/text.ts";
import {
  type ErrorBody,
  errorBody,
  NOT_FOUND_MESSAGE,
  UNAVAILABLE_RETRY_AFTER,
  unavailableBody,
} from "./errors.ts";

export const BAD_URL_MESSAGE = "Dit adres is ongeldig: het bevat tekens die niet gelezen kunnen worden.";
export const URL_TOO_LONG_MESSAGE = "Dit adres is te lang.";
export const HEADERS_TOO_LARGE_MESSAGE = "Het verzoek heeft te veel of te lange kopregels (headers).";
export const BAD_REQUEST_MESSAGE = "Dit verzoek kon niet gelezen worden.";
export const TIMEOUT_MESSAGE = "Het verzoek duurde te lang. Probeer het opnieuw.";
export const METHOD_NOT_ALLOWED_MESSAGE = "Deze methode wordt hier niet ondersteund.";

/** The methods the shop serves; anything else (TRACE, CONNECT, PROPFIND, QUERY, …) is answered 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOW_HEADER = ALLOWED_METHODS.join(", ");
const allowed = new Set<string>(ALLOWED_METHODS);

/**
 * Server options for what Node and the router refuse before any hook runs: a URL that cannot be percent-decoded
 * or has an over-long parameter, a broken HTTP message (conflicting Transfer-Encoding and Content-Length), headers
 * or a URL beyond Node's `maxHeaderSize`. Fastify's own answers to these are English and echo the URL.
 */
export const edgeServerOptions = {
  // Requests during shutdown get the Dutch 503 from the onRequest hook below instead of Fastify's English one.
  return503OnClosing: false,
  frameworkErrors(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply) {
    if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
      return reply.code(414).send(errorBody("path", URL_TOO_LONG_MESSAGE));
    }
    return reply.code(400).send(errorBody("path", BAD_URL_MESSAGE));
  },
  clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, reason, body] =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? ([408, "Request Timeout", errorBody("request", TIMEOUT_MESSAGE)] as const)
        : error.code === "HPE_HEADER_OVERFLOW"
          ? ([
              431,
              "Request Header Fields Too Large",
              errorBody("request", HEADERS_TOO_LARGE_MESSAGE),
            ] as const)
          : ([400, "Bad Request", errorBody("request", BAD_REQUEST_MESSAGE)] as const);
    this.log.debug({ code: error.code, status }, "client error");
    if (socket.writable) socket.write(rawResponse(status, reason, body));
    socket.destroy();
  },
} satisfies Partial<FastifyServerOptions>;

function rawResponse(status: number, reason: string, body: ErrorBody): string {
  const json = JSON.stringify(body);
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`
  );
}

/**
 * Hooks for every route, the pages included; registered first so they run before the rate limit (an OPTIONS
 * or refused method never counts as a write) and before any route reads its input.
 */
export function registerEdgeGuards(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    app.log.info("closing: new requests get 503, open ones finish");
  });

  // Callback hooks, as these run for every request: an answer here is sent without calling done, which ends
  // the request's hooks as an async hook's early answer does, and no promise is made per request.
  app.addHook("onRequest", (request, reply, done) => {
    if (closing) {
      reply
        .code(503)
        .header("connection", "close")
        .header("retry-after", UNAVAILABLE_RETRY_AFTER)
        .send(unavailableBody());
    } else if (!allowed.has(request.method)) {
      reply.code(405).header("allow", ALLOW_HEADER).send(errorBody("method", METHOD_NOT_ALLOWED_MESSAGE));
    } else if (request.method === "OPTIONS") {
      // No cross-origin use is offered: a preflight learns the methods and nothing else reaches a route.
      reply.code(204).header("allow", ALLOW_HEADER).send();
    } else {
      done();
    }
  });

  // Every text, in a JSON body, the query string or the path, passes the one rule of domain/validation/text.ts,
  // whatever the route's schema says of it (records of free options, ids, codes).
  app.addHook("preValidation", (request, reply, done) => {
    const unsafe =
      unsafeIn("params", request.params) ??
      unsafeIn("query", request.query) ??
      unsafeIn("body", request.body);
    if (unsafe === undefined) done();
    else reply.code(400).send(errorBody(unsafe, TEXT_INVALID_CHARACTER));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody("path", NOT_FOUND_MESSAGE)));
}

/** The field of a request part that holds unsafe text (the part's name for the part itself), if any. */
function unsafeIn(part: "params" | "query" | "body", value: unknown): string | undefined {
  if (!isParsed(value)) return undefined;
  const path = findUnsafeText(value);
  return path === undefined ? undefined : path || part;
}

/** Strings, arrays and objects as the JSON and query parsers make them; never a Buffer or a stream. */
function isParsed(value: unknown): boolean {
  if (typeof value === "string") return true;
  if (typeof value !== "object" || value === null) return false;
  return !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== "function";
}
