// Full-screen image viewer: Escape closes, arrow keys navigate, F11 toggles full screen,
// and a source that cannot be shown says 'Invalid source'.
import { useEffect, useRef, useState } from "react";
import type { ProductPhoto } from "../../domain/photos";
import { Icon } from "../ui/Icon";

export interface LightboxImage {
  src: string;
  alt: string;
  /** One of the owner's photos (src is then its largest JPEG); a drawing otherwise. */
  photo?: ProductPhoto;
}

export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: LightboxImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [failed, setFailed] = useState<Set<string>>(new Set());
  const image = images[index];
  const count = images.length;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      returnTo?.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight") onIndex((index + 1) % count);
    else if (event.key === "ArrowLeft") onIndex((index - 1 + count) % count);
    else if (event.key === "F11") {
      event.preventDefault();
      if (document.fullscreenElement) void document.exitFullscreen();
      else void ref.current?.requestFullscreen?.().catch(() => undefined);
    } else return;
    event.preventDefault();
  }

  return (
    <dialog
      ref={ref}
      className="lightbox"
      aria-label="Afbeeldingen vergroot"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="lightbox__stage">
        {!image || failed.has(image.src) ? (
          <p className="lightbox__error" role="alert">
            Invalid source
          </p>
        ) : (
          <img
            key={image.src}
            className="lightbox__image"
            src={image.src}
            alt={image.alt}
            onError={() => setFailed((f) => new Set(f).add(image.src))}
          />
        )}
      </div>
      <p className="lightbox__counter" aria-live="polite">
        {index + 1} / {count}
      </p>
      <button
        type="button"
        className="lightbox__button lightbox__close"
        onClick={onClose}
        aria-label="Sluiten"
      >
        <Icon name="close" />
      </button>
      {count > 1 && (
        <>
          <button
            type="button"
            className="lightbox__button lightbox__prev"
            onClick={() => onIndex((index - 1 + count) % count)}
            aria-label="Vorige afbeelding"
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="lightbox__button lightbox__next"
            onClick={() => onIndex((index + 1) % count)}
            aria-label="Volgende afbeelding"
          >
            <Icon name="chevronRight" />
          </button>
        </>
      )}
    </dialog>
  );
}
