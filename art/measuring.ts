// The measuring guide's drawings: a window in a wall with the product hung in the recess, over it, or on the
// façade, and where to measure (green arrows the width, ochre arrows the height, grey the overlap). Pure: guide
// and mounting in, SVG out; no text, the page's caption says what the colours mean.
import type { MeasureGuide, Mounting } from "../domain/measuring.ts";
import { type Box, circle, g, line, path, poly, rect, rrect } from "./draw/svg.ts";

const W = 480;
const H = 360;

export const measureColours = {
  width: "#1f5f4a",
  height: "#b86e0b",
  overlap: "#5f6b66",
} as const;

const WALL = "#efe8dc";
const WALL_LINE = "#ded5c6";
const REVEAL = "#d6cbb9";
const FRAME = "#ffffff";
const FRAME_LINE = "#b9b1a3";
const GLASS = "#d3e6ee";
const SILL = "#c4b8a5";
const CLOTH = "#9bb8aa";
const CLOTH_DARK = "#6f9483";
const METAL = "#7d8580";

/** The window opening in the wall (the recess, 'de dag'). */
const OPENING: Box = { x: 150, y: 84, w: 180, h: 206 };

/** An arrow from (x1, y1) to (x2, y2) with a head at both ends, on a white halo so it reads over the product. */
function arrow(x1: number, y1: number, x2: number, y2: number, colour: string, dashed = false): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const head = (x: number, y: number, dir: number) => {
    const bx = x - dir * ux * 9;
    const by = y - dir * uy * 9;
    return poly([x, y, bx - uy * 4.5, by + ux * 4.5, bx + uy * 4.5, by - ux * 4.5], colour);
  };
  const dash = dashed ? ' stroke-dasharray="5 4"' : "";
  return g(
    [
      line(x1, y1, x2, y2, "#ffffff", 6, 'stroke-linecap="round" opacity="0.85"'),
      line(x1, y1, x2, y2, colour, 2.5, `stroke-linecap="round"${dash}`),
      head(x1, y1, -1),
      head(x2, y2, 1),
    ].join(""),
  );
}

/** The wall with its brick joints, the window in its recess and the sill under it. */
function wallAndWindow(): string {
  const o = OPENING;
  const joints: string[] = [];
  for (let y = 24; y < H; y += 36) joints.push(line(0, y, W, y, WALL_LINE, 1));
  const frame: Box = { x: o.x + 12, y: o.y + 12, w: o.w - 24, h: o.h - 12 };
  return [
    rect(0, 0, W, H, WALL),
    ...joints,
    // The recess: its top and left side in shade, so it reads as depth.
    rect(o.x, o.y, o.w, o.h, REVEAL),
    poly([o.x, o.y, o.x + o.w, o.y, o.x + o.w - 12, o.y + 12, o.x + 12, o.y + 12], "#c9bda9"),
    poly([o.x, o.y, o.x + 12, o.y + 12, o.x + 12, o.y + o.h, o.x, o.y + o.h], "#cfc3b0"),
    // The frame (kozijn) with two panes.
    rect(frame.x, frame.y, frame.w, frame.h, FRAME, `stroke="${FRAME_LINE}" stroke-width="1.5"`),
    rect(frame.x + 8, frame.y + 8, frame.w / 2 - 12, frame.h - 16, GLASS),
    rect(frame.x + frame.w / 2 + 4, frame.y + 8, frame.w / 2 - 12, frame.h - 16, GLASS),
    path(
      `M${frame.x + 16} ${frame.y + 40}l30 -24M${frame.x + 16} ${frame.y + 62}l46 -38`,
      "none",
      'stroke="#ffffff" stroke-width="3" opacity="0.7"',
    ),
    // The sill (vensterbank).
    rect(o.x - 16, o.y + o.h, o.w + 32, 10, SILL),
  ].join("");
}

