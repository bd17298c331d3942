// 'Je wensen' of the advice form: what the visitor wants, for which products and how many (spec section 2).
import type { FocusEvent, ReactNode } from "react";
import { useId } from "react";
import { adviceRequestHints, adviceRequestLabels, productFamilyLabels } from "../../domain/advice/advice";
import { productFamilies } from "../../domain/products";
import {
  type AdviceRequest,
  adviceRequests,
  PRODUCT_AMOUNT_MAX,
  PRODUCT_AMOUNT_MIN,
} from "../../domain/validation/advice";
import { FieldError } from "../forms/FieldError";
import type { Fields } from "../forms/useFields";

/** The fields this form asks beside the address form's. */
export const wishFields = ["request", "product_interest", "product_amount"] as const;
export type WishField = (typeof wishFields)[number];
export type Wishes = { request: AdviceRequest | ""; product_interest: string[]; product_amount: string };
export const noWishes: Wishes = { request: "", product_interest: [], product_amount: "" };

export function WishesSection({ wishes, idPrefix }: { wishes: Fields<WishField, Wishes>; idPrefix: string }) {
  const { values, errors } = wishes;
  // A choice is complete as soon as it is made; the amount is checked when focus leaves it.
  const choose = <F extends WishField>(field: F, value: Wishes[F]) =>
    wishes.set(field, value, { check: field !== "product_amount" });
  /** A group is checked when focus leaves it, once it was touched. */
  const blurGroup = (field: WishField) => (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    wishes.blur(field);
  };
  const amountId = `${idPrefix}-product_amount`;

  return (
    <section className="advice-form__section" aria-labelledby={`${idPrefix}-wensen`}>
      <h2 id={`${idPrefix}-wensen`}>Je wensen</h2>
      <WishGroup
        field="request"
        legend="Waarmee kunnen we je helpen?"
        error={errors.request}
        onBlur={blurGroup("request")}
      >
        {adviceRequests.map((value, index) => (
          <label key={value} className="choice">
            <input
              type="radio"
              id={`${idPrefix}-request-${index}`}
              name={`${idPrefix}-request`}
              value={value}
              checked={values.request === value}
              aria-invalid={Boolean(errors.request)}
              onChange={() => choose("request", value)}
            />
            <span className="choice__text">
              <strong>{adviceRequestLabels[value]}</strong>
              <span>{adviceRequestHints[value]}</span>
            </span>
          </label>
        ))}
      </WishGroup>
      <WishGroup
        field="product_interest"
        legend="Product interesse"
        hint="Kies een of meer."
        error={errors.product_interest}
        onBlur={blurGroup("product_interest")}
        className="advice-form__products"
      >
        {productFamilies.map((family) => (
          <label key={family} className="choice">
            <input
              type="checkbox"
              id={`${idPrefix}-product_interest-${family}`}
              name={`${idPrefix}-product_interest`}
              value={family}
              checked={values.product_interest.includes(family)}
              aria-invalid={Boolean(errors.product_interest)}
              onChange={(event) =>
                choose(
                  "product_interest",
                  event.target.checked
                    ? productFamilies.filter((f) => f === family || values.product_interest.includes(f))
                    : values.product_interest.filter((f) => f !== family),
                )
              }
            />
            <span className="choice__text">{productFamilyLabels[family]}</span>
          </label>
        ))}
      </WishGroup>
      <div className="field advice-form__amount">
        <label htmlFor={amountId} className="field__label">
          Aantal producten
        </label>
        <p id={`${amountId}-hint`} className="advice-form__hint">
          Ongeveer, bijvoorbeeld het aantal ramen.
        </p>
        <input
          id={amountId}
          name="product_amount"
          className="text-input"
          type="number"
          inputMode="numeric"
          min={PRODUCT_AMOUNT_MIN}
          max={PRODUCT_AMOUNT_MAX}
          value={values.product_amount}
          aria-required
          aria-invalid={Boolean(errors.product_amount)}
          aria-describedby={[`${amountId}-hint`, errors.product_amount ? `${amountId}-error` : ""]
            .filter(Boolean)
            .join(" ")}
          onChange={(event) => choose("product_amount", event.target.value)}
          onBlur={() => wishes.blur("product_amount")}
        />
        {errors.product_amount && <FieldError id={`${amountId}-error`} message={errors.product_amount} />}
      </div>
    </section>
  );
}

/** A fieldset of radios or checkboxes with its legend, an optional hint and its message. */
function WishGroup({
  field,
  legend,
  hint,
  error,
  onBlur,
  className,
  children,
}: {
  field: WishField;
  legend: string;
  hint?: string;
  error?: string;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset
      className={`field advice-form__group${className ? ` ${className}` : ""}`}
      aria-describedby={described || undefined}
      onBlur={onBlur}
      data-field={field}
    >
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="advice-form__hint">
          {hint}
        </p>
      )}
      <div className="advice-form__choices">{children}</div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}
