// View 1: a close-up of each kind's material, filling the frame.

import type { ProductKind } from "../../catalog/types.ts";
import { darken, hardware, lighten, mix, shades } from "./color.ts";
import { railFill } from "./coverings.ts";
import { awningFrame, facade } from "./outdoor.ts";
import { circle, ellipse, g, line, n, path, poly, rect, rrect, type Svg } from "./svg.ts";
import { type Texture, textureFill } from "./texture.ts";

const W = 720;
const H = 620;

export interface CJob {
  s: Svg;
  kind: ProductKind;
  hex: string;
  tex: Texture;
}

/** A defocused window view (sky over greenery) for behind see-through materials. */
export function blurView(s: Svg, x = 0, y = 0, w = W, h = H): string {
  let out = rect(
    x,
    y,
    w,
    h,
    s.lin("bv", [
      [0, "#b7d8ef"],
      [0.5, "#d9ebf5"],
      [0.72, "#a8cc9c"],
      [1, "#8fba85"],
    ]),
  );
  out += g(
    circle(x + w * 0.25, y + h * 0.62, h * 0.18, "#7fae78") +
      circle(x + w * 0.7, y + h * 0.58, h * 0.22, "#8cb983") +
      ellipse(x + w * 0.5, y + h * 0.2, w * 0.18, h * 0.05, "#ffffff"),
    `filter="${s.blur(18)}" opacity="0.9"`,
  );
  return out;
}

/** A soft vignette and a warm light from the top left, over the whole frame. */
export function light(s: Svg): string {
  return (
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        "vig",
        [
          [0, "#ffffff", 0],
          [0.7, "#000000", 0.04],
          [1, "#000000", 0.22],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ) +
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        "sun",
        [
          [0, "#fff6e0", 0.28],
          [1, "#fff6e0", 0],
        ],
        0.15,
        0.1,
        0.7,
      ),
    )
  );
}

function fabricFill(j: CJob, x: number, y: number, w: number, h: number, k: number, name = "ctx"): string {
  const t = textureFill(j.s, j.hex, j.tex, k, name);
  return rect(x, y, w, h, j.hex) + (t ? rect(x, y, w, h, t) : "");
}

/** Gentle vertical ripples of a hanging fabric. */
function ripple(s: Svg): string {
  return s.lin(
    "ripple",
    [
      [0, "#000000", 0.1],
      [0.2, "#ffffff", 0.08],
      [0.38, "#000000", 0.03],
      [0.6, "#ffffff", 0.1],
      [0.82, "#000000", 0.06],
      [1, "#ffffff", 0.04],
    ],
    0,
    0,
    1,
    0,
  );
}

function roller(j: CJob, duo: boolean): string {
  const { s } = j;
  const sh = shades(j.hex);
  const hw = hardware(j.hex);
  const railY = 440;
  let out = blurView(s);
  // The window sill far below, out of focus.
  out += rect(0, 560, W, 60, "#f4f1ec", `filter="${s.blur(4)}"`);
  if (duo) {
    const p = 120;
    // Back layer (seen through the sheer bands), shifted by half a band.
    for (let y = -p * 0.3; y < railY; y += p) out += rect(0, y, W, p * 0.56, sh.d1, 'opacity="0.55"');
    out += rect(0, 0, W, railY, j.hex, 'opacity="0.22"');
    const voile = s.pattern(
      "voile",
      3,
      3,
      rect(0, 0, 0.8, 3, sh.d2, 'opacity="0.35"') + rect(0, 0, 3, 0.6, sh.l2, 'opacity="0.3"'),
    );
    out += rect(0, 0, W, railY, voile);
    for (let y = p * 0.2; y < railY - 10; y += p) {
      out += fabricFill(j, 0, y, W, Math.min(p * 0.56, railY - y), 2.4);
      out += rect(0, y, W, 3, sh.l2, 'opacity="0.5"');
      out += rect(0, y + p * 0.56 - 3, W, 3, sh.d2, 'opacity="0.5"');
    }
  } else {
    out += fabricFill(j, 0, 0, W, railY, 2.6);
  }
  out += rect(0, 0, W, railY, ripple(s));
  // Hem wrapping the bottom rail, then the rail with an end cap and a pull.
  out += rect(0, railY - 8, W, 10, sh.d2, 'opacity="0.4"');
  out += rect(0, railY + 30, W, 14, "#000000", `opacity="0.22" filter="${s.blur(6)}"`);
  out += rect(0, railY, W - 60, 34, railFill(s, hw, "crail"));
  out += rrect(W - 70, railY - 3, 26, 40, 8, darken(hw, 0.15));
  out += line(W - 57, railY + 37, W - 57, railY + 120, "#d8d6d0", 3);
  out += rrect(W - 66, railY + 118, 18, 34, 9, darken(hw, 0.1));
  return out + light(s);
}

