// The product's uploaded photos as a plain list: each alt text editable, each removable. Uploading and ordering
// come from the photo list editor (PhotoListEditor), which takes this component's place.
import { TextInput } from "./fields";

type Photo = { id: string; alt: string };

/** The same props as PhotoListEditor: the photos in order, and the new list after a change. */
export function ProductPhotos({
  photos,
  onChange,
}: {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
}) {
  return (
    <fieldset>
      <legend>Foto's</legend>
      {photos.length === 0 ? (
        <p className="beheer-hint">Dit product heeft geen foto's: de winkel toont zijn tekeningen.</p>
      ) : (
        <ol className="catalog-rows">
          {photos.map((photo, i) => (
            <li key={photo.id} className="catalog-row">
              <TextInput
                id={`photo-${i}-alt`}
                label={`Alt-tekst foto ${i + 1}`}
                path={`photos.${i}`}
                value={photo.alt}
                onChange={(alt) => onChange(photos.map((p, j) => (j === i ? { ...p, alt } : p)))}
              />
              <button
                type="button"
                className="beheer-button beheer-button--quiet"
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
              >
                Verwijderen<span className="visually-hidden"> foto {i + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
