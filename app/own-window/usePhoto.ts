// The visitor's photo for the own-window preview: decoded on the device from a picked file (nothing is sent),
// with the Dutch message when the browser cannot read it.
import { useState } from "react";
import { loadPhoto, PhotoError, UNREADABLE_PHOTO } from "./draw";

export function usePhoto() {
  const [photo, setPhoto] = useState<HTMLCanvasElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  /** Reads the file picked in `input`, then empties the input so the same file can be picked again. */
  async function pick(input: HTMLInputElement | null) {
    const file = input?.files?.[0];
    if (!file) return;
    setReading(true);
    setError(null);
    try {
      setPhoto(await loadPhoto(file));
    } catch (problem) {
      setError(problem instanceof PhotoError ? problem.message : UNREADABLE_PHOTO);
    } finally {
      setReading(false);
      if (input) input.value = "";
    }
  }

  return { photo, error, reading, pick };
}
