// The editor of one option set: its name, its steps with their options and values, and its rules, all held here
// until 'Opslaan' puts the whole set in the draft (PUT with the revision it was loaded with). A 400 shows each
// message beside its field; a 409 (someone saved first) shows above the form and keeps everything typed.
import { useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { optionSetFindings } from "../../../../domain/catalog-editor/check";
import type { DocOptionSet } from "../../../../domain/catalog-editor/document";
import type { ConfigurationDocument } from "../../../../domain/configurator/types";
import { NoScriptFields } from "../../../no-script";
import { callBeheer, useBackofficeData } from "../../api";
import { ErrorList, Field } from "../../shop-settings/fields";
import { GroupsEditor } from "./GroupsEditor";
import type { OptionSetPageData } from "./option-sets-pages.server";
import { RulesEditor } from "./RulesEditor";
import { SavedValueIds } from "./saved-values";

export function OptionSetEditor({ data }: { data: OptionSetPageData }) {
  const { csrfToken } = useBackofficeData();
  const revalidator = useRevalidator();
  const [set, setSet] = useState<DocOptionSet>(data.set);
  const [revision, setRevision] = useState(data.revision);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [local, setLocal] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const def = set.definition;
  const [savedIds, setSavedIds] = useState(() => valueIdsOf(data.set));
  const setDef = (next: ConfigurationDocument) => {
    setSaved(false);
    setSet((s) => ({ ...s, definition: next }));
  };
  const reportLocal = (key: string, message: string | null) =>
    setLocal((l) => {
      if ((l[key] ?? null) === message) return l;
      const { [key]: _gone, ...rest } = l;
      return message === null ? rest : { ...rest, [key]: message };
    });
  const findings = useMemo(
    () => optionSetFindings(set, new Map(data.colours.map((c) => [c.code, c])), new Set(data.accessoryIds)),
    [set, data.colours, data.accessoryIds],
  );

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    if (Object.keys(local).length > 0) {
      setErrors({ local: "Verbeter eerst de velden met een melding." });
      return;
    }
    setBusy(true);
    const result = await callBeheer<{ item: DocOptionSet; revision: string }>(
      "PUT",
      `catalog/items/optionSets/${set.id}`,
      csrfToken,
      { item: { ...set, definition: { ...def, name: set.name } }, revision },
    );
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSet(result.data.item);
    setRevision(result.data.revision);
    setSavedIds(valueIdsOf(result.data.item));
    setSaved(true);
    await revalidator.revalidate();
  }

  const first = data.products[0];
  return (
    <form method="post" onSubmit={save} noValidate className="optieset-form">
      <NoScriptFields form="optieset" staff />
      {errors.revision && (
        <p className="beheer-error" role="alert">
          {errors.revision}
        </p>
      )}
      <ErrorList errors={Object.fromEntries(Object.entries(errors).filter(([k]) => k !== "revision"))} />
      <fieldset disabled={!data.canEdit} className="optieset-fieldset">
        <legend className="visually-hidden">Optieset {set.name}</legend>
        <section className="beheer-panel" aria-labelledby="optieset-algemeen">
          <h2 id="optieset-algemeen">Algemeen</h2>
          <Field id="optieset-naam" label="Naam" error={errors.name}>
            {(aria) => (
              <input
                {...aria}
                name="naam"
                value={set.name}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  setSet((s) => ({ ...s, name }));
                }}
              />
            )}
          </Field>
          <h3>Gebruikt door</h3>
          {data.products.length === 0 ? (
            <p>Nog geen product. Een product kiest zijn optieset op zijn eigen pagina.</p>
          ) : (
            <>
              <ul className="optieset-products">
                {data.products.map((p) => (
                  <li key={p.id}>{p.name}</li>
                ))}
              </ul>
              <p className="beheer-hint">Een wijziging geldt voor al deze producten.</p>
            </>
          )}
          {first && data.canEdit && (
            <p>
              Prijstabellen: <Link to={`/beheer/prijzen/${first.slug}`}>prijzen van {first.name}</Link>
            </p>
          )}
        </section>
        <SavedValueIds.Provider value={savedIds}>
          <GroupsEditor def={def} onChange={setDef} errors={errors} onLocalError={reportLocal} />
        </SavedValueIds.Provider>
        <RulesEditor def={def} onChange={setDef} errors={errors} />
      </fieldset>
      <section className="beheer-panel" aria-labelledby="optieset-controle">
        <h2 id="optieset-controle">Controle</h2>
        {findings.length === 0 ? (
          <p>Geen bevindingen.</p>
        ) : (
          <ul className="beheer-findings">
            {findings.map((f) => (
              <li key={`${f.field ?? ""}${f.text}`}>{f.text}</li>
            ))}
          </ul>
        )}
      </section>
      {data.canEdit && (
        <div className="beheer-form-actions optieset-actions">
          <button type="submit" className="beheer-button" disabled={busy}>
            Optieset opslaan
          </button>
          {saved && (
            <p className="beheer-notice" role="status">
              Opgeslagen in het concept. Publiceer de catalogus om het in de winkel te zetten.
            </p>
          )}
        </div>
      )}
    </form>
  );
}

function valueIdsOf(set: DocOptionSet): ReadonlySet<number> {
  return new Set(set.definition.groups.flatMap((g) => g.options.flatMap((o) => o.values.map((v) => v.id))));
}
