// View 2: the operation or system of each kind, large.

import { darken, hardware, lighten, mix, shades } from "./color.ts";
import { railFill } from "./coverings.ts";
import { facade, shrub } from "./outdoor/setting.ts";
import { awningFrame } from "./outdoor/terrace.ts";
import { blurView, type DrawnProduct, fabricFill, H, light, W } from "./product-view.ts";
import { closeVaneShading, roundShading, shutterProfileShading, slatShading } from "./shading.ts";
import { circle, ellipse, g, line, path, poly, rect, rrect, type Svg } from "./svg.ts";
import { textureFill } from "./texture.ts";

function wallBg(svg: Svg, wall = "#eee8de"): string {
  return rect(
    0,
    0,
    W,
    H,
    svg.lin(
      "dwall",
      [
        [0, darken(wall, 0.04)],
        [1, lighten(wall, 0.2)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
}

function folds(svg: Svg): string {
  return svg.lin(
    "dfold",
    [
      [0, "#000000", 0.16],
      [0.25, "#ffffff", 0.08],
      [0.55, "#000000", 0.04],
      [0.8, "#ffffff", 0.1],
      [1, "#000000", 0.12],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A big beaded chain loop. */
function beadChain(x: number, y: number, y2: number, color: string, r = 5): string {
  let out = "";
  const step = r * 2.3;
  const gap = r * 4.2;
  for (let yy = y; yy < y2; yy += step) {
    out += circle(x - gap / 2, yy, r, color);
    out += circle(x + gap / 2, yy, r, color);
  }
  for (let a = 0; a <= 180; a += 30) {
    const rad = (a * Math.PI) / 180;
    out += circle(x + Math.cos(rad) * (gap / 2), y2 + Math.sin(rad) * (gap / 2), r, color);
  }
  const highlight = lighten(color, 0.5);
  return (
    g(out) +
    g(
      out.replaceAll(`fill="${color}"`, `fill="${highlight}"`),
      'transform="translate(-1.5 -1.5) scale(1)" opacity="0.35"',
    )
  );
}

export function roller(product: DrawnProduct, duo: boolean): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const hardwareHex = hardware(product.hex);
  let out = wallBg(svg);
  // Window frame edge on the right.
  out += rect(640, 0, 80, H, "#faf9f6");
  out += rect(640, 0, 6, H, "#000000", 'opacity="0.08"');
  const cy = 90;
  const ch = 120;
  out += rect(
    0,
    cy + ch,
    560,
    H,
    "#000000",
    `opacity="0.2" filter="${svg.blur(12)}" transform="translate(16 10)"`,
  );
  if (duo) {
    const pitch = 110;
    out += fabricFill(product, 0, cy + ch - 10, 540, H, 2, "dtx");
    out += rect(0, cy + ch - 10, 540, H, "#ffffff", 'opacity="0.08"');
    for (let y = cy + ch + 40; y < H; y += pitch)
      out += rect(0, y, 540, pitch * 0.44, mix(product.hex, "#f4f6f7", 0.55), 'opacity="0.75"');
    // The two layers leaving the tube, seen at the cassette slot.
    out += rect(0, cy + ch - 10, 540, 14, tones.dark2, 'opacity="0.6"');
  } else {
    out += fabricFill(product, 0, cy + ch - 10, 540, H, 2, "dtx");
  }
  out += rect(0, cy + ch - 10, 540, H, folds(svg));
  // Cassette with its round front and an end cap.
  out += rrect(-30, cy, 600, ch, 40, railFill(svg, hardwareHex, "dcas"));
  out += rect(-30, cy + ch * 0.58, 600, 2, darken(hardwareHex, 0.2), 'opacity="0.4"');
  out += rrect(
    548,
    cy - 8,
    70,
    ch + 16,
    22,
    svg.lin(
      "dcap",
      [
        [0, lighten(hardwareHex, 0.3)],
        [1, darken(hardwareHex, 0.25)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += circle(583, cy + ch / 2, 18, darken(hardwareHex, 0.2));
  out += circle(583, cy + ch / 2, 10, darken(hardwareHex, 0.35));
  const chainC = hardwareHex === "#3b4046" ? "#6f747a" : "#cfcdc7";
  out += beadChain(583, cy + ch + 4, 520, chainC, 5.5);
  out += rrect(566, 440, 12, 26, 5, darken(chainC, 0.2));
  return out + light(svg);
}

export function plisse(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const hardwareHex = hardware(product.hex);
  let out = blurView(svg);
  out += rect(0, 520, W, 100, "#f7f6f3");
  out += rect(0, 520, W, 8, "#000000", 'opacity="0.1"');
  const pitch = 36;
  const texturePaint = textureFill(svg, product.hex, product.texture, 1.4, "dpt");
  for (let y = -pitch; y < 300; y += pitch) {
    out += rect(0, y, W, pitch / 2, tones.light1) + rect(0, y + pitch / 2, W, pitch / 2, tones.dark1);
    out += rect(
      0,
      y,
      W,
      pitch / 2,
      svg.lin("dpu", [
        [0, "#ffffff", 0.3],
        [1, "#ffffff", 0],
      ]),
    );
    out += rect(
      0,
      y + pitch / 2,
      W,
      pitch / 2,
      svg.lin("dpd", [
        [0, "#000000", 0.05],
        [1, "#000000", 0.25],
      ]),
    );
  }
  if (texturePaint) out += rect(0, 0, W, 300, texturePaint);
  out += rect(0, 300, W, 16, "#000000", `opacity="0.25" filter="${svg.blur(6)}"`);
  out += rrect(-10, 290, W + 20, 46, 10, railFill(svg, hardwareHex, "dbr"));
  // Grip handle in the middle of the bottom rail.
  out += rrect(290, 318, 140, 40, 20, darken(hardwareHex, 0.25));
  out += rrect(300, 322, 120, 18, 9, lighten(darken(hardwareHex, 0.25), 0.25));
  // Tension cord down to a clamp bracket on the frame.
  for (const cx of [70, 650]) {
    out += line(cx, 0, cx, 540, "#e4e2dc", 3);
    out += rrect(cx - 16, 522, 32, 36, 6, "#f2f1ee");
    out += circle(cx, 540, 5, "#9e9b94");
  }
  return out + light(svg);
}

export function jaloezie(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = blurView(svg);
  const pitch = 46;
  const slat = slatShading(svg, "djs", tones);
  const texturePaint = textureFill(svg, product.hex, product.texture, 1.2, "djt");
  for (let y = 150; y < H; y += pitch) {
    out += rect(0, y + 6, W, pitch * 0.64, "#000000", `opacity="0.2" filter="${svg.blur(4)}"`);
    out += rect(0, y, W, pitch * 0.64, slat);
    if (texturePaint) out += rect(0, y, W, pitch * 0.64, texturePaint);
    for (const tx of [140, 470]) out += rect(tx - 12, y + pitch * 0.64, 24, 2, "#eeece6");
  }
  for (const tx of [140, 470]) {
    out += rect(tx - 13, 140, 2.5, H, "#f0eee8");
    out += rect(tx + 10, 140, 2.5, H, "#f0eee8");
    out += line(tx, 140, tx, H, "#ebe8e1", 2.5);
  }
  // Headrail.
  out += rect(0, 60, W, 90, railFill(svg, product.hex, "djh"));
  if (texturePaint) out += rect(0, 60, W, 90, texturePaint, 'opacity="0.5"');
  // Tilt wand hooked into the tilter.
  out += circle(610, 150, 10, darken(tones.base, 0.2));
  out += path("M610 150c10 10 6 22-4 26", "none", `stroke="${tones.dark2}" stroke-width="5" fill="none"`);
  out += rrect(
    598,
    170,
    16,
    460,
    8,
    svg.lin(
      "wand",
      [
        [0, "#ffffff", 0.85],
        [0.5, lighten(tones.base, 0.6), 0.7],
        [1, darken(tones.base, 0.2), 0.7],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  // Cord lock with cords and acorns.
  out += rrect(40, 140, 44, 34, 8, darken(tones.base, 0.15));
  for (const [cx, len] of [
    [54, 420],
    [70, 470],
  ] as const) {
    out += line(cx, 170, cx, len, tones.dark2, 3);
    out += path(`M${cx - 9} ${len}q9-26 18 0q0 30-9 34q-9-4-9-34z`, tones.dark1);
  }
  return out + light(svg);
}

export function vouwgordijn(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = wallBg(svg);
  out += rect(
    -10,
    90,
    640,
    H,
    "#000000",
    `opacity="0.2" filter="${svg.blur(12)}" transform="translate(16 10)"`,
  );
  out += fabricFill(product, -10, 60, 620, 240, 2, "dtx");
  const texturePaint = textureFill(svg, product.hex, product.texture, 2);
  const foldShade = svg.lin("dvf", [
    [0, tones.dark3],
    [0.15, tones.dark1],
    [0.45, tones.light2],
    [0.75, tones.base],
    [1, tones.dark2],
  ]);
  for (let i = 0; i < 3; i++) {
    const y = 260 + i * 84;
    const d = `M-10 ${y}L600 ${y}C622 ${y} 630 ${y + 50} 610 ${y + 100}L-10 ${y + 100}Z`;
    out += path(d, "#000000", `opacity="0.3" filter="${svg.blur(6)}" transform="translate(0 10)"`);
    out += path(d, product.hex);
    if (texturePaint) out += path(d, texturePaint);
    out += path(d, foldShade, 'opacity="0.85"');
  }
  // Control unit on the headrail and the chain.
  out += rect(-10, 40, 630, 24, "#f5f4f0");
  out += rrect(590, 34, 56, 60, 10, "#f3f2ee");
  out += rrect(590, 34, 56, 60, 10, "none", 'stroke="#d6d3cc" stroke-width="2"');
  out += beadChain(618, 100, 560, "#d3d1cb", 5);
  return out + light(svg);
}

export function lamellen(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const hardwareHex = hardware(product.hex);
  let out = blurView(svg);
  const vaneShade = closeVaneShading(svg, "dlv", tones);
  const texturePaint = textureFill(svg, product.hex, product.texture, 1.6, "dlt");
  for (let x = -60; x < 600; x += 150) {
    out += rect(x + 14, 160, 112, H, "#000000", `opacity="0.2" filter="${svg.blur(8)}"`);
    out += rect(x, 150, 112, H, vaneShade);
    if (texturePaint) out += rect(x, 150, 112, H, texturePaint);
    out += rect(x + 44, 118, 24, 52, "#f1f0ec");
    out += rect(x + 40, 150, 32, 12, "#d8d6d0");
    out += circle(x + 56, 134, 5, "#b5b2ab");
  }
  out += rect(0, 60, W, 64, railFill(svg, hardwareHex, "dlh"));
  // Control end: rotating chain and traversing cord with a weight.
  out += rrect(610, 52, 70, 84, 12, darken(hardwareHex, 0.1));
  out += beadChain(632, 140, 560, "#d3d1cb", 4.5);
  out += line(668, 136, 668, 480, "#ecebe6", 3);
  out += line(676, 136, 676, 480, "#ecebe6", 3);
  out += rrect(656, 476, 32, 70, 14, "#e4e2dc");
  return out + light(svg);
}

function remote(svg: Svg, x: number, y: number): string {
  let out = rrect(x + 10, y + 14, 90, 200, 30, "#000000", `opacity="0.25" filter="${svg.blur(10)}"`);
  out += rrect(
    x,
    y,
    90,
    200,
    30,
    svg.lin(
      "rem",
      [
        [0, "#fdfdfc"],
        [1, "#dedcd7"],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += circle(x + 45, y + 60, 26, "#eceae5");
  out += path(`M${x + 45} ${y + 42}l12 14h-24z`, "#6b6f74");
  out += path(`M${x + 45} ${y + 78}l12-14h-24z`, "#6b6f74");
  out += rrect(x + 33, y + 108, 24, 24, 12, "#e6e3dd");
  out += circle(x + 45, y + 160, 5, "#1f5f4a");
  return out;
}

export function screen(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const hardwareHex = hardware(product.hex);
  let out = facade(svg, { x: 0, y: 0, w: W, h: H }, "plaster");
  const weave = svg.pattern(
    "dsw",
    6,
    6,
    rect(0, 0, 6, 1.6, tones.dark2, 'opacity="0.5"') +
      rect(0, 3, 6, 1.6, tones.light2, 'opacity="0.4"') +
      rect(1.5, 0, 1.6, 6, tones.dark1, 'opacity="0.3"'),
  );
  // Fabric between the cassette and the bottom bar; zip rail on the right.
  out += rect(
    0,
    170,
    470,
    300,
    "#000000",
    `opacity="0.25" filter="${svg.blur(10)}" transform="translate(12 10)"`,
  );
  out += rect(0, 170, 470, 300, product.hex);
  out += rect(0, 170, 470, 300, weave);
  for (let y = 172; y < 470; y += 12) out += rrect(462, y, 20, 7, 3, "#2b2d30");
  out += rect(
    474,
    120,
    76,
    420,
    svg.lin(
      "dzr",
      [
        [0, darken(hardwareHex, 0.3)],
        [0.2, lighten(hardwareHex, 0.3)],
        [0.6, hardwareHex],
        [1, darken(hardwareHex, 0.35)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(474, 120, 8, 420, "#1f2225", 'opacity="0.6"');
  // Bottom bar.
  out += rect(0, 470, 480, 16, "#000000", `opacity="0.25" filter="${svg.blur(5)}"`);
  out += rrect(-10, 456, 490, 40, 6, railFill(svg, hardwareHex, "dsb"));
  // Cassette with the motor side and its cable.
  out += rect(0, 60, 560, 110, railFill(svg, hardwareHex, "dsc"));
  out += rrect(530, 52, 44, 126, 8, darken(hardwareHex, 0.15));
  out += path(
    "M560 170C580 220 600 240 640 250S700 270 720 300",
    "none",
    'stroke="#2a2a2a" stroke-width="6" fill="none"',
  );
  out += remote(svg, 580, 360);
  return out + light(svg);
}

export function awning(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const hardwareHex = awningFrame(product.hex);
  let out = facade(svg, { x: 0, y: 0, w: W, h: H }, "brick");
  // Cassette on the wall and the cloth running out towards us, seen from below.
  const fab = [0, 150, W, 150, W, 360, 0, 400];
  const texturePaint = textureFill(svg, product.hex, product.texture, 1.8, "dat");
  out += poly(fab, "#000000", `opacity="0.3" filter="${svg.blur(10)}" transform="translate(0 14)"`);
  out += poly(fab, product.hex);
  if (texturePaint) out += poly(fab, texturePaint);
  out += poly(
    fab,
    svg.lin("daf", [
      [0, tones.dark2, 0.6],
      [1, tones.base, 0],
    ]),
  );
  out += path(
    "M260 150L240 388M540 150L560 366",
    "none",
    `stroke="${tones.dark2}" stroke-width="2.5" opacity="0.5"`,
  );
  out += rect(0, 150, W, 10, "#000000", `opacity="0.25" filter="${svg.blur(4)}"`);
  out += rrect(-20, 60, W + 40, 96, 30, railFill(svg, hardwareHex, "dac"));
  out += rect(-20, 128, W + 40, 2, darken(hardwareHex, 0.25), 'opacity="0.5"');
  // The folding arm: shoulder bracket, elbow joint, forearm to the front.
  out += path(
    "M120 170L330 300L150 400",
    "none",
    `stroke="#000000" stroke-width="26" opacity="0.22" filter="${svg.blur(8)}" transform="translate(10 10)"`,
  );
  out += path(
    "M120 170L330 300L150 400",
    "none",
    `stroke="${hardwareHex}" stroke-width="24" stroke-linejoin="round" stroke-linecap="round"`,
  );
  out += path(
    "M120 170L330 300L150 400",
    "none",
    `stroke="${lighten(hardwareHex, 0.4)}" stroke-width="6" stroke-linejoin="round" opacity="0.6" transform="translate(-4 -4)"`,
  );
  out += rrect(84, 150, 72, 60, 10, darken(hardwareHex, 0.12));
  out += circle(330, 300, 30, darken(hardwareHex, 0.15));
  out += circle(330, 300, 12, darken(hardwareHex, 0.35));
  // Gearbox eye with the crank handle hanging down.
  out += circle(600, 150, 16, darken(hardwareHex, 0.25));
  out += circle(600, 150, 7, "#1f1f1f");
  out += line(
    600,
    160,
    600,
    580,
    "#000000",
    14,
    `opacity="0.2" filter="${svg.blur(6)}" transform="translate(10 6)"`,
  );
  out += rrect(
    593,
    150,
    14,
    420,
    7,
    svg.lin(
      "crank",
      [
        [0, lighten(hardwareHex, 0.4)],
        [0.5, hardwareHex],
        [1, darken(hardwareHex, 0.3)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += path(
    "M600 560l0 30l-70 0",
    "none",
    `stroke="${darken(hardwareHex, 0.15)}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"`,
  );
  out += rrect(510, 576, 40, 30, 12, "#2b2b2b");
  return out + light(svg);
}

export function rolluik(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = facade(svg, { x: 0, y: 0, w: W, h: H }, "brick");
  const pitch = 46;
  const prof = shutterProfileShading(svg, "drp", tones);
  out += rect(
    80,
    0,
    420,
    420,
    "#000000",
    `opacity="0.3" filter="${svg.blur(10)}" transform="translate(10 10)"`,
  );
  for (let y = 0; y < 380; y += pitch) {
    out += rect(60, y, 440, pitch, prof);
    for (let k = 0; k < 6; k++)
      out += rrect(90 + k * 70, y + pitch * 0.44, 24, 5, 2.5, tones.dark3, 'opacity="0.5"');
  }
  out += rect(60, 380, 440, 44, railFill(svg, product.hex, "drl"));
  out += rect(60, 424, 440, 10, "#222528");
  // Sill.
  out += rect(0, 434, 560, 26, "#cfccc5");
  out += rect(0, 460, 560, 10, "#000000", 'opacity="0.2"');
  out += rect(
    500,
    0,
    64,
    434,
    svg.lin(
      "drr",
      [
        [0, tones.dark2],
        [0.3, tones.light1],
        [0.7, tones.base],
        [1, tones.dark3],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(500, 0, 6, 434, "#1e2124", 'opacity="0.7"');
  out += remote(svg, 590, 320);
  return out + light(svg);
}

export function shutter(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = blurView(svg);
  const texturePaint = textureFill(svg, product.hex, product.texture, 1.4, "dst");
  const pitch = 56;
  const louvreShade = slatShading(svg, "dsl", tones);
  for (const [x0, x1] of [
    [0, 330],
    [390, W],
  ] as const) {
    for (let y = 20; y < H; y += pitch) {
      out += rect(x0, y + 8, x1 - x0, pitch * 0.7, "#000000", `opacity="0.25" filter="${svg.blur(4)}"`);
      out += rect(x0, y, x1 - x0, pitch * 0.74, louvreShade);
      if (texturePaint) out += rect(x0, y, x1 - x0, pitch * 0.74, texturePaint);
    }
  }
  // Two stiles meeting, hinged, and a tilt rod.
  for (const x of [300, 390]) {
    out += rect(x, 0, 90 - (x === 300 ? 60 : 0) + 30, H, product.hex);
  }
  out += rect(300, 0, 120, H, product.hex);
  if (texturePaint) out += rect(300, 0, 120, H, texturePaint);
  out += rect(
    300,
    0,
    120,
    H,
    svg.lin(
      "dstile",
      [
        [0, tones.light1, 0.5],
        [0.48, tones.base, 0],
        [0.5, tones.dark3, 0.7],
        [0.52, tones.light2, 0.5],
        [1, tones.dark2, 0.5],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  for (const y of [120, 440]) {
    out += rrect(344, y, 32, 80, 6, "#a9a59d");
    out += rect(358, y, 4, 80, "#7e7a72");
  }
  out += rrect(180, -10, 22, H + 20, 11, roundShading(svg, "dtr", tones, tones.light2));
  for (let y = 20; y < H; y += pitch) out += rrect(184, y + 14, 14, 16, 3, "#bab6ae");
  // Magnet catch.
  out += rrect(430, 280, 20, 40, 4, "#6c6a66");
  return out + light(svg);
}

export function gordijn(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = rect(0, 0, W, H, "#f6f3ee");
  const fw = 110;
  const foldShade = svg.lin(
    "dgf",
    [
      [0, tones.dark3],
      [0.2, tones.dark1],
      [0.5, tones.light2],
      [0.8, tones.dark1],
      [1, tones.dark3],
    ],
    0,
    0,
    1,
    0,
  );
  out += fabricFill(product, 0, 150, W, H, 2, "dtx");
  out += rect(
    0,
    150,
    W,
    H,
    svg.pattern("dgp", fw, 10, rect(0, 0, fw, 10, foldShade), 0, 0),
    'opacity="0.85"',
  );
  // Heading tape and pinch pleats.
  out += rect(0, 150, W, 90, tones.light1, 'opacity="0.35"');
  for (let x = 0; x < W + fw; x += fw) {
    out += path(`M${x - 26} 150Q${x} 240 ${x + 26} 150Z`, tones.dark2, 'opacity="0.45"');
    out += rect(x - 4, 150, 8, 100, tones.dark3, 'opacity="0.35"');
    // Hook up to a glider in the track.
    out += path(`M${x} 170V112q0-14 12-14`, "none", 'stroke="#c9c7c1" stroke-width="4" fill="none"');
    out += rrect(x - 14, 78, 40, 24, 8, "#f2f1ed");
  }
  out += rect(0, 40, W, 50, railFill(svg, "#e7e6e2", "dtrack"));
  out += rect(0, 86, W, 6, "#000000", 'opacity="0.2"');
  return out + light(svg);
}

export function hor(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const meshC = mix(tones.base, "#26292c", 0.55);
  let out = blurView(svg);
  const m = svg.pattern("dhm", 6, 6, rect(0, 0, 6, 1.4, meshC) + rect(0, 0, 1.4, 6, meshC));
  out += rect(0, 0, 560, 420, meshC, 'opacity="0.22"');
  out += rect(0, 0, 560, 420, m);
  const side = roundShading(svg, "dhs", tones);
  out += rect(560, 0, 18, H, "#000000", `opacity="0.25" filter="${svg.blur(6)}"`);
  out += rect(550, 0, 90, H, side);
  out += rect(550, 0, 8, H, svg.pattern("dbr", 8, 3, rect(0, 0, 8, 1.5, "#2d2d2d")));
  // Bottom bar with the pull handle.
  out += rect(0, 420, 560, 18, "#000000", `opacity="0.25" filter="${svg.blur(6)}"`);
  out += rect(0, 400, 556, 50, railFill(svg, tones.base, "dhb"));
  out += rrect(180, 430, 180, 54, 24, darken(tones.base, 0.3));
  out += rrect(196, 436, 148, 26, 13, lighten(darken(tones.base, 0.3), 0.15));
  out += rect(0, 540, 640, 80, "#f6f4f0");
  return out + light(svg);
}

export function hordeur(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const meshC = mix(tones.base, "#26292c", 0.6);
  let out = blurView(svg);
  const pw = 44;
  out += rect(0, 0, 380, H, meshC, 'opacity="0.25"');
  out += rect(0, 0, 380, H, svg.pattern("dhdm", 5, 5, rect(0, 0, 5, 1.2, meshC) + rect(0, 0, 1.2, 5, meshC)));
  out += rect(
    0,
    0,
    380,
    H,
    svg.pattern(
      "dhdp",
      pw,
      10,
      rect(0, 0, pw / 2, 10, "#ffffff", 'opacity="0.16"') +
        rect(pw / 2, 0, pw / 2, 10, "#000000", 'opacity="0.2"'),
    ),
  );
  const prof = roundShading(svg, "dhdb", tones, tones.light1, 0.4);
  // Moving bar with handle, meeting the fixed post; the magnet strips between them.
  out += rect(380, 0, 14, H, "#000000", `opacity="0.3" filter="${svg.blur(6)}"`);
  out += rect(370, 0, 110, H, prof);
  out += rrect(400, 230, 44, 170, 20, darken(tones.base, 0.3));
  out += rrect(408, 240, 28, 150, 14, lighten(darken(tones.base, 0.3), 0.12));
  out += rect(480, 0, 14, H, "#2a2a2a");
  out += rect(494, 0, 14, H, "#3a3a3a");
  out += rect(508, 0, 120, H, prof);
  out += rect(628, 0, 92, H, "#f4f2ee");
  out += rect(628, 0, 6, H, "#000000", 'opacity="0.12"');
  return out + light(svg);
}

export function roof(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = rect(
    0,
    0,
    W,
    H,
    svg.lin("drs", [
      [0, "#a8d0ec"],
      [0.6, "#ddeef8"],
      [1, "#ddeef8"],
    ]),
  );
  out += shrub(120, 560, 120, "#6a9c63") + shrub(600, 580, 150, "#5f9460");
  out += rect(0, 520, W, 100, "#c9c2b6");
  const post = roundShading(svg, "drpost", tones, tones.light2, 0.35);
  const texturePaint = textureFill(
    svg,
    product.hex,
    product.texture === "plain" ? "metal" : product.texture,
    1.2,
    "drt",
  );
  // Roof panel edge and gutter across the top, the post down to the ground.
  out += poly([0, 0, W, 0, W, 60, 0, 90], "#eef2f0", 'opacity="0.9"');
  out += rect(0, 90, W, 20, "#000000", `opacity="0.25" filter="${svg.blur(8)}"`);
  out += rect(0, 70, W, 120, railFill(svg, product.hex, "drg"));
  if (texturePaint) out += rect(0, 70, W, 120, texturePaint, 'opacity="0.6"');
  out += rect(0, 100, W, 4, tones.light3, 'opacity="0.6"');
  out += rect(310, 190, 18, 400, "#000000", `opacity="0.25" filter="${svg.blur(8)}"`);
  out += rect(290, 180, 110, 420, post);
  if (texturePaint) out += rect(290, 180, 110, 420, texturePaint, 'opacity="0.6"');
  out += rect(290, 180, 110, 20, tones.dark2, 'opacity="0.5"');
  // Downpipe outlet at the foot of the post, and the foot plate.
  out += path("M400 540h40q20 0 20 20v10h-26v-6q0-4-6-4h-28z", tones.dark1);
  out += rect(276, 586, 138, 18, tones.dark2);
  for (const [x, y] of [
    [448, 590],
    [452, 606],
  ] as const)
    out += ellipse(x, y, 3, 5, "#7fb5dc", 'opacity="0.8"');
  return out + light(svg);
}