/** The product in a box, drawn as its kind looks from the front, half lowered where it can be. */
function covering(guide: MeasureGuide, c: Box): string {
  const top = 10;
  const body: Box = { x: c.x, y: c.y + top, w: c.w, h: c.h - top };
  const headRail = rrect(c.x - 2, c.y, c.w + 4, top + 2, 2, METAL);
  const lines = (every: number, colour: string, from = body.y, to = body.y + body.h) => {
    const out: string[] = [];
    for (let y = from + every; y < to - 2; y += every)
      out.push(line(body.x, y, body.x + body.w, y, colour, 1.2));
    return out.join("");
  };
  switch (guide.id) {
    case "plisse": {
      let d = "";
      for (let y = body.y + 6; y < body.y + body.h - 4; y += 8)
        d += `M${body.x} ${y}L${body.x + body.w} ${y + 3}`;
      return [
        rect(body.x, body.y, body.w, body.h, "#d9d2c3"),
        path(d, "none", `stroke="#b5ab98" stroke-width="1.2"`),
        headRail,
        rect(c.x - 2, body.y + body.h - 4, c.w + 4, 6, METAL),
      ].join("");
    }
    case "jaloezie": {
      const slats: string[] = [];
      for (let y = body.y + 2; y < body.y + body.h - 6; y += 9)
        slats.push(rrect(body.x, y, body.w, 6, 2, "#c9a577"));
      return [
        ...slats,
        line(body.x + body.w * 0.25, body.y, body.x + body.w * 0.25, body.y + body.h, "#8a6a45", 1),
        line(body.x + body.w * 0.75, body.y, body.x + body.w * 0.75, body.y + body.h, "#8a6a45", 1),
        headRail,
      ].join("");
    }
    case "vouwgordijn": {
      const folds: string[] = [rect(body.x, body.y, body.w, body.h - 36, "#cdbfa6")];
      for (let i = 0; i < 3; i++) {
        const y = body.y + body.h - 36 + i * 12;
        folds.push(
          path(
            `M${body.x} ${y}h${body.w}v10q${-body.w / 2} 8 ${-body.w} 0z`,
            "#bfae91",
            'stroke="#a8977a" stroke-width="1"',
          ),
        );
      }
      return [...folds, headRail].join("");
    }
    case "lamellen": {
      const strips: string[] = [];
      for (let x = body.x + 1; x < body.x + body.w - 4; x += 16)
        strips.push(rect(x, body.y, 13, body.h, "#e3ddd0", 'stroke="#c5bdaa" stroke-width="1"'));
      return [...strips, headRail].join("");
    }
    case "gordijn": {
      const panel = (x: number, w: number) => {
        let d = "";
        for (let fx = x + 8; fx < x + w - 4; fx += 12) d += `M${fx} ${body.y}V${body.y + body.h}`;
        return rect(x, body.y, w, body.h, "#b7a3c4") + path(d, "none", 'stroke="#9a85a8" stroke-width="2"');
      };
      return [
        panel(body.x, body.w * 0.34),
        panel(body.x + body.w * 0.66, body.w * 0.34),
        rrect(c.x - 8, c.y + 2, c.w + 16, 6, 3, METAL),
      ].join("");
    }
    case "shutter": {
      const panels: string[] = [];
      const pw = body.w / 4;
      for (let i = 0; i < 4; i++) {
        const x = body.x + i * pw;
        panels.push(rect(x + 1, c.y, pw - 2, c.h, "#f4f1ea", `stroke="#cfc8b8" stroke-width="2"`));
        for (let y = c.y + 10; y < c.y + c.h - 8; y += 8)
          panels.push(line(x + 6, y, x + pw - 6, y, "#d8d1c1", 2.5));
      }
      return panels.join("");
    }
    case "hor": {
      let d = "";
      for (let x = c.x + 6; x < c.x + c.w; x += 6) d += `M${x} ${c.y}V${c.y + c.h}`;
      for (let y = c.y + 6; y < c.y + c.h; y += 6) d += `M${c.x} ${y}H${c.x + c.w}`;
      return [
        rect(c.x, c.y, c.w, c.h, "#5b625e", 'opacity="0.18"'),
        path(d, "none", 'stroke="#4d5752" stroke-width="0.6" opacity="0.5"'),
        rect(c.x, c.y, c.w, c.h, "none", `stroke="${METAL}" stroke-width="6"`),
      ].join("");
    }
    case "screen":
    case "rolluik": {
      const rails = [rect(c.x, c.y, 8, c.h, METAL), rect(c.x + c.w - 8, c.y, 8, c.h, METAL)];
      const box = rrect(c.x - 2, c.y, c.w + 4, 22, 3, "#5d6661");
      const fill: Box = { x: c.x + 8, y: c.y + 22, w: c.w - 16, h: (c.h - 22) * 0.6 };
      const face =
        guide.id === "screen"
          ? rect(fill.x, fill.y, fill.w, fill.h, "#4f5a55", 'opacity="0.8"')
          : rect(fill.x, fill.y, fill.w, fill.h, "#9aa39e") +
            (() => {
              let d = "";
              for (let y = fill.y + 7; y < fill.y + fill.h; y += 7) d += `M${fill.x} ${y}H${fill.x + fill.w}`;
              return path(d, "none", 'stroke="#7f8984" stroke-width="1.2"');
            })();
      return [face, rect(fill.x - 2, fill.y + fill.h - 3, fill.w + 4, 6, "#3f4743"), ...rails, box].join("");
    }
    case "knikarmscherm": {
      // The valance's scalloped edge, one scallop per 12 units.
      const scallops = "q6 10 12 0".repeat(Math.floor((c.w + 40) / 12));
      return [
        rrect(c.x - 4, c.y, c.w + 8, 16, 6, "#4f5a55"),
        poly(
          [c.x, c.y + 16, c.x + c.w, c.y + 16, c.x + c.w + 20, c.y + c.h - 14, c.x - 20, c.y + c.h - 14],
          "#d9a441",
        ),
        path(`M${c.x} ${c.y + 40}H${c.x + c.w}`, "none", 'stroke="#c08d2e" stroke-width="14" opacity="0.5"'),
        rect(c.x - 20, c.y + c.h - 16, c.w + 40, 8, METAL),
        path(`M${c.x - 20} ${c.y + c.h - 8}${scallops}`, "none", 'stroke="#c08d2e" stroke-width="2"'),
      ].join("");
    }
    default: {
      // Roller blinds and duo blinds: a cassette, the cloth half down and its bottom rail.
      return [
        rect(body.x + 4, body.y, body.w - 8, body.h, CLOTH),
        guide.id === "rolgordijn" ? lines(14, CLOTH_DARK) : "",
        rrect(c.x - 2, c.y, c.w + 4, top + 4, 3, METAL),
        rrect(body.x + 2, body.y + body.h - 4, body.w - 4, 6, 2, "#5d6661"),
        circle(body.x + body.w / 2, body.y + body.h + 10, 3, "#5d6661"),
        line(
          body.x + body.w / 2,
          body.y + body.h + 2,
          body.x + body.w / 2,
          body.y + body.h + 8,
          "#5d6661",
          1.5,
        ),
      ].join("");
    }
  }
}

