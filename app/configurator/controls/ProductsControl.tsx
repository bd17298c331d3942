// products: accessories as rows with picture, name, price and amount (spec section 4): 'Toevoegen' sets
// the amount to 1, − and + change it, and 0 or 'Verwijderen' removes the row.
import { useEffect, useRef } from "react";
import type { ProductOptionEntry, ProductRow } from "../../../domain/configurator/types";
import { formatPrice } from "../../../domain/money";
import { ChoiceGroup } from "./ChoiceGroup";
import type { ControlProps } from "./types";

export function productRows(value: unknown): ProductRow[] {
  return Array.isArray(value)
    ? value.filter(
        (row): row is ProductRow =>
          typeof row === "object" && row !== null && "entity_id" in row && "amount" in row,
      )
    : [];
}

/** The rows after setting one accessory's amount; 0 or less removes it. */
export function withAmount(rows: ProductRow[], entityId: number, amount: number): ProductRow[] {
  if (amount <= 0) return rows.filter((r) => r.entity_id !== entityId);
  if (rows.some((r) => r.entity_id === entityId))
    return rows.map((r) => (r.entity_id === entityId ? { ...r, amount } : r));
  return [...rows, { entity_id: entityId, amount }];
}

export function ProductsControl({
  option,
  value,
  fieldId,
  titleId,
  describedBy,
  invalid,
  onChange,
  extra,
}: ControlProps) {
  const rows = productRows(value);
  // Adding or removing swaps the row's buttons; focus follows to what replaced the pressed button.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const set = (entry: ProductOptionEntry, amount: number) => {
    const id = entry.product.entity_id;
    const had = rows.some((r) => r.entity_id === id);
    if (!had && amount > 0) focusNext.current = `${fieldId}-amount-${id}`;
    if (had && amount <= 0) focusNext.current = `${fieldId}-add-${id}`;
    const next = withAmount(rows, entry.product.entity_id, Math.min(amount, entry.max_amount));
    onChange(next.length > 0 ? next : null);
  };

  return (
    <ChoiceGroup
      option={option}
      fieldId={fieldId}
      titleId={titleId}
      invalid={invalid}
      describedBy={describedBy}
      extra={extra}
      className="products-control"
    >
      <ul className="product-rows">
        {option.products.map((entry) => {
          const { product } = entry;
          const amount = rows.find((r) => r.entity_id === product.entity_id)?.amount ?? 0;
          const amountId = `${fieldId}-amount-${product.entity_id}`;
          return (
            <li key={product.entity_id} className={`product-row${amount > 0 ? " product-row--added" : ""}`}>
              {product.thumbnail && (
                <img className="product-row__image" src={product.thumbnail} alt="" width={64} height={64} />
              )}
              <div className="product-row__text">
                <span className="product-row__name">{product.name}</span>
                {product.description && (
                  <span className="product-row__description">{product.description}</span>
                )}
                <span className="product-row__price">{formatPrice(product.price)} per stuk</span>
              </div>
              <div className="product-row__actions">
                {amount === 0 ? (
                  <button
                    id={`${fieldId}-add-${product.entity_id}`}
                    type="button"
                    className="button button--secondary product-row__add"
                    aria-label={`${product.name} toevoegen`}
                    onClick={() => set(entry, 1)}
                  >
                    Toevoegen
                  </button>
                ) : (
                  <>
                    <div className="amount">
                      <button
                        type="button"
                        className="stepper stepper--small"
                        aria-label={`Eén ${product.name} minder`}
                        onClick={() => set(entry, amount - 1)}
                      >
                        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                        </svg>
                      </button>
                      <label htmlFor={amountId} className="visually-hidden">
                        Aantal {product.name}
                      </label>
                      <input
                        id={amountId}
                        className="amount__input"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={entry.max_amount}
                        value={amount}
                        onChange={(event) => {
                          const n = Number.parseInt(event.target.value, 10);
                          if (!Number.isNaN(n)) set(entry, n);
                        }}
                      />
                      <button
                        type="button"
                        className="stepper stepper--small"
                        aria-label={`Eén ${product.name} meer`}
                        aria-disabled={amount >= entry.max_amount || undefined}
                        onClick={() => {
                          if (amount < entry.max_amount) set(entry, amount + 1);
                        }}
                      >
                        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                          <path
                            d="M5 12h14M12 5v14"
                            stroke="currentColor"
                            strokeWidth="2.2"
                            strokeLinecap="round"
                          />
                        </svg>
                      </button>
                    </div>
                    <button
                      type="button"
                      className="button button--link product-row__remove"
                      aria-label={`${product.name} verwijderen`}
                      onClick={() => set(entry, 0)}
                    >
                      Verwijderen
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </ChoiceGroup>
  );
}
