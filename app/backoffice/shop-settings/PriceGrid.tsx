// One price table of /beheer/prijzen/:slug (width x height, for one fabric price group) as an editable grid, also
// downloaded and uploaded as CSV. Any bad cell: the server lists them all and changes nothing.
import { useState } from "react";
import { eurosText } from "../../../domain/shop-settings/amounts";
import { CSV_CORNER, matrixToCsv } from "../../../domain/shop-settings/price-csv";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { TableWrap } from "../TableWrap";
import { ErrorList } from "./fields";
import type { ProductPricesView } from "./shop-settings-pages.server";

type Matrix = ProductPricesView["matrices"][number];

function groupTitle(group: string): string {
  return group === "default" ? "Prijstabel" : `Prijstabel prijsgroep ${group}`;
}

export function PriceGrid({ slug, matrix }: { slug: string; matrix: Matrix }) {
  const { run, busy, errors, setErrors } = useBeheerAction();
  const [saved, setSaved] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const id = `tabel-${matrix.group}`;
  const csv = matrixToCsv(matrix);
  const publish = async (text: string, how: string) => {
    setSaved(null);
    if (await run("PUT", `prices/${slug}/matrices/${encodeURIComponent(matrix.group)}`, { csv: text }))
      setSaved(`${how} De winkel toont de nieuwe prijzen meteen.`);
  };
  async function saveGrid(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The grid goes the same way as an upload: the server reads and checks it as CSV.
    const lines = [
      [CSV_CORNER, ...matrix.widths].join(";"),
      ...matrix.heights.map((height, h) =>
        [
          height,
          ...matrix.widths.map((_, w) => String(data.get(`c-${h}-${w}`) ?? "").replaceAll(";", "")),
        ].join(";"),
      ),
    ];
    await publish(lines.join("\n"), "De tabel is opgeslagen.");
  }
  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("bestand");
    if (!(file instanceof File) || file.size === 0) return setErrors({ csv: "Kies eerst een CSV-bestand." });
    await publish(await file.text(), `${file.name} is ingelezen.`);
  }
  return (
    <section className="beheer-panel" aria-labelledby={id}>
      <h2 id={id}>{groupTitle(matrix.group)}</h2>
      <p className="beheer-hint">
        Breedtes in de kolommen, hoogtes in de rijen (cm); een maat tussen twee stappen krijgt de prijs van de
        volgende stap. Bedragen in euro, inclusief btw.
      </p>
      <div className="beheer-filters">
        <a
          className="beheer-button beheer-button--quiet"
          download={`${slug}-${matrix.group}.csv`}
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
        >
          Download CSV<span className="visually-hidden"> van {groupTitle(matrix.group).toLowerCase()}</span>
        </a>
        <form
          method="post"
          onSubmit={upload}
          className="beheer-upload"
          aria-label={`CSV uploaden: ${groupTitle(matrix.group)}`}
        >
          <NoScriptFields form="prijzen-upload" staff />
          {/* The browser's own file button speaks the browser's language; this label speaks Dutch. */}
          <input
            id={`${id}-bestand`}
            className="visually-hidden"
            name="bestand"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
          />
          <label htmlFor={`${id}-bestand`} className="beheer-button beheer-button--quiet">
            Kies een CSV-bestand
          </label>
          <span className="beheer-hint">{fileName ?? "Nog geen bestand gekozen"}</span>
          <button type="submit" className="beheer-button" disabled={busy}>
            Uploaden
          </button>
        </form>
      </div>
      <ErrorList errors={errors} prefix="csv" />
      <ErrorList errors={errors} prefix="server" />
      {errors.group && <p className="beheer-error">{errors.group}</p>}
      {saved && (
        <p className="beheer-notice" role="status">
          {saved}
        </p>
      )}
      <form
        method="post"
        onSubmit={saveGrid}
        key={JSON.stringify(matrix.cents)}
        aria-label={`Raster: ${groupTitle(matrix.group)}`}
      >
        <NoScriptFields form="prijsraster" staff />
        <TableWrap label={`Prijstabel ${groupTitle(matrix.group)}`} className="beheer-grid-wrap">
          <table className="beheer-table beheer-price-grid">
            <caption className="visually-hidden">
              {groupTitle(matrix.group)}: prijs per hoogte (rij) en breedte (kolom)
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Hoogte \ breedte</span>
                  <span aria-hidden="true">h \ b</span>
                </th>
                {matrix.widths.map((width) => (
                  <th key={width} scope="col" className="number">
                    {width}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.heights.map((height, h) => (
                <tr key={height}>
                  <th scope="row" className="number">
                    {height}
                  </th>
                  {matrix.widths.map((width, w) => (
                    <td key={width}>
                      <input
                        name={`c-${h}-${w}`}
                        aria-label={`Hoogte ${height}, breedte ${width}`}
                        inputMode="decimal"
                        defaultValue={eurosText(matrix.cents[h]?.[w] ?? 0)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        <button type="submit" className="beheer-button" disabled={busy}>
          Tabel opslaan
        </button>
      </form>
    </section>
  );
}
