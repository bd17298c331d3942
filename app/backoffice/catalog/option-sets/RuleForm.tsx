// One rule edited with selects: its kind, the option it is about, the values it makes unavailable or the maximum
// it sets, the conditions under which it holds (ConditionFields) and the reason the visitor reads.
import { useId, useState } from "react";
import {
  allOptionsOf,
  isChoiceOption,
  isNumberOption,
  ruleKindNames,
  withRuleKind,
} from "../../../../domain/catalog-editor/option-set-edit";
import type {
  Condition,
  ConfigurationDocument,
  OptionDef,
  Rule,
} from "../../../../domain/configurator/types";
import { ConditionFields } from "./ConditionFields";

function targetsFor(kind: Rule["kind"], options: OptionDef[]): OptionDef[] {
  if (kind === "disable_values") return options.filter(isChoiceOption);
  if (kind === "max") return options.filter(isNumberOption);
  return options;
}

function problemOf(rule: Rule, options: OptionDef[]): string | null {
  if (!options.some((o) => o.id === rule.option)) return "Kies de optie waar de regel over gaat.";
  if (rule.kind === "disable_values" && rule.values.length === 0) return "Kies minstens één waarde.";
  if (rule.kind === "max" && !(rule.max > 0)) return "Vul een maximale maat in.";
  if ("reason" in rule && !rule.reason.trim()) return "Vul de reden in die de klant leest.";
  for (const c of rule.when) {
    if ("area" in c) continue;
    if (!options.some((o) => o.id === c.option)) return "Kies bij elke voorwaarde een optie.";
    if (("oneOf" in c && c.oneOf.length === 0) || ("notOneOf" in c && c.notOneOf.length === 0))
      return "Kies bij elke voorwaarde minstens één waarde.";
    if ("is" in c && c.is === "") return "Kies bij elke voorwaarde een waarde.";
    if ("above" in c && !Number.isFinite(c.above)) return "Vul bij elke voorwaarde een getal in.";
  }
  return null;
}

export function RuleForm({
  def,
  rule,
  title,
  onDone,
  onCancel,
}: {
  def: ConfigurationDocument;
  rule: Rule | null;
  title: string;
  onDone: (rule: Rule) => void;
  onCancel: () => void;
}) {
  const options = allOptionsOf(def);
  const [draft, setDraft] = useState<Rule>(rule ?? { kind: "show", option: options[0]?.id ?? 0, when: [] });
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const targets = targetsFor(draft.kind, options);
  const target = options.find((o) => o.id === draft.option);
  const setWhen = (when: Condition[]) => setDraft({ ...draft, when });
  return (
    <fieldset className="optieset-rule-form">
      <legend>{title}</legend>
      <div className="beheer-grid-form">
        <div className="beheer-field">
          <label htmlFor={`${id}-soort`}>Soort regel</label>
          <select
            id={`${id}-soort`}
            value={draft.kind}
            onChange={(e) => {
              const kind = e.currentTarget.value as Rule["kind"];
              const next = withRuleKind(draft, kind);
              const allowed = targetsFor(kind, options);
              setDraft(
                allowed.some((o) => o.id === next.option) ? next : { ...next, option: allowed[0]?.id ?? 0 },
              );
            }}
          >
            {(Object.keys(ruleKindNames) as Rule["kind"][]).map((k) => (
              <option key={k} value={k}>
                {ruleKindNames[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="beheer-field">
          <label htmlFor={`${id}-optie`}>Optie</label>
          <select
            id={`${id}-optie`}
            value={draft.option}
            onChange={(e) => {
              const option = Number(e.currentTarget.value);
              setDraft(
                draft.kind === "disable_values" ? { ...draft, option, values: [] } : { ...draft, option },
              );
            }}
          >
            {targets.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        {draft.kind === "max" && (
          <div className="beheer-field">
            <label htmlFor={`${id}-max`}>Maximale maat ({target?.type === "number_mm" ? "mm" : "cm"})</label>
            <input
              id={`${id}-max`}
              type="number"
              min={1}
              value={Number.isFinite(draft.max) ? draft.max : ""}
              onChange={(e) => setDraft({ ...draft, max: e.currentTarget.valueAsNumber })}
            />
          </div>
        )}
      </div>
      {draft.kind === "disable_values" && target && (
        <fieldset className="optieset-checks">
          <legend>Waarden die dan niet te kiezen zijn</legend>
          {target.values
            .filter((v) => !v.retired)
            .map((v) => (
              <label key={v.id} className="beheer-check">
                <input
                  type="checkbox"
                  checked={draft.values.includes(v.id)}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setDraft({
                      ...draft,
                      values: checked ? [...draft.values, v.id] : draft.values.filter((x) => x !== v.id),
                    });
                  }}
                />
                {v.name}
              </label>
            ))}
        </fieldset>
      )}
      <h4 className="optieset-subtitle">Als (alle voorwaarden gelden)</h4>
      {draft.when.length === 0 && <p className="beheer-hint">Geen voorwaarden: de regel geldt altijd.</p>}
      {draft.when.map((c, i) => (
        <ConditionFields
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; their place names them
          key={i}
          index={i}
          options={options.filter((o) => o.id !== draft.option)}
          allOptions={options}
          condition={c}
          onChange={(next) => setWhen(draft.when.map((x, j) => (j === i ? next : x)))}
          onRemove={() => setWhen(draft.when.filter((_, j) => j !== i))}
        />
      ))}
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        onClick={() => {
          const first = options.find((o) => o.id !== draft.option && isChoiceOption(o));
          setWhen([...draft.when, { option: first?.id ?? 0, is: first?.values[0]?.id ?? "" }]);
        }}
      >
        Voorwaarde toevoegen
      </button>
      {"reason" in draft && (
        <div className="beheer-field optieset-wide">
          <label htmlFor={`${id}-reden`}>Reden (de klant leest deze)</label>
          <textarea
            id={`${id}-reden`}
            rows={2}
            value={draft.reason}
            onChange={(e) => setDraft({ ...draft, reason: e.currentTarget.value })}
          />
        </div>
      )}
      {problem && (
        <p className="beheer-field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="beheer-buttons">
        <button
          type="button"
          className="beheer-button"
          onClick={() => {
            const found = problemOf(draft, options);
            setProblem(found);
            if (!found) onDone(draft);
          }}
        >
          Regel overnemen
        </button>
        <button type="button" className="beheer-button beheer-button--quiet" onClick={onCancel}>
          Annuleren
        </button>
      </div>
    </fieldset>
  );
}