/** In the recess: the product inside the opening; measure its width and height at three places each. */
function inTheRecess(guide: MeasureGuide): string {
  const o = OPENING;
  const c: Box = {
    x: o.x + 3,
    y: o.y + 2,
    w: o.w - 6,
    h: guide.id === "shutter" || guide.id === "hor" ? o.h - 4 : o.h * 0.55,
  };
  const widths = [o.y + 24, o.y + o.h / 2 + 10, o.y + o.h - 16].map((y) =>
    arrow(o.x + 2, y, o.x + o.w - 2, y, measureColours.width),
  );
  const heights = [o.x + 26, o.x + o.w / 2, o.x + o.w - 26].map((x) =>
    arrow(x, o.y + 2, x, o.y + o.h - 2, measureColours.height),
  );
  return [wallAndWindow(), covering(guide, c), ...heights, ...widths].join("");
}

/** On the frame or wall: the product overlaps the opening; measure its total width and height once. */
function overTheRecess(guide: MeasureGuide): string {
  const o = OPENING;
  const overlap = 30;
  const fullHeight = guide.id === "gordijn" ? H - 20 - (o.y - 40) : o.h + 40;
  const c: Box = {
    x: o.x - overlap,
    y: o.y - 34,
    w: o.w + overlap * 2,
    h: guide.id === "gordijn" || guide.id === "shutter" || guide.id === "hor" ? fullHeight : fullHeight * 0.6,
  };
  const bottom = o.y - 34 + fullHeight;
  return [
    wallAndWindow(),
    covering(guide, c),
    arrow(c.x, c.y - 16, c.x + c.w, c.y - 16, measureColours.width),
    arrow(c.x + c.w + 22, c.y, c.x + c.w + 22, bottom, measureColours.height),
    line(c.x + c.w + 4, bottom, c.x + c.w + 30, bottom, measureColours.height, 1.5, 'stroke-dasharray="3 3"'),
    // The overlap each side of the opening.
    line(o.x, o.y + o.h + 12, o.x, o.y + o.h + 40, measureColours.overlap, 1.5, 'stroke-dasharray="3 3"'),
    line(
      o.x + o.w,
      o.y + o.h + 12,
      o.x + o.w,
      o.y + o.h + 40,
      measureColours.overlap,
      1.5,
      'stroke-dasharray="3 3"',
    ),
    line(c.x, c.y + c.h, c.x, o.y + o.h + 40, measureColours.overlap, 1.5, 'stroke-dasharray="3 3"'),
    line(
      c.x + c.w,
      c.y + c.h,
      c.x + c.w,
      o.y + o.h + 40,
      measureColours.overlap,
      1.5,
      'stroke-dasharray="3 3"',
    ),
    arrow(c.x, o.y + o.h + 34, o.x, o.y + o.h + 34, measureColours.overlap),
    arrow(o.x + o.w, o.y + o.h + 34, c.x + c.w, o.y + o.h + 34, measureColours.overlap),
  ].join("");
}

