// An order's payment attempts, oldest first: method, amount, state and reason, our reference and the provider's,
// and every notification the provider sent about each.
import { formatPrice } from "../../../domain/money";
import { Badge, type Tone } from "../Badge";
import { formatDateTime } from "../format";
import { ListTable } from "../ListTable";
import { paymentStatusLabels } from "./labels";
import type { OrderDetail } from "./orders-pages.server";

const tone = (status: string): Tone =>
  status === "authorised" ? "good" : status === "pending" || status === "review" ? "warn" : "bad";

export function OrderPayments({ order }: { order: OrderDetail }) {
  if (order.payments.length === 0) return <p>Er is nog geen betaalpoging gedaan.</p>;
  return (
    <ListTable
      label="Betaalpogingen"
      caption="Betaalpogingen, oudste eerst"
      columns={[
        "Begonnen",
        "Betaalwijze",
        { label: "Bedrag", number: true },
        "Status",
        "Referenties",
        "Meldingen van de provider",
      ]}
    >
      {order.payments.map((payment) => (
        <tr key={payment.reference}>
          <td>{formatDateTime(payment.createdAt)}</td>
          <td>
            {payment.method}
            {payment.issuer && <span className="beheer-hint beheer-line">{payment.issuer}</span>}
          </td>
          <td className="number">{formatPrice(payment.amountCents)}</td>
          <td>
            <Badge tone={tone(payment.status)}>{paymentStatusLabels[payment.status] ?? payment.status}</Badge>
            {payment.reason && <span className="beheer-hint beheer-line">{payment.reason}</span>}
          </td>
          <td>
            <span className="beheer-line">
              Onze: <code>{payment.reference}</code>
            </span>
            <span className="beheer-line">
              {payment.provider}: <code>{payment.pspReference ?? "—"}</code>
            </span>
          </td>
          <td>
            {payment.notifications.length === 0 ? (
              <span className="beheer-hint">Geen</span>
            ) : (
              <ul className="beheer-options">
                {payment.notifications.map((n) => (
                  <li key={n.id}>
                    {formatDateTime(n.receivedAt)}: {paymentStatusLabels[n.outcome] ?? n.outcome}{" "}
                    <code className="beheer-hint">{n.id}</code>
                  </li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
