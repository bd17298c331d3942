// The browser's one JSON client for the shop's API (spec section 7) and the back office's: credentials, the
// XMLHttpRequest marker, a CSRF token where a call needs one, and the per-field Dutch messages of a 4xx answer.
// Configurator calls use their own base (see configurator/api), the back office /api/beheer/ (backoffice/api).
import { NO_CONNECTION } from "./messages";

declare global {
  interface Window {
    siteConfig?: { siteBase?: string; apiBase?: string; apiBaseBe?: string; store?: string };
  }
}

/** A call that did not give a usable answer: a 4xx/5xx with its per-field messages, or a network failure (0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string>,
  ) {
    super(Object.values(errors)[0] ?? `HTTP error ${status}`);
    this.name = "ApiError";
  }
}

/** The main API base from the window settings, ending in a slash. */
export function apiBase(): string {
  const base = (typeof window === "undefined" ? undefined : window.siteConfig?.apiBase) ?? "/api/";
  return base.endsWith("/") ? base : `${base}/`;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** The API base, ending in a slash; the main API base when left out. */
  base?: string;
  /** The session's CSRF token, sent as X-CSRF-Token (placing an order, every back-office write). */
  csrfToken?: string | null;
}

/** Calls `path` under the base and answers the parsed JSON, or throws ApiError (status 0: no connection). */
export async function callApi<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${options.base ?? apiBase()}${path}`, {
      method,
      credentials: "include",
      headers: {
        accept: "application/json",
        "X-Requested-With": "XMLHttpRequest",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(options.csrfToken ? { "X-CSRF-Token": options.csrfToken } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, { network: NO_CONNECTION });
  }
  if (!response.ok) {
    let errors: Record<string, string> = {};
    try {
      errors = ((await response.json()) as { errors?: Record<string, string> }).errors ?? {};
    } catch {
      // A body that is not JSON leaves only the status.
    }
    throw new ApiError(response.status, errors);
  }
  return (await response.json()) as T;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
