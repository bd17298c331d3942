// Which products 'Bekijk in je eigen raam' offers: everything that hangs in or before a window. A terrace roof
// stands in the garden, so a photo of a window says nothing about it. Kept apart from the panel so the product
// page can ask without loading the panel's code.

const NOT_AT_A_WINDOW: ReadonlySet<string> = new Set(["terrasoverkapping"]);

export function fitsAWindow(kind: string): boolean {
  return !NOT_AT_A_WINDOW.has(kind);
}
