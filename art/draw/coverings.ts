// Indoor window coverings drawn over (or in) a window: each kind in any box, at any drop.

import { darken, hardware, lighten, mix, type Shades, shades } from "./color.ts";
import { roundShading, vaneShading } from "./shading.ts";
import { type Box, ellipse, g, line, n, path, rect, rrect, type Svg } from "./svg.ts";
import { type Texture, textureFill } from "./texture.ts";

export interface Cover {
  svg: Svg;
  hex: string;
  texture: Texture;
  /** Outer box of the window frame the covering belongs to. */
  win: Box;
  /** 0 = fully open / raised, 1 = fully closed / lowered. */
  drop: number;
  /** Floor line, for floor-length curtains. */
  floorY: number;
  /** Unique suffix for ids when several windows share one document. */
  key?: string;
}

/** What a fabric part needs: the document, colour, texture and the id suffix. */
export type Fabric = Pick<Cover, "svg" | "hex" | "texture" | "key">;

const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

/** A fabric surface: colour, texture, and a soft sideways shading so it hangs rather than lies flat. */
export function fabricRect(
  fabric: Fabric,
  x: number,
  y: number,
  w: number,
  h: number,
  scale = 1,
  attrs = "",
): string {
  const texturePaint = textureFill(fabric.svg, fabric.hex, fabric.texture, scale);
  let out = rect(x, y, w, h, fabric.hex, attrs);
  if (texturePaint) out += rect(x, y, w, h, texturePaint, attrs);
  out += rect(x, y, w, h, hangShade(fabric.svg), attrs);
  return out;
}

