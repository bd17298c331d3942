// Option tiles, viewBox 200 x 150: an option value illustrated by Dutch keywords in the option and
// value names. Scene tiles reuse the preview scenes and layers (so they match the product images);
// close-ups (bottom bars, pleats, slats, louvres, guides, closures) are drawn here.

import type { ProductKind } from "../../domain/products.ts";
import { darken, hardware, lighten, mix, normHex, shades } from "../draw/color.ts";
import { chain, fabricRect, hangShade, railFill, slatPattern } from "../draw/coverings.ts";
import { outdoorView } from "../draw/scene.ts";
import { vaneShading } from "../draw/shading.ts";
import { circle, ellipse, line, n, path, rect, rrect, Svg } from "../draw/svg.ts";
import { type Texture, textureFill } from "../draw/texture.ts";
import { isFacade, isOutdoor } from "../kinds.ts";
import { CASSETTE_KINDS, NO_CONTROL, normOp, type Operation, type PreviewParams } from "./context.ts";
import { chainColour, cords, crank, motorHead, springPull, wallSwitch, wand } from "./controls.ts";
import { layerBody, previewLayerNames, sceneBody } from "./layers.ts";

const TW = 200;
const TH = 150;
const NEUTRAL = "#d8d2c8";

type Crop = [x: number, y: number, w: number];

function defaultTexture(kind: ProductKind): Texture {
  if (kind === "rolluik" || kind === "terrasoverkapping") return "metal";
  if (kind === "screen" || kind === "hor" || kind === "hordeur") return "mesh";
  if (kind === "gordijn" || kind === "vouwgordijn") return "linen";
  return "plain";
}

function defaultOp(kind: ProductKind): Operation {
  if (NO_CONTROL.has(kind)) return "geen";
  return normOp(kind, "ketting");
}

function params(kind: ProductKind, hex: string, overrides: Partial<PreviewParams> = {}): PreviewParams {
  return {
    kind,
    hex,
    texture: defaultTexture(kind),
    cassette: true,
    side: "rechts",
    mount: "op",
    operation: defaultOp(kind),
    ...overrides,
  };
}

function fullCrop(kind: ProductKind): Crop {
  if (isFacade(kind)) return [80, 70, 560];
  if (isOutdoor(kind)) return [0, 50, 720];
  if (kind === "gordijn") return [90, 60, 540];
  if (kind === "hordeur") return [60, 60, 600];
  return [90, 30, 540];
}

function cropped(body: string, [x, y, w]: Crop): string {
  const k = TW / w;
  return `<g transform="scale(${Math.round(k * 10000) / 10000}) translate(${n(-x)} ${n(-y)})">${body}</g>`;
}

/** The preview scene with all layers for p, plus extra drawing in scene coordinates. */
function scene(svg: Svg, params: PreviewParams, extra = ""): string {
  let body = sceneBody(svg, params.kind);
  for (const layer of previewLayerNames) body += layerBody(svg, layer, params);
  return body + extra;
}

function wallBg(svg: Svg): string {
  return rect(
    0,
    0,
    TW,
    TH,
    svg.lin("twall", [
      [0, "#f4efe8"],
      [1, "#e6dfd4"],
    ]),
  );
}

function badge(cx: number, cy: number, dir: number): string {
  let out = circle(cx, cy + 1, 13, "#000000", 'opacity="0.15"');
  out += circle(cx, cy, 13, "#1f5f4a");
  out += path(
    `M${n(cx - dir * 6)} ${n(cy)}H${n(cx + dir * 5)}M${n(cx + dir * 1)} ${n(cy - 5)}L${n(cx + dir * 6)} ${n(cy)}L${n(cx + dir * 1)} ${n(cy + 5)}`,
    "none",
    'stroke="#ffffff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"',
  );
  return out;
}

