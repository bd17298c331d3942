// /beheer/offertes, /adviesafspraken, /serviceaanvragen, /kleurstalen: one route module for the four lists (the
// kind follows from the address; app/routes.ts registers it once per kind).
import { RequestList } from "../backoffice/requests/RequestList";
import { loadRequestList } from "../backoffice/requests/requests.server";
import type { Route } from "./+types/beheer.aanvragen";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.kind.title ?? "Aanvragen"} | Beheer | Raamwerk` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRequestList(request, context);
}

export default function Aanvragen({ loaderData }: Route.ComponentProps) {
  return <RequestList {...loaderData} />;
}
