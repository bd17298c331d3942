// The order list's filters as a plain GET form: the page's URL holds them, so a filtered list is a link.
import { Form, Link } from "react-router";
import { orderStates, stateLabels } from "../../../domain/orders/fulfilment";
import { FilterError, invalid } from "../FilterError";

interface Props {
  typed: Record<string, string>;
  errors: Record<string, string>;
  methods: { type: string; name: string }[];
}

export function OrderFilters({ typed, errors, methods }: Props) {
  return (
    <Form method="get" className="beheer-filters" role="search" aria-label="Bestellingen filteren">
      <div className="beheer-filters__search">
        <label htmlFor="filter-zoek">Zoek op bestelnummer, naam, e-mail of postcode</label>
        <input
          id="filter-zoek"
          name="zoek"
          type="search"
          defaultValue={typed.zoek}
          {...invalid("zoek", errors)}
        />
        <FilterError field="zoek" errors={errors} />
      </div>
      <div>
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" name="status" defaultValue={typed.status} {...invalid("status", errors)}>
          <option value="">Alle</option>
          {orderStates.map((state) => (
            <option key={state} value={state}>
              {stateLabels[state]}
            </option>
          ))}
        </select>
        <FilterError field="status" errors={errors} />
      </div>
      <div>
        <label htmlFor="filter-winkel">Winkel</label>
        <select id="filter-winkel" name="winkel" defaultValue={typed.winkel}>
          <option value="">Beide</option>
          <option value="NL">Nederland</option>
          <option value="BE">België</option>
        </select>
      </div>
      <div>
        <label htmlFor="filter-betaalwijze">Betaalwijze</label>
        <select id="filter-betaalwijze" name="betaalwijze" defaultValue={typed.betaalwijze}>
          <option value="">Alle</option>
          {methods.map((method) => (
            <option key={method.type} value={method.type}>
              {method.name}
            </option>
          ))}
        </select>
      </div>
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
      <button type="submit" className="beheer-button">
        Filteren
      </button>
      <Link to="/beheer/bestellingen" className="beheer-button beheer-button--quiet">
        Wis filters
      </Link>
      <FilterError field="pagina" errors={errors} />
    </Form>
  );
}
