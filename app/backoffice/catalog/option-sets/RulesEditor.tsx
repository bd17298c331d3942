// The rules of an option set as Dutch sentences ('Toon "Cassette kleur" alleen als "Cassette" is "Ja"'), each
// edited or removed with a form of selects (RuleForm), never as JSON.
import { useState } from "react";
import { ruleSentence } from "../../../../domain/catalog-editor/option-set-edit";
import type { Rule } from "../../../../domain/configurator/types";
import type { EditorProps } from "./GroupsEditor";
import { RuleForm } from "./RuleForm";

/** Which rule the form edits: an index in the list, or a new one. */
type Editing = number | "new" | null;

export function RulesEditor({ def, onChange, errors }: EditorProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const setRules = (rules: Rule[]) => onChange({ ...def, rules });
  const ruleErrors = (i: number) =>
    Object.entries(errors)
      .filter(([k]) => k === `definition.rules.${i}` || k.startsWith(`definition.rules.${i}.`))
      .map(([, m]) => m);
  return (
    <section className="beheer-panel" aria-labelledby="optieset-regels">
      <h2 id="optieset-regels">Regels</h2>
      {def.rules.length === 0 ? (
        <p>Nog geen regels: elke optie en waarde is altijd te kiezen.</p>
      ) : (
        <ol className="optieset-rules">
          {def.rules.map((rule, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their place is what names them
            <li key={i}>
              {editing === i ? (
                <RuleForm
                  def={def}
                  rule={rule}
                  title={`Regel ${i + 1} wijzigen`}
                  onDone={(next) => {
                    setRules(def.rules.map((r, j) => (j === i ? next : r)));
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="optieset-rule">
                  <p>{ruleSentence(rule, def)}</p>
                  {ruleErrors(i).map((m) => (
                    <p key={m} className="beheer-field-error">
                      {m}
                    </p>
                  ))}
                  <div className="beheer-buttons">
                    <button
                      type="button"
                      className="beheer-button beheer-button--quiet"
                      onClick={() => setEditing(i)}
                    >
                      Wijzigen<span className="visually-hidden"> regel {i + 1}</span>
                    </button>
                    <button
                      type="button"
                      className="beheer-button beheer-button--danger"
                      onClick={() => {
                        setRules(def.rules.filter((_, j) => j !== i));
                        setEditing(null);
                      }}
                    >
                      Verwijderen<span className="visually-hidden"> regel {i + 1}</span>
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing === "new" ? (
        <RuleForm
          def={def}
          rule={null}
          title="Nieuwe regel"
          onDone={(rule) => {
            setRules([...def.rules, rule]);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          onClick={() => setEditing("new")}
        >
          Regel toevoegen
        </button>
      )}
      <p className="beheer-hint">
        Een regel telt mee zodra je de optieset opslaat en de catalogus publiceert.
      </p>
    </section>
  );
}
