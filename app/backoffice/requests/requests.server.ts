// Loaders of the request pages (/beheer/offertes, /adviesafspraken, /serviceaanvragen, /kleurstalen and each
// one's detail): the staff check first, then the service of the kind's area. The kind follows from the address.
import { type AppLoadContext, data } from "react-router";
import { type RequestKind, type RequestStatus, requestStatuses } from "../../../domain/requests";
import type { HandledRequests } from "../../../server/requests/request-handling";
import { requireStaff } from "../staff.server";
import { kindOfPath, type RequestKindPage } from "./kinds";

function kindOf(request: Request): RequestKindPage {
  const kind = kindOfPath(new URL(request.url).pathname);
  if (!kind) throw data({ message: "Niet gevonden" }, { status: 404 });
  return kind;
}

/** The service that handles a kind of request: each kind's own area. */
function serviceOf(context: AppLoadContext, kind: RequestKind): HandledRequests {
  const { quotes, advice, serviceRequests, swatches } = context.services;
  return { quotes, advice, service: serviceRequests, swatches }[kind];
}

/** The list's filter from the address; a status or page that is not one is ignored. */
function filterOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("status") ?? "";
  const status = (requestStatuses as readonly string[]).includes(raw) ? (raw as RequestStatus) : undefined;
  const search = (params.get("zoek") ?? "").trim().slice(0, 100);
  const page = Number(params.get("pagina"));
  return { status, search, page: Number.isSafeInteger(page) && page > 0 && page <= 100_000 ? page : 1 };
}

export async function loadRequestList(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "requests");
  const kind = kindOf(request);
  const filter = filterOf(request);
  const result = await serviceOf(context, kind.kind).requestPage(filter);
  return { kind, filter: { status: filter.status ?? "", search: filter.search }, ...result };
}

export async function loadRequestDetail(request: Request, context: AppLoadContext, number: string) {
  await requireStaff(request, context, "requests");
  const kind = kindOf(request);
  const found = await serviceOf(context, kind.kind).findRequest(number.slice(0, 40));
  if (!found) throw data({ message: "Niet gevonden" }, { status: 404 });
  return { kind, request: found };
}
