// One row of the order on the customer's change page: what was ordered, the shop's question about it with
// "Klopt zo", and, while the window is open, its change form and the priced change to confirm.
import { Form } from "react-router";
import { formatPrice } from "../../domain/money";
import { ChangeQuotePanel } from "./ChangeQuotePanel";
import type { ChangeQuote, CustomerOrderView } from "./order-change.server";
import { RowChangeForm } from "./RowChangeForm";

type Row = CustomerOrderView["rows"][number];

export function ChangeRow({
  row,
  open,
  quote,
  errors,
}: {
  row: Row;
  open: boolean;
  /** The priced change of this row, after "Bekijk de nieuwe prijs". */
  quote: ChangeQuote | null;
  /** A refused try on this row. */
  errors: Record<string, string> | null;
}) {
  const rowError = errors?.row ?? errors?.status ?? errors?.change;
  return (
    <li className="order-change__row" aria-labelledby={`row-${row.position}`}>
      <h2 id={`row-${row.position}`}>
        Regel {row.position}: {row.count} × {row.productName}
      </h2>
      <ul className="order-change__options">
        {row.options.map((option) => (
          <li key={`${option.name}:${option.value}`}>
            <span>{option.name}:</span> {option.value}
          </li>
        ))}
      </ul>
      <p className="order-change__price">{formatPrice(row.subtotalCents)}</p>
      {row.question && (
        <div className="order-change__question">
          <h3>Onze vraag over deze regel</h3>
          <p>{row.question}</p>
          {open && (
            <Form method="post">
              <input type="hidden" name="intent" value="klopt" />
              <input type="hidden" name="key" value={row.key} />
              <button type="submit" className="button button--primary">
                Klopt zo
              </button>
            </Form>
          )}
          <p className="field__hint">Moet er iets anders? Pas de regel hieronder aan.</p>
        </div>
      )}
      {rowError && (
        <p className="notice notice--warning" role="alert">
          {rowError}
        </p>
      )}
      {quote && <ChangeQuotePanel quote={quote} />}
      {open && row.editable && row.editable.length > 0 && (
        <details className="order-change__details" open={Boolean(errors) || Boolean(row.question)}>
          <summary>Wijzig deze regel</summary>
          <RowChangeForm
            rowKey={row.key}
            position={row.position}
            options={row.editable}
            errors={errors ?? {}}
            values={quote?.fields ?? null}
          />
        </details>
      )}
    </li>
  );
}
