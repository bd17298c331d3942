// The configurator block of the product page: the wizard once the first answer is in, a loading state
// before it, and a retry when a call failed. Reports 'configurator_start' once when it first opens.

import { useEffect, useRef } from "react";
import type { ProductPageData } from "../../domain/catalog";
import { measureGuideFor } from "../../domain/measuring";
import { itemFromCard, track } from "../tracking/dataLayer";
import { ConfiguratorLoading } from "./ConfiguratorLoading";
import type { ConfiguratorApi } from "./useConfigurator";
import { Wizard, type WizardProps } from "./Wizard";

export interface ConfiguratorProps extends Omit<WizardProps, "configurator"> {
  configurator: ConfiguratorApi;
  product: ProductPageData;
}

export function Configurator({ configurator, product, onFinish, onRequestSwatch }: ConfiguratorProps) {
  const { state, refresh } = configurator;
  const tracked = useRef(false);

  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    track("configurator_start", { items: [itemFromCard(product)] });
  }, [product]);

  const failure = state.failure && (
    <div className="notice configurator__failure" role="alert">
      <p>{state.failure}</p>
      <button type="button" className="button button--secondary" onClick={refresh}>
        Opnieuw proberen
      </button>
    </div>
  );

  if (!state.loaded) {
    if (!failure) return <ConfiguratorLoading />;
    return (
      <div className="configurator" aria-busy="false">
        {failure}
      </div>
    );
  }

  return (
    <div className="configurator" aria-busy={state.loading} inert={state.loading_3d || undefined}>
      {failure}
      <Wizard
        configurator={configurator}
        onFinish={onFinish}
        onRequestSwatch={onRequestSwatch}
        measureGuide={measureGuideFor(product.kind)?.id}
      />
    </div>
  );
}
