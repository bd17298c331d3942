// The colours a product is sold in (collections, in order), the colours its card shows and its option set.
import { Field } from "../../shop-settings/fields";
import { CheckList } from "./fields";
import { errorAt, useProductForm } from "./product-form-state";

const MAX_VARIANTS = 6;

function CollectionOrder() {
  const { product, set, choices } = useProductForm();
  const names = new Map(choices.collections.map((c) => [c.slug, c.name]));
  const move = (index: number, by: -1 | 1) => {
    const next = [...product.collections];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    set("collections", next);
  };
  if (product.collections.length < 2) return null;
  return (
    <div>
      <p className="beheer-hint">Volgorde van de gekozen collecties:</p>
      <ol className="catalog-rows">
        {product.collections.map((slug, i) => (
          <li key={slug} className="catalog-row">
            <span>{names.get(slug) ?? slug}</span>
            <button
              type="button"
              className="beheer-button beheer-button--quiet"
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              Omhoog<span className="visually-hidden"> {names.get(slug)}</span>
            </button>
            <button
              type="button"
              className="beheer-button beheer-button--quiet"
              disabled={i === product.collections.length - 1}
              onClick={() => move(i, 1)}
            >
              Omlaag<span className="visually-hidden"> {names.get(slug)}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

function OptionSetField() {
  const { product, set, choices, errors } = useProductForm();
  return (
    <Field
      id="product-optionset"
      label="Optieset"
      error={errorAt(errors, "optionSet")}
      hint="De opties van de configurator. Een gedeelde optieset verandert voor elk product dat hem gebruikt."
    >
      {(aria) => (
        <select
          {...aria}
          value={product.optionSet ?? ""}
          onChange={(e) => set("optionSet", e.target.value === "" ? null : Number(e.target.value))}
        >
          <option value="">Geen optieset</option>
          {choices.optionSets.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
              {s.usedBy.length > 1 ? ` (gedeeld door ${s.usedBy.length} producten)` : ""}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function RangeSection() {
  const { product, set, choices } = useProductForm();
  const colours = choices.collections
    .filter((c) => product.collections.includes(c.slug))
    .flatMap((c) =>
      c.colours.map((colour) => ({ value: colour.code, label: `${colour.name} (${colour.code})` })),
    );
  const setCollections = (chosen: string[]) => {
    set("collections", chosen);
    const offered = new Set(
      choices.collections.filter((c) => chosen.includes(c.slug)).flatMap((c) => c.colours.map((x) => x.code)),
    );
    set(
      "variantColours",
      product.variantColours.filter((code) => offered.has(code)),
    );
  };
  return (
    <fieldset>
      <legend>Collecties en opties</legend>
      <CheckList
        legend="Collecties"
        name="product-collections"
        path="collections"
        options={choices.collections.map((c) => ({ value: c.slug, label: c.name }))}
        chosen={product.collections}
        onChange={setCollections}
      />
      <CollectionOrder />
      <CheckList
        legend={`Kleuren op de productkaart (hoogstens ${MAX_VARIANTS})`}
        name="product-variants"
        path="variantColours"
        options={colours}
        chosen={product.variantColours}
        onChange={(v) => set("variantColours", v)}
        max={MAX_VARIANTS}
      />
      {colours.length === 0 && <p className="beheer-hint">Kies eerst een collectie.</p>}
      <OptionSetField />
    </fieldset>
  );
}
