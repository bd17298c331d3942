// 'CSV-bestanden' of the catalogue pages: download the draft's colours, products or an option set's prices for a
// spreadsheet, and (the owner) upload one back into the draft. A file with a bad row changes nothing; every bad
// row is listed with its row number and column.
import { useState } from "react";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { ErrorList } from "../shop-settings/fields";

const kinds = { kleuren: "Kleuren", producten: "Producten", prijzen: "Prijzen van een optieset" } as const;
type Kind = keyof typeof kinds;

export function CsvImportExport({
  canEdit,
  optionSets,
  initialKind = "kleuren",
}: {
  canEdit: boolean;
  optionSets: { id: number; name: string }[];
  initialKind?: Kind;
}) {
  const { run, busy, errors, setErrors } = useBeheerAction<{ imported: number }>();
  const [kind, setKind] = useState<Kind>(initialKind);
  const [set, setSet] = useState(String(optionSets[0]?.id ?? ""));
  const [done, setDone] = useState<string | null>(null);
  const query = `soort=${kind}${kind === "prijzen" ? `&optieset=${set}` : ""}`;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const form = event.currentTarget;
    const file = new FormData(form).get("bestand");
    if (!(file instanceof File) || file.size === 0) return setErrors({ csv: "Kies een CSV-bestand." });
    const body = {
      soort: kind,
      csv: await file.text(),
      ...(kind === "prijzen" ? { optieset: Number(set) } : {}),
    };
    const result = await run("POST", "catalog/import-csv", body);
    if (result) {
      setDone(
        `${result.imported} ${result.imported === 1 ? "onderdeel staat" : "onderdelen staan"} nu in het concept.`,
      );
      form.reset();
    }
  }

  return (
    <section className="beheer-panel" aria-labelledby="csv-title">
      <h2 id="csv-title">CSV-bestanden</h2>
      <p className="beheer-hint">
        Laad een prijslijst van een leverancier of een nieuwe collectie in één keer: download het bestand, pas
        het aan in een spreadsheet (puntkomma-gescheiden) en lees het weer in. Het komt in het concept; de
        winkel verandert pas na &lsquo;Publiceren&rsquo;. Bevat het bestand een foute regel, dan verandert er
        niets.
      </p>
      <div className="beheer-filters">
        <div>
          <label htmlFor="csv-kind">Bestand</label>
          <select id="csv-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {Object.entries(kinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {kind === "prijzen" && (
          <div>
            <label htmlFor="csv-set">Optieset</label>
            <select id="csv-set" value={set} onChange={(e) => setSet(e.target.value)}>
              {optionSets.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <a
          className="beheer-button beheer-button--quiet"
          href={`/api/beheer/catalog/export.csv?${query}`}
          download
        >
          Downloaden
        </a>
      </div>
      {canEdit && (
        <form method="post" className="beheer-upload" onSubmit={submit} aria-label="CSV-bestand inlezen">
          <NoScriptFields form="catalogus-csv" staff />
          <label htmlFor="csv-file">CSV-bestand inlezen ({kinds[kind].toLowerCase()})</label>
          <input id="csv-file" name="bestand" type="file" accept=".csv,text/csv" />
          <button type="submit" className="beheer-button" disabled={busy}>
            Inlezen in het concept
          </button>
        </form>
      )}
      <ErrorList errors={errors} />
      {done && (
        <p className="beheer-notice" role="status">
          {done}
        </p>
      )}
    </section>
  );
}
