// The embedded default access point (PEPPOL_ACCESS_POINT=local): every document is taken as delivered at once,
// nothing leaves the machine. The outbox row it answers for (transport 'local', its transmission id) is the
// record, and /beheer/facturen/peppol lists it with a link to the UBL as issued; the demo and the tests send
// e-invoices this way without an account at an access point.
import { randomUUID } from "node:crypto";
import type { AccessPoint } from "./access-point.ts";

export function localAccessPoint(): AccessPoint {
  return {
    name: "local",
    async send() {
      return { transmissionId: `lokaal-${randomUUID()}` };
    },
  };
}
