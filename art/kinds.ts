// The one table from product kind to the drawers of its pictures: where the kind is shown, its close-up
// (view 1), its system (view 2), its sample (view 5), how it hangs on one window, and its preview layers.
// Every view, scene and preview looks its kind up here instead of switching on the kind itself.

import type { ProductKind } from "../domain/products.ts";
import * as closeup from "./draw/closeup.ts";
import type { Cover } from "./draw/coverings.ts";
import * as onWindow from "./draw/coverings.ts";
import * as detail from "./draw/detail.ts";
import { rolluik, screenBlind } from "./draw/outdoor/facade-products.ts";
import type { TerraceGeo } from "./draw/outdoor/terrace.ts";
import type { DrawnProduct } from "./draw/product-view.ts";
import * as sample from "./draw/sample.ts";
import type { PreviewContext } from "./preview/context.ts";
import type { Parts } from "./preview/indoor.ts";
import * as indoorLayers from "./preview/indoor.ts";
import * as outdoorLayers from "./preview/outdoor.ts";

/** Where a kind is shown: at a window in a room, on the windows of a house front, or over a terrace. */
export type Setting = "window" | "facade" | "terrace";

type Drawer = (product: DrawnProduct) => string;

export interface KindDrawers {
  setting: Setting;
  /** View 1: the material, filling the frame. */
  closeup: Drawer;
  /** View 2: the operation or the system, large. */
  detail: Drawer;
  /** View 5: the sample on the table. */
  sample: sample.SampleSpec;
  /** The product on one window or door (window and facade kinds; a terrace kind spans the terrace instead). */
  onWindow?: (cover: Cover) => string;
  /** How far down it hangs in view 0, where it reads as "about two thirds lowered". */
  partDrop: number;
  /** The configurator preview's fabric, system, control and mount layers, on the kind's base scene. */
  previewLayers: (preview: PreviewContext, geo: TerraceGeo) => Parts;
}

const textile = (draw: Drawer): sample.SampleSpec => ({ draw, textile: true, vase: true });
const solid = (draw: Drawer): sample.SampleSpec => ({ draw, textile: false, vase: true });

export const kindDrawers: Record<ProductKind, KindDrawers> = {
  rolgordijn: {
    setting: "window",
    closeup: (product) => closeup.roller(product, false),
    detail: (product) => detail.roller(product, false),
    sample: textile(sample.roll),
    onWindow: (cover) => onWindow.rollerBlind(cover, false),
    partDrop: 0.66,
    previewLayers: (preview) => indoorLayers.roller(preview, false),
  },
  "duo-rolgordijn": {
    setting: "window",
    closeup: (product) => closeup.roller(product, true),
    detail: (product) => detail.roller(product, true),
    sample: textile(sample.roll),
    onWindow: (cover) => onWindow.rollerBlind(cover, true),
    partDrop: 0.66,
    previewLayers: (preview) => indoorLayers.roller(preview, true),
  },
  plisse: {
    setting: "window",
    closeup: closeup.plisse,
    detail: detail.plisse,
    sample: textile(sample.pleats),
    onWindow: onWindow.plisse,
    partDrop: 0.66,
    previewLayers: indoorLayers.plisse,
  },
  jaloezie: {
    setting: "window",
    closeup: closeup.jaloezie,
    detail: detail.jaloezie,
    sample: solid((product) => sample.slatFan(product, "slat")),
    onWindow: onWindow.jaloezie,
    partDrop: 0.66,
    previewLayers: indoorLayers.jaloezie,
  },
  vouwgordijn: {
    setting: "window",
    closeup: closeup.vouwgordijn,
    detail: detail.vouwgordijn,
    sample: textile(sample.stack),
    onWindow: onWindow.vouwgordijn,
    partDrop: 0.66,
    previewLayers: indoorLayers.vouwgordijn,
  },
  lamellen: {
    setting: "window",
    closeup: closeup.lamellen,
    detail: detail.lamellen,
    sample: solid((product) => sample.slatFan(product, "vane")),
    onWindow: onWindow.lamellen,
    partDrop: 0.72,
    previewLayers: indoorLayers.lamellen,
  },
  screen: {
    setting: "facade",
    closeup: closeup.screen,
    detail: detail.screen,
    sample: textile(sample.roll),
    onWindow: screenBlind,
    partDrop: 0.66,
    previewLayers: outdoorLayers.screen,
  },
  knikarmscherm: {
    setting: "terrace",
    closeup: closeup.awning,
    detail: detail.awning,
    sample: textile(sample.roll),
    partDrop: 0.66,
    previewLayers: outdoorLayers.awning,
  },
  rolluik: {
    setting: "facade",
    closeup: closeup.rolluik,
    detail: detail.rolluik,
    sample: solid((product) => sample.slatFan(product, "profile")),
    onWindow: rolluik,
    partDrop: 0.66,
    previewLayers: outdoorLayers.rolluik,
  },
  shutter: {
    setting: "window",
    closeup: closeup.shutter,
    detail: detail.shutter,
    sample: solid((product) => sample.slatFan(product, "louvre")),
    onWindow: onWindow.shutter,
    partDrop: 0.3,
    previewLayers: indoorLayers.shutter,
  },
  gordijn: {
    setting: "window",
    closeup: closeup.gordijn,
    detail: detail.gordijn,
    sample: textile(sample.stack),
    onWindow: onWindow.gordijn,
    partDrop: 0.3,
    previewLayers: indoorLayers.gordijn,
  },
  hor: {
    setting: "window",
    closeup: (product) => closeup.mesh(product, false),
    detail: detail.hor,
    sample: solid(sample.meshSample),
    onWindow: onWindow.hor,
    partDrop: 0.66,
    previewLayers: indoorLayers.hor,
  },
  hordeur: {
    setting: "window",
    closeup: (product) => closeup.mesh(product, true),
    detail: detail.hordeur,
    sample: solid(sample.meshSample),
    onWindow: onWindow.hordeur,
    partDrop: 0.62,
    previewLayers: indoorLayers.hordeur,
  },
  terrasoverkapping: {
    setting: "terrace",
    closeup: closeup.roof,
    detail: detail.roof,
    // The profiles fill the table: no vase beside them.
    sample: { draw: sample.profiles, textile: false, vase: false },
    partDrop: 0.66,
    previewLayers: outdoorLayers.roof,
  },
};

/** Whether a kind is shown outside (on a facade or over a terrace) rather than at a window in a room. */
export function isOutdoor(kind: ProductKind): boolean {
  return kindDrawers[kind].setting !== "window";
}

/** Whether a kind is drawn on the windows of a house front (screens, roller shutters). */
export function isFacade(kind: ProductKind): boolean {
  return kindDrawers[kind].setting === "facade";
}

/** The product of a kind on one window or door; nothing for a terrace kind, which spans the terrace. */
export function onOneWindow(kind: ProductKind, cover: Cover): string {
  return kindDrawers[kind].onWindow?.(cover) ?? "";
}
