// The form of /bestelling-volgen: order number (filled in from ?order= in the confirmation mail's link) and
// postcode, checked on blur with the service form's rules; the answer shows below the form.
import { useId, useRef, useState } from "react";
import type { OrderStatusView } from "../../domain/orders/order-status";
import { ApiError } from "../api/client";
import { ORDER_STATUS_FAILED } from "../api/messages";
import { NoScriptFields } from "../no-script";
import { OrderLookupFields } from "../service/OrderLookupFields";
import { useOrderLookup } from "../service/useOrderLookup";
import { orderStatusApi } from "./api";
import { OrderStatusResult } from "./OrderStatusResult";

export function OrderStatusForm({ orderNumber }: { orderNumber: string }) {
  const id = useId();
  const lookup = useOrderLookup(id, orderNumber);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<OrderStatusView | null>(null);
  const result = useRef<HTMLElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const form = lookup.toSend();
    if (!form) return;
    setBusy(true);
    setProblem(null);
    try {
      setStatus(await orderStatusApi.status(form));
      // The answer appears below the form: focus moves there so keyboard and screen reader users hear it.
      requestAnimationFrame(() => result.current?.focus());
    } catch (error) {
      setStatus(null);
      if (lookup.showServerErrors(error)) return;
      if (error instanceof ApiError && (error.status === 404 || error.status === 429)) {
        // The server's own Dutch words: not found (the same for a wrong postcode), or too many tries.
        setProblem(Object.values(error.errors)[0] ?? ORDER_STATUS_FAILED);
      } else {
        setProblem(ORDER_STATUS_FAILED);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form
        method="post"
        className="address-form service-form order-status-form"
        onSubmit={submit}
        noValidate
        aria-label="Bestelling opzoeken"
        aria-busy={busy}
      >
        <NoScriptFields form="bestelling-volgen" />
        <OrderLookupFields
          idPrefix={id}
          lookup={lookup}
          labels={{ order_number: "Bestelnummer", postal_code: "Postcode" }}
          hints={{
            order_number: "Staat in je orderbevestiging, bijvoorbeeld",
            postal_code: "Van het afleveradres (in België het postnummer)",
          }}
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
