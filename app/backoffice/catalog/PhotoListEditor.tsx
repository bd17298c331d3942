// A product's photos in a back-office form: upload (JPEG, PNG, WebP), a required alt text per photo, remove, and
// reorder by dragging or with the 'Naar voren'/'Naar achteren' buttons, each move said in a live region.
// Controlled: the list is the form's (`photos`, `onChange`), so the form sends it as JSON with the rest.
import { useEffect, useId, useRef, useState } from "react";
import {
  movePhoto,
  PHOTO_ACCEPT,
  type ProductPhotoRef,
  photoListErrors,
  photoMovedMessage,
  photoName,
} from "../../../domain/photos";
import { useBackofficeData } from "../api";
import { PhotoItem } from "./PhotoItem";
import { usePhotoUpload } from "./usePhotoUpload";

export function PhotoListEditor({
  photos,
  onChange,
  productName,
  errors = {},
  showErrors = false,
}: {
  photos: ProductPhotoRef[];
  onChange: (photos: ProductPhotoRef[]) => void;
  /** The product's name, in the upload button's label and the messages. */
  productName?: string;
  /** The server's messages for this list (`photos`, `photos.{i}.alt`, ...), shown beside their fields. */
  errors?: Record<string, string>;
  /** Show every missing alt text at once (after a try to save); otherwise a field's own after it was left. */
  showErrors?: boolean;
}) {
  const { csrfToken } = useBackofficeData();
  const { upload, progress, fileName } = usePhotoUpload(csrfToken);
  const idPrefix = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [left, setLeft] = useState<Set<string>>(new Set());
  const [dragged, setDragged] = useState<number | null>(null);
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  // The latest list, for uploads that finish after the form changed it.
  const latest = useRef(photos);
  latest.current = photos;

  const ownErrors = photoListErrors(photos);
  const errorOf = (index: number, photo: ProductPhotoRef) =>
    errors[`photos.${index}.alt`] ??
    errors[`photos.${index}.id`] ??
    (showErrors || left.has(photo.id)
      ? (ownErrors[`photos.${index}.alt`] ?? ownErrors[`photos.${index}.id`])
      : undefined);

  useEffect(() => {
    if (!focusAfter) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  function move(from: number, to: number, button?: "forward" | "back") {
    const next = movePhoto(photos, from, to);
    const photo = photos[from];
    if (!photo || next.indexOf(photo) === from) return;
    const place = next.indexOf(photo);
    onChange(next);
    setAnnouncement(photoMovedMessage(photoName(photo, place), place + 1, next.length));
    if (button) {
      // At either end its button is disabled and loses focus: the other one takes it.
      const stays = button === "forward" ? place > 0 : place < next.length - 1;
      const which = stays ? button : button === "forward" ? "back" : "forward";
      setFocusAfter(`${idPrefix}-${which}-${photo.id}`);
    }
  }

  function remove(index: number) {
    const photo = photos[index];
    if (!photo) return;
    onChange(photos.filter((_, i) => i !== index));
    setAnnouncement(`${photoName(photo, index)} is verwijderd.`);
    fileInput.current?.focus();
  }

  async function onFiles(files: FileList | null) {
    setUploadError("");
    for (const file of Array.from(files ?? [])) {
      const result = await upload(file);
      if (!result.ok) {
        setUploadError(`${file.name}: ${result.message}`);
        break;
      }
      if (latest.current.some((p) => p.id === result.id)) {
        setAnnouncement(`${file.name} staat al bij de foto's.`);
        continue;
      }
      const next = [...latest.current, { id: result.id, alt: "" }];
      onChange(next);
      setAnnouncement(`${file.name} is toegevoegd als foto ${next.length}. Vul de alt-tekst in.`);
      setFocusAfter(`${idPrefix}-alt-${result.id}`);
    }
    if (fileInput.current) fileInput.current.value = "";
  }

  const busy = progress !== null;
  return (
    <fieldset className="photo-list" aria-busy={busy}>
      <legend>Foto's{productName ? ` van ${productName}` : ""}</legend>
      <p className="beheer-hint">
        De eerste foto is de foto van de productkaart. Sleep een foto of gebruik de knoppen om de volgorde te
        veranderen. Zonder foto's toont de winkel de tekeningen.
      </p>
      {photos.length > 0 && (
        <ol className="photo-list__items">
          {photos.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              idPrefix={idPrefix}
              error={errorOf(index, photo)}
              dragging={dragged === index}
              onAlt={(alt) => onChange(photos.map((p, i) => (i === index ? { ...p, alt } : p)))}
              onBlur={() => setLeft((s) => new Set(s).add(photo.id))}
              onMove={(to, button) => move(index, to, button)}
              onRemove={() => remove(index)}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDropOn={() => {
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
            />
          ))}
        </ol>
      )}
      {(errors.photos ?? ownErrors.photos) && (
        <p className="beheer-field-error">{errors.photos ?? ownErrors.photos}</p>
      )}
      <div className="beheer-upload photo-list__upload">
        <label htmlFor={`${idPrefix}-file`}>Foto toevoegen (JPEG, PNG of WebP, hoogstens 15 MB)</label>
        <input
          ref={fileInput}
          id={`${idPrefix}-file`}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={busy}
          onChange={(event) => void onFiles(event.target.files)}
          {...(uploadError ? { "aria-invalid": true, "aria-describedby": `${idPrefix}-upload-error` } : {})}
        />
        {busy && (
          <span className="photo-list__progress">
            <progress max={100} value={progress} aria-label={`${fileName} uploaden`} /> {progress}%
          </span>
        )}
      </div>
      {uploadError && (
        <p className="beheer-field-error" id={`${idPrefix}-upload-error`} role="alert">
          {uploadError}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