function sun(cx: number, cy: number, r: number): string {
  let out = circle(cx, cy, r, "#f4c542");
  let d = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    d += `M${n(cx + Math.cos(a) * r * 1.35)} ${n(cy + Math.sin(a) * r * 1.35)}L${n(cx + Math.cos(a) * r * 1.8)} ${n(cy + Math.sin(a) * r * 1.8)}`;
  }
  out += path(d, "none", `stroke="#f4c542" stroke-width="${n(r * 0.3)}" stroke-linecap="round"`);
  return out;
}

function solarPanel(x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, "#23406a");
  let d = "";
  for (let i = 1; i < 5; i++) d += `M${n(x + (w * i) / 5)} ${n(y)}V${n(y + h)}`;
  d += `M${n(x)} ${n(y + h / 2)}H${n(x + w)}`;
  out += path(d, "none", 'stroke="#86a6cf" stroke-width="0.8" opacity="0.8"');
  out += rect(x, y, w, h, "none", 'stroke="#c9ccd0" stroke-width="1.2"');
  return out;
}

function battery(x: number, y: number, w: number, h: number): string {
  let out = rrect(x, y, w, h, h * 0.2, "#2f3438");
  out += rect(x + w, y + h * 0.3, w * 0.08, h * 0.4, "#2f3438");
  for (let i = 0; i < 3; i++)
    out += rect(x + w * (0.1 + i * 0.28), y + h * 0.2, w * 0.22, h * 0.6, "#7bd389");
  return out;
}

// ---------------------------------------------------------------- scene tiles

function montageTile(svg: Svg, kind: ProductKind, hex: string, mount: "in" | "op" | "plafond"): string {
  if (mount !== "plafond") {
    return cropped(scene(svg, params(kind, hex, { mount })), fullCrop(kind));
  }
  // Ceiling mount: a roller hung from the ceiling just above the window.
  const drawnKind: ProductKind = isOutdoor(kind) || kind === "hordeur" ? "rolgordijn" : kind;
  const ceil = 70;
  let extra = rect(
    0,
    0,
    720,
    ceil,
    svg.lin("ceil", [
      [0, "#d8d1c6"],
      [1, "#ece6dc"],
    ]),
  );
  extra += rect(0, ceil - 3, 720, 3, "#c9c1b4");
  extra += rect(0, ceil, 720, 10, "#000000", `opacity="0.1" filter="${svg.blur(4)}"`);
  let body = sceneBody(svg, drawnKind);
  for (const layer of ["fabric", "system", "control"] as const)
    body += layerBody(svg, layer, params(drawnKind, hex));
  for (const bx of [195, 525]) {
    extra += rrect(bx - 12, ceil - 2, 24, 16, 2, "#d9d9d6") + rect(bx - 12, ceil - 2, 24, 4, "#b9b9b5");
  }
  return cropped(body + extra, fullCrop(drawnKind));
}

function cassetteTile(svg: Svg, kind: ProductKind, hex: string, cassette: boolean): string {
  if (kind === "knikarmscherm") {
    return cropped(scene(svg, params(kind, hex, { cassette })), [60, 60, 330]);
  }
  const drawnKind: ProductKind = CASSETTE_KINDS.has(kind) ? kind : "rolgordijn";
  const crop: Crop = isFacade(drawnKind) ? [120, 96, 280] : [130, 40, 270];
  return cropped(scene(svg, params(drawnKind, hex, { cassette, operation: "geen" })), crop);
}

function brickBg(svg: Svg): string {
  return rect(
    0,
    0,
    TW,
    TH,
    svg.pattern(
      "brk",
      48,
      20,
      `${rect(0, 0, 48, 20, "#d9cfc2")}${rect(1, 1, 22, 8, "#a65a42")}${rect(25, 1, 22, 8, "#b3664b")}${rect(-11, 11, 22, 8, "#9a513b")}${rect(13, 11, 22, 8, "#ad6a4f")}${rect(37, 11, 22, 8, "#a65a42")}`,
    ),
  );
}

