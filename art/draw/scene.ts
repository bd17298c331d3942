// Interior building blocks: the view through the glass, windows, walls and floors.

import { darken, lighten, mix } from "./color.ts";
import { type Box, boxRect, circle, ellipse, g, n, path, rect, type Svg } from "./svg.ts";

/** Sky, a tree line and a garden, clipped to the glass box. variant shifts the scenery a little. */
export function outdoorView(svg: Svg, box: Box, variant = 0, name = "ov"): string {
  const clip = svg.clip(name, boxRect(box, "#000"));
  const sky = svg.lin("sky", [
    [0, "#9ccbec"],
    [0.55, "#cfe5f5"],
    [1, "#eef6fb"],
  ]);
  const { x, y, w, h } = box;
  const hy = y + h * (0.56 + 0.05 * (variant % 2));
  let hills = `M${n(x)} ${n(y + h)}L${n(x)} ${n(hy)}`;
  const steps = Math.max(3, Math.round(w / 46));
  for (let i = 0; i < steps; i++) {
    const x0 = x + (w * i) / steps;
    const x1 = x + (w * (i + 1)) / steps;
    const up = h * (0.05 + 0.06 * (((i * 7 + variant * 3) % 5) / 4));
    hills += `Q${n((x0 + x1) / 2)} ${n(hy - up * 2)} ${n(x1)} ${n(hy)}`;
  }
  hills += `L${n(x + w)} ${n(y + h)}Z`;
  const ly = y + h * 0.8;
  const tx = x + w * (variant % 2 ? 0.72 : 0.26);
  const tr = Math.min(w, h) * 0.13;
  let body = rect(x, y, w, h, sky);
  body += ellipse(x + w * 0.3, y + h * 0.18, w * 0.12, h * 0.035, "#ffffff", 'opacity="0.75"');
  body += ellipse(x + w * 0.38, y + h * 0.16, w * 0.08, h * 0.04, "#ffffff", 'opacity="0.75"');
  body += ellipse(x + w * 0.78, y + h * 0.3, w * 0.1, h * 0.025, "#ffffff", 'opacity="0.6"');
  body += path(hills, "#a9cba3");
  body += rect(tx - tr * 0.08, ly - tr * 1.6, tr * 0.16, tr * 1.7, "#7d6a55");
  body += circle(tx, ly - tr * 1.9, tr, "#79ac78");
  body += circle(tx - tr * 0.5, ly - tr * 1.5, tr * 0.7, "#6a9f6b");
  body += circle(tx + tr * 0.55, ly - tr * 1.45, tr * 0.65, "#86b884");
  body += path(
    `M${n(x)} ${n(ly)}Q${n(x + w * 0.25)} ${n(ly - h * 0.05)} ${n(x + w * 0.5)} ${n(ly - h * 0.02)}T${n(x + w)} ${n(ly - h * 0.03)}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`,
    "#93c185",
  );
  body += rect(x, y + h * 0.9, w, h * 0.1, "#a6cd93");
  return g(body, `clip-path="${clip}"`);
}

export interface WindowOpts {
  /** Frame colour. */
  frame?: string;
  /** Wall colour, for the reveal around the frame. */
  wall?: string;
  /** Vertical mullion between two panes. */
  mullion?: boolean;
  /** Draw a window sill. */
  sill?: boolean;
  variant?: number;
  name?: string;
  /** Reaches the floor (a garden door); no sill. */
  door?: boolean;
}

/** A white window in a wall: reveal, frame, glass with a view, a sill. b is the outer frame. */
export function windowUnit(svg: Svg, box: Box, options: WindowOpts = {}): string {
  const frame = options.frame ?? "#fbfaf7";
  const wall = options.wall ?? "#efe9e0";
  const name = options.name ?? "w";
  const f = Math.max(10, Math.min(box.w, box.h) * 0.045);
  const rv = f * 0.9;
  let out = "";
  // Reveal (dagkant) with the shadow from the top.
  out += rect(
    box.x - rv,
    box.y - rv,
    box.w + 2 * rv,
    box.h + rv * (options.door ? 1 : 2),
    darken(wall, 0.08),
  );
  out += rect(
    box.x - rv,
    box.y - rv,
    box.w + 2 * rv,
    rv * 2.2,
    svg.lin("revs", [
      [0, "#000000", 0.16],
      [1, "#000000", 0],
    ]),
  );
  out += boxRect(
    box,
    svg.lin("frm", [
      [0, lighten(frame, 0.4)],
      [1, darken(frame, 0.06)],
    ]),
  );
  const glass: Box = { x: box.x + f, y: box.y + f, w: box.w - 2 * f, h: box.h - 2 * f };
  out += outdoorView(svg, glass, options.variant ?? 0, `${name}v`);
  // Glass reflections.
  out += path(
    `M${n(glass.x + glass.w * 0.08)} ${n(glass.y + glass.h)}L${n(glass.x + glass.w * 0.38)} ${n(glass.y)}L${n(glass.x + glass.w * 0.5)} ${n(glass.y)}L${n(glass.x + glass.w * 0.2)} ${n(glass.y + glass.h)}Z`,
    "#ffffff",
    'opacity="0.13"',
  );
  // Sash profiles: inner shadow lines.
  const sash = (bx: Box) =>
    boxRect(bx, "none", `stroke="${darken(frame, 0.18)}" stroke-width="2" opacity="0.7"`);
  if (options.mullion) {
    const mw = f * 0.9;
    const mx = glass.x + glass.w / 2 - mw / 2;
    out += rect(mx, glass.y, mw, glass.h, frame);
    out += rect(mx + mw - 1.5, glass.y, 1.5, glass.h, darken(frame, 0.12));
    out += sash({ x: glass.x, y: glass.y, w: mx - glass.x, h: glass.h });
    out += sash({ x: mx + mw, y: glass.y, w: glass.x + glass.w - mx - mw, h: glass.h });
  } else {
    out += sash(glass);
  }
  if (options.door) {
    const hy = glass.y + glass.h * 0.55;
    out += rect(glass.x + glass.w - f * 1.6, hy, f * 0.6, f * 2.6, "#b7b7b2", 'rx="2"');
  }
  if (options.sill !== false && !options.door) {
    const sy = box.y + box.h;
    out += rect(
      box.x - rv - 14,
      sy + 10,
      box.w + 2 * rv + 28,
      10,
      "#000000",
      `opacity="0.12" filter="${svg.blur(4)}"`,
    );
    out += rect(
      box.x - rv - 14,
      sy,
      box.w + 2 * rv + 28,
      11,
      svg.lin("sill", [
        [0, "#ffffff"],
        [1, "#dcd8d1"],
      ]),
      'rx="2"',
    );
  }
  return out;
}

