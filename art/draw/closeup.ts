// View 1: a close-up of each kind's material, filling the frame.

import { darken, hardware, lighten, mix, shades } from "./color.ts";
import { railFill } from "./coverings.ts";
import { facade } from "./outdoor/setting.ts";
import { awningFrame } from "./outdoor/terrace.ts";
import { blurView, type DrawnProduct, fabricFill, H, light, W } from "./product-view.ts";
import { closeVaneShading, roundShading } from "./shading.ts";
import { circle, ellipse, line, n, path, poly, rect, rrect, type Svg } from "./svg.ts";
import { textureFill } from "./texture.ts";

/** Gentle vertical ripples of a hanging fabric. */
function ripple(svg: Svg): string {
  return svg.lin(
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

export function roller(product: DrawnProduct, duo: boolean): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const hardwareHex = hardware(product.hex);
  const railY = 440;
  let out = blurView(svg);
  // The window sill far below, out of focus.
  out += rect(0, 560, W, 60, "#f4f1ec", `filter="${svg.blur(4)}"`);
  if (duo) {
    const pitch = 120;
    // Back layer (seen through the sheer bands), shifted by half a band.
    for (let y = -pitch * 0.3; y < railY; y += pitch)
      out += rect(0, y, W, pitch * 0.56, tones.dark1, 'opacity="0.55"');
    out += rect(0, 0, W, railY, product.hex, 'opacity="0.22"');
    const voile = svg.pattern(
      "voile",
      3,
      3,
      rect(0, 0, 0.8, 3, tones.dark2, 'opacity="0.35"') + rect(0, 0, 3, 0.6, tones.light2, 'opacity="0.3"'),
    );
    out += rect(0, 0, W, railY, voile);
    for (let y = pitch * 0.2; y < railY - 10; y += pitch) {
      out += fabricFill(product, 0, y, W, Math.min(pitch * 0.56, railY - y), 2.4, "ctx");
      out += rect(0, y, W, 3, tones.light2, 'opacity="0.5"');
      out += rect(0, y + pitch * 0.56 - 3, W, 3, tones.dark2, 'opacity="0.5"');
    }
  } else {
    out += fabricFill(product, 0, 0, W, railY, 2.6, "ctx");
  }
  out += rect(0, 0, W, railY, ripple(svg));
  // Hem wrapping the bottom rail, then the rail with an end cap and a pull.
  out += rect(0, railY - 8, W, 10, tones.dark2, 'opacity="0.4"');
  out += rect(0, railY + 30, W, 14, "#000000", `opacity="0.22" filter="${svg.blur(6)}"`);
  out += rect(0, railY, W - 60, 34, railFill(svg, hardwareHex, "crail"));
  out += rrect(W - 70, railY - 3, 26, 40, 8, darken(hardwareHex, 0.15));
  out += line(W - 57, railY + 37, W - 57, railY + 120, "#d8d6d0", 3);
  out += rrect(W - 66, railY + 118, 18, 34, 9, darken(hardwareHex, 0.1));
  return out + light(svg);
}

export function plisse(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = blurView(svg);
  const pitch = 56;
  const x0 = 90;
  const texturePaint = textureFill(svg, product.hex, product.texture, 1.6, "plt");
  const up = svg.lin("plup", [
    [0, tones.light3],
    [1, tones.light1],
  ]);
  const dn = svg.lin("pldn", [
    [0, tones.dark1],
    [1, tones.dark3],
  ]);
  for (let i = -1; i < H / pitch + 1; i++) {
    const y = i * pitch;
    const mid = y + pitch * 0.45;
    const upper = [x0, y, W, y + 6, W, mid + 6, x0 - 26, mid];
    const lower = [x0 - 26, mid, W, mid + 6, W, y + pitch + 6, x0, y + pitch];
    out += poly(upper, product.hex) + poly(upper, up, 'opacity="0.75"');
    out += poly(lower, product.hex) + poly(lower, dn, 'opacity="0.75"');
    if (texturePaint) out += poly(upper, texturePaint) + poly(lower, texturePaint);
    out += line(x0 - 26, mid, W, mid + 6, tones.light3, 1.5, 'opacity="0.8"');
    // The cord hole and cord.
    out += ellipse(x0 + 70, mid + 1, 4, 2.5, tones.dark3, 'opacity="0.6"');
  }
  out += line(x0 + 70, 0, x0 + 70, H, "#e8e6e0", 2.4);
  out += rect(
    0,
    0,
    W,
    H,
    svg.lin(
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
  return out + light(svg);
}

export function jaloezie(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const pitch = 78;
  let out = blurView(svg);
  const slat = svg.lin("jsl", [
    [0, tones.light3],
    [0.25, tones.light1],
    [0.6, tones.base],
    [1, tones.dark2],
  ]);
  const texturePaint = textureFill(svg, product.hex, product.texture, 1.4, "jt");
  const tapes = [170, 540];
  for (let i = -1; i < H / pitch + 1; i++) {
    const y = i * pitch + 10;
    const d = `M0 ${n(y)}Q${W / 2} ${n(y - 12)} ${W} ${n(y)}L${W} ${n(y + pitch * 0.72)}Q${W / 2} ${n(y + pitch * 0.72 - 12)} 0 ${n(y + pitch * 0.72)}Z`;
    out += path(d, "#000000", `opacity="0.25" filter="${svg.blur(5)}" transform="translate(0 9)"`);
    out += path(d, product.hex) + path(d, slat);
    if (texturePaint) out += path(d, texturePaint);
    out += path(
      `M0 ${n(y + 1)}Q${W / 2} ${n(y - 11)} ${W} ${n(y + 1)}`,
      "none",
      `stroke="${tones.light3}" stroke-width="2" opacity="0.8"`,
    );
    for (const tx of tapes) {
      // Rungs under each slat and the cord through its slot.
      out += rect(tx - 16, y + pitch * 0.72, 32, 3, "#f1efe9", 'opacity="0.9"');
      out += ellipse(tx, y + pitch * 0.36 - 5, 5, 12, tones.dark3, 'opacity="0.55"');
    }
  }
  for (const tx of tapes) {
    out += rect(tx - 17, 0, 3, H, "#f3f1ec");
    out += rect(tx + 14, 0, 3, H, "#f3f1ec");
    out += line(tx, 0, tx, H, "#efece6", 2.2, 'opacity="0.9"');
  }
  return out + light(svg);
}

export function vouwgordijn(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = blurView(svg);
  const texturePaint = textureFill(svg, product.hex, product.texture, 2.4);
  const foldShade = svg.lin("vfold", [
    [0, tones.dark2],
    [0.25, tones.base],
    [0.55, tones.light2],
    [0.85, tones.base],
    [1, tones.dark3],
  ]);
  const fh = 130;
  const step = 100;
  const top = 200;
  // Folds from the lowest up, each hanging over the next with a soft droop and shadow.
  for (let i = 3; i >= 0; i--) {
    const y = top + i * step;
    const d = `M-20 ${y}H${W + 20}V${y + fh}Q${W / 2} ${y + fh + 26} -20 ${y + fh}Z`;
    out += path(d, "#000000", `opacity="0.35" filter="${svg.blur(8)}" transform="translate(0 14)"`);
    out += path(d, product.hex);
    if (texturePaint) out += path(d, texturePaint);
    out += path(d, foldShade);
  }
  out += rect(0, 0, W, top + 2, product.hex);
  if (texturePaint) out += rect(0, 0, W, top + 2, texturePaint);
  out += rect(0, 0, W, top + 2, ripple(svg));
  out += line(0, 110, W, 110, tones.dark2, 2, 'opacity="0.5"');
  out += line(0, 114, W, 114, tones.light2, 1.5, 'opacity="0.4"');
  return out + light(svg);
}

export function lamellen(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = blurView(svg);
  const vaneShade = closeVaneShading(svg, "lv", tones);
  const texturePaint = textureFill(svg, product.hex, product.texture, 1.8, "lt");
  const pitch = 150;
  const bottom = 520;
  for (let i = -1; i < W / pitch + 1; i++) {
    const x = i * pitch + 40;
    const vw = 118;
    const d = `M${x} 60L${x + vw} 40L${x + vw} ${bottom - 16}L${x} ${bottom}Z`;
    out += path(d, "#000000", `opacity="0.22" filter="${svg.blur(8)}" transform="translate(14 8)"`);
    out += path(d, product.hex) + path(d, vaneShade);
    if (texturePaint) out += path(d, texturePaint);
    // Weight pocket and hanger.
    out += path(
      `M${x} ${bottom - 40}L${x + vw} ${bottom - 56}L${x + vw} ${bottom - 16}L${x} ${bottom}Z`,
      tones.dark2,
      'opacity="0.35"',
    );
    out += rect(x + vw / 2 - 7, 18, 14, 36, "#e9e7e2");
    out += circle(x + vw / 2, 44, 4, "#b9b6b0");
  }
  out += rect(0, 0, W, 24, railFill(svg, hardware(product.hex), "lhead"));
  out += line(0, bottom - 6, W, bottom - 24, "#e2e0da", 3, 'stroke-dasharray="0 9" stroke-linecap="round"');
  return out + light(svg);
}

export function screen(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = blurView(svg);
  const pitch = 22;
  const thread = svg.pattern(
    "sw",
    pitch * 2,
    pitch * 2,
    [
      rect(0, 3, pitch, 9, tones.light1),
      rect(pitch, pitch + 3, pitch, 9, tones.light1),
      rect(pitch, 3, pitch, 9, tones.dark1),
      rect(0, pitch + 3, pitch, 9, tones.dark1),
      rect(3, 0, 9, pitch, tones.base),
      rect(pitch + 3, pitch, 9, pitch, tones.base),
      rect(pitch + 3, 0, 9, pitch, tones.light2),
      rect(3, pitch, 9, pitch, tones.light2),
      rect(0, 3, pitch * 2, 1.5, "#ffffff", 'opacity="0.25"'),
      rect(0, pitch + 3, pitch * 2, 1.5, "#ffffff", 'opacity="0.25"'),
    ].join(""),
  );
  out += rect(0, 0, 600, H, thread);
  out += rect(
    0,
    0,
    600,
    H,
    svg.lin(
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
  out += rect(606, 0, 114, H, railFill(svg, hardware(product.hex), "sr"), 'transform="rotate(0)"');
  out += rect(
    606,
    0,
    114,
    H,
    svg.lin(
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
  return out + light(svg);
}

export function awning(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const hardwareHex = awningFrame(product.hex);
  let out = blurView(svg);
  const texturePaint = textureFill(svg, product.hex, product.texture, 2.4);
  // The cloth seen from below, glowing in the sun, down to the front bar.
  const top = [0, 0, W, 0, W, 300, 0, 300];
  out += poly(top, product.hex);
  if (texturePaint) out += poly(top, texturePaint);
  out += poly(
    top,
    svg.lin("aw", [
      [0, tones.dark2, 0.55],
      [0.7, tones.base, 0],
      [1, tones.light2, 0.25],
    ]),
  );
  out += path(
    "M250 0L230 300M520 0L545 300",
    "none",
    `stroke="${tones.dark2}" stroke-width="3" opacity="0.5"`,
  );
  out += path(
    "M250 0L230 300M520 0L545 300",
    "none",
    `stroke="${tones.light2}" stroke-width="1" opacity="0.5" transform="translate(3 0)"`,
  );
  // Folding arm with its elbow.
  out += path(
    "M150 -10L330 170L110 300",
    "none",
    `stroke="#000000" stroke-width="20" opacity="0.25" filter="${svg.blur(6)}" transform="translate(8 8)"`,
  );
  out += path(
    "M150 -10L330 170L110 300",
    "none",
    `stroke="${hardwareHex}" stroke-width="20" stroke-linejoin="round"`,
  );
  out += path(
    "M150 -10L330 170L110 300",
    "none",
    `stroke="${lighten(hardwareHex, 0.4)}" stroke-width="5" stroke-linejoin="round" opacity="0.6" transform="translate(-3 -3)"`,
  );
  out += circle(330, 170, 20, darken(hardwareHex, 0.15));
  out += circle(330, 170, 8, darken(hardwareHex, 0.35));
  // Front bar and a scalloped valance.
  out += rect(0, 300, W, 30, railFill(svg, hardwareHex, "afb"));
  let hem = "M0 328H720V410";
  for (let x = W; x > 0; x -= 80) hem += `Q${x - 40} 450 ${x - 80} 410`;
  hem += "Z";
  out += path(hem, "#000000", `opacity="0.3" filter="${svg.blur(6)}" transform="translate(0 10)"`);
  out += path(hem, product.hex);
  if (texturePaint) out += path(hem, texturePaint);
  out += path(
    hem,
    svg.lin("avl", [
      [0, tones.dark2, 0.45],
      [0.3, tones.light1, 0.2],
      [1, tones.dark1, 0.3],
    ]),
  );
  out += path(
    "M0 398H720",
    "none",
    `stroke="${tones.light3}" stroke-width="2" stroke-dasharray="7 5" opacity="0.7"`,
  );
  out += rect(0, 328, W, 5, tones.dark2, 'opacity="0.5"');
  return out + light(svg);
}

export function rolluik(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = facade(svg, { x: 0, y: 0, w: W, h: H }, "brick");
  const pitch = 64;
  const prof = svg.lin("rp", [
    [0, tones.dark3],
    [0.08, tones.dark1],
    [0.3, tones.light2],
    [0.5, tones.light1],
    [0.62, tones.base],
    [0.9, tones.dark1],
    [1, tones.dark3],
  ]);
  const texturePaint =
    product.texture === "plain" ? null : textureFill(svg, product.hex, product.texture, 1.6, "rt");
  for (let i = 0; i < 8; i++) {
    const y = i * pitch - 10;
    out += rect(40, y, 560, pitch, prof);
    if (texturePaint) out += rect(40, y, 560, pitch, texturePaint, 'opacity="0.5"');
    for (let k = 0; k < 9; k++)
      out += rrect(78 + k * 60, y + pitch * 0.45, 26, 5, 2.5, tones.dark3, 'opacity="0.5"');
  }
  out += rect(40, 500, 560, 50, railFill(svg, product.hex, "rel"));
  out += rect(40, 548, 560, 10, "#23272a");
  const rail = svg.lin(
    "rr",
    [
      [0, tones.dark2],
      [0.25, tones.light1],
      [0.6, tones.base],
      [1, tones.dark3],
    ],
    0,
    0,
    1,
    0,
  );
  out += rect(596, 0, 70, 570, rail);
  out += rect(596, 0, 8, 570, "#1e2124", 'opacity="0.7"');
  out += rect(666, 0, 10, 570, "#000000", `opacity="0.3" filter="${svg.blur(5)}"`);
  return out + light(svg);
}

export function shutter(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  let out = blurView(svg);
  const pitch = 70;
  const louvreShade = svg.lin("sl", [
    [0, tones.light3],
    [0.3, tones.light1],
    [0.65, tones.base],
    [1, tones.dark2],
  ]);
  const texturePaint = textureFill(svg, product.hex, product.texture, 1.6, "st");
  for (let i = -1; i < H / pitch + 1; i++) {
    const y = i * pitch + 20;
    const d = `M120 ${y}L${W} ${y}L${W} ${y + pitch * 0.8}L120 ${y + pitch * 0.8}Z`;
    out += path(d, "#000000", `opacity="0.3" filter="${svg.blur(5)}" transform="translate(0 10)"`);
    out += path(d, product.hex) + path(d, louvreShade);
    if (texturePaint) out += path(d, texturePaint);
    out += rect(120, y, W - 120, 3, tones.light3, 'opacity="0.8"');
    // Staple linking the louvre to the tilt rod.
    out += rrect(424, y + pitch * 0.3, 12, 16, 3, "#b9b6ae");
  }
  // Tilt rod.
  out += rect(424, 0, 26, H, "#000000", `opacity="0.25" filter="${svg.blur(5)}"`);
  out += rrect(414, -10, 22, H + 20, 11, roundShading(svg, "tr", tones, tones.light2));
  if (texturePaint) out += rrect(414, -10, 22, H + 20, 11, texturePaint);
  // Stile.
  out += rect(0, 0, 130, H, product.hex);
  if (texturePaint) out += rect(0, 0, 130, H, texturePaint);
  out += rect(
    0,
    0,
    130,
    H,
    svg.lin(
      "stile",
      [
        [0, tones.dark1, 0.5],
        [0.3, tones.light1, 0.4],
        [0.9, tones.base, 0],
        [1, tones.dark3, 0.7],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out + light(svg);
}

export function gordijn(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const fw = 120;
  const fold = svg.lin(
    "gf",
    [
      [0, tones.dark3],
      [0.2, tones.dark1],
      [0.45, tones.light2],
      [0.65, tones.light1],
      [0.85, tones.dark1],
      [1, tones.dark3],
    ],
    0,
    0,
    1,
    0,
  );
  let out = rect(0, 0, W, H, "#efe9e0");
  out += fabricFill(product, 0, 70, W, H, 2.4, "ctx");
  out += rect(0, 70, W, H, svg.pattern("gfp", fw, 10, rect(0, 0, fw, 10, fold), 20, 0), 'opacity="0.85"');
  // Heading with pinch pleats and rings on a rod.
  out += rect(0, 70, W, 70, tones.light1, 'opacity="0.25"');
  for (let x = 20 + fw; x < W + fw; x += fw) {
    out += path(`M${x - 18} 70L${x} 140L${x + 18} 70Z`, tones.dark2, 'opacity="0.5"');
    out += line(x, 70, x, 145, tones.dark3, 3, 'opacity="0.5"');
    out += circle(x, 44, 16, "none", 'stroke="#3a332d" stroke-width="5"');
  }
  out += rect(0, 22, W, 14, "#3a332d");
  out += rect(0, 22, W, 4, "#6d645a");
  return out + light(svg);
}

export function mesh(product: DrawnProduct, pleated: boolean): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const meshC = mix(tones.base, "#26292c", 0.55);
  let out = blurView(svg);
  const m = svg.pattern(
    "cm",
    9,
    9,
    rect(0, 0, 9, 2, meshC) + rect(0, 0, 2, 9, meshC) + rect(0, 0, 9, 0.7, "#ffffff", 'opacity="0.2"'),
  );
  if (pleated) {
    const pw = 70;
    const pl = svg.pattern(
      "cpl",
      pw,
      10,
      rect(
        0,
        0,
        pw / 2,
        10,
        svg.lin(
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
          svg.lin(
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
    out += rect(560, 0, 10, H, "#000000", `opacity="0.3" filter="${svg.blur(6)}"`);
    out += rect(550, 0, 90, H, roundShading(svg, "cbar", tones, tones.light1, 0.4));
    out += rrect(575, 240, 40, 140, 18, darken(tones.base, 0.3));
    out += rrect(583, 250, 24, 120, 12, lighten(darken(tones.base, 0.3), 0.1));
  } else {
    out += rect(0, 0, W, H, meshC, 'opacity="0.22"');
    out += rect(0, 0, W, H, m);
    // Frame corner with brush seal.
    out += rect(0, 0, W, 80, railFill(svg, tones.base, "cfr"));
    out += rect(0, 0, 80, H, roundShading(svg, "cfs", tones));
    out += rect(80, 80, 10, H, "#000000", `opacity="0.3" filter="${svg.blur(5)}"`);
    out += rect(80, 80, W, 10, "#000000", `opacity="0.3" filter="${svg.blur(5)}"`);
    out += rect(72, 80, 8, H, svg.pattern("brush", 8, 3, rect(0, 0, 8, 1.5, "#333")));
  }
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
    svg.lin("rsky", [
      [0, "#b4d6ee"],
      [1, "#eaf4fa"],
    ]),
  );
  // Opal multi-wall panels with their internal ribs.
  const panel = svg.lin(
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
  const ribs = svg.pattern(
    "ribs",
    18,
    10,
    rect(0, 0, 2, 10, "#c6ceca") + rect(2, 0, 3, 10, "#ffffff", 'opacity="0.6"'),
  );
  out += rect(0, 0, W, 470, panel);
  out += rect(0, 0, W, 470, ribs, 'opacity="0.8"');
  for (const x of [40, 380]) {
    out += rect(x + 60, 0, 18, 470, "#000000", `opacity="0.2" filter="${svg.blur(6)}"`);
    out += rect(
      x,
      0,
      70,
      470,
      svg.lin(
        "raf",
        [
          [0, tones.dark2],
          [0.2, tones.light2],
          [0.55, tones.base],
          [1, tones.dark2],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    out += rect(x + 22, 0, 4, 470, tones.dark3, 'opacity="0.4"');
  }
  // Gutter.
  out += rect(0, 470, W, 14, "#000000", `opacity="0.3" filter="${svg.blur(6)}"`);
  out += rect(0, 440, W, 130, railFill(svg, product.hex, "gut"));
  out += rect(0, 470, W, 4, tones.light3, 'opacity="0.6"');
  const texturePaint = textureFill(
    svg,
    product.hex,
    product.texture === "plain" ? "metal" : product.texture,
    1.4,
    "rmt",
  );
  if (texturePaint) out += rect(0, 440, W, 130, texturePaint, 'opacity="0.6"');
  out += rect(0, 570, W, 50, "#dcd6cc");
  return out + light(svg);
}
