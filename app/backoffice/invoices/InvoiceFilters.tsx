// The invoice list's filters as a plain GET form: the page's URL holds them, so a filtered list is a link (and the
// owners' API takes the same names). A value the list could not use keeps its text and gets its message.
import { Form, Link } from "react-router";
import { FilterError, invalid } from "../FilterError";

interface Props {
  typed: Record<string, string>;
  errors: Record<string, string>;
}

function Choice({
  field,
  label,
  options,
  typed,
  errors,
}: Props & { field: string; label: string; options: [value: string, label: string][] }) {
  return (
    <div>
      <label htmlFor={`filter-${field}`}>{label}</label>
      <select id={`filter-${field}`} name={field} defaultValue={typed[field]} {...invalid(field, errors)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FilterError field={field} errors={errors} />
    </div>
  );
}

export function InvoiceFilters({ typed, errors }: Props) {
  return (
    <Form method="get" className="beheer-filters" role="search" aria-label="Facturen filteren">
      <div>
        <label htmlFor="filter-van">Van</label>
        <input id="filter-van" name="van" type="date" defaultValue={typed.van} {...invalid("van", errors)} />
        <FilterError field="van" errors={errors} />
      </div>
      <div>
        <label htmlFor="filter-tot">Tot en met</label>
        <input id="filter-tot" name="tot" type="date" defaultValue={typed.tot} {...invalid("tot", errors)} />
        <FilterError field="tot" errors={errors} />
      </div>
      <Choice
        field="winkel"
        label="Winkel"
        options={[
          ["", "Beide"],
          ["NL", "Nederland"],
          ["BE", "België"],
        ]}
        typed={typed}
        errors={errors}
      />
      <Choice
        field="klant"
        label="Klant"
        options={[
          ["", "Alle"],
          ["consumer", "Particulier"],
          ["business", "Zakelijk"],
        ]}
        typed={typed}
        errors={errors}
      />
      <Choice
        field="nultarief"
        label="Nultarief of btw verlegd"
        options={[
          ["", "Alle"],
          ["ja", "Ja, zonder btw"],
          ["nee", "Nee, met btw"],
        ]}
        typed={typed}
        errors={errors}
      />
      <button type="submit" className="beheer-button">
        Filteren
      </button>
      <Link to="/beheer/facturen" className="beheer-button beheer-button--quiet">
        Wis filters
      </Link>
    </Form>
  );
}
