// An order's rows with every option, also those only the shop sees (crm_only), the rows the server adds
// (voucher discount, voorrijkosten, meetkosten), and what is charged besides them, with the total and its VAT.
import { formatPrice } from "../../../domain/money";
import { Badge } from "../Badge";
import { TableWrap } from "../TableWrap";
import type { OrderDetail } from "./orders-pages.server";
import { AskCustomer, type CheckFinding, RowFindings } from "./RowCheck";

function Total({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <tr className={strong ? "beheer-total" : undefined}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td className="beheer-wide" />
      <td className="number">{formatPrice(cents)}</td>
    </tr>
  );
}

export function OrderRows({
  order,
  findings,
}: {
  order: OrderDetail;
  /** The check before cutting, by row key; absent once it no longer matters (released, or not paid). */
  findings?: Record<string, CheckFinding[]>;
}) {
  const checking = order.state === "te_controleren";
  let position = 0;
  const { totals } = order;
  const mount = order.delivery.serviceType === "mount";
  return (
    <TableWrap label="Regels van de bestelling">
      <table className="beheer-table beheer-rows">
        <caption className="visually-hidden">Regels van de bestelling</caption>
        <thead>
          <tr>
            <th scope="col">Product en opties</th>
            <th scope="col" className="number">
              Aantal
            </th>
            <th scope="col" className="number beheer-wide">
              Per stuk
            </th>
            <th scope="col" className="number">
              Subtotaal
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => {
            if (item.type === "product") position += 1;
            const row = position;
            return (
              <tr key={item.key}>
                <td>
                  <strong>{item.productName}</strong>
                  {item.category && <span className="beheer-hint"> · {item.category}</span>}
                  {item.type === "accessory" && (
                    <span className="beheer-hint beheer-line">Uit voorraad: pakken, niet snijden</span>
                  )}
                  {item.options.length > 0 && (
                    <ul className="beheer-options">
                      {item.options.map((option) => (
                        <li
                          key={`${option.name}:${option.value}`}
                          className={option.crmOnly ? "beheer-crm" : undefined}
                        >
                          {option.name}: {option.value}
                          {option.crmOnly && <Badge tone="warn">alleen intern</Badge>}
                        </li>
                      ))}
                    </ul>
                  )}
                  {item.type === "product" && item.discountCents > 0 && (
                    <span className="beheer-hint beheer-line">
                      Korting {formatPrice(item.discountCents)}
                      {item.discountDescription ? ` (${item.discountDescription})` : ""}
                    </span>
                  )}
                  {item.deliveryTime && (
                    <span className="beheer-hint beheer-line">
                      Levertijd {item.deliveryTime}
                      {item.expectedDelivery ? ` · ${item.expectedDelivery}` : ""}
                    </span>
                  )}
                  {mount && item.mountCostCents !== null && (
                    <span className="beheer-hint beheer-line">
                      Montage {formatPrice(item.mountCostCents)} per stuk
                    </span>
                  )}
                  {item.type === "product" && findings && <RowFindings findings={findings[item.key]} />}
                  {item.type === "product" && checking && (
                    <AskCustomer number={order.number} rowKey={item.key} position={row} />
                  )}
                </td>
                <td className="number">{item.count}</td>
                <td className="number beheer-wide">{formatPrice(item.priceCents)}</td>
                <td className="number">{formatPrice(item.subtotalCents)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {mount ? (
            <Total label="Montage van de producten" cents={totals.mountTotalCents} />
          ) : (
            <Total label="Verzendkosten" cents={totals.shippingCents} />
          )}
          <Total label="Totaal incl. btw" cents={totals.totalCents} strong />
          <Total label="Waarvan btw (21%)" cents={totals.taxCents} />
        </tfoot>
      </table>
    </TableWrap>
  );
}
