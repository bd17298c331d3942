// The configurator's price: what the visitor pays, the list price struck through when discounted,
// delivery time and warranty; a polite live region announces each new price.
import { useEffect, useRef, useState } from "react";
import type { ConfValues } from "../../domain/configurator/types";
import { formatPrice } from "../../domain/money";
import { ExpectedDelivery } from "../delivery/ExpectedDelivery";
import { Icon } from "../ui/Icon";

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
