// Logger options that keep personal data out of the logs: paths without query strings, errors without the
// query parameters and values a database error carries, and redaction of cookies, bodies and addresses.
import type { FastifyServerOptions } from "fastify";

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

const CENSOR = "[verborgen]";

/**
 * Fields that hold personal data or secrets wherever they are logged: the session cookie and CSRF token, request
 * bodies and queries (addresses, names, e-mail), and the e-mail address a mail was sent to.
 */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  "sessionId",
  "*.sessionId",
  "body",
  "*.body",
  "query",
  "*.query",
  "params",
  "*.params",
  "email",
  "*.email",
  "to",
  "*.to",
  "address",
  "*.address",
];

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** The request as logged: method and path, never the query string (postcodes, e-mail, tokens travel there). */
export function requestForLog(request: LoggedRequest) {
  const query = request.url.indexOf("?");
  return {
    method: request.method,
    url: query === -1 ? request.url : request.url.slice(0, query),
    host: request.host,
    remoteAddress: request.ip,
  };
}

const EMAIL_ADDRESS = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;

/** A database error's text names its parameters (the whole customer record); a mail error its recipient. */
function scrub(text: string): string {
  const params = text.indexOf("\nparams:");
  return (params === -1 ? text : text.slice(0, params)).replace(EMAIL_ADDRESS, "[e-mail]");
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  cause?: SerializedError;
}

/**
 * An error as logged: its type, scrubbed message and stack, code and cause, and nothing else. Errors carry
 * more than that (drizzle the query's `params`, pg the row's values in `detail`), which is personal data.
 */
export function errorForLog(error: unknown, depth = 0): SerializedError | undefined {
  if (!(error instanceof Error)) {
    return error === undefined ? undefined : { type: typeof error, message: scrub(String(error)) };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const cause = depth < 3 ? errorForLog(error.cause, depth + 1) : undefined;
  return {
    type: error.constructor?.name ?? "Error",
    message: scrub(error.message),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof statusCode === "number" ? { statusCode } : {}),
    ...(cause ? { cause } : {}),
  };
}

/** `options` with the redaction and serializers above; `false` (no logging) stays `false`. */
export function privateLogger(options: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!options) return false;
  const base: LoggerOptions = options === true ? {} : options;
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { ...base.serializers, req: requestForLog, err: errorForLog },
  } as unknown as LoggerOptions;
}
