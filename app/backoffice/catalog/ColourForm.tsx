// The form of one colour (new or changed): its collection, name and hex, structure, availability with the date it
// is expected back, price group and roll width, and the products whose configurator offers it.
import { useState } from "react";
import {
  type ColourAvailability,
  colourAvailabilities,
  type DocColour,
} from "../../../domain/catalog-editor/document";
import { availabilityLabels, textureLabels } from "../../../domain/catalog-editor/labels";
import { NoScriptFields } from "../../no-script";
import { Field } from "../shop-settings/fields";
import { formReader, ReadOnlyNote, SaveBar, useItemSave } from "./item-save";
import { OfferedBy } from "./OfferedBy";
import { SinglePhoto } from "./SinglePhoto";

interface Props {
  canEdit: boolean;
  state: { item: DocColour; revision: string } | null;
  collection: string;
  collections: { slug: string; name: string }[];
  products: { id: number; name: string; collections: string[] }[];
  offered: number[] | null;
  nextPositions: Record<string, number>;
}

const HEX = /^#[0-9a-f]{6}$/i;

export function ColourForm({
  canEdit,
  state,
  collection: initialCollection,
  collections,
  products,
  offered,
  nextPositions,
}: Props) {
  const colour = state?.item ?? null;
  const { save, busy, errors, saved } = useItemSave(
    "colours",
    state,
    (code) => `/beheer/catalogus/kleuren/${code}`,
  );
  const [hex, setHex] = useState(colour?.hex ?? "#d8d2c4");
  const [photo, setPhoto] = useState(colour?.photo ?? null);
  const [availability, setAvailability] = useState<ColourAvailability>(colour?.availability ?? "leverbaar");
  const [collection, setCollection] = useState(initialCollection || collections[0]?.slug || "");
  const selling = products.filter((p) => p.collections.includes(collection));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = formReader(event.currentTarget);
    const item = {
      code: colour?.code ?? f.text("code"),
      collection,
      name: f.text("name"),
      hex: f.text("hex"),
      texture: f.text("texture"),
      disableSwatches: f.checked("disableSwatches"),
      position: f.number("position"),
      availability,
      expectedOn: availability === "tijdelijk_uitverkocht" ? f.textOrNull("expectedOn") : null,
      priceGroup: f.textOrNull("priceGroup"),
      rollWidthCm: f.numberOrNull("rollWidthCm"),
      photo,
    };
    const offeredBy = f.all("offeredBy").map(Number);
    await save(item, { offeredBy: selling.length > 0 ? offeredBy : [] });
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={colour ? `Kleur ${colour.code}` : "Nieuwe kleur"}
    >
      <NoScriptFields form="kleur" staff />
      <ReadOnlyNote canEdit={canEdit} />
      <fieldset className="beheer-fieldset" disabled={!canEdit}>
        <div className="beheer-grid-form">
          <Field
            id="colour-code"
            label="Kleurcode"
            error={errors.code}
            hint={
              colour
                ? "Ligt vast na het eerste opslaan."
                : "Hoofdletters, cijfers en streepjes, zoals RG-1023."
            }
          >
            {(aria) => (
              <input
                {...aria}
                name="code"
                defaultValue={colour?.code ?? ""}
                readOnly={colour !== null}
                autoComplete="off"
              />
            )}
          </Field>
          <Field id="colour-collection" label="Collectie" error={errors.collection}>
            {(aria) => (
              <select
                {...aria}
                name="collection"
                value={collection}
                onChange={(e) => setCollection(e.target.value)}
              >
                {collections.map((k) => (
                  <option key={k.slug} value={k.slug}>
                    {k.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="colour-name" label="Naam" error={errors.name}>
            {(aria) => <input {...aria} name="name" defaultValue={colour?.name ?? ""} />}
          </Field>
          <Field id="colour-hex" label="Kleur (hex)" error={errors.hex} hint="Zoals #1a2b3c">
            {(aria) => (
              <span className="beheer-hex">
                <input
                  type="color"
                  aria-label="Kleur kiezen"
                  value={HEX.test(hex) ? hex.toLowerCase() : "#000000"}
                  onChange={(e) => setHex(e.target.value)}
                />
                <input
                  {...aria}
                  name="hex"
                  value={hex}
                  onChange={(e) => setHex(e.target.value)}
                  autoComplete="off"
                />
              </span>
            )}
          </Field>
          <Field id="colour-texture" label="Structuur" error={errors.texture}>
            {(aria) => (
              <select {...aria} name="texture" defaultValue={colour?.texture ?? "plain"}>
                {Object.entries(textureLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            key={colour ? "position" : collection}
            id="colour-position"
            label="Volgorde in de collectie"
            error={errors.position}
          >
            {(aria) => (
              <input
                {...aria}
                name="position"
                type="number"
                min={0}
                step={1}
                defaultValue={colour?.position ?? nextPositions[collection] ?? 0}
              />
            )}
          </Field>
          <Field
            id="colour-price-group"
            label="Prijsgroep"
            error={errors.priceGroup}
            hint="Zoals A of B; leeg: geen"
          >
            {(aria) => (
              <input {...aria} name="priceGroup" defaultValue={colour?.priceGroup ?? ""} autoComplete="off" />
            )}
          </Field>
          <Field
            id="colour-roll"
            label="Rolbreedte (cm)"
            error={errors.rollWidthCm}
            hint="Leeg: niet van toepassing"
          >
            {(aria) => (
              <input
                {...aria}
                name="rollWidthCm"
                type="number"
                min={50}
                max={600}
                step={1}
                defaultValue={colour?.rollWidthCm ?? ""}
              />
            )}
          </Field>
          <div className="beheer-field beheer-check">
            <input
              id="colour-no-swatch"
              name="disableSwatches"
              type="checkbox"
              defaultChecked={colour?.disableSwatches ?? false}
            />
            <label htmlFor="colour-no-swatch">Geen kleurstaal mogelijk</label>
          </div>
        </div>
        <fieldset
          className="beheer-choices"
          aria-describedby={errors.availability ? "colour-availability-error" : undefined}
        >
          <legend>Beschikbaarheid</legend>
          {colourAvailabilities.map((a) => (
            <label key={a}>
              <input
                type="radio"
                name="availability"
                value={a}
                checked={availability === a}
                onChange={() => setAvailability(a)}
              />{" "}
              {availabilityLabels[a]}
            </label>
          ))}
          {errors.availability && (
            <p className="beheer-field-error" id="colour-availability-error">
              {errors.availability}
            </p>
          )}
          {availability === "tijdelijk_uitverkocht" && (
            <Field
              id="colour-expected"
              label="Verwacht op"
              error={errors.expectedOn}
              hint="Leeg: nog niet bekend"
            >
              {(aria) => (
                <input {...aria} name="expectedOn" type="date" defaultValue={colour?.expectedOn ?? ""} />
              )}
            </Field>
          )}
        </fieldset>
        <OfferedBy products={selling} offered={offered} />
        <section className="beheer-photo" aria-labelledby="colour-photo-title">
          <h2 id="colour-photo-title">Foto van de kleurstaal</h2>
          <p>Zonder foto toont de winkel een getekende kleurstaal.</p>
          <SinglePhoto photo={photo} onChange={setPhoto} name={colour?.name ?? "de kleur"} errors={errors} />
        </section>
      </fieldset>
      <SaveBar
        canEdit={canEdit}
        busy={busy}
        errors={errors}
        saved={saved}
        back={{ to: `/beheer/catalogus/kleuren?collectie=${collection}`, label: "Terug naar de kleuren" }}
      />
    </form>
  );
}
