// One photo instead of a drawing (a category's tile, a colour's swatch): the photo list editor holding at most one;
// a new upload takes the place of the one there was.
import type { ProductPhotoRef } from "../../../domain/photos";
import { PhotoListEditor } from "./PhotoListEditor";

export function SinglePhoto({
  photo,
  onChange,
  name,
  errors,
}: {
  photo: ProductPhotoRef | null;
  onChange: (photo: ProductPhotoRef | null) => void;
  /** What the photo is of, in the upload button's label and the messages. */
  name: string;
  errors?: Record<string, string>;
}) {
  return (
    <PhotoListEditor
      photos={photo ? [photo] : []}
      onChange={(photos) => onChange(photos.at(-1) ?? null)}
      productName={name}
      {...(errors ? { errors } : {})}
    />
  );
}
