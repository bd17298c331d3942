// Outdoor settings (facades, terraces, gardens) and the outdoor products: screen, rolluik,
// knikarmscherm (folding-arm awning) and terrasoverkapping (terrace roof).

import { darken, hardware, lighten, luma, shades } from "./color.ts";
import { type Cover, castShadow, type Fabric, railFill, slatPattern } from "./coverings.ts";
import { groundShadow } from "./scene.ts";
import { roundShading } from "./shading.ts";
import { type Box, circle, ellipse, g, line, n, path, poly, rect, rrect, type Svg } from "./svg.ts";
import { textureFill } from "./texture.ts";

const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

/** Frame colour for awnings: white with dark cloth, anthracite with light cloth, so the arms show. */
export function awningFrame(hex: string): string {
  return luma(hex) < 0.5 ? "#e6e5e1" : "#3b4046";
}

export type FacadeStyle = "brick" | "plaster" | "darkbrick" | "wood";

/** A facade surface filling box b. */
export function facade(svg: Svg, b: Box, style: FacadeStyle): string {
  if (style === "plaster") {
    return (
      rect(
        b.x,
        b.y,
        b.w,
        b.h,
        svg.lin("plaster", [
          [0, "#ece8e1"],
          [1, "#f7f4ef"],
        ]),
      ) +
      rect(
        b.x,
        b.y,
        b.w,
        b.h,
        svg.rad(
          "plsun",
          [
            [0, "#fffaf0", 0.35],
            [1, "#fffaf0", 0],
          ],
          0.3,
          0.2,
          0.8,
        ),
      )
    );
  }
  if (style === "wood") {
    const body =
      rect(0, 0, 30, 40, "#6f5a48") +
      rect(0, 0, 2, 40, "#4a3c31") +
      rect(2, 0, 6, 40, "#7d6652", 'opacity="0.7"') +
      rect(18, 0, 1, 40, "#5b4a3c", 'opacity="0.6"');
    return rect(b.x, b.y, b.w, b.h, svg.pattern("cladding", 30, 40, body, b.x, 0));
  }
  const dark = style === "darkbrick";
  const mortar = dark ? "#8d8883" : "#d9cfc2";
  const tones = dark
    ? ["#4d4a48", "#58524e", "#45423f", "#5e5853"]
    : ["#a65a42", "#b3664b", "#9a513b", "#ad6a4f"];
  const bw = 24;
  const bh = 8;
  let body = rect(0, 0, bw * 2, bh * 4 + 4 * 2, mortar);
  for (let r = 0; r < 4; r++) {
    const off = r % 2 ? bw / 2 : 0;
    for (let i = -1; i < 2; i++) {
      const tone = tones[(r * 3 + i + 4) % 4] ?? tones[0] ?? "#a65a42";
      body += rect(off + i * bw + 1, r * (bh + 2) + 1, bw - 2, bh, tone);
    }
  }
  return (
    rect(b.x, b.y, b.w, b.h, svg.pattern(`brick${dark ? "d" : ""}`, bw * 2, bh * 4 + 8, body, b.x, b.y)) +
    rect(
      b.x,
      b.y,
      b.w,
      b.h,
      svg.lin(
        "fshade",
        [
          [0, "#000000", 0.1],
          [0.4, "#ffffff", 0.04],
          [1, "#000000", 0.06],
        ],
        0,
        0,
        1,
        0.4,
      ),
    )
  );
}

/** A window seen from outside: dark frame, glass reflecting the sky, stone sill. */
export function extWindow(svg: Svg, b: Box, frame = "#3b4046", mullion = true): string {
  const f = clamp(Math.min(b.w, b.h) * 0.05, 6, 16);
  let out = rect(b.x - 6, b.y - 6, b.w + 12, b.h + 10, "#000000", 'opacity="0.25"');
  out += rect(b.x, b.y, b.w, b.h, frame);
  const gl: Box = { x: b.x + f, y: b.y + f, w: b.w - 2 * f, h: b.h - 2 * f };
  out += rect(
    gl.x,
    gl.y,
    gl.w,
    gl.h,
    svg.lin("eglass", [
      [0, "#a9c8dc"],
      [0.45, "#6f8ea3"],
      [1, "#3e5261"],
    ]),
  );
  // Dim interior shapes behind the glass and sky reflections.
  out += rect(gl.x, gl.y + gl.h * 0.55, gl.w, gl.h * 0.45, "#2c3740", 'opacity="0.35"');
  out += path(
    `M${n(gl.x)} ${n(gl.y + gl.h * 0.7)}L${n(gl.x + gl.w * 0.45)} ${n(gl.y)}L${n(gl.x + gl.w * 0.62)} ${n(gl.y)}L${n(gl.x)} ${n(gl.y + gl.h)}Z`,
    "#ffffff",
    'opacity="0.16"',
  );
  out += path(
    `M${n(gl.x + gl.w * 0.7)} ${n(gl.y + gl.h)}L${n(gl.x + gl.w)} ${n(gl.y + gl.h * 0.55)}L${n(gl.x + gl.w)} ${n(gl.y + gl.h * 0.7)}L${n(gl.x + gl.w * 0.82)} ${n(gl.y + gl.h)}Z`,
    "#ffffff",
    'opacity="0.12"',
  );
  if (mullion) out += rect(gl.x + gl.w / 2 - f * 0.4, gl.y, f * 0.8, gl.h, frame);
  out += rect(b.x - 12, b.y + b.h, b.w + 24, 8, "#c9c6bf");
  out += rect(b.x - 12, b.y + b.h + 8, b.w + 24, 4, "#000000", 'opacity="0.2"');
  return out;
}

