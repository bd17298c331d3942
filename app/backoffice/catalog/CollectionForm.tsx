// The form of one colour collection: its address (fixed once saved), name, kind of material, the group the
// colours page lists it under, and its place.
import type { DocCollection } from "../../../domain/catalog-editor/document";
import { NoScriptFields } from "../../no-script";
import { Field } from "../shop-settings/fields";
import { formReader, ReadOnlyNote, SaveBar, useItemSave } from "./item-save";

export function CollectionForm({
  canEdit,
  state,
  nextPosition,
}: {
  canEdit: boolean;
  state: { item: DocCollection; revision: string } | null;
  nextPosition: number;
}) {
  const collection = state?.item ?? null;
  const { save, busy, errors, saved } = useItemSave(
    "collections",
    state,
    (slug) => `/beheer/catalogus/collecties/${slug}`,
  );
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = formReader(event.currentTarget);
    await save({
      slug: collection?.slug ?? f.text("slug"),
      name: f.text("name"),
      type: f.text("type"),
      tagGroup: f.text("tagGroup"),
      position: f.number("position"),
    });
  }
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={collection ? `Collectie ${collection.name}` : "Nieuwe collectie"}
    >
      <NoScriptFields form="collectie" staff />
      <ReadOnlyNote canEdit={canEdit} />
      <fieldset className="beheer-fieldset" disabled={!canEdit}>
        <div className="beheer-grid-form">
          <Field
            id="collection-slug"
            label="Adres (sleutel)"
            error={errors.slug}
            hint={collection ? "Ligt vast na het eerste opslaan." : "Kleine letters, cijfers en streepjes."}
          >
            {(aria) => (
              <input
                {...aria}
                name="slug"
                defaultValue={collection?.slug ?? ""}
                readOnly={collection !== null}
                autoComplete="off"
              />
            )}
          </Field>
          <Field id="collection-name" label="Naam" error={errors.name}>
            {(aria) => <input {...aria} name="name" defaultValue={collection?.name ?? ""} />}
          </Field>
          <Field id="collection-type" label="Soort" error={errors.type} hint="Stof, aluminium, hout, pvc…">
            {(aria) => <input {...aria} name="type" defaultValue={collection?.type ?? "stof"} />}
          </Field>
          <Field
            id="collection-group"
            label="Groep op de kleurenpagina"
            error={errors.tagGroup}
            hint="Zoals Verduisterend"
          >
            {(aria) => <input {...aria} name="tagGroup" defaultValue={collection?.tagGroup ?? ""} />}
          </Field>
          <Field id="collection-position" label="Volgorde" error={errors.position}>
            {(aria) => (
              <input
                {...aria}
                name="position"
                type="number"
                min={0}
                step={1}
                defaultValue={collection?.position ?? nextPosition}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <SaveBar
        canEdit={canEdit}
        busy={busy}
        errors={errors}
        saved={saved}
        back={{ to: "/beheer/catalogus/kleuren", label: "Terug naar de kleuren" }}
      />
    </form>
  );
}
