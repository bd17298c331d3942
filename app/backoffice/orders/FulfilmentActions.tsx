// The next steps for an order: the fulfilment moves open now (a tracking link with 'verzonden', a date with the
// mounting), mailing the customer where the machine says so (domain/orders/fulfilment.ts), and cancelling: an
// unpaid order, or a paid one not yet cut, whose cancelling refunds what is left (the credit note follows the
// provider's confirmation).
import { useState } from "react";
import { formatPrice } from "../../../domain/money";
import { type FulfilmentStatus, moveLabels } from "../../../domain/orders/fulfilment";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import type { OrderDetail } from "./orders-pages.server";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="beheer-field-error" id={id}>
      {message}
    </p>
  ) : null;
}

function MoveForm({ order, to, today }: { order: OrderDetail; to: FulfilmentStatus; today: string }) {
  const { run, busy, errors } = useBeheerAction();
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    await run("POST", `orders/${order.number}/status`, {
      to,
      // The order as this page showed it: a change by the customer since then refuses the move (look again).
      seenAt: new Date(order.updatedAt).toISOString(),
      ...(to === "verzonden" ? { trackTraceUrl: String(data.get("trackTraceUrl") ?? "") } : {}),
      ...(to === "ingepland_voor_montage" ? { mountDate: String(data.get("mountDate") ?? "") } : {}),
    });
  }
  const field = to === "verzonden" ? "trackTraceUrl" : "mountDate";
  const fieldId = `move-${to}-${field}`;
  const error = errors[field];
  return (
    <form
      method="post"
      className="beheer-filters beheer-move"
      onSubmit={submit}
      noValidate
      aria-label={moveLabels[to]}
    >
      <NoScriptFields form="status" staff />
      {to === "verzonden" && (
        <div className="beheer-filters__search">
          <label htmlFor={fieldId}>Track-and-trace-link (niet verplicht)</label>
          <input
            id={fieldId}
            name="trackTraceUrl"
            type="url"
            inputMode="url"
            placeholder="https://"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          <FieldError id={`${fieldId}-error`} message={error} />
        </div>
      )}
      {to === "ingepland_voor_montage" && (
        <div>
          <label htmlFor={fieldId}>Montagedatum</label>
          <input
            id={fieldId}
            name="mountDate"
            type="date"
            min={today}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          <FieldError id={`${fieldId}-error`} message={error} />
        </div>
      )}
      <button type="submit" className="beheer-button" disabled={busy}>
        {moveLabels[to]}
      </button>
      {(errors.status || errors.server || errors.order || errors.to) && (
        <p className="beheer-error" role="alert">
          {errors.status ?? errors.server ?? errors.order ?? errors.to}
        </p>
      )}
    </form>
  );
}

function CancelOrder({ order, refundableCents }: { order: OrderDetail; refundableCents: number }) {
  const { run, busy, errors } = useBeheerAction();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="beheer-button beheer-button--quiet" onClick={() => setAsking(true)}>
        Bestelling annuleren
      </button>
    );
  return (
    <div className="beheer-notice" role="alertdialog" aria-labelledby="cancel-question">
      <p id="cancel-question">
        {order.status !== "paid"
          ? `Bestelling ${order.number} annuleren? Er is niet voor betaald; een gebruikte kortingscode komt vrij.`
          : refundableCents > 0
            ? `Bestelling ${order.number} annuleren? De klant krijgt ${formatPrice(refundableCents)} terug (alles wat nog niet terugbetaald is) en daarna een creditnota; de bestelling gaat niet verder.`
            : `Bestelling ${order.number} annuleren? Alles is al terugbetaald; de bestelling gaat niet verder.`}
      </p>
      <div className="beheer-buttons">
        <button
          type="button"
          className="beheer-button beheer-button--danger"
          disabled={busy}
          onClick={() => run("POST", `orders/${order.number}/cancel`).then(() => setAsking(false))}
        >
          Ja, annuleren
        </button>
        <button type="button" className="beheer-button beheer-button--quiet" onClick={() => setAsking(false)}>
          Nee
        </button>
      </div>
      {(errors.status || errors.server || errors.refund || errors.amount || errors.order) && (
        <p className="beheer-error" role="alert">
          {errors.status ?? errors.server ?? errors.refund ?? errors.amount ?? errors.order}
        </p>
      )}
    </div>
  );
}

export function FulfilmentActions({
  order,
  today,
  refundableCents,
}: {
  order: OrderDetail;
  today: string;
  /** What a cancel of a paid order refunds. */
  refundableCents: number;
}) {
  if (order.moves.length === 0 && !order.canCancel) {
    return (
      <p className="beheer-hint">
        {order.state === "afgerond"
          ? "Deze bestelling is afgerond."
          : order.state === "geannuleerd"
            ? "Deze bestelling is geannuleerd; de terugbetaling staat hieronder."
            : order.status === "paid"
              ? "Er is geen volgende stap."
              : "Deze bestelling is niet betaald en kan niet verder."}
      </p>
    );
  }
  return (
    <div className="beheer-panel">
      {order.moves.length > 0 && <p className="beheer-hint">Bij elke stap krijgt de klant een e-mail.</p>}
      {order.moves.includes("ingepland_voor_montage") && (
        <p>Plan de montage met een monteur, een dag en een tijdvak in het blok Montage hieronder.</p>
      )}
      {order.moves
        // A question is asked about one row, with its drawing: "Vraag de klant" at the row below. Planning the
        // mounting has its own panel (app/backoffice/fitting/FittingPanel.tsx): a fitter and a window.
        .filter((to) => to !== "wacht_op_klant" && to !== "ingepland_voor_montage")
        .map((to) => (
          <MoveForm key={`${order.state}-${to}`} order={order} to={to} today={today} />
        ))}
      {order.canCancel && <CancelOrder order={order} refundableCents={refundableCents} />}
    </div>
  );
}
