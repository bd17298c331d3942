// Storecove's REST API as our Peppol access point (PEPPOL_ACCESS_POINT=storecove): POST {base}/document_submissions
// with the shop's legal entity, the receiver's Peppol identifier and the UBL as issued, base64-encoded; Storecove
// validates it and delivers it over Peppol. API: https://www.storecove.com/docs/ (DocumentSubmissions), its
// OpenAPI at https://www.storecove.com/api/v2/openapi.json; docs/decisions/0036-peppol-access-point.md says why.
import { describe } from "../http/outside-json.ts";
import { type AccessPoint, AccessPointError, type PeppolMessage } from "./access-point.ts";

export const STORECOVE_DEFAULT_URL = "https://api.storecove.com/api/v2";

/**
 * Storecove routes by the Peppol participant identifier schemes' names (the Peppol code list's "scheme id"), not
 * by their ICD numbers: 0208 (Belgian enterprise number) is BE:EN, 0106 (Dutch KvK number) NL:KVK.
 */
export const STORECOVE_SCHEMES: Readonly<Record<string, string>> = {
  "0208": "BE:EN",
  "9925": "BE:VAT",
  "0106": "NL:KVK",
  "9944": "NL:VAT",
};

export interface StorecoveOptions {
  apiKey: string;
  /** The shop's LegalEntity at Storecove (its id), on whose behalf every document is sent. */
  legalEntityId: number;
  baseUrl?: string;
  /** How long one submission may take (ms) before it counts as unanswered and is retried later. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Statuses that say "not now" rather than "not this": the same document may go through later. */
const RETRYABLE = new Set([408, 425, 429]);

export function storecoveAccessPoint(options: StorecoveOptions): AccessPoint {
  const { apiKey, legalEntityId, timeoutMs = 20_000, fetch: fetchImpl = fetch } = options;
  const endpoint = `${(options.baseUrl ?? STORECOVE_DEFAULT_URL).replace(/\/+$/, "")}/document_submissions`;

  return {
    name: "storecove",
    async send(message) {
      const scheme = STORECOVE_SCHEMES[message.receiver.scheme];
      if (!scheme)
        throw new AccessPointError(`Storecove kent het adresschema ${message.receiver.scheme} niet`, false);
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: "POST",
          headers: {
            authorization: `Bearer ${apiKey}`,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify(submission(message, legalEntityId, scheme)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === "TimeoutError";
        throw new AccessPointError(
          timedOut
            ? `Storecove gaf geen antwoord binnen ${timeoutMs} ms`
            : `Storecove onbereikbaar: ${describe(error)}`,
          true,
        );
      }
      const text = await response.text().catch(() => "");
      if (response.ok) {
        const guid = guidOf(text);
        if (guid) return { transmissionId: guid };
        throw new AccessPointError(`Storecove antwoordde ${response.status} zonder guid`, true);
      }
      const retryable = response.status >= 500 || RETRYABLE.has(response.status);
      throw new AccessPointError(
        `Storecove weigerde (HTTP ${response.status}): ${detailOf(text)}`,
        retryable,
      );
    },
  };
}

/** The DocumentSubmission: the UBL sent as it is, parsed by Storecove as UBL, routed to the receiver's identifier. */
function submission(message: PeppolMessage, legalEntityId: number, scheme: string) {
  return {
    legalEntityId,
    idempotencyGuid: message.idempotencyKey,
    routing: { eIdentifiers: [{ scheme, id: message.receiver.id }], emails: [] },
    document: {
      // Storecove's 'invoice' covers both UBL roots: a CreditNote is an invoice document to it.
      documentType: "invoice",
      rawDocumentData: {
        document: Buffer.from(message.xml, "utf8").toString("base64"),
        parse: true,
        parseStrategy: "ubl",
      },
    },
  };
}

function guidOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && "guid" in body && typeof body.guid === "string" && body.guid)
      return body.guid;
  } catch {
    // Not JSON: no guid.
  }
  return null;
}

/** Storecove's errors: [{ source, details }] (422) or { error }; otherwise the start of the body. */
function detailOf(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text.trim().slice(0, 200) || "geen toelichting";
  }
  const parts = (Array.isArray(body) ? body : [body]).map((e: unknown) => {
    if (!e || typeof e !== "object") return "";
    const { source, details, error } = e as Record<string, unknown>;
    return [source, details ?? error].filter((p) => typeof p === "string" && p).join(": ");
  });
  return parts.filter(Boolean).join("; ").slice(0, 500) || text.trim().slice(0, 200) || "geen toelichting";
}
