// The filter form above a back-office list: a status to choose, where the list has one, and a search field; a GET
// form, so a filtered list is a link (the pager keeps the same names: status, zoek).
import { Form } from "react-router";

interface StatusChoice<S extends string> {
  value: string;
  options: readonly S[];
  labels: Record<S, string>;
}

export function ListFilters<S extends string>({
  label,
  status,
  searchLabel,
  search,
}: {
  /** The form's name for screen readers. */
  label?: string;
  status?: StatusChoice<S>;
  searchLabel: string;
  search: string;
}) {
  return (
    <Form method="get" className="beheer-filters" role="search" aria-label={label}>
      {status && (
        <div>
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={status.value}>
            <option value="">Alle</option>
            {status.options.map((option) => (
              <option key={option} value={option}>
                {status.labels[option]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="zoek">{searchLabel}</label>
        <input id="zoek" name="zoek" type="search" defaultValue={search} />
      </div>
      <button type="submit" className="beheer-button">
        Zoeken
      </button>
    </Form>
  );
}
