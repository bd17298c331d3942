// One stop of the fitter's day: the window, who and where (with a navigation link and the phone), the order's
// rows with room and sizes, the notes, the werkbon and the handover (or its signed PDF).
import { Link } from "react-router";
import { confirmationLabels } from "../../../domain/fitting/fitting";
import { Badge } from "../Badge";
import type { AppointmentView } from "./fitting-pages.server";

export function AppointmentCard({
  appointment: a,
  stop,
  showFitter,
}: {
  appointment: AppointmentView;
  stop: number;
  showFitter: boolean;
}) {
  const headingId = `stop-${a.orderNumber}`;
  return (
    <li className="fitting-stop beheer-panel" aria-labelledby={headingId}>
      <div className="fitting-stop__head">
        <span className="fitting-stop__number" aria-hidden="true">
          {stop}
        </span>
        <h2 id={headingId}>
          {a.from}–{a.to} · {a.customer.name}
        </h2>
      </div>
      <p className="fitting-stop__meta">
        Bestelling {a.orderNumber}
        {showFitter ? ` · monteur ${a.fitterName}` : ""}{" "}
        {a.handedOver ? (
          <Badge tone="good">Opgeleverd</Badge>
        ) : (
          <Badge tone={a.confirmation === "open" ? "warn" : "good"}>
            {confirmationLabels[a.confirmation]}
          </Badge>
        )}
      </p>
      <address>{a.customer.address}</address>
      <p className="fitting-stop__links">
        <a className="beheer-button" href={a.navigationUrl} target="_blank" rel="noreferrer">
          Navigeren
        </a>
        {a.customer.phone && (
          <a
            className="beheer-button beheer-button--quiet"
            href={`tel:${a.customer.phone.replace(/[^\d+]/g, "")}`}
          >
            Bel {a.customer.phone}
          </a>
        )}
      </p>
      <h3>Producten</h3>
      <ol className="fitting-rows">
        {a.rows.map((row) => (
          <li key={row.position}>
            <strong>{row.label}</strong>
            {row.room ? ` · ${row.room}` : ""} · {row.sizes}
            {row.details && <span className="beheer-hint"> {row.details}</span>}
          </li>
        ))}
      </ol>
      {a.notes && (
        <p className="fitting-stop__notes">
          <strong>Notitie:</strong> {a.notes}
        </p>
      )}
      <p className="fitting-stop__links">
        <a
          className="beheer-button beheer-button--quiet"
          href={`/api/beheer/fitting/orders/${a.orderNumber}/werkbon.pdf`}
        >
          Werkbon (PDF)
        </a>
        {a.handedOver ? (
          <a
            className="beheer-button beheer-button--quiet"
            href={`/api/beheer/fitting/orders/${a.orderNumber}/handover.pdf`}
          >
            Getekende oplevering (PDF)
          </a>
        ) : (
          <Link className="beheer-button" to={`/beheer/montage/${a.orderNumber}`}>
            Opleveren
          </Link>
        )}
      </p>
    </li>
  );
}
