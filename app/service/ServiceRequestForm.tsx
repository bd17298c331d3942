// The service form of spec sections 2, 4 and 5: order number and postcode, checked on blur, then
// service/submit-form; the thanks replace the form, a failure shows the spec's message above the button.
import { useId, useRef, useState } from "react";
import { SERVICE_FORM_FAILED } from "../api/messages";
import { NoScriptFields } from "../no-script";
import { serviceApi } from "./api";
import { OrderLookupFields } from "./OrderLookupFields";
import { useOrderLookup } from "./useOrderLookup";

export function ServiceRequestForm() {
  const id = useId();
  const lookup = useOrderLookup(id);
  const [state, setState] = useState<"editing" | "submitting" | "sent" | "failed">("editing");
  const thanks = useRef<HTMLDivElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (state === "submitting") return;
    const form = lookup.toSend();
    if (!form) return;
    setState("submitting");
    try {
      const answer = await serviceApi.submitForm(form);
      if (!answer.status) {
        setState("failed");
        return;
      }
      setState("sent");
      // The thanks take the form's place: focus moves there so keyboard and screen reader users hear it.
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (error) {
      setState(lookup.showServerErrors(error) ? "editing" : "failed");
    }
  }

  function again() {
    lookup.startAgain();
    setState("editing");
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
      method="post"
      className="address-form service-form"
      onSubmit={submit}
      noValidate
      aria-label="Service aanvragen"
      aria-busy={state === "submitting"}
    >
      <NoScriptFields form="service" />
      <OrderLookupFields
        idPrefix={id}
        lookup={lookup}
        labels={{ order_number: "Ordernummer", postal_code: "Postcode" }}
        hints={{
          order_number: "Staat in de orderbevestiging, bijvoorbeeld",
          postal_code: "Van het adres waar de bestelling is bezorgd",
        }}
      />
      <div className="field service-form__actions">
        {state === "failed" && (
          <p className="notice notice--warning" role="alert">
            {SERVICE_FORM_FAILED}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={state === "submitting"}>
          Service aanvragen
        </button>
      </div>
    </form>
  );
}
