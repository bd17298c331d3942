// The outdoor settings the outdoor products are drawn in: house fronts, exterior windows, paving, greenery
// and terrace furniture.

import { darken, lighten } from "../color.ts";
import { groundShadow } from "../scene.ts";
import { type Box, boxRect, circle, ellipse, g, line, n, path, rect, rrect, type Svg } from "../svg.ts";

const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

export type FacadeStyle = "brick" | "plaster" | "darkbrick" | "wood";

/** A facade surface filling box b. */
export function facade(svg: Svg, box: Box, style: FacadeStyle): string {
  if (style === "plaster") {
    return (
      boxRect(
        box,
        svg.lin("plaster", [
          [0, "#ece8e1"],
          [1, "#f7f4ef"],
        ]),
      ) +
      boxRect(
        box,
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
    return boxRect(box, svg.pattern("cladding", 30, 40, body, box.x, 0));
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
    boxRect(box, svg.pattern(`brick${dark ? "d" : ""}`, bw * 2, bh * 4 + 8, body, box.x, box.y)) +
    boxRect(
      box,
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
export function extWindow(svg: Svg, box: Box, frame = "#3b4046", mullion = true): string {
  const f = clamp(Math.min(box.w, box.h) * 0.05, 6, 16);
  let out = rect(box.x - 6, box.y - 6, box.w + 12, box.h + 10, "#000000", 'opacity="0.25"');
  out += boxRect(box, frame);
  const gl: Box = { x: box.x + f, y: box.y + f, w: box.w - 2 * f, h: box.h - 2 * f };
  out += boxRect(
    gl,
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
  out += rect(box.x - 12, box.y + box.h, box.w + 24, 8, "#c9c6bf");
  out += rect(box.x - 12, box.y + box.h + 8, box.w + 24, 4, "#000000", 'opacity="0.2"');
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
export function shrub(x: number, ground: number, r: number, colour = "#5f9460"): string {
  let out = ellipse(x, ground - 2, r * 1.1, r * 0.16, "#000000", 'opacity="0.18"');
  out += circle(x - r * 0.45, ground - r * 0.6, r * 0.65, darken(colour, 0.12));
  out += circle(x + r * 0.5, ground - r * 0.55, r * 0.6, darken(colour, 0.05));
  out += circle(x, ground - r * 0.85, r * 0.8, colour);
  out += circle(x - r * 0.2, ground - r * 1.1, r * 0.35, lighten(colour, 0.15), 'opacity="0.6"');
  return out;
}

/** A tree (trunk and layered crown). */
export function tree(x: number, ground: number, h: number, colour = "#6d9e64"): string {
  let out = rect(x - h * 0.035, ground - h * 0.5, h * 0.07, h * 0.5, "#76614c");
  out += circle(x - h * 0.16, ground - h * 0.62, h * 0.2, darken(colour, 0.12));
  out += circle(x + h * 0.17, ground - h * 0.6, h * 0.19, darken(colour, 0.06));
  out += circle(x, ground - h * 0.78, h * 0.25, colour);
  out += circle(x - h * 0.06, ground - h * 0.88, h * 0.1, lighten(colour, 0.15), 'opacity="0.6"');
  return out;
}

/** A planter box with grasses. */
export function planter(x: number, ground: number, w: number, h: number, colour = "#3d4247"): string {
  let out = ellipse(x + w / 2, ground, w * 0.6, 5, "#000000", 'opacity="0.2"');
  let d = "";
  for (let i = 0; i < 14; i++) {
    const bx = x + w * 0.08 + (w * 0.84 * i) / 13;
    const lean = ((i * 7) % 5) - 2;
    d += `M${n(bx)} ${n(ground - h)}Q${n(bx + lean * 3)} ${n(ground - h - h * 0.7)} ${n(bx + lean * 7)} ${n(ground - h - h * (0.9 + (i % 3) * 0.2))}`;
  }
  out += path(d, "none", 'stroke="#7aa35f" stroke-width="2.2" stroke-linecap="round"');
  out += rect(x, ground - h, w, h, colour);
  out += rect(x, ground - h, w, 3, lighten(colour, 0.2));
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
export function bistroSet(svg: Svg, x: number, floorY: number, size: number, colour = "#2f3438"): string {
  let out = groundShadow(svg, x, floorY, size * 0.95, 7, 0.28);
  const wood = "#c49a6c";
  // Chairs in profile, facing the table.
  const chair = (cx: number, dir: number) => {
    const sw = size * 0.36;
    const back = cx - (dir * sw) / 2;
    const front = cx + (dir * sw) / 2;
    const seatY = floorY - size * 0.46;
    let o = line(back, floorY, back, floorY - size * 1.02, colour, 4, 'stroke-linecap="round"');
    o += line(front, floorY, front, seatY, colour, 4, 'stroke-linecap="round"');
    o += rrect(Math.min(back, front) - 3, seatY - 6, sw + 6, 9, 3, wood);
    o += rrect(back - (dir > 0 ? 4 : 8), floorY - size * 0.98, 12, size * 0.3, 4, wood);
    return o;
  };
  out += chair(x - size * 0.62, -1);
  out += chair(x + size * 0.62, 1);
  out += rect(x - 3, floorY - size * 0.6, 6, size * 0.6, colour);
  out += ellipse(x, floorY - 2, size * 0.18, size * 0.035, colour);
  out += ellipse(x, floorY - size * 0.6, size * 0.36, size * 0.06, darken(wood, 0.15));
  out += ellipse(x, floorY - size * 0.62, size * 0.36, size * 0.055, wood);
  out += rrect(x - size * 0.06, floorY - size * 0.78, size * 0.12, size * 0.15, 3, "#f3f1ec");
  out += circle(x, floorY - size * 0.8, size * 0.05, "#e07a5f");
  out += circle(x - size * 0.03, floorY - size * 0.83, size * 0.03, "#e9c46a");
  return g(out);
}
