// Export and import on /beheer/catalogus: the draft's catalogue as a JSON file (whole or one product family), and a
// JSON file read into the draft; a file with a bad row changes nothing and lists every row's Dutch message.
import { type FormEvent, useState } from "react";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { Field } from "../shop-settings/fields";

const familyLabels: Record<string, string> = {
  raamdecoratie: "Raamdecoratie",
  zonwering: "Zonwering",
  rolluiken: "Rolluiken",
  shutters: "Shutters",
  gordijnen: "Gordijnen",
  horren: "Horren",
  terrasoverkappingen: "Terrasoverkappingen",
};

function ExportLinks({ families }: { families: readonly string[] }) {
  const [family, setFamily] = useState(families[0] ?? "");
  return (
    <div className="catalog-export">
      <p>
        <a className="beheer-button beheer-button--quiet" href="/api/beheer/catalog/export" download>
          Hele catalogus downloaden (JSON)
        </a>
      </p>
      <div className="catalog-export__family">
        <Field id="export-familie" label="Eén productfamilie">
          {(aria) => (
            <select {...aria} value={family} onChange={(e) => setFamily(e.target.value)}>
              {families.map((f) => (
                <option key={f} value={f}>
                  {familyLabels[f] ?? f}
                </option>
              ))}
            </select>
          )}
        </Field>
        <a
          className="beheer-button beheer-button--quiet"
          href={`/api/beheer/catalog/export?familie=${encodeURIComponent(family)}`}
          download
        >
          Familie downloaden<span className="visually-hidden"> {familyLabels[family] ?? family}</span>
        </a>
      </div>
    </div>
  );
}

function ImportForm() {
  const { run, busy, errors, setErrors } = useBeheerAction<{ imported: number }>();
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const file = (event.currentTarget.elements.namedItem("bestand") as HTMLInputElement).files?.[0];
    if (!file) {
      setErrors({ file: "Kies een bestand." });
      return;
    }
    const answer = await run("POST", "catalog/import", { json: await file.text() });
    if (answer)
      setDone(
        `Ingelezen: ${answer.imported === 1 ? "1 onderdeel staat" : `${answer.imported} onderdelen staan`} nu in het concept.`,
      );
  };
  const messages = Object.entries(errors);
  return (
    <form method="post" className="beheer-form" aria-label="Catalogus importeren" onSubmit={submit}>
      <NoScriptFields form="catalogus-import" staff />
      <Field
        id="import-bestand"
        label="JSON-bestand"
        hint="Elk onderdeel vervangt dat met dezelfde sleutel of komt erbij. Bij één foute regel verandert er niets."
      >
        {(aria) => <input {...aria} type="file" name="bestand" accept="application/json,.json" />}
      </Field>
      {messages.length > 0 && (
        <div className="beheer-error" role="alert">
          <p>Er is niets ingelezen:</p>
          <ul>
            {messages.map(([row, message]) => (
              <li key={row}>
                {row === "file" || row === "json" || row === "server" ? message : `${row}: ${message}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {done && (
        <p className="beheer-notice" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="beheer-button" disabled={busy}>
        Importeren in het concept
      </button>
    </form>
  );
}

export function ExportImport({ families, mayEdit }: { families: readonly string[]; mayEdit: boolean }) {
  return (
    <section aria-labelledby="bestanden-kop" className="catalog-section">
      <h2 id="bestanden-kop">Exporteren en importeren</h2>
      <ExportLinks families={families} />
      {mayEdit && <ImportForm />}
    </section>
  );
}
