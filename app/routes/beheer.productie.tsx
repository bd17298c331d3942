// /beheer/productie: the workshop's production queue. A day (default today; the day before and after), the scan
// field (a hand scanner, the phone's camera where the browser can read QR codes, or typed), per family the rows
// with their state and the next step, and the day's orders with their werkbon, labels and another day. Usable at
// the cutting table on a phone; every form posts to this page, so it works without JavaScript.

import { useEffect, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { dutchDate } from "../../domain/delivery/text";
import { useBackofficeData } from "../backoffice/api";
import { DayOrders } from "../backoffice/production/DayOrders";
import {
  loadProductionPage,
  type ProductionActionData,
  productionAction,
} from "../backoffice/production/production-page.server";
import { QueueFamilies } from "../backoffice/production/QueueFamilies";
import { ScanForm } from "../backoffice/production/ScanForm";
import { PRIVATE_PAGE } from "../cache-headers";
import productieStylesheet from "../styles/productie.css?url";
import type { Route } from "./+types/beheer.productie";

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": PRIVATE_PAGE,
});

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: productieStylesheet }];

export function meta() {
  return [{ title: "Productie | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductionPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return productionAction(request, context);
}

function Outcome({ result }: { result: ProductionActionData | undefined }) {
  if (!result) return <p className="visually-hidden" role="status" />;
  if (result.ok)
    return (
      <p className="productie-outcome productie-outcome--ok" role="status">
        {result.message}
      </p>
    );
  const text = Object.values(result.errors).join(" ");
  return (
    <p className="beheer-error productie-outcome" role="alert">
      {result.ref ? `${result.ref}: ` : ""}
      {text}
    </p>
  );
}

function DayPicker({
  day,
  today,
  previousDay,
  nextDay,
}: {
  day: string;
  today: string;
  previousDay: string;
  nextDay: string;
}) {
  return (
    <nav className="productie-days" aria-label="Productiedag">
      <Link to={`?dag=${previousDay}`} className="beheer-button beheer-button--quiet" aria-label="Vorige dag">
        ←
      </Link>
      <Form method="get" className="productie-days__form">
        <label htmlFor="dag" className="visually-hidden">
          Productiedag
        </label>
        <input id="dag" name="dag" type="date" defaultValue={day} key={day} />
        <button type="submit" className="beheer-button beheer-button--quiet">
          Toon
        </button>
      </Form>
      <Link to={`?dag=${nextDay}`} className="beheer-button beheer-button--quiet" aria-label="Volgende dag">
        →
      </Link>
      {day !== today && (
        <Link to="?" className="beheer-link">
          Vandaag
        </Link>
      )}
    </nav>
  );
}

export default function Productie({ loaderData }: Route.ComponentProps) {
  const { day, today, previousDay, nextDay, families, orders, dayError } = loaderData;
  const { csrfToken } = useBackofficeData();
  const result = useActionData<typeof action>() as ProductionActionData | undefined;
  const navigation = useNavigation();
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (result && navigation.state === "idle") setDone((n) => n + 1);
  }, [result, navigation.state]);
  return (
    <>
      <div className="beheer-title">
        <h1>
          Productie <span className="productie-day">{dutchDate(day, today)}</span>
        </h1>
        <a className="beheer-link" href={`/api/beheer/production/cut-list.pdf?day=${day}`}>
          Snijlijst van deze dag (PDF)
        </a>
      </div>
      <DayPicker day={day} today={today} previousDay={previousDay} nextDay={nextDay} />
      {dayError && (
        <p className="beheer-error" role="alert">
          {dayError}
        </p>
      )}
      <div className="beheer-panel">
        <ScanForm csrf={csrfToken} answered={done} cleared={result?.ok === true} />
        <Outcome result={result} />
      </div>
      <QueueFamilies families={families} csrf={csrfToken} />
      <DayOrders orders={orders} csrf={csrfToken} today={today} />
    </>
  );
}
