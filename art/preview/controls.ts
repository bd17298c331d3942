// Control parts (chain, cord, wand, crank, spring pull, motor) drawn at an anchor on one side.

import { darken, lighten, luma } from "../draw/color.ts";
import { chain } from "../draw/coverings.ts";
import { circle, ellipse, g, line, n, path, rect, rrect, type Svg } from "../draw/svg.ts";
import { clamp, type Operation, type PreviewContext } from "./context.ts";

export interface Anchor {
  /** x at the product's edge on the control side (the control hangs here). */
  x: number;
  /** Where the control leaves the system. */
  y: number;
  /** Where a hanging control ends. */
  end: number;
  /** The bottom rail: x and y of a spring pull on the control side. */
  railX: number;
  railY: number;
  /** Overall size factor (1 = a 360 px wide window). */
  k: number;
}

export function chainColour(frame: string): string {
  return luma(frame) < 0.45 ? "#6a7076" : "#b5b3ad";
}

/** A cord pair with acorn weights. */
export function cords(x: number, y: number, end: number, col: string, scale = 1): string {
  let out = line(x - 2 * scale, y, x - 2 * scale, end, col, 1.8 * scale);
  out += line(x + 2 * scale, y, x + 2 * scale, end - 12 * scale, col, 1.8 * scale);
  out += ellipse(x - 2 * scale, end + 5 * scale, 3.2 * scale, 6.5 * scale, darken(col, 0.1));
  out += ellipse(x + 2 * scale, end - 7 * scale, 3.2 * scale, 6.5 * scale, darken(col, 0.1));
  out += ellipse(x - 3 * scale, end + 3 * scale, 1 * scale, 3 * scale, "#ffffff", 'opacity="0.35"');
  return out;
}

/** A tilt or pull wand with a grip at its foot. */
export function wand(x: number, y: number, end: number, col: string, scale = 1): string {
  let out = line(x, y, x, end, col, 4.2 * scale, 'stroke-linecap="round"');
  out += line(x - 0.8 * scale, y, x - 0.8 * scale, end, "#ffffff", 1 * scale, 'opacity="0.45"');
  out += rrect(x - 3.2 * scale, end - 2 * scale, 6.4 * scale, 20 * scale, 3 * scale, darken(col, 0.18));
  out += rect(x - 2 * scale, end + 1 * scale, 1.2 * scale, 14 * scale, "#ffffff", 'opacity="0.3"');
  return out;
}

/** A crank rod (slinger) with its bent handle. */
export function crank(x: number, y: number, end: number, col: string, scale = 1, dir = 1): string {
  let out = line(x, y, x, end, col, 3 * scale, 'stroke-linecap="round"');
  out += circle(x, y + 2 * scale, 3.4 * scale, darken(col, 0.25));
  const hx = x + dir * 16 * scale;
  out += path(
    `M${n(x)} ${n(end)}L${n(hx)} ${n(end + 6 * scale)}L${n(hx)} ${n(end + 20 * scale)}`,
    "none",
    `stroke="${col}" stroke-width="${n(3 * scale)}" stroke-linejoin="round" stroke-linecap="round"`,
  );
  out += rrect(hx - 3.5 * scale, end + 16 * scale, 7 * scale, 16 * scale, 3 * scale, "#2f3337");
  return out;
}

/** A spring pull: a short cord from the bottom rail with a round grip. */
export function springPull(x: number, y: number, col: string, scale = 1): string {
  let out = line(x, y, x, y + 26 * scale, "#d8d6d0", 1.4 * scale);
  out += ellipse(x, y + 31 * scale, 5 * scale, 6 * scale, darken(col, 0.15));
  out += ellipse(x - 1.4 * scale, y + 29 * scale, 1.6 * scale, 2.4 * scale, "#ffffff", 'opacity="0.4"');
  return out;
}

/** A small tubular motor head at the end of a system, with a cable. */
export function motorHead(svg: Svg, x: number, y: number, h: number, dir: number, scale = 1): string {
  const w = h * 0.8;
  const x0 = dir > 0 ? x : x - w;
  let out = rrect(
    x0,
    y,
    w,
    h,
    h * 0.25,
    svg.lin("mot", [
      [0, "#5d6368"],
      [0.4, "#3a3f44"],
      [1, "#1f2326"],
    ]),
  );
  out += circle(x0 + w / 2, y + h / 2, h * 0.16, "#7bd389");
  const cx = x0 + w / 2;
  out += path(
    `M${n(cx)} ${n(y + h)}C${n(cx)} ${n(y + h + 20 * scale)} ${n(cx + dir * 10 * scale)} ${n(y + h + 26 * scale)} ${n(cx + dir * 10 * scale)} ${n(y + h + 44 * scale)}`,
    "none",
    `stroke="#eeeeea" stroke-width="${n(2 * scale)}" stroke-linecap="round"`,
  );
  return out;
}

