// Gradients that model a surface in the tones of its own colour, shared by every drawing of that surface:
// a rounded bar, a curved vane, a top-lit slat, a roller shutter's profile.

import type { Shades } from "./color.ts";
import type { Svg } from "./svg.ts";

/** A rounded bar or tube lit from the left: the highlight, the colour at `middle`, the shadow at the right. */
export function roundShading(
  svg: Svg,
  name: string,
  tones: Shades,
  highlight = tones.light1,
  middle = 0.5,
): string {
  return svg.lin(
    name,
    [
      [0, highlight],
      [middle, tones.base],
      [1, tones.dark2],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A vertical vane seen close, curving away at its right edge. */
export function closeVaneShading(svg: Svg, name: string, tones: Shades): string {
  return svg.lin(
    name,
    [
      [0, tones.dark2],
      [0.3, tones.base],
      [0.55, tones.light2],
      [1, tones.dark1],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A vertical vane in a row: dark edges, the light on its crown. */
export function vaneShading(svg: Svg, name: string, tones: Shades): string {
  return svg.lin(
    name,
    [
      [0, tones.dark2],
      [0.2, tones.base],
      [0.5, tones.light2],
      [0.8, tones.base],
      [1, tones.dark1],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A horizontal slat lit from above. */
export function slatShading(svg: Svg, name: string, tones: Shades): string {
  return svg.lin(name, [
    [0, tones.light3],
    [0.3, tones.light1],
    [0.7, tones.base],
    [1, tones.dark2],
  ]);
}

/** A roller shutter's hollow profile: dark joints, a lit curve between them. */
export function shutterProfileShading(svg: Svg, name: string, tones: Shades): string {
  return svg.lin(name, [
    [0, tones.dark3],
    [0.1, tones.dark1],
    [0.35, tones.light2],
    [0.55, tones.light1],
    [0.9, tones.dark1],
    [1, tones.dark3],
  ]);
}
