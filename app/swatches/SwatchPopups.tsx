// The swatch popups of spec section 2: the basket after adding (swatches-overview), the order form with the
// address (swatches-order) and the thank-you (swatches-order-success).
import { type FormEvent, useEffect, useRef, useState } from "react";
import { MAX_SWATCHES } from "../../domain/cart/types";
import { addressFormSchema } from "../../domain/validation/address-form";
import { isEmailAddress } from "../../domain/validation/common";
import { ApiError } from "../api/client";
import { AddressForm, useAddressForm } from "../forms/AddressForm";
import { type PopupApi, usePopup } from "../popups/PopupProvider";
import { useRootData } from "../root";
import { useShop } from "../shop/ShopState";
import { Icon } from "../ui/Icon";
import { swatchesApi } from "./api";
import { SwatchCount, SwatchList } from "./SwatchList";

export interface SwatchesOverviewData {
  /** Key of the colour just added, marked in the list. */
  added?: string;
  /** The basket was full: the colour was not added. */
  full?: boolean;
  /** Why the colour could not be added, in Dutch (from the server or the connection). */
  error?: string;
}

export interface SwatchesOrderSuccessData {
  order_number: string;
  count: number;
  email: string;
}

/**
 * One popup host shows one popup at a time, so these popups replace each other inside an open dialog; the
 * button that had focus is gone then. Focus goes to the dialog's close button, as when a dialog opens.
 */
function useFocusInDialog() {
  const ref = useRef<HTMLDivElement & HTMLFormElement>(null);
  useEffect(() => {
    const dialog = ref.current?.closest("dialog");
    if (dialog?.open && !dialog.contains(document.activeElement)) {
      dialog.querySelector<HTMLElement>(".dialog__close")?.focus();
    }
  }, []);
  return ref;
}

/** Opens the order form; from the header slide-over, the overview and anywhere else that offers ordering. */
export function openSwatchOrder(popup: Pick<PopupApi, "open">): void {
  popup.open({ type: "swatches-order", title: "Kleurstalen aanvragen", size: 630, data: {} });
}

/** Opens the basket overview with what just happened. */
export function openSwatchOverview(popup: Pick<PopupApi, "open">, data: SwatchesOverviewData = {}): void {
  const title = data.full
    ? "Jouw stalenmandje zit vol!"
    : data.added
      ? "Kleurstaal toegevoegd"
      : "Je stalenmandje";
  popup.open({ type: "swatches-overview", title, size: 480, data });
}

export function SwatchesOverviewPopup({ added, full, error }: SwatchesOverviewData) {
  const { swatches } = useShop();
  const popup = usePopup();
  const ref = useFocusInDialog();
  return (
    <div ref={ref} className="swatch-popup">
      {full && (
        <p className="notice swatch-popup__full" role="alert">
          Je kunt maximaal {MAX_SWATCHES} kleurstalen aanvragen. Haal er een uit je stalenmandje als je een
          andere kleur wilt.
        </p>
      )}
      {error && (
        <p className="notice notice--warning" role="alert">
          {error}
        </p>
      )}
      {added && !full && (
        <p className="swatch-popup__lead" role="status">
          <Icon name="check" /> De kleurstaal zit in je stalenmandje.
        </p>
      )}
      {swatches.total > 0 ? (
        <>
          <SwatchCount basket={swatches} />
          <SwatchList basket={swatches} highlight={added} />
        </>
      ) : (
        <p>Je stalenmandje is leeg.</p>
      )}
      <div className="swatch-actions">
        {swatches.total > 0 && (
          <button type="button" className="button button--primary" onClick={() => openSwatchOrder(popup)}>
            Kleurstalen aanvragen
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={popup.close}>
          Verder kijken
        </button>
      </div>
    </div>
  );
}

export function SwatchesOrderPopup() {
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
      const count = swatches.total;
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
        if (e.errors.swatches) setSwatches(await swatchesApi.get().catch(() => swatches));
        setFormError(other[0] ?? null);
      } else setFormError("Er ging iets mis. Probeer het opnieuw of neem contact op met de klantenservice.");
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="swatch-order" noValidate onSubmit={submit} aria-busy={busy}>
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

export function SwatchesOrderSuccessPopup({ order_number, count, email }: SwatchesOrderSuccessData) {
  const { close } = usePopup();
  const ref = useFocusInDialog();
  return (
    <div ref={ref} className="swatch-success">
      <span className="swatch-success__icon">
        <Icon name="check" size={32} />
      </span>
      <p className="swatch-success__lead" role="status">
        {count === 1 ? "Je kleurstaal komt" : `Je ${count} kleurstalen komen`} binnen 2 werkdagen bij je op de
        post.
      </p>
      <p>
        Je aanvraagnummer is <strong>{order_number}</strong>.
        {email && ` We hebben een bevestiging gestuurd naar ${email}.`}
      </p>
      <p>
        Bekijk de kleuren bij daglicht, voor het raam waar ze komen. Zo zie je het beste hoe ze uitvallen.
      </p>
      <button type="button" className="button button--primary" onClick={close}>
        Verder winkelen
      </button>
    </div>
  );
}