/** A paved terrace or pavement from y to the bottom, in perspective towards vx. */
export function pavement(svg: Svg, W: number, y: number, H: number, tone = "#cfc9bf", vx = W / 2): string {
  let out = rect(
    0,
    y,
    W,
    H - y,
    svg.lin(`pave${tone.slice(1)}`, [
      [0, darken(tone, 0.1)],
      [1, lighten(tone, 0.1)],
    ]),
  );
  let d = "";
  const vy = y - (H - y) * 1.4;
  for (let i = -9; i <= 9; i++) {
    const bx = vx + i * (W / 7);
    const t = (y - vy) / (H - vy);
    d += `M${n(vx + (bx - vx) * t)} ${n(y)}L${n(bx)} ${n(H)}`;
  }
  let yy = y;
  let step = (H - y) * 0.1;
  while (yy < H) {
    d += `M0 ${n(yy)}H${W}`;
    yy += step;
    step *= 1.35;
  }
  out += path(d, "none", `stroke="${darken(tone, 0.22)}" stroke-width="1.2" opacity="0.55"`);
  return out;
}

/** A rounded shrub. */
export function shrub(x: number, ground: number, r: number, c = "#5f9460"): string {
  let out = ellipse(x, ground - 2, r * 1.1, r * 0.16, "#000000", 'opacity="0.18"');
  out += circle(x - r * 0.45, ground - r * 0.6, r * 0.65, darken(c, 0.12));
  out += circle(x + r * 0.5, ground - r * 0.55, r * 0.6, darken(c, 0.05));
  out += circle(x, ground - r * 0.85, r * 0.8, c);
  out += circle(x - r * 0.2, ground - r * 1.1, r * 0.35, lighten(c, 0.15), 'opacity="0.6"');
  return out;
}

/** A tree (trunk and layered crown). */
export function tree(x: number, ground: number, h: number, c = "#6d9e64"): string {
  let out = rect(x - h * 0.035, ground - h * 0.5, h * 0.07, h * 0.5, "#76614c");
  out += circle(x - h * 0.16, ground - h * 0.62, h * 0.2, darken(c, 0.12));
  out += circle(x + h * 0.17, ground - h * 0.6, h * 0.19, darken(c, 0.06));
  out += circle(x, ground - h * 0.78, h * 0.25, c);
  out += circle(x - h * 0.06, ground - h * 0.88, h * 0.1, lighten(c, 0.15), 'opacity="0.6"');
  return out;
}

/** A planter box with grasses. */
export function planter(x: number, ground: number, w: number, h: number, c = "#3d4247"): string {
  let out = ellipse(x + w / 2, ground, w * 0.6, 5, "#000000", 'opacity="0.2"');
  let d = "";
  for (let i = 0; i < 14; i++) {
    const bx = x + w * 0.08 + (w * 0.84 * i) / 13;
    const lean = ((i * 7) % 5) - 2;
    d += `M${n(bx)} ${n(ground - h)}Q${n(bx + lean * 3)} ${n(ground - h - h * 0.7)} ${n(bx + lean * 7)} ${n(ground - h - h * (0.9 + (i % 3) * 0.2))}`;
  }
  out += path(d, "none", 'stroke="#7aa35f" stroke-width="2.2" stroke-linecap="round"');
  out += rect(x, ground - h, w, h, c);
  out += rect(x, ground - h, w, 3, lighten(c, 0.2));
  return out;
}

