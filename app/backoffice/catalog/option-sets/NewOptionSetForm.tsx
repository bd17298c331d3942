// 'Nieuwe optieset': a copy of an existing set under a new name (the server gives its number); products then
// choose it on their own page.
import { useState } from "react";
import { useNavigate } from "react-router";
import type { DocOptionSet } from "../../../../domain/catalog-editor/document";
import { copyOfSet } from "../../../../domain/catalog-editor/option-set-edit";
import { NoScriptFields } from "../../../no-script";
import { callBeheer, useBackofficeData } from "../../api";
import { ErrorList, Field } from "../../shop-settings/fields";

export function NewOptionSetForm({ sets }: { sets: { id: number; name: string }[] }) {
  const { csrfToken } = useBackofficeData();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get("naam") ?? "").trim();
    const source = Number(data.get("bron"));
    const local: Record<string, string> = {};
    if (!name) local.name = "Geef de nieuwe optieset een naam.";
    if (!sets.some((s) => s.id === source)) local.bron = "Kies de optieset die je kopieert.";
    if (Object.keys(local).length > 0) return setErrors(local);
    setBusy(true);
    const got = await callBeheer<{ item: DocOptionSet }>(
      "GET",
      `catalog/items/optionSets/${source}`,
      csrfToken,
    );
    const created = got.ok
      ? await callBeheer<{ item: DocOptionSet }>("POST", "catalog/items/optionSets", csrfToken, {
          item: copyOfSet(got.data.item, name),
        })
      : got;
    setBusy(false);
    if (!created.ok) return setErrors(created.errors);
    navigate(`/beheer/catalogus/optiesets/${created.data.item.id}`);
  }
  return (
    <form
      method="post"
      className="beheer-panel"
      onSubmit={submit}
      noValidate
      aria-labelledby="nieuwe-optieset"
    >
      <NoScriptFields form="nieuwe-optieset" staff />
      <h2 id="nieuwe-optieset">Nieuwe optieset</h2>
      <p className="beheer-hint">
        Een nieuwe optieset begint als kopie van een bestaande. Een product kiest zijn optieset op zijn eigen
        pagina.
      </p>
      <div className="beheer-grid-form">
        <Field id="nieuwe-optieset-bron" label="Kopie van" error={errors.bron}>
          {(aria) => (
            <select {...aria} name="bron" defaultValue={sets[0]?.id}>
              {sets.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="nieuwe-optieset-naam" label="Naam" error={errors.name}>
          {(aria) => <input {...aria} name="naam" />}
        </Field>
      </div>
      <ErrorList
        errors={Object.fromEntries(Object.entries(errors).filter(([k]) => k !== "name" && k !== "bron"))}
      />
      <button type="submit" className="beheer-button" disabled={busy}>
        Nieuwe optieset maken
      </button>
    </form>
  );
}
