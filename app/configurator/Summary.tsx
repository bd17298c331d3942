// The last step's overview of the chosen values, as configurator/summary answers them (without the lines
// only the back office needs).
import { useEffect, useRef, useState } from "react";
import type { SummaryLine } from "../../domain/configurator/api";
import type { ConfValues, PriceLine } from "../../domain/configurator/types";
import { isAbort } from "../api/client";
import { SUMMARY_FAILED } from "../api/messages";
import { SaveDesign } from "../designs/SaveDesign";
import { configuratorApi } from "./api";
import { PriceLinesTable } from "./PriceLines";

export function Summary({
  conf_id,
  prod_id,
  values,
  waiting,
  priceLines = null,
  share = false,
  leaveOut = [],
}: {
  conf_id: number;
  prod_id: number;
  values: ConfValues;
  /** A refresh is under way: wait for its values. */
  waiting: boolean;
  /** The price's lines, shown below the choices (none while the price is unknown). */
  priceLines?: readonly PriceLine[] | null;
  /** The overview step: with 'Bewaar of deel je ontwerp' under the list (docs/designs.md). */
  share?: boolean;
  /** Options the step asks itself (the room label), left out of the list. */
  leaveOut?: readonly number[];
}) {
  const [lines, setLines] = useState<SummaryLine[] | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(values);
  const latest = useRef(0);

  useEffect(() => {
    if (waiting) return;
    const seq = ++latest.current;
    const controller = new AbortController();
    configuratorApi
      .summary({ conf_id, prod_id, values: JSON.parse(key) as ConfValues }, controller.signal)
      .then((answer) => {
        if (seq !== latest.current) return;
        setLines(answer.summary.filter((line) => !line.crm_only));
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (isAbort(error) || seq !== latest.current) return;
        setFailed(true);
      });
    return () => controller.abort();
  }, [conf_id, prod_id, key, waiting]);

  if (failed) return <p className="notice">{SUMMARY_FAILED}</p>;
  if (!lines) return <p className="summary__loading">Overzicht wordt geladen…</p>;
  return (
    <>
      <dl className="summary">
        {lines
          .filter((line) => !leaveOut.includes(line.option_id))
          .map((line) => (
            <div key={line.option_id} className="summary__row">
              <dt>{line.name}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
      </dl>
      {priceLines && priceLines.length > 0 && (
        <div className="summary__price-lines">
          <PriceLinesTable lines={priceLines} caption="Zo is je prijs opgebouwd" />
        </div>
      )}
      {share && <SaveDesign conf_id={conf_id} prod_id={prod_id} values={values} waiting={waiting} />}
    </>
  );
}
