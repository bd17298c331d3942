// The swatch popups of spec section 2: the basket after adding (swatches-overview), the order form with the
// address (swatches-order) and the thank-you (swatches-order-success).
import { useEffect, useRef } from "react";
import { MAX_SWATCHES } from "../../domain/cart/types";
import { type PopupApi, usePopup } from "../popups/PopupProvider";
import { useShop } from "../shop/ShopState";
import { Icon } from "../ui/Icon";
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
export function useFocusInDialog() {
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
      {swatches && swatches.total > 0 ? (
        <>
          <SwatchCount basket={swatches} />
          <SwatchList basket={swatches} highlight={added} />
        </>
      ) : (
        <p>Je stalenmandje is leeg.</p>
      )}
      <div className="swatch-actions">
        {swatches && swatches.total > 0 && (
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
