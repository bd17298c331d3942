// The configurator's price: what the visitor pays, the list price struck through when discounted,
// delivery time and warranty; a polite live region announces each new price. Beside the price, how it is made up
// ('Hoe is deze prijs opgebouwd?') and, for a size just above a price step, what a little smaller costs less.
import { useEffect, useRef, useState } from "react";
import type { ConfValues, PriceHint, PriceLine } from "../../domain/configurator/types";
import { formatPrice } from "../../domain/money";
import { ExpectedDelivery } from "../delivery/ExpectedDelivery";
import { Icon } from "../ui/Icon";
import { PriceLinesDisclosure } from "./PriceLines";

export interface PriceBoxProps {
  price: number | null;
  discount_price: number | null;
  price_advice: number | null;
  delivery_time: string;
  /** The configuration the delivery date is asked for. */
  conf_id: number;
  prod_id: number;
  values: ConfValues;
  warranty: string;
  loading: boolean;
  /** The price's lines from the server; null without a price. */
  lines?: readonly PriceLine[] | null;
  hints?: readonly PriceHint[];
  /** Sets the size a hint names. */
  onApplyHint?: (hint: PriceHint) => void;
}

export function PriceBox({
  price,
  discount_price,
  price_advice,
  delivery_time,
  conf_id,
  prod_id,
  values,
  warranty,
  loading,
  lines = null,
  hints = [],
  onApplyHint,
}: PriceBoxProps) {
  const [announcement, setAnnouncement] = useState("");
  const announced = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (loading) return;
    if (announced.current === undefined) {
      // The first price is part of the page, not news.
      announced.current = price;
      return;
    }
    if (announced.current === price) return;
    announced.current = price;
    setAnnouncement(price === null ? "Prijs nog niet bekend" : `Nieuwe prijs: ${formatPrice(price)}`);
  }, [price, loading]);

  const discounted = price !== null && (discount_price ?? 0) > 0 && price_advice !== null;

  return (
    <div className={`price-box${loading ? " price-box--loading" : ""}`} aria-busy={loading}>
      <p className="price-box__label">Jouw prijs</p>
      {price !== null ? (
        <p className="price-box__prices">
          {discounted && (
            <s className="price-box__old">
              <span className="visually-hidden">Van </span>
              {formatPrice(price_advice)}
              <span className="visually-hidden"> voor</span>
            </s>
          )}
          <strong className="price-box__price">{formatPrice(price)}</strong>
        </p>
      ) : (
        <p className="price-box__missing">Vul je keuzes aan, dan zie je hier je prijs.</p>
      )}
      <p className="price-box__note">
        {loading ? <span className="price-box__busy">Prijs wordt berekend…</span> : "Inclusief 21% btw"}
      </p>
      {price !== null && lines && lines.length > 0 && <PriceLinesDisclosure lines={lines} />}
      {price !== null && hints.length > 0 && (
        <div className="price-box__hints">
          <p className="price-box__hints-title">Net boven een prijsstaffel</p>
          <ul>
            {hints.map((hint) => (
              <li key={hint.option_id}>
                {hint.text}
                {onApplyHint && (
                  <>
                    {" "}
                    <button
                      type="button"
                      className="button button--link price-box__hint-apply"
                      onClick={() => onApplyHint(hint)}
                      disabled={loading}
                    >
                      Pas de {hint.dimension === "width" ? "breedte" : "hoogte"} aan
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(delivery_time || warranty) && (
        <ul className="price-box__facts">
          {delivery_time && (
            <li>
              <Icon name="clock" size={18} />
              <ExpectedDelivery
                confId={conf_id}
                prodId={prod_id}
                values={values}
                deliveryTime={delivery_time}
              />
            </li>
          )}
          {warranty && (
            <li>
              <Icon name="check" size={18} />
              {warranty}
            </li>
          )}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
