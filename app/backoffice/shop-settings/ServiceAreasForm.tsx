// The postcode ranges of /beheer/instellingen where we give home advice, free or for a fee: edited as rows in the
// browser, saved together; the server checks overlaps and answers per row.
import { useState } from "react";
import { eurosText, parseEuros } from "../../../domain/shop-settings/amounts";
import { serviceAreaKindLabels } from "../../../domain/shop-settings/shop-rates";
import { useBeheerAction } from "../api";
import { TableWrap } from "../TableWrap";
import { amountMessage, ErrorList } from "./fields";
import type { ServiceAreaView as Area } from "./shop-settings-pages.server";

const AMOUNT_MESSAGE = amountMessage("9,95");

interface AreaDraft {
  key: number;
  name: string;
  from: string;
  to: string;
  kind: "free" | "paid";
  fee: string;
}

let draftKey = 0;
const toDraft = (a: Area): AreaDraft => ({
  key: ++draftKey,
  name: a.name,
  from: String(a.from),
  to: String(a.to),
  kind: a.kind,
  fee: a.kind === "paid" ? eurosText(a.feeCents) : "",
});

export function ServiceAreasForm({ areas }: { areas: Area[] }) {
  const { run, busy, errors, setErrors } = useBeheerAction<{ areas: Area[] }>();
  const [rows, setRows] = useState<AreaDraft[]>(() => areas.map(toDraft));
  const [saved, setSaved] = useState(false);
  const update = (key: number, change: Partial<AreaDraft>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  async function save() {
    setSaved(false);
    const local: Record<string, string> = {};
    const body = rows.map((r, i) => {
      const fee = r.kind === "paid" ? parseEuros(r.fee) : 0;
      if (fee === null) local[`areas.${i}.feeCents`] = `Rij ${i + 1}: ${AMOUNT_MESSAGE}`;
      return { name: r.name, from: Number(r.from), to: Number(r.to), kind: r.kind, feeCents: fee ?? 0 };
    });
    if (Object.keys(local).length > 0) return setErrors(local);
    const result = await run("PUT", "settings/service-areas", { areas: body });
    if (result) {
      setRows(result.areas.map(toDraft));
      setSaved(true);
    }
  }
  const rowError = (i: number, field: string) => errors[`areas.${i}.${field}`];
  return (
    <section aria-labelledby="gebieden">
      <h2 id="gebieden">Servicegebieden adviesafspraak</h2>
      <p className="beheer-hint">
        Postcodes van vier cijfers, van en tot en met. Gratis gebieden mogen in een betaald gebied liggen
        (gratis gaat voor); gebieden van dezelfde soort mogen niet overlappen. Een postcode in geen enkel
        gebied valt buiten ons werkgebied.
      </p>
      <ErrorList errors={errors} />
      <TableWrap label="Servicegebieden">
        <table className="beheer-table beheer-table--edit">
          <caption className="visually-hidden">Servicegebieden</caption>
          <thead>
            <tr>
              <th scope="col">Naam</th>
              <th scope="col">Van</th>
              <th scope="col">Tot en met</th>
              <th scope="col">Soort</th>
              <th scope="col">Vergoeding (euro)</th>
              <th scope="col">
                <span className="visually-hidden">Acties</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.key}>
                <td>
                  <input
                    aria-label={`Naam van gebied ${i + 1}`}
                    value={row.name}
                    aria-invalid={rowError(i, "name") ? true : undefined}
                    onChange={(e) => update(row.key, { name: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    className="beheer-input--postcode"
                    aria-label={`Begin-postcode van gebied ${i + 1}`}
                    inputMode="numeric"
                    value={row.from}
                    aria-invalid={rowError(i, "from") ? true : undefined}
                    onChange={(e) => update(row.key, { from: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    className="beheer-input--postcode"
                    aria-label={`Eind-postcode van gebied ${i + 1}`}
                    inputMode="numeric"
                    value={row.to}
                    aria-invalid={rowError(i, "to") ? true : undefined}
                    onChange={(e) => update(row.key, { to: e.target.value })}
                  />
                </td>
                <td>
                  <select
                    aria-label={`Soort van gebied ${i + 1}`}
                    value={row.kind}
                    onChange={(e) => update(row.key, { kind: e.target.value as "free" | "paid" })}
                  >
                    <option value="free">{serviceAreaKindLabels.free}</option>
                    <option value="paid">{serviceAreaKindLabels.paid}</option>
                  </select>
                </td>
                <td>
                  {row.kind === "paid" ? (
                    <input
                      className="beheer-input--amount"
                      aria-label={`Vergoeding van gebied ${i + 1} in euro`}
                      inputMode="decimal"
                      value={row.fee}
                      aria-invalid={rowError(i, "feeCents") ? true : undefined}
                      onChange={(e) => update(row.key, { fee: e.target.value })}
                    />
                  ) : (
                    <span className="beheer-hint">Gratis</span>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className="beheer-button beheer-button--quiet"
                    onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                  >
                    Verwijderen<span className="visually-hidden"> gebied {i + 1}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <div className="beheer-form-actions">
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          onClick={() =>
            setRows((all) => [...all, { key: ++draftKey, name: "", from: "", to: "", kind: "paid", fee: "" }])
          }
        >
          Gebied toevoegen
        </button>
        <button type="button" className="beheer-button" disabled={busy} onClick={save}>
          Servicegebieden opslaan
        </button>
      </div>
      {saved && (
        <p className="beheer-notice" role="status">
          Opgeslagen; de adviesafspraak rekent er meteen mee.
        </p>
      )}
    </section>
  );
}
