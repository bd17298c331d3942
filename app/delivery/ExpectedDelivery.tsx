// The delivery line of the product page and the configurator: the production time as the server rendered it
// (the page may come from a cache), replaced after hydration by the expected date for an order placed now.
import { useEffect, useRef, useState } from "react";
import type { ConfValues } from "../../domain/configurator/types";
import { configuratorApi } from "../configurator/api";

export function ExpectedDelivery({
  confId,
  prodId,
  values,
  deliveryTime,
}: {
  /** Without a configuration the production time stays. */
  confId: number | null;
  prodId: number;
  /** The chosen values: an option may add working days. Asked again only when the production time changes. */
  values: ConfValues;
  /** The production time text the server rendered, e.g. "8 werkdagen". */
  deliveryTime: string;
}) {
  const [expected, setExpected] = useState<{ deliveryTime: string; text: string } | null>(null);
  const latestValues = useRef(values);
  latestValues.current = values;

  useEffect(() => {
    if (!deliveryTime || confId === null) return;
    const controller = new AbortController();
    configuratorApi
      .deliveryDate({ conf_id: confId, prod_id: prodId, values: latestValues.current }, controller.signal)
      .then((answer) => setExpected({ deliveryTime, text: answer.expected_delivery }))
      // Without an answer the production time stays: it is true, only less precise.
      .catch(() => undefined);
    return () => controller.abort();
  }, [confId, prodId, deliveryTime]);

  return (
    <span className="expected-delivery" data-testid="expected-delivery">
      {expected?.deliveryTime === deliveryTime ? expected.text : `Levertijd: ${deliveryTime}`}
    </span>
  );
}