/** A wall switch with up/down rocker, shapes only. */
export function wallSwitch(svg: Svg, cx: number, cy: number, scale = 1): string {
  const w = 30 * scale;
  let out = rect(cx - w / 2 + 2, cy - w / 2 + 3, w, w, "#000000", `opacity="0.15" filter="${svg.blur(2)}"`);
  out += rrect(
    cx - w / 2,
    cy - w / 2,
    w,
    w,
    3 * scale,
    "#fbfaf7",
    `stroke="#d8d4cc" stroke-width="${n(scale)}"`,
  );
  out += rrect(cx - w * 0.32, cy - w * 0.34, w * 0.64, w * 0.3, 2 * scale, "#f1efea", 'stroke="#d2cec6"');
  out += rrect(cx - w * 0.32, cy + w * 0.04, w * 0.64, w * 0.3, 2 * scale, "#f1efea", 'stroke="#d2cec6"');
  out += path(
    `M${n(cx - 3 * scale)} ${n(cy - w * 0.14)}L${n(cx)} ${n(cy - w * 0.24)}L${n(cx + 3 * scale)} ${n(cy - w * 0.14)}Z`,
    "#8c8a85",
  );
  out += path(
    `M${n(cx - 3 * scale)} ${n(cy + w * 0.14)}L${n(cx)} ${n(cy + w * 0.24)}L${n(cx + 3 * scale)} ${n(cy + w * 0.14)}Z`,
    "#8c8a85",
  );
  return out;
}

/** A remote control in a wall holder. */
export function remoteHolder(svg: Svg, cx: number, cy: number, scale = 1): string {
  const w = 22 * scale;
  const h = 54 * scale;
  let out = rect(cx - w / 2 + 2, cy - h / 2 + 3, w, h, "#000000", `opacity="0.15" filter="${svg.blur(2)}"`);
  out += rrect(
    cx - w / 2,
    cy - h / 2,
    w,
    h,
    5 * scale,
    "#f7f6f2",
    `stroke="#d3cfc7" stroke-width="${n(scale)}"`,
  );
  out += rrect(cx - w * 0.36, cy - h * 0.42, w * 0.72, h * 0.84, 4 * scale, "#2f3337");
  out += circle(cx, cy - h * 0.22, 3 * scale, "#d9d9d6");
  out += circle(cx, cy - h * 0.02, 3 * scale, "#d9d9d6");
  out += circle(cx, cy + h * 0.18, 3 * scale, "#d9d9d6");
  out += circle(cx, cy - h * 0.36, 1.2 * scale, "#7bd389");
  return out;
}

/** The generic indoor control for an anchor: chain, cords, wand, crank, spring, or motor. */
export function indoorControl(
  preview: PreviewContext,
  operation: Operation,
  anchor: Anchor,
  cordCol: string,
): string {
  const dir = preview.side === "links" ? -1 : 1;
  const k = anchor.k;
  switch (operation) {
    case "ketting":
      return g(
        chain(
          anchor.x,
          anchor.y,
          Math.max(anchor.end, anchor.y + 40),
          chainColour(preview.frame),
          clamp(2.8 * k, 2.2, 3.2),
        ),
      );
    case "koord":
      return g(cords(anchor.x, anchor.y, anchor.end, cordCol, k));
    case "stang":
      return g(wand(anchor.x, anchor.y, anchor.end - 20 * k, lighten(preview.frame, 0.1), k));
    case "slinger":
      return g(crank(anchor.x, anchor.y, anchor.end - 30 * k, "#9ea3a8", k, -dir));
    case "veer":
      return g(springPull(anchor.railX, anchor.railY, preview.frame, k));
    case "motor": {
      const [wx, wy] = preview.wallSpot[preview.side];
      return g(
        motorHead(preview.svg, anchor.x, anchor.y - 4 * k, 16 * k, dir, k) +
          wallSwitch(preview.svg, wx, wy, k),
      );
    }
    default:
      return "";
  }
}