function plisse(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  let out = blurView(s);
  const p = 56;
  const x0 = 90;
  const t = textureFill(s, j.hex, j.tex, 1.6, "plt");
  const up = s.lin("plup", [
    [0, sh.l3],
    [1, sh.l1],
  ]);
  const dn = s.lin("pldn", [
    [0, sh.d1],
    [1, sh.d3],
  ]);
  for (let i = -1; i < H / p + 1; i++) {
    const y = i * p;
    const mid = y + p * 0.45;
    const upper = [x0, y, W, y + 6, W, mid + 6, x0 - 26, mid];
    const lower = [x0 - 26, mid, W, mid + 6, W, y + p + 6, x0, y + p];
    out += poly(upper, j.hex) + poly(upper, up, 'opacity="0.75"');
    out += poly(lower, j.hex) + poly(lower, dn, 'opacity="0.75"');
    if (t) out += poly(upper, t) + poly(lower, t);
    out += line(x0 - 26, mid, W, mid + 6, sh.l3, 1.5, 'opacity="0.8"');
    // The cord hole and cord.
    out += ellipse(x0 + 70, mid + 1, 4, 2.5, sh.d3, 'opacity="0.6"');
  }
  out += line(x0 + 70, 0, x0 + 70, H, "#e8e6e0", 2.4);
  out += rect(
    0,
    0,
    W,
    H,
    s.lin(
      "pglow",
      [
        [0, "#ffffff", 0],
        [0.6, "#ffffff", 0.1],
        [1, "#ffffff", 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out + light(s);
}

function jaloezie(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  const p = 78;
  let out = blurView(s);
  const slat = s.lin("jsl", [
    [0, sh.l3],
    [0.25, sh.l1],
    [0.6, sh.c],
    [1, sh.d2],
  ]);
  const t = textureFill(s, j.hex, j.tex, 1.4, "jt");
  const tapes = [170, 540];
  for (let i = -1; i < H / p + 1; i++) {
    const y = i * p + 10;
    const d = `M0 ${n(y)}Q${W / 2} ${n(y - 12)} ${W} ${n(y)}L${W} ${n(y + p * 0.72)}Q${W / 2} ${n(y + p * 0.72 - 12)} 0 ${n(y + p * 0.72)}Z`;
    out += path(d, "#000000", `opacity="0.25" filter="${s.blur(5)}" transform="translate(0 9)"`);
    out += path(d, j.hex) + path(d, slat);
    if (t) out += path(d, t);
    out += path(
      `M0 ${n(y + 1)}Q${W / 2} ${n(y - 11)} ${W} ${n(y + 1)}`,
      "none",
      `stroke="${sh.l3}" stroke-width="2" opacity="0.8"`,
    );
    for (const tx of tapes) {
      // Rungs under each slat and the cord through its slot.
      out += rect(tx - 16, y + p * 0.72, 32, 3, "#f1efe9", 'opacity="0.9"');
      out += ellipse(tx, y + p * 0.36 - 5, 5, 12, sh.d3, 'opacity="0.55"');
    }
  }
  for (const tx of tapes) {
    out += rect(tx - 17, 0, 3, H, "#f3f1ec");
    out += rect(tx + 14, 0, 3, H, "#f3f1ec");
    out += line(tx, 0, tx, H, "#efece6", 2.2, 'opacity="0.9"');
  }
  return out + light(s);
}

function vouwgordijn(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  let out = blurView(s);
  const t = textureFill(s, j.hex, j.tex, 2.4);
  const fg = s.lin("vfold", [
    [0, sh.d2],
    [0.25, sh.c],
    [0.55, sh.l2],
    [0.85, sh.c],
    [1, sh.d3],
  ]);
  const fh = 130;
  const step = 100;
  const top = 200;
  // Folds from the lowest up, each hanging over the next with a soft droop and shadow.
  for (let i = 3; i >= 0; i--) {
    const y = top + i * step;
    const d = `M-20 ${y}H${W + 20}V${y + fh}Q${W / 2} ${y + fh + 26} -20 ${y + fh}Z`;
    out += path(d, "#000000", `opacity="0.35" filter="${s.blur(8)}" transform="translate(0 14)"`);
    out += path(d, j.hex);
    if (t) out += path(d, t);
    out += path(d, fg);
  }
  out += rect(0, 0, W, top + 2, j.hex);
  if (t) out += rect(0, 0, W, top + 2, t);
  out += rect(0, 0, W, top + 2, ripple(s));
  out += line(0, 110, W, 110, sh.d2, 2, 'opacity="0.5"');
  out += line(0, 114, W, 114, sh.l2, 1.5, 'opacity="0.4"');
  return out + light(s);
}

function lamellen(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  let out = blurView(s);
  const vg = s.lin(
    "lv",
    [
      [0, sh.d2],
      [0.3, sh.c],
      [0.55, sh.l2],
      [1, sh.d1],
    ],
    0,
    0,
    1,
    0,
  );
  const t = textureFill(s, j.hex, j.tex, 1.8, "lt");
  const p = 150;
  const bottom = 520;
  for (let i = -1; i < W / p + 1; i++) {
    const x = i * p + 40;
    const vw = 118;
    const d = `M${x} 60L${x + vw} 40L${x + vw} ${bottom - 16}L${x} ${bottom}Z`;
    out += path(d, "#000000", `opacity="0.22" filter="${s.blur(8)}" transform="translate(14 8)"`);
    out += path(d, j.hex) + path(d, vg);
    if (t) out += path(d, t);
    // Weight pocket and hanger.
    out += path(
      `M${x} ${bottom - 40}L${x + vw} ${bottom - 56}L${x + vw} ${bottom - 16}L${x} ${bottom}Z`,
      sh.d2,
      'opacity="0.35"',
    );
    out += rect(x + vw / 2 - 7, 18, 14, 36, "#e9e7e2");
    out += circle(x + vw / 2, 44, 4, "#b9b6b0");
  }
  out += rect(0, 0, W, 24, railFill(s, hardware(j.hex), "lhead"));
  out += line(0, bottom - 6, W, bottom - 24, "#e2e0da", 3, 'stroke-dasharray="0 9" stroke-linecap="round"');
  return out + light(s);
}

function screen(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  let out = blurView(s);
  const p = 22;
  const thread = s.pattern(
    "sw",
    p * 2,
    p * 2,
    [
      rect(0, 3, p, 9, sh.l1),
      rect(p, p + 3, p, 9, sh.l1),
      rect(p, 3, p, 9, sh.d1),
      rect(0, p + 3, p, 9, sh.d1),
      rect(3, 0, 9, p, sh.c),
      rect(p + 3, p, 9, p, sh.c),
      rect(p + 3, 0, 9, p, sh.l2),
      rect(3, p, 9, p, sh.l2),
      rect(0, 3, p * 2, 1.5, "#ffffff", 'opacity="0.25"'),
      rect(0, p + 3, p * 2, 1.5, "#ffffff", 'opacity="0.25"'),
    ].join(""),
  );
  out += rect(0, 0, 600, H, thread);
  out += rect(
    0,
    0,
    600,
    H,
    s.lin(
      "swl",
      [
        [0, "#ffffff", 0.1],
        [1, "#000000", 0.2],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  // Zip edge running into the side rail.
  for (let y = 0; y < H; y += 14) out += rrect(590, y, 22, 9, 3, "#2d2f31");
  out += rect(606, 0, 114, H, railFill(s, hardware(j.hex), "sr"), 'transform="rotate(0)"');
  out += rect(
    606,
    0,
    114,
    H,
    s.lin(
      "srh",
      [
        [0, "#000000", 0.3],
        [0.1, "#ffffff", 0.2],
        [1, "#000000", 0.2],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out + light(s);
}

function awning(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  const hw = awningFrame(j.hex);
  let out = blurView(s);
  const t = textureFill(s, j.hex, j.tex, 2.4);
  // The cloth seen from below, glowing in the sun, down to the front bar.
  const top = [0, 0, W, 0, W, 300, 0, 300];
  out += poly(top, j.hex);
  if (t) out += poly(top, t);
  out += poly(
    top,
    s.lin("aw", [
      [0, sh.d2, 0.55],
      [0.7, sh.c, 0],
      [1, sh.l2, 0.25],
    ]),
  );
  out += path("M250 0L230 300M520 0L545 300", "none", `stroke="${sh.d2}" stroke-width="3" opacity="0.5"`);
  out += path(
    "M250 0L230 300M520 0L545 300",
    "none",
    `stroke="${sh.l2}" stroke-width="1" opacity="0.5" transform="translate(3 0)"`,
  );
  // Folding arm with its elbow.
  out += path(
    "M150 -10L330 170L110 300",
    "none",
    `stroke="#000000" stroke-width="20" opacity="0.25" filter="${s.blur(6)}" transform="translate(8 8)"`,
  );
  out += path("M150 -10L330 170L110 300", "none", `stroke="${hw}" stroke-width="20" stroke-linejoin="round"`);
  out += path(
    "M150 -10L330 170L110 300",
    "none",
    `stroke="${lighten(hw, 0.4)}" stroke-width="5" stroke-linejoin="round" opacity="0.6" transform="translate(-3 -3)"`,
  );
  out += circle(330, 170, 20, darken(hw, 0.15));
  out += circle(330, 170, 8, darken(hw, 0.35));
  // Front bar and a scalloped valance.
  out += rect(0, 300, W, 30, railFill(s, hw, "afb"));
  let hem = "M0 328H720V410";
  for (let x = W; x > 0; x -= 80) hem += `Q${x - 40} 450 ${x - 80} 410`;
  hem += "Z";
  out += path(hem, "#000000", `opacity="0.3" filter="${s.blur(6)}" transform="translate(0 10)"`);
  out += path(hem, j.hex);
  if (t) out += path(hem, t);
  out += path(
    hem,
    s.lin("avl", [
      [0, sh.d2, 0.45],
      [0.3, sh.l1, 0.2],
      [1, sh.d1, 0.3],
    ]),
  );
  out += path(
    "M0 398H720",
    "none",
    `stroke="${sh.l3}" stroke-width="2" stroke-dasharray="7 5" opacity="0.7"`,
  );
  out += rect(0, 328, W, 5, sh.d2, 'opacity="0.5"');
  return out + light(s);
}

function rolluik(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  let out = facade(s, { x: 0, y: 0, w: W, h: H }, "brick");
  const p = 64;
  const prof = s.lin("rp", [
    [0, sh.d3],
    [0.08, sh.d1],
    [0.3, sh.l2],
    [0.5, sh.l1],
    [0.62, sh.c],
    [0.9, sh.d1],
    [1, sh.d3],
  ]);
  const t = j.tex === "plain" ? null : textureFill(s, j.hex, j.tex, 1.6, "rt");
  for (let i = 0; i < 8; i++) {
    const y = i * p - 10;
    out += rect(40, y, 560, p, prof);
    if (t) out += rect(40, y, 560, p, t, 'opacity="0.5"');
    for (let k = 0; k < 9; k++) out += rrect(78 + k * 60, y + p * 0.45, 26, 5, 2.5, sh.d3, 'opacity="0.5"');
  }
  out += rect(40, 500, 560, 50, railFill(s, j.hex, "rel"));
  out += rect(40, 548, 560, 10, "#23272a");
  const rail = s.lin(
    "rr",
    [
      [0, sh.d2],
      [0.25, sh.l1],
      [0.6, sh.c],
      [1, sh.d3],
    ],
    0,
    0,
    1,
    0,
  );
  out += rect(596, 0, 70, 570, rail);
  out += rect(596, 0, 8, 570, "#1e2124", 'opacity="0.7"');
  out += rect(666, 0, 10, 570, "#000000", `opacity="0.3" filter="${s.blur(5)}"`);
  return out + light(s);
}

function shutterC(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  let out = blurView(s);
  const p = 70;
  const lv = s.lin("sl", [
    [0, sh.l3],
    [0.3, sh.l1],
    [0.65, sh.c],
    [1, sh.d2],
  ]);
  const t = textureFill(s, j.hex, j.tex, 1.6, "st");
  for (let i = -1; i < H / p + 1; i++) {
    const y = i * p + 20;
    const d = `M120 ${y}L${W} ${y}L${W} ${y + p * 0.8}L120 ${y + p * 0.8}Z`;
    out += path(d, "#000000", `opacity="0.3" filter="${s.blur(5)}" transform="translate(0 10)"`);
    out += path(d, j.hex) + path(d, lv);
    if (t) out += path(d, t);
    out += rect(120, y, W - 120, 3, sh.l3, 'opacity="0.8"');
    // Staple linking the louvre to the tilt rod.
    out += rrect(424, y + p * 0.3, 12, 16, 3, "#b9b6ae");
  }
  // Tilt rod.
  out += rect(424, 0, 26, H, "#000000", `opacity="0.25" filter="${s.blur(5)}"`);
  out += rrect(
    414,
    -10,
    22,
    H + 20,
    11,
    s.lin(
      "tr",
      [
        [0, sh.l2],
        [0.5, sh.c],
        [1, sh.d2],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  if (t) out += rrect(414, -10, 22, H + 20, 11, t);
  // Stile.
  out += rect(0, 0, 130, H, j.hex);
  if (t) out += rect(0, 0, 130, H, t);
  out += rect(
    0,
    0,
    130,
    H,
    s.lin(
      "stile",
      [
        [0, sh.d1, 0.5],
        [0.3, sh.l1, 0.4],
        [0.9, sh.c, 0],
        [1, sh.d3, 0.7],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out + light(s);
}

function gordijn(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  const fw = 120;
  const fold = s.lin(
    "gf",
    [
      [0, sh.d3],
      [0.2, sh.d1],
      [0.45, sh.l2],
      [0.65, sh.l1],
      [0.85, sh.d1],
      [1, sh.d3],
    ],
    0,
    0,
    1,
    0,
  );
  let out = rect(0, 0, W, H, "#efe9e0");
  out += fabricFill(j, 0, 70, W, H, 2.4);
  out += rect(0, 70, W, H, s.pattern("gfp", fw, 10, rect(0, 0, fw, 10, fold), 20, 0), 'opacity="0.85"');
  // Heading with pinch pleats and rings on a rod.
  out += rect(0, 70, W, 70, sh.l1, 'opacity="0.25"');
  for (let x = 20 + fw; x < W + fw; x += fw) {
    out += path(`M${x - 18} 70L${x} 140L${x + 18} 70Z`, sh.d2, 'opacity="0.5"');
    out += line(x, 70, x, 145, sh.d3, 3, 'opacity="0.5"');
    out += circle(x, 44, 16, "none", 'stroke="#3a332d" stroke-width="5"');
  }
  out += rect(0, 22, W, 14, "#3a332d");
  out += rect(0, 22, W, 4, "#6d645a");
  return out + light(s);
}

function mesh(j: CJob, pleated: boolean): string {
  const { s } = j;
  const sh = shades(j.hex);
  const meshC = mix(sh.c, "#26292c", 0.55);
  let out = blurView(s);
  const m = s.pattern(
    "cm",
    9,
    9,
    rect(0, 0, 9, 2, meshC) + rect(0, 0, 2, 9, meshC) + rect(0, 0, 9, 0.7, "#ffffff", 'opacity="0.2"'),
  );
  if (pleated) {
    const pw = 70;
    const pl = s.pattern(
      "cpl",
      pw,
      10,
      rect(
        0,
        0,
        pw / 2,
        10,
        s.lin(
          "cpa",
          [
            [0, "#ffffff", 0.2],
            [1, "#ffffff", 0.02],
          ],
          0,
          0,
          1,
          0,
        ),
      ) +
        rect(
          pw / 2,
          0,
          pw / 2,
          10,
          s.lin(
            "cpb",
            [
              [0, "#000000", 0.3],
              [1, "#000000", 0.08],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
    );
    out += rect(0, 0, 560, H, meshC, 'opacity="0.25"');
    out += rect(0, 0, 560, H, m);
    out += rect(0, 0, 560, H, pl);
    for (const y of [150, 330, 510]) out += line(0, y, 560, y, "#e7e5df", 2);
    out += rect(560, 0, 10, H, "#000000", `opacity="0.3" filter="${s.blur(6)}"`);
    out += rect(
      550,
      0,
      90,
      H,
      s.lin(
        "cbar",
        [
          [0, sh.l1],
          [0.4, sh.c],
          [1, sh.d2],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    out += rrect(575, 240, 40, 140, 18, darken(sh.c, 0.3));
    out += rrect(583, 250, 24, 120, 12, lighten(darken(sh.c, 0.3), 0.1));
  } else {
    out += rect(0, 0, W, H, meshC, 'opacity="0.22"');
    out += rect(0, 0, W, H, m);
    // Frame corner with brush seal.
    out += rect(0, 0, W, 80, railFill(s, sh.c, "cfr"));
    out += rect(
      0,
      0,
      80,
      H,
      s.lin(
        "cfs",
        [
          [0, sh.l1],
          [0.5, sh.c],
          [1, sh.d2],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    out += rect(80, 80, 10, H, "#000000", `opacity="0.3" filter="${s.blur(5)}"`);
    out += rect(80, 80, W, 10, "#000000", `opacity="0.3" filter="${s.blur(5)}"`);
    out += rect(72, 80, 8, H, s.pattern("brush", 8, 3, rect(0, 0, 8, 1.5, "#333")));
  }
  return out + light(s);
}

function roof(j: CJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  let out = rect(
    0,
    0,
    W,
    H,
    s.lin("rsky", [
      [0, "#b4d6ee"],
      [1, "#eaf4fa"],
    ]),
  );
  // Opal multi-wall panels with their internal ribs.
  const panel = s.lin(
    "opal",
    [
      [0, "#f6f8f7", 0.92],
      [1, "#e4e9e7", 0.9],
    ],
    0,
    0,
    1,
    0,
  );
  const ribs = s.pattern(
    "ribs",
    18,
    10,
    rect(0, 0, 2, 10, "#c6ceca") + rect(2, 0, 3, 10, "#ffffff", 'opacity="0.6"'),
  );
  out += rect(0, 0, W, 470, panel);
  out += rect(0, 0, W, 470, ribs, 'opacity="0.8"');
  for (const x of [40, 380]) {
    out += rect(x + 60, 0, 18, 470, "#000000", `opacity="0.2" filter="${s.blur(6)}"`);
    out += rect(
      x,
      0,
      70,
      470,
      s.lin(
        "raf",
        [
          [0, sh.d2],
          [0.2, sh.l2],
          [0.55, sh.c],
          [1, sh.d2],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    out += rect(x + 22, 0, 4, 470, sh.d3, 'opacity="0.4"');
  }
  // Gutter.
  out += rect(0, 470, W, 14, "#000000", `opacity="0.3" filter="${s.blur(6)}"`);
  out += rect(0, 440, W, 130, railFill(s, j.hex, "gut"));
  out += rect(0, 470, W, 4, sh.l3, 'opacity="0.6"');
  const t = textureFill(s, j.hex, j.tex === "plain" ? "metal" : j.tex, 1.4, "rmt");
  if (t) out += rect(0, 440, W, 130, t, 'opacity="0.6"');
  out += rect(0, 570, W, 50, "#dcd6cc");
  return out + light(s);
}

export function closeup(j: CJob): string {
  switch (j.kind) {
    case "rolgordijn":
      return roller(j, false);
    case "duo-rolgordijn":
      return roller(j, true);
    case "plisse":
      return plisse(j);
    case "jaloezie":
      return jaloezie(j);
    case "vouwgordijn":
      return vouwgordijn(j);
    case "lamellen":
      return lamellen(j);
    case "screen":
      return screen(j);
    case "knikarmscherm":
      return awning(j);
    case "rolluik":
      return rolluik(j);
    case "shutter":
      return shutterC(j);
    case "gordijn":
      return gordijn(j);
    case "hor":
      return mesh(j, false);
    case "hordeur":
      return mesh(j, true);
    case "terrasoverkapping":
      return roof(j);
  }
}
