// The product form of /beheer/catalogus/producten/:id and /nieuw: every field of a product in sections, saved into
// the draft. A refused save (a field's error, someone else's newer save) keeps what was typed; a medewerker sees
// the same form read-only, without a save button.
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { NoScriptFields } from "../../../no-script";
import type { ProductFormData } from "../catalog-pages.server";
import { PhotoListEditor } from "../PhotoListEditor";
import { BasicsSection } from "./BasicsSection";
import { LabelsSection } from "./LabelsSection";
import {
  type ProductFormApi,
  ProductFormProvider,
  SAVED,
  toDraft,
  useProductState,
} from "./product-form-state";
import { RangeSection } from "./RangeSection";
import { PicturesSection, SaleSection } from "./SaleSection";
import { SeoSection, TextsSection } from "./TextsSection";

/** The answers that belong to no field: someone's newer save, a key, the server unreachable. */
const formLevel = ["revision", "item", "server", "draft"];

function Saved() {
  return (
    <p className="beheer-notice" role="status">
      {SAVED.split("/beheer/catalogus")[0]}
      <Link to="/beheer/catalogus">/beheer/catalogus</Link>
      {SAVED.split("/beheer/catalogus")[1]}
    </p>
  );
}

export function ProductForm({ data }: { data: ProductFormData }) {
  const [params] = useSearchParams();
  const state = useProductState(
    toDraft(data.product),
    data.id,
    data.revision,
    params.get("opgeslagen") === "1",
  );
  const api: ProductFormApi = {
    product: state.product,
    choices: data.choices,
    errors: state.errors,
    setLocalError: state.setLocalError,
    set: state.set,
    original: { slug: data.product.slug, published: data.published },
    readOnly: !data.mayEdit,
  };
  const top = formLevel.map((key) => state.errors[key]).filter((m): m is string => Boolean(m));
  const fieldErrors = Object.keys(state.errors).filter((key) => !formLevel.includes(key)).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.save();
  };

  return (
    <ProductFormProvider value={api}>
      {top.length > 0 && (
        <div className="beheer-error" role="alert">
          {top.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {state.saved && <Saved />}
      <form method="post" className="catalog-form" aria-label="Product" onSubmit={submit} noValidate>
        <NoScriptFields form="catalogus-product" staff />
        <fieldset disabled={!data.mayEdit} className="catalog-form__all">
          <legend className="visually-hidden">Het product</legend>
          <div className="catalog-form">
            <BasicsSection />
            <RangeSection />
            <TextsSection />
            <SeoSection />
            <LabelsSection />
            <SaleSection />
            <fieldset>
              <legend>Foto's</legend>
              <PhotoListEditor
                photos={state.product.photos}
                onChange={(photos) => state.set("photos", photos)}
                productName={state.product.name}
                errors={state.errors}
                showErrors={fieldErrors > 0}
              />
            </fieldset>
            <PicturesSection />
          </div>
        </fieldset>
        {data.mayEdit && (
          <div className="catalog-save">
            {fieldErrors > 0 && (
              <p className="beheer-field-error" role="alert">
                Het product is niet opgeslagen: verbeter de velden met een melding.
              </p>
            )}
            <button type="submit" className="beheer-button" disabled={state.busy}>
              Opslaan in het concept
            </button>
          </div>
        )}
      </form>
    </ProductFormProvider>
  );
}
