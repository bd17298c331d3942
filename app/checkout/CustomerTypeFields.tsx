// 'Ik bestel als' of the details step: a private or business customer, and for a business its name and its Kvk
// number (NL) or ondernemingsnummer (BE, asked once: the btw-nummer is 'BE' plus it), each checked on blur.
import type { z } from "zod";
import type { Country } from "../../domain/validation/address";
import {
  belgianEnterpriseNumberSchema,
  belgianVatNumberOf,
  type CustomerType,
  companynameSchema,
  dutchKvkSchema,
  normalizeBelgianEnterpriseNumber,
} from "../../domain/validation/customer";
import type { Fields } from "../forms/useFields";

export const businessFields = ["companyname", "kvk", "vat_number"] as const;
export type BusinessField = (typeof businessFields)[number];
export type BusinessValues = Record<BusinessField, string>;

function firstMessage(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The message for a business field in `country`'s rules; the VAT number is never asked (BE derives it). */
export function checkBusinessField(
  country: Country,
  field: BusinessField,
  value: string,
): string | undefined {
  const schemas: Record<BusinessField, z.ZodType | null> = {
    companyname: companynameSchema,
    kvk: country === "BE" ? belgianEnterpriseNumberSchema : dutchKvkSchema,
    vat_number: null,
  };
  const schema = schemas[field];
  return schema ? firstMessage(schema, value) : undefined;
}

export function CustomerTypeFields({
  id,
  country,
  type,
  onType,
  business,
}: {
  /** Makes the ids unique on the page; the business block is `${id}-business`. */
  id: string;
  country: Country;
  type: CustomerType;
  onType: (type: CustomerType) => void;
  business: Fields<BusinessField, BusinessValues>;
}) {
  const businessField = (field: BusinessField, label: string, autoComplete?: string, hint?: string) => {
    const error = business.errors[field];
    const fieldId = `${id}-${field}`;
    const describedBy = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(" ");
    return (
      <div className="field field--full">
        <label htmlFor={fieldId} className="field__label">
          {label}
        </label>
        <input
          id={fieldId}
          className="text-input"
          value={business.values[field]}
          autoComplete={autoComplete}
          maxLength={255}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          aria-required
          onChange={(e) => business.set(field, e.target.value)}
          // Unlike the address fields, checked whenever focus leaves, changed or not.
          onBlur={() => business.check(field)}
        />
        {hint && (
          <p id={`${fieldId}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${fieldId}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="checkout-form__section">
      <legend>Ik bestel als</legend>
      <div className="address-form__radios">
        {(
          [
            ["private", "Particulier"],
            ["business", "Zakelijk"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="radio">
            <input type="radio" name={`${id}-type`} checked={type === value} onChange={() => onType(value)} />
            {label}
          </label>
        ))}
      </div>
      {type === "business" && (
        <div id={`${id}-business`} className="address-form">
          {businessField("companyname", "Bedrijfsnaam", "organization")}
          {country === "BE"
            ? businessField("kvk", "Ondernemingsnummer", undefined, vatHint(business.values.kvk))
            : businessField("kvk", "Kvk-nummer")}
        </div>
      )}
    </fieldset>
  );
}

/** Under the BE ondernemingsnummer: the btw-nummer that follows from it, once it is a valid number. */
function vatHint(enterpriseNumber: string): string {
  const number = normalizeBelgianEnterpriseNumber(enterpriseNumber);
  return number
    ? `Je btw-nummer: ${belgianVatNumberOf(number)}`
    : "Tien cijfers, bijvoorbeeld 0417.497.106. Je btw-nummer is BE met dit nummer erachter.";
}
