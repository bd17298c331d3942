// A dearer change the customer asked for, waiting for its difference to be paid: what changes, the difference,
// "Betaal het verschil" (a new payment of exactly the difference) and how the last payment went.
import { Form } from "react-router";
import { formatPrice } from "../../domain/money";
import type { CustomerOrderView } from "./order-change.server";

type Pending = NonNullable<CustomerOrderView["pending"]>;

export function PendingChangePanel({ pending, failed }: { pending: Pending; failed: boolean }) {
  const changed = pending.after.filter(
    (line) => pending.before.find((b) => b.name === line.name)?.value !== line.value,
  );
  return (
    <section className="order-change__pending" aria-labelledby="wacht-op-betaling">
      <h2 id="wacht-op-betaling">Je wijziging wacht op betaling</h2>
      {failed && (
        <p className="notice notice--warning" role="alert">
          Je betaling is niet gelukt. Er is niets gewijzigd en niets afgeschreven; probeer het opnieuw.
        </p>
      )}
      <p>
        Regel {pending.position} ({pending.productName}):
      </p>
      <ul>
        {changed.map((line) => (
          <li key={line.name}>
            {line.name}: {pending.before.find((b) => b.name === line.name)?.value ?? "–"} →{" "}
            <strong>{line.value}</strong>
          </li>
        ))}
      </ul>
      <p>
        Nieuwe prijs van deze regel: <strong>{formatPrice(pending.subtotalAfterCents)}</strong> (was{" "}
        {formatPrice(pending.subtotalBeforeCents)}). Te betalen:{" "}
        <strong>{formatPrice(pending.differenceCents)}</strong>. Pas als je betaling binnen is, wijzigen we je
        bestelling.
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="betaal" />
        <button type="submit" className="button button--primary">
          Betaal het verschil
        </button>
      </Form>
    </section>
  );
}
