// Press and hold for the − and + steppers: one step at once, repeats after 600 ms, then every 100 ms
// (spec section 9). A keyboard click (Enter, Space) steps once.
import { useCallback, useEffect, useRef } from "react";

export const REPEAT_DELAY_MS = 600;
export const REPEAT_INTERVAL_MS = 100;

export function useRepeatPress(onStep: (repeat: boolean) => void, onRelease: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const interval = useRef<ReturnType<typeof setInterval> | null>(null);
  const pressing = useRef(false);
  const pointerStepped = useRef(false);
  const step = useRef(onStep);
  step.current = onStep;
  const release = useRef(onRelease);
  release.current = onRelease;

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    if (interval.current) clearInterval(interval.current);
    timer.current = null;
    interval.current = null;
    if (pressing.current) {
      pressing.current = false;
      release.current();
    }
  }, []);

  useEffect(() => stop, [stop]);

  return {
    onPointerDown: (event: React.PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || event.currentTarget.getAttribute("aria-disabled") === "true") return;
      pressing.current = true;
      pointerStepped.current = true;
      step.current(false);
      timer.current = setTimeout(() => {
        interval.current = setInterval(() => step.current(true), REPEAT_INTERVAL_MS);
      }, REPEAT_DELAY_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onBlur: stop,
    onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
      // The pointer already stepped on pointerdown; a click without it comes from the keyboard.
      if (pointerStepped.current) {
        pointerStepped.current = false;
        return;
      }
      if (event.currentTarget.getAttribute("aria-disabled") === "true") return;
      step.current(false);
    },
    onContextMenu: (event: React.MouseEvent) => event.preventDefault(),
  };
}
