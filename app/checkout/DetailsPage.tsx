// /checkout/gegevens: private or business customer, invoice address, an optional other delivery address and the
// pricing summary. Every field is checked on blur; the whole form must be right before the payment step.
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { addressFormSchema } from "../../domain/validation/address-form";
import type { CustomerType } from "../../domain/validation/customer";
import { ApiError } from "../api/client";
import { STORE_FAILED } from "../api/messages";
import { cartApi } from "../cart/api";
import { CartSummary } from "../cart/CartSummary";
import { productRows, trackedItem } from "../cart/tracking";
import { AddressForm } from "../forms/AddressForm";
import { focusFirstError, useAddressForm } from "../forms/useAddressForm";
import { useFields } from "../forms/useFields";
import { NoScriptFields } from "../no-script";
import { useRootData } from "../root-data";
import { useLoadedCart, useShop } from "../shop/ShopState";
import { track } from "../tracking/dataLayer";
import { type CustomerInput, checkoutApi } from "./api";
import { CheckoutSteps } from "./CheckoutSteps";
import { CountrySwitch } from "./CountrySwitch";
import {
  type BusinessField,
  type BusinessValues,
  businessFields,
  CustomerTypeFields,
  checkBusinessField,
} from "./CustomerTypeFields";
import { useSaveSoon } from "./useSaveSoon";

export function DetailsPage({ stored }: { stored: Partial<CustomerInput> | null }) {
  const { store } = useRootData();
  const cart = useLoadedCart();
  const { setCart } = useShop();
  const navigate = useNavigate();
  const country = store.country;
  const schema = addressFormSchema(country);
  const invoice = useAddressForm(country, schema, stored?.factuur);
  const delivery = useAddressForm(country, schema, stored?.aflever);
  const [type, setType] = useState<CustomerType>(
    stored?.default?.type === "business" ? "business" : "private",
  );
  const [alternative, setAlternative] = useState(stored?.default?.afleveren_keuze === "alternatief");
  const business = useFields<BusinessField, BusinessValues>(
    {
      companyname: String(stored?.default?.companyname ?? ""),
      kvk: String(stored?.default?.kvk ?? ""),
      vat_number: String(stored?.default?.vat_number ?? ""),
    },
    (field, values) => checkBusinessField(country, field, values[field]),
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  // Checkout step 1: the start, with the delivery option chosen in the cart.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    track("begin_checkout", {
      checkout_step: 1,
      shipping_tier: cart.delivery_label,
      value: cart.total / 100,
      items: productRows(cart).map((i) => trackedItem(i)),
    });
  }, [cart]);

  function currentInput(): CustomerInput {
    return {
      default: {
        type,
        afleveren_keuze: alternative ? "alternatief" : "standaard",
        ...(type === "business" ? business.values : {}),
      },
      factuur: { ...invoice.toAddress() },
      ...(alternative ? { aflever: { ...delivery.toAddress() } } : {}),
    };
  }

  // A business's VAT number decides the VAT on the server: the summary shows the cart as it is priced now.
  const draft = useSaveSoon(currentInput, () => {
    cartApi.get().then(
      ({ cart }) => setCart(cart),
      () => undefined,
    );
  });

  /** Checks the whole form and focuses the first field with a message; answers true when it may be sent. */
  function validate(): boolean {
    const invoiceOk = invoice.validateAll();
    const deliveryOk = !alternative || delivery.validateAll();
    const businessOk = type === "private" || businessFields.map((f) => business.check(f)).every((m) => !m);
    if (invoiceOk && deliveryOk && businessOk) return true;
    if (!businessOk)
      document.getElementById(`${id}-business`)?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    else if (!invoiceOk) focusFirstError("factuur", invoice.errors);
    else focusFirstError("aflever", delivery.errors);
    return false;
  }

  /** Shows a 400's messages at their fields; answers the first that belongs to none. */
  function showServerErrors(errors: Record<string, string>): string | undefined {
    const rest = [
      ...invoice.showServerErrors(pick(errors, "factuur."), "factuur."),
      ...delivery.showServerErrors(pick(errors, "aflever."), "aflever."),
    ];
    business.setErrors(
      Object.fromEntries(
        Object.entries(pick(errors, "default.")).map(([k, v]) => [k.replace("default.", ""), v]),
      ),
    );
    return rest[0];
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!validate()) {
      setFormError("Controleer de gemarkeerde velden.");
      return;
    }
    const body = currentInput();
    draft.cancel();
    setBusy(true);
    try {
      await checkoutApi.saveDetails(body);
      track("add_shipping_info", {
        checkout_step: 2,
        value: cart.total / 100,
        shipping_tier: cart.delivery_label,
        items: productRows(cart).map((i) => trackedItem(i)),
      });
      navigate("/checkout/betalen");
    } catch (e) {
      if (e instanceof ApiError && e.status === 400)
        setFormError(showServerErrors(e.errors) ?? "Controleer de gemarkeerde velden.");
      else setFormError(e instanceof Error ? e.message : STORE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page checkout-page">
      <CheckoutSteps active="gegevens" />
      <h1>Je gegevens</h1>
      <div className="checkout-page__layout">
        <form
          method="post"
          className="checkout-form"
          onSubmit={submit}
          onBlur={draft.saveSoon}
          onChange={() => setFormError(null)}
          noValidate
        >
          <NoScriptFields form="gegevens" />
          <CustomerTypeFields id={id} country={country} type={type} onType={setType} business={business} />
          <fieldset className="checkout-form__section">
            <legend>Factuuradres</legend>
            <AddressForm form={invoice} idPrefix="factuur" />
            <CountrySwitch />
          </fieldset>
          <div className="checkout-form__section">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={alternative}
                onChange={(e) => setAlternative(e.target.checked)}
              />
              {cart.service_type === "mount" ? "Op een ander adres monteren" : "Op een ander adres bezorgen"}
            </label>
            {alternative && (
              <fieldset className="checkout-form__nested">
                <legend>{cart.service_type === "mount" ? "Montageadres" : "Afleveradres"}</legend>
                <AddressForm form={delivery} idPrefix="aflever" showNote={false} />
              </fieldset>
            )}
          </div>
          {formError && (
            <p className="notice notice--warning" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            Kies je betaalwijze
          </button>
        </form>
        <aside className="checkout-page__side" aria-label="Overzicht">
          <CartSummary cart={cart} />
        </aside>
      </div>
    </div>
  );
}

function pick(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith(prefix)));
}
