// The quote dialog 'Offerte aanvraag': what the quote is for, the address form, then the thank-you view. It
// sends only when the form validates; an answer with a status other than true changes nothing (spec section 8).
import { type ReactNode, useState } from "react";
import { addressFormSchema } from "../../domain/validation/address-form";
import { ApiError } from "../api/client";
import { AddressForm } from "../forms/AddressForm";
import { focusFirstError, useAddressForm } from "../forms/useAddressForm";
import { NoScriptFields } from "../no-script";
import { useRootData } from "../root-data";
import { Dialog } from "../ui/Dialog";

export type QuoteAddress = ReturnType<ReturnType<typeof useAddressForm>["toAddress"]>;

export function QuoteDialog({
  open,
  onClose,
  children,
  send,
}: {
  open: boolean;
  onClose: () => void;
  /** What the quote is for: the configured product or the cart. */
  children: ReactNode;
  /** Sends the request; answers the server's status. */
  send: (address: QuoteAddress) => Promise<boolean>;
}) {
  return (
    <Dialog open={open} title="Offerte aanvraag" size={630} onClose={onClose}>
      {open && (
        <QuoteForm send={send} onClose={onClose}>
          {children}
        </QuoteForm>
      )}
    </Dialog>
  );
}

function QuoteForm({
  send,
  onClose,
  children,
}: {
  send: (address: QuoteAddress) => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { store } = useRootData();
  const form = useAddressForm(store.country, addressFormSchema(store.country));
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!form.validateAll()) {
      focusFirstError("offerte", form.errors);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      if (await send(form.toAddress())) setThanked(true);
    } catch (e) {
      // Field messages from the server show at their fields; a reason about the cart itself (too large to
      // quote online) shows above the button, anything else shows nothing (spec section 8).
      if (e instanceof ApiError && e.status === 400) {
        form.showServerErrors(e.errors, "customer.");
        setProblem(e.errors.cart ?? null);
      }
    } finally {
      setBusy(false);
    }
  }

  if (thanked) {
    return (
      <div className="quote-thanks" role="status">
        <p className="quote-thanks__title">Bedankt voor je aanvraag!</p>
        <p>
          We hebben je offerteaanvraag ontvangen en sturen je een bevestiging per e-mail. Binnen 2 werkdagen
          nemen we contact met je op.
        </p>
        <button type="button" className="button button--primary" onClick={onClose}>
          Sluiten
        </button>
      </div>
    );
  }
  return (
    <form method="post" className="quote-form" onSubmit={submit} noValidate aria-busy={busy}>
      <NoScriptFields form="offerte" />
      {children}
      <h3 className="quote-form__heading">Je gegevens</h3>
      <AddressForm form={form} idPrefix="offerte" />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        Offerte aanvragen
      </button>
    </form>
  );
}
