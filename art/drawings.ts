// Product, gallery, swatch and category images, drawn as SVG from a kind, a colour and a texture.
// The shop has no photos: every image is one of these drawings. All functions are pure and
// deterministic, and every id inside a document carries a prefix derived from the arguments, so
// several inlined drawings on one page never clash. The root <svg> has a viewBox and no size.

import type { AccessoryIcon } from "../catalog/configurations/accessories.ts";
import type { SeedColour } from "../catalog/types.ts";
import type { ProductKind } from "../domain/products.ts";
import { normHex } from "./draw/color.ts";
import { H, W } from "./draw/product-view.ts";
import { normRoom, SH, SW, sfeerScene } from "./draw/sfeer.ts";
import { Svg } from "./draw/svg.ts";
import { swatch } from "./draw/swatch.ts";
import { view } from "./draw/views.ts";
import { isOutdoor } from "./kinds.ts";
import { drawAccessoryIcon } from "./preview/accessory.ts";
import type { PreviewParams } from "./preview/context.ts";
import { type PreviewLayerName, previewBase, previewLayer } from "./preview/layers.ts";
import { optionImage } from "./preview/options.ts";

export type Texture = SeedColour["texture"];

const TEXTURES: readonly Texture[] = ["plain", "linen", "structure", "wood", "metal", "mesh"];

function knownTexture(drawnTexture: Texture): Texture {
  return TEXTURES.includes(drawnTexture) ? drawnTexture : "plain";
}

/**
 * A product image, viewBox 720 x 620.
 * 0 in/at a window (outdoor kinds: facade or terrace), about two thirds lowered;
 * 1 close-up of the material; 2 operation or system detail; 3 fully closed / extended, another
 * window or angle; 4 in a second interior (or setting); 5 colour still life with the sample.
 */
export function drawProduct(kind: ProductKind, hex: string, texture: Texture, view_: number): string {
  const colour = normHex(hex);
  const drawnTexture = knownTexture(texture);
  const viewIndex = Math.max(0, Math.min(5, Math.trunc(view_) || 0));
  const svg = new Svg(`p|${kind}|${colour}|${drawnTexture}|${viewIndex}`);
  return svg.render(W, H, view({ svg, kind, hex: colour, texture: drawnTexture }, viewIndex));
}

/** A gallery scene, viewBox 1200 x 800, of `room` (unknown names fall back to woonkamer). */
export function drawSfeer(kind: ProductKind, hex: string, texture: Texture, room: string): string {
  const colour = normHex(hex);
  const drawnTexture = knownTexture(texture);
  const roomName = normRoom(room);
  const svg = new Svg(`s|${kind}|${colour}|${drawnTexture}|${roomName}`);
  return svg.render(SW, SH, sfeerScene({ svg, kind, hex: colour, texture: drawnTexture }, roomName));
}

/** A 150 x 150 material swatch. */
export function drawSwatch(hex: string, texture: Texture): string {
  const colour = normHex(hex);
  const drawnTexture = knownTexture(texture);
  const svg = new Svg(`w|${colour}|${drawnTexture}`);
  return svg.render(150, 150, swatch(svg, colour, drawnTexture));
}

/** Where the 600 x 400 category crop sits inside the 720 x 620 view-0 drawing. */
function categoryCrop(kind: ProductKind): [number, number, number] {
  if (kind === "knikarmscherm" || kind === "terrasoverkapping") return [0, 60, 1.2];
  if (isOutdoor(kind)) return [60, 110, 1];
  if (kind === "hordeur") return [40, 60, 0.86];
  if (kind === "gordijn") return [60, 70, 1];
  return [60, 64, 1];
}

/** A category tile image, viewBox 600 x 400: the product's main scene, cropped as a banner. */
export function drawCategory(kind: ProductKind, hex: string): string {
  const colour = normHex(hex);
  const drawnTexture: Texture =
    kind === "rolluik" || kind === "terrasoverkapping"
      ? "metal"
      : kind === "hor" || kind === "hordeur" || kind === "screen"
        ? "mesh"
        : "plain";
  const svg = new Svg(`c|${kind}|${colour}`);
  const [dx, dy, k] = categoryCrop(kind);
  const body = view({ svg, kind, hex: colour, texture: drawnTexture }, 0);
  const transform = k === 1 ? `translate(${-dx} ${-dy})` : `scale(${1 / k}) translate(${-dx} ${-dy})`;
  return svg.render(600, 400, `<g transform="${transform}">${body}</g>`);
}

// ---------------------------------------------------------------- configurator preview

export type { PreviewParams } from "./preview/context.ts";
export { type PreviewLayerName, previewLayerNames } from "./preview/layers.ts";

/**
 * The configurator's base scene, viewBox 720 x 620: view 0 of the kind without the product (room,
 * window with the view outside, floor, plant; facade or terrace for outdoor kinds).
 */
export function drawPreviewBase(kind: ProductKind): string {
  return previewBase(kind);
}

/**
 * One transparent layer (viewBox 720 x 620) of the configurator preview. Stacked on the base in the
 * order fabric, system, control, mount they make a finished product image. Layers that do not apply
 * to a kind (control of a hor, mount of a terrasoverkapping, control with operation 'geen') are an
 * empty document.
 */
export function drawPreviewLayer(layer: PreviewLayerName, params: PreviewParams): string {
  return previewLayer(layer, params);
}

/** A 200 x 150 tile illustrating an option value, chosen by Dutch keywords in the names. */
export function drawOptionImage(
  kind: ProductKind,
  optionName: string,
  valueName: string,
  hex?: string,
): string {
  return optionImage(kind, optionName, valueName, hex);
}

/** A 300 x 300 product illustration of an accessory. */
export function drawAccessory(icon: AccessoryIcon): string {
  return drawAccessoryIcon(icon);
}
