// One list for every kind of request (offertes, adviesafspraken, serviceaanvragen, kleurstalen): filter by
// status, search by number, name, e-mail or postcode, newest first, a page at a time.
import { Form, Link } from "react-router";
import { formatPrice } from "../../../domain/money";
import { type RequestStatus, requestStatuses, requestStatusLabels } from "../../../domain/requests";
import { formatDateTime } from "../format";
import { Pager } from "../Pager";
import { TableWrap } from "../TableWrap";
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
      <Form method="get" className="beheer-filters" role="search" aria-label={`${kind.title} zoeken`}>
        <div>
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={filter.status}>
            <option value="">Alle</option>
            {requestStatuses.map((status) => (
              <option key={status} value={status}>
                {requestStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="zoek">Zoek op nummer, naam, e-mail of postcode</label>
          <input id="zoek" name="zoek" type="search" defaultValue={filter.search} />
        </div>
        <button type="submit" className="beheer-button">
          Zoeken
        </button>
      </Form>
      <p className="beheer-hint" role="status">
        {total === 1 ? "1 gevonden" : `${total} gevonden`}
      </p>
      {requests.length === 0 ? (
        <p>{kind.none}</p>
      ) : (
        <TableWrap label={kind.title}>
          <table className="beheer-table beheer-table--stack">
            <caption className="visually-hidden">{kind.title}, nieuwste eerst</caption>
            <thead>
              <tr>
                <th scope="col">Nummer</th>
                <th scope="col">Ontvangen</th>
                <th scope="col">Klant</th>
                <th scope="col">Postcode</th>
                <th scope="col">Aanvraag</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
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
                    {r.amountCents !== null && (
                      <div className="beheer-hint">{formatPrice(r.amountCents)}</div>
                    )}
                  </td>
                  <td data-label="Status">
                    <StatusBadge status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={page} pages={pages} params={{ status: filter.status, zoek: filter.search }} />
    </>
  );
}
