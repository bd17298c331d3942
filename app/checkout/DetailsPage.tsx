// /checkout/gegevens: private or business customer, invoice address, an optional other delivery address and the
// pricing summary. Every field is checked on blur; the whole form must be right before the payment step.
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { addressFormSchema } from "../../domain/validation/address-form";
import {
  belgianKvkSchema,
  belgianVatNumberSchema,
  type CustomerType,
  companynameSchema,
  dutchKvkSchema,
} from "../../domain/validation/customer";
import { ApiError } from "../api/client";
import { CartSummary } from "../cart/CartSummary";
import { productRows, trackedItem } from "../cart/tracking";
import { AddressForm, focusFirstError, useAddressForm } from "../forms/AddressForm";
import { useRootData } from "../root-data";
import { useShop } from "../shop/ShopState";
import { track } from "../tracking/dataLayer";
import { type CustomerInput, checkoutApi } from "./api";
import { CheckoutSteps } from "./CheckoutSteps";
import { CountrySwitch } from "./CountrySwitch";

type BusinessField = "companyname" | "kvk" | "vat_number";

function firstMessage(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function DetailsPage({ stored }: { stored: Partial<CustomerInput> | null }) {
  const { store } = useRootData();
  const { cart } = useShop();
  const navigate = useNavigate();
  const country = store.country;
  const schema = addressFormSchema(country);
  const invoice = useAddressForm(country, schema, stored?.factuur);
  const delivery = useAddressForm(country, schema, stored?.aflever);
  const [type, setType] = useState<CustomerType>(
    stored?.default?.type === "business" ? "business" : "private",
  );
  const [alternative, setAlternative] = useState(stored?.default?.afleveren_keuze === "alternatief");
  const [business, setBusiness] = useState<Record<BusinessField, string>>({
    companyname: String(stored?.default?.companyname ?? ""),
    kvk: String(stored?.default?.kvk ?? ""),
    vat_number: String(stored?.default?.vat_number ?? ""),
  });
  const [businessErrors, setBusinessErrors] = useState<Partial<Record<BusinessField, string>>>({});
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

  const businessSchemas: Record<BusinessField, z.ZodType | null> = {
    companyname: companynameSchema,
    kvk: country === "BE" ? belgianKvkSchema : dutchKvkSchema,
    vat_number: country === "BE" ? belgianVatNumberSchema : null,
  };
  const checkBusiness = (field: BusinessField, value = business[field]) => {
    const s = businessSchemas[field];
    const message = s ? firstMessage(s, value) : undefined;
    setBusinessErrors((current) => ({ ...current, [field]: message }));
    return message;
  };

  function currentInput(): CustomerInput {
    return {
      default: {
        type,
        afleveren_keuze: alternative ? "alternatief" : "standaard",
        ...(type === "business" ? business : {}),
      },
      factuur: { ...invoice.toAddress() },
      ...(alternative ? { aflever: { ...delivery.toAddress() } } : {}),
    };
  }

  // What is typed is kept on the server as the visitor goes (a field left), so a reload loses nothing.
  const persistTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestInput = useRef(currentInput);
  latestInput.current = currentInput;
  function persistSoon() {
    clearTimeout(persistTimer.current);
    persistTimer.current = setTimeout(() => {
      checkoutApi.saveDetails(latestInput.current()).catch(() => undefined);
    }, 400);
  }
  useEffect(() => () => clearTimeout(persistTimer.current), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const invoiceOk = invoice.validateAll();
    const deliveryOk = !alternative || delivery.validateAll();
    const businessOk =
      type === "private" ||
      (["companyname", "kvk", "vat_number"] as BusinessField[]).map((f) => checkBusiness(f)).every((m) => !m);
    if (!invoiceOk || !deliveryOk || !businessOk) {
      if (!businessOk)
        document.getElementById(`${id}-business`)?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      else if (!invoiceOk) focusFirstError("factuur", invoice.errors);
      else focusFirstError("aflever", delivery.errors);
      setFormError("Controleer de gemarkeerde velden.");
      return;
    }
    const body = currentInput();
    clearTimeout(persistTimer.current);
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
      if (e instanceof ApiError && e.status === 400) {
        const rest = [
          ...invoice.showServerErrors(pick(e.errors, "factuur."), "factuur."),
          ...delivery.showServerErrors(pick(e.errors, "aflever."), "aflever."),
        ];
        setBusinessErrors(
          Object.fromEntries(
            Object.entries(pick(e.errors, "default.")).map(([k, v]) => [k.replace("default.", ""), v]),
          ),
        );
        setFormError(rest[0] ?? "Controleer de gemarkeerde velden.");
      } else setFormError(e instanceof Error ? e.message : "Opslaan lukte niet. Probeer het opnieuw.");
    } finally {
      setBusy(false);
    }
  }

  const businessField = (field: BusinessField, label: string, autoComplete?: string) => {
    const error = businessErrors[field];
    const fieldId = `${id}-${field}`;
    return (
      <div className="field field--full">
        <label htmlFor={fieldId} className="field__label">
          {label}
        </label>
        <input
          id={fieldId}
          className="text-input"
          value={business[field]}
          autoComplete={autoComplete}
          maxLength={255}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          aria-required
          onChange={(e) => {
            const value = e.target.value;
            setBusiness((b) => ({ ...b, [field]: value }));
            if (error) checkBusiness(field, value);
          }}
          onBlur={() => checkBusiness(field)}
        />
        {error && (
          <p id={`${fieldId}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="page checkout-page">
      <CheckoutSteps active="gegevens" />
      <h1>Je gegevens</h1>
      <div className="checkout-page__layout">
        <form
          className="checkout-form"
          onSubmit={submit}
          onBlur={persistSoon}
          onChange={() => setFormError(null)}
          noValidate
        >
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
                  <input
                    type="radio"
                    name={`${id}-type`}
                    checked={type === value}
                    onChange={() => setType(value)}
                  />
                  {label}
                </label>
              ))}
            </div>
            {type === "business" && (
              <div id={`${id}-business`} className="address-form">
                {businessField("companyname", "Bedrijfsnaam", "organization")}
                {businessField("kvk", country === "BE" ? "Ondernemingsnummer (Kvk-nummer)" : "Kvk-nummer")}
                {country === "BE" && businessField("vat_number", "Btw-nummer")}
              </div>
            )}
          </fieldset>
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
