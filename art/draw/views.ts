// The six product views (720 x 620) for every kind.

import type { ProductKind } from "../../domain/products.ts";
import { isFacade, isOutdoor, kindDrawers, onOneWindow } from "../kinds.ts";
import { darken, luma, mix, toRgb } from "./color.ts";
import type { Cover } from "./coverings.ts";
import { awningOblique, roofOblique } from "./outdoor/oblique.ts";
import {
  bistroSet,
  extWindow,
  type FacadeStyle,
  facade,
  loungeSofa,
  pavement,
  planter,
  shrub,
} from "./outdoor/setting.ts";
import { awningFront, roofFront, type TerraceGeo } from "./outdoor/terrace.ts";
import { type DrawnProduct, H, W } from "./product-view.ts";
import { artwork, floorLamp, plant, sideTable, sofa } from "./props.ts";
import { stillLife } from "./sample.ts";
import { room, windowUnit } from "./scene.ts";
import { type Box, path, rect } from "./svg.ts";

export function coverOn(product: DrawnProduct, win: Box, drop: number, floorY: number, key = ""): Cover {
  return { svg: product.svg, hex: product.hex, texture: product.texture, win, drop, floorY, key };
}

/** A wall colour that sets the product colour off: the candidate furthest from it. */
export function contrastWall(hex: string, candidates: string[]): string {
  const [r, g, b] = toRgb(hex);
  let best = candidates[0] ?? "#efe9e0";
  let bestD = -1;
  for (const colour of candidates) {
    const [r2, g2, b2] = toRgb(colour);
    const d = (r - r2) ** 2 * 0.3 + (g - g2) ** 2 * 0.59 + (b - b2) ** 2 * 0.11;
    if (d > bestD) {
      bestD = d;
      best = colour;
    }
  }
  return best;
}

/** Window box for a kind in a 720-wide interior. */
function mainWindow(kind: ProductKind, floorY: number): Box {
  if (kind === "hordeur") return { x: 215, y: 84, w: 290, h: floorY - 84 - 4 };
  if (kind === "gordijn") return { x: 225, y: 120, w: 270, h: 320 };
  return { x: 180, y: 104, w: 360, h: 338 };
}

function interiorMain(product: DrawnProduct): string {
  const { svg, kind } = product;
  const floorY = 548;
  const wall = "#f1ece4";
  const win = mainWindow(kind, floorY);
  const door = kind === "hordeur";
  let out = room(svg, {
    wall,
    floorY,
    w: W,
    h: H,
    floor: "oak",
    light: [win.x + win.w / 2, win.y + win.h / 2],
  });
  out += windowUnit(svg, win, { wall, mullion: !door, door });
  out += onOneWindow(kind, coverOn(product, win, kindDrawers[kind].partDrop, floorY));
  out += plant(svg, 650, floorY + 36, 200, 0);
  if (!door && kind !== "shutter") out += plant(svg, win.x + 46, win.y + win.h + 1, 56, 2);
  if (door) out += floorLamp(svg, 80, floorY + 20, 300);
  return out;
}

/** Fully closed, two taller windows and a corner of the room for depth. */
function interiorClosed(product: DrawnProduct): string {
  const { svg, kind } = product;
  const floorY = 560;
  const wall = "#ece6dc";
  let out = room(svg, { wall, floorY, w: W, h: H, floor: "grey", light: [400, 280] });
  const door = kind === "hordeur";
  const wins: Box[] = door
    ? [{ x: 250, y: 80, w: 290, h: floorY - 80 - 4 }]
    : kind === "gordijn"
      ? [{ x: 250, y: 100, w: 300, h: 360 }]
      : [
          { x: 168, y: 96, w: 200, h: 370 },
          { x: 432, y: 96, w: 200, h: 370 },
        ];
  // A side wall at the left gives the slight angle.
  out += path(`M0 0L84 48L84 ${floorY - 20}L0 ${floorY + 40}Z`, darken(wall, 0.12));
  out += path(
    `M84 ${floorY - 20}L0 ${floorY + 40}L0 ${floorY + 28}L84 ${floorY - 30}Z`,
    mix(wall, "#ffffff", 0.5),
  );
  wins.forEach((opening, i) => {
    out += windowUnit(svg, opening, { wall, mullion: false, door, variant: i, name: `w${i}` });
  });
  wins.forEach((opening, i) => {
    out += onOneWindow(kind, coverOn(product, opening, kind === "vouwgordijn" ? 0.9 : 1, floorY, `c${i}`));
  });
  out += plant(svg, 120, floorY + 30, 150, 2);
  return out;
}

