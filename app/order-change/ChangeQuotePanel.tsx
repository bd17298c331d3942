// The priced change before it is made: what changes, the row's price before and after and the difference,
// with the button that makes it (the same fields posted again; the server prices them once more). A dearer change
// is made once its difference is paid: its button holds the change and goes on to the payment.
import { Form } from "react-router";
import { formatPrice } from "../../domain/money";
import type { ChangeQuote } from "./order-change.server";

export function ChangeQuotePanel({ quote }: { quote: ChangeQuote }) {
  const changed = quote.after.filter(
    (line) => quote.before.find((b) => b.name === line.name)?.value !== line.value,
  );
  const difference = quote.differenceCents;
  return (
    <section className="order-change__quote" aria-labelledby={`quote-${quote.position}`} role="status">
      <h3 id={`quote-${quote.position}`}>Je wijziging van regel {quote.position}</h3>
      <ul>
        {changed.map((line) => (
          <li key={line.name}>
            {line.name}: {quote.before.find((b) => b.name === line.name)?.value ?? "–"} →{" "}
            <strong>{line.value}</strong>
          </li>
        ))}
      </ul>
      <p>
        Nieuwe prijs van deze regel: <strong>{formatPrice(quote.subtotalAfterCents)}</strong> (was{" "}
        {formatPrice(quote.subtotalBeforeCents)}).{" "}
        {difference < 0
          ? `Je krijgt ${formatPrice(-difference)} terug.`
          : difference === 0
            ? "De prijs blijft gelijk."
            : `Dat is ${formatPrice(difference)} meer.`}
      </p>
      {difference > 0 && (
        <p>
          Je betaalt het verschil eerst; zodra je betaling binnen is, verwerken we de wijziging en krijg je de
          factuur van het verschil.
        </p>
      )}
      {quote.refusal ? (
        <p className="notice notice--warning">{quote.refusal}</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="wijzig" />
          <input type="hidden" name="key" value={quote.key} />
          {Object.entries(quote.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button button--primary">
            {difference > 0 ? "Betaal het verschil" : "Bevestig de wijziging"}
          </button>
        </Form>
      )}
    </section>
  );
}
