// The customer's download link of an invoice: the site's address and the document's unguessable token.
//
// A random token stored with the document (24 bytes, base64url), not a signature: the link in a mail must work
// for years, through a change of SESSION_SECRET, and one document's link can be replaced without touching others.

/** `https://www.raamwerk.nl/api/invoices/<token>`: answers the PDF; any other token is a 404. */
export function invoiceDownloadUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}/api/invoices/${token}`;
}
