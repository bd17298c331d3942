// Keeps what the visitor typed in the details step on the server as they go, so a reload loses nothing: saved
// a moment after a field is left, the latest values at that time, failures ignored (the next save catches up).
import { useEffect, useRef } from "react";
import { type CustomerInput, checkoutApi } from "./api";

const SAVE_DELAY_MS = 400;

/**
 * `input` gives the values to save; `saved` runs after each save, whatever it answered (the details may still
 * be incomplete while the VAT they decide already changed). Answers `saveSoon` and `cancel` (before the step's
 * own save).
 */
export function useSaveSoon(
  input: () => CustomerInput,
  saved: () => void = () => undefined,
): { saveSoon: () => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestInput = useRef(input);
  latestInput.current = input;
  const latestSaved = useRef(saved);
  latestSaved.current = saved;
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    saveSoon: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        checkoutApi
          .saveDetails(latestInput.current())
          .catch(() => undefined)
          .finally(() => latestSaved.current());
      }, SAVE_DELAY_MS);
    },
    cancel: () => clearTimeout(timer.current),
  };
}
