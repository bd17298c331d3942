// Tells a lost or unreachable database apart from a query it refused: the first is an outage (503, retry), the second a bug.

/** Socket errors and PostgreSQL's connection-class SQLSTATEs (class 08, and 57P01–57P03: shut down, crashed, starting up). */
const CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** node-postgres raises these as plain errors without a code. */
const MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /timeout exceeded when trying to connect/,
  /Received unexpected errorMessage from backend/,
];

/** True when `error` (or what it wraps: Drizzle's query error, an AggregateError of addresses) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * One line for a connection error, from the innermost cause: Drizzle's wrapper repeats the query and its parameters
 * (personal data), and Node's AggregateError (every address of a host refused) has no message of its own.
 */
export function explain(error: unknown): string {
  let inner = error;
  for (let depth = 0; depth < 5 && inner instanceof Error && inner.cause !== undefined; depth++)
    inner = inner.cause;
  if (!(inner instanceof Error)) return String(inner);
  const first = inner instanceof AggregateError ? inner.errors[0] : undefined;
  const code = (inner as { code?: unknown }).code;
  return (
    inner.message ||
    (first instanceof Error ? first.message : "") ||
    (typeof code === "string" ? code : inner.name)
  );
}
