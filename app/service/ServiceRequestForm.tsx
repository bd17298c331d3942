// The service form of spec sections 2, 4 and 5: order number and postcode, checked on blur, then
// service/submit-form; the thanks replace the form, a failure shows the spec's message above the button.
import { useId, useRef, useState } from "react";
import { validateField } from "../../domain/validation/errors";
import { serviceFormSchema } from "../../domain/validation/service";
import { ApiError } from "../api/client";
import { serviceApi } from "./api";
import { OrderLookupFields } from "./OrderLookupFields";

type Field = "order_number" | "postal_code";
const fields: readonly Field[] = ["order_number", "postal_code"];
type Values = Record<Field, string>;

export const SERVICE_FORM_FAILURE =
  "Er ging iets mis tijdens het versturen van het formulier, neem contact op met de klantenservice.";

function check(field: Field, values: Values): string | undefined {
  return validateField(serviceFormSchema, field, values[field], values);
}

export function ServiceRequestForm() {
  const id = useId();
  const [values, setValues] = useState<Values>({ order_number: "", postal_code: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<"editing" | "submitting" | "sent" | "failed">("editing");
  const thanks = useRef<HTMLDivElement>(null);
  const fieldId = (field: Field) => `${id}-${field}`;

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A message goes away as soon as the value is right, not only on the next blur.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, next) }));
  }

  // Spec section 5: checked when the visitor leaves the field, also when it was left empty.
  function blur(field: Field) {
    setErrors((current) => ({ ...current, [field]: check(field, values) }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (state === "submitting") return;
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) found[field] = check(field, values);
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setState("submitting");
    try {
      const answer = await serviceApi.submitForm({
        order_number: values.order_number.trim(),
        postal_code: values.postal_code.trim(),
      });
      if (!answer.status) {
        setState("failed");
        return;
      }
      setState("sent");
      // The thanks take the form's place: focus moves there so keyboard and screen reader users hear it.
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (error) {
      // A 400 for a field the browser let through (the server is the judge) shows at that field.
      const server = error instanceof ApiError && error.status === 400 ? error.errors : {};
      const atFields = fields.filter((field) => server[field]);
      if (atFields.length > 0) {
        setErrors(Object.fromEntries(atFields.map((field) => [field, server[field]])));
        document.getElementById(fieldId(atFields[0] as Field))?.focus();
        setState("editing");
        return;
      }
      setState("failed");
    }
  }

  function again() {
    setValues({ order_number: "", postal_code: "" });
    setErrors({});
    setState("editing");
    requestAnimationFrame(() => document.getElementById(fieldId("order_number"))?.focus());
  }

  if (state === "sent") {
    return (
      <div ref={thanks} className="notice service-form__thanks" role="status" tabIndex={-1}>
        <p className="service-form__title">Bedankt voor uw aanvraag</p>
        <p>
          Kloppen het ordernummer en de postcode, dan ontvangt u binnen enkele minuten een e-mail met uw
          serviceaanvraag. Onze klantenservice neemt daarna binnen 2 werkdagen contact met u op.
        </p>
        <p>Geen e-mail ontvangen? Kijk ook in uw map met ongewenste e-mail, of bel of mail ons.</p>
        <button type="button" className="button button--link" onClick={again}>
          Nog een aanvraag doen
        </button>
      </div>
    );
  }

  return (
    <form
      className="address-form service-form"
      onSubmit={submit}
      noValidate
      aria-label="Service aanvragen"
      aria-busy={state === "submitting"}
    >
      <OrderLookupFields
        idPrefix={id}
        values={values}
        errors={errors}
        labels={{ order_number: "Ordernummer", postal_code: "Postcode" }}
        hints={{
          order_number: (
            <>
              Staat in de orderbevestiging, bijvoorbeeld{" "}
              <span className="service-form__example">RW-2026-000123</span>
            </>
          ),
          postal_code: "Van het adres waar de bestelling is bezorgd",
        }}
        onChange={change}
        onBlur={blur}
      />
      <div className="field service-form__actions">
        {state === "failed" && (
          <p className="notice notice--warning" role="alert">
            {SERVICE_FORM_FAILURE}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={state === "submitting"}>
          Service aanvragen
        </button>
      </div>
    </form>
  );
}
