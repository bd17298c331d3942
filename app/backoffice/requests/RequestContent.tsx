// What a request is about, per kind: the customer's data (shared), a quote's or an order's rows with every
// option and the server's prices, an advice appointment's area and fee, the colours of a swatch order.
import { Link } from "react-router";
import { formatPrice } from "../../../domain/money";
import { type OrderStatus, statusLabels } from "../../../domain/orders/states";
import type { RequestContent as Content, RequestCustomer, RequestRow } from "../../../domain/requests";
import { Badge } from "../Badge";
import { formatDate } from "../format";
import { TableWrap } from "../TableWrap";

export function CustomerPanel({ customer }: { customer: RequestCustomer }) {
  return (
    <section className="beheer-panel" aria-labelledby="klant">
      <h2 id="klant">Klant</h2>
      <dl className="beheer-facts">
        <dt>Naam</dt>
        <dd>{customer.name || "—"}</dd>
        {customer.company && (
          <>
            <dt>Bedrijf</dt>
            <dd>{customer.company}</dd>
          </>
        )}
        <dt>Adres</dt>
        <dd>
          {customer.address.map((line) => (
            <span key={line} className="beheer-line">
              {line}
            </span>
          ))}
        </dd>
        {customer.deliveryAddress && (
          <>
            <dt>Afleveradres</dt>
            <dd>
              {customer.deliveryAddress.map((line) => (
                <span key={line} className="beheer-line">
                  {line}
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>E-mail</dt>
        <dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : "—"}</dd>
        <dt>Telefoon</dt>
        <dd>{customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : "—"}</dd>
      </dl>
    </section>
  );
}

function Rows({ rows, caption }: { rows: RequestRow[]; caption: string }) {
  return (
    <TableWrap label={caption}>
      <table className="beheer-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product en opties</th>
            <th scope="col" className="number">
              Aantal
            </th>
            <th scope="col" className="number">
              Bedrag
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>
                <strong>{row.name}</strong>
                {row.options.length > 0 && (
                  <ul className="beheer-options">
                    {row.options.map((o) => (
                      <li key={`${o.name}-${o.value}`}>
                        {o.name}: {o.value}
                        {o.crmOnly && <Badge tone="plain">alleen winkel</Badge>}
                      </li>
                    ))}
                  </ul>
                )}
                {row.deliveryTime && <div className="beheer-hint">Levertijd: {row.deliveryTime}</div>}
              </td>
              <td className="number">{row.count}</td>
              <td className="number">{formatPrice(row.subtotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

export function RequestContent({ content }: { content: Content }) {
  switch (content.kind) {
    case "quotes":
      return (
        <section aria-labelledby="inhoud">
          <h2 id="inhoud">
            {content.quoteKind === "cart" ? "Offerte voor de winkelwagen" : "Offerte voor één product"}
          </h2>
          {content.customerNote && (
            <p className="beheer-notice">
              <strong>Opmerking van de klant:</strong> {content.customerNote}
            </p>
          )}
          <Rows rows={content.rows} caption="Regels van de offerte" />
          <dl className="beheer-facts beheer-totals">
            {content.totals.map((t) => (
              <div key={t.label}>
                <dt>{t.label}</dt>
                <dd>{formatPrice(t.cents)}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case "advice":
      return (
        <section className="beheer-panel" aria-labelledby="inhoud">
          <h2 id="inhoud">Afspraak</h2>
          <dl className="beheer-facts">
            <dt>Wens</dt>
            <dd>{content.request}</dd>
            <dt>Producten</dt>
            <dd>{content.products.join(", ") || "—"}</dd>
            <dt>Aantal ramen of producten</dt>
            <dd>{content.productAmount ?? "—"}</dd>
            <dt>Servicegebied</dt>
            <dd>{content.serviceArea}</dd>
            <dt>Kosten</dt>
            <dd>{content.feeCents > 0 ? formatPrice(content.feeCents) : "Gratis"}</dd>
            <dt>Kortingscode</dt>
            <dd>{content.coupon ?? "Geen"}</dd>
          </dl>
        </section>
      );
    case "service":
      return (
        <section aria-labelledby="inhoud">
          <h2 id="inhoud">Bestelling</h2>
          <dl className="beheer-facts">
            <dt>Bestelling</dt>
            <dd>
              <Link to={`/beheer/bestellingen/${content.orderNumber}`}>{content.orderNumber}</Link>
            </dd>
            <dt>Status</dt>
            <dd>{statusLabels[content.orderStatus as OrderStatus] ?? content.orderStatus}</dd>
            <dt>Besteld op</dt>
            <dd>{formatDate(content.orderedAt)}</dd>
            <dt>Totaal</dt>
            <dd>{formatPrice(content.orderTotalCents)}</dd>
          </dl>
          <Rows rows={content.rows} caption="Regels van de bestelling" />
        </section>
      );
    case "swatches":
      return (
        <section className="beheer-panel" aria-labelledby="inhoud">
          <h2 id="inhoud">Kleurstalen</h2>
          <ul>
            {content.colours.map((c) => (
              <li key={`${c.product}-${c.colour}`}>
                {c.colour} <span className="beheer-hint">({c.product})</span>
              </li>
            ))}
          </ul>
        </section>
      );
  }
}
