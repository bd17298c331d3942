// The swatch basket slide-over's content: the chosen colours with 'Kleurstalen aanvragen', or the empty state.
import { MAX_SWATCHES } from "../../domain/cart/types";
import { usePopup } from "../popups/PopupProvider";
import { ShopLoading } from "../shop/ShopLoading";
import { useShop } from "../shop/ShopState";
import { Icon } from "../ui/Icon";
import { SwatchCount, SwatchList } from "./SwatchList";
import { openSwatchOrder } from "./SwatchPopups";

export function SwatchBasketPanel({ onClose }: { onClose: () => void }) {
  const { swatches } = useShop();
  const popup = usePopup();

  if (!swatches) return <ShopLoading />;
  if (swatches.total === 0) {
    return (
      <div className="empty-state">
        <Icon name="swatch" />
        <p className="empty-state__title">Je stalenmandje is leeg</p>
        <p>
          Vraag tot 5 kleurstalen gratis aan bij een product of op de kleurenpagina, dan sturen we ze binnen 2
          werkdagen op.
        </p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Winkel verder
        </button>
      </div>
    );
  }

  return (
    <div className="swatch-basket">
      <p className="swatch-basket__intro">
        Bekijk de kleuren thuis bij daglicht. De kleurstalen zijn gratis en komen binnen 2 werkdagen op de
        post.
      </p>
      <SwatchCount basket={swatches} />
      <SwatchList basket={swatches} />
      {swatches.total < MAX_SWATCHES && (
        <p className="swatch-basket__more">
          Je kunt er nog {MAX_SWATCHES - swatches.total} bij kiezen, bij elk product met kleuren.
        </p>
      )}
      <div className="swatch-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onClose();
            openSwatchOrder(popup);
          }}
        >
          Kleurstalen aanvragen
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Winkel verder
        </button>
      </div>
    </div>
  );
}
