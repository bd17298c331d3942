// The browser's client for the configurator calls of spec section 7: JSON with credentials and the
// XMLHttpRequest marker, against the configurator's API base (the BE base on a .be domain).

import type {
  ConfiguratorResponse,
  DeliveryDateResponse,
  Preview,
  PriceResponse,
  SummaryLine,
  UpdateRequest,
  ValuesRequest,
} from "../../domain/configurator/api";
import { apiBase, callApi } from "../api/client";

/** The configurator calls go to the BE API base when the page's top-level domain is 'be' (spec section 7). */
export function configuratorApiBase(): string {
  const config = typeof window === "undefined" ? undefined : window.siteConfig;
  if (config?.apiBaseBe && window.location.hostname.endsWith(".be")) {
    return config.apiBaseBe.endsWith("/") ? config.apiBaseBe : `${config.apiBaseBe}/`;
  }
  return apiBase();
}

function post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return callApi<T>("POST", path, body, { signal, base: configuratorApiBase() });
}

export const configuratorApi = {
  update: (body: UpdateRequest, signal?: AbortSignal) =>
    post<ConfiguratorResponse>("configurator/update", body, signal),
  calcPrice: (body: ValuesRequest, signal?: AbortSignal) =>
    post<PriceResponse>("configurator/calc-price", body, signal),
  getPreview: (body: ValuesRequest, signal?: AbortSignal) =>
    post<Preview>("configurator/get-preview", body, signal),
  deliveryDate: (body: ValuesRequest, signal?: AbortSignal) =>
    post<DeliveryDateResponse>("configurator/delivery-date", body, signal),
  summary: (body: ValuesRequest, signal?: AbortSignal) =>
    post<{ summary: SummaryLine[] }>("configurator/summary", body, signal),
};
