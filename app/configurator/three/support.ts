// Whether the 3D preview may load here; kept apart so the product page can ask without loading the viewer.

/** Wider than 768 px (spec) and able to render in a worker. */
export function canShow3D(): boolean {
  return typeof window !== "undefined" && window.innerWidth > 768 && typeof OffscreenCanvas !== "undefined";
}
