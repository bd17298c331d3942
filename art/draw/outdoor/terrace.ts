// The terrace products seen from the front in perspective: the folding-arm awning and the terrace roof,
// with their parts and the frame colour of an awning.

import { darken, lighten, luma, shades } from "../color.ts";
import { type Cover, type Fabric, railFill } from "../coverings.ts";
import { roundShading } from "../shading.ts";
import { circle, g, n, path, poly, rect, rrect, type Svg } from "../svg.ts";
import { textureFill } from "../texture.ts";

const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

/** Frame colour for awnings: white with dark cloth, anthracite with light cloth, so the arms show. */
export function awningFrame(hex: string): string {
  return luma(hex) < 0.5 ? "#e6e5e1" : "#3b4046";
}

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
function toward(geo: TerraceGeo, x: number, y: number, scale: number): [number, number] {
  return [geo.vx + (x - geo.vx) * scale, geo.vy + (y - geo.vy) * scale];
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
  scale: number,
): string {
  const { svg } = cover;
  const hardwareHex = awningFrame(cover.hex);
  const fy0 = frontY;
  const fx0 = geo.vx + (x0 - geo.vx) * scale;
  const fx1 = geo.vx + (x1 - geo.vx) * scale;
  const cas = clamp((x1 - x0) * 0.04, 12, 28);
  const vh = clamp((fx1 - fx0) * 0.05, 16, 44);
  const awningGeo: AwningGeo = { x0, x1, mountY, cas, fx0, fx1, fy0, vh, scale };
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
  scale: number;
}

/** An awning's cloth seen from below with its seams and its shadow on the terrace; also its texture. */
export function awningCloth(fabric: Fabric, geo: TerraceGeo, awningGeo: AwningGeo): [string, string | null] {
  const { svg } = fabric;
  const { x0, x1, mountY, cas, fx0, fx1, fy0, scale } = awningGeo;
  const tones = shades(fabric.hex);
  let out = "";
  // Shadow on the terrace floor.
  const [sx0, sy0] = toward(geo, x0 - 10, geo.floorY, 1);
  const [sx1] = toward(geo, x1 + 10, geo.floorY, 1);
  const [tx0, ty0] = toward(geo, x0 - 30, geo.floorY, scale + 0.05);
  const [tx1] = toward(geo, x1 + 50, geo.floorY, scale + 0.05);
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
  const { x0, x1, mountY, cas, fx0, fx1, fy0, scale } = awningGeo;
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
  return arm(x0 + inset, fx0 + inset * scale, 1) + arm(x1 - inset, fx1 - inset * scale, -1);
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
  scale: number,
  glass = false,
): string {
  const { svg } = cover;
  const fy = frontY;
  const fx0 = geo.vx + (x0 - geo.vx) * scale;
  const fx1 = geo.vx + (x1 - geo.vx) * scale;
  const gh = clamp((fx1 - fx0) * 0.045, 16, 46);
  const pw = clamp((fx1 - fx0) * 0.028, 10, 30);
  const roofGeo: RoofGeo = { x0, x1, wallY, fy, fx0, fx1, scale };
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
  scale: number;
}

/** A terrace roof's panels (polycarbonate, or glass) and rafters seen from below, with its shade. */
export function roofPanels(fabric: Fabric, geo: TerraceGeo, roofGeo: RoofGeo, glass: boolean): string {
  const { svg } = fabric;
  const { x0, x1, wallY, fy, fx0, fx1, scale } = roofGeo;
  const tones = shades(fabric.hex);
  const [bx0, by] = toward(geo, x0, geo.floorY, scale);
  const [bx1] = toward(geo, x1, geo.floorY, scale);
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
    out += poly(
      [wx - rw, wallY, wx + rw, wallY, fx + rw * scale * 1.6, fy, fx - rw * scale * 1.6, fy],
      fabric.hex,
    );
    out += poly(
      [wx - rw, wallY, wx - rw * 0.2, wallY, fx - rw * 0.2 * scale, fy, fx - rw * scale * 1.6, fy],
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
  const { x0, x1, wallY, fy, fx0, fx1, scale } = roofGeo;
  const tones = shades(col);
  const [, by] = toward(geo, x0, geo.floorY, scale);
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
