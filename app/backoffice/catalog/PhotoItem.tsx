// One photo in the editor's list: its thumbnail, its required alt text, and the buttons that move or remove it.
// Dragging is the pointer's way to reorder; the buttons are everyone's (keyboard, screen reader, touch).
import type { DragEvent } from "react";
import { type ProductPhotoRef, photoName, photoUrl } from "../../../domain/photos";

export interface PhotoItemProps {
  photo: ProductPhotoRef;
  index: number;
  count: number;
  /** The editor's id prefix: fields and buttons get ids from it, so focus can follow a moved photo. */
  idPrefix: string;
  error?: string | undefined;
  dragging: boolean;
  onAlt: (alt: string) => void;
  onBlur: () => void;
  onMove: (to: number, button: "forward" | "back") => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropOn: () => void;
}

export function PhotoItem(props: PhotoItemProps) {
  const { photo, index, count, idPrefix, error } = props;
  const name = photoName(photo, index);
  const field = `${idPrefix}-alt-${photo.id}`;
  const allowDrop = (event: DragEvent) => event.preventDefault();
  return (
    <li
      className={`photo-list__item${props.dragging ? " photo-list__item--dragging" : ""}`}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", photo.id);
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        props.onDropOn();
      }}
    >
      <span className="photo-list__place" aria-hidden="true">
        {index + 1}
      </span>
      <img
        className="photo-list__thumb"
        src={photoUrl(photo.id, 320, "jpeg")}
        width={96}
        height={72}
        alt=""
      />
      <div className="beheer-field photo-list__alt">
        <label htmlFor={field}>Alt-tekst (wat staat er op de foto?)</label>
        <input
          id={field}
          type="text"
          value={photo.alt}
          required
          maxLength={200}
          onChange={(event) => props.onAlt(event.target.value)}
          onBlur={props.onBlur}
          {...(error ? { "aria-invalid": true, "aria-describedby": `${field}-error` } : {})}
        />
        {error && (
          <p className="beheer-field-error" id={`${field}-error`}>
            {error}
          </p>
        )}
      </div>
      <div className="photo-list__buttons">
        <button
          type="button"
          id={`${idPrefix}-forward-${photo.id}`}
          className="beheer-button beheer-button--quiet"
          disabled={index === 0}
          aria-label={`${name} naar voren`}
          onClick={() => props.onMove(index - 1, "forward")}
        >
          Naar voren
        </button>
        <button
          type="button"
          id={`${idPrefix}-back-${photo.id}`}
          className="beheer-button beheer-button--quiet"
          disabled={index === count - 1}
          aria-label={`${name} naar achteren`}
          onClick={() => props.onMove(index + 1, "back")}
        >
          Naar achteren
        </button>
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          aria-label={`${name} verwijderen`}
          onClick={props.onRemove}
        >
          Verwijderen
        </button>
      </div>
    </li>
  );
}