/** A close-up of the right end of a roller with the control, drawn large. */
function controlTile(
  svg: Svg,
  kind: ProductKind,
  hex: string,
  operation: Operation | "accu" | "solar",
): string {
  const outdoor = isOutdoor(kind);
  const hardwareHex = outdoor ? "#3b4046" : hardware(hex);
  const k = 2;
  let out = outdoor ? brickBg(svg) : wallBg(svg);
  const veer = operation === "veer";
  const cy = outdoor ? 10 : 16;
  const ch = outdoor ? 34 : 24;
  const fx1 = 118;
  const cover = fabricOn(svg, hex, outdoor ? "mesh" : "linen");
  if (veer) {
    // The bottom of the blind with the spring pull.
    out += outdoorView(svg, { x: 0, y: 70, w: TW, h: 80 }, 0, "tov");
    out += rect(-6, 0, fx1 + 6, 76, "#000000", `opacity="0.15" filter="${svg.blur(4)}"`);
    out += fabricRect(cover, -10, 0, fx1 + 10, 66);
    out += rrect(-12, 62, fx1 + 14, 12, 6, railFill(svg, hardwareHex, "cbr"));
    out += springPull(92, 72, hardwareHex, 1.9);
    return out;
  }
  out += rect(-6, cy + 4, fx1 + 6, TH, "#000000", `opacity="0.15" filter="${svg.blur(4)}"`);
  out += fabricRect(cover, -10, cy + ch - 4, fx1 + 6, TH);
  out += rrect(-14, cy, fx1 + 16, ch, 6, railFill(svg, hardwareHex, "ccas"));
  out += rrect(fx1 - 2, cy - 2, 8, ch + 4, 2, darken(hardwareHex, 0.15));
  const x = fx1 + 14;
  const y = cy + ch * 0.6;
  switch (operation) {
    case "ketting":
      out += chain(x, y, 126, chainColour(hardwareHex), 4);
      break;
    case "koord":
      out += cords(x, y, 112, "#b3ab9d", k);
      break;
    case "stang":
      out += wand(x, y, 100, lighten(hardwareHex, 0.1), k);
      break;
    case "slinger":
      out += crank(x, y, 88, "#9ea3a8", k, 1);
      break;
    default: {
      out += motorHead(svg, fx1 + 6, cy + 2, ch - 4, 1, 1.6);
      out += wallSwitch(svg, 172, 112, 1.3);
      if (operation === "accu") out += battery(140, 58, 40, 20);
      if (operation === "solar") {
        out += solarPanel(10, cy + 3, 92, ch - 8);
        out += sun(176, 40, 12);
      }
    }
  }
  return out;
}

function sideTile(svg: Svg, kind: ProductKind, hex: string, side: "links" | "rechts"): string {
  const drawnKind: ProductKind = NO_CONTROL.has(kind) ? "rolgordijn" : kind;
  const body = cropped(scene(svg, params(drawnKind, hex, { side })), fullCrop(drawnKind));
  return body + badge(side === "links" ? 20 : 180, 130, side === "links" ? -1 : 1);
}

// ---------------------------------------------------------------- close-ups

function fabricOn(svg: Svg, hex: string, texture: Texture) {
  return { svg, hex, texture, win: { x: 0, y: 0, w: TW, h: TH }, drop: 1, floorY: TH };
}

