// Keeps what the visitor typed in the details step on the server as they go, so a reload loses nothing: saved
// a moment after a field is left, the latest values at that time, failures ignored (the next save catches up).
import { useEffect, useRef } from "react";
import { type CustomerInput, checkoutApi } from "./api";

const SAVE_DELAY_MS = 400;

/** `input` gives the values to save; answers `saveSoon` and `cancel` (before the step's own save). */
export function useSaveSoon(input: () => CustomerInput): { saveSoon: () => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestInput = useRef(input);
  latestInput.current = input;
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    saveSoon: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        checkoutApi.saveDetails(latestInput.current()).catch(() => undefined);
      }, SAVE_DELAY_MS);
    },
    cancel: () => clearTimeout(timer.current),
  };
}
