// What sending an e-invoice over Peppol asks of an access point, and the one interface behind which the local
// default (local.ts) and Storecove (storecove.ts) sit; PEPPOL_ACCESS_POINT picks one (server/boot.ts).
import type { PeppolTransport } from "../../domain/peppol-states.ts";

/** A Peppol participant: an electronic address scheme (EAS / ISO 6523 ICD, "0208") and the identifier in it. */
export interface PeppolParticipant {
  scheme: string;
  id: string;
}

/** One UBL document to deliver, with what the access point routes it by. */
export interface PeppolMessage {
  /** The UBL 2.1 XML (Peppol BIS Billing 3.0) exactly as the shop issued it (server/invoices/ubl.ts). */
  xml: string;
  documentType: "Invoice" | "CreditNote";
  /** The document's number ("2026-000123", "C2026-000007"), for logs and the access point's reference. */
  documentNumber: string;
  sender: PeppolParticipant;
  receiver: PeppolParticipant;
  /**
   * The same for every attempt at one document: an access point that takes an idempotency key refuses a second
   * submission with it, so a retry after a lost answer does not deliver the document twice.
   */
  idempotencyKey: string;
}

/**
 * A send that did not succeed. `retryable`: the access point was unreachable, slow or had a failure of its own
 * (network, time-out, 5xx, 429), so the same document may go through later. Not retryable: the access point
 * refused this document or our credentials (4xx), and sending it again changes nothing until someone acts.
 */
export class AccessPointError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "AccessPointError";
  }
}

export interface AccessPoint {
  /** "local" or "storecove": kept with every transmission and shown in /beheer. */
  readonly name: PeppolTransport;
  /** Hands the document to the access point; resolves with its transmission id, or throws an AccessPointError. */
  send(message: PeppolMessage): Promise<{ transmissionId: string }>;
}
