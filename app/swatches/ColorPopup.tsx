// The colour popup: one colour large, with its collection and, when the colour allows it, 'Kleurstaal aanvragen'.
import type { Colour } from "../../domain/catalog";
import type { SwatchRequest } from "./api";
import { useRequestSwatch } from "./useRequestSwatch";

export interface ColorPopupData {
  colour: Colour;
  collection: string;
  productName?: string;
  /** Which configuration, option and value this colour is, when a swatch of it can be requested. */
  swatch?: SwatchRequest;
}

export function ColorPopup({ colour, collection, productName, swatch }: ColorPopupData) {
  const { requestSwatch, pending } = useRequestSwatch();
  return (
    <div className="color-popup">
      <img
        className="color-popup__image"
        src={`${colour.thumbnail}?w=300&h=300`}
        width={300}
        height={300}
        alt={`Kleurstaal ${colour.name}`}
      />
      <dl className="color-popup__facts">
        <dt>Kleur</dt>
        <dd>{colour.name}</dd>
        <dt>Kleurcode</dt>
        <dd>{colour.code}</dd>
        <dt>Collectie</dt>
        <dd>{collection}</dd>
        {productName && (
          <>
            <dt>Product</dt>
            <dd>{productName}</dd>
          </>
        )}
      </dl>
      {colour.disable_swatches ? (
        <p className="notice">Voor deze kleur is een kleurstaal aanvragen niet mogelijk.</p>
      ) : (
        <>
          <p className="color-popup__hint">
            Twijfel je? Vraag gratis een kleurstaal aan en bekijk de kleur bij daglicht thuis voor je raam.
          </p>
          {swatch && (
            <button
              type="button"
              className="button button--primary color-popup__request"
              disabled={pending}
              onClick={() => requestSwatch(swatch, { colour: colour.name, product_name: productName })}
            >
              Kleurstaal aanvragen
            </button>
          )}
        </>
      )}
    </div>
  );
}
