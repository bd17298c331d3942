// The products on a house front's window: the outdoor (zip) screen and the roller shutter, with their parts.

import { darken, hardware, lighten, shades } from "../color.ts";
import { type Cover, castShadow, type Fabric, railFill, slatPattern } from "../coverings.ts";
import { roundShading } from "../shading.ts";
import { g, n, path, rect, rrect, type Svg } from "../svg.ts";
import { textureFill } from "../texture.ts";

const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

/** An outdoor screen (zip screen) over an exterior window; c.win is the window's outer frame. */
export function screenBlind(cover: Cover): string {
  const { svg, win } = cover;
  const hardwareHex = hardware(cover.hex);
  const tones = shades(cover.hex);
  const x = win.x - 14;
  const w = win.w + 28;
  const ch = clamp(w * 0.085, 16, 46);
  const y = win.y - ch - 6;
  const gw = clamp(w * 0.032, 7, 18);
  const bottom = win.y + win.h;
  const fy = y + ch;
  const fh = (bottom - fy - gw * 0.6) * clamp(cover.drop, 0.04, 1);
  const weave = screenWeave(cover);
  const texturePaint = cover.texture === "mesh" ? null : textureFill(svg, cover.hex, cover.texture);
  let out = castShadow(svg, x, y, w, bottom - y, 0.25);
  out += screenCloth(cover, weave, texturePaint, x + gw, fy, w - 2 * gw, fh);
  out += zipRails(
    zipRail(svg, hardwareHex, `zr${hardwareHex.slice(1)}`),
    tones.base,
    x,
    fy,
    w,
    gw,
    bottom,
    fh,
  );
  out += screenCassette(svg, hardwareHex, x, y, w, ch);
  out += screenBottomBar(svg, hardwareHex, x, fy + fh, w, gw);
  return g(out);
}

/** The weave of a screen's cloth. */
export function screenWeave(fabric: Fabric): string {
  const tones = shades(fabric.hex);
  return fabric.svg.pattern(
    "scrw",
    4,
    4,
    rect(0, 0, 4, 1.1, tones.dark2, 'opacity="0.45"') +
      rect(0, 2, 4, 1.1, tones.light2, 'opacity="0.35"') +
      rect(1, 0, 1.1, 4, tones.dark1, 'opacity="0.3"'),
  );
}

/** A screen's cloth over the box (x, y, w, h): colour, weave, texture t and its light. */
export function screenCloth(
  fabric: Fabric,
  weave: string,
  texturePaint: string | null,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const { svg } = fabric;
  let out = rect(x, y, w, h, fabric.hex, 'opacity="0.94"');
  out += rect(x, y, w, h, weave);
  if (texturePaint) out += rect(x, y, w, h, texturePaint, 'opacity="0.5"');
  out += rect(
    x,
    y,
    w,
    h,
    svg.lin("scrl", [
      [0, "#000000", 0.18],
      [0.2, "#000000", 0],
      [0.6, "#ffffff", 0.08],
      [1, "#000000", 0.08],
    ]),
  );
  return out;
}

