// "Vanaf" price as cards and product pages show it: whole euros rounded up, the list price struck through when discounted.
import { formatPriceRounded } from "../../domain/money";

export function FromPrice({
  price,
  discountPrice,
  className = "",
}: {
  price: number;
  discountPrice: number;
  className?: string;
}) {
  const discounted = discountPrice < price;
  return (
    <p className={`from-price ${className}`}>
      <span className="from-price__label">vanaf</span>{" "}
      {discounted && (
        <>
          <del className="from-price__old">
            <span className="visually-hidden">van </span>
            {formatPriceRounded(price)}
          </del>{" "}
          <span className="visually-hidden">voor </span>
        </>
      )}
      <strong className="from-price__amount">{formatPriceRounded(discountPrice)}</strong>
    </p>
  );
}