function bottomBarTile(
  svg: Svg,
  hex: string,
  kind: "standaard" | "rond" | "verzwaard" | "ingenaaid",
): string {
  const tones = shades(hex);
  const hardwareHex = "#d9d9d6";
  let out = wallBg(svg);
  out += outdoorView(svg, { x: 30, y: 0, w: 140, h: 120 }, 0, "tov");
  const fy = 86;
  out += rect(18, 0, 164, fy + 6, "#000000", `opacity="0.16" filter="${svg.blur(4)}"`);
  out += fabricRect(fabricOn(svg, hex, "linen"), 14, 0, 172, fy);
  if (kind === "standaard") {
    out += rect(16, fy + 10, 168, 4, "#000000", `opacity="0.2" filter="${svg.blur(2)}"`);
    out += rrect(12, fy - 2, 176, 11, 3, railFill(svg, hardwareHex, "ob"));
    out +=
      rrect(10, fy - 3, 6, 13, 2, darken(hardwareHex, 0.2)) +
      rrect(184, fy - 3, 6, 13, 2, darken(hardwareHex, 0.2));
  } else if (kind === "rond") {
    out += rect(16, fy + 14, 168, 4, "#000000", `opacity="0.2" filter="${svg.blur(2)}"`);
    out += rrect(
      10,
      fy - 4,
      180,
      16,
      8,
      svg.lin("tube", [
        [0, "#ffffff"],
        [0.4, "#e2e2df"],
        [1, "#8e8f8d"],
      ]),
    );
  } else if (kind === "verzwaard") {
    out += rect(16, fy + 22, 168, 5, "#000000", `opacity="0.25" filter="${svg.blur(2.5)}"`);
    out += rrect(10, fy - 3, 180, 24, 4, railFill(svg, "#8a8d90", "obv"));
    out += rect(10, fy + 8, 180, 2, "#5d6266", 'opacity="0.5"');
    out += rrect(8, fy - 4, 7, 26, 2, "#4c5156") + rrect(185, fy - 4, 7, 26, 2, "#4c5156");
  } else {
    // Sewn-in: the bar sits in a fabric pocket.
    const pocket = `M14 ${fy - 2}H186V${fy + 14}Q100 ${fy + 19} 14 ${fy + 14}Z`;
    out += path(pocket, "#000000", `opacity="0.2" filter="${svg.blur(2)}" transform="translate(0 3)"`);
    out += path(pocket, hex);
    const texturePaint = textureFill(svg, hex, "linen");
    if (texturePaint) out += path(pocket, texturePaint);
    out += path(
      pocket,
      svg.lin("pk", [
        [0, tones.light2, 0.5],
        [0.5, tones.base, 0],
        [1, tones.dark2, 0.6],
      ]),
    );
    out += line(16, fy + 1, 184, fy + 1, tones.dark3, 1, 'stroke-dasharray="3 2" opacity="0.7"');
    out += rrect(9, fy + 1, 7, 10, 2, hardwareHex) + rrect(184, fy + 1, 7, 10, 2, hardwareHex);
  }
  // Profile in a small inset.
  const cx = 170;
  const cy = 128;
  out += circle(cx, cy + 1, 16, "#000000", 'opacity="0.12"');
  out += circle(cx, cy, 16, "#ffffff", 'stroke="#d5cfc5"');
  if (kind === "standaard") out += rrect(cx - 10, cy - 3.5, 20, 7, 2, "#9b9d9f");
  else if (kind === "rond") out += circle(cx, cy, 8, "#9b9d9f") + circle(cx, cy, 5, "#ffffff");
  else if (kind === "verzwaard") out += rrect(cx - 10, cy - 6, 20, 12, 2, "#5d6266");
  else
    out +=
      path(
        `M${cx - 2} ${cy - 12}V${cy - 6}A7 7 0 1 0 ${cx + 2} ${cy - 6}V${cy - 12}`,
        "none",
        `stroke="${tones.dark1}" stroke-width="2.5"`,
      ) + circle(cx, cy + 1, 4, "#9b9d9f");
  return out;
}

