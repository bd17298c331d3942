// One list for every kind of request (offertes, adviesafspraken, serviceaanvragen, kleurstalen): filter by
// status, search by number, name, e-mail or postcode, newest first, a page at a time.
import { Link } from "react-router";
import { formatPrice } from "../../../domain/money";
import { type RequestStatus, requestStatuses, requestStatusLabels } from "../../../domain/requests";
import { formatDateTime } from "../format";
import { ListFilters } from "../ListFilters";
import { ListTable } from "../ListTable";
import { Pager } from "../Pager";
import type { RequestKindPage } from "./kinds";
import { StatusBadge } from "./StatusBadge";

export interface RequestSummaryView {
  number: string;
  status: RequestStatus;
  createdAt: Date | string;
  store: string;
  name: string;
  email: string;
  postcode: string;
  amountCents: number | null;
  about: string;
}

interface Props {
  kind: RequestKindPage;
  requests: RequestSummaryView[];
  filter: { status: string; search: string };
  page: number;
  pages: number;
  total: number;
}

export function RequestList({ kind, requests, filter, page, pages, total }: Props) {
  return (
    <>
      <h1>{kind.title}</h1>
      <ListFilters
        label={`${kind.title} zoeken`}
        status={{ value: filter.status, options: requestStatuses, labels: requestStatusLabels }}
        searchLabel="Zoek op nummer, naam, e-mail of postcode"
        search={filter.search}
      />
      <p className="beheer-hint" role="status">
        {total === 1 ? "1 gevonden" : `${total} gevonden`}
      </p>
      {requests.length === 0 ? (
        <p>{kind.none}</p>
      ) : (
        <ListTable
          label={kind.title}
          caption={`${kind.title}, nieuwste eerst`}
          className="beheer-table beheer-table--stack"
          columns={["Nummer", "Ontvangen", "Klant", "Postcode", "Aanvraag", "Status"]}
        >
          {requests.map((r) => (
            <tr key={r.number}>
              <td data-label="Nummer">
                <Link to={`/beheer/${kind.path}/${r.number}`}>{r.number}</Link>
              </td>
              <td data-label="Ontvangen">{formatDateTime(r.createdAt)}</td>
              <td data-label="Klant">
                {r.name || "—"}
                <div className="beheer-hint">{r.email}</div>
              </td>
              <td data-label="Postcode">
                {r.postcode} <span className="beheer-hint">{r.store}</span>
              </td>
              <td data-label="Aanvraag">
                {r.about}
                {r.amountCents !== null && <div className="beheer-hint">{formatPrice(r.amountCents)}</div>}
              </td>
              <td data-label="Status">
                <StatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <Pager page={page} pages={pages} params={{ status: filter.status, zoek: filter.search }} />
    </>
  );
}
