// The product page's texts: the short description, the paragraphs, the specifications and the selling points.
import { TextInput } from "./fields";
import { errorAt, useProductForm } from "./product-form-state";

const MAX_USPS = 6;

function SpecRows() {
  const { product, set, errors } = useProductForm();
  const change = (index: number, field: "label" | "value", value: string) =>
    set(
      "specs",
      product.specs.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
    );
  return (
    <fieldset>
      <legend>Specificaties</legend>
      <ol className="catalog-rows">
        {product.specs.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <li key={i} className="catalog-row">
            <TextInput
              id={`spec-${i}-label`}
              label={`Kenmerk ${i + 1}`}
              path={`specs.${i}.label`}
              value={row.label}
              onChange={(v) => change(i, "label", v)}
            />
            <TextInput
              id={`spec-${i}-value`}
              label={`Waarde ${i + 1}`}
              path={`specs.${i}.value`}
              value={row.value}
              onChange={(v) => change(i, "value", v)}
            />
            <button
              type="button"
              className="beheer-button beheer-button--quiet"
              onClick={() =>
                set(
                  "specs",
                  product.specs.filter((_, j) => j !== i),
                )
              }
            >
              Verwijderen<span className="visually-hidden"> kenmerk {i + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      {errorAt(errors, "specs") && product.specs.length === 0 && (
        <p className="beheer-field-error">{errorAt(errors, "specs")}</p>
      )}
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        onClick={() => set("specs", [...product.specs, { label: "", value: "" }])}
      >
        Kenmerk toevoegen
      </button>
    </fieldset>
  );
}

function UspRows() {
  const { product, set } = useProductForm();
  return (
    <fieldset>
      <legend>Voordelen (hoogstens {MAX_USPS})</legend>
      <ol className="catalog-rows">
        {product.usps.map((usp, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <li key={i} className="catalog-row">
            <TextInput
              id={`usp-${i}`}
              label={`Voordeel ${i + 1}`}
              path={`usps.${i}`}
              value={usp}
              max={120}
              onChange={(v) =>
                set(
                  "usps",
                  product.usps.map((u, j) => (j === i ? v : u)),
                )
              }
            />
            <button
              type="button"
              className="beheer-button beheer-button--quiet"
              onClick={() =>
                set(
                  "usps",
                  product.usps.filter((_, j) => j !== i),
                )
              }
            >
              Verwijderen<span className="visually-hidden"> voordeel {i + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      {product.usps.length < MAX_USPS && (
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          onClick={() => set("usps", [...product.usps, ""])}
        >
          Voordeel toevoegen
        </button>
      )}
    </fieldset>
  );
}

export function TextsSection() {
  const { product, set } = useProductForm();
  return (
    <fieldset>
      <legend>Teksten</legend>
      <TextInput
        id="product-short"
        label="Korte beschrijving"
        path="shortDescription"
        max={300}
        multiline={3}
        value={product.shortDescription}
        onChange={(v) => set("shortDescription", v)}
      />
      <TextInput
        id="product-description"
        label="Beschrijving"
        path="description"
        hint="Een lege regel begint een nieuwe alinea."
        multiline={10}
        value={product.description}
        onChange={(v) => set("description", v)}
      />
      <SpecRows />
      <UspRows />
    </fieldset>
  );
}

export function SeoSection() {
  const { product, set } = useProductForm();
  return (
    <fieldset>
      <legend>Zoekmachines</legend>
      <TextInput
        id="product-seo-title"
        label="SEO-titel"
        path="seoTitle"
        hint="Leeg: de winkel maakt er zelf een."
        max={70}
        value={product.seoTitle ?? ""}
        onChange={(v) => set("seoTitle", v === "" ? null : v)}
      />
      <TextInput
        id="product-seo-description"
        label="SEO-beschrijving"
        path="seoDescription"
        hint="Leeg: de winkel maakt er zelf een."
        max={170}
        multiline={3}
        value={product.seoDescription ?? ""}
        onChange={(v) => set("seoDescription", v === "" ? null : v)}
      />
    </fieldset>
  );
}
