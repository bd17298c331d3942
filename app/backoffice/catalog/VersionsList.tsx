// The published versions on /beheer/catalogus, newest first: when, by whom, what changed (folded), and
// 'Terugzetten' to publish an earlier one again (refused while the draft holds unpublished changes).
import { useBeheerAction } from "../api";
import { formatDateTime } from "../format";
import type { VersionView } from "./catalog-pages.server";

function VersionItem({
  version,
  mayEdit,
  newest,
}: {
  version: VersionView;
  mayEdit: boolean;
  newest: boolean;
}) {
  const { run, busy, errors } = useBeheerAction();
  const restore = () => {
    if (window.confirm(`Versie ${version.id} terugzetten? Die wordt dan opnieuw gepubliceerd.`))
      void run("POST", `catalog/versions/${version.id}/restore`);
  };
  const lines = version.summary.length;
  return (
    <li className="catalog-version">
      <p>
        <strong>Versie {version.id}</strong> · {formatDateTime(version.publishedAt)} · {version.publishedBy}
        {version.restoredFrom !== null && ` · teruggezet van versie ${version.restoredFrom}`}
      </p>
      <details>
        <summary>{lines === 1 ? "1 wijziging" : `${lines} wijzigingen`}</summary>
        <ul>
          {version.summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      {mayEdit && !newest && (
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          disabled={busy}
          onClick={restore}
        >
          Terugzetten<span className="visually-hidden"> versie {version.id}</span>
        </button>
      )}
      {Object.keys(errors).length > 0 && (
        <p className="beheer-field-error" role="alert">
          {Object.values(errors).join(" ")}
        </p>
      )}
    </li>
  );
}

export function VersionsList({ versions, mayEdit }: { versions: readonly VersionView[]; mayEdit: boolean }) {
  return (
    <section aria-labelledby="versies-kop" className="catalog-section">
      <h2 id="versies-kop">Versies</h2>
      {versions.length === 0 ? (
        <p>Er is nog geen versie gepubliceerd.</p>
      ) : (
        <ol className="catalog-versions">
          {versions.map((version, i) => (
            <VersionItem key={version.id} version={version} mayEdit={mayEdit} newest={i === 0} />
          ))}
        </ol>
      )}
    </section>
  );
}
