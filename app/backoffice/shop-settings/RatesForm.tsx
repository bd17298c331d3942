// One country's delivery and mount rates on /beheer/instellingen; the cart counts with them at once.
import { useState } from "react";
import { formatPrice } from "../../../domain/money";
import { eurosText, parseEuros } from "../../../domain/shop-settings/amounts";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { amountMessage, ErrorList, Field } from "./fields";
import type { RatesView as Rates } from "./shop-settings-pages.server";

const countryNames: Record<string, string> = { NL: "Nederland", BE: "België" };
const rateFields = [
  { key: "shippingCostCents", label: "Verzendkosten" },
  { key: "shippingFreeFromCents", label: "Gratis verzenden vanaf" },
  { key: "mountStartCents", label: "Voorrijkosten montage" },
  { key: "measureCents", label: "Meetkosten" },
] as const;
const AMOUNT_MESSAGE = amountMessage("9,95");

export function RatesForm({ rates }: { rates: Rates }) {
  const { run, busy, errors, setErrors } = useBeheerAction();
  const [saved, setSaved] = useState(false);
  const country = rates.country;
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const data = new FormData(event.currentTarget);
    const body: Record<string, number> = {};
    const local: Record<string, string> = {};
    for (const field of rateFields) {
      const cents = parseEuros(String(data.get(field.key) ?? ""));
      if (cents === null) local[field.key] = AMOUNT_MESSAGE;
      else body[field.key] = cents;
    }
    if (Object.keys(local).length > 0) return setErrors(local);
    if (await run("PUT", `settings/rates/${country}`, body)) setSaved(true);
  }
  return (
    <form
      method="post"
      className="beheer-panel"
      onSubmit={submit}
      noValidate
      aria-labelledby={`rates-${country}`}
    >
      <NoScriptFields form="tarieven" staff />
      <h3 id={`rates-${country}`}>{countryNames[country] ?? country}</h3>
      <div className="beheer-grid-form">
        {rateFields.map((field) => (
          <Field
            key={field.key}
            id={`rate-${country}-${field.key}`}
            label={`${field.label} (euro)`}
            error={errors[field.key]}
            hint={`Nu ${formatPrice(rates[field.key])}`}
          >
            {(aria) => (
              <input
                {...aria}
                name={field.key}
                inputMode="decimal"
                defaultValue={eurosText(rates[field.key])}
              />
            )}
          </Field>
        ))}
      </div>
      <button type="submit" className="beheer-button" disabled={busy}>
        Tarieven {countryNames[country] ?? country} opslaan
      </button>
      {errors.country && <p className="beheer-error">{errors.country}</p>}
      <ErrorList errors={errors} prefix="server" />
      {saved && (
        <p className="beheer-notice" role="status">
          Opgeslagen; de winkelwagen rekent er meteen mee.
        </p>
      )}
    </form>
  );
}
