// The layered configurator preview: a base scene (view 0 without the product) and transparent
// layers of the same 720 x 620 viewBox that stack into a finished product image.

import type { ProductKind } from "../../domain/products.ts";
import { normHex } from "../draw/color.ts";
import {
  bistroSet,
  extWindow,
  facade,
  loungeSofa,
  pavement,
  planter,
  shrub,
} from "../draw/outdoor/setting.ts";
import type { TerraceGeo } from "../draw/outdoor/terrace.ts";
import { H, W } from "../draw/product-view.ts";
import { floorLamp, plant } from "../draw/props.ts";
import { room, windowUnit } from "../draw/scene.ts";
import { type Box, rect, Svg } from "../draw/svg.ts";
import type { Texture } from "../draw/texture.ts";
import { isFacade, isOutdoor, kindDrawers } from "../kinds.ts";
import {
  CASSETTE_KINDS,
  frameWidth,
  NO_CONTROL,
  NO_MOUNT,
  normOp,
  type PreviewContext,
  type PreviewParams,
  systemColour,
} from "./context.ts";

export const previewLayerNames = ["fabric", "system", "control", "mount"] as const;
export type PreviewLayerName = (typeof previewLayerNames)[number];

const TEXTURES: readonly Texture[] = ["plain", "linen", "structure", "wood", "metal", "mesh"];

const FLOOR_Y = 548;
const GROUND_Y = 520;
const GEO: TerraceGeo = { W, H, floorY: 430, vx: 360, vy: 300 };
const FACADE_WIN: Box = { x: 170, y: 170, w: 380, h: 290 };

function mainWindow(kind: ProductKind): Box {
  if (kind === "hordeur") return { x: 215, y: 84, w: 290, h: FLOOR_Y - 84 - 4 };
  if (kind === "gordijn") return { x: 225, y: 120, w: 270, h: 320 };
  return { x: 180, y: 104, w: 360, h: 338 };
}

/** The scene geometry a kind's layers are drawn on. */
function scene(kind: ProductKind): { win: Box; floorY: number; spot: PreviewContext["wallSpot"] } {
  if (isFacade(kind)) {
    return { win: FACADE_WIN, floorY: GROUND_Y, spot: { links: [96, 330], rechts: [624, 330] } };
  }
  if (isOutdoor(kind)) {
    return {
      win: { x: 0, y: 0, w: W, h: H },
      floorY: GEO.floorY,
      spot: { links: [26, 400], rechts: [694, 400] },
    };
  }
  const win = mainWindow(kind);
  const rv = frameWidth(win) * 0.9;
  const out = kind === "gordijn" ? Math.min(win.w * 0.28, 110) + 30 : rv + 46;
  const cy = win.y + win.h * 0.52;
  return { win, floorY: FLOOR_Y, spot: { links: [win.x - out, cy], rechts: [win.x + win.w + out, cy] } };
}

function interiorBase(svg: Svg, kind: ProductKind): string {
  const wall = "#f1ece4";
  const win = mainWindow(kind);
  const door = kind === "hordeur";
  let out = room(svg, {
    wall,
    floorY: FLOOR_Y,
    w: W,
    h: H,
    floor: "oak",
    light: [win.x + win.w / 2, win.y + win.h / 2],
  });
  out += windowUnit(svg, win, { wall, mullion: !door, door });
  out += plant(svg, 650, FLOOR_Y + 36, 200, 0);
  if (!door && kind !== "shutter") out += plant(svg, win.x + 46, win.y + win.h + 1, 56, 2);
  if (door) out += floorLamp(svg, 80, FLOOR_Y + 20, 300);
  return out;
}

function facadeBase(svg: Svg): string {
  let out = facade(svg, { x: 0, y: 0, w: W, h: GROUND_Y }, "brick");
  out += rect(0, 0, W, 22, "#2f3337");
  out += rect(0, 22, W, 10, "#000000", `opacity="0.18" filter="${svg.blur(4)}"`);
  out += extWindow(svg, FACADE_WIN, "#2f3337");
  out += pavement(svg, W, GROUND_Y, H, "#cdc6bb");
  out += shrub(40, GROUND_Y + 20, 60, "#5f9460");
  out += shrub(690, GROUND_Y + 24, 66, "#6a9c63");
  out += planter(320, GROUND_Y + 62, 90, 34);
  return out;
}

