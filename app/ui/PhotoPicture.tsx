// One of the owner's product photos as a <picture>: AVIF, then WebP, then the JPEG every browser shows, each with
// every stored width so the browser takes the smallest that is sharp at the size `sizes` says.
import { PHOTO_CONTENT_TYPES, type ProductPhoto, photoJpegUrl, photoSrcSet } from "../../domain/photos";

export function PhotoPicture({
  photo,
  sizes,
  width,
  height,
  className,
  alt = photo.alt,
  eager = false,
}: {
  photo: Pick<ProductPhoto, "id" | "alt" | "width" | "height">;
  /** The width the image takes on the page, as the `sizes` attribute says it. */
  sizes: string;
  /** The box it is shown in; the photo's own size when not given. */
  width?: number;
  height?: number;
  className?: string;
  /** The empty alt of a thumbnail beside a labelled button; the photo's own otherwise. */
  alt?: string;
  /** The first image of a page: loaded at once and first; every other waits until it scrolls near. */
  eager?: boolean;
}) {
  return (
    <picture>
      <source type={PHOTO_CONTENT_TYPES.avif} srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <source type={PHOTO_CONTENT_TYPES.webp} srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        className={className}
        src={photoJpegUrl(photo, 640)}
        srcSet={photoSrcSet(photo, "jpeg")}
        sizes={sizes}
        width={width ?? photo.width}
        height={height ?? photo.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {...(eager ? { fetchPriority: "high" as const } : {})}
      />
    </picture>
  );
}
