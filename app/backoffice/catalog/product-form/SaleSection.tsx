// How a product is made and sold: production time, mounting cost, the size its 'vanaf' price is for, the switches.
import { Field } from "../../shop-settings/fields";
import { CheckInput, CheckList, EuroInput, NumberInput } from "./fields";
import { errorAt, useProductForm } from "./product-form-state";

const heightTypes = { hoogte: "Hoogte", uitval: "Uitval", diepte: "Diepte" } as const;

function Switches() {
  const { product, set } = useProductForm();
  const switches = [
    ["active", "Te koop (aan)"],
    ["featured", "Uitgelicht"],
    ["quoteOnly", "Alleen op offerte"],
    ["reviewsShown", "Beoordelingen tonen"],
  ] as const;
  return (
    <ul className="catalog-checks">
      {switches.map(([field, label]) => (
        <li key={field}>
          <CheckInput
            id={`product-${field}`}
            label={label}
            checked={product[field]}
            onChange={(v) => set(field, v)}
          />
        </li>
      ))}
    </ul>
  );
}

export function SaleSection() {
  const { product, set, errors } = useProductForm();
  const days = product.productionDays;
  return (
    <fieldset>
      <legend>Levering en verkoop</legend>
      <Switches />
      <div className="beheer-grid-form">
        <NumberInput
          id="product-days-min"
          label="Levertijd vanaf (werkdagen)"
          path="productionDays.min"
          min={1}
          max={120}
          value={days.min}
          onChange={(v) => set("productionDays", { ...days, min: v })}
        />
        <NumberInput
          id="product-days-max"
          label="Levertijd tot (werkdagen)"
          path="productionDays.max"
          min={1}
          max={120}
          value={days.max}
          onChange={(v) => set("productionDays", { ...days, max: v })}
        />
        <EuroInput
          id="product-mount"
          label="Montagekosten (euro)"
          path="mountCostCents"
          value={product.mountCostCents}
          onChange={(v) => set("mountCostCents", v)}
        />
      </div>
      {errors.productionDays && <p className="beheer-field-error">{errors.productionDays}</p>}
      <p className="beheer-hint">De maten (cm) waar de 'vanaf'-prijs voor geldt:</p>
      <div className="beheer-grid-form">
        <NumberInput
          id="product-breedte"
          label="Breedte (cm)"
          path="breedte"
          min={1}
          max={2000}
          value={product.breedte}
          onChange={(v) => set("breedte", v)}
        />
        <NumberInput
          id="product-hoogte"
          label="Hoogte (cm)"
          path="hoogte"
          min={1}
          max={2000}
          value={product.hoogte}
          onChange={(v) => set("hoogte", v)}
        />
        <Field id="product-hoogtetype" label="De hoogte is een" error={errorAt(errors, "hoogteType")}>
          {(aria) => (
            <select
              {...aria}
              value={product.hoogteType}
              onChange={(e) => set("hoogteType", e.target.value as keyof typeof heightTypes)}
            >
              {Object.entries(heightTypes).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}

export function PicturesSection() {
  const { product, set, choices } = useProductForm();
  return (
    <fieldset>
      <legend>Tekeningen</legend>
      <div className="beheer-grid-form">
        <NumberInput
          id="product-drawings"
          label="Aantal tekeningen (0 tot 6)"
          path="drawings"
          min={0}
          max={6}
          value={product.drawings}
          onChange={(v) => set("drawings", v)}
        />
      </div>
      <CheckList
        legend="Kamers van de sfeerbeelden (hoogstens 3)"
        name="product-rooms"
        path="rooms"
        options={choices.rooms.map((room) => ({
          value: room,
          label: room.charAt(0).toUpperCase() + room.slice(1),
        }))}
        chosen={product.rooms}
        onChange={(v) => set("rooms", v)}
        max={3}
      />
    </fieldset>
  );
}
