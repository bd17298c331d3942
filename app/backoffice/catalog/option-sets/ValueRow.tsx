// One value of a choice option as a table row (a card on a phone): its name, surcharge (kind and amount, typed in
// euros or percent and checked as typed), price group, extra delivery days, order and whether it is offered.
import { useState } from "react";
import {
  type SurchargeKind,
  surchargeKindNames,
  surchargeKinds,
  surchargeOf,
  withSurcharge,
} from "../../../../domain/catalog-editor/option-set-edit";
import type { OptionDef, OptionValueDef } from "../../../../domain/configurator/types";
import { eurosText, parseEuros } from "../../../../domain/shop-settings/amounts";
import { MoveButtons } from "./MoveButtons";
import { useSavedValueIds } from "./saved-values";

function amountTextOf(value: OptionValueDef): string {
  const s = value.surcharge;
  if (!s) return "";
  return s.kind === "percentage" ? String(s.percent).replace(".", ",") : eurosText(s.cents);
}

export function ValueRow({
  option,
  value,
  index,
  count,
  fabric,
  path,
  errors,
  onChange,
  onMove,
  onLocalError,
  onRemove,
}: {
  option: OptionDef;
  value: OptionValueDef;
  index: number;
  count: number;
  fabric: boolean;
  path: string;
  errors: Record<string, string>;
  onChange: (value: OptionValueDef) => void;
  onMove: (direction: -1 | 1) => void;
  onLocalError: (key: string, message: string | null) => void;
  /** Takes away a value that was never saved. */
  onRemove: () => void;
}) {
  const saved = useSavedValueIds().has(value.id);
  // Kept here too: an amount being typed that is not (yet) an amount must not lose the chosen kind.
  const [kind, setKind] = useState<SurchargeKind>(value.surcharge?.kind ?? "none");
  const [amount, setAmount] = useState(amountTextOf(value));
  const [amountError, setAmountError] = useState<string | null>(null);
  const id = `waarde-${value.id}`;
  const label = value.name || `waarde ${index + 1}`;
  const nameError = errors[`${path}.name`];
  const surchargeError = errors[`${path}.surcharge`] ?? errors[`${path}.surcharge.cents`] ?? amountError;

  function applyAmount(typed: string, nextKind: SurchargeKind) {
    // A kind chosen before any amount starts at nothing extra, ready to be typed over.
    const text = typed.trim() === "" && kind === "none" ? (nextKind === "percentage" ? "0" : "0,00") : typed;
    setKind(nextKind);
    setAmount(text);
    if (nextKind === "none") {
      setAmountError(null);
      onLocalError(id, null);
      return onChange(withSurcharge(value, undefined));
    }
    const parsed = nextKind === "percentage" ? Number(text.trim().replace(",", ".")) : parseEuros(text);
    if (parsed === null || !Number.isFinite(parsed) || text.trim() === "") {
      const message =
        nextKind === "percentage"
          ? `${label}: vul een percentage in, bijvoorbeeld 10.`
          : `${label}: vul een bedrag in, bijvoorbeeld 149,00.`;
      setAmountError(message);
      onLocalError(id, message);
      return;
    }
    setAmountError(null);
    onLocalError(id, null);
    onChange(withSurcharge(value, surchargeOf(nextKind, parsed)));
  }

  return (
    <tr className={value.retired ? "optieset-retired" : undefined}>
      <td data-label="Naam">
        <input
          id={`${id}-naam`}
          aria-label={`Naam waarde ${index + 1} van ${option.name}`}
          value={value.name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-naam-fout` : undefined}
          onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        />
        {nameError && (
          <p className="beheer-field-error" id={`${id}-naam-fout`}>
            {nameError}
          </p>
        )}
        {value.retired && <p className="beheer-hint">Niet meer aangeboden</p>}
      </td>
      <td data-label="Meerprijs">
        <select
          aria-label={`Meerprijs ${label}`}
          value={kind}
          onChange={(e) => applyAmount(amount, e.currentTarget.value as SurchargeKind)}
        >
          {surchargeKinds.map((k) => (
            <option key={k} value={k}>
              {surchargeKindNames[k]}
            </option>
          ))}
        </select>
      </td>
      <td data-label={kind === "percentage" ? "Percentage" : "Bedrag (euro)"}>
        <input
          className="beheer-input--amount"
          aria-label={`${kind === "percentage" ? "Percentage" : "Bedrag in euro"} ${label}`}
          inputMode="decimal"
          disabled={kind === "none"}
          value={kind === "none" ? "" : amount}
          aria-invalid={surchargeError ? true : undefined}
          aria-describedby={surchargeError ? `${id}-bedrag-fout` : undefined}
          onChange={(e) => applyAmount(e.currentTarget.value, kind)}
        />
        {surchargeError && (
          <p className="beheer-field-error" id={`${id}-bedrag-fout`}>
            {surchargeError}
          </p>
        )}
      </td>
      {fabric && (
        <td data-label="Prijsgroep">
          <input
            className="beheer-input--amount"
            aria-label={`Prijsgroep ${label}`}
            value={value.price_group ?? ""}
            onChange={(e) => {
              const group = e.currentTarget.value.trim();
              const { price_group: _old, ...rest } = value;
              onChange(group ? { ...rest, price_group: group } : rest);
            }}
          />
        </td>
      )}
      <td data-label="Extra levertijd (werkdagen)">
        <input
          className="beheer-input--amount"
          type="number"
          min={0}
          max={60}
          aria-label={`Extra levertijd in werkdagen ${label}`}
          value={value.different_delivery_time ?? ""}
          onChange={(e) => {
            const n = e.currentTarget.valueAsNumber;
            const { different_delivery_time: _old, ...rest } = value;
            onChange(Number.isFinite(n) && n > 0 ? { ...rest, different_delivery_time: n } : rest);
          }}
        />
      </td>
      <td data-label="Volgorde en aanbod">
        <div className="beheer-buttons">
          <MoveButtons label={label} index={index} count={count} onMove={onMove} />
          {saved ? (
            <button
              type="button"
              className="beheer-button beheer-button--quiet"
              onClick={() => {
                const { retired: _old, ...rest } = value;
                onChange(value.retired ? rest : { ...rest, retired: true });
              }}
            >
              {value.retired ? "Weer aanbieden" : "Niet meer aanbieden"}
              <span className="visually-hidden"> {label}</span>
            </button>
          ) : (
            <button
              type="button"
              className="beheer-button beheer-button--quiet"
              onClick={() => {
                onLocalError(id, null);
                onRemove();
              }}
            >
              Weghalen<span className="visually-hidden"> {label}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
