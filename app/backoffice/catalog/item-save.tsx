// Saving one catalogue item from its form into the draft: a new item by POST, a change by PUT with the revision the
// form was loaded with. A refusal keeps everything typed (the inputs are the form's own) and shows the server's
// Dutch messages: beside the fields by their path, a 409 (someone saved first) above the save button.
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type ItemKind, type ItemOf, keyOf } from "../../../domain/catalog-editor/document";
import { useBeheerAction } from "../api";
import { ErrorList } from "../shop-settings/fields";

export const SAVED_MESSAGE = "Opgeslagen in het concept. De winkel verandert pas na 'Publiceren'.";

interface Saved<K extends ItemKind> {
  item: ItemOf<K>;
  revision: string;
}

export function useItemSave<K extends ItemKind>(
  kind: K,
  state: { item: ItemOf<K>; revision: string } | null,
  pathOf: (key: string) => string,
) {
  const { run, busy, errors, setErrors } = useBeheerAction<Saved<K>>();
  const navigate = useNavigate();
  const [revision, setRevision] = useState(state?.revision ?? null);
  // A new item's page opens after its first save with that save's message.
  const arrivedSaved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [saved, setSaved] = useState<string | null>(arrivedSaved ? SAVED_MESSAGE : null);
  const key = state ? keyOf(kind, state.item) : null;
  async function save(item: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    setSaved(null);
    const result = key
      ? await run("PUT", `catalog/items/${kind}/${encodeURIComponent(key)}`, { item, revision, ...extra })
      : await run("POST", `catalog/items/${kind}`, { item, ...extra });
    if (!result) return false;
    setRevision(result.revision);
    setSaved(SAVED_MESSAGE);
    if (!key) navigate(pathOf(keyOf(kind, result.item)), { replace: true, state: { saved: true } });
    return true;
  }
  return { save, busy, errors, setErrors, saved };
}

/** The form's foot: the owner's save button, the way back, and what the save answered. */
export function SaveBar({
  canEdit,
  busy,
  errors,
  saved,
  back,
}: {
  canEdit: boolean;
  busy: boolean;
  errors: Record<string, string>;
  saved: string | null;
  back: { to: string; label: string };
}) {
  const general = Object.fromEntries(
    Object.entries(errors).filter(([key]) => key === "item" || key === "server" || key === "revision"),
  );
  return (
    <>
      <ErrorList errors={general} />
      <div className="beheer-form-actions">
        {canEdit && (
          <button type="submit" className="beheer-button" disabled={busy}>
            Opslaan in het concept
          </button>
        )}
        <Link to={back.to} className="beheer-button beheer-button--quiet">
          {back.label}
        </Link>
      </div>
      {saved && (
        <p className="beheer-notice" role="status">
          {saved}
        </p>
      )}
      {Object.keys(errors).length > Object.keys(general).length && (
        <p className="beheer-error" role="alert">
          Niet opgeslagen: verbeter de velden met een melding.
        </p>
      )}
    </>
  );
}

/** A staff member who may only read sees the same form, greyed out and without a save button. */
export function ReadOnlyNote({ canEdit }: { canEdit: boolean }) {
  if (canEdit) return null;
  return (
    <p className="beheer-hint">Alleen de eigenaar kan de catalogus wijzigen; je ziet hier wat er nu staat.</p>
  );
}

/** The form's values read as the item's fields: text trimmed, a number or undefined (zod names what is missing). */
export function formReader(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  return {
    text,
    textOrNull: (name: string) => text(name) || null,
    number: (name: string) => (text(name) === "" ? undefined : Number(text(name).replace(",", "."))),
    numberOrNull: (name: string) => (text(name) === "" ? null : Number(text(name).replace(",", "."))),
    checked: (name: string) => data.get(name) === "on",
    all: (name: string) => data.getAll(name).map(String),
  };
}
