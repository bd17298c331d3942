// The invoice list's table: invoices and credit notes together, newest first, one document a row with its amounts
// (a credit note's negative), its order and its downloads, and the listed rows' totals in the footer.
import { Link } from "react-router";
import { formatPrice } from "../../../domain/money";
import { Badge } from "../Badge";
import { formatDate } from "../format";
import { TableWrap } from "../TableWrap";
import { documentKindLabels, documentUrl } from "./documents";
import type { InvoiceListData, ListedDocument } from "./invoices-pages.server";

const countries = { NL: "Nederland", BE: "België" } as const;

function Row({ doc }: { doc: ListedDocument }) {
  const credit = doc.kind === "credit_note";
  const order = <Link to={`/beheer/bestellingen/${doc.orderNumber}`}>{doc.orderNumber}</Link>;
  return (
    <tr className={credit ? "beheer-invoices__credit" : undefined}>
      <td>
        <span className="beheer-line beheer-nowrap">{doc.number}</span>
        {credit && <Badge tone="info">{documentKindLabels.credit_note}</Badge>}
        {/* On a phone the date and the order go under the number: the table keeps four columns. */}
        <span className="beheer-narrow beheer-hint beheer-nowrap">{formatDate(doc.issueDate)}</span>
        <span className="beheer-narrow">
          Bestelling <span className="beheer-nowrap">{order}</span>
        </span>
      </td>
      <td className="beheer-wide beheer-nowrap">{formatDate(doc.issueDate)}</td>
      <td className="beheer-wide beheer-nowrap">{order}</td>
      <td>
        {doc.customerName}
        <span className="beheer-hint beheer-line">
          {doc.customerKind === "business" ? "Zakelijk" : "Particulier"}
        </span>
        {doc.buyerVatNumber && (
          <span className="beheer-hint beheer-line beheer-nowrap">Btw-nummer {doc.buyerVatNumber}</span>
        )}
      </td>
      <td className="beheer-wide">{countries[doc.country]}</td>
      <td className="number beheer-wide">{formatPrice(doc.totalExclCents)}</td>
      <td className="number beheer-wide">
        {formatPrice(doc.vatCents)}
        {doc.zeroRated && <span className="beheer-hint beheer-line">nultarief</span>}
      </td>
      <td className="number">{formatPrice(doc.totalInclCents)}</td>
      <td className="beheer-wide">{doc.paymentMethod}</td>
      <td className="beheer-invoices__files">
        <a href={documentUrl(doc.number, "pdf")} target="_blank" rel="noreferrer">
          PDF<span className="visually-hidden"> van {doc.number}</span>
        </a>{" "}
        <a href={documentUrl(doc.number, "xml")} download>
          XML<span className="visually-hidden"> van {doc.number}</span>
        </a>
      </td>
    </tr>
  );
}

export function InvoiceTable({ documents, totals }: Pick<InvoiceListData, "documents" | "totals">) {
  return (
    <TableWrap label="Facturen en creditnota's">
      <table className="beheer-table beheer-invoices">
        <caption className="visually-hidden">Facturen en creditnota's, nieuwste eerst</caption>
        <thead>
          <tr>
            <th scope="col">Nummer</th>
            <th scope="col" className="beheer-wide">
              Datum
            </th>
            <th scope="col" className="beheer-wide">
              Bestelling
            </th>
            <th scope="col">Klant</th>
            <th scope="col" className="beheer-wide">
              Land
            </th>
            <th scope="col" className="number beheer-wide">
              Excl. btw
            </th>
            <th scope="col" className="number beheer-wide">
              Btw
            </th>
            <th scope="col" className="number">
              Incl. btw
            </th>
            <th scope="col" className="beheer-wide">
              Betaalwijze
            </th>
            <th scope="col">
              <span className="visually-hidden">Downloads</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <Row key={doc.number} doc={doc} />
          ))}
        </tbody>
        <tfoot>
          {/* The cells line up with the columns both ways: all ten, and the four a phone shows. */}
          <tr>
            <td>Samen</td>
            <td colSpan={2} className="beheer-wide" />
            <td />
            <td className="beheer-wide" />
            <td className="number beheer-wide">{formatPrice(totals.exclCents)}</td>
            <td className="number beheer-wide">{formatPrice(totals.vatCents)}</td>
            <td className="number">{formatPrice(totals.inclCents)}</td>
            <td className="beheer-wide" />
            <td />
          </tr>
        </tfoot>
      </table>
    </TableWrap>
  );
}
