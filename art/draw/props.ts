// Furniture and plant silhouettes, flat with soft two-tone shading.

import { darken, lighten } from "./color.ts";
import { groundShadow } from "./scene.ts";
import { circle, ellipse, g, line, n, path, rect, rrect, type Svg } from "./svg.ts";

const LEAF = ["#4f8a5b", "#3d7549", "#68a26c", "#5a955f"];

function leaf(len: number, wid: number): string {
  const L = n(len);
  return `M0 0C${n(wid)} ${n(-len * 0.25)} ${n(wid * 0.7)} ${n(-len * 0.85)} 0 -${L}C${n(-wid * 0.7)} ${n(-len * 0.85)} ${n(-wid)} ${n(-len * 0.25)} 0 0Z`;
}

/** A potted plant standing at (x, ground). v picks the kind: 0 broad leaves, 1 snake plant, 2 olive tree. */
export function plant(svg: Svg, x: number, ground: number, size: number, v = 0): string {
  const potW = size * 0.46;
  const potH = size * 0.4;
  const pots = ["#f2eee7", "#c9764f", "#41464b"];
  const pc = pots[v % 3] ?? "#f2eee7";
  let out = groundShadow(svg, x, ground, potW * 0.75, size * 0.04 + 2);
  let leaves = "";
  const top = ground - potH;
  if (v % 3 === 1) {
    const a = [-16, -6, 4, 12, -24, 22, 0];
    a.forEach((deg, i) => {
      const len = size * (0.7 + ((i * 37) % 10) / 30);
      const c = i % 2 ? "#3f7d4c" : "#5c9a5a";
      leaves += `<path d="M${n(-size * 0.05)} 0L0 ${n(-len)}L${n(size * 0.05)} 0Z" fill="${c}" transform="translate(${n(x + (i - 3) * size * 0.04)} ${n(top + 2)}) rotate(${deg})"/>`;
      leaves += `<path d="M0 0L0 ${n(-len * 0.9)}" stroke="#c9d98a" stroke-width="${n(size * 0.008)}" transform="translate(${n(x + (i - 3) * size * 0.04 + size * 0.04)} ${n(top + 2)}) rotate(${deg})"/>`;
    });
  } else if (v % 3 === 2) {
    leaves += path(
      `M${n(x)} ${n(top)}C${n(x - size * 0.05)} ${n(top - size * 0.4)} ${n(x + size * 0.08)} ${n(top - size * 0.6)} ${n(x)} ${n(top - size * 0.95)}`,
      "none",
      `stroke="#6b5842" stroke-width="${n(size * 0.035)}" stroke-linecap="round"`,
    );
    const blobs: [number, number, number][] = [
      [0, -1.15, 0.28],
      [-0.2, -1.0, 0.22],
      [0.22, -0.98, 0.22],
      [-0.1, -1.32, 0.2],
      [0.14, -1.28, 0.18],
      [0.02, -0.85, 0.16],
    ];
    blobs.forEach(([dx, dy, r], i) => {
      leaves += circle(x + dx * size, top + dy * size * 0.9, r * size, i % 2 ? "#7f9a6a" : "#93ad7c");
    });
    for (let i = 0; i < 10; i++) {
      const ang = i * 36;
      const r = size * 0.2;
      leaves += ellipse(
        x + Math.cos((ang * Math.PI) / 180) * r,
        top - size * 1.05 + Math.sin((ang * Math.PI) / 180) * r * 0.8,
        size * 0.05,
        size * 0.018,
        "#6f8b5c",
        `transform="rotate(${ang} ${n(x + Math.cos((ang * Math.PI) / 180) * r)} ${n(top - size * 1.05 + Math.sin((ang * Math.PI) / 180) * r * 0.8)})"`,
      );
    }
  } else {
    const a = [-62, -38, -16, 6, 28, 50, 70, -4];
    a.forEach((deg, i) => {
      const len = size * (0.55 + ((i * 53) % 9) / 28);
      const colour = LEAF[i % 4] ?? "#4f8a5b";
      leaves += `<g transform="translate(${n(x)} ${n(top + 4)}) rotate(${deg})"><path d="${leaf(len, size * 0.17)}" fill="${colour}"/><path d="M0 0L0 ${n(-len * 0.92)}" stroke="${lighten(colour, 0.25)}" stroke-width="${n(size * 0.01)}" opacity="0.8"/></g>`;
    });
  }
  out += leaves;
  out += path(
    `M${n(x - potW / 2)} ${n(top)}L${n(x + potW / 2)} ${n(top)}L${n(x + potW * 0.38)} ${n(ground)}L${n(x - potW * 0.38)} ${n(ground)}Z`,
    svg.lin(
      `pot${v % 3}`,
      [
        [0, lighten(pc, 0.12)],
        [1, darken(pc, 0.16)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(x - potW / 2 - 2, top - 3, potW + 4, size * 0.05, darken(pc, 0.05), 'rx="2"');
  return g(out);
}

/** A sofa facing us, standing on the floor line. */
export function sofa(
  svg: Svg,
  x: number,
  floorY: number,
  w: number,
  color: string,
  accent = "#e9c46a",
): string {
  const H = w * 0.36;
  const top = lighten(color, 0.12);
  const side = darken(color, 0.14);
  let out = groundShadow(svg, x + w / 2, floorY, w * 0.55, H * 0.08 + 3, 0.28);
  out += rect(x + w * 0.08, floorY - 9, 7, 9, "#3b2f25");
  out += rect(x + w * 0.92 - 7, floorY - 9, 7, 9, "#3b2f25");
  out += rrect(
    x + w * 0.06,
    floorY - H,
    w * 0.88,
    H * 0.62,
    H * 0.12,
    svg.lin(`sofb${color.slice(1)}`, [
      [0, top],
      [1, color],
    ]),
  );
  const cushions = w > 260 ? 3 : w > 150 ? 2 : 1;
  for (let i = 1; i < cushions; i++) {
    const cx = x + w * 0.12 + ((w * 0.76) / cushions) * i;
    out += line(cx, floorY - H * 0.92, cx, floorY - H * 0.45, side, 2, 'opacity="0.6"');
  }
  out += rrect(
    x + w * 0.04,
    floorY - H * 0.5,
    w * 0.92,
    H * 0.42,
    H * 0.08,
    svg.lin(`sofs${color.slice(1)}`, [
      [0, color],
      [1, side],
    ]),
  );
  out += rrect(x + w * 0.09, floorY - H * 0.54, w * 0.82, H * 0.14, H * 0.07, top);
  for (let i = 1; i < cushions; i++) {
    const cx = x + w * 0.09 + ((w * 0.82) / cushions) * i;
    out += line(cx, floorY - H * 0.53, cx, floorY - H * 0.1, side, 2, 'opacity="0.5"');
  }
  for (const ax of [x, x + w - w * 0.11]) {
    out += rrect(ax, floorY - H * 0.72, w * 0.11, H * 0.64, H * 0.1, color);
    out += rrect(ax, floorY - H * 0.72, w * 0.11, H * 0.12, H * 0.06, top);
  }
  if (w > 140) {
    out += `<rect x="${n(x + w * 0.16)}" y="${n(floorY - H * 0.86)}" width="${n(H * 0.42)}" height="${n(H * 0.36)}" rx="${n(H * 0.08)}" fill="${accent}" transform="rotate(-8 ${n(x + w * 0.16)} ${n(floorY - H * 0.7)})"/>`;
    out += `<rect x="${n(x + w * 0.7)}" y="${n(floorY - H * 0.84)}" width="${n(H * 0.4)}" height="${n(H * 0.34)}" rx="${n(H * 0.08)}" fill="${lighten(accent, 0.45)}" transform="rotate(7 ${n(x + w * 0.75)} ${n(floorY - H * 0.7)})"/>`;
  }
  return g(out);
}

/** A floor lamp with a warm glow. */
export function floorLamp(svg: Svg, x: number, floorY: number, h: number, shade = "#f4ead8"): string {
  let out = ellipse(x, floorY - 2, h * 0.09, h * 0.02, "#2f2a26");
  out += line(x, floorY - 2, x, floorY - h * 0.8, "#2f2a26", Math.max(2, h * 0.012));
  out += ellipse(
    x,
    floorY - h * 0.72,
    h * 0.28,
    h * 0.2,
    svg.rad("glow", [
      [0, "#fff3c9", 0.55],
      [1, "#fff3c9", 0],
    ]),
  );
  out += path(
    `M${n(x - h * 0.07)} ${n(floorY - h)}L${n(x + h * 0.07)} ${n(floorY - h)}L${n(x + h * 0.12)} ${n(floorY - h * 0.8)}L${n(x - h * 0.12)} ${n(floorY - h * 0.8)}Z`,
    svg.lin(
      "lshade",
      [
        [0, shade],
        [1, darken(shade, 0.12)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return g(out);
}

/** A round side table. */
export function sideTable(svg: Svg, x: number, floorY: number, r: number, color = "#b58a5e"): string {
  const h = r * 1.1;
  let out = groundShadow(svg, x, floorY, r * 0.8, r * 0.12);
  out += rect(x - r * 0.06, floorY - h, r * 0.12, h, darken(color, 0.3));
  out += ellipse(x, floorY - 2, r * 0.45, r * 0.08, darken(color, 0.3));
  out += ellipse(x, floorY - h, r, r * 0.2, color);
  out += ellipse(x, floorY - h - 2, r, r * 0.18, lighten(color, 0.15));
  return g(out);
}

/** A rug lying on the floor in perspective. */
export function rug(cx: number, y: number, w: number, d: number, color: string): string {
  return path(
    `M${n(cx - w * 0.4)} ${n(y)}L${n(cx + w * 0.4)} ${n(y)}L${n(cx + w / 2)} ${n(y + d)}L${n(cx - w / 2)} ${n(y + d)}Z`,
    color,
    'opacity="0.85"',
  );
}

/** A hanging pendant lamp from the ceiling (y = 0). */
export function pendant(svg: Svg, x: number, y: number, r: number, color = "#2f3a3a"): string {
  let out = line(x, 0, x, y, "#3a3a3a", 1.4);
  out += ellipse(
    x,
    y + r * 0.9,
    r * 1.4,
    r * 0.9,
    svg.rad("pglow", [
      [0, "#fff2c4", 0.5],
      [1, "#fff2c4", 0],
    ]),
  );
  out += path(
    `M${n(x - r)} ${n(y + r * 0.7)}A${n(r)} ${n(r * 0.8)} 0 0 1 ${n(x + r)} ${n(y + r * 0.7)}Z`,
    color,
  );
  out += ellipse(x, y + r * 0.72, r * 0.5, r * 0.12, "#fff6d6");
  return g(out);
}

/** A framed abstract print: coloured shapes only. */
export function artwork(x: number, y: number, w: number, h: number, attrs: string, b: string): string {
  let out = rect(x + 3, y + 4, w, h, "#000000", 'opacity="0.12"');
  out += rect(x, y, w, h, "#3a332d");
  out += rect(x + w * 0.07, y + h * 0.07, w * 0.86, h * 0.86, "#f7f3ec");
  out += circle(x + w * 0.4, y + h * 0.42, Math.min(w, h) * 0.2, attrs);
  out += path(
    `M${n(x + w * 0.12)} ${n(y + h * 0.86)}Q${n(x + w * 0.5)} ${n(y + h * 0.52)} ${n(x + w * 0.88)} ${n(y + h * 0.8)}L${n(x + w * 0.88)} ${n(y + h * 0.86)}Z`,
    b,
  );
  return out;
}

/** A low wooden bench / tv unit. */
export function lowCabinet(
  svg: Svg,
  x: number,
  floorY: number,
  w: number,
  h: number,
  color = "#c79f74",
): string {
  let out = groundShadow(svg, x + w / 2, floorY, w * 0.5, 5);
  out += rect(x + 6, floorY - 8, 4, 8, "#3b2f25");
  out += rect(x + w - 10, floorY - 8, 4, 8, "#3b2f25");
  out += rrect(x, floorY - h, w, h - 8, 3, color);
  out += rect(x, floorY - h, w, 4, lighten(color, 0.2));
  for (let i = 1; i < 3; i++)
    out += line(x + (w * i) / 3, floorY - h + 6, x + (w * i) / 3, floorY - 12, darken(color, 0.2), 1.5);
  return g(out);
}
