// /beheer: the dashboard, the first page after logging in: paid orders and revenue today, this week and this
// month (after refunds), open requests, what needs attention now, and revenue per day for the last 30 days
// (chart and table).
import { lazy, Suspense, useEffect, useState } from "react";
import { formatPrice } from "../../domain/money";
import { Badge } from "../backoffice/Badge";
import { type DashboardData, loadDashboard } from "../backoffice/dashboard/dashboard.server";
import { formatDate } from "../backoffice/format";
import { TableWrap } from "../backoffice/TableWrap";
import type { Route } from "./+types/beheer._index";

/** recharts stays out of every other chunk: loaded in the browser, on this page only. */
const RevenueChart = lazy(() => import("../backoffice/dashboard/RevenueChart"));

export function meta() {
  return [{ title: "Overzicht | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDashboard(request, context);
}

type Period = DashboardData["periods"]["today"];

const dayLabel = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "short", timeZone: "UTC" });
const weekday = new Intl.DateTimeFormat("nl-NL", { weekday: "short", timeZone: "UTC" });

/** "25 nov" for a YYYY-MM-DD (a calendar day, so read as UTC). */
function shortDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

function PeriodCard({ title, since, period }: { title: string; since?: string; period: Period }) {
  const requests = [
    ["Offertes", period.openRequests.quotes],
    ["Adviesafspraken", period.openRequests.advice],
    ["Serviceaanvragen", period.openRequests.service],
    ["Kleurstalen", period.openRequests.swatches],
  ] as const;
  return (
    <section className="beheer-panel beheer-period" aria-label={title}>
      <h2>{title}</h2>
      <p className="beheer-hint">{since ? `Vanaf ${since}; o` : "O"}mzet na aftrek van terugbetalingen</p>
      <dl className="beheer-figures">
        <div>
          <dt>Betaalde bestellingen</dt>
          <dd>{period.paidOrders}</dd>
        </div>
        <div>
          <dt>Omzet incl. btw</dt>
          <dd>{formatPrice(period.revenueCents)}</dd>
        </div>
        <div>
          <dt>Omzet excl. btw</dt>
          <dd>{formatPrice(period.revenueExclVatCents)}</dd>
        </div>
        <div>
          <dt>Terugbetaald</dt>
          <dd>{formatPrice(period.refundedCents)}</dd>
        </div>
        <div>
          <dt>Gemiddelde bestelwaarde</dt>
          <dd>{formatPrice(period.averageOrderCents)}</dd>
        </div>
      </dl>
      <h3>Open aanvragen</h3>
      <dl className="beheer-figures beheer-figures--small">
        {requests.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export default function Overzicht({ loaderData }: Route.ComponentProps) {
  const { periods, failedMails, pendingPayments, revenuePerDay } = loaderData;
  const mounted = useMounted();
  const days = revenuePerDay.map((day) => ({ ...day, label: shortDay(day.day) }));
  const total = revenuePerDay.reduce((sum, day) => sum + day.revenueCents, 0);
  return (
    <>
      <h1>Overzicht</h1>
      <div className="beheer-periods">
        <PeriodCard title="Vandaag" period={periods.today} />
        <PeriodCard title="Deze week" since={formatDate(periods.week.from)} period={periods.week} />
        <PeriodCard title="Deze maand" since={formatDate(periods.month.from)} period={periods.month} />
      </div>

      <section className="beheer-panel beheer-dash" aria-labelledby="aandacht">
        <h2 id="aandacht">Nu</h2>
        <dl className="beheer-figures">
          <div>
            <dt>Mislukte mails</dt>
            <dd>{failedMails > 0 ? <Badge tone="bad">{failedMails}</Badge> : 0}</dd>
          </div>
          <div>
            <dt>Betalingen in afwachting</dt>
            <dd>{pendingPayments}</dd>
          </div>
        </dl>
      </section>

      <section className="beheer-panel beheer-dash" aria-labelledby="omzet-per-dag">
        <h2 id="omzet-per-dag">Omzet per dag, laatste 30 dagen</h2>
        <p className="beheer-hint">Samen {formatPrice(total)} incl. btw.</p>
        <div
          className="beheer-chart"
          role="img"
          aria-label={`Staafdiagram van de omzet per dag van ${shortDay(revenuePerDay[0]?.day ?? "")} tot en met ${shortDay(revenuePerDay.at(-1)?.day ?? "")}; de cijfers staan in de tabel hieronder.`}
        >
          {mounted && (
            <Suspense fallback={null}>
              <RevenueChart days={days} />
            </Suspense>
          )}
        </div>
        <details className="beheer-details">
          <summary>Als tabel</summary>
          <TableWrap label="Omzet per dag als tabel">
            <table className="beheer-table">
              <caption className="visually-hidden">Omzet per dag, laatste 30 dagen</caption>
              <thead>
                <tr>
                  <th scope="col">Dag</th>
                  <th scope="col" className="number">
                    Bestellingen
                  </th>
                  <th scope="col" className="number">
                    Omzet incl. btw
                  </th>
                  <th scope="col" className="number">
                    Omzet excl. btw
                  </th>
                  <th scope="col" className="number">
                    Terugbetaald
                  </th>
                </tr>
              </thead>
              <tbody>
                {revenuePerDay.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">
                      {weekday.format(new Date(`${day.day}T00:00:00Z`))} {shortDay(day.day)}
                    </th>
                    <td className="number">{day.paidOrders}</td>
                    <td className="number">{formatPrice(day.revenueCents)}</td>
                    <td className="number">{formatPrice(day.revenueExclVatCents)}</td>
                    <td className="number">{formatPrice(day.refundedCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </details>
      </section>
    </>
  );
}
