// The order list's table: one order a row, newest first, with the page's totals and links to the next pages.
import { Link } from "react-router";
import { formatPrice } from "../../../domain/money";
import { filtersQuery } from "../../../domain/orders/filters";
import { stateLabels } from "../../../domain/orders/fulfilment";
import { Badge } from "../Badge";
import { formatDateTime } from "../format";
import { Pager } from "../Pager";
import { TableWrap } from "../TableWrap";
import { stateTones } from "./labels";
import type { OrderListData } from "./orders-pages.server";

const plural = (n: number) => `${n} ${n === 1 ? "bestelling" : "bestellingen"}`;

export function OrderTable({ list, filters }: Pick<OrderListData, "list" | "filters">) {
  const { rows, page, pages, pageTotals, allTotals } = list;
  if (rows.length === 0) return <p>Geen bestellingen gevonden.</p>;
  return (
    <>
      <TableWrap label="Bestellingen">
        <table className="beheer-table beheer-orders">
          <caption className="visually-hidden">Bestellingen, nieuwste eerst</caption>
          <thead>
            <tr>
              <th scope="col">Bestelling</th>
              <th scope="col" className="beheer-wide">
                Datum
              </th>
              <th scope="col">Klant</th>
              <th scope="col" className="beheer-wide">
                Postcode
              </th>
              <th scope="col" className="beheer-wide">
                Winkel
              </th>
              <th scope="col" className="beheer-wide">
                Betaalwijze
              </th>
              <th scope="col" className="beheer-wide">
                Status
              </th>
              <th scope="col" className="number">
                Totaal
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number}>
                <td>
                  <Link to={`/beheer/bestellingen/${row.number}`}>{row.number}</Link>
                  {/* On a phone the date and state go under the number: the table keeps three columns. */}
                  <span className="beheer-narrow beheer-hint">{formatDateTime(row.createdAt)}</span>
                  <span className="beheer-narrow">
                    <Badge tone={stateTones[row.state]}>{stateLabels[row.state]}</Badge>
                  </span>
                </td>
                <td className="beheer-wide">{formatDateTime(row.createdAt)}</td>
                <td>
                  {row.name}
                  {row.company && <span className="beheer-hint"> ({row.company})</span>}
                  <span className="beheer-hint beheer-line beheer-wide">{row.email}</span>
                </td>
                <td className="beheer-wide">
                  {row.postcode}
                  <span className="beheer-hint beheer-line">{row.city}</span>
                </td>
                <td className="beheer-wide">{row.store}</td>
                <td className="beheer-wide">{row.paymentMethod ?? "—"}</td>
                <td className="beheer-wide">
                  <Badge tone={stateTones[row.state]}>{stateLabels[row.state]}</Badge>
                </td>
                <td className="number">{formatPrice(row.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>Deze pagina: {plural(pageTotals.count)}</td>
              <td colSpan={5} className="beheer-wide" />
              <td className="number">{formatPrice(pageTotals.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </TableWrap>
      <p className="beheer-hint">
        Gevonden: {plural(allTotals.count)}, samen {formatPrice(allTotals.totalCents)} incl. btw.
      </p>
      <Pager
        page={page}
        pages={pages}
        params={Object.fromEntries(new URLSearchParams(filtersQuery(filters)))}
      />
    </>
  );
}
