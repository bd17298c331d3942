// /beheer/montage: the fitter's day on a phone. A monteur sees their own appointments; owner and medewerkers see
// everyone's, or one fitter's. In travel order (domain/fitting: window, then area by area from the shop by
// postcode), each with navigation, phone, rows, notes, werkbon and the handover. The day is a GET form.
import { Form, Link } from "react-router";
import { addWorkingDays } from "../../domain/delivery/calendar";
import { formatDate } from "../../domain/format";
import { AppointmentCard } from "../backoffice/fitting/AppointmentCard";
import { loadFittingDay } from "../backoffice/fitting/fitting-pages.server";
import type { Route } from "./+types/beheer.montage";

export function meta() {
  return [{ title: "Montage | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFittingDay(request, context);
}

function previousDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export default function Montage({ loaderData }: Route.ComponentProps) {
  const { date, today, dayError, isFitter, fitterId, fitters, appointments } = loaderData;
  const query = (day: string) => `?dag=${day}${fitterId ? `&monteur=${fitterId}` : ""}`;
  return (
    <>
      <h1>{isFitter ? "Mijn montages" : "Montages"}</h1>
      <Form method="get" className="beheer-filters fitting-day" aria-label="Kies een dag">
        <div>
          <label htmlFor="dag">Dag</label>
          <input
            id="dag"
            name="dag"
            type="date"
            defaultValue={date}
            aria-invalid={dayError ? true : undefined}
            aria-describedby={dayError ? "dag-error" : undefined}
          />
          {dayError && (
            <p className="beheer-field-error" id="dag-error">
              {dayError}
            </p>
          )}
        </div>
        {!isFitter && (
          <div>
            <label htmlFor="monteur">Monteur</label>
            <select id="monteur" name="monteur" defaultValue={fitterId ?? ""}>
              <option value="">Alle monteurs</option>
              {fitters.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="beheer-button">
          Toon
        </button>
      </Form>
      <p className="fitting-day__nav">
        <Link to={query(previousDay(date))}>← Vorige dag</Link>
        {date !== today && <Link to={query(today)}>Vandaag</Link>}
        <Link to={query(addWorkingDays(date, 1, "NL"))}>Volgende werkdag →</Link>
      </p>
      <h2 className="fitting-day__title">
        {formatDate(date)}: {appointments.length === 1 ? "1 montage" : `${appointments.length} montages`}
      </h2>
      {appointments.length === 0 ? (
        <p className="beheer-hint">Op deze dag staat geen montage ingepland.</p>
      ) : (
        <>
          <p className="beheer-hint">
            In rijvolgorde: eerst het vroegste tijdvak, daarna per adviesgebied vanaf de winkel, op postcode.
          </p>
          <ol className="fitting-stops">
            {appointments.map((a, i) => (
              <AppointmentCard key={a.orderNumber} appointment={a} stop={i + 1} showFitter={!isFitter} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}
