// The 3D preview's input: drag to rotate, wheel or pinch to zoom on the stage, and the arrow keys and + and −
// when it has focus; each is sent to the viewer in its worker.
import { type KeyboardEvent, type RefObject, useEffect } from "react";
import type { ToViewer } from "./protocol.ts";

const ROTATE_PER_PX = 0.008;
const TILT_PER_PX = 0.005;
const KEY_ROTATE = 0.15;
const KEY_ZOOM = 0.88;

/** Listens on the stage while the viewer is ready; answers the stage's keydown handler. */
export function useViewerInput(
  stageRef: RefObject<HTMLDivElement | null>,
  workerRef: RefObject<Worker | null>,
  ready: boolean,
): (e: KeyboardEvent<HTMLDivElement>) => void {
  // Drag to rotate, wheel or pinch to zoom. The wheel listener must be non-passive to keep the page still.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the component's own and stable; the stage exists once the viewer is ready
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !ready) return;
    const post = (m: ToViewer) => workerRef.current?.postMessage(m);
    const pointers = new Map<number, { x: number; y: number }>();
    let pinch = 0;
    const distance = () => {
      const [a, b] = [...pointers.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    const down = (e: PointerEvent) => {
      stage.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      pinch = distance();
    };
    const move = (e: PointerEvent) => {
      const last = pointers.get(e.pointerId);
      if (!last) return;
      const dx = e.clientX - last.x;
      const dy = e.clientY - last.y;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size >= 2) {
        const d = distance();
        if (pinch > 0 && d > 0) post({ type: "zoom", factor: pinch / d });
        pinch = d;
      } else if (dx || dy) {
        post({ type: "rotate", yaw: -dx * ROTATE_PER_PX, pitch: dy * TILT_PER_PX });
      }
    };
    const up = (e: PointerEvent) => {
      pointers.delete(e.pointerId);
      pinch = distance();
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      post({ type: "zoom", factor: Math.exp(Math.max(-100, Math.min(100, dy)) * 0.0015) });
    };
    stage.addEventListener("pointerdown", down);
    stage.addEventListener("pointermove", move);
    stage.addEventListener("pointerup", up);
    stage.addEventListener("pointercancel", up);
    stage.addEventListener("wheel", wheel, { passive: false });
    return () => {
      stage.removeEventListener("pointerdown", down);
      stage.removeEventListener("pointermove", move);
      stage.removeEventListener("pointerup", up);
      stage.removeEventListener("pointercancel", up);
      stage.removeEventListener("wheel", wheel);
    };
  }, [ready]);

  return (e: KeyboardEvent<HTMLDivElement>) => {
    const worker = workerRef.current;
    if (!worker || !ready) return;
    let m: ToViewer | undefined;
    if (e.key === "ArrowLeft") m = { type: "rotate", yaw: KEY_ROTATE, pitch: 0 };
    else if (e.key === "ArrowRight") m = { type: "rotate", yaw: -KEY_ROTATE, pitch: 0 };
    else if (e.key === "ArrowUp") m = { type: "rotate", yaw: 0, pitch: KEY_ROTATE / 2 };
    else if (e.key === "ArrowDown") m = { type: "rotate", yaw: 0, pitch: -KEY_ROTATE / 2 };
    else if (e.key === "+" || e.key === "=") m = { type: "zoom", factor: KEY_ZOOM };
    else if (e.key === "-" || e.key === "_") m = { type: "zoom", factor: 1 / KEY_ZOOM };
    if (!m) return;
    e.preventDefault();
    worker.postMessage(m);
  };
}
