// The browser's calls for saved designs (/api/designs/*, docs/designs.md).
import { callApi } from "../api/client";

export interface SavedDesignAnswer {
  code: string;
  url: string;
  price: number;
}

export const designsApi = {
  save: (body: { conf_id: number; prod_id: number; values: unknown }) =>
    callApi<SavedDesignAnswer>("POST", "designs/save", body),
  shareMail: (body: { code: string; email: string }) =>
    callApi<{ status: boolean; email: string }>("POST", "designs/share-mail", body),
};

/** The QR code of a saved design's link, drawn by the server as SVG. */
export function qrAddress(code: string): string {
  return `/api/designs/qr/${code}.svg`;
}
