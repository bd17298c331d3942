// The steps (groups) of an option set: add, rename and move them; each lists its options (OptionEditor) and can
// take a new option of a type the owner may add.
import { useState } from "react";
import {
  moveItem,
  newOption,
  newOptionTypes,
  nextGroupId,
  optionTypeNames,
} from "../../../../domain/catalog-editor/option-set-edit";
import type { ConfigurationDocument, GroupDef, OptionType } from "../../../../domain/configurator/types";
import { MoveButtons } from "./MoveButtons";
import { OptionEditor } from "./OptionEditor";

export interface EditorProps {
  def: ConfigurationDocument;
  onChange: (def: ConfigurationDocument) => void;
  errors: Record<string, string>;
}

export function GroupsEditor({
  def,
  onChange,
  errors,
  onLocalError,
}: EditorProps & { onLocalError: (key: string, message: string | null) => void }) {
  const setGroups = (groups: GroupDef[]) => onChange({ ...def, groups });
  const updateGroup = (index: number, group: GroupDef) =>
    setGroups(def.groups.map((g, i) => (i === index ? group : g)));
  return (
    <section className="beheer-panel" aria-labelledby="optieset-stappen">
      <h2 id="optieset-stappen">Stappen en opties</h2>
      <ol className="optieset-groups">
        {def.groups.map((group, gi) => (
          <li key={group.id} className="optieset-group">
            <div className="optieset-row">
              <div className="beheer-field optieset-grow">
                <label htmlFor={`stap-${group.id}`}>Stap {gi + 1}</label>
                <input
                  id={`stap-${group.id}`}
                  value={group.name}
                  aria-invalid={errors[`definition.groups.${gi}.name`] ? true : undefined}
                  onChange={(e) => updateGroup(gi, { ...group, name: e.currentTarget.value })}
                />
                {errors[`definition.groups.${gi}.name`] && (
                  <p className="beheer-field-error">{errors[`definition.groups.${gi}.name`]}</p>
                )}
              </div>
              <MoveButtons
                label={`stap ${group.name}`}
                index={gi}
                count={def.groups.length}
                onMove={(d) => setGroups(moveItem(def.groups, gi, d))}
              />
            </div>
            {group.options.map((option, oi) => (
              <OptionEditor
                key={option.id}
                def={def}
                option={option}
                path={`definition.groups.${gi}.options.${oi}`}
                errors={errors}
                onLocalError={onLocalError}
                onChange={(next) =>
                  updateGroup(gi, {
                    ...group,
                    options: group.options.map((o) => (o.id === option.id ? next : o)),
                  })
                }
                move={
                  <MoveButtons
                    label={`optie ${option.name}`}
                    index={oi}
                    count={group.options.length}
                    onMove={(d) => updateGroup(gi, { ...group, options: moveItem(group.options, oi, d) })}
                  />
                }
              />
            ))}
            <NewOption
              groupId={group.id}
              onAdd={(type, name) =>
                updateGroup(gi, { ...group, options: [...group.options, newOption(def, type, name)] })
              }
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        onClick={() => setGroups([...def.groups, { id: nextGroupId(def), name: "Nieuwe stap", options: [] }])}
      >
        Stap toevoegen
      </button>
    </section>
  );
}

function NewOption({ groupId, onAdd }: { groupId: number; onAdd: (type: OptionType, name: string) => void }) {
  const [type, setType] = useState<OptionType>("select");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = `nieuwe-optie-${groupId}`;
  return (
    <div className="optieset-new">
      <div className="beheer-field">
        <label htmlFor={`${id}-naam`}>Naam nieuwe optie</label>
        <input
          id={`${id}-naam`}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-fout` : undefined}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {error && (
          <p className="beheer-field-error" id={`${id}-fout`}>
            {error}
          </p>
        )}
      </div>
      <div className="beheer-field">
        <label htmlFor={`${id}-soort`}>Soort</label>
        <select
          id={`${id}-soort`}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as OptionType)}
        >
          {newOptionTypes.map((t) => (
            <option key={t} value={t}>
              {optionTypeNames[t]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        onClick={() => {
          if (!name.trim()) return setError("Geef de optie een naam.");
          setError(null);
          onAdd(type, name.trim());
          setName("");
        }}
      >
        Optie toevoegen
      </button>
    </div>
  );
}
