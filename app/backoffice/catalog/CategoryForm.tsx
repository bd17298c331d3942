// The form of one category: name and address (a changed address sends the old one on once published), family,
// parent, description, USPs, whether it can be fitted, the filters its page shows, and its place.
import { useState } from "react";
import type { DocCategory } from "../../../domain/catalog-editor/document";
import { filterKeys, filterTitles } from "../../../domain/catalog-filters";
import { productFamilies } from "../../../domain/products";
import { NoScriptFields } from "../../no-script";
import { Field } from "../shop-settings/fields";
import { formReader, ReadOnlyNote, SaveBar, useItemSave } from "./item-save";
import { SinglePhoto } from "./SinglePhoto";
import { UspRows } from "./UspRows";

interface Props {
  canEdit: boolean;
  state: { item: DocCategory; revision: string } | null;
  categories: { id: number; slug: string; name: string; parent: string | null }[];
  nextPosition: number;
}

/** The category and every category under it: none of them can be its parent. */
function ownBranch(slug: string, categories: Props["categories"]): Set<string> {
  const branch = new Set([slug]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of categories)
      if (c.parent && branch.has(c.parent) && !branch.has(c.slug)) grew = branch.add(c.slug).size > 0;
  }
  return branch;
}

export function CategoryForm({ canEdit, state, categories, nextPosition }: Props) {
  const category = state?.item ?? null;
  const { save, busy, errors, saved } = useItemSave(
    "categories",
    state,
    (id) => `/beheer/catalogus/categorieen/${id}`,
  );
  const [usps, setUsps] = useState<string[]>(category?.usps ?? []);
  const [photo, setPhoto] = useState(category?.photo ?? null);
  const excluded = category ? ownBranch(category.slug, categories) : new Set<string>();
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = formReader(event.currentTarget);
    const filters = f.all("filters");
    await save({
      ...(category ? { id: category.id } : {}),
      name: f.text("name"),
      slug: f.text("slug"),
      family: f.text("family"),
      parent: f.textOrNull("parent"),
      description: f.text("description"),
      usps: usps.map((u) => u.trim()),
      noMount: f.checked("noMount"),
      position: f.number("position"),
      filters: filters.length > 0 ? filters : null,
      photo,
    });
  }
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={category ? `Categorie ${category.name}` : "Nieuwe categorie"}
    >
      <NoScriptFields form="categorie" staff />
      <ReadOnlyNote canEdit={canEdit} />
      <fieldset className="beheer-fieldset" disabled={!canEdit}>
        <div className="beheer-grid-form">
          <Field id="category-name" label="Naam" error={errors.name}>
            {(aria) => <input {...aria} name="name" defaultValue={category?.name ?? ""} />}
          </Field>
          <Field
            id="category-slug"
            label="Adres"
            error={errors.slug}
            hint={
              category
                ? "Verander je het adres, dan stuurt het oude adres bezoekers na het publiceren door naar het nieuwe."
                : "Kleine letters, cijfers en streepjes, zoals rolgordijnen."
            }
          >
            {(aria) => <input {...aria} name="slug" defaultValue={category?.slug ?? ""} autoComplete="off" />}
          </Field>
          <Field id="category-family" label="Productfamilie" error={errors.family}>
            {(aria) => (
              <select {...aria} name="family" defaultValue={category?.family ?? "raamdecoratie"}>
                {productFamilies.map((f) => (
                  <option key={f} value={f}>
                    {f.charAt(0).toUpperCase() + f.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="category-parent" label="Valt onder" error={errors.parent}>
            {(aria) => (
              <select {...aria} name="parent" defaultValue={category?.parent ?? ""}>
                <option value="">Geen (hoofdcategorie)</option>
                {categories
                  .filter((c) => !excluded.has(c.slug))
                  .map((c) => (
                    <option key={c.id} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
              </select>
            )}
          </Field>
          <Field id="category-position" label="Volgorde" error={errors.position}>
            {(aria) => (
              <input
                {...aria}
                name="position"
                type="number"
                min={0}
                step={1}
                defaultValue={category?.position ?? nextPosition}
              />
            )}
          </Field>
          <div className="beheer-field beheer-check">
            <input
              id="category-no-mount"
              name="noMount"
              type="checkbox"
              defaultChecked={category?.noMount ?? false}
            />
            <label htmlFor="category-no-mount">Geen montage mogelijk</label>
          </div>
        </div>
        <Field id="category-description" label="Beschrijving" error={errors.description}>
          {(aria) => (
            <textarea {...aria} name="description" rows={4} defaultValue={category?.description ?? ""} />
          )}
        </Field>
        <UspRows usps={usps} onChange={setUsps} errors={errors} />
        <fieldset className="beheer-choices">
          <legend>Filters op de categoriepagina</legend>
          <p className="beheer-hint">Niets aangevinkt: elk filter dat de lijst kleiner maakt.</p>
          {filterKeys.map((key) => (
            <label key={key}>
              <input
                type="checkbox"
                name="filters"
                value={key}
                defaultChecked={category?.filters?.includes(key) ?? false}
              />{" "}
              {filterTitles[key]}
            </label>
          ))}
          {errors.filters && <p className="beheer-field-error">{errors.filters}</p>}
        </fieldset>
        <section className="beheer-photo" aria-labelledby="category-photo-title">
          <h2 id="category-photo-title">Foto van de tegel</h2>
          <p>Zonder foto toont de winkel de tekening van de categorie.</p>
          <SinglePhoto
            photo={photo}
            onChange={setPhoto}
            name={category?.name ?? "de categorie"}
            errors={errors}
          />
        </section>
      </fieldset>
      <SaveBar
        canEdit={canEdit}
        busy={busy}
        errors={errors}
        saved={saved}
        back={{ to: "/beheer/catalogus/categorieen", label: "Terug naar de categorieën" }}
      />
    </form>
  );
}
