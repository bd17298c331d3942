// /beheer/facturen/boekhouding (owners): the accountant's export of a period: the VAT-return summary (rubriek 1a,
// 3b, 3c, the OSS, the opgaaf ICP) and the downloads: the CSV of every invoice and credit note, the zip of their UBL.
import { loadAccountingPage } from "../backoffice/accounting/accounting-page.server";
import { PeriodForm } from "../backoffice/accounting/PeriodForm";
import { VatSummary } from "../backoffice/accounting/VatSummary";
import { formatDate } from "../backoffice/format";
import type { Route } from "./+types/beheer.facturen.boekhouding";

export function meta() {
  return [{ title: "Boekhouding exporteren | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountingPage(request, context);
}

export default function Boekhouding({ loaderData }: Route.ComponentProps) {
  const { typed, quick, errors, period, summary } = loaderData;
  const query = period ? `from=${period.from}&to=${period.to}` : "";
  return (
    <>
      <div className="beheer-title">
        <h1>Boekhouding exporteren</h1>
        {period && (
          <div className="beheer-downloads">
            <a className="beheer-button" href={`/api/beheer/exports/accounting?${query}&format=csv`} download>
              Download CSV
            </a>
            <a
              className="beheer-button beheer-button--quiet"
              href={`/api/beheer/exports/accounting?${query}&format=zip`}
              download
            >
              Download UBL-bestanden (zip)
            </a>
          </div>
        )}
      </div>
      <PeriodForm typed={typed} errors={errors} quick={quick} />
      {period && summary && (
        <section aria-labelledby="overzicht">
          <h2 id="overzicht">
            Overzicht {formatDate(period.from)} t/m {formatDate(period.to)}
          </h2>
          <VatSummary summary={summary} />
        </section>
      )}
    </>
  );
}