function pleatTile(svg: Svg, hex: string, type: "enkel" | "dubbel" | "wave"): string {
  const tones = shades(hex);
  let out = wallBg(svg);
  out += outdoorView(svg, { x: 20, y: 20, w: 160, h: 130 }, 1, "tov");
  const top = 24;
  const period = type === "wave" ? 34 : 38;
  const foldShade = svg.lin(
    "pf",
    type === "wave"
      ? [
          [0, tones.dark2],
          [0.25, tones.base],
          [0.5, tones.light2],
          [0.75, tones.base],
          [1, tones.dark2],
        ]
      : [
          [0, tones.dark1],
          [0.3, tones.light1],
          [0.6, tones.base],
          [0.85, tones.dark1],
          [1, tones.dark2],
        ],
    0,
    0,
    1,
    0,
  );
  const pat = svg.pattern("pfp", period, 10, rect(0, 0, period, 10, foldShade), 6, 0);
  const texturePaint = textureFill(svg, hex, "linen");
  let shape: string;
  if (type === "wave") {
    let d = `M6 ${top + 6}`;
    for (let x = 6; x < 194; x += period) {
      d += `Q${n(x + period / 4)} ${top - 4} ${n(x + period / 2)} ${top + 6}Q${n(x + (period * 3) / 4)} ${top + 16} ${n(x + period)} ${top + 6}`;
    }
    d += `V${TH}H6Z`;
    shape = d;
  } else {
    shape = `M6 ${top}H194V${TH}H6Z`;
  }
  out += path(shape, "#000000", `opacity="0.2" filter="${svg.blur(4)}" transform="translate(3 4)"`);
  out += path(shape, hex);
  if (texturePaint) out += path(shape, texturePaint);
  out += path(shape, pat, 'opacity="0.85"');
  // Rail and runners.
  out += rect(0, 10, TW, 8, railFill(svg, "#d9d9d6", "prl"));
  if (type === "wave") {
    for (let x = 6; x < 194; x += period / 2) out += circle(x + period / 4, 19, 2.6, "#8d8f91");
    out += path(`M6 ${top}H194`, "none", `stroke="${tones.dark2}" stroke-width="1.5" opacity="0.4"`);
  } else {
    for (let x = 6 + period / 2; x < 194; x += period) {
      out += line(x, 18, x, top + 2, "#8d8f91", 1.4);
      if (type === "enkel") {
        out += path(
          `M${n(x - 5)} ${top}L${n(x + 5)} ${top}L${n(x + 2)} ${top + 26}L${n(x - 2)} ${top + 26}Z`,
          tones.dark1,
        );
        out += rect(x - 0.6, top, 1.2, 24, tones.dark3, 'opacity="0.6"');
      } else {
        for (const dx of [-4, 4]) {
          out += path(
            `M${n(x + dx - 4)} ${top}L${n(x + dx + 4)} ${top}L${n(x + dx + 1.5)} ${top + 26}L${n(x + dx - 1.5)} ${top + 26}Z`,
            tones.dark1,
          );
          out += rect(x + dx - 0.6, top, 1.2, 24, tones.dark3, 'opacity="0.6"');
        }
      }
      out += rect(x - 6, top + 24, 12, 2, tones.dark2, 'opacity="0.5"');
    }
    out += rect(6, top, 188, 3, tones.dark2, 'opacity="0.35"');
  }
  out += rect(6, top, 188, TH - top, hangShade(svg), 'opacity="0.5"');
  return out;
}

function slatTile(svg: Svg, hex: string, mm: number): string {
  const tones = shades(hex);
  let out = wallBg(svg);
  out += outdoorView(svg, { x: 0, y: 0, w: TW, h: TH }, 0, "tov");
  const cover = fabricOn(svg, hex, "plain");
  if (mm >= 70) {
    // Vertical vanes.
    const p = clamp(mm * 0.52, 30, 70);
    const vw = p * 0.82;
    const vaneShade = vaneShading(svg, "vv", tones);
    out += rect(0, 0, TW, 14, railFill(svg, "#d9d9d6", "vr"));
    for (let x = 6; x < TW; x += p) {
      out += rect(x + 3, 14, vw, TH, "#000000", `opacity="0.15" filter="${svg.blur(2)}"`);
      out += rect(x, 14, vw, TH, vaneShade);
      out += rect(x + vw * 0.5 - 2, 10, 4, 8, "#8d8f91");
    }
    out += dimension(6, 6 + vw, 142, true);
    return out;
  }
  const p = clamp(mm * 0.62, 8, 44);
  out += rect(0, 0, TW, TH, slatPattern(cover, "sl", p, 4, 0.82));
  for (const tx of [44, 156]) out += rect(tx - 2, 0, 4, TH, tones.dark1, 'opacity="0.6"');
  out += dimension(10, 10 + p * 0.82, 182, false, 4 + p);
  return out;
}