/** An outdoor lounge sofa (low frame, deep cushions) seen from the front. */
export function loungeSofa(
  svg: Svg,
  x: number,
  floorY: number,
  w: number,
  frame = "#5b4a3b",
  cushion = "#e8e2d6",
): string {
  const h = w * 0.32;
  const arm = w * 0.09;
  let out = groundShadow(svg, x + w / 2, floorY, w * 0.56, 8, 0.3);
  // Frame base with slats, and feet.
  out +=
    rect(x + arm * 0.3, floorY - 8, 8, 8, darken(frame, 0.3)) +
    rect(x + w - arm * 0.3 - 8, floorY - 8, 8, 8, darken(frame, 0.3));
  out += rrect(x, floorY - h * 0.42, w, h * 0.36, 4, frame);
  let slats = "";
  for (let sx = x + 10; sx < x + w - 6; sx += 12)
    slats += `M${n(sx)} ${n(floorY - h * 0.4)}V${n(floorY - h * 0.08)}`;
  out += path(slats, "none", `stroke="${darken(frame, 0.25)}" stroke-width="2" opacity="0.6"`);
  // Back cushions.
  const nb = w > 300 ? 3 : 2;
  const bw = (w - 2 * arm) / nb;
  for (let i = 0; i < nb; i++) {
    out += rrect(
      x + arm + i * bw + 2,
      floorY - h,
      bw - 4,
      h * 0.56,
      h * 0.12,
      svg.lin(`lcb${cushion.slice(1)}`, [
        [0, lighten(cushion, 0.3)],
        [1, darken(cushion, 0.08)],
      ]),
    );
  }
  // Seat cushion.
  out += rrect(
    x + arm - 2,
    floorY - h * 0.54,
    w - 2 * arm + 4,
    h * 0.2,
    h * 0.08,
    svg.lin(`lcs${cushion.slice(1)}`, [
      [0, lighten(cushion, 0.4)],
      [1, darken(cushion, 0.12)],
    ]),
  );
  // Arms.
  for (const ax of [x, x + w - arm]) {
    out += rrect(ax, floorY - h * 0.72, arm, h * 0.66, 5, frame);
    out += rrect(ax, floorY - h * 0.72, arm, h * 0.08, 4, lighten(frame, 0.2));
  }
  out += `<rect x="${n(x + arm + 14)}" y="${n(floorY - h * 0.86)}" width="${n(h * 0.34)}" height="${n(h * 0.32)}" rx="6" fill="#e9c46a" transform="rotate(-9 ${n(x + arm + 14)} ${n(floorY - h * 0.7)})"/>`;
  out += `<rect x="${n(x + w - arm - 14 - h * 0.34)}" y="${n(floorY - h * 0.84)}" width="${n(h * 0.34)}" height="${n(h * 0.3)}" rx="6" fill="#6b8f71" transform="rotate(8 ${n(x + w - arm - 14)} ${n(floorY - h * 0.7)})"/>`;
  return g(out);
}

/** A round bistro table with two chairs. */
export function bistroSet(svg: Svg, x: number, floorY: number, size: number, c = "#2f3438"): string {
  let out = groundShadow(svg, x, floorY, size * 0.95, 7, 0.28);
  const wood = "#c49a6c";
  // Chairs in profile, facing the table.
  const chair = (cx: number, dir: number) => {
    const sw = size * 0.36;
    const back = cx - (dir * sw) / 2;
    const front = cx + (dir * sw) / 2;
    const seatY = floorY - size * 0.46;
    let o = line(back, floorY, back, floorY - size * 1.02, c, 4, 'stroke-linecap="round"');
    o += line(front, floorY, front, seatY, c, 4, 'stroke-linecap="round"');
    o += rrect(Math.min(back, front) - 3, seatY - 6, sw + 6, 9, 3, wood);
    o += rrect(back - (dir > 0 ? 4 : 8), floorY - size * 0.98, 12, size * 0.3, 4, wood);
    return o;
  };
  out += chair(x - size * 0.62, -1);
  out += chair(x + size * 0.62, 1);
  out += rect(x - 3, floorY - size * 0.6, 6, size * 0.6, c);
  out += ellipse(x, floorY - 2, size * 0.18, size * 0.035, c);
  out += ellipse(x, floorY - size * 0.6, size * 0.36, size * 0.06, darken(wood, 0.15));
  out += ellipse(x, floorY - size * 0.62, size * 0.36, size * 0.055, wood);
  out += rrect(x - size * 0.06, floorY - size * 0.78, size * 0.12, size * 0.15, 3, "#f3f1ec");
  out += circle(x, floorY - size * 0.8, size * 0.05, "#e07a5f");
  out += circle(x - size * 0.03, floorY - size * 0.83, size * 0.03, "#e9c46a");
  return g(out);
}

// ---------------------------------------------------------------- products on a facade

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

// ---------------------------------------------------------------- terraces in perspective

export interface TerraceGeo {
  W: number;
  H: number;
  /** Where the facade meets the terrace floor. */
  floorY: number;
  /** Vanishing point. */
  vx: number;
  vy: number;
}

/** A point at depth t (0 = on the wall, 1 = at the front plane) from wall point (x, y). */
function toward(geo: TerraceGeo, x: number, y: number, k: number): [number, number] {
  return [geo.vx + (x - geo.vx) * k, geo.vy + (y - geo.vy) * k];
}

/**
 * A folding-arm awning over a terrace, frontal perspective, mounted on the facade at `mountY`
 * between x0 and x1, projecting forward by scale k (1.0 = wall, 1.4 = well forward).
 */
export function awningFront(
  cover: Cover,
  geo: TerraceGeo,
  x0: number,
  x1: number,
  mountY: number,
  frontY: number,
  k: number,
): string {
  const { svg } = cover;
  const hardwareHex = awningFrame(cover.hex);
  const fy0 = frontY;
  const fx0 = geo.vx + (x0 - geo.vx) * k;
  const fx1 = geo.vx + (x1 - geo.vx) * k;
  const cas = clamp((x1 - x0) * 0.04, 12, 28);
  const vh = clamp((fx1 - fx0) * 0.05, 16, 44);
  const awningGeo: AwningGeo = { x0, x1, mountY, cas, fx0, fx1, fy0, vh, k };
  const [cloth, texturePaint] = awningCloth(cover, geo, awningGeo);
  let out = cloth;
  out += awningArms(hardwareHex, awningGeo);
  // Cassette on the wall.
  out += awningCassette(svg, hardwareHex, awningGeo, false);
  // Front bar and valance.
  out += awningBar(svg, hardwareHex, awningGeo);
  out += awningValance(cover, texturePaint, awningGeo);
  return g(out);
}