/** Second interior: a coloured wall, a sofa, a plant, the product half way. */
function interiorLiving(product: DrawnProduct): string {
  const { svg, kind } = product;
  const floorY = 540;
  const wall = contrastWall(product.hex, ["#c9d3c2", "#dcc5b0", "#c6d0d8", "#d9c6c3"]);
  const door = kind === "hordeur";
  const win: Box = door
    ? { x: 390, y: 82, w: 250, h: floorY - 82 - 4 }
    : kind === "gordijn"
      ? { x: 330, y: 110, w: 250, h: 300 }
      : { x: 330, y: 96, w: 300, h: 316 };
  let out = room(svg, { wall, floorY, w: W, h: H, floor: "walnut", light: [win.x + win.w / 2, 250] });
  out += artwork(80, 140, 130, 160, "#e9c46a", "#1f5f4a");
  out += windowUnit(svg, win, { wall, mullion: false, door, variant: 1 });
  out += onOneWindow(
    kind,
    coverOn(product, win, kind === "gordijn" ? 0.45 : kind === "lamellen" ? 0.55 : 0.5, floorY),
  );
  const sofaC = luma(product.hex) > 0.6 ? "#6f7f86" : "#d9d1c5";
  out += sofa(svg, 40, floorY + 58, 400, sofaC, luma(product.hex) > 0.6 ? "#e9c46a" : "#c7764f");
  out += plant(svg, 668, floorY + 44, 210, 1);
  out += sideTable(svg, 500, floorY + 40, 36, "#d8c3a5");
  return out;
}

function facadeScene(
  product: DrawnProduct,
  style: FacadeStyle,
  drop: number,
  twin: boolean,
  garden: boolean,
): string {
  const { svg, kind } = product;
  const groundY = 520;
  let out = facade(svg, { x: 0, y: 0, w: W, h: groundY }, style);
  out += rect(0, 0, W, 22, "#2f3337");
  out += rect(0, 22, W, 10, "#000000", `opacity="0.18" filter="${svg.blur(4)}"`);
  const wins: Box[] = twin
    ? [
        { x: 70, y: 190, w: 260, h: 250 },
        { x: 390, y: 190, w: 260, h: 250 },
      ]
    : [{ x: 170, y: 170, w: 380, h: 290 }];
  wins.forEach((opening, i) => {
    out += extWindow(svg, opening, style === "plaster" ? "#3b4046" : "#2f3337");
    const cover = coverOn(product, opening, drop, groundY, `o${i}`);
    out += onOneWindow(kind, cover);
  });
  if (garden) {
    out += rect(0, groundY, W, H - groundY, "#9cc484");
    out += pavement(svg, W, groundY, groundY + 40, "#d6d0c4");
    out += shrub(60, groundY + 70, 70, "#5f9460") + shrub(680, groundY + 80, 80, "#6a9c63");
    out += shrub(360, groundY + 96, 40, "#76a76a");
  } else {
    out += pavement(svg, W, groundY, H, "#cdc6bb");
    out += shrub(40, groundY + 20, 60, "#5f9460");
    out += shrub(690, groundY + 24, 66, "#6a9c63");
    out += planter(320, groundY + 62, 90, 34);
  }
  return out;
}

const GEO: TerraceGeo = { W, H, floorY: 430, vx: 360, vy: 300 };

function terraceScene(product: DrawnProduct, style: FacadeStyle, variant: number): string {
  const { svg, kind } = product;
  const geo = GEO;
  let out = facade(svg, { x: 0, y: 0, w: W, h: geo.floorY }, style);
  out += extWindow(svg, { x: 240, y: 214, w: 240, h: geo.floorY - 214 }, "#3b4046", true);
  out += extWindow(svg, { x: 50, y: 240, w: 110, h: 130 }, "#3b4046", false);
  out += extWindow(svg, { x: 560, y: 240, w: 110, h: 130 }, "#3b4046", false);
  out += pavement(svg, W, geo.floorY, H, variant ? "#d8d2c6" : "#c9c2b6");
  const cover = coverOn(product, { x: 0, y: 0, w: W, h: H }, 1, geo.floorY);
  if (kind === "knikarmscherm") {
    out += awningFront(cover, geo, 120, 600, 120, 286, 1.32);
    out += variant ? loungeSofa(svg, 220, 560, 280, "#8a8f94", "#f1ede4") : bistroSet(svg, 360, 560, 150);
  } else {
    out += loungeSofa(svg, 230, 530, 260);
    out += roofFront(cover, geo, 110, 610, 96, 200, 1.36, variant === 1);
  }
  out += planter(10, 606, 90, 40);
  out += shrub(690, 612, 56);
  return out;
}

function outdoor(product: DrawnProduct, viewIndex: number): string {
  const kind = product.kind;
  const roller = isFacade(kind);
  if (viewIndex === 3) {
    if (roller) return facadeScene(product, "plaster", 1, true, false);
    return kind === "knikarmscherm"
      ? awningOblique(coverOn(product, { x: 0, y: 0, w: W, h: H }, 1, 0), W, H)
      : roofOblique(coverOn(product, { x: 0, y: 0, w: W, h: H }, 1, 0), W, H, false);
  }
  if (viewIndex === 4) {
    if (roller) return facadeScene(product, "wood", 0.5, false, true);
    return terraceScene(product, "plaster", 1);
  }
  if (roller) return facadeScene(product, "brick", 0.66, false, false);
  return terraceScene(product, "brick", 0);
}

export function view(product: DrawnProduct, viewIndex: number): string {
  const drawers = kindDrawers[product.kind];
  if (viewIndex === 1) return drawers.closeup(product);
  if (viewIndex === 2) return drawers.detail(product);
  if (viewIndex === 5) return stillLife(product, drawers.sample);
  if (isOutdoor(product.kind)) return outdoor(product, viewIndex);
  if (viewIndex === 3) return interiorClosed(product);
  if (viewIndex === 4) return interiorLiving(product);
  return interiorMain(product);
}
