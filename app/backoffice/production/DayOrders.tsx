// The day's orders: each with its state, how many rows are packed, its werkbon and labels, and a form to move it
// to another production day (posted to the page).
import { Form, Link } from "react-router";
import { Badge } from "../Badge";
import { stateTones } from "../orders/labels";
import type { ProductionPageData } from "./production-page.server";

type Order = ProductionPageData["orders"][number];

const deliveryLabels: Record<Order["delivery"], string> = {
  sent: "verzenden",
  pickup: "afhalen",
  mount: "montage",
};

const pdf = (number: string, doc: string) => `/api/beheer/production/orders/${number}/${doc}.pdf`;

export function DayOrders({ orders, csrf, today }: { orders: Order[]; csrf: string; today: string }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="bestellingen-van-de-dag">
      <h2 id="bestellingen-van-de-dag">Bestellingen van deze dag</h2>
      <ul className="productie-orders">
        {orders.map((order) => (
          <li key={order.number} className="productie-order">
            <div className="productie-row__head">
              <Link to={`/beheer/bestellingen/${order.number}`}>{order.number}</Link>
              <Badge tone={stateTones[order.state]}>{order.stateLabel}</Badge>
            </div>
            <p className="beheer-hint">
              {order.packed} van {order.rows} ingepakt · {deliveryLabels[order.delivery]}
              {order.day === null ? " · nog geen productiedag" : ""}
            </p>
            <p className="productie-links">
              <a href={pdf(order.number, "werkbon")}>Werkbon (PDF)</a>
              <a href={pdf(order.number, "labels")}>Labels (PDF)</a>
            </p>
            {(order.state === "vrijgegeven" || order.state === "in_productie") && (
              <Form method="post" className="productie-day-form">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="intent" value="day" />
                <input type="hidden" name="number" value={order.number} />
                <label htmlFor={`dag-${order.number}`}>Andere productiedag</label>
                <input id={`dag-${order.number}`} name="day" type="date" min={today} required />
                <button type="submit" className="beheer-button beheer-button--quiet">
                  Verzetten
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