/** Where a folding-arm awning sits: cassette (height cas) at mountY between x0 and x1, front bar at fy0. */
export interface AwningGeo {
  x0: number;
  x1: number;
  mountY: number;
  cas: number;
  fx0: number;
  fx1: number;
  fy0: number;
  /** Valance height. */
  vh: number;
  k: number;
}

/** An awning's cloth seen from below with its seams and its shadow on the terrace; also its texture. */
export function awningCloth(fabric: Fabric, geo: TerraceGeo, awningGeo: AwningGeo): [string, string | null] {
  const { svg } = fabric;
  const { x0, x1, mountY, cas, fx0, fx1, fy0, k } = awningGeo;
  const tones = shades(fabric.hex);
  let out = "";
  // Shadow on the terrace floor.
  const [sx0, sy0] = toward(geo, x0 - 10, geo.floorY, 1);
  const [sx1] = toward(geo, x1 + 10, geo.floorY, 1);
  const [tx0, ty0] = toward(geo, x0 - 30, geo.floorY, k + 0.05);
  const [tx1] = toward(geo, x1 + 50, geo.floorY, k + 0.05);
  out += poly([sx0, sy0, sx1, sy0, tx1, ty0, tx0, ty0], "#2b2118", `opacity="0.22" filter="${svg.blur(10)}"`);
  // Fabric underside: lit from above, so it glows in the colour.
  const under = svg.lin("aund", [
    [0, tones.dark2, 0.75],
    [0.5, tones.dark1, 0.2],
    [1, tones.light1, 0.15],
  ]);
  const quad = [x0, mountY + cas, x1, mountY + cas, fx1, fy0, fx0, fy0];
  out += poly(quad, fabric.hex);
  const texturePaint = textureFill(svg, fabric.hex, fabric.texture);
  if (texturePaint) out += poly(quad, texturePaint);
  out += poly(quad, under);
  // Seams between fabric widths, converging to the wall.
  let seams = "";
  const nseam = Math.max(3, Math.round((x1 - x0) / 90));
  for (let i = 1; i < nseam; i++) {
    const f = i / nseam;
    seams += `M${n(x0 + (x1 - x0) * f)} ${n(mountY + cas)}L${n(fx0 + (fx1 - fx0) * f)} ${n(fy0)}`;
  }
  out += path(seams, "none", `stroke="${tones.dark2}" stroke-width="1.2" opacity="0.5"`);
  return [out, texturePaint];
}

