// The form of one accessory: name, SKU, description, price in euros (sent as cents) and the icon art/ draws for it.
import type { DocAccessory } from "../../../domain/catalog-editor/document";
import { eurosText, parseEuros } from "../../../domain/shop-settings/amounts";
import { NoScriptFields } from "../../no-script";
import { amountMessage, Field } from "../shop-settings/fields";
import { formReader, ReadOnlyNote, SaveBar, useItemSave } from "./item-save";

const iconLabel = (icon: string) => (icon.charAt(0).toUpperCase() + icon.slice(1)).replaceAll("-", " ");

export function AccessoryForm({
  canEdit,
  state,
  icons,
}: {
  canEdit: boolean;
  state: { item: DocAccessory; revision: string } | null;
  /** The icons art/ draws. */
  icons: string[];
}) {
  const accessory = state?.item ?? null;
  const { save, busy, errors, setErrors, saved } = useItemSave(
    "accessories",
    state,
    (id) => `/beheer/catalogus/accessoires/${id}`,
  );
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = formReader(event.currentTarget);
    const cents = parseEuros(f.text("price"));
    if (cents === null) return setErrors({ priceCents: amountMessage("24,95") });
    await save({
      ...(accessory ? { id: accessory.id } : {}),
      name: f.text("name"),
      sku: f.text("sku"),
      description: f.text("description"),
      priceCents: cents,
      icon: f.text("icon"),
    });
  }
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={accessory ? `Accessoire ${accessory.name}` : "Nieuw accessoire"}
    >
      <NoScriptFields form="accessoire" staff />
      <ReadOnlyNote canEdit={canEdit} />
      <fieldset className="beheer-fieldset" disabled={!canEdit}>
        <div className="beheer-grid-form">
          <Field id="accessory-name" label="Naam" error={errors.name}>
            {(aria) => <input {...aria} name="name" defaultValue={accessory?.name ?? ""} />}
          </Field>
          <Field id="accessory-sku" label="Artikelnummer (SKU)" error={errors.sku}>
            {(aria) => <input {...aria} name="sku" defaultValue={accessory?.sku ?? ""} autoComplete="off" />}
          </Field>
          <Field
            id="accessory-price"
            label="Prijs in euro (incl. btw)"
            error={errors.priceCents}
            hint="Zoals 24,95"
          >
            {(aria) => (
              <input
                {...aria}
                name="price"
                inputMode="decimal"
                defaultValue={accessory ? eurosText(accessory.priceCents) : ""}
              />
            )}
          </Field>
          <Field id="accessory-icon" label="Pictogram" error={errors.icon}>
            {(aria) => (
              <select {...aria} name="icon" defaultValue={accessory?.icon ?? icons[0]}>
                {icons.map((icon) => (
                  <option key={icon} value={icon}>
                    {iconLabel(icon)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field id="accessory-description" label="Beschrijving" error={errors.description}>
          {(aria) => (
            <textarea {...aria} name="description" rows={3} defaultValue={accessory?.description ?? ""} />
          )}
        </Field>
      </fieldset>
      <SaveBar
        canEdit={canEdit}
        busy={busy}
        errors={errors}
        saved={saved}
        back={{ to: "/beheer/catalogus/accessoires", label: "Terug naar de accessoires" }}
      />
    </form>
  );
}
