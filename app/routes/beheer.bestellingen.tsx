// /beheer/bestellingen: every order, newest first, filtered by state, store, payment method, days and a search,
// 25 a page with the page's totals; the CSV export takes the same filters.
import { filtersQuery } from "../../domain/orders/filters";
import { OrderFilters } from "../backoffice/orders/OrderFilters";
import { OrderTable } from "../backoffice/orders/OrderTable";
import { loadOrdersPage } from "../backoffice/orders/orders-pages.server";
import type { Route } from "./+types/beheer.bestellingen";

export function meta() {
  return [{ title: "Bestellingen | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrdersPage(request, context);
}

export default function Bestellingen({ loaderData }: Route.ComponentProps) {
  const { typed, filters, errors, list, methods } = loaderData;
  const query = filtersQuery(filters);
  return (
    <>
      <div className="beheer-title">
        <h1>Bestellingen</h1>
        <a
          className="beheer-button beheer-button--quiet"
          href={`/api/beheer/orders/export.csv${query ? `?${query}` : ""}`}
          download
        >
          Exporteer als CSV
        </a>
      </div>
      <OrderFilters typed={typed} errors={errors} methods={methods} />
      <OrderTable list={list} filters={filters} />
    </>
  );
}
