// The browser's client for the configurator calls of spec section 7: JSON with credentials and the
// XMLHttpRequest marker, against the configurator's API base (the BE base on a .be domain).
import type {
  ConfiguratorResponse,
  Preview,
  PriceResponse,
  SummaryLine,
  UpdateRequest,
  ValuesRequest,
} from "../../domain/configurator/api";

declare global {
  interface Window {
    siteConfig?: { siteBase?: string; apiBase?: string; apiBaseBe?: string; store?: string };
  }
}

/** The configurator calls go to the BE API base when the page's top-level domain is 'be' (spec section 7). */
export function configuratorApiBase(): string {
  const config = typeof window === "undefined" ? undefined : window.siteConfig;
  const base =
    config?.apiBaseBe && window.location.hostname.endsWith(".be") ? config.apiBaseBe : config?.apiBase;
  const chosen = base ?? "/api/";
  return chosen.endsWith("/") ? chosen : `${chosen}/`;
}

/** A call that did not give a usable answer: a 4xx with its per-field messages, or a network failure. */
export class ConfiguratorCallError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string>,
  ) {
    super(Object.values(errors)[0] ?? `HTTP error ${status}`);
    this.name = "ConfiguratorCallError";
  }
}

async function post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${configuratorApiBase()}${path}`, {
    method: "POST",
    credentials: "include",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
    },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    let errors: Record<string, string> = {};
    try {
      const answer = (await response.json()) as { errors?: Record<string, string> };
      errors = answer.errors ?? {};
    } catch {
      // A body that is not JSON leaves only the status.
    }
    throw new ConfiguratorCallError(response.status, errors);
  }
  return (await response.json()) as T;
}

export const configuratorApi = {
  update: (body: UpdateRequest, signal?: AbortSignal) =>
    post<ConfiguratorResponse>("configurator/update", body, signal),
  calcPrice: (body: ValuesRequest, signal?: AbortSignal) =>
    post<PriceResponse>("configurator/calc-price", body, signal),
  getPreview: (body: ValuesRequest, signal?: AbortSignal) =>
    post<Preview>("configurator/get-preview", body, signal),
  summary: (body: ValuesRequest, signal?: AbortSignal) =>
    post<{ summary: SummaryLine[] }>("configurator/summary", body, signal),
};

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