export interface RoomOpts {
  wall: string;
  floorY: number;
  w: number;
  h: number;
  floor?: "oak" | "grey" | "tile" | "walnut";
  /** Centre of the window light spill. */
  light?: [number, number];
}

const FLOORS = { oak: "#d8b98f", grey: "#bdb8b0", tile: "#d9d4cb", walnut: "#a7774f" };

/** Wall with a soft light spill, skirting board and a floor in perspective. */
export function room(svg: Svg, options: RoomOpts): string {
  const { w, h, floorY } = options;
  const floor = FLOORS[options.floor ?? "oak"];
  const [lx, ly] = options.light ?? [w / 2, floorY * 0.45];
  let out = rect(
    0,
    0,
    w,
    floorY,
    svg.lin("wall", [
      [0, darken(options.wall, 0.05)],
      [1, lighten(options.wall, 0.1)],
    ]),
  );
  out += ellipse(
    lx,
    ly,
    w * 0.5,
    floorY * 0.6,
    svg.rad("spill", [
      [0, "#ffffff", 0.45],
      [1, "#ffffff", 0],
    ]),
  );
  // Floor in one-point perspective.
  const vx = w / 2;
  const vy = floorY - (h - floorY) * 2.2;
  out += rect(
    0,
    floorY,
    w,
    h - floorY,
    svg.lin("floor", [
      [0, darken(floor, 0.1)],
      [1, lighten(floor, 0.08)],
    ]),
  );
  if (options.floor === "tile") {
    let d = "";
    for (let i = -8; i <= 8; i++) {
      const bx = vx + i * (w / 6);
      const t = (floorY - vy) / (h - vy);
      d += `M${n(vx + (bx - vx) * t)} ${n(floorY)}L${n(bx)} ${n(h)}`;
    }
    for (const t of [0.12, 0.3, 0.56, 0.9]) d += `M0 ${n(floorY + (h - floorY) * t)}H${w}`;
    out += path(d, "none", `stroke="${darken(floor, 0.18)}" stroke-width="1.2" opacity="0.6"`);
  } else {
    let d = "";
    const plank = w / 9;
    for (let i = -10; i <= 10; i++) {
      const bx = vx + i * plank;
      const t = (floorY - vy) / (h - vy);
      d += `M${n(vx + (bx - vx) * t)} ${n(floorY)}L${n(bx)} ${n(h)}`;
    }
    out += path(d, "none", `stroke="${darken(floor, 0.22)}" stroke-width="1.1" opacity="0.55"`);
  }
  // Window light on the floor.
  out += path(
    `M${n(lx - w * 0.16)} ${n(floorY + 4)}L${n(lx + w * 0.16)} ${n(floorY + 4)}L${n(lx + w * 0.3)} ${n(h)}L${n(lx - w * 0.08)} ${n(h)}Z`,
    "#fff8e8",
    `opacity="0.22" filter="${svg.blur(8)}"`,
  );
  // Skirting board with its shadow.
  out += rect(0, floorY - 12, w, 12, mix(options.wall, "#ffffff", 0.6));
  out += rect(0, floorY - 1, w, 3, "#000000", 'opacity="0.08"');
  return out;
}

/** A soft ground shadow under furniture. */
export function groundShadow(svg: Svg, cx: number, cy: number, rx: number, ry: number, o = 0.22): string {
  return ellipse(cx, cy, rx, ry, "#2a2218", `opacity="${o}" filter="${svg.blur(Math.max(3, ry * 0.6))}"`);
}
