// The corners on the visitor's photo: an arrow key moves one a screen pixel (ten with Shift), never off the photo,
// and a new photo starts again from the default corners.
// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import type { KeyboardEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { startQuad } from "./perspective";
import { useCorners } from "./useCorners";

const photoOf = (width: number, height: number) => ({ width, height }) as HTMLCanvasElement;

/** The photo shown 500 px wide: a screen pixel is two of a 1000 px photo's. */
function render(photo: HTMLCanvasElement) {
  const hook = renderHook(({ photo }) => useCorners(photo), { initialProps: { photo } });
  const frame = document.createElement("div");
  Object.defineProperty(frame, "clientWidth", { value: 500 });
  hook.result.current.frame.current = frame;
  return hook;
}

const key = (name: string, shiftKey = false) =>
  ({ key: name, shiftKey, preventDefault: vi.fn() }) as unknown as KeyboardEvent<HTMLButtonElement>;

describe("useCorners", () => {
  it("moves a corner one screen pixel per arrow key, ten with Shift, and not off the photo", () => {
    const photo = photoOf(1000, 600);
    const { result } = render(photo);
    const [topLeft] = startQuad(1000, 600);
    act(() => result.current.handle(0).onKeyDown(key("ArrowRight")));
    expect(result.current.corners[0]).toEqual({ x: (topLeft?.x ?? 0) + 2, y: topLeft?.y });
    act(() => result.current.handle(0).onKeyDown(key("ArrowUp", true)));
    expect(result.current.corners[0]).toEqual({ x: (topLeft?.x ?? 0) + 2, y: (topLeft?.y ?? 0) - 20 });
    for (let i = 0; i < 100; i++) act(() => result.current.handle(0).onKeyDown(key("ArrowUp", true)));
    expect(result.current.corners[0]?.y).toBe(0);
    expect(result.current.corners.slice(1)).toEqual(startQuad(1000, 600).slice(1));
  });

  it("starts again from the default corners on a new photo", () => {
    const { result, rerender } = render(photoOf(1000, 600));
    act(() => result.current.handle(2).onKeyDown(key("ArrowLeft", true)));
    expect(result.current.corners).not.toEqual(startQuad(1000, 600));
    rerender({ photo: photoOf(800, 800) });
    expect(result.current.corners).toEqual(startQuad(800, 800));
  });
});
