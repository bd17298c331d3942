// The configurator's layered preview: the base picture with the fabric, system, control and mount layers
// stacked over it in the server's order, so every choice shows at once without a new photo.
import type { Preview } from "../../domain/configurator/api";

export function LayeredPreview({
  preview,
  productName,
  loading,
}: {
  preview: Preview;
  productName: string;
  loading: boolean;
}) {
  return (
    <figure className={`layered-preview${loading ? " layered-preview--loading" : ""}`} aria-busy={loading}>
      <img
        className="layered-preview__layer"
        src={`${preview.base}?w=720&h=620`}
        width={720}
        height={620}
        alt=""
      />
      {preview.layers.map((layer) => (
        <img
          key={layer}
          className="layered-preview__layer"
          src={`${layer}&w=720&h=620`}
          width={720}
          height={620}
          alt=""
        />
      ))}
      <figcaption className="visually-hidden">
        Voorbeeld van je {productName.toLowerCase()} met de gekozen opties
      </figcaption>
    </figure>
  );
}
