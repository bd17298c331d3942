// The configurator's working part, loaded when the configurator first opens ('Stel samen' or #configureren in
// the address): the wizard with its controls, the quote offer and the cart's answer. Loaded apart, so
// the wizard and controls stay out of the JavaScript a product page loads first. Its stylesheet comes with it.
import "../styles/configurator.css";
import { useState } from "react";
import type { ProductPageData } from "../../domain/catalog";
import { useAddToCart } from "../cart/useAddToCart";
import { Configurator } from "../configurator/Configurator";
import type { useConfigurator } from "../configurator/useConfigurator";
import { finishKind } from "../configurator/Wizard";
import { SavedDesignNotice } from "../designs/SavedDesignNotice";
import { ProductQuote, trackQuoteRequest } from "../quote/ProductQuote";
import { useRequestSwatch } from "../swatches/useRequestSwatch";

export default function ConfiguratorPanel({
  product,
  confId,
  configurator,
}: {
  product: ProductPageData;
  confId: number;
  configurator: ReturnType<typeof useConfigurator>;
}) {
  const cartFinish = useAddToCart();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const { requestSwatch } = useRequestSwatch();

  return (
    <>
      <SavedDesignNotice />
      <Configurator
        key={product.entity_id}
        configurator={configurator}
        product={product}
        onFinish={(kind, state) => {
          if (kind !== "quote") return cartFinish.finish(kind, state);
          trackQuoteRequest("product", state.price ?? 0);
          setQuoteOpen(true);
        }}
        onRequestSwatch={(option, value) =>
          requestSwatch(
            { conf_id: confId, product_id: product.entity_id, option_id: option.id, value: value.id },
            { colour: value.name, product_name: product.name },
          )
        }
      />
      {finishKind(configurator.state) !== "quote" && configurator.state.price !== null && (
        <p className="product-page__quote">
          Liever eerst een offerte op papier?{" "}
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              trackQuoteRequest("product", configurator.state.price ?? 0);
              setQuoteOpen(true);
            }}
          >
            Vraag offerte aan
          </button>
        </p>
      )}
      <ProductQuote
        state={configurator.state}
        productName={product.name}
        open={quoteOpen}
        onClose={() => setQuoteOpen(false)}
      />
      {cartFinish.error && (
        <p className="field-error" role="alert">
          {cartFinish.error}
        </p>
      )}
    </>
  );
}
