// /beheer/facturen (owners): every issued invoice and credit note, newest first, filtered by issue period, store,
// customer kind and zero rate, with the listed rows' totals and each document's PDF and UBL.
import { Link } from "react-router";
import { formatPrice } from "../../domain/money";
import { InvoiceFilters } from "../backoffice/invoices/InvoiceFilters";
import { InvoiceTable } from "../backoffice/invoices/InvoiceTable";
import { loadInvoicesPage } from "../backoffice/invoices/invoices-pages.server";
import type { Route } from "./+types/beheer.facturen";

export function meta() {
  return [{ title: "Facturen | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInvoicesPage(request, context);
}

const count = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;

export default function Facturen({ loaderData }: Route.ComponentProps) {
  const { typed, filters, errors, documents, totals, capped, limit } = loaderData;
  // The accountant's export covers the same period, when one is chosen.
  const period = new URLSearchParams();
  if (filters.van) period.set("van", filters.van);
  if (filters.tot) period.set("tot", filters.tot);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <div className="beheer-title">
        <h1>Facturen</h1>
        <div className="beheer-buttons">
          <Link
            className="beheer-button beheer-button--quiet"
            to={`/beheer/facturen/boekhouding${period.size ? `?${period}` : ""}`}
          >
            Boekhouding exporteren
          </Link>
          <Link className="beheer-button beheer-button--quiet" to="/beheer/facturen/peppol">
            Verzonden e-facturen
          </Link>
        </div>
      </div>
      <InvoiceFilters typed={typed} errors={errors} />
      {documents.length === 0 ? (
        <p>
          {filtered
            ? "Geen facturen of creditnota's met deze filters."
            : "Er zijn nog geen facturen uitgereikt. Een bestelling krijgt haar factuur zodra ze betaald is."}
        </p>
      ) : (
        <>
          {capped && (
            <p className="beheer-notice">
              Hier staan alleen de nieuwste {limit} documenten, en de totalen gelden voor die {limit}. Kies
              een kortere periode om alles te zien.
            </p>
          )}
          <InvoiceTable documents={documents} totals={totals} />
          <p className="beheer-hint">
            {count(totals.invoices, "factuur", "facturen")}
            {totals.creditNotes > 0 && ` en ${count(totals.creditNotes, "creditnota", "creditnota's")}`},
            samen {formatPrice(totals.exclCents)} excl. btw, {formatPrice(totals.vatCents)} btw,{" "}
            {formatPrice(totals.inclCents)} incl. btw. Creditnota's tellen negatief.
          </p>
        </>
      )}
    </>
  );
}