/** Folding arms in colour hw: shoulder at the wall, elbow pointing inwards, hand at the front bar. */
export function awningArms(hardwareHex: string, awningGeo: AwningGeo): string {
  const { x0, x1, mountY, cas, fx0, fx1, fy0, k } = awningGeo;
  const arm = (wx: number, fx: number, dir: number) => {
    const ex = (wx + fx) / 2 + dir * (x1 - x0) * 0.1;
    const ey = (mountY + cas + 14 + fy0) / 2 + 8;
    let o = path(
      `M${n(wx)} ${n(mountY + cas + 14)}L${n(ex)} ${n(ey)}L${n(fx)} ${n(fy0)}`,
      "none",
      `stroke="${hardwareHex}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
    );
    o += path(
      `M${n(wx)} ${n(mountY + cas + 12)}L${n(ex)} ${n(ey - 2)}L${n(fx)} ${n(fy0 - 2)}`,
      "none",
      `stroke="${lighten(hardwareHex, 0.4)}" stroke-width="2" stroke-linejoin="round" opacity="0.7"`,
    );
    o += circle(ex, ey, 6, darken(hardwareHex, 0.15));
    o += rect(wx - 8, mountY + cas - 2, 16, 22, darken(hardwareHex, 0.1), 'rx="3"');
    return o;
  };
  const inset = (x1 - x0) * 0.08;
  return arm(x0 + inset, fx0 + inset * k, 1) + arm(x1 - inset, fx1 - inset * k, -1);
}

/** An awning's cassette on the wall (with a seam line when `seam`). */
export function awningCassette(svg: Svg, hardwareHex: string, awningGeo: AwningGeo, seam: boolean): string {
  const { x0, x1, mountY, cas } = awningGeo;
  let out = rect(x0 - 6, mountY + cas, x1 - x0 + 12, 8, "#000000", `opacity="0.3" filter="${svg.blur(4)}"`);
  out += rrect(x0 - 10, mountY, x1 - x0 + 20, cas, cas * 0.4, railFill(svg, hardwareHex, "acas"));
  if (seam)
    out += rect(x0 - 10, mountY + cas * 0.6, x1 - x0 + 20, 1.2, darken(hardwareHex, 0.3), 'opacity="0.5"');
  return out;
}

/** An awning's front bar. */
export function awningBar(svg: Svg, hardwareHex: string, awningGeo: AwningGeo): string {
  return rrect(
    awningGeo.fx0 - 6,
    awningGeo.fy0 - 5,
    awningGeo.fx1 - awningGeo.fx0 + 12,
    10,
    4,
    railFill(svg, hardwareHex, "abar"),
  );
}

/** An awning's valance under the front bar (cloth texture t). */
export function awningValance(fabric: Fabric, texturePaint: string | null, awningGeo: AwningGeo): string {
  const { svg } = fabric;
  const { fx0, fx1, fy0, vh } = awningGeo;
  const tones = shades(fabric.hex);
  const vd = `M${n(fx0 - 4)} ${n(fy0 + 4)}H${n(fx1 + 4)}V${n(fy0 + vh)}H${n(fx0 - 4)}Z`;
  let out = path(vd, fabric.hex);
  if (texturePaint) out += path(vd, texturePaint);
  out += path(
    vd,
    svg.lin("aval", [
      [0, tones.light2, 0.6],
      [0.3, tones.base, 0],
      [1, tones.dark2, 0.5],
    ]),
  );
  out += rect(fx0 - 4, fy0 + vh - 5, fx1 - fx0 + 8, 2, tones.light2, 'opacity="0.7"');
  out += rect(fx0 - 4, fy0 + vh, fx1 - fx0 + 8, 5, "#000000", `opacity="0.2" filter="${svg.blur(2)}"`);
  return out;
}

/** A terrace roof (aluminium, with posts, gutter and roof panels) against the facade. */
export function roofFront(
  cover: Cover,
  geo: TerraceGeo,
  x0: number,
  x1: number,
  wallY: number,
  frontY: number,
  k: number,
  glass = false,
): string {
  const { svg } = cover;
  const fy = frontY;
  const fx0 = geo.vx + (x0 - geo.vx) * k;
  const fx1 = geo.vx + (x1 - geo.vx) * k;
  const gh = clamp((fx1 - fx0) * 0.045, 16, 46);
  const pw = clamp((fx1 - fx0) * 0.028, 10, 30);
  const roofGeo: RoofGeo = { x0, x1, wallY, fy, fx0, fx1, k };
  let out = roofPanels(cover, geo, roofGeo, glass);
  out += roofFrame(svg, cover.hex, geo, roofGeo, gh, pw);
  return g(out);
}

/** Where a terrace roof sits: wall profile at wallY between x0 and x1, gutter at fy between fx0 and fx1. */
export interface RoofGeo {
  x0: number;
  x1: number;
  wallY: number;
  fy: number;
  fx0: number;
  fx1: number;
  k: number;
}

/** A terrace roof's panels (polycarbonate, or glass) and rafters seen from below, with its shade. */
export function roofPanels(fabric: Fabric, geo: TerraceGeo, roofGeo: RoofGeo, glass: boolean): string {
  const { svg } = fabric;
  const { x0, x1, wallY, fy, fx0, fx1, k } = roofGeo;
  const tones = shades(fabric.hex);
  const [bx0, by] = toward(geo, x0, geo.floorY, k);
  const [bx1] = toward(geo, x1, geo.floorY, k);
  let out = "";
  // Shade on the terrace.
  const [ax0, ay] = toward(geo, x0, geo.floorY, 1);
  const [ax1] = toward(geo, x1, geo.floorY, 1);
  out += poly([ax0, ay, ax1, ay, bx1, by, bx0, by], "#2b2118", `opacity="0.14" filter="${svg.blur(8)}"`);
  // Roof panels between rafters (seen from below).
  const quad = [x0, wallY, x1, wallY, fx1, fy, fx0, fy];
  out += poly(
    quad,
    glass
      ? svg.lin("rglass", [
          [0, "#b8d5e8", 0.75],
          [1, "#e4f0f7", 0.7],
        ])
      : svg.lin("rpoly", [
          [0, "#e9ecea"],
          [1, "#f8f9f7"],
        ]),
  );
  if (!glass) {
    let ribs = "";
    const nr = Math.round((x1 - x0) / 9);
    for (let i = 1; i < nr; i++) {
      const f = i / nr;
      ribs += `M${n(x0 + (x1 - x0) * f)} ${n(wallY)}L${n(fx0 + (fx1 - fx0) * f)} ${n(fy)}`;
    }
    out += path(ribs, "none", 'stroke="#c9cfcc" stroke-width="0.8" opacity="0.8"');
  } else {
    out += poly(
      [
        x0 + (x1 - x0) * 0.2,
        wallY,
        x0 + (x1 - x0) * 0.3,
        wallY,
        fx0 + (fx1 - fx0) * 0.32,
        fy,
        fx0 + (fx1 - fx0) * 0.2,
        fy,
      ],
      "#ffffff",
      'opacity="0.35"',
    );
  }
  // Rafters.
  const nraf = Math.max(3, Math.round((x1 - x0) / 110));
  for (let i = 0; i <= nraf; i++) {
    const f = i / nraf;
    const wx = x0 + (x1 - x0) * f;
    const fx = fx0 + (fx1 - fx0) * f;
    const rw = 5;
    out += poly([wx - rw, wallY, wx + rw, wallY, fx + rw * k * 1.6, fy, fx - rw * k * 1.6, fy], fabric.hex);
    out += poly(
      [wx - rw, wallY, wx - rw * 0.2, wallY, fx - rw * 0.2 * k, fy, fx - rw * k * 1.6, fy],
      tones.light1,
      'opacity="0.8"',
    );
  }
  return out;
}

/** A terrace roof's wall profile, posts (width pw) and gutter (height gh) in colour col. */
export function roofFrame(
  svg: Svg,
  col: string,
  geo: TerraceGeo,
  roofGeo: RoofGeo,
  gh: number,
  pw: number,
): string {
  const { x0, x1, wallY, fy, fx0, fx1, k } = roofGeo;
  const tones = shades(col);
  const [, by] = toward(geo, x0, geo.floorY, k);
  // Wall profile.
  let out = rect(x0 - 8, wallY - 14, x1 - x0 + 16, 16, railFill(svg, col, "wprof"));
  // Posts and gutter.
  const post = roundShading(svg, "post", tones, tones.light2, 0.35);
  const posts = fx1 - fx0 > 700 ? 3 : 2;
  for (let i = 0; i < posts; i++) {
    const f = i / (posts - 1);
    const px = fx0 + 10 + (fx1 - fx0 - 20 - pw) * f;
    out += rect(px + pw * 0.5, by - 6, pw * 2.4, 10, "#000000", `opacity="0.25" filter="${svg.blur(5)}"`);
    out += rect(px, fy + gh - 2, pw, by - fy - gh + 2, post);
    out += rect(px - 3, by - 8, pw + 6, 8, tones.dark1);
  }
  out += rect(fx0 - 12, fy + gh - 2, fx1 - fx0 + 24, 8, "#000000", `opacity="0.25" filter="${svg.blur(3)}"`);
  out += rect(fx0 - 16, fy, fx1 - fx0 + 32, gh, railFill(svg, col, "gut"));
  out += rect(fx0 - 16, fy + gh * 0.2, fx1 - fx0 + 32, 2, tones.light2, 'opacity="0.7"');
  return out;
}

// ---------------------------------------------------------------- oblique 3/4 views

/** Oblique projection: Z out from the wall -> right, Y up, X along the wall -> up-right (receding). */
export function oblique(ox: number, oy: number, scale: number) {
  return (X: number, Y: number, Z: number): [number, number] => [
    ox + (Z + X * 0.55) * scale,
    oy - (Y + X * 0.32) * scale,
  ];
}

export function quadPts(
  project: (X: number, Y: number, Z: number) => [number, number],
  list: [number, number, number][],
): number[] {
  const outp: number[] = [];
  for (const [X, Y, Z] of list) {
    const [x, y] = project(X, Y, Z);
    outp.push(x, y);
  }
  return outp;
}

/** A garden backdrop: sky, a tree line and lawn, for the oblique terrace views. */
export function gardenBackdrop(svg: Svg, W: number, H: number, horizon: number): string {
  let out = rect(
    0,
    0,
    W,
    H,
    svg.lin("gsky", [
      [0, "#9fcbea"],
      [0.7, "#e3f0f8"],
    ]),
  );
  out += ellipse(W * 0.7, H * 0.12, 70, 16, "#ffffff", 'opacity="0.8"');
  out += ellipse(W * 0.78, H * 0.1, 50, 18, "#ffffff", 'opacity="0.8"');
  out += tree(W * 0.62, horizon + 10, 260, "#7aa872");
  out += tree(W * 0.9, horizon + 14, 220, "#6d9e64");
  out += rect(0, horizon - 30, W, 40, "#6f9d66", 'rx="20"');
  out += rect(
    0,
    horizon,
    W,
    H - horizon,
    svg.lin("lawn", [
      [0, "#8dbb78"],
      [1, "#a9cf8e"],
    ]),
  );
  return out;
}

type Projection = (X: number, Y: number, Z: number) => [number, number];

function face(project: Projection, list: [number, number, number][], fill: string, a = ""): string {
  return poly(quadPts(project, list), fill, a);
}

/** Common oblique terrace: garden, house wall with a door, paving. Returns the projection too. */
function obliqueBase(svg: Svg, W: number, H: number): { out: string; project: Projection } {
  const project = oblique(40, 540, 92);
  let out = gardenBackdrop(svg, W, H, 420);
  // House wall (Z = 0 plane) and its top edge.
  out += face(
    project,
    [
      [-2, 0, 0],
      [7, 0, 0],
      [7, 3.6, 0],
      [-2, 3.6, 0],
    ],
    svg.lin(
      "ow",
      [
        [0, "#efe9df"],
        [1, "#d9d1c4"],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += face(
    project,
    [
      [-2, 3.6, 0],
      [7, 3.6, 0],
      [7, 3.6, -0.4],
      [-2, 3.6, -0.4],
    ],
    "#3a3d40",
  );
  out += face(
    project,
    [
      [1.2, 0, 0],
      [3.6, 0, 0],
      [3.6, 2.3, 0],
      [1.2, 2.3, 0],
    ],
    "#3b4046",
  );
  out += face(
    project,
    [
      [1.3, 0.05, 0],
      [3.5, 0.05, 0],
      [3.5, 2.2, 0],
      [1.3, 2.2, 0],
    ],
    svg.lin("odg", [
      [0, "#9ab9cc"],
      [1, "#4c6373"],
    ]),
  );
  out += face(
    project,
    [
      [2.38, 0.05, 0],
      [2.42, 0.05, 0],
      [2.42, 2.2, 0],
      [2.38, 2.2, 0],
    ],
    "#3b4046",
  );
  // Paving.
  const pave: [number, number, number][] = [
    [-2, 0, 0],
    [7, 0, 0],
    [7, 0, 4.6],
    [-2, 0, 4.6],
  ];
  out += face(project, pave, "#d4cdc1");
  let d = "";
  for (let z = 0.6; z < 4.6; z += 0.6) {
    const [x1, y1] = project(-2, 0, z);
    const [x2, y2] = project(7, 0, z);
    d += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  for (let x = -1.4; x < 7; x += 0.6) {
    const [x1, y1] = project(x, 0, 0);
    const [x2, y2] = project(x, 0, 4.6);
    d += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  out += path(d, "none", 'stroke="#b5ad9f" stroke-width="1.2" opacity="0.8"');
  return { out, project };
}

/** A folding-arm awning, fully extended, seen from the side at an angle. */
export function awningOblique(cover: Cover, W: number, H: number): string {
  const { svg } = cover;
  const tones = shades(cover.hex);
  const hardwareHex = awningFrame(cover.hex);
  const { out: base, project } = obliqueBase(svg, W, H);
  let out = base;
  const L = 3.3;
  const X0 = -0.2;
  const X1 = 5.2;
  const yW = 2.75;
  const yF = 2.15;
  // Shadow on the paving, cast a little forward.
  out += face(
    project,
    [
      [X0, 0, 0.3],
      [X1, 0, 0.3],
      [X1, 0, L + 0.6],
      [X0, 0, L + 0.6],
    ],
    "#3a2e22",
    `opacity="0.22" filter="${svg.blur(8)}"`,
  );
  out += bistroSet(svg, project(2.6, 0, 2)[0], project(2.6, 0, 2)[1], 130);
  // Far arm (partly hidden), fabric, near arm.
  const arm = (X: number) => {
    const a = project(X, yW - 0.25, 0.05);
    const e = project(X + 0.9, yW - 0.45, L * 0.45);
    const f = project(X, yF - 0.06, L);
    return (
      path(
        `M${n(a[0])} ${n(a[1])}L${n(e[0])} ${n(e[1])}L${n(f[0])} ${n(f[1])}`,
        "none",
        `stroke="${hardwareHex}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
      ) + circle(e[0], e[1], 5.5, darken(hardwareHex, 0.2))
    );
  };
  out += arm(X1 - 0.5);
  const fab: [number, number, number][] = [
    [X0, yW, 0.15],
    [X1, yW, 0.15],
    [X1, yF, L],
    [X0, yF, L],
  ];
  out += face(project, fab, cover.hex);
  const texturePaint = textureFill(svg, cover.hex, cover.texture);
  if (texturePaint) out += face(project, fab, texturePaint);
  out += face(
    project,
    fab,
    svg.lin(
      "oaf",
      [
        [0, tones.dark1, 0.4],
        [0.5, tones.light1, 0.25],
        [1, tones.base, 0],
      ],
      0,
      1,
      1,
      0,
    ),
  );
  let seams = "";
  for (let i = 1; i < 5; i++) {
    const X = X0 + ((X1 - X0) * i) / 5;
    const a = project(X, yW, 0.15);
    const b = project(X, yF, L);
    seams += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  out += path(seams, "none", `stroke="${tones.dark2}" stroke-width="1.2" opacity="0.45"`);
  out += arm(X0 + 0.5);
  // Cassette on the wall.
  out += face(
    project,
    [
      [X0 - 0.1, yW - 0.1, 0],
      [X1 + 0.1, yW - 0.1, 0],
      [X1 + 0.1, yW + 0.14, 0.28],
      [X0 - 0.1, yW + 0.14, 0.28],
    ],
    railFill(svg, hardwareHex, "oac"),
  );
  out += face(
    project,
    [
      [X0 - 0.1, yW - 0.1, 0],
      [X0 - 0.1, yW + 0.14, 0.28],
      [X0 - 0.1, yW + 0.14, 0],
      [X0 - 0.1, yW + 0.05, 0],
    ],
    darken(hardwareHex, 0.2),
  );
  // Front bar and valance.
  out += face(
    project,
    [
      [X0, yF, L],
      [X1, yF, L],
      [X1, yF - 0.1, L + 0.04],
      [X0, yF - 0.1, L + 0.04],
    ],
    darken(hardwareHex, 0.1),
  );
  const val: [number, number, number][] = [
    [X0, yF - 0.08, L + 0.05],
    [X1, yF - 0.08, L + 0.05],
    [X1, yF - 0.34, L + 0.05],
    [X0, yF - 0.34, L + 0.05],
  ];
  out += face(project, val, cover.hex);
  if (texturePaint) out += face(project, val, texturePaint);
  out += face(project, val, tones.dark1, 'opacity="0.25"');
  return g(out);
}