export function hangShade(svg: Svg): string {
  return svg.lin(
    "hang",
    [
      [0, "#000000", 0.12],
      [0.12, "#000000", 0.02],
      [0.45, "#ffffff", 0.08],
      [0.88, "#000000", 0.02],
      [1, "#000000", 0.14],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A soft shadow that a covering throws on the wall behind it. */
export function castShadow(svg: Svg, x: number, y: number, w: number, h: number, o = 0.18): string {
  return rect(x + 6, y + 8, w, h, "#1d160f", `opacity="${o}" filter="${svg.blur(7)}"`);
}

/** Metal profile gradient for rails and cassettes in colour `hw`. */
export function railFill(svg: Svg, hardwareHex: string, name = "rail"): string {
  return svg.lin(`${name}${hardwareHex.slice(1)}`, [
    [0, lighten(hardwareHex, 0.45)],
    [0.35, lighten(hardwareHex, 0.12)],
    [0.7, hardwareHex],
    [1, darken(hardwareHex, 0.3)],
  ]);
}

/** A beaded chain hanging as a loop from (x, y) down to y2. */
export function chain(x: number, y: number, y2: number, color = "#c9c9c4", bead = 2.4): string {
  const sp = bead * 1.8;
  const a = `stroke="${color}" stroke-width="${n(bead)}" stroke-linecap="round" stroke-dasharray="0 ${n(sp)}" fill="none"`;
  return `<path d="M${n(x - bead * 1.6)} ${n(y)}V${n(y2)}A${n(bead * 1.6)} ${n(bead * 1.6)} 0 0 0 ${n(x + bead * 1.6)} ${n(y2)}V${n(y)}" ${a}/>`;
}

export function rollerBlind(cover: Cover, duo: boolean): string {
  const { svg, win } = cover;
  const hardwareHex = hardware(cover.hex);
  const x = win.x - win.w * 0.04;
  const w = win.w * 1.08;
  const ch = clamp(w * (duo ? 0.075 : 0.06), 12, 36);
  const y = win.y - ch - win.h * 0.03;
  const bottom = win.y + win.h - 2;
  const fy = y + ch * 0.8;
  const fh = (bottom - fy) * clamp(cover.drop, 0.04, 1);
  const rh = clamp(w * 0.022, 6, 14);
  let out = castShadow(svg, x, y, w, ch + fh + rh);
  out += rollerFabric(cover, x, fy, w, fh, duo ? clamp(win.h / 11, 14, 44) : 0, true);
  out += rollerCassette(svg, hardwareHex, x, y, w, ch, false);
  const by = fy + fh;
  out += rollerBottomRail(svg, hardwareHex, x, by, w, rh);
  // Chain on the right.
  out += chain(
    x + w + 1,
    y + ch * 0.7,
    Math.max(by, y + ch + (bottom - y) * 0.6),
    hardwareHex === "#3b4046" ? "#70757b" : "#c8c7c2",
    clamp(w / 180, 1.6, 3),
  );
  return g(out);
}

function hangless(tones: Shades): string {
  return tones.base;
}

/**
 * The hanging cloth of a roller blind between x and x + w from fy down fh. A duo blind (p > 0, the
 * band height) shows sheer and opaque bands; `solid` lays the opaque bands in the base shade too.
 */
export function rollerFabric(
  fabric: Fabric,
  x: number,
  fy: number,
  w: number,
  fh: number,
  p: number,
  solid: boolean,
): string {
  if (p <= 0) return fabricRect(fabric, x + 3, fy, w - 6, fh);
  const { svg } = fabric;
  const tones = shades(fabric.hex);
  const body =
    rect(0, 0, 10, p * 0.56, fabric.hex) +
    (solid ? rect(0, 0, 10, p * 0.56, hangless(tones)) : "") +
    rect(0, p * 0.56, 10, p * 0.44, fabric.hex, 'opacity="0.32"') +
    rect(0, p * 0.56, 10, 1, tones.dark2, 'opacity="0.35"');
  const stripes = svg.pattern(`duo${fabric.key ?? ""}`, 10, p, body, 0, fy + fh - p * 0.25);
  // The back layer shows through the sheer bands, slightly offset and darker.
  let out = rect(x + 3, fy, w - 6, fh, tones.dark1, 'opacity="0.18"');
  out += rect(x + 3, fy, w - 6, fh, stripes);
  const texturePaint = textureFill(svg, fabric.hex, fabric.texture);
  if (texturePaint) out += rect(x + 3, fy, w - 6, fh, texturePaint, 'opacity="0.7"');
  out += rect(x + 3, fy, w - 6, fh, hangShade(svg));
  return out;
}

/** A roller cassette of height ch with end caps (and a seam line when `seam`), in colour hw. */
export function rollerCassette(
  svg: Svg,
  hardwareHex: string,
  x: number,
  y: number,
  w: number,
  ch: number,
  seam: boolean,
): string {
  let out = rect(x - 2, y + ch - 2, w + 4, 6, "#000000", `opacity="0.15" filter="${svg.blur(2)}"`);
  out += rrect(x - 3, y, w + 6, ch, ch * 0.25, railFill(svg, hardwareHex));
  if (seam) out += rect(x - 3, y + ch * 0.72, w + 6, 1, darken(hardwareHex, 0.25), 'opacity="0.45"');
  out += rrect(x - 5, y - 1, ch * 0.3, ch + 2, 2, darken(hardwareHex, 0.12));
  out += rrect(x + w + 5 - ch * 0.3, y - 1, ch * 0.3, ch + 2, 2, darken(hardwareHex, 0.12));
  return out;
}

/** A roller blind's bottom rail of height rh at by, with its shadow. */
export function rollerBottomRail(
  svg: Svg,
  hardwareHex: string,
  x: number,
  by: number,
  w: number,
  rh: number,
): string {
  return (
    rect(x + 3, by + rh - 1, w - 6, 4, "#000000", `opacity="0.16" filter="${svg.blur(2)}"`) +
    rrect(x + 1, by - 1, w - 2, rh, rh / 2, railFill(svg, hardwareHex, "brail"))
  );
}

export function plisse(cover: Cover): string {
  const { svg, win } = cover;
  const hardwareHex = hardware(cover.hex);
  const f = Math.max(10, Math.min(win.w, win.h) * 0.045);
  const x = win.x + f - 2;
  const w = win.w - 2 * f + 4;
  const top = win.y + f - 2;
  const bottom = win.y + win.h - f;
  const rh = clamp(w * 0.03, 7, 14);
  const fh = (bottom - top - rh * 2) * clamp(cover.drop, 0.03, 1);
  const p = clamp(win.h / 40, 6, 14);
  const fy = top + rh;
  const pleat = plissePleat(cover, p, fy);
  let out = castShadow(svg, x, top, w, fh + rh * 2, 0.12);
  // Tension cords in the glass below the blind.
  out += line(x + 5, top, x + 5, bottom, "#d8d6d0", 1.2);
  out += line(x + w - 5, top, x + w - 5, bottom, "#d8d6d0", 1.2);
  out += plisseFabric(cover, pleat, x, fy, w, fh, p);
  out += plisseRails(svg, hardwareHex, x, top, w, rh, fy + fh, bottom);
  return g(out);
}

/** The pleat shading of a plissé with pleats of height p starting at fy. */
export function plissePleat(fabric: Fabric, p: number, fy: number): string {
  const tones = shades(fabric.hex);
  return fabric.svg.pattern(
    `pl${fabric.key ?? ""}`,
    10,
    p,
    rect(0, 0, 10, p * 0.5, tones.light2, 'opacity="0.55"') +
      rect(0, p * 0.5, 10, p * 0.5, tones.dark2, 'opacity="0.45"') +
      rect(0, p * 0.5 - 0.4, 10, 0.8, tones.light3, 'opacity="0.7"') +
      rect(0, p - 0.8, 10, 0.8, tones.dark3, 'opacity="0.5"'),
    0,
    fy,
  );
}

/** The pleated cloth of a plissé, with the pleat profile along both edges. */
export function plisseFabric(
  fabric: Fabric,
  pleat: string,
  x: number,
  fy: number,
  w: number,
  fh: number,
  p: number,
): string {
  let out = fabricRect(fabric, x, fy, w, fh, 1, 'opacity="0.96"');
  out += rect(x, fy, w, fh, pleat);
  let zig = "";
  for (let yy = fy; yy < fy + fh - 0.1; yy += p) {
    zig += `M${n(x)} ${n(yy)}l-2.2 ${n(p / 2)}l2.2 ${n(p / 2)}M${n(x + w)} ${n(yy)}l2.2 ${n(p / 2)}l-2.2 ${n(p / 2)}`;
  }
  return out + path(zig, shades(fabric.hex).dark1);
}

/** A plissé's top rail, bottom rail (at by) with its grip, and the cord anchors at the bottom. */
export function plisseRails(
  svg: Svg,
  hardwareHex: string,
  x: number,
  top: number,
  w: number,
  rh: number,
  by: number,
  bottom: number,
): string {
  let out = rrect(x - 2, top, w + 4, rh, 2, railFill(svg, hardwareHex));
  out += rect(x, by + rh, w, 4, "#000000", `opacity="0.14" filter="${svg.blur(2)}"`);
  out += rrect(x - 2, by, w + 4, rh, 2, railFill(svg, hardwareHex, "brail"));
  out += rrect(x + w / 2 - w * 0.06, by + rh * 0.55, w * 0.12, rh * 0.7, rh * 0.3, darken(hardwareHex, 0.2));
  out += rect(x + 3, bottom - 4, 4, 4, darken(hardwareHex, 0.25));
  out += rect(x + w - 7, bottom - 4, 4, 4, darken(hardwareHex, 0.25));
  return out;
}

/** Slat pattern for venetian blinds, louvres and rolluik profiles: horizontal bands of height p. */
export function slatPattern(
  fabric: Fabric,
  name: string,
  p: number,
  y0: number,
  fill: number,
  opts: { curve?: "slat" | "profile" } = {},
): string {
  const tones = shades(fabric.hex);
  const sh2 = fabric.svg.lin(
    `sg${opts.curve ?? "slat"}`,
    opts.curve === "profile"
      ? [
          [0, tones.dark2],
          [0.12, tones.light1],
          [0.45, tones.light2],
          [0.6, tones.base],
          [0.88, tones.dark1],
          [1, tones.dark3],
        ]
      : [
          [0, tones.light3],
          [0.2, tones.light1],
          [0.55, tones.base],
          [1, tones.dark2],
        ],
  );
  const texturePaint = textureFill(fabric.svg, fabric.hex, fabric.texture, 1, "slt");
  const sl = p * fill;
  let body = rect(0, 0, 400, sl, sh2);
  if (texturePaint) body += rect(0, 0, 400, sl, texturePaint);
  if (fill < 1) body += rect(0, sl, 400, Math.min(1.2, p - sl), "#000000", 'opacity="0.18"');
  return fabric.svg.pattern(name, 400, p, body, 0, y0);
}

export function jaloezie(cover: Cover): string {
  const { svg, win } = cover;
  const tones = shades(cover.hex);
  const x = win.x - win.w * 0.03;
  const w = win.w * 1.06;
  const hh = clamp(w * 0.045, 10, 24);
  const y = win.y - hh - win.h * 0.02;
  const bottom = win.y + win.h - 2;
  const p = clamp(win.h / (cover.texture === "wood" ? 16 : 24), 8, 26);
  const fy = y + hh;
  const count = Math.max(1, Math.round(((bottom - fy) * clamp(cover.drop, 0.05, 1)) / p));
  const fh = count * p;
  const rail = cover.hex;
  let out = castShadow(svg, x, y, w, hh + fh + p, 0.16);
  out += jaloezieSlats(cover, x, fy, w, fh, p);
  // Headrail.
  out += rrect(x - 2, y, w + 4, hh, 2, railFill(svg, cover.hex, "head"));
  out += jaloezieBottomRail(svg, rail, x, fy + fh, w, p);
  // Tilt wand right, cords with acorns left.
  const wandX = x + w - w * 0.05;
  const wandEnd = fy + (bottom - fy) * 0.62;
  out += line(
    wandX,
    y + hh,
    wandX,
    wandEnd,
    lighten(tones.base, 0.3),
    clamp(w / 120, 2, 5),
    'stroke-linecap="round" opacity="0.9"',
  );
  out += line(wandX + 1, y + hh, wandX + 1, wandEnd, "#ffffff", 1, 'opacity="0.5"');
  const cx = x + w * 0.05;
  const cordEnd = fy + (bottom - fy) * 0.7;
  out += line(cx - 2, y + hh, cx - 2, cordEnd, tones.dark2, 1.2);
  out += line(cx + 2, y + hh, cx + 2, cordEnd - 10, tones.dark2, 1.2);
  out += ellipse(cx - 2, cordEnd + 4, 3, 6, tones.dark1);
  out += ellipse(cx + 2, cordEnd - 6, 3, 6, tones.dark1);
  return g(out);
}

/** The slats of a venetian blind (pitch p) from fy down fh, with their ladder tapes. */
export function jaloezieSlats(
  fabric: Fabric,
  x: number,
  fy: number,
  w: number,
  fh: number,
  p: number,
): string {
  const tones = shades(fabric.hex);
  let out = rect(
    x + 2,
    fy,
    w - 4,
    fh,
    slatPattern(fabric, `jal${fabric.key ?? ""}`, p, fy, fabric.texture === "wood" ? 0.86 : 0.8),
  );
  // Ladder tapes and cords.
  const tapes = w > 500 ? 4 : w > 260 ? 3 : 2;
  const tw = clamp(w * 0.012, 2.5, 9);
  for (let i = 0; i < tapes; i++) {
    const tx = x + w * (0.12 + (0.76 * i) / (tapes - 1));
    out += rect(
      tx - tw / 2,
      fy,
      tw,
      fh + p * 0.4,
      fabric.texture === "wood" ? tones.dark2 : tones.dark1,
      'opacity="0.65"',
    );
    out += line(tx, fy, tx, fy + fh, tones.dark3, 0.8, 'opacity="0.5"');
  }
  return out;
}

/** A venetian blind's bottom rail at by, with its shadow. */
export function jaloezieBottomRail(
  svg: Svg,
  col: string,
  x: number,
  by: number,
  w: number,
  p: number,
): string {
  return (
    rect(x + 2, by + p * 0.6, w - 4, 4, "#000000", `opacity="0.16" filter="${svg.blur(2)}"`) +
    rrect(x, by, w, p * 0.75, p * 0.2, railFill(svg, col, "brail"))
  );
}

export function vouwgordijn(cover: Cover): string {
  const { svg, win } = cover;
  const x = win.x - win.w * 0.05;
  const w = win.w * 1.1;
  const y = win.y - win.h * 0.08;
  const bottom = win.y + win.h - 2;
  const full = bottom - y;
  const fold = clamp(full * 0.1, 16, 70);
  const drop = clamp(cover.drop, 0.08, 1);
  const foldCount = drop >= 0.98 ? 0 : drop > 0.85 ? 2 : 3;
  const step = fold * 0.78;
  const flatH = full * drop - foldCount * step - fold * 0.25;
  let out = castShadow(svg, x, y, w, full * drop, 0.2);
  out += romanFabric(cover, x, y, w, flatH, foldCount, step, fold);
  out += chain(x + w + 4, y + 6, y + full * 0.62, "#d2d0ca", clamp(w / 200, 1.6, 2.6));
  return g(out);
}

/**
 * The cloth of a roman blind: a flat part of height flatH from y with stitched rod pockets, and nf
 * soft folds of height fold below it, `step` apart.
 */
export function romanFabric(
  fabric: Fabric,
  x: number,
  y: number,
  w: number,
  flatH: number,
  foldCount: number,
  step: number,
  fold: number,
): string {
  const { svg } = fabric;
  const tones = shades(fabric.hex);
  let out = "";
  const foldShade = svg.lin("fold", [
    [0, tones.dark2],
    [0.22, tones.base],
    [0.5, tones.light2],
    [0.82, tones.base],
    [1, tones.dark3],
  ]);
  const texturePaint = textureFill(svg, fabric.hex, fabric.texture);
  // Soft folds, drawn from the lowest up so each one hangs over the next with its shadow.
  for (let i = foldCount - 1; i >= 0; i--) {
    const fy = y + flatH + i * step;
    const bulge = 3 + i * 1.4;
    const droop = fold * 0.18;
    const d = `M${n(x - bulge * 0.4)} ${n(fy)}C${n(x - bulge - 3)} ${n(fy + fold * 0.4)} ${n(x - bulge)} ${n(fy + fold)} ${n(x + 4)} ${n(fy + fold)}Q${n(x + w / 2)} ${n(fy + fold + droop)} ${n(x + w - 4)} ${n(fy + fold)}C${n(x + w + bulge)} ${n(fy + fold)} ${n(x + w + bulge + 3)} ${n(fy + fold * 0.4)} ${n(x + w + bulge * 0.4)} ${n(fy)}Z`;
    out += path(
      d,
      "#000000",
      `opacity="0.3" filter="${svg.blur(3)}" transform="translate(0 ${n(fold * 0.12)})"`,
    );
    out += path(d, fabric.hex);
    if (texturePaint) out += path(d, texturePaint);
    out += path(d, foldShade);
    out += path(d, hangShade(svg));
  }
  out += fabricRect(fabric, x, y, w, flatH + 1);
  // Stitched rod pockets across the flat part: the mark of a roman blind.
  for (let yy = y + step * 2; yy < y + flatH - step; yy += step * 2) {
    out += line(x + 2, yy, x + w - 2, yy, tones.dark2, 1.4, 'opacity="0.45"');
    out += line(x + 2, yy + 2, x + w - 2, yy + 2, tones.light2, 1, 'opacity="0.35"');
  }
  if (foldCount === 0) out += rect(x, y + flatH - 5, w, 5, tones.dark1, 'opacity="0.5"');
  out += rect(x, y, w, 5, tones.dark1, 'opacity="0.35"');
  return out;
}

export function lamellen(cover: Cover): string {
  const { svg, win } = cover;
  const hardwareHex = hardware(cover.hex);
  const x = win.x - win.w * 0.05;
  const w = win.w * 1.1;
  const hh = clamp(w * 0.035, 9, 20);
  const y = win.y - hh - win.h * 0.05;
  const bottom = Math.min(cover.floorY - 6, win.y + win.h + win.h * 0.06);
  const p = clamp(w / 11, 18, 70);
  const open = clamp(cover.drop, 0, 1);
  const vw = p * (0.32 + 0.72 * open);
  const fy = y + hh;
  const vh = bottom - fy;
  let out = verticalVanes(cover, x, y, w, hh, bottom, p, vw);
  out += rrect(x - 3, y, w + 6, hh, 2, railFill(svg, hardwareHex));
  out += chain(x + w - 6, y + hh, fy + vh * 0.62, "#cfcdc7", clamp(w / 220, 1.5, 2.6));
  out += line(x + w - 14, y + hh, x + w - 14, fy + vh * 0.58, "#e6e4de", 1.4);
  out += ellipse(x + w - 14, fy + vh * 0.58 + 4, 2.5, 5, "#d8d6d0");
  return g(out);
}

/**
 * The vanes of a vertical blind hanging from y + hh to bottom (pitch p, visible width vw), with
 * their shadow, weights and the linking chain.
 */
export function verticalVanes(
  fabric: Fabric,
  x: number,
  y: number,
  w: number,
  hh: number,
  bottom: number,
  p: number,
  vw: number,
): string {
  const { svg } = fabric;
  const tones = shades(fabric.hex);
  const vaneShade = vaneShading(fabric.svg, "vane", tones);
  const texturePaint = textureFill(svg, fabric.hex, fabric.texture, 1, "vt");
  let body = rect(0, 0, vw, 400, vaneShade);
  if (texturePaint) body += rect(0, 0, vw, 400, texturePaint);
  body += rect(vw - 1, 0, 1, 400, "#000000", 'opacity="0.2"');
  const vanes = fabric.svg.pattern(`van${fabric.key ?? ""}`, p, 400, body, x + (p - vw) / 2, 0);
  const fy = y + hh;
  const vh = bottom - fy;
  let out = castShadow(svg, x, y, w, hh + vh, 0.16);
  out += rect(x, fy, w, vh, vanes);
  // Weights at the foot of every vane, and the linking chain.
  let wts = "";
  const nv = Math.floor(w / p);
  for (let i = 0; i < nv; i++) {
    const vx = x + i * p + (p - vw) / 2 + 0.5;
    wts += rect(vx, bottom - 7, vw - 1, 7, tones.dark2, 'opacity="0.55"');
  }
  out += wts;
  out += line(
    x + p * 0.3,
    bottom - 3,
    x + nv * p - p * 0.3,
    bottom - 3,
    "#d9d7d2",
    1.8,
    'stroke-dasharray="0 4" stroke-linecap="round"',
  );
  return out;
}

export function shutter(cover: Cover): string {
  const { svg, win } = cover;
  const tones = shades(cover.hex);
  const x = win.x - 4;
  const w = win.w + 8;
  const y = win.y - 4;
  const h = win.h + 8;
  const panels = w > 300 ? 4 : 2;
  const pw = w / panels;
  const st = clamp(pw * 0.11, 6, 22);
  const p = clamp(h / 26, 9, 24);
  const open = 1 - clamp(cover.drop, 0, 1);
  const texturePaint = textureFill(svg, cover.hex, cover.texture, 1, "sht");
  let out = castShadow(svg, x, y, w, h, 0.2);
  // Outer frame.
  out += rect(x - st * 0.6, y - st * 0.6, w + st * 1.2, h + st * 1.2, tones.dark1);
  out += rect(x - st * 0.6, y - st * 0.6, w + st * 1.2, st * 0.6, tones.light1);
  for (let i = 0; i < panels; i++) {
    const px = x + i * pw;
    const sections = shutterSections(y, h, st);
    out += shutterPanel(cover, texturePaint, px, y, pw, h, st, p, sections, 0.62 + 0.36 * (1 - open), true);
    if (i > 0) {
      out += rect(px - 2, y + h * 0.15, 4, h * 0.06, "#9b9790");
      out += rect(px - 2, y + h * 0.78, 4, h * 0.06, "#9b9790");
    }
  }
  out += rect(x, y, w, h, hangShade(svg), 'opacity="0.6"');
  return g(out);
}

/** The two louvred sections (top, height) of a shutter panel from y down h with stiles st. */
export function shutterSections(y: number, h: number, st: number): [number, number][] {
  const mid = y + h * 0.52;
  return [
    [y + st, mid - st * 0.5 - (y + st)],
    [mid + st * 0.5, y + h - st * 1.3 - (mid + st * 0.5)],
  ];
}

/** A shutter's tilt rod over a louvred section at ly of height lh (louvre pitch p), at rx. */
export function tiltRod(tones: Shades, rx: number, ly: number, lh: number, p: number): string {
  return (
    rrect(rx - 1.8, ly + p * 0.3, 3.6, lh - p * 0.6, 1.8, tones.light1) +
    line(rx + 1.2, ly + p * 0.3, rx + 1.2, ly + lh - p * 0.3, tones.dark2, 0.8, 'opacity="0.6"')
  );
}

/**
 * One shutter panel at px (width pw): its face (texture t), louvres opened to `fill` in the given
 * sections, stiles and mid rail; with the tilt rods when `rods`.
 */
export function shutterPanel(
  fabric: Fabric,
  texturePaint: string | null,
  px: number,
  y: number,
  pw: number,
  h: number,
  st: number,
  p: number,
  sections: [number, number][],
  fill: number,
  rods: boolean,
): string {
  const tones = shades(fabric.hex);
  const mid = y + h * 0.52;
  let out = rect(px, y, pw, h, fabric.hex);
  if (texturePaint) out += rect(px, y, pw, h, texturePaint);
  sections.forEach(([ly, lh], j) => {
    const louv = slatPattern(fabric, `lv${j}${fabric.key ?? ""}`, p, ly, fill);
    out += rect(px + st, ly, pw - 2 * st, lh, tones.dark3, 'opacity="0.55"');
    out += rect(px + st, ly, pw - 2 * st, lh, louv);
    out += rect(px + st, ly, pw - 2 * st, 3, "#000000", 'opacity="0.18"');
    if (rods) out += tiltRod(tones, px + pw / 2, ly, lh, p);
  });
  // Stiles with bevel light.
  out += rect(px, y, 2, h, tones.light2, 'opacity="0.8"');
  out += rect(px + pw - 2, y, 2, h, tones.dark2, 'opacity="0.6"');
  out += rect(px + st - 2, y + st, 2, h - st * 2.3, tones.dark2, 'opacity="0.5"');
  out += rect(px, mid - st * 0.5, pw, st, tones.light1, 'opacity="0.6"');
  out += rect(px, mid + st * 0.5 - 2, pw, 2, tones.dark2, 'opacity="0.5"');
  return out;
}

export function gordijn(cover: Cover): string {
  const { win } = cover;
  const ext = Math.min(win.w * 0.28, 110);
  const rx0 = win.x - ext;
  const rx1 = win.x + win.w + ext;
  const ry = win.y - win.h * 0.12;
  const bottom = cover.floorY - 3;
  const half = (rx1 - rx0) / 2;
  const closed = clamp(cover.drop, 0, 1);
  const pw = Math.max(half * 0.42, half * (0.4 + 0.6 * closed));
  const fw = clamp(win.w / 9, 16, 60);
  let out = curtainPanels(cover, rx0, rx1, pw, fw, ry, bottom, Math.min(26, win.h * 0.06));
  // Rod with finials and rings.
  const rod = "#3a332d";
  out += rect(rx0 - 14, ry - 3, rx1 - rx0 + 28, 6, rod, 'rx="3"');
  out += rect(rx0 - 14, ry - 3, rx1 - rx0 + 28, 2, "#6d645a", 'rx="1"');
  out += ellipse(rx0 - 18, ry, 6, 6, rod);
  out += ellipse(rx1 + 18, ry, 6, 6, rod);
  return g(out);
}

/**
 * The two curtain panels (width pw each, folds about fw wide) hanging from the rod at ry between
 * rx0 and rx1 down to bottom, with pinch pleats of height headH.
 */
export function curtainPanels(
  fabric: Fabric,
  rx0: number,
  rx1: number,
  pw: number,
  fw: number,
  ry: number,
  bottom: number,
  headH: number,
): string {
  const { svg } = fabric;
  const tones = shades(fabric.hex);
  const foldShade = svg.lin(
    "cfold",
    [
      [0, tones.dark2],
      [0.25, tones.base],
      [0.5, tones.light2],
      [0.75, tones.base],
      [1, tones.dark2],
    ],
    0,
    0,
    1,
    0,
  );
  const texturePaint = textureFill(svg, fabric.hex, fabric.texture);
  const panel = (px: number, dir: number, key: string) => {
    const folds = Math.max(3, Math.round(pw / fw));
    const fww = pw / folds;
    const x0 = dir > 0 ? px : px - pw;
    let hem = `M${n(x0)} ${n(ry + 4)}L${n(x0 + pw)} ${n(ry + 4)}L${n(x0 + pw)} ${n(bottom - 4)}`;
    for (let i = folds - 1; i >= 0; i--) {
      const a = x0 + i * fww;
      hem += `Q${n(a + fww / 2)} ${n(bottom + 4)} ${n(a)} ${n(bottom - 4)}`;
    }
    hem += "Z";
    const pat = svg.pattern(`cf${key}${fabric.key ?? ""}`, fww, 10, rect(0, 0, fww, 10, foldShade), x0, 0);
    let p = path(hem, "#1d160f", `opacity="0.2" filter="${svg.blur(8)}" transform="translate(${dir * 8} 6)"`);
    p += path(hem, fabric.hex);
    if (texturePaint) p += path(hem, texturePaint);
    p += path(hem, pat, 'opacity="0.85"');
    // Pinch-pleat heading.
    for (let i = 0; i < folds; i++) {
      const hx = x0 + i * fww + fww / 2;
      p += rect(hx - 1.5, ry + 4, 3, headH, tones.dark2, 'opacity="0.45"');
    }
    p += rect(x0, ry + 4, pw, 4, tones.dark2, 'opacity="0.3"');
    return p;
  };
  return panel(rx0, 1, "l") + panel(rx1, -1, "r");
}

export function hor(cover: Cover): string {
  const { svg, win } = cover;
  const tones = shades(cover.hex);
  const f = Math.max(10, Math.min(win.w, win.h) * 0.045);
  const x = win.x + f * 0.3;
  const w = win.w - f * 0.6;
  const top = win.y + f * 0.2;
  const bottom = win.y + win.h - f * 0.4;
  const ch = clamp(w * 0.05, 12, 26);
  const gw = clamp(w * 0.025, 6, 14);
  const fy = top + ch;
  const fh = (bottom - fy - 8) * clamp(cover.drop, 0.03, 1);
  let out = horMesh(cover, x, top, w, bottom, gw, fy, fh);
  const frame = railFill(svg, tones.base, "hfr");
  const side = roundShading(svg, `hside${tones.base.slice(1)}`, tones);
  out += horFrame(svg, tones.base, side, frame, x, top, w, bottom, gw, ch, fy + fh);
  return g(out);
}

/** The mesh of a roller insect screen between its guides (width gw), from fy down fh, with its shadow. */
export function horMesh(
  fabric: Fabric,
  x: number,
  top: number,
  w: number,
  bottom: number,
  gw: number,
  fy: number,
  fh: number,
): string {
  const { svg } = fabric;
  const meshC = mix(shades(fabric.hex).base, "#26292c", 0.55);
  const mesh = svg.pattern(
    `mesh${fabric.key ?? ""}`,
    3,
    3,
    `${rect(0, 0, 3, 0.7, meshC)}${rect(0, 0, 0.7, 3, meshC)}`,
  );
  let out = castShadow(svg, x, top, w, bottom - top, 0.12);
  out += rect(x + gw, fy, w - 2 * gw, fh, meshC, 'opacity="0.28"');
  out += rect(x + gw, fy, w - 2 * gw, fh, mesh, 'opacity="0.9"');
  return out;
}

/** A roller insect screen's side guides (fill `side`), cassette of height ch and bottom bar at by. */
export function horFrame(
  svg: Svg,
  col: string,
  side: string,
  frame: string,
  x: number,
  top: number,
  w: number,
  bottom: number,
  gw: number,
  ch: number,
  by: number,
): string {
  let out = rect(x, top, gw, bottom - top, side);
  out += rect(x + w - gw, top, gw, bottom - top, side);
  out += rrect(x - 2, top, w + 4, ch, 3, frame);
  out += rect(x + gw, by + 6, w - 2 * gw, 4, "#000000", `opacity="0.15" filter="${svg.blur(2)}"`);
  out += rrect(x + gw - 1, by, w - 2 * gw + 2, 8, 2, frame);
  out += rrect(x + w / 2 - 16, by + 5, 32, 7, 3.5, darken(col, 0.25));
  return out;
}

/** A pleated insect screen door in a door opening `win` (the door's outer frame). */
export function hordeur(cover: Cover): string {
  const { svg, win } = cover;
  const tones = shades(cover.hex);
  const pf = clamp(win.w * 0.04, 8, 18);
  const x = win.x - pf;
  const w = win.w + 2 * pf;
  const y = win.y - pf;
  const h = win.h + pf;
  const inner = { x: x + pf, y: y + pf, w: w - 2 * pf, h: h - pf - pf * 0.6 };
  const reach = clamp(cover.drop, 0.05, 1);
  const bx = inner.x + inner.w * reach;
  const bw = clamp(w * 0.035, 10, 22);
  const fills = hordeurFills(cover, inner.x);
  const side = roundShading(svg, `hds${tones.base.slice(1)}`, tones);
  let out = castShadow(svg, x, y, w, h, 0.14);
  out += hordeurCloth(fills, inner, bx);
  out += hordeurFrame(svg, tones.base, () => side, { x, y, w, h }, pf, inner, bx, bw);
  return g(out);
}

export interface HordeurFills {
  meshC: string;
  pleat: string;
  mesh: string;
}

/** The mesh colour, pleat and mesh patterns of a pleated screen door whose pleats start at x0. */
export function hordeurFills(fabric: Fabric, x0: number): HordeurFills {
  const { svg } = fabric;
  const meshC = mix(shades(fabric.hex).base, "#202326", 0.6);
  const pleat = svg.pattern(
    `hdp${fabric.key ?? ""}`,
    7,
    20,
    rect(0, 0, 3.5, 20, "#ffffff", 'opacity="0.1"') +
      rect(3.5, 0, 3.5, 20, "#000000", 'opacity="0.14"') +
      rect(6.3, 0, 0.7, 20, meshC, 'opacity="0.5"'),
    x0,
    0,
  );
  const mesh = svg.pattern(
    `hdm${fabric.key ?? ""}`,
    3,
    3,
    `${rect(0, 0, 3, 0.6, meshC)}${rect(0, 0, 0.6, 3, meshC)}`,
  );
  return { meshC, pleat, mesh };
}

/** The pleated mesh of a screen door from the inner opening's left edge to the bar at bx. */
export function hordeurCloth(f: HordeurFills, inner: Box, bx: number): string {
  let out = rect(inner.x, inner.y, bx - inner.x, inner.h, f.meshC, 'opacity="0.3"');
  out += rect(inner.x, inner.y, bx - inner.x, inner.h, f.mesh, 'opacity="0.85"');
  out += rect(inner.x, inner.y, bx - inner.x, inner.h, f.pleat);
  // Guide cords across the pleats.
  for (const fr of [0.25, 0.5, 0.75])
    out += line(inner.x, inner.y + inner.h * fr, bx, inner.y + inner.h * fr, "#e0ded8", 0.8, 'opacity="0.7"');
  return out;
}

/**
 * A screen door's frame in colour col (box b, profile pf; posts filled by side()): top rail, posts,
 * low threshold rail, and the sliding bar (width bw) at bx with a handle and magnet strip.
 */
export function hordeurFrame(
  svg: Svg,
  col: string,
  side: () => string,
  box: Box,
  pf: number,
  inner: Box,
  bx: number,
  bw: number,
): string {
  const { x, y, w, h } = box;
  let out = rect(x, y, w, pf, railFill(svg, col, "hdt"));
  out += rect(x, y, pf, h, side());
  out += rect(x + w - pf, y, pf, h, side());
  out += rect(x, y + h - pf * 0.6, w, pf * 0.6, railFill(svg, col, "hdb"));
  out += rect(bx - bw / 2 + 4, inner.y, bw, inner.h, "#000000", `opacity="0.2" filter="${svg.blur(3)}"`);
  out += rect(bx - bw / 2, inner.y, bw, inner.h, side());
  out += rect(bx + bw / 2 - 2.5, inner.y, 2.5, inner.h, "#2c2c2c", 'opacity="0.55"');
  out += rrect(
    bx - bw * 0.22,
    inner.y + inner.h * 0.44,
    bw * 0.44,
    inner.h * 0.14,
    bw * 0.2,
    darken(col, 0.3),
  );
  return out;
}
