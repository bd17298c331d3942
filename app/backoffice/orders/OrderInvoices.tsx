// An order's issued documents (its invoice, later its credit notes), each with its PDF and UBL download for owners.
import { formatPrice } from "../../../domain/money";
import { formatDate } from "../format";
import { documentKindLabels, documentUrl } from "../invoices/documents";
import type { OrderDetail } from "./orders-pages.server";

export function OrderInvoices({ order, mayDownload }: { order: OrderDetail; mayDownload: boolean }) {
  if (order.invoices.length === 0)
    return (
      <p className="beheer-hint">Nog geen factuur: die wordt uitgereikt zodra de bestelling betaald is.</p>
    );
  return (
    <ul className="beheer-timeline">
      {order.invoices.map((doc) => (
        <li key={doc.number}>
          <strong>
            {documentKindLabels[doc.kind]} {doc.number}
          </strong>{" "}
          <span className="beheer-hint">
            {formatDate(doc.issueDate)} · {formatPrice(doc.totalInclCents)}
          </span>
          {mayDownload && (
            <>
              {" "}
              <a href={documentUrl(doc.number, "pdf")} target="_blank" rel="noreferrer">
                PDF
              </a>{" "}
              <a href={documentUrl(doc.number, "xml")} download>
                UBL (xml)
              </a>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
