// An issued document as the back office names and links it: its kind in Dutch and the owners' downloads
// (/api/beheer/invoices/{number}/pdf and /xml), for the order's page and the invoice list alike.

export type DocumentKind = "invoice" | "credit_note";

export const documentKindLabels: Record<DocumentKind, string> = {
  invoice: "Factuur",
  credit_note: "Creditnota",
};

export function documentUrl(number: string, format: "pdf" | "xml"): string {
  return `/api/beheer/invoices/${encodeURIComponent(number)}/${format}`;
}
