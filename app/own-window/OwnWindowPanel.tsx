// 'Bekijk in je eigen raam': the visitor's photo of their window with the configured product drawn into the four
// corners they mark, following every change in the configurator. Loaded only when asked (ProductPage's lazy
// import), with its stylesheet. The photo never leaves the device: it is decoded and drawn here, nothing is sent.
import "./own-window.css";
import { useEffect, useRef } from "react";
import type { Preview } from "../../domain/configurator/api";
import { productArticle } from "../../domain/products";
import { canOpen } from "./draw";
import { OwnWindowStage } from "./OwnWindowStage";
import { PhotoPicker } from "./PhotoPicker";
import { usePhoto } from "./usePhoto";
import { useProductArt } from "./useProductArt";

export default function OwnWindowPanel({
  preview,
  productName,
  productSlug,
  kind,
  onClose,
}: {
  preview: Preview | null;
  productName: string;
  productSlug: string;
  kind: string;
  onClose: () => void;
}) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { photo, error: photoError, reading, pick } = usePhoto();
  const { art, failed: artFailed } = useProductArt(preview);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: "start" });
  }, []);

  return (
    <section className="own-window" aria-labelledby="own-window-title" ref={section}>
      <div className="own-window__head">
        <h2 id="own-window-title" ref={heading} tabIndex={-1}>
          Bekijk in je eigen raam
        </h2>
        <button type="button" className="button button--secondary own-window__close" onClick={onClose}>
          Sluiten
        </button>
      </div>
      <p className="own-window__privacy">Je foto blijft op je apparaat; we sturen hem nergens heen.</p>
      {!photo && (
        <p>
          Maak een foto van je raam, zo recht mogelijk van voren, of kies er een uit je foto's. Daarna zet je
          de vier hoeken op de hoeken van het raam en zie je je {productName.toLowerCase()} erin.
        </p>
      )}
      <PhotoPicker hasPhoto={photo !== null} reading={reading} onPick={(input) => void pick(input)} />
      <div className="own-window__messages" aria-live="polite">
        {reading && <p>Je foto wordt geopend…</p>}
        {photoError && <p className="field-error">{photoError}</p>}
        {artFailed && <p className="field-error">Het voorbeeld van je product kon niet worden geladen.</p>}
      </div>
      {photo && (
        <OwnWindowStage
          photo={photo}
          art={art}
          opening={canOpen(kind)}
          named={`${productArticle(kind)} ${productName.toLowerCase()}`}
          productSlug={productSlug}
        />
      )}
    </section>
  );
}
