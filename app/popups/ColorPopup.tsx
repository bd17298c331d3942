// The colour popup: one colour large, with its collection and whether a free swatch can be requested.
import type { Colour } from "../../domain/catalog";

export interface ColorPopupData {
  colour: Colour;
  collection: string;
  productName?: string;
}

export function ColorPopup({ colour, collection, productName }: ColorPopupData) {
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
        <p className="color-popup__hint">
          Twijfel je? Vraag gratis een kleurstaal aan en bekijk de kleur bij daglicht thuis voor je raam.
        </p>
      )}
    </div>
  );
}