/** On the façade: an outdoor product on the wall around (or above) the opening. */
function onTheFacade(guide: MeasureGuide): string {
  const o = OPENING;
  if (guide.id === "terrasoverkapping") return terrace();
  if (guide.id === "knikarmscherm") {
    const c: Box = { x: o.x - 70, y: o.y - 60, w: o.w + 140, h: 120 };
    return [
      wallAndWindow(),
      covering(guide, c),
      arrow(c.x - 4, c.y - 16, c.x + c.w + 4, c.y - 16, measureColours.width),
      arrow(c.x + c.w + 36, c.y + 8, c.x + c.w + 36, c.y + c.h - 12, measureColours.height, true),
    ].join("");
  }
  const c: Box = { x: o.x - 14, y: o.y - 40, w: o.w + 28, h: o.h + 40 };
  return [
    wallAndWindow(),
    covering(guide, c),
    arrow(c.x, c.y - 16, c.x + c.w, c.y - 16, measureColours.width),
    arrow(c.x + c.w + 22, c.y, c.x + c.w + 22, c.y + c.h, measureColours.height),
  ].join("");
}

/** A terrace roof against the house: measure the width along the wall and the height at the wall and gutter. */
function terrace(): string {
  const ground = 318;
  const posts = [70, 402];
  const roofY = 104;
  const panels: string[] = [];
  for (let x = 62; x < 418; x += 44) panels.push(line(x, roofY - 34, x, roofY, "#a9c4cf", 2));
  return [
    rect(0, 0, W, H, WALL),
    rect(0, ground, W, H - ground, "#cfc6b4"),
    // The house wall with a door behind the roof.
    rect(200, 150, 80, ground - 150, "#8e8173"),
    rect(210, 160, 60, ground - 170, GLASS),
    // Roof: panels sloping from the wall beam to the gutter.
    poly([56, roofY - 40, 424, roofY - 40, 424, roofY, 56, roofY], "#dbe9ef", 'opacity="0.9"'),
    ...panels,
    rect(52, roofY - 44, 376, 8, "#4f5a55"),
    rect(52, roofY, 376, 14, "#4f5a55"),
    ...posts.map((x) => rect(x - 6, roofY + 14, 12, ground - roofY - 14, "#4f5a55")),
    arrow(52, roofY - 58, 428, roofY - 58, measureColours.width),
    arrow(444, roofY + 14, 444, ground, measureColours.height),
    arrow(36, roofY - 44, 36, ground, measureColours.height, true),
  ].join("");
}

/** The drawing for one guide and mounting, viewBox 480 x 360. */
export function drawMeasuring(guide: MeasureGuide, mounting: Mounting): string {
  const body =
    mounting === "in-de-dag"
      ? inTheRecess(guide)
      : mounting === "op-de-dag"
        ? overTheRecess(guide)
        : onTheFacade(guide);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
