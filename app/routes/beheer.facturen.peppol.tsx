// /beheer/facturen/peppol (owners): the e-invoices sent over Peppol, how the owner sees what went to whom and what
// failed (docs/invoices.md#sending-over-peppol).
import { PeppolList } from "../backoffice/peppol/PeppolList";
import { loadPeppolTransmissions } from "../backoffice/peppol/peppol.server";
import type { Route } from "./+types/beheer.facturen.peppol";

export function meta() {
  return [{ title: "Verzonden e-facturen | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPeppolTransmissions(request, context);
}

export default function PeppolTransmissions({ loaderData }: Route.ComponentProps) {
  return <PeppolList {...loaderData} />;
}
