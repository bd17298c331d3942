// The browser's JSON client for the shop API (spec section 7): credentials, the XMLHttpRequest marker, and
// the per-field Dutch messages of a 4xx answer. Configurator calls use their own base (see configurator/api).

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

/** Calls `path` under `base` (default: the main API base) and answers the parsed JSON, or throws ApiError. */
export async function callApi<T>(
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
  options: { signal?: AbortSignal; base?: string; headers?: Record<string, string> } = {},
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
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, {
      network: "Er is geen verbinding. Controleer je internet en probeer het opnieuw.",
    });
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
