// The product page's configurator in place of the information block: the wizard, the quote offer, the cart's
// answer, and the way back to the product information.
import { useState } from "react";
import type { ProductPageData } from "../../domain/catalog";
import { useAddToCart } from "../cart/useAddToCart";
import { Configurator } from "../configurator/Configurator";
import type { useConfigurator } from "../configurator/useConfigurator";
import { finishKind } from "../configurator/Wizard";
import { ProductQuote, trackQuoteRequest } from "../quote/ProductQuote";
import { useRequestSwatch } from "../swatches/useRequestSwatch";

export function ConfiguratorSection({
  product,
  configurator,
  hidden,
  waiting,
  onBack,
}: {
  product: ProductPageData;
  configurator: ReturnType<typeof useConfigurator>;
  /** True while the product information shows: the configurator stays mounted and keeps its choices. */
  hidden: boolean;
  /** While the 3D preview loads the configurator waits for it (spec: the UI is blocked). */
  waiting: boolean;
  onBack: () => void;
}) {
  const cartFinish = useAddToCart();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const { requestSwatch } = useRequestSwatch();

  return (
    <section
      id="configurator"
      className="product-page__configurator"
      aria-labelledby="configurator-title"
      hidden={hidden}
      inert={waiting}
    >
      <h1 id="configurator-title" tabIndex={-1}>
        {product.name} samenstellen
      </h1>
      {product.conf_id !== null ? (
        <>
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
                {
                  conf_id: product.conf_id ?? 0,
                  product_id: product.entity_id,
                  option_id: option.id,
                  value: value.id,
                },
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
      ) : (
        <p className="notice">
          Dit product kun je nog niet online samenstellen. Neem contact op met de klantenservice voor advies
          op maat.
        </p>
      )}
      <button type="button" className="button button--link" onClick={onBack}>
        Terug naar productinformatie
      </button>
    </section>
  );
}
