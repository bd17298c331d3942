// Shared types and geometry for the layered configurator preview: every layer of a kind is drawn
// from the same window box and the same parameters, so stacked layers line up exactly.

import type { ProductKind } from "../../domain/products.ts";
import { hardware, normHex } from "../draw/color.ts";
import { awningFrame } from "../draw/outdoor/terrace.ts";
import type { Box, Svg } from "../draw/svg.ts";
import type { Texture } from "../draw/texture.ts";

/** How a product is operated, as the preview's `bediening` names it. */
export const operations = ["ketting", "koord", "motor", "veer", "stang", "slinger", "geen"] as const;
export type Operation = (typeof operations)[number];
export type Side = "links" | "rechts";
export type Mount = "in" | "op";

export interface PreviewParams {
  kind: ProductKind;
  /** Fabric / slat / panel colour. */
  hex: string;
  texture: Texture;
  /** Colour of cassette, rails, profiles and frame when chosen separately. */
  frameHex?: string;
  /** Cassette / box versus an open roll. */
  cassette: boolean;
  /** Control side. */
  side: Side;
  /** In de dag (inside the recess) or op de dag (on the wall around it). */
  mount: Mount;
  operation: Operation;
}

/** Everything a layer drawing needs. */
export interface PreviewContext {
  svg: Svg;
  kind: ProductKind;
  hex: string;
  texture: Texture;
  /** System colour: frameHex, or a neutral derived from hex. */
  frame: string;
  cassette: boolean;
  side: Side;
  mount: Mount;
  operation: Operation;
  /** The window's outer frame (indoor) or the exterior window (facade kinds). */
  win: Box;
  floorY: number;
  /** Where a wall switch or remote holder may go, per side (x centre, y centre). */
  wallSpot: { links: [number, number]; rechts: [number, number] };
}

export const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

/** Kinds with a choice between cassette and open roll. */
export const CASSETTE_KINDS: ReadonlySet<ProductKind> = new Set([
  "rolgordijn",
  "duo-rolgordijn",
  "screen",
  "knikarmscherm",
]);

/** Kinds with no control layer. */
export const NO_CONTROL: ReadonlySet<ProductKind> = new Set(["hor", "hordeur", "terrasoverkapping"]);

/** Kinds with no mount layer. */
export const NO_MOUNT: ReadonlySet<ProductKind> = new Set(["terrasoverkapping"]);

const ALLOWED: Partial<Record<ProductKind, readonly Operation[]>> = {
  screen: ["motor", "slinger", "geen"],
  rolluik: ["motor", "koord", "slinger", "geen"],
  knikarmscherm: ["motor", "slinger", "geen"],
  shutter: ["stang", "geen"],
  gordijn: ["koord", "stang", "motor", "geen"],
  plisse: ["koord", "stang", "motor", "ketting", "geen"],
};

const DEFAULT_OP: Partial<Record<ProductKind, Operation>> = {
  screen: "motor",
  rolluik: "motor",
  knikarmscherm: "slinger",
  shutter: "stang",
  gordijn: "koord",
  plisse: "stang",
  jaloezie: "koord",
};

/** The operation actually drawn for a kind: unsupported ones fall back to the kind's usual one. */
export function normOp(kind: ProductKind, operation: Operation): Operation {
  if (NO_CONTROL.has(kind)) return "geen";
  const allowed = ALLOWED[kind];
  if (!(operations as readonly string[]).includes(operation)) return DEFAULT_OP[kind] ?? "ketting";
  if (!allowed || allowed.includes(operation)) return operation;
  return DEFAULT_OP[kind] ?? "ketting";
}

/** The colour of the system parts when no frame colour was chosen: as in the product images. */
export function systemColour(kind: ProductKind, hex: string, frameHex?: string): string {
  if (frameHex !== undefined && frameHex.trim() !== "") return normHex(frameHex);
  if (kind === "shutter" || kind === "terrasoverkapping" || kind === "rolluik" || kind === "hor") return hex;
  if (kind === "hordeur" || kind === "jaloezie") return hex;
  if (kind === "knikarmscherm") return awningFrame(hex);
  if (kind === "gordijn") return "#3a332d";
  return hardware(hex);
}

/** The glass opening inside a window frame, as windowUnit draws it. */
export function frameWidth(win: Box): number {
  return Math.max(10, Math.min(win.w, win.h) * 0.045);
}

export interface Area {
  /** Left edge and width of the product. */
  x: number;
  w: number;
  /** In de dag: top of the system; op de dag: the line the system sits on (its bottom edge). */
  top: number;
  /** Where the product ends when fully lowered. */
  bottom: number;
  inside: boolean;
}

/**
 * Interior area: in de dag fits the glass opening, op de dag is a little wider than the reveal
 * and hangs on the wall above it.
 */
export function indoorArea(preview: PreviewContext): Area {
  const { win } = preview;
  const f = frameWidth(win);
  const rv = f * 0.9;
  if (preview.mount === "in") {
    return { x: win.x + f, w: win.w - 2 * f, top: win.y + f, bottom: win.y + win.h - f, inside: true };
  }
  return {
    x: win.x - rv - 8,
    w: win.w + 2 * rv + 16,
    top: win.y - rv + 4,
    bottom: win.y + win.h - 2,
    inside: false,
  };
}

/** Top of a system of height h in an area. */
export function sysTop(area: Area, h: number): number {
  return area.inside ? area.top : area.top - h;
}

/** x of the control on the chosen side of a product spanning [x, x + w]. */
export function sideX(preview: PreviewContext, x: number, w: number, inset = 0): number {
  return preview.side === "links" ? x + inset : x + w - inset;
}

export function sign(preview: PreviewContext): number {
  return preview.side === "links" ? -1 : 1;
}
