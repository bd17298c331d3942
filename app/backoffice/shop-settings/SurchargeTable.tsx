// The option surcharges of /beheer/prijzen/:slug: one amount (or percentage) per option value, saved together.
import { useState } from "react";
import type { Surcharge } from "../../../domain/configurator/types";
import { eurosText, parseEuros } from "../../../domain/shop-settings/amounts";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { TableWrap } from "../TableWrap";
import { ErrorList } from "./fields";
import type { ProductPricesView } from "./shop-settings-pages.server";

const surchargeKinds: Record<Surcharge["kind"], string> = {
  fixed: "Vast bedrag (euro)",
  per_metre_width: "Per meter breedte (euro)",
  per_m2: "Per m² (euro)",
  percentage: "Procent van de tabelprijs",
};

export function SurchargeTable({
  slug,
  surcharges,
}: {
  slug: string;
  surcharges: ProductPricesView["surcharges"];
}) {
  const { run, busy, errors, setErrors } = useBeheerAction();
  const [saved, setSaved] = useState(false);
  if (surcharges.length === 0) return null;
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const data = new FormData(event.currentTarget);
    const local: Record<string, string> = {};
    const changes = surcharges.map((s, i) => {
      const text = String(data.get(`s-${s.valueId}`) ?? "").trim();
      const amount =
        s.surcharge.kind === "percentage" ? (/^\d+$/.test(text) ? Number(text) : null) : parseEuros(text);
      if (amount === null)
        local[`surcharges.${i}.amount`] =
          `${s.option}: ${s.value}: vul ${s.surcharge.kind === "percentage" ? "een heel percentage" : "een bedrag"} in.`;
      return { valueId: s.valueId, amount: amount ?? 0 };
    });
    if (Object.keys(local).length > 0) return setErrors(local);
    if (await run("PUT", `prices/${slug}/surcharges`, { surcharges: changes })) setSaved(true);
  }
  return (
    <section className="beheer-panel" aria-labelledby="toeslagen">
      <h2 id="toeslagen">Toeslagen van opties</h2>
      <form method="post" onSubmit={submit} noValidate>
        <NoScriptFields form="toeslagen" staff />
        <ErrorList errors={errors} />
        <TableWrap label="Toeslagen per optiewaarde">
          <table className="beheer-table">
            <caption className="visually-hidden">Toeslagen per optiewaarde</caption>
            <thead>
              <tr>
                <th scope="col">Optie</th>
                <th scope="col">Keuze</th>
                <th scope="col">Soort toeslag</th>
                <th scope="col">Toeslag</th>
              </tr>
            </thead>
            <tbody>
              {surcharges.map((s) => (
                <tr key={s.valueId}>
                  <td>{s.option}</td>
                  <td>{s.value}</td>
                  <td>{surchargeKinds[s.surcharge.kind]}</td>
                  <td>
                    <input
                      className="beheer-input--amount"
                      name={`s-${s.valueId}`}
                      aria-label={`Toeslag ${s.option}: ${s.value}`}
                      inputMode="decimal"
                      defaultValue={
                        s.surcharge.kind === "percentage"
                          ? String(s.surcharge.percent)
                          : eurosText(s.surcharge.cents)
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        <button type="submit" className="beheer-button" disabled={busy}>
          Toeslagen opslaan
        </button>
        {saved && (
          <p className="beheer-notice" role="status">
            De toeslagen zijn opgeslagen.
          </p>
        )}
      </form>
    </section>
  );
}
