// The measuring guide's sections (/meetinstructies#<id>): which product kinds each covers and how it can hang.
// The drawings (art/measuring.ts), the page and the configurator's 'Hoe meet ik?' link all read this list.
import type { ProductKind } from "./products.ts";

/** In the recess ('in de dag'), over it on the frame or wall ('op de dag'), or on the façade (outdoor). */
export const mountings = ["in-de-dag", "op-de-dag", "op-de-gevel"] as const;
export type Mounting = (typeof mountings)[number];

export interface MeasureGuide {
  /** The anchor on /meetinstructies and the first part of its drawings' names. */
  id: string;
  kinds: readonly ProductKind[];
  mountings: readonly Mounting[];
}

export const measureGuides: readonly MeasureGuide[] = [
  { id: "rolgordijn", kinds: ["rolgordijn", "duo-rolgordijn"], mountings: ["in-de-dag", "op-de-dag"] },
  { id: "plisse", kinds: ["plisse"], mountings: ["in-de-dag", "op-de-dag"] },
  { id: "jaloezie", kinds: ["jaloezie"], mountings: ["in-de-dag", "op-de-dag"] },
  { id: "vouwgordijn", kinds: ["vouwgordijn"], mountings: ["in-de-dag", "op-de-dag"] },
  { id: "lamellen", kinds: ["lamellen"], mountings: ["in-de-dag", "op-de-dag"] },
  { id: "gordijn", kinds: ["gordijn"], mountings: ["op-de-dag"] },
  { id: "shutter", kinds: ["shutter"], mountings: ["in-de-dag", "op-de-dag"] },
  { id: "hor", kinds: ["hor", "hordeur"], mountings: ["in-de-dag", "op-de-dag"] },
  { id: "screen", kinds: ["screen"], mountings: ["in-de-dag", "op-de-gevel"] },
  { id: "rolluik", kinds: ["rolluik"], mountings: ["in-de-dag", "op-de-gevel"] },
  { id: "knikarmscherm", kinds: ["knikarmscherm"], mountings: ["op-de-gevel"] },
  { id: "terrasoverkapping", kinds: ["terrasoverkapping"], mountings: ["op-de-gevel"] },
];

/** The guide section for a product kind ("duo-rolgordijn" → "rolgordijn"); every kind has one. */
export function measureGuideFor(kind: string): MeasureGuide | undefined {
  return measureGuides.find((g) => (g.kinds as readonly string[]).includes(kind));
}

/** The drawing's file name under /media/meetinstructies/: "plisse-in-de-dag.svg". */
export function measureDrawingFile(guide: MeasureGuide, mounting: Mounting): string {
  return `${guide.id}-${mounting}.svg`;
}
