// The form of /bestelling-volgen: order number (filled in from ?order= in the confirmation mail's link) and
// postcode, checked on blur with the service form's rules; the answer shows below the form.
import { useId, useRef, useState } from "react";
import type { OrderStatusView } from "../../domain/orders/order-status";
import { validateField } from "../../domain/validation/errors";
import { serviceFormSchema } from "../../domain/validation/service";
import { ApiError } from "../api/client";
import { OrderLookupFields } from "../service/OrderLookupFields";
import { orderStatusApi } from "./api";
import { OrderStatusResult } from "./OrderStatusResult";

type Field = "order_number" | "postal_code";
const fields: readonly Field[] = ["order_number", "postal_code"];
type Values = Record<Field, string>;

export const ORDER_STATUS_FAILURE =
  "Het opvragen van je bestelling is niet gelukt. Probeer het zo nog eens, of neem contact op met de klantenservice.";

function check(field: Field, values: Values): string | undefined {
  return validateField(serviceFormSchema, field, values[field], values);
}

export function OrderStatusForm({ orderNumber }: { orderNumber: string }) {
  const id = useId();
  const [values, setValues] = useState<Values>({ order_number: orderNumber, postal_code: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<OrderStatusView | null>(null);
  const result = useRef<HTMLElement>(null);
  const fieldId = (field: Field) => `${id}-${field}`;

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, next) }));
  }

  function blur(field: Field) {
    setErrors((current) => ({ ...current, [field]: check(field, values) }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) found[field] = check(field, values);
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await orderStatusApi.status({
        order_number: values.order_number.trim(),
        postal_code: values.postal_code.trim(),
      });
      setStatus(answer);
      // The answer appears below the form: focus moves there so keyboard and screen reader users hear it.
      requestAnimationFrame(() => result.current?.focus());
    } catch (error) {
      setStatus(null);
      const server = error instanceof ApiError ? error.errors : {};
      const atFields = fields.filter((field) => server[field]);
      if (error instanceof ApiError && error.status === 400 && atFields.length > 0) {
        setErrors(Object.fromEntries(atFields.map((field) => [field, server[field]])));
        document.getElementById(fieldId(atFields[0] as Field))?.focus();
      } else if (error instanceof ApiError && (error.status === 404 || error.status === 429)) {
        // The server's own Dutch words: not found (the same for a wrong postcode), or too many tries.
        setProblem(Object.values(server)[0] ?? ORDER_STATUS_FAILURE);
      } else {
        setProblem(ORDER_STATUS_FAILURE);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form
        className="address-form service-form order-status-form"
        onSubmit={submit}
        noValidate
        aria-label="Bestelling opzoeken"
        aria-busy={busy}
      >
        <OrderLookupFields
          idPrefix={id}
          values={values}
          errors={errors}
          labels={{ order_number: "Bestelnummer", postal_code: "Postcode" }}
          hints={{
            order_number: (
              <>
                Staat in je orderbevestiging, bijvoorbeeld{" "}
                <span className="service-form__example">RW-2026-000123</span>
              </>
            ),
            postal_code: "Van het afleveradres (in België het postnummer)",
          }}
          onChange={change}
          onBlur={blur}
        />
        <div className="field service-form__actions">
          {problem && (
            <p className="notice notice--warning" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            Bekijk je bestelling
          </button>
        </div>
      </form>
      {status && <OrderStatusResult ref={result} status={status} />}
    </>
  );
}
