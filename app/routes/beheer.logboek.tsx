// /beheer/logboek (owners): every change made in the back office, newest first: who, when, what, before and after.
import { Link } from "react-router";
import { formatDateTime } from "../backoffice/format";
import { ListFilters } from "../backoffice/ListFilters";
import { ListTable } from "../backoffice/ListTable";
import { loadAuditPage } from "../backoffice/staff/staff-pages.server";
import type { Route } from "./+types/beheer.logboek";

export function meta() {
  return [{ title: "Logboek | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAuditPage(request, context);
}

function show(value: unknown): string {
  if (value === undefined || value === null) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The fields that differ between before and after, or the whole value where one side is not an object. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isRecord(before) || !isRecord(after)) {
    if (before == null && after == null) return null;
    return (
      <dl className="beheer-changes">
        <dt>Voor</dt>
        <dd>{show(before)}</dd>
        <dt>Na</dt>
        <dd>{show(after)}</dd>
      </dl>
    );
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return <span className="beheer-hint">Geen verschil</span>;
  return (
    <dl className="beheer-changes">
      {keys.map((key) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>
            {show(before[key])} → {show(after[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function Logboek({ loaderData }: Route.ComponentProps) {
  const { entries, search, more } = loaderData;
  const last = entries.at(-1);
  const olderParams = new URLSearchParams({
    ...(search ? { zoek: search } : {}),
    voor: String(last?.id ?? ""),
  });
  return (
    <>
      <h1>Logboek</h1>
      <ListFilters searchLabel="Zoek op onderwerp, medewerker of handeling" search={search} />
      {entries.length === 0 ? (
        <p>Geen wijzigingen gevonden.</p>
      ) : (
        <ListTable
          label="Logboek"
          caption="Wijzigingen, nieuwste eerst"
          columns={["Wanneer", "Wie", "Handeling", "Onderwerp", "Wijziging"]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>{entry.subject}</td>
              <td>
                <Changes before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      {more && (
        <p className="beheer-pager">
          <Link to={`?${olderParams}`}>Oudere wijzigingen</Link>
        </p>
      )}
    </>
  );
}
