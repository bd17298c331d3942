// The day's rows per product family: each row's reference, product, room label and sizes, its state as a badge,
// the button to the next step (sending the state it showed, so a row a colleague moved meanwhile answers with
// its new state) and a step back with its reason. Forms post to the page: they work without JavaScript.
import { Form } from "react-router";
import { type RowState, rowMoveLabels, rowStateLabels, rowStates } from "../../../domain/orders/rows";
import { Badge, type Tone } from "../Badge";
import type { ProductionPageData } from "./production-page.server";

type Family = ProductionPageData["families"][number];
type Row = Family["rows"][number];

export const rowTones: Record<RowState, Tone> = {
  te_snijden: "plain",
  gesneden: "info",
  samengesteld: "info",
  gecontroleerd: "warn",
  ingepakt: "good",
};

function refId(ref: string): string {
  return `rij-${ref.replace(/[^A-Za-z0-9]/g, "-")}`;
}

function RowActions({ row, csrf }: { row: Row; csrf: string }) {
  const at = rowStates.indexOf(row.state);
  const next = rowStates[at + 1];
  const previous = rowStates[at - 1];
  const id = refId(row.ref);
  if (!row.movable) return <p className="beheer-hint">Deze bestelling is verder: de regel staat vast.</p>;
  return (
    <div className="productie-row__actions">
      {next && (
        <Form method="post">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="forward" />
          <input type="hidden" name="ref" value={row.ref} />
          <input type="hidden" name="from" value={row.state} />
          <button type="submit" className="beheer-button" aria-describedby={id}>
            {rowMoveLabels[next]}
          </button>
        </Form>
      )}
      {previous && (
        <details className="productie-back">
          <summary>Stap terug</summary>
          <Form method="post">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="back" />
            <input type="hidden" name="ref" value={row.ref} />
            <input type="hidden" name="from" value={row.state} />
            <label htmlFor={`${id}-reden`}>Waarom terug?</label>
            <input id={`${id}-reden`} name="reason" required minLength={3} maxLength={500} />
            <button type="submit" className="beheer-button beheer-button--quiet">
              Terug naar ‘{rowStateLabels[previous]}’
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}

function QueueRow({ row, csrf }: { row: Row; csrf: string }) {
  return (
    <li className="productie-row">
      <div className="productie-row__head">
        <strong id={refId(row.ref)}>{row.ref}</strong>
        <Badge tone={rowTones[row.state]}>{row.stateLabel}</Badge>
      </div>
      <p className="productie-row__product">
        {row.count > 1 ? `${row.count} × ` : ""}
        {row.productName}
      </p>
      <p className="beheer-hint">
        Ruimte: {row.room ?? "—"}
        {row.size ? ` · ${row.size}` : ""}
      </p>
      <RowActions row={row} csrf={csrf} />
    </li>
  );
}

export function QueueFamilies({ families, csrf }: { families: Family[]; csrf: string }) {
  if (families.length === 0)
    return <p className="beheer-hint">Op deze dag staat niets gepland om te maken.</p>;
  return (
    <>
      {families.map((family) => {
        const packed = family.rows.filter((r) => r.state === "ingepakt").length;
        return (
          <section key={family.family} aria-labelledby={`familie-${family.family}`}>
            <h2 id={`familie-${family.family}`}>
              {family.label}{" "}
              <span className="productie-count">
                ({packed} van {family.rows.length} ingepakt)
              </span>
            </h2>
            <ul className="productie-rows">
              {family.rows.map((row) => (
                <QueueRow key={row.ref} row={row} csrf={csrf} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
