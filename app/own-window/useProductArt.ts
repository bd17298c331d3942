// The configured product's drawing for the own-window preview: the layers of the configuration now chosen,
// loaded again only when the layers change; the last ones stay drawn until the new ones are in.
import { useEffect, useRef, useState } from "react";
import type { Preview } from "../../domain/configurator/api";
import { loadProductArt, type ProductArt } from "./draw";

export function useProductArt(preview: Preview | null): { art: ProductArt | null; failed: boolean } {
  const [art, setArt] = useState<ProductArt | null>(null);
  const [failed, setFailed] = useState(false);
  const previewNow = useRef(preview);
  previewNow.current = preview;
  // A new answer with the same layers (a price change) loads nothing.
  const layersKey = preview ? preview.layers.join(" ") : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layers' addresses decide, not the answer object
  useEffect(() => {
    const shown = previewNow.current;
    if (!shown) return;
    let current = true;
    loadProductArt(shown).then(
      (loaded) => {
        if (!current) return;
        setArt(loaded);
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [layersKey]);
  return { art, failed };
}
