// An order's issued documents (its invoice, later its credit notes), each with its PDF and UBL download for owners.
import { formatPrice } from "../../../domain/money";
import { formatDate } from "../format";
import type { OrderDetail } from "./orders-pages.server";

const kindLabels = { invoice: "Factuur", credit_note: "Creditnota" } as const;

export function OrderInvoices({ order, mayDownload }: { order: OrderDetail; mayDownload: boolean }) {
  if (order.invoices.length === 0)
    return (
      <p className="beheer-hint">Nog geen factuur: die wordt uitgereikt zodra de bestelling betaald is.</p>
    );
  return (
    <ul className="beheer-timeline">
      {order.invoices.map((doc) => {
        const base = `/api/beheer/invoices/${encodeURIComponent(doc.number)}`;
        return (
          <li key={doc.number}>
            <strong>
              {kindLabels[doc.kind]} {doc.number}
            </strong>{" "}
            <span className="beheer-hint">
              {formatDate(doc.issueDate)} · {formatPrice(doc.totalInclCents)}
            </span>
            {mayDownload && (
              <>
                {" "}
                <a href={`${base}/pdf`} target="_blank" rel="noreferrer">
                  PDF
                </a>{" "}
                <a href={`${base}/xml`} download>
                  UBL (xml)
                </a>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