/** The sideways metal gradient of zip guide rails in colour hw. */
export function zipRail(svg: Svg, hardwareHex: string, name: string): string {
  return svg.lin(
    name,
    [
      [0, lighten(hardwareHex, 0.3)],
      [0.5, hardwareHex],
      [1, darken(hardwareHex, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A screen's zip guide rails (fill `rail`, width gw) from fy to bottom, with the cloth's zip edges. */
export function zipRails(
  rail: string,
  cloth: string,
  x: number,
  fy: number,
  w: number,
  gw: number,
  bottom: number,
  fh: number,
): string {
  let out = rect(x, fy, gw, bottom - fy, rail);
  out += rect(x + w - gw, fy, gw, bottom - fy, rail);
  out += rect(x + gw - 2, fy, 2, fh, darken(cloth, 0.4), 'opacity="0.6"');
  out += rect(x + w - gw, fy, 2, fh, darken(cloth, 0.4), 'opacity="0.6"');
  return out;
}

/** A screen's cassette of height ch with a bevelled front. */
export function screenCassette(
  svg: Svg,
  hardwareHex: string,
  x: number,
  y: number,
  w: number,
  ch: number,
): string {
  let out = rect(x - 2, y + ch, w + 4, 6, "#000000", `opacity="0.25" filter="${svg.blur(3)}"`);
  out += rrect(x - 4, y, w + 8, ch, 3, railFill(svg, hardwareHex, "scas"));
  out += rect(x - 4, y + ch * 0.62, w + 8, 1.2, darken(hardwareHex, 0.3), 'opacity="0.5"');
  return out;
}

/** A screen's bottom bar at by between its guide rails. */
export function screenBottomBar(
  svg: Svg,
  hardwareHex: string,
  x: number,
  by: number,
  w: number,
  gw: number,
): string {
  return (
    rect(x + gw, by + 4, w - 2 * gw, 5, "#000000", `opacity="0.25" filter="${svg.blur(2)}"`) +
    rrect(x + gw - 1, by - 2, w - 2 * gw + 2, gw * 0.75, 2, railFill(svg, hardwareHex, "sbar"))
  );
}

/** A roller shutter over an exterior window. */
export function rolluik(cover: Cover): string {
  const { svg, win } = cover;
  const x = win.x - 12;
  const w = win.w + 24;
  const bh = clamp(w * 0.12, 20, 60);
  const y = win.y - bh - 4;
  const gw = clamp(w * 0.03, 7, 16);
  const bottom = win.y + win.h + 2;
  const fy = y + bh;
  const p = clamp(win.h / 20, 7, 22);
  const count = Math.max(1, Math.round(((bottom - fy - p) * clamp(cover.drop, 0.04, 1)) / p));
  let out = rolluikCurtain(cover, x, y, w, bh, gw, fy, p, count);
  out += rolluikBox(svg, cover.hex, x, y, w, bh, gw, fy, bottom, p);
  return g(out);
}

/**
 * A roller shutter's curtain: count profiles of pitch p from fy between the guides (width gw), with
 * ventilation slits, the end lath and the shadow of the whole shutter (box height bh from y).
 */
export function rolluikCurtain(
  fabric: Fabric,
  x: number,
  y: number,
  w: number,
  bh: number,
  gw: number,
  fy: number,
  p: number,
  count: number,
): string {
  const { svg } = fabric;
  const tones = shades(fabric.hex);
  const fh = count * p;
  const prof = slatPattern(fabric, "rlp", p, fy, 1, { curve: "profile" });
  let out = castShadow(svg, x, y, w, bh + fh + p, 0.28);
  out += rect(x + gw, fy, w - 2 * gw, fh, prof);
  // Ventilation slits on each profile.
  let slits = "";
  const cols = Math.max(4, Math.round((w - 2 * gw) / 36));
  for (let r = 0; r < count; r++) {
    const yy = fy + r * p + p * 0.5;
    for (let i = 0; i < cols; i++) {
      const xx = x + gw + ((w - 2 * gw) * (i + 0.5)) / cols;
      slits += `M${n(xx - 3)} ${n(yy)}h6`;
    }
  }
  out += path(slits, "none", `stroke="${tones.dark3}" stroke-width="1.2" opacity="0.45"`);
  // End lath with rubber seal.
  const by = fy + fh;
  out += rect(x + gw, by, w - 2 * gw, p * 1.1, railFill(svg, fabric.hex, "rend"));
  out += rect(x + gw, by + p * 1.1, w - 2 * gw, 3, "#22262a");
  return out;
}

/** A roller shutter's guide rails and box (height bh) with a bevelled front, in colour col. */
export function rolluikBox(
  svg: Svg,
  col: string,
  x: number,
  y: number,
  w: number,
  bh: number,
  gw: number,
  fy: number,
  bottom: number,
  p: number,
): string {
  const tones = shades(col);
  const rail = roundShading(svg, "rrail", tones);
  let out = rect(x, fy, gw, bottom - fy + p, rail);
  out += rect(x + w - gw, fy, gw, bottom - fy + p, rail);
  out += rect(x - 2, y + bh, w + 4, 6, "#000000", `opacity="0.25" filter="${svg.blur(3)}"`);
  out += rrect(x - 4, y, w + 8, bh, 2, railFill(svg, col, "rbox"));
  out += path(
    `M${n(x - 4)} ${n(y + bh * 0.45)}L${n(x + w + 4)} ${n(y + bh * 0.45)}`,
    "none",
    `stroke="${tones.dark2}" stroke-width="1" opacity="0.5"`,
  );
  out += rect(x - 4, y + bh * 0.45, w + 8, bh * 0.55, "#000000", 'opacity="0.06"');
  return out;
}
