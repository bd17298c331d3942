// Picks the Peppol access point from the configuration: Storecove with PEPPOL_ACCESS_POINT=storecove (config.ts
// refuses to start without its key and legal entity), otherwise the local one that keeps every document here.
import type { Config } from "../config.ts";
import type { AccessPoint } from "./access-point.ts";
import { localAccessPoint } from "./local.ts";
import { storecoveAccessPoint } from "./storecove.ts";

export function createAccessPoint(config: Config): AccessPoint {
  if (config.PEPPOL_ACCESS_POINT !== "storecove") return localAccessPoint();
  if (!config.STORECOVE_API_KEY || !config.STORECOVE_LEGAL_ENTITY_ID)
    throw new Error("PEPPOL_ACCESS_POINT=storecove needs STORECOVE_API_KEY and STORECOVE_LEGAL_ENTITY_ID");
  return storecoveAccessPoint({
    apiKey: config.STORECOVE_API_KEY,
    legalEntityId: config.STORECOVE_LEGAL_ENTITY_ID,
    baseUrl: config.STORECOVE_URL,
  });
}
