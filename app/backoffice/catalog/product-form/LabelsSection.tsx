// The labels on a product's card and in its configurator, and its discount.

import { CheckInput, NumberInput, TextInput } from "./fields";
import type { ProductDraft } from "./product-form-state";
import { useProductForm } from "./product-form-state";

const GREEN = { background: "#1f5f4a", color: "#ffffff" };

function ColourPair({
  prefix,
  path,
  value,
  onChange,
}: {
  prefix: string;
  path: string;
  value: { background: string; color: string };
  onChange: (value: { background: string; color: string }) => void;
}) {
  return (
    <div className="beheer-grid-form">
      <TextInput
        id={`${prefix}-bg`}
        label="Achtergrondkleur"
        path={`${path}.background`}
        hint="Zoals #1f5f4a"
        value={value.background}
        onChange={(v) => onChange({ ...value, background: v })}
      />
      <TextInput
        id={`${prefix}-fg`}
        label="Tekstkleur"
        path={`${path}.color`}
        hint="Zoals #ffffff"
        value={value.color}
        onChange={(v) => onChange({ ...value, color: v })}
      />
      <p aria-hidden="true" className="catalog-label-sample-wrap">
        <span className="catalog-label-sample" style={{ background: value.background, color: value.color }}>
          Voorbeeld
        </span>
      </p>
    </div>
  );
}

function DiscountLabel() {
  const { product, set } = useProductForm();
  const label = product.discountLabel;
  const change = (next: Partial<NonNullable<ProductDraft["discountLabel"]>>) =>
    label && set("discountLabel", { ...label, ...next });
  return (
    <>
      <CheckInput
        id="product-discount-label-on"
        label="Kortingslabel op de productkaart"
        checked={label !== null}
        onChange={(on) => set("discountLabel", on ? { nl: "", be: "", ...GREEN } : null)}
      />
      {label && (
        <>
          <div className="beheer-grid-form">
            <TextInput
              id="discount-label-nl"
              label="Labeltekst Nederland"
              path="discountLabel.nl"
              max={40}
              value={label.nl}
              onChange={(v) => change({ nl: v })}
            />
            <TextInput
              id="discount-label-be"
              label="Labeltekst België"
              path="discountLabel.be"
              max={40}
              value={label.be}
              onChange={(v) => change({ be: v })}
            />
          </div>
          <ColourPair
            prefix="discount-label"
            path="discountLabel"
            value={label}
            onChange={(v) => change(v)}
          />
        </>
      )}
    </>
  );
}

function ConfLabel() {
  const { product, set } = useProductForm();
  const label = product.confLabel;
  return (
    <>
      <CheckInput
        id="product-conf-label-on"
        label="Label in de configurator"
        checked={label !== null}
        onChange={(on) => set("confLabel", on ? { text: "", ...GREEN } : null)}
      />
      {label && (
        <>
          <TextInput
            id="conf-label-text"
            label="Labeltekst configurator"
            path="confLabel.text"
            max={40}
            value={label.text}
            onChange={(v) => set("confLabel", { ...label, text: v })}
          />
          <ColourPair
            prefix="conf-label"
            path="confLabel"
            value={label}
            onChange={(v) => set("confLabel", { ...label, ...v })}
          />
        </>
      )}
    </>
  );
}

export function LabelsSection() {
  const { product, set } = useProductForm();
  return (
    <fieldset>
      <legend>Korting en labels</legend>
      <div className="beheer-grid-form">
        <NumberInput
          id="product-discount"
          label="Korting in procent"
          path="discountPercent"
          min={0}
          max={90}
          value={product.discountPercent}
          onChange={(v) => set("discountPercent", v)}
        />
      </div>
      <div className="catalog-label">
        <DiscountLabel />
      </div>
      <div className="catalog-label">
        <ConfLabel />
      </div>
    </fieldset>
  );
}
