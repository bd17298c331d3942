// The states of an e-invoice in the Peppol outbox (server/peppol/outbox.ts) and how the back office names them.

export const peppolStates = ["queued", "sending", "sent", "failed"] as const;
export type PeppolState = (typeof peppolStates)[number];

export const peppolStateLabels: Record<PeppolState, string> = {
  queued: "In wachtrij",
  sending: "Wordt verzonden",
  sent: "Verzonden",
  failed: "Mislukt",
};

/** The access points a document can go through (server/peppol/), and their names on screen. */
export const peppolTransports = ["local", "storecove"] as const;
export type PeppolTransport = (typeof peppolTransports)[number];

export const peppolTransportLabels: Record<PeppolTransport, string> = {
  local: "lokaal",
  storecove: "Storecove",
};

/** The Peppol address schemes (EAS) the shop's documents carry, as the back office names them. */
export const peppolSchemeLabels: Readonly<Record<string, string>> = {
  "0208": "Belgisch ondernemingsnummer",
  "0106": "KvK-nummer",
};
