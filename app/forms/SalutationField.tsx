// Aanhef of the address form: Dhr. or Mevr. as radios, with its message.
import { prefixes } from "../../domain/validation/address";
import type { AddressFormApi } from "./useAddressForm";

export function SalutationField({ form, idPrefix }: { form: AddressFormApi; idPrefix: string }) {
  const prefixError = form.errors.prefix;
  const prefixErrorId = `${idPrefix}-prefix-error`;
  return (
    <fieldset
      className="field field--full address-form__prefix"
      aria-describedby={prefixError ? prefixErrorId : undefined}
    >
      <legend className="field__label">Aanhef</legend>
      <div className="address-form__radios">
        {prefixes.map((prefix, index) => (
          <label key={prefix} className="radio">
            <input
              type="radio"
              id={`${idPrefix}-prefix-${index}`}
              name={`${idPrefix}-prefix`}
              value={prefix}
              checked={form.values.prefix === prefix}
              onChange={() => form.set("prefix", prefix)}
            />
            {prefix === "Dhr" ? "Dhr." : "Mevr."}
          </label>
        ))}
      </div>
      {prefixError && (
        <p id={prefixErrorId} className="field__error">
          {prefixError}
        </p>
      )}
    </fieldset>
  );
}