function terraceBase(svg: Svg, kind: ProductKind): string {
  let out = facade(svg, { x: 0, y: 0, w: W, h: GEO.floorY }, "brick");
  out += extWindow(svg, { x: 240, y: 214, w: 240, h: GEO.floorY - 214 }, "#3b4046", true);
  out += extWindow(svg, { x: 50, y: 240, w: 110, h: 130 }, "#3b4046", false);
  out += extWindow(svg, { x: 560, y: 240, w: 110, h: 130 }, "#3b4046", false);
  out += pavement(svg, W, GEO.floorY, H, "#c9c2b6");
  out += kind === "knikarmscherm" ? bistroSet(svg, 360, 560, 150) : loungeSofa(svg, 230, 530, 260);
  out += planter(10, 606, 90, 40);
  out += shrub(690, 612, 56);
  return out;
}

/** The body of view 0 of a kind without the product, drawn into s. */
export function sceneBody(svg: Svg, kind: ProductKind): string {
  return isFacade(kind)
    ? facadeBase(svg)
    : isOutdoor(kind)
      ? terraceBase(svg, kind)
      : interiorBase(svg, kind);
}

/** View 0 of a kind without the product: room and window, facade, or terrace. */
export function previewBase(kind: ProductKind): string {
  const svg = new Svg(`pb|${kind}`);
  return svg.render(W, H, sceneBody(svg, kind));
}

function emptyDoc(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}"></svg>`;
}

/** Whether a layer applies to a kind (the control layer also needs an operation other than 'geen'). */
export function layerApplies(layer: PreviewLayerName, kind: ProductKind): boolean {
  if (layer === "control") return !NO_CONTROL.has(kind);
  if (layer === "mount") return !NO_MOUNT.has(kind);
  return true;
}

interface NormalisedParams {
  kind: ProductKind;
  hex: string;
  texture: Texture;
  frame: string;
  cassette: boolean;
  side: PreviewContext["side"];
  mount: PreviewContext["mount"];
  operation: PreviewContext["operation"];
}

function normalise(params: PreviewParams): NormalisedParams {
  const kind = params.kind;
  const hex = normHex(params.hex);
  return {
    kind,
    hex,
    texture: TEXTURES.includes(params.texture) ? params.texture : "plain",
    frame: systemColour(kind, hex, params.frameHex),
    cassette: CASSETTE_KINDS.has(kind) ? params.cassette !== false : true,
    side: params.side === "links" ? "links" : "rechts",
    mount: params.mount === "in" ? "in" : "op",
    operation: normOp(kind, params.operation),
  };
}

/** The body of one layer drawn into s ("" when it does not apply). */
export function layerBody(svg: Svg, layer: PreviewLayerName, params: PreviewParams): string {
  const normalised = normalise(params);
  return body(svg, layer, normalised);
}

function body(svg: Svg, layer: PreviewLayerName, normalised: NormalisedParams): string {
  if (!layerApplies(layer, normalised.kind)) return "";
  if (layer === "control" && normalised.operation === "geen") return "";
  const geometry = scene(normalised.kind);
  const preview: PreviewContext = {
    svg,
    ...normalised,
    win: geometry.win,
    floorY: geometry.floorY,
    wallSpot: geometry.spot,
  };
  const parts = kindDrawers[normalised.kind].previewLayers(preview, GEO);
  return parts[layer]();
}

/** One transparent layer of the preview. */
export function previewLayer(layer: PreviewLayerName, params: PreviewParams): string {
  const normalised = normalise(params);
  const svg = new Svg(
    `pl|${layer}|${normalised.kind}|${normalised.hex}|${normalised.texture}|${normalised.frame}|${normalised.cassette}|${normalised.side}|${normalised.mount}|${normalised.operation}`,
  );
  const b = body(svg, layer, normalised);
  return b ? svg.render(W, H, b) : emptyDoc();
}