function clamp(v: number, a: number, b: number): number {
  return Math.max(a, Math.min(b, v));
}

/** A dimension bracket: horizontal from a to b at y, or vertical from a to b at x = at. */
function dimension(a: number, b: number, at: number, horizontal: boolean, y0 = 0): string {
  const st = 'stroke="#1f5f4a" stroke-width="2" stroke-linecap="round"';
  if (horizontal) {
    return (
      rrect(a - 2, at - 8, b - a + 4, 16, 4, "#ffffff", 'opacity="0.85"') +
      path(
        `M${n(a)} ${n(at - 5)}V${n(at + 5)}M${n(b)} ${n(at - 5)}V${n(at + 5)}M${n(a)} ${n(at)}H${n(b)}`,
        "none",
        st,
      )
    );
  }
  return (
    rrect(at - 8, y0 - 2, 16, b - a + 4, 4, "#ffffff", 'opacity="0.85"') +
    path(
      `M${n(at - 5)} ${n(y0)}H${n(at + 5)}M${n(at - 5)} ${n(y0 + b - a)}H${n(at + 5)}M${n(at)} ${n(y0)}V${n(y0 + b - a)}`,
      "none",
      st,
    )
  );
}

function louvreTile(svg: Svg, hex: string, shape: "vierkant" | "rond"): string {
  const tones = shades(hex);
  let out = wallBg(svg);
  // Front view of a panel section.
  const cover = fabricOn(svg, hex, "wood");
  out += rect(14, 12, 90, 126, "#000000", `opacity="0.18" filter="${svg.blur(3)}"`);
  out += rect(10, 8, 90, 126, hex);
  out += rect(20, 18, 70, 106, tones.dark3, 'opacity="0.55"');
  out += rect(20, 18, 70, 106, slatPattern(cover, "lvf", 13, 18, 0.8));
  if (shape === "rond") {
    for (let y = 18; y < 124; y += 13) out += rect(20, y + 1, 70, 2, "#ffffff", 'opacity="0.35"');
  } else {
    for (let y = 18; y < 124; y += 13) out += rect(20, y, 70, 1.2, tones.dark3, 'opacity="0.6"');
  }
  out += rect(53, 22, 4, 98, tones.light1);
  // Cross-section of four louvres, tilted.
  const grad = svg.lin("lvs", [
    [0, tones.light2],
    [1, tones.dark1],
  ]);
  for (let i = 0; i < 4; i++) {
    const cy = 30 + i * 30;
    const body =
      shape === "vierkant"
        ? rect(-26, -5, 52, 10, grad, `stroke="${tones.dark2}" stroke-width="1"`)
        : ellipse(0, 0, 27, 6.5, grad, `stroke="${tones.dark2}" stroke-width="1"`);
    out += `<g transform="translate(152 ${cy}) rotate(-18)">${body}${circle(0, 0, 1.6, tones.dark3)}</g>`;
  }
  out += line(120, 8, 120, 142, "#cfc8bd", 1, 'stroke-dasharray="3 3"');
  return out;
}

