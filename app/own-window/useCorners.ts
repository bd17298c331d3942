// The four corners the visitor places on the window in their photo: dragged with a pointer (redraws are quick
// and coarse while one is held) or moved with the arrow keys, one screen pixel a step (ten with Shift). A new
// photo starts again from the default corners.
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from "react";
import { clampPoint, type Point, type Quad, startQuad } from "./perspective";

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function useCorners(photo: HTMLCanvasElement) {
  /** The element the photo fills on screen: pointer places and key steps are measured on it. */
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  /** True while a corner is held. */
  const [dragged, setDragged] = useState(false);
  const [placed, setPlaced] = useState<{ photo: HTMLCanvasElement; corners: Quad } | null>(null);
  const start = useMemo(() => startQuad(photo.width, photo.height), [photo]);
  const corners = placed?.photo === photo ? placed.corners : start;

  function moveCorner(index: number, to: Point) {
    setPlaced((current) => {
      const next = [...(current?.photo === photo ? current.corners : start)] as [Point, Point, Point, Point];
      next[index] = to;
      return { photo, corners: next };
    });
  }

  /** A pointer's place on the photo, in the photo's pixels. */
  function photoPoint(clientX: number, clientY: number): Point | null {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    const x = ((clientX - box.left) / box.width) * photo.width;
    const y = ((clientY - box.top) / box.height) * photo.height;
    return clampPoint({ x, y }, photo.width, photo.height);
  }

  function letGo(event: PointerEvent<HTMLButtonElement>) {
    dragging.current = null;
    setDragged(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }

  /** The event handlers of corner `index`'s handle. */
  function handle(index: number) {
    return {
      onPointerDown(event: PointerEvent<HTMLButtonElement>) {
        event.currentTarget.setPointerCapture(event.pointerId);
        dragging.current = index;
        setDragged(true);
      },
      onPointerMove(event: PointerEvent<HTMLButtonElement>) {
        if (dragging.current !== index) return;
        const p = photoPoint(event.clientX, event.clientY);
        if (p) moveCorner(index, p);
      },
      onPointerUp: letGo,
      onPointerCancel: letGo,
      onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
        const arrow = ARROWS[event.key];
        const corner = corners[index];
        if (!arrow || !corner || !frame.current) return;
        event.preventDefault();
        // One step is one screen pixel (ten with Shift), whatever the photo's own size.
        const perPixel = photo.width / (frame.current.clientWidth || photo.width);
        const step = (event.shiftKey ? 10 : 1) * perPixel;
        moveCorner(
          index,
          clampPoint(
            { x: corner.x + arrow[0] * step, y: corner.y + arrow[1] * step },
            photo.width,
            photo.height,
          ),
        );
      },
    };
  }

  return { frame, corners, dragged, handle };
}
