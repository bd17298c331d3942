// A page action's view of the server's refusal (a ClientError with its Dutch `errors`), known by its shape: the
// page bundle has its own copy of the class, so `instanceof` would not find it.

/** The refusal's first Dutch message and its status (404 or 400), or null for any other error (a fault). */
export function refusalOf(error: unknown): { message: string; status: 400 | 404 } | null {
  if (typeof error !== "object" || error === null || !("errors" in error)) return null;
  const errors = (error as { errors: unknown }).errors;
  if (typeof errors !== "object" || errors === null) return null;
  const message = Object.values(errors as Record<string, unknown>).find((m) => typeof m === "string");
  if (typeof message !== "string") return null;
  return { message, status: (error as { statusCode?: unknown }).statusCode === 404 ? 404 : 400 };
}
