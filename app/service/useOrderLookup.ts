// The state of the two fields an order is looked up by (the service form and /bestelling-volgen): the shared field
// state checked with the service form's schema, every field at once before sending, and a 400's field messages.
import { validateField } from "../../domain/validation/errors";
import { type ServiceForm, serviceFormSchema } from "../../domain/validation/service";
import { ApiError } from "../api/client";
import { type Fields, useFields } from "../forms/useFields";

export const orderLookupFields = ["order_number", "postal_code"] as const;
export type OrderLookupField = (typeof orderLookupFields)[number];
export type OrderLookupValues = Record<OrderLookupField, string>;

const check = (field: OrderLookupField, values: OrderLookupValues) =>
  validateField(serviceFormSchema, field, values[field], values);

export interface OrderLookup {
  fields: Fields<OrderLookupField, OrderLookupValues>;
  /** Checks both fields: answers the trimmed values to send, or null after focusing the first with a message. */
  toSend: () => ServiceForm | null;
  /** Shows a 400's messages at these fields and focuses the first; answers false when none was for them. */
  showServerErrors: (error: unknown) => boolean;
  /** Empties both fields and focuses the order number. */
  startAgain: () => void;
}

/** `idPrefix` is the fields' id prefix (as given to OrderLookupFields); `orderNumber` fills the first field. */
export function useOrderLookup(idPrefix: string, orderNumber = ""): OrderLookup {
  const fields = useFields<OrderLookupField, OrderLookupValues>(
    { order_number: orderNumber, postal_code: "" },
    check,
  );
  const focus = (field: OrderLookupField) => document.getElementById(`${idPrefix}-${field}`)?.focus();

  function toSend(): ServiceForm | null {
    const messages = orderLookupFields.map((field) => fields.check(field));
    const first = orderLookupFields.find((_, index) => messages[index]);
    if (first) {
      focus(first);
      return null;
    }
    return { order_number: fields.values.order_number.trim(), postal_code: fields.values.postal_code.trim() };
  }

  function showServerErrors(error: unknown): boolean {
    // A field the browser let through can still be refused: the server is the judge.
    const server = error instanceof ApiError && error.status === 400 ? error.errors : {};
    const atFields = orderLookupFields.filter((field) => server[field]);
    const first = atFields[0];
    if (!first) return false;
    fields.setErrors(Object.fromEntries(atFields.map((field) => [field, server[field]])));
    focus(first);
    return true;
  }

  function startAgain() {
    fields.reset({ order_number: "", postal_code: "" });
    requestAnimationFrame(() => focus("order_number"));
  }

  return { fields, toSend, showServerErrors, startAgain };
}