/** A terrace roof seen from the side at an angle. */
export function roofOblique(cover: Cover, W: number, H: number, glass: boolean): string {
  const { svg } = cover;
  const tones = shades(cover.hex);
  const { out: base, project } = obliqueBase(svg, W, H);
  let out = base;
  const L = 3.6;
  const X0 = -0.3;
  const X1 = 5.3;
  const yW = 2.95;
  const yG = 2.45;
  out += face(
    project,
    [
      [X0, 0, 0],
      [X1, 0, 0],
      [X1, 0, L + 0.3],
      [X0, 0, L + 0.3],
    ],
    "#3a2e22",
    `opacity="0.16" filter="${svg.blur(8)}"`,
  );
  const [lx, ly] = project(2.2, 0, 1.7);
  out += loungeSofa(svg, lx - 130, ly, 260);
  const postF = roundShading(svg, "opost", tones, tones.light2, 0.4);
  const post = (X: number) =>
    face(
      project,
      [
        [X - 0.06, 0, L],
        [X + 0.06, 0, L],
        [X + 0.06, yG, L],
        [X - 0.06, yG, L],
      ],
      postF,
    ) +
    face(
      project,
      [
        [X + 0.06, 0, L],
        [X + 0.06, 0, L - 0.12],
        [X + 0.06, yG, L - 0.12],
        [X + 0.06, yG, L],
      ],
      tones.dark2,
    );
  out += post(X1 - 0.1);
  // Roof surface with rafters.
  const roofQ: [number, number, number][] = [
    [X0, yW, 0],
    [X1, yW, 0],
    [X1, yG + 0.2, L],
    [X0, yG + 0.2, L],
  ];
  out += face(
    project,
    roofQ,
    glass
      ? svg.lin(
          "orgl",
          [
            [0, "#cfe5f3", 0.55],
            [1, "#ffffff", 0.45],
          ],
          0,
          1,
          1,
          0,
        )
      : svg.lin(
          "orpo",
          [
            [0, "#f4f6f5", 0.92],
            [1, "#e2e8e5", 0.92],
          ],
          0,
          1,
          1,
          0,
        ),
  );
  if (!glass) {
    let ribs = "";
    for (let X = X0 + 0.12; X < X1; X += 0.12) {
      const a = project(X, yW, 0);
      const b = project(X, yG + 0.2, L);
      ribs += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
    }
    out += path(ribs, "none", 'stroke="#c4ccc8" stroke-width="0.8"');
  }
  for (let i = 0; i <= 4; i++) {
    const X = X0 + ((X1 - X0) * i) / 4;
    out += face(
      project,
      [
        [X - 0.05, yW + 0.02, 0],
        [X + 0.05, yW + 0.02, 0],
        [X + 0.05, yG + 0.22, L],
        [X - 0.05, yG + 0.22, L],
      ],
      i % 4 === 0 ? tones.dark1 : tones.base,
    );
    out += face(
      project,
      [
        [X - 0.05, yW + 0.02, 0],
        [X - 0.05, yG + 0.22, L],
        [X - 0.05, yG + 0.08, L],
        [X - 0.05, yW - 0.12, 0],
      ],
      tones.dark2,
    );
  }
  // Wall profile and gutter.
  out += face(
    project,
    [
      [X0 - 0.1, yW - 0.1, 0],
      [X1 + 0.1, yW - 0.1, 0],
      [X1 + 0.1, yW + 0.1, 0.12],
      [X0 - 0.1, yW + 0.1, 0.12],
    ],
    railFill(svg, cover.hex, "owp"),
  );
  out += face(
    project,
    [
      [X0 - 0.1, yG, L],
      [X1 + 0.1, yG, L],
      [X1 + 0.1, yG + 0.3, L],
      [X0 - 0.1, yG + 0.3, L],
    ],
    railFill(svg, cover.hex, "ogt"),
  );
  out += face(
    project,
    [
      [X0 - 0.1, yG + 0.3, L],
      [X1 + 0.1, yG + 0.3, L],
      [X1 + 0.1, yG + 0.3, L - 0.18],
      [X0 - 0.1, yG + 0.3, L - 0.18],
    ],
    tones.light1,
  );
  out += face(
    project,
    [
      [X0 - 0.1, yG, L],
      [X0 - 0.1, yG + 0.3, L],
      [X0 - 0.1, yG + 0.3, L - 0.18],
      [X0 - 0.1, yG, L - 0.18],
    ],
    tones.dark2,
  );
  out += post(X0 + 0.1);
  return g(out);
}
