// 'Vraag offerte aan' for the configured product: the quote dialog with the product, its chosen values and the
// server's prices. The configurator's last step opens it for quote-only products; every product offers it.

import { formatPrice } from "../../domain/money";
import { Summary } from "../configurator/Summary";
import type { ConfiguratorState } from "../configurator/useConfigurator";
import { track } from "../tracking/dataLayer";
import { quoteApi } from "./api";
import { QuoteDialog } from "./QuoteDialog";

export function trackQuoteRequest(source: "product" | "cart", value: number): void {
  track("quote_request", { source, value: value / 100 });
}

export function ProductQuote({
  state,
  productName,
  open,
  onClose,
}: {
  state: ConfiguratorState;
  productName: string;
  open: boolean;
  onClose: () => void;
}) {
  const price = state.price ?? 0;
  const advice = state.price_advice ?? price;
  return (
    <QuoteDialog
      open={open}
      onClose={onClose}
      send={async (address) => {
        const answer = await quoteApi.product(address, {
          entity_id: state.prod_id,
          conf_id: state.conf_id,
          product_name: productName,
          image_thumbnail: state.thumbnail,
          options: state.conf_values,
          price_advice: advice,
          price_discount: price,
        });
        return answer.status === true;
      }}
    >
      <div className="quote-product">
        <img src={`${state.thumbnail}?w=240&h=200`} width={120} height={100} alt="" />
        <div>
          <p className="quote-product__name">{productName}</p>
          <p className="quote-product__price">
            {advice > price && (
              <s>
                <span className="visually-hidden">Van </span>
                {formatPrice(advice)}
              </s>
            )}{" "}
            <strong>{formatPrice(price)}</strong>
          </p>
        </div>
      </div>
      <Summary
        conf_id={state.conf_id}
        prod_id={state.prod_id}
        values={state.conf_values}
        waiting={state.loading}
      />
    </QuoteDialog>
  );
}
