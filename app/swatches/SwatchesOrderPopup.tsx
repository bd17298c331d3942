// The swatches-order popup: the basket's colours and the address form (NL validated, BE as typed). Its own
// module, loaded when it first opens, so the address form stays out of every page's first JavaScript.
import { type FormEvent, useEffect, useState } from "react";
import { addressFormSchema } from "../../domain/validation/address-form";
import { isEmailAddress } from "../../domain/validation/common";
import { ApiError } from "../api/client";
import { SOMETHING_WENT_WRONG } from "../api/messages";
import { AddressForm } from "../forms/AddressForm";
import { useAddressForm } from "../forms/useAddressForm";
import { NoScriptFields } from "../no-script";
import { usePopup } from "../popups/PopupProvider";
import { useRootData } from "../root-data";
import { ShopLoading } from "../shop/ShopLoading";
import { useShop } from "../shop/ShopState";
import { swatchesApi } from "./api";
import { openSwatchOverview, useFocusInDialog } from "./SwatchPopups";

export default function SwatchesOrderPopup() {
  const { store } = useRootData();
  const { swatches, setSwatches } = useShop();
  const popup = usePopup();
  // Spec section 5: the swatch order's address is validated for NL only; BE sends what was typed.
  const form = useAddressForm(store.country, store.country === "NL" ? addressFormSchema("NL") : null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useFocusInDialog();

  // After a refused submit, focus goes to the first field with a message (rendered by then).
  useEffect(() => {
    const root = formRef.current;
    if (attempt === 0 || !root) return;
    const target =
      root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root.querySelector<HTMLElement>('.notice[role="alert"]');
    target?.focus();
  }, [attempt, formRef]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!form.validateAll()) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const answer = await swatchesApi.order(form.toAddress());
      const count = swatches?.total ?? 0;
      setSwatches({ total: 0, items: [] });
      popup.open({
        type: "swatches-order-success",
        title: "Bedankt voor je aanvraag",
        size: 480,
        // BE addresses are not checked: only a real address is named as where the confirmation went.
        data: {
          order_number: answer.order_number,
          count,
          email: isEmailAddress(form.values.email.trim()) ? form.values.email.trim() : "",
        },
      });
    } catch (e) {
      if (e instanceof ApiError) {
        const other = form.showServerErrors(e.errors, "personal_details.adres.");
        if (e.errors.swatches) await swatchesApi.get().then(setSwatches, () => undefined);
        setFormError(other[0] ?? null);
      } else setFormError(SOMETHING_WENT_WRONG);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  if (!swatches) return <ShopLoading />;
  return (
    <form method="post" ref={formRef} className="swatch-order" noValidate onSubmit={submit} aria-busy={busy}>
      <NoScriptFields form="kleurstalen" />
      <p className="swatch-order__lead">
        {swatches.total === 1
          ? "Je vraagt 1 gratis kleurstaal aan. We sturen hem binnen 2 werkdagen op de post."
          : `Je vraagt ${swatches.total} gratis kleurstalen aan. We sturen ze binnen 2 werkdagen op de post.`}
      </p>
      {swatches.total > 0 && (
        <ul className="swatch-order__chips">
          {swatches.items.map((item) => (
            <li key={item.key}>
              <img src={`${item.value.thumbnail}?w=80&h=80`} width={40} height={40} alt="" />
              <span>{item.value.title}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="swatch-order__heading">Waar mogen we ze naartoe sturen?</h3>
      <AddressForm form={form} idPrefix="stalen-adres" />
      {formError && (
        <p className="notice notice--warning" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      <div className="swatch-actions">
        <button type="submit" className="button button--primary" disabled={busy || swatches.total === 0}>
          {busy ? "Bezig met versturen…" : "Kleurstalen aanvragen"}
        </button>
        <button type="button" className="button button--secondary" onClick={() => openSwatchOverview(popup)}>
          Terug naar je stalenmandje
        </button>
      </div>
    </form>
  );
}
