// The buttons that pick the visitor's photo: 'Maak een foto' (the camera, on a touch screen) and 'Kies een foto',
// each opening a hidden file input.
import { useEffect, useRef, useState } from "react";

export function PhotoPicker({
  hasPhoto,
  reading,
  onPick,
}: {
  hasPhoto: boolean;
  reading: boolean;
  onPick: (input: HTMLInputElement) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState(false);
  useEffect(() => setCamera(window.matchMedia("(pointer: coarse)").matches), []);

  return (
    <div className="own-window__pick">
      {camera && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => cameraInput.current?.click()}
          disabled={reading}
        >
          Maak een foto
        </button>
      )}
      <button
        type="button"
        className={`button ${camera ? "button--secondary" : "button--primary"}`}
        onClick={() => fileInput.current?.click()}
        disabled={reading}
      >
        {hasPhoto ? "Kies een andere foto" : "Kies een foto"}
      </button>
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => onPick(e.currentTarget)}
      />
      <input ref={fileInput} type="file" accept="image/*" hidden onChange={(e) => onPick(e.currentTarget)} />
    </div>
  );
}