function guideTile(svg: Svg, hex: string, zip: boolean): string {
  const tones = shades(hex);
  let out = rect(
    0,
    0,
    TW,
    TH,
    svg.pattern(
      "brk",
      48,
      20,
      `${rect(0, 0, 48, 20, "#d9cfc2")}${rect(1, 1, 22, 8, "#a65a42")}${rect(25, 1, 22, 8, "#b3664b")}${rect(-11, 11, 22, 8, "#9a513b")}${rect(13, 11, 22, 8, "#ad6a4f")}${rect(37, 11, 22, 8, "#a65a42")}`,
    ),
  );
  const weave = svg.pattern(
    "wv",
    4,
    4,
    rect(0, 0, 4, 1.1, tones.dark2, 'opacity="0.45"') + rect(0, 2, 4, 1.1, tones.light2, 'opacity="0.35"'),
  );
  const fx1 = zip ? 128 : 140;
  out += rect(0, 0, fx1, 118, hex, 'opacity="0.95"') + rect(0, 0, fx1, 118, weave);
  out += rect(0, 0, fx1, 118, hangShade(svg), 'opacity="0.5"');
  // Bottom bar.
  out += rect(0, 118, 160, 4, "#000000", `opacity="0.25" filter="${svg.blur(2)}"`);
  out += rrect(-4, 112, zip ? 136 : 160, 12, 2, railFill(svg, "#d9d9d6", "gb"));
  if (zip) {
    // The guide rail with the zip along the cloth's edge inside its slot.
    out += rect(128, 0, 4, TH, "#000000", 'opacity="0.2"');
    out += rect(
      132,
      0,
      40,
      TH,
      svg.lin(
        "gr",
        [
          [0, "#f2f2f0"],
          [0.5, "#c9cacb"],
          [1, "#8f9193"],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    out += rect(124, 0, 14, TH, "#2b2f33");
    let teeth = "";
    for (let y = 2; y < TH; y += 5) teeth += rect(y % 10 ? 126 : 129, y, 7, 3, "#5d6368");
    out += teeth;
    out += rect(120, 0, 4, TH, tones.dark2);
  } else {
    // Steel cable from the cassette to a floor anchor, through the bottom bar.
    out += line(150, 0, 150, 140, "#9ea3a8", 2.6);
    out += line(149.3, 0, 149.3, 140, "#ffffff", 0.8, 'opacity="0.6"');
    out += rrect(142, 108, 16, 20, 4, "#5d6368");
    out += circle(150, 118, 3.2, "#2f3337");
    out += rrect(138, 136, 24, 10, 2, "#7d8287") + circle(150, 141, 2, "#d9dadb");
  }
  return out;
}

function closureTile(svg: Svg, hex: string, magnet: boolean): string {
  const tones = shades(hex);
  let out = wallBg(svg);
  const meshC = mix(tones.base, "#26292c", 0.55);
  const mesh = svg.pattern("hm", 3, 3, `${rect(0, 0, 3, 0.7, meshC)}${rect(0, 0, 0.7, 3, meshC)}`);
  out += outdoorView(svg, { x: 0, y: 0, w: TW, h: TH }, 1, "tov");
  out += rect(0, 0, 84, TH, meshC, 'opacity="0.25"') + rect(0, 0, 84, TH, mesh);
  out += rect(116, 0, 84, TH, meshC, 'opacity="0.25"') + rect(116, 0, 84, TH, mesh);
  const prof = (x: number, name: string) =>
    rect(
      x,
      0,
      20,
      TH,
      svg.lin(
        name,
        [
          [0, lighten(hex, 0.3)],
          [0.5, hex],
          [1, darken(hex, 0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
  out += prof(80, "pa") + prof(100, "pb");
  if (magnet) {
    out += rect(96, 0, 4, TH, "#2b2f33") + rect(100, 0, 4, TH, "#2b2f33");
    for (let y = 10; y < TH; y += 26) {
      out += rect(95, y, 4, 14, "#8d9399") + rect(101, y, 4, 14, "#8d9399");
      out += path(
        `M88 ${y + 7}h-8M112 ${y + 7}h8`,
        "none",
        'stroke="#e07a5f" stroke-width="2" stroke-linecap="round"',
      );
    }
  } else {
    let hairs = "";
    for (let y = 1; y < TH; y += 2.2) hairs += `M96 ${n(y)}l${n(7 + (y % 3))} ${n(((y * 7) % 5) - 2)}`;
    out += path(hairs, "none", 'stroke="#2f3337" stroke-width="1" opacity="0.8"');
    out += rect(94, 0, 3, TH, "#3b4046");
  }
  return out;
}

// ---------------------------------------------------------------- dispatch

function has(text: string, ...words: string[]): boolean {
  return words.some((w) => text.includes(w));
}

function tile(kind: ProductKind, option: string, value: string, hex: string, svg: Svg): string {
  const v = value.toLowerCase();
  const o = option.toLowerCase();
  const both = `${o} ${v}`;
  // Mounting.
  if (has(v, "in de dag", "in-de-dag")) return montageTile(svg, kind, hex, "in");
  if (has(v, "op de dag", "op-de-dag")) return montageTile(svg, kind, hex, "op");
  if (has(v, "plafond")) return montageTile(svg, kind, hex, "plafond");
  if (has(o, "montage") && /\bin\b/.test(v)) return montageTile(svg, kind, hex, "in");
  if (has(o, "montage") && /\bop\b/.test(v)) return montageTile(svg, kind, hex, "op");
  // Cassette.
  if (has(v, "zonder cassette", "open rol", "zonder kap") || (v.trim() === "open" && !has(o, "plooi")))
    return cassetteTile(svg, kind, hex, false);
  if (has(v, "dichte kap", "cassette", "volcassette", "kap")) return cassetteTile(svg, kind, hex, true);
  // Operation.
  if (has(v, "zonne", "solar")) return controlTile(svg, kind, hex, "solar");
  if (has(v, "accu", "oplaadbaar", "batterij")) return controlTile(svg, kind, hex, "accu");
  if (has(v, "motor", "elektrisch")) return controlTile(svg, kind, hex, "motor");
  if (has(v, "ketting")) return controlTile(svg, kind, hex, "ketting");
  if (has(v, "koord", "band")) return controlTile(svg, kind, hex, "koord");
  if (has(v, "veer")) return controlTile(svg, kind, hex, "veer");
  if (has(v, "slinger", "zwengel")) return controlTile(svg, kind, hex, "slinger");
  if (has(v, "stang", "stok")) return controlTile(svg, kind, hex, "stang");
  // Control side.
  if (has(v, "links")) return sideTile(svg, kind, hex, "links");
  if (has(v, "rechts")) return sideTile(svg, kind, hex, "rechts");
  // Shutter louvres before bottom bars ('rond' means both).
  if ((kind === "shutter" || has(o, "louvre", "shutter")) && has(v, "vierkant", "rond"))
    return louvreTile(svg, hex, has(v, "vierkant") ? "vierkant" : "rond");
  if (has(v, "verzwaard")) return bottomBarTile(svg, hex, "verzwaard");
  if (has(v, "ingenaaid")) return bottomBarTile(svg, hex, "ingenaaid");
  if (has(o, "onderlat", "onderlijst", "onderprofiel", "onderbalk")) {
    if (has(v, "rond", "buis")) return bottomBarTile(svg, hex, "rond");
    return bottomBarTile(svg, hex, "standaard");
  }
  // Curtain headings.
  if (has(v, "wave")) return pleatTile(svg, hex, "wave");
  if (has(v, "dubbel")) return pleatTile(svg, hex, "dubbel");
  if (has(both, "plooi")) return pleatTile(svg, hex, "enkel");
  // Slat sizes.
  const mm = /(\d+)\s*mm/.exec(v);
  if (mm) return slatTile(svg, hex, Number(mm[1]));
  // Guides and closures.
  if (has(v, "rits", "zip")) return guideTile(svg, hex, true);
  if (has(v, "kabel")) return guideTile(svg, hex, false);
  if (has(v, "magneet", "magnetisch")) return closureTile(svg, hex, true);
  if (has(v, "borstel")) return closureTile(svg, hex, false);
  return cropped(scene(svg, params(kind, hex)), fullCrop(kind));
}

export function optionImage(kind: ProductKind, optionName: string, valueName: string, hex?: string): string {
  const colour = hex === undefined || hex.trim() === "" ? NEUTRAL : normHex(hex);
  const svg = new Svg(`o|${kind}|${optionName}|${valueName}|${colour}`);
  return svg.render(TW, TH, tile(kind, optionName, valueName, colour, svg));
}
