// One condition of a rule: an option, an operator (is / is één van / is niet één van / groter dan) and a value,
// a set of values or a number. An area condition (width × height) is shown as a sentence and can be removed.
import { useId } from "react";
import {
  type ConditionOperator,
  conditionOf,
  conditionOperatorNames,
  conditionText,
  isChoiceOption,
  isNumberOption,
  operatorOf,
} from "../../../../domain/catalog-editor/option-set-edit";
import type { Condition, OptionDef } from "../../../../domain/configurator/types";

function valuesOf(condition: Condition): (number | string)[] {
  if ("is" in condition) return [condition.is];
  if ("oneOf" in condition) return condition.oneOf;
  if ("notOneOf" in condition) return condition.notOneOf;
  return [];
}

export function ConditionFields({
  index,
  options,
  allOptions,
  condition,
  onChange,
  onRemove,
}: {
  index: number;
  options: OptionDef[];
  allOptions: OptionDef[];
  condition: Condition;
  onChange: (condition: Condition) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const remove = (
    <button type="button" className="beheer-button beheer-button--quiet" onClick={onRemove}>
      Voorwaarde {index + 1} weghalen
    </button>
  );
  if ("area" in condition)
    return (
      <div className="optieset-condition">
        <p>{conditionText(condition, new Map(allOptions.map((o) => [o.id, o])))}</p>
        {remove}
      </div>
    );
  const option = allOptions.find((o) => o.id === condition.option);
  const operator = operatorOf(condition);
  const values = valuesOf(condition);
  const above = "above" in condition ? condition.above : 0;
  const operators: ConditionOperator[] =
    option && isNumberOption(option)
      ? ["above"]
      : option && isChoiceOption(option)
        ? ["is", "oneOf", "notOneOf"]
        : ["is"];
  const live = (option?.values ?? []).filter((v) => !v.retired || values.includes(v.id));
  return (
    <fieldset className="optieset-condition">
      <legend>Voorwaarde {index + 1}</legend>
      <div className="beheer-grid-form">
        <div className="beheer-field">
          <label htmlFor={`${id}-optie`}>Optie</label>
          <select
            id={`${id}-optie`}
            value={condition.option}
            onChange={(e) => {
              const next = allOptions.find((o) => o.id === Number(e.currentTarget.value));
              if (!next) return;
              onChange(
                isNumberOption(next)
                  ? { option: next.id, above: next.min_value ?? 0 }
                  : { option: next.id, is: next.values[0]?.id ?? "" },
              );
            }}
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div className="beheer-field">
          <label htmlFor={`${id}-operator`}>Vergelijking</label>
          <select
            id={`${id}-operator`}
            value={operator}
            onChange={(e) =>
              onChange(
                conditionOf(condition.option, e.currentTarget.value as ConditionOperator, values, above),
              )
            }
          >
            {operators.map((o) => (
              <option key={o} value={o}>
                {conditionOperatorNames[o]}
              </option>
            ))}
          </select>
        </div>
        {operator === "above" && (
          <div className="beheer-field">
            <label htmlFor={`${id}-getal`}>Getal ({option?.type === "number_mm" ? "mm" : "cm"})</label>
            <input
              id={`${id}-getal`}
              type="number"
              value={Number.isFinite(above) ? above : ""}
              onChange={(e) => onChange({ option: condition.option, above: e.currentTarget.valueAsNumber })}
            />
          </div>
        )}
        {operator === "is" && option && isChoiceOption(option) && (
          <div className="beheer-field">
            <label htmlFor={`${id}-waarde`}>Waarde</label>
            <select
              id={`${id}-waarde`}
              value={String(values[0] ?? "")}
              onChange={(e) => onChange({ option: condition.option, is: Number(e.currentTarget.value) })}
            >
              {live.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {operator === "is" && !(option && isChoiceOption(option)) && (
          <div className="beheer-field">
            <label htmlFor={`${id}-tekst`}>Waarde</label>
            <input
              id={`${id}-tekst`}
              value={String(values[0] ?? "")}
              onChange={(e) => onChange({ option: condition.option, is: e.currentTarget.value })}
            />
          </div>
        )}
      </div>
      {(operator === "oneOf" || operator === "notOneOf") && (
        <fieldset className="optieset-checks">
          <legend>Waarden</legend>
          {live.map((v) => (
            <label key={v.id} className="beheer-check">
              <input
                type="checkbox"
                checked={values.includes(v.id)}
                onChange={(e) => {
                  const next = e.currentTarget.checked ? [...values, v.id] : values.filter((x) => x !== v.id);
                  onChange(conditionOf(condition.option, operator, next, above));
                }}
              />
              {v.name}
            </label>
          ))}
        </fieldset>
      )}
      {remove}
    </fieldset>
  );
}
