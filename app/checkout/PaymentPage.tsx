// /checkout/betalen: the payment methods from checkout/payment-data, the delivery summary and the pricing summary.
// A failed payment comes back here with refusalError and refusalReason (spec section 8).
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { PROVIDER_MESSAGE_HEADER, REFUSAL_DESCRIPTION, refusalMessage } from "../../domain/checkout/refusal";
import { PAYMENT_ISSUER_REQUIRED, PAYMENT_METHOD_REQUIRED } from "../../domain/validation/messages";
import { PAYMENT_ISSUER_WARNING } from "../../domain/validation/payment";
import { ApiError } from "../api/client";
import { CartSummary } from "../cart/CartSummary";
import { productRows, trackedItem } from "../cart/tracking";
import { NoScriptFields } from "../no-script";
import { useLoadedCart } from "../shop/ShopState";
import { track } from "../tracking/dataLayer";
import { checkoutApi, type PaymentMethodView } from "./api";
import { CheckoutSteps } from "./CheckoutSteps";

export interface DeliverySummary {
  label: string;
  lines: string[];
}

export function PaymentPage({
  delivery,
  unavailable = null,
}: {
  delivery: DeliverySummary;
  /** Why paying is not possible in this shop (no payment provider), shown instead of the methods. */
  unavailable?: string | null;
}) {
  const cart = useLoadedCart();
  const [params] = useSearchParams();
  const refusalError = params.get("refusalError");
  const refusalReason = params.get("refusalReason");
  const [methods, setMethods] = useState<PaymentMethodView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [csrf, setCsrf] = useState("");
  const [brandCode, setBrandCode] = useState("");
  const [issuerId, setIssuerId] = useState("");
  const [errors, setErrors] = useState<{ brandCode?: string; issuerId?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    if (unavailable) return;
    checkoutApi.paymentData().then(
      (data) => {
        setMethods(data.paymentMethods);
        setCsrf(data.csrf_token);
        setBrandCode(data.betalen?.brandCode ?? data.paymentMethods[0]?.type ?? "");
        setIssuerId(data.betalen?.issuerId ?? "");
      },
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
  }, [unavailable]);

  const chosen = methods?.find((m) => m.type === brandCode);
  const needsBank = Boolean(chosen?.issuers?.length);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setErrors({ brandCode: PAYMENT_METHOD_REQUIRED });
      return;
    }
    if (needsBank && !issuerId) {
      setErrors({ issuerId: PAYMENT_ISSUER_REQUIRED, form: PAYMENT_ISSUER_WARNING });
      document.getElementById(`${id}-bank`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { betalen } = await checkoutApi.savePayment(needsBank ? { brandCode, issuerId } : { brandCode });
      const items = productRows(cart).map((i) => trackedItem(i));
      track("add_payment_info", {
        checkout_step: 3,
        payment_type: betalen.brandName,
        value: cart.total / 100,
        items,
      });
      const placed = await checkoutApi.placeOrder(brandCode, csrf);
      track("place_order", { transaction_id: placed.order.number, value: cart.total / 100, items });
      window.location.assign(placed.paymentLink);
    } catch (e) {
      // Placing an order with another status than 200 shows nothing (spec section 8); field errors do show,
      // and so does a 409 (a discount code that no longer applies), which the visitor must act on.
      if (e instanceof ApiError && (e.status === 400 || e.status === 409))
        setErrors({ ...e.errors, form: e.message });
      setBusy(false);
    }
  }

  return (
    <div className="page checkout-page">
      <CheckoutSteps active="betalen" />
      <h1>Betaalwijze</h1>
      {refusalError !== null && (
        <div className="notice notice--warning payment-refusal" role="alert">
          <p className="payment-refusal__title">{refusalMessage(refusalError)}</p>
          <p>{REFUSAL_DESCRIPTION}</p>
          {refusalReason && (
            <>
              <p className="payment-refusal__header">{PROVIDER_MESSAGE_HEADER}</p>
              <p className="payment-refusal__reason">{refusalReason}</p>
            </>
          )}
        </div>
      )}
      <div className="checkout-page__layout">
        <form method="post" className="checkout-form" onSubmit={submit} noValidate>
          <NoScriptFields form="betalen" />
          <fieldset
            className="checkout-form__section"
            aria-describedby={errors.brandCode ? `${id}-method-error` : undefined}
          >
            <legend>Hoe wil je betalen?</legend>
            {unavailable && (
              <p className="notice notice--warning" role="alert">
                {unavailable}
              </p>
            )}
            {loadError && (
              <p className="notice notice--warning" role="alert">
                De betaalmethoden konden niet geladen worden ({loadError}). Laad de pagina opnieuw.
              </p>
            )}
            {!methods && !loadError && !unavailable && <p role="status">Betaalmethoden laden…</p>}
            <div className="choice-list">
              {methods?.map((method) => (
                <label key={method.type} className="choice">
                  <input
                    type="radio"
                    name={`${id}-method`}
                    checked={brandCode === method.type}
                    onChange={() => {
                      setBrandCode(method.type);
                      setErrors({});
                    }}
                  />
                  <span className="choice__text">
                    <strong>{method.name}</strong>
                    {method.brands && <span>{method.brands.map(brandName).join(", ")}</span>}
                  </span>
                </label>
              ))}
            </div>
            {errors.brandCode && (
              <p id={`${id}-method-error`} className="field__error">
                {errors.brandCode}
              </p>
            )}
            {needsBank && (
              <div className="field">
                <label htmlFor={`${id}-bank`} className="field__label">
                  Kies je bank
                </label>
                <select
                  id={`${id}-bank`}
                  className="text-input"
                  value={issuerId}
                  aria-invalid={Boolean(errors.issuerId)}
                  aria-describedby={errors.issuerId ? `${id}-bank-error` : undefined}
                  onChange={(e) => {
                    setIssuerId(e.target.value);
                    setErrors({});
                  }}
                >
                  <option value="">Kies je bank…</option>
                  {chosen?.issuers?.map((issuer) => (
                    <option key={issuer.id} value={issuer.id}>
                      {issuer.name}
                    </option>
                  ))}
                </select>
                {errors.issuerId && (
                  <p id={`${id}-bank-error`} className="field__error">
                    {errors.issuerId}
                  </p>
                )}
              </div>
            )}
          </fieldset>
          {errors.form && errors.form !== errors.brandCode && (
            <p className="notice notice--warning" role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className="button button--primary button--large" disabled={busy || !methods}>
            Bestellen en betalen
          </button>
        </form>
        <aside className="checkout-page__side" aria-label="Overzicht">
          <section className="checkout-delivery" aria-labelledby={`${id}-delivery`}>
            <h2 id={`${id}-delivery`}>{delivery.label}</h2>
            {delivery.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
          <CartSummary cart={cart} />
        </aside>
      </div>
    </div>
  );
}

const brandNames: Record<string, string> = {
  visa: "Visa",
  mc: "Mastercard",
  amex: "American Express",
  maestro: "Maestro",
};
function brandName(code: string): string {
  return brandNames[code] ?? code;
}
