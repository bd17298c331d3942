// The colours in the swatch basket with a delete button each, and the "x van 5" count; shared by the header
// slide-over and the swatches-overview popup.
import { useRef, useState } from "react";
import { MAX_SWATCHES, type SwatchBasket } from "../../domain/cart/types";
import { ApiError } from "../api/client";
import { REMOVE_FAILED } from "../api/messages";
import { useShop } from "../shop/ShopState";
import { Icon } from "../ui/Icon";
import { swatchesApi } from "./api";

export function SwatchCount({ basket }: { basket: SwatchBasket }) {
  return (
    <p className="swatch-count">
      <strong>
        {basket.total} van {MAX_SWATCHES}
      </strong>{" "}
      gratis kleurstalen gekozen
    </p>
  );
}

export function SwatchList({ basket, highlight }: { basket: SwatchBasket; highlight?: string }) {
  const { setSwatches } = useShop();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  async function remove(key: string, title: string) {
    setBusy(key);
    setMessage(null);
    try {
      setSwatches(await swatchesApi.remove(key));
      setMessage(`${title} is uit je stalenmandje gehaald.`);
    } catch (e) {
      // Gone already (another tab): show the basket as the server has it.
      if (e instanceof ApiError && e.status === 404) setSwatches(await swatchesApi.get().catch(() => basket));
      else setMessage(e instanceof ApiError ? e.message : REMOVE_FAILED);
    } finally {
      setBusy(null);
      // The button that had focus is gone: focus moves to the message that says what happened.
      status.current?.focus();
    }
  }

  return (
    <>
      <ul className="swatch-list">
        {basket.items.map((item) => (
          <li key={item.key} className="swatch-row">
            <img
              className="swatch-row__image"
              src={`${item.value.thumbnail}?w=112&h=112`}
              width={56}
              height={56}
              alt=""
            />
            <div className="swatch-row__text">
              <p className="swatch-row__title">
                {item.value.title}
                {item.key === highlight && <span className="swatch-row__new">Net toegevoegd</span>}
              </p>
              <p className="swatch-row__product">{item.product_name}</p>
            </div>
            <button
              type="button"
              className="swatch-row__remove"
              aria-label={`${item.value.title} (${item.product_name}) verwijderen`}
              disabled={busy !== null}
              onClick={() => remove(item.key, item.value.title)}
            >
              <Icon name="trash" size={20} />
            </button>
          </li>
        ))}
      </ul>
      <p ref={status} className="swatch-list__status" role="status" tabIndex={-1}>
        {message}
      </p>
    </>
  );
}
