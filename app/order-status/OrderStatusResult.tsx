// One order's status as /bestelling-volgen shows it: its state, the steps it goes through, what happens next,
// the expected delivery and its rows.
import type { Ref } from "react";
import type { OrderStatusView } from "../../domain/orders/order-status";
import { Icon } from "../ui/Icon";

export function OrderStatusResult({ status, ref }: { status: OrderStatusView; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} className="order-status" aria-labelledby="order-status-title" tabIndex={-1}>
      <h2 id="order-status-title">Bestelling {status.order_number}</h2>
      <p className="order-status__state">
        <span className={`order-status__badge order-status__badge--${status.state}`}>
          {status.state_label}
        </span>
        <span className="order-status__meta">
          Besteld op {status.ordered_on} · {status.delivery}
        </span>
      </p>
      {status.steps.length > 0 && (
        <ol className="order-status__steps">
          {status.steps.map((step) => (
            <li
              key={step.label}
              className={`order-status__step order-status__step--${step.status}`}
              aria-current={step.status === "current" ? "step" : undefined}
            >
              <span className="order-status__dot" aria-hidden="true">
                {step.status === "done" && <Icon name="check" size={14} />}
              </span>
              {step.label}
              {step.status === "done" && <span className="visually-hidden"> (gedaan)</span>}
            </li>
          ))}
        </ol>
      )}
      <h3>Wat er nu gebeurt</h3>
      <p>{status.next}</p>
      {status.expected_delivery && (
        <p className="order-status__expected">
          <Icon name="clock" size={18} /> {status.expected_delivery}
        </p>
      )}
      {status.track_trace_url && (
        <p>
          <a href={status.track_trace_url} rel="noopener noreferrer" target="_blank">
            Volg je pakket bij de vervoerder
          </a>
        </p>
      )}
      {status.change && (
        <>
          <h3>Wijzigen of annuleren</h3>
          <p>{status.change.text}</p>
          {status.change.url && (
            <p>
              <a href={status.change.url} className="button button--secondary">
                Wijzig of annuleer je bestelling
              </a>
            </p>
          )}
        </>
      )}
      <h3>Je producten</h3>
      <ul className="order-status__rows">
        {status.rows.map((row) => (
          <li key={`${row.name}-${row.details.join("|")}`}>
            <strong>
              {row.count} × {row.name}
            </strong>
            {row.details.length > 0 && (
              <span className="order-status__details">{row.details.join(" · ")}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
