// The product page's configurator in place of the information block: its heading, the way back to the product
// information, and the configurator itself, whose code loads the first time it opens (ConfiguratorPanel).
import { lazy, Suspense, useEffect, useRef } from "react";
import type { ProductPageData } from "../../domain/catalog";
import { ConfiguratorLoading } from "../configurator/ConfiguratorLoading";
import type { useConfigurator } from "../configurator/useConfigurator";
import { fitsAWindow } from "../own-window/fits";

const ConfiguratorPanel = lazy(() => import("./ConfiguratorPanel"));

export function ConfiguratorSection({
  product,
  configurator,
  hidden,
  waiting,
  onBack,
  onOwnWindow,
  ownWindowOpen,
}: {
  product: ProductPageData;
  configurator: ReturnType<typeof useConfigurator>;
  /** True while the product information shows: the configurator stays mounted and keeps its choices. */
  hidden: boolean;
  /** While the 3D preview loads the configurator waits for it (spec: the UI is blocked). */
  waiting: boolean;
  onBack: () => void;
  /** Opens 'Bekijk in je eigen raam' (the visitor's photo with this configuration in it). */
  onOwnWindow: () => void;
  ownWindowOpen: boolean;
}) {
  // Blocking the section takes the focus from its heading; when the wait is over and the focus is nowhere,
  // it goes back to the heading, so keyboard and screen-reader users continue in the configurator.
  const heading = useRef<HTMLHeadingElement>(null);
  const waited = useRef(false);
  useEffect(() => {
    if (waiting) waited.current = true;
    else if (waited.current && !hidden && document.activeElement === document.body) heading.current?.focus();
  }, [waiting, hidden]);

  return (
    <section
      id="configurator"
      className="product-page__configurator"
      aria-labelledby="configurator-title"
      hidden={hidden}
      inert={waiting}
    >
      <h1 id="configurator-title" ref={heading} tabIndex={-1}>
        {product.name} samenstellen
      </h1>
      {product.conf_id !== null && fitsAWindow(product.kind) && (
        <button
          type="button"
          id="eigen-raam"
          className="button button--secondary"
          aria-expanded={ownWindowOpen}
          onClick={onOwnWindow}
        >
          Bekijk in je eigen raam
        </button>
      )}
      {product.conf_id !== null ? (
        <Suspense fallback={<ConfiguratorLoading />}>
          <ConfiguratorPanel product={product} confId={product.conf_id} configurator={configurator} />
        </Suspense>
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
