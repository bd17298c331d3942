// One option of a step, folded open on demand: its name, whether it is required, its tooltip and explanation, the
// range of a size, and its values (ValuesTable). Its type is fixed once it exists.
import type { ReactNode } from "react";
import {
  isChoiceOption,
  isNumberOption,
  optionTypeNames,
} from "../../../../domain/catalog-editor/option-set-edit";
import type { ConfigurationDocument, OptionDef } from "../../../../domain/configurator/types";
import { ValuesTable } from "./ValuesTable";

export function OptionEditor({
  def,
  option,
  path,
  errors,
  onChange,
  onLocalError,
  move,
}: {
  def: ConfigurationDocument;
  option: OptionDef;
  path: string;
  errors: Record<string, string>;
  onChange: (option: OptionDef) => void;
  onLocalError: (key: string, message: string | null) => void;
  move: ReactNode;
}) {
  const id = `optie-${option.id}`;
  const live = option.values.filter((v) => !v.retired).length;
  const hasError = Object.keys(errors).some((k) => k.startsWith(`${path}.`) || k === path);
  const text = (key: "name" | "tooltip" | "text", label: string, area = false) => {
    const error = errors[`${path}.${key}`];
    const props = {
      id: `${id}-${key}`,
      value: option[key] ?? "",
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": error ? `${id}-${key}-fout` : undefined,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = e.currentTarget.value;
        if (key !== "name" && value === "") {
          const { [key]: _gone, ...rest } = option;
          onChange(rest as OptionDef);
        } else onChange({ ...option, [key]: value });
      },
    };
    return (
      <div className={`beheer-field${area ? " optieset-wide" : ""}`}>
        <label htmlFor={props.id}>{label}</label>
        {area ? <textarea rows={3} {...props} /> : <input {...props} />}
        {error && (
          <p className="beheer-field-error" id={`${id}-${key}-fout`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  const range = (key: "min_value" | "max_value", label: string) => (
    <div className="beheer-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="numeric"
        value={option[key] ?? ""}
        onChange={(e) => {
          const n = e.currentTarget.valueAsNumber;
          onChange({ ...option, [key]: Number.isFinite(n) ? n : undefined });
        }}
      />
    </div>
  );
  return (
    <details className="optieset-option" open={hasError || undefined}>
      <summary>
        <span className="optieset-option__name">{option.name || "(zonder naam)"}</span>{" "}
        <span className="beheer-hint">
          {optionTypeNames[option.type]}
          {isChoiceOption(option) ? ` · ${live} ${live === 1 ? "waarde" : "waarden"}` : ""}
        </span>
      </summary>
      <div className="optieset-option__body">
        <div className="beheer-grid-form">
          {text("name", "Naam van de optie")}
          <div className="beheer-field">
            <span className="optieset-label">Soort</span>
            <p className="optieset-fixed">{optionTypeNames[option.type]}</p>
          </div>
          <label className="beheer-check" htmlFor={`${id}-required`}>
            <input
              id={`${id}-required`}
              type="checkbox"
              checked={option.required}
              onChange={(e) => onChange({ ...option, required: e.currentTarget.checked })}
            />
            Verplicht
          </label>
          {isNumberOption(option) &&
            range("min_value", `Kleinste maat (${option.type === "number_mm" ? "mm" : "cm"})`)}
          {isNumberOption(option) &&
            range("max_value", `Grootste maat (${option.type === "number_mm" ? "mm" : "cm"})`)}
        </div>
        <div className="beheer-grid-form">
          {text("tooltip", "Tooltip (het i-tje)", true)}
          {text(
            "text",
            option.type === "warning" ? "Tekst van de waarschuwing" : "Uitleg onder de titel",
            true,
          )}
        </div>
        {isChoiceOption(option) && (
          <ValuesTable
            def={def}
            option={option}
            path={path}
            errors={errors}
            onChange={onChange}
            onLocalError={onLocalError}
          />
        )}
        {move}
      </div>
    </details>
  );
}
