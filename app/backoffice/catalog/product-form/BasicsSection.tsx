// The product's name, address, article number, kind and categories.
import { kindLabels } from "../../../../domain/catalog-filters";
import { isProductKind, productKinds } from "../../../../domain/products";
import { Field } from "../../shop-settings/fields";
import { CheckList, TextInput } from "./fields";
import { errorAt, useProductForm } from "./product-form-state";

function SlugField() {
  const { product, set, original } = useProductForm();
  const moved = original.published && original.slug !== "" && product.slug.trim() !== original.slug;
  return (
    <>
      <TextInput
        id="product-slug"
        label="Adres (slug)"
        path="slug"
        hint={`De productpagina staat op /${product.slug || "…"}. Kleine letters, cijfers en streepjes.`}
        value={product.slug}
        onChange={(v) => set("slug", v)}
      />
      {moved && (
        <p className="beheer-notice" role="status">
          Let op: na het publiceren verwijst het oude adres /{original.slug} voorgoed (permanent) door naar /
          {product.slug.trim()}.
        </p>
      )}
    </>
  );
}

export function BasicsSection() {
  const { product, set, choices, errors } = useProductForm();
  return (
    <fieldset>
      <legend>Product</legend>
      <div className="beheer-grid-form">
        <TextInput
          id="product-name"
          label="Naam"
          path="name"
          value={product.name}
          onChange={(v) => set("name", v)}
        />
        <TextInput
          id="product-sku"
          label="Artikelnummer (SKU)"
          path="sku"
          value={product.sku}
          onChange={(v) => set("sku", v)}
        />
        <Field id="product-kind" label="Soort product" error={errorAt(errors, "kind")}>
          {(aria) => (
            <select
              {...aria}
              value={product.kind}
              onChange={(e) => isProductKind(e.target.value) && set("kind", e.target.value)}
            >
              {productKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabels[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="product-category" label="Hoofdcategorie" error={errorAt(errors, "category")}>
          {(aria) => (
            <select {...aria} value={product.category} onChange={(e) => set("category", e.target.value)}>
              <option value="">Kies een categorie</option>
              {choices.categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SlugField />
      <CheckList
        legend="Ook te vinden in"
        name="product-extra"
        path="extraCategories"
        options={choices.categories
          .filter((c) => c.slug !== product.category)
          .map((c) => ({ value: c.slug, label: c.name }))}
        chosen={product.extraCategories}
        onChange={(v) => set("extraCategories", v)}
      />
    </fieldset>
  );
}
