// The top of an order's page: when it was placed and paid, the customer, how it reaches them, and the addresses.
import { stateLabels } from "../../../domain/orders/fulfilment";
import { formatDate, formatDateTime } from "../format";
import type { OrderDetail } from "./orders-pages.server";

type AddressBlock = OrderDetail["invoiceAddress"];

function Address({ title, address }: { title: string; address: AddressBlock }) {
  return (
    <div className="beheer-panel">
      <h3>{title}</h3>
      <address>
        {address.lines.map((line) => (
          <span key={line} className="beheer-line">
            {line}
          </span>
        ))}
      </address>
      <dl className="beheer-facts">
        <dt>Telefoon</dt>
        <dd>{address.telephone || "—"}</dd>
        <dt>E-mail</dt>
        <dd>{address.email || "—"}</dd>
        {address.note && (
          <>
            <dt>Opmerking</dt>
            <dd>{address.note}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

const regimeLabels: Record<NonNullable<OrderDetail["vat"]>["regime"], string> = {
  nl: "Nederlandse btw, 21%",
  oss: "Belgische btw via de One Stop Shop, 21%",
  be: "Belgische btw (montage in België), 21%",
  "intra-community": "Intracommunautaire levering, 0% (K)",
  "reverse-charge": "Btw verlegd, 0% (AE)",
};

const checkLabels = { valid: "geldig", invalid: "ongeldig", unverified: "niet te controleren" } as const;

/** How the VAT was decided: regime and legal basis, the VAT number's check, and why 21% when it is charged. */
function VatFacts({ vat }: { vat: NonNullable<OrderDetail["vat"]> }) {
  const check = vat.check;
  return (
    <>
      <dt>Btw</dt>
      <dd>
        {regimeLabels[vat.regime]}
        <span className="beheer-line">{vat.legalBasis}</span>
      </dd>
      {check && (
        <>
          <dt>Btw-nummer</dt>
          <dd>
            {check.vatNumber}: {checkLabels[check.status]},{" "}
            {check.checkedLocally
              ? "lokaal gecontroleerd (vorm en controlecijfers, niet bij VIES)"
              : check.consultationNumber
                ? `VIES-raadplegingsnummer ${check.consultationNumber}`
                : "VIES"}
            , {formatDateTime(check.checkedAt)}
            {check.detail && <span className="beheer-line">{check.detail}</span>}
          </dd>
        </>
      )}
      {vat.reason && (
        <>
          <dt>Reden 21% btw</dt>
          <dd>{vat.reason}</dd>
        </>
      )}
    </>
  );
}

export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <>
      <h2>Gegevens</h2>
      <div className="beheer-panel">
        <dl className="beheer-facts">
          <dt>Status</dt>
          <dd>{stateLabels[order.state]}</dd>
          <dt>Geplaatst</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          <dt>Betaald</dt>
          <dd>{order.paidAt ? formatDateTime(order.paidAt) : "Nog niet"}</dd>
          <dt>Winkel</dt>
          <dd>{order.store === "BE" ? "België" : "Nederland"}</dd>
          <dt>Klant</dt>
          <dd>
            {order.company
              ? `Zakelijk: ${order.company.name}, KvK ${order.company.kvk}${order.company.vatNumber ? `, btw ${order.company.vatNumber}` : ""}`
              : "Particulier"}
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
          {order.vat && <VatFacts vat={order.vat} />}
          <dt>Kortingscode</dt>
          <dd>{order.voucher ? `${order.voucher.code} (${order.voucher.name})` : "Geen"}</dd>
          <dt>{order.delivery.label}</dt>
          <dd>{order.delivery.text}</dd>
          {order.trackTraceUrl && (
            <>
              <dt>Track-and-trace</dt>
              <dd>
                <a
                  href={order.trackTraceUrl}
                  rel="noreferrer noopener"
                  target="_blank"
                  className="beheer-url"
                >
                  {order.trackTraceUrl}
                </a>
              </dd>
            </>
          )}
          {order.mountDate && (
            <>
              <dt>Montagedatum</dt>
              <dd>{formatDate(order.mountDate)}</dd>
            </>
          )}
        </dl>
      </div>
      <h2>Adressen</h2>
      <div className="beheer-columns">
        <Address title="Factuuradres" address={order.invoiceAddress} />
        {order.deliveryAddress ? (
          <Address
            title={order.delivery.serviceType === "mount" ? "Montageadres" : "Afleveradres"}
            address={order.deliveryAddress}
          />
        ) : (
          <div className="beheer-panel">
            <h3>Afhalen</h3>
            <p>De klant haalt de bestelling op; er is geen afleveradres.</p>
          </div>
        )}
      </div>
    </>
  );
}
