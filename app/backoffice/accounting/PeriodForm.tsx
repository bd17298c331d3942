// The accountant's period as a plain GET form (van, tot en met) with quick choices as links: the page's URL holds
// the period, so a chosen quarter is a link.
import { Form, Link } from "react-router";
import type { QuickPeriod } from "../../../domain/invoicing/period";

interface Props {
  typed: { from: string; to: string };
  errors: Record<string, string>;
  quick: QuickPeriod[];
}

function FieldError({ field, errors }: { field: string; errors: Record<string, string> }) {
  return errors[field] ? (
    <p className="beheer-field-error" id={`periode-${field}-error`}>
      {errors[field]}
    </p>
  ) : null;
}

const invalid = (field: string, errors: Record<string, string>) =>
  errors[field] ? { "aria-invalid": true, "aria-describedby": `periode-${field}-error` } : {};

export function PeriodForm({ typed, errors, quick }: Props) {
  return (
    <>
      <Form method="get" className="beheer-filters" aria-label="Periode kiezen">
        <div>
          <label htmlFor="periode-from">Van</label>
          <input
            id="periode-from"
            name="from"
            type="date"
            required
            defaultValue={typed.from}
            {...invalid("from", errors)}
          />
          <FieldError field="from" errors={errors} />
        </div>
        <div>
          <label htmlFor="periode-to">Tot en met</label>
          <input
            id="periode-to"
            name="to"
            type="date"
            required
            defaultValue={typed.to}
            {...invalid("to", errors)}
          />
          <FieldError field="to" errors={errors} />
        </div>
        <button type="submit" className="beheer-button">
          Toon periode
        </button>
      </Form>
      <nav aria-label="Snelkeuze periode" className="beheer-quick-periods">
        <ul>
          {quick.map((p) => (
            <li key={p.label}>
              <Link
                to={`?from=${p.from}&to=${p.to}`}
                aria-current={p.from === typed.from && p.to === typed.to ? "true" : undefined}
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
