// Gallery ("sfeer") scenes, 1200 x 800: a furnished room with the product on its windows, or the
// house and terrace for the outdoor kinds.

import { kindDrawers, onOneWindow } from "../kinds.ts";
import { darken, lighten, luma } from "./color.ts";
import {
  bistroSet,
  extWindow,
  facade,
  loungeSofa,
  pavement,
  planter,
  shrub,
  tree,
} from "./outdoor/setting.ts";
import { awningFront, roofFront, type TerraceGeo } from "./outdoor/terrace.ts";
import type { DrawnProduct } from "./product-view.ts";
import { artwork, floorLamp, pendant, plant, rug, sofa } from "./props.ts";
import { groundShadow, room, windowUnit } from "./scene.ts";
import { type Box, circle, ellipse, g, line, n, path, rect, rrect, type Svg } from "./svg.ts";
import { coverOn } from "./views.ts";

export const SW = 1200;
export const SH = 800;
const FLOOR = 640;

export const rooms = [
  "woonkamer",
  "slaapkamer",
  "keuken",
  "kinderkamer",
  "werkkamer",
  "badkamer",
  "tuin",
  "serre",
  "veranda",
] as const;
export type Room = (typeof rooms)[number];

export function normRoom(room: string): Room {
  const name = room.trim().toLowerCase();
  return (rooms as readonly string[]).includes(name) ? (name as Room) : "woonkamer";
}

// ---------------------------------------------------------------- furniture

function bed(svg: Svg, x: number, floorY: number, w: number, linen: string, throwC: string): string {
  const h = w * 0.34;
  let out = groundShadow(svg, x + w / 2, floorY, w * 0.55, 10, 0.3);
  out += rrect(x, floorY - h * 1.25, w, h * 0.75, 14, "#b79f86");
  out += rrect(x + 8, floorY - h * 1.18, w - 16, h * 0.6, 10, "#c9b39a");
  out += rect(x + 10, floorY - h * 0.5, w - 20, h * 0.42, "#8c7560");
  out += rrect(x + w * 0.08, floorY - h * 0.86, w * 0.38, h * 0.3, 14, "#f7f5f0");
  out += rrect(x + w * 0.54, floorY - h * 0.86, w * 0.38, h * 0.3, 14, "#f7f5f0");
  out += rrect(x + w * 0.02, floorY - h * 0.62, w * 0.96, h * 0.4, 16, linen);
  out += rrect(x + w * 0.02, floorY - h * 0.62, w * 0.96, h * 0.1, 10, lighten(linen, 0.3), 'opacity="0.6"');
  out += rrect(x + w * 0.55, floorY - h * 0.58, w * 0.45, h * 0.4, 14, throwC);
  out += rect(x + 16, floorY - 10, 10, 10, "#5a4636") + rect(x + w - 26, floorY - 10, 10, 10, "#5a4636");
  return g(out);
}

function nightstand(svg: Svg, x: number, floorY: number, lampC = "#f1e6d0"): string {
  let out = groundShadow(svg, x + 40, floorY, 50, 6);
  out += rrect(x, floorY - 80, 80, 74, 4, "#c49a6c");
  out += line(x + 6, floorY - 44, x + 74, floorY - 44, "#a67d55", 1.5);
  out += rect(x + 8, floorY - 6, 6, 6, "#5a4636") + rect(x + 66, floorY - 6, 6, 6, "#5a4636");
  out += ellipse(
    x + 40,
    floorY - 130,
    60,
    50,
    svg.rad("tlg", [
      [0, "#fff1c2", 0.5],
      [1, "#fff1c2", 0],
    ]),
  );
  out += path(
    `M${x + 30} ${floorY - 80}L${x + 34} ${floorY - 110}L${x + 46} ${floorY - 110}L${x + 50} ${floorY - 80}Z`,
    "#e8e2d6",
  );
  out += path(
    `M${x + 18} ${floorY - 110}L${x + 26} ${floorY - 148}L${x + 54} ${floorY - 148}L${x + 62} ${floorY - 110}Z`,
    lampC,
  );
  return g(out);
}

function kitchen(svg: Svg, floorY: number, win: Box, front: string): string {
  const top = floorY - 230;
  let out = rect(
    0,
    top - 130,
    SW,
    130,
    svg.pattern(
      "splash",
      40,
      20,
      rect(0, 0, 40, 20, "#f4f2ee") + rect(0, 19, 40, 1, "#d9d5ce") + rect(19, 0, 1, 20, "#e2ded7"),
    ),
  );
  out += rect(0, top + 18, SW, floorY - top - 18, front);
  for (let x = 0; x < SW; x += 150) {
    out += rect(x, top + 18, 1.5, floorY - top - 30, darken(front, 0.2));
    out += rrect(x + 60, top + 40, 30, 5, 2.5, "#8a8a86");
  }
  out += rect(0, floorY - 14, SW, 14, darken(front, 0.35));
  out += rect(0, top, SW, 22, "#e7e3dc");
  out += rect(0, top + 20, SW, 4, "#000000", 'opacity="0.15"');
  // Upper cabinets beside the window.
  out += rect(0, 60, win.x - 70, 200, front);
  out += rect(win.x + win.w + 70, 60, SW - win.x - win.w - 70, 200, front);
  out += rect(0, 260, win.x - 70, 8, "#000000", 'opacity="0.12"');
  out += rect(win.x + win.w + 70, 260, SW, 8, "#000000", 'opacity="0.12"');
  for (const x of [180, 1020]) out += line(x, 60, x, 260, darken(front, 0.2), 1.5);
  // Tap, bowl, board.
  const cx = win.x + win.w / 2;
  out += path(
    `M${cx} ${top}V${top - 70}q0-20 30-20v18`,
    "none",
    'stroke="#9b9b98" stroke-width="7" fill="none" stroke-linecap="round"',
  );
  out += ellipse(cx + 260, top - 18, 60, 22, "#f3efe8");
  out +=
    circle(cx + 240, top - 34, 14, "#e9a23b") +
    circle(cx + 266, top - 36, 14, "#d45d3a") +
    circle(cx + 288, top - 30, 13, "#9cbf5a");
  out += rrect(cx - 330, top - 110, 80, 110, 10, "#c49a6c");
  out += plant(svg, cx - 180, top, 90, 2);
  return out;
}

function desk(svg: Svg, x: number, floorY: number): string {
  let out = groundShadow(svg, x + 200, floorY, 220, 10);
  out += rect(x, floorY - 180, 400, 16, "#c49a6c");
  out += rect(x + 14, floorY - 164, 10, 164, "#3b3b3b") + rect(x + 376, floorY - 164, 10, 164, "#3b3b3b");
  out += rrect(x + 120, floorY - 330, 190, 120, 6, "#2c2f33");
  out += rect(
    x + 128,
    floorY - 322,
    174,
    100,
    svg.lin(
      "scr",
      [
        [0, "#5d7c93"],
        [1, "#9fc0d4"],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += rect(x + 207, floorY - 210, 16, 30, "#2c2f33");
  out += rrect(x + 180, floorY - 186, 70, 6, 3, "#2c2f33");
  out += plant(svg, x + 60, floorY - 180, 70, 1);
  // Chair.
  out += rrect(x + 150, floorY - 250, 110, 130, 20, "#3e4a52");
  out += rect(x + 198, floorY - 120, 14, 80, "#2b2b2b");
  out += rrect(x + 140, floorY - 130, 130, 24, 10, "#4b5963");
  out += path(
    `M${x + 150} ${floorY}L${x + 205} ${floorY - 40}L${x + 260} ${floorY}`,
    "none",
    'stroke="#2b2b2b" stroke-width="6" fill="none"',
  );
  return g(out);
}

function bookshelf(svg: Svg, x: number, floorY: number): string {
  let out = groundShadow(svg, x + 110, floorY, 120, 8);
  out += rect(x, floorY - 420, 220, 420, "#d9c3a2");
  const cols = ["#1f5f4a", "#e9c46a", "#c7764f", "#6b8f71", "#2f3e46", "#e6dccb", "#8b5a2b"];
  for (let r = 0; r < 4; r++) {
    const y = floorY - 410 + r * 102;
    out += rect(x + 8, y, 204, 94, "#b8a184");
    let bx = x + 12;
    let i = r * 3;
    while (bx < x + 190) {
      const bw = 12 + ((i * 7) % 4) * 4;
      const bh = 60 + ((i * 5) % 4) * 8;
      out += rect(bx, y + 94 - bh, bw, bh, cols[i % cols.length] ?? "#1f5f4a");
      bx += bw + 2;
      i++;
      if (i % 6 === 5) bx += 20;
    }
  }
  return g(out);
}

function bathtub(svg: Svg, x: number, floorY: number, w: number): string {
  let out = groundShadow(svg, x + w / 2, floorY, w * 0.55, 10, 0.25);
  out += path(
    `M${x} ${floorY - 170}H${x + w}C${x + w} ${floorY - 40} ${x + w - 60} ${floorY - 10} ${x + w / 2} ${floorY - 10}S${x} ${floorY - 40} ${x} ${floorY - 170}Z`,
    svg.lin(
      "tub",
      [
        [0, "#ffffff"],
        [1, "#dcdad5"],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rrect(x - 8, floorY - 178, w + 16, 16, 8, "#f7f6f3");
  out += rect(x + w - 40, floorY - 250, 8, 80, "#a7a7a4");
  out += path(
    `M${x + w - 36} ${floorY - 250}q0-20 -30-20`,
    "none",
    'stroke="#a7a7a4" stroke-width="8" fill="none"',
  );
  return g(out);
}

function bunting(x0: number, x1: number, y: number): string {
  const cols = ["#e9c46a", "#6b8f71", "#e07a5f", "#8ab6d6"];
  let out = path(
    `M${x0} ${y}Q${(x0 + x1) / 2} ${y + 50} ${x1} ${y}`,
    "none",
    'stroke="#8c7a66" stroke-width="2" fill="none"',
  );
  const foldCount = 12;
  for (let i = 0; i < foldCount; i++) {
    const t = (i + 0.5) / foldCount;
    const px = x0 + (x1 - x0) * t;
    const py = y + 50 * 2 * t * (1 - t);
    out += path(
      `M${n(px - 16)} ${n(py)}L${n(px + 16)} ${n(py)}L${n(px)} ${n(py + 36)}Z`,
      cols[i % 4] ?? "#e9c46a",
    );
  }
  return out;
}

function kidsCorner(svg: Svg, floorY: number): string {
  let out = ellipse(360, floorY + 90, 260, 60, "#e9d6c0");
  out += ellipse(360, floorY + 90, 200, 44, "#f2e4d2");
  out += bed(svg, 60, floorY + 30, 380, "#8ab6d6", "#e9c46a");
  const blocks: [number, number, string][] = [
    [560, floorY + 120, "#e07a5f"],
    [600, floorY + 120, "#e9c46a"],
    [580, floorY + 80, "#6b8f71"],
  ];
  for (const [x, y, colour] of blocks)
    out += rrect(x, y - 40, 40, 40, 4, colour) + rect(x, y - 40, 40, 6, lighten(colour, 0.3));
  return out;
}

function wickerChair(svg: Svg, x: number, floorY: number): string {
  let out = groundShadow(svg, x + 80, floorY, 90, 8);
  out += path(
    `M${x} ${floorY - 260}C${x + 20} ${floorY - 330} ${x + 140} ${floorY - 330} ${x + 160} ${floorY - 260}L${x + 150} ${floorY - 100}H${x + 10}Z`,
    "#c9a77a",
  );
  out += path(
    `M${x + 20} ${floorY - 250}C${x + 40} ${floorY - 300} ${x + 120} ${floorY - 300} ${x + 140} ${floorY - 250}`,
    "none",
    'stroke="#a8855a" stroke-width="3"',
  );
  out += rrect(x + 6, floorY - 130, 148, 40, 14, "#f1ece2");
  out +=
    line(x + 30, floorY - 96, x + 20, floorY, "#8b6a44", 6) +
    line(x + 130, floorY - 96, x + 140, floorY, "#8b6a44", 6);
  return g(out);
}

function coffeeTable(svg: Svg, cx: number, floorY: number): string {
  let out = groundShadow(svg, cx, floorY, 130, 10);
  out += ellipse(cx, floorY - 60, 130, 24, "#c49a6c");
  out += ellipse(cx, floorY - 64, 130, 22, "#d8b48a");
  out += rect(cx - 100, floorY - 56, 8, 56, "#5a4636") + rect(cx + 92, floorY - 56, 8, 56, "#5a4636");
  out +=
    rrect(cx - 40, floorY - 86, 60, 16, 3, "#2f3e46") + rrect(cx - 34, floorY - 96, 50, 12, 3, "#e9c46a");
  return g(out);
}

// ---------------------------------------------------------------- indoor scenes

interface Layout {
  wall: string;
  floor: "oak" | "grey" | "tile" | "walnut";
  wins: Box[];
  door?: boolean;
  before?: (svg: Svg) => string;
  after: (svg: Svg) => string;
}

function layout(room: Room, product: DrawnProduct): Layout {
  const darkProduct = luma(product.hex) < 0.35;
  const floorY = FLOOR;
  switch (room) {
    case "slaapkamer":
      return {
        wall: "#e3e6e0",
        floor: "oak",
        wins: [{ x: 400, y: 110, w: 400, h: 330 }],
        after: (svg) =>
          bed(svg, 330, floorY + 110, 540, "#f4f1ea", darkProduct ? "#c7a27a" : "#2f3e46") +
          nightstand(svg, 200, floorY + 80) +
          nightstand(svg, 920, floorY + 80) +
          plant(svg, 1110, floorY + 70, 220, 1) +
          artwork(60, 200, 110, 140, "#e9c46a", "#6b8f71"),
      };
    case "keuken":
      return {
        wall: "#f3efe8",
        floor: "tile",
        wins: [{ x: 420, y: 80, w: 360, h: 300 }],
        before: (svg) => kitchen(svg, floorY + 30, { x: 420, y: 80, w: 360, h: 300 }, "#5d7266"),
        after: (svg) => pendant(svg, 250, 120, 40, "#2f3a3a") + pendant(svg, 950, 120, 40, "#2f3a3a"),
      };
    case "kinderkamer":
      return {
        wall: "#f1e3d6",
        floor: "oak",
        wins: [{ x: 620, y: 150, w: 360, h: 330 }],
        after: (svg) =>
          bunting(80, 540, 130) + kidsCorner(svg, floorY) + plant(svg, 1100, floorY + 70, 180, 0),
      };
    case "werkkamer":
      return {
        wall: "#dde3e6",
        floor: "walnut",
        wins: [{ x: 380, y: 100, w: 380, h: 340 }],
        after: (svg) =>
          desk(svg, 370, floorY + 80) +
          bookshelf(svg, 920, floorY + 60) +
          plant(svg, 110, floorY + 70, 220, 1),
      };
    case "badkamer":
      return {
        wall: "#eeeeea",
        floor: "tile",
        wins: [{ x: 620, y: 110, w: 320, h: 320 }],
        after: (svg) =>
          bathtub(svg, 560, floorY + 100, 440) +
          plant(svg, 1110, floorY + 60, 170, 1) +
          circle(260, 280, 110, "#c9b8a0") +
          circle(
            260,
            280,
            98,
            svg.lin(
              "mirror",
              [
                [0, "#e6eef2"],
                [1, "#b9c8d0"],
              ],
              0,
              0,
              1,
              1,
            ),
          ) +
          rrect(180, 460, 160, 60, 6, "#c49a6c"),
      };
    case "tuin":
      return {
        wall: "#f1ece4",
        floor: "oak",
        door: true,
        wins: [
          { x: 260, y: 90, w: 300, h: FLOOR - 94 },
          { x: 640, y: 90, w: 300, h: FLOOR - 94 },
        ],
        after: (svg) =>
          wickerChair(svg, 40, floorY + 110) +
          plant(svg, 1120, floorY + 70, 240, 0) +
          plant(svg, 600, floorY + 60, 90, 2),
      };
    case "serre":
      return {
        wall: "#f6f4ef",
        floor: "tile",
        wins: [
          { x: 40, y: 140, w: 260, h: 400 },
          { x: 330, y: 140, w: 260, h: 400 },
          { x: 620, y: 140, w: 260, h: 400 },
          { x: 910, y: 140, w: 250, h: 400 },
        ],
        before: (svg) =>
          rect(
            0,
            0,
            SW,
            110,
            svg.lin("serroof", [
              [0, "#cfe5f3"],
              [1, "#eef6fa"],
            ]),
          ) +
          path(`M0 110H${SW}`, "none", 'stroke="#f8f8f6" stroke-width="14"') +
          [150, 450, 750, 1050].map((x) => line(x, 0, x, 110, "#f8f8f6", 10)).join(""),
        after: (svg) =>
          wickerChair(svg, 180, floorY + 120) +
          wickerChair(svg, 780, floorY + 120) +
          coffeeTable(svg, 600, floorY + 110) +
          plant(svg, 1120, floorY + 80, 260, 0) +
          plant(svg, 80, floorY + 80, 200, 2),
      };
    case "veranda":
      return {
        wall: "#efe9df",
        floor: "walnut",
        door: true,
        wins: [
          { x: 120, y: 100, w: 300, h: FLOOR - 104 },
          { x: 450, y: 100, w: 300, h: FLOOR - 104 },
          { x: 780, y: 100, w: 300, h: FLOOR - 104 },
        ],
        after: (svg) =>
          loungeSofa(svg, 330, floorY + 130, 540, "#6b5a4a", "#efe9de") +
          plant(svg, 80, floorY + 90, 220, 2) +
          plant(svg, 1130, floorY + 90, 220, 1),
      };
    default:
      return {
        wall: "#efe8dd",
        floor: "oak",
        wins: [
          { x: 160, y: 110, w: 320, h: 350 },
          { x: 580, y: 110, w: 320, h: 350 },
        ],
        after: (svg) =>
          rug(560, floorY + 80, 760, 90, "#e6dccb") +
          sofa(svg, 300, floorY + 120, 560, darkProduct ? "#cfc6b8" : "#7d8b8f", "#e9c46a") +
          coffeeTable(svg, 580, floorY + 150) +
          floorLamp(svg, 1000, floorY + 90, 420) +
          plant(svg, 100, floorY + 90, 240, 0) +
          artwork(990, 150, 120, 150, "#e07a5f", "#2f3e46"),
      };
  }
}

function indoorScene(product: DrawnProduct, roomName: Room): string {
  const { svg, kind } = product;
  const roomLayout = layout(roomName, product);
  const door = kind === "hordeur" || roomLayout.door === true;
  // A hordeur needs a door: turn the first opening into one that reaches the floor.
  const wins = roomLayout.wins.map((opening, i) =>
    kind === "hordeur" && i === 0 && !roomLayout.door ? { ...opening, h: FLOOR - opening.y - 4 } : opening,
  );
  let out = room(svg, {
    wall: roomLayout.wall,
    floorY: FLOOR,
    w: SW,
    h: SH,
    floor: roomLayout.floor,
    light: [SW / 2, 300],
  });
  if (roomName === "badkamer") {
    out += rect(
      0,
      330,
      SW,
      FLOOR - 342,
      svg.pattern(
        "tiles",
        60,
        30,
        rect(0, 0, 60, 30, "#f6f6f3") + rect(0, 29, 60, 1.2, "#d9d9d4") + rect(59, 0, 1.2, 30, "#e1e1dc"),
      ),
    );
  }
  if (roomLayout.before) out += roomLayout.before(svg);
  const drops = [0.62, 0.5, 0.7, 0.45];
  wins.forEach((opening, i) => {
    const isDoor = door && (roomLayout.door === true || i === 0);
    out += windowUnit(svg, opening, {
      wall: roomLayout.wall,
      mullion: !isDoor && opening.w > 300,
      door: isDoor,
      variant: i,
      name: `w${i}`,
      sill: !isDoor && roomName !== "keuken",
    });
  });
  if (kind === "gordijn" && wins.length > 1) {
    // One rail across all windows, the curtains at the sides.
    const x0 = Math.max(140, Math.min(...wins.map((opening) => opening.x)));
    const x1 = Math.min(SW - 140, Math.max(...wins.map((opening) => opening.x + opening.w)));
    const y0 = Math.min(...wins.map((opening) => opening.y));
    const h = Math.max(...wins.map((opening) => opening.h));
    out += onOneWindow(kind, coverOn(product, { x: x0, y: y0, w: x1 - x0, h }, 0.22, FLOOR, "su"));
    out += roomLayout.after(svg);
    return out;
  }
  wins.forEach((opening, i) => {
    const onDoor = kind !== "hordeur" || i === 0 || roomLayout.door === true;
    if (!onDoor) return;
    const drop =
      kind === "gordijn"
        ? 0.3 + 0.1 * i
        : kind === "shutter"
          ? 0.3
          : kind === "lamellen"
            ? 0.7
            : (drops[i % 4] ?? 0.6);
    out += onOneWindow(kind, coverOn(product, opening, drop, FLOOR, `s${i}`));
  });
  out += roomLayout.after(svg);
  return out;
}

// ---------------------------------------------------------------- outdoor scenes

function houseScene(product: DrawnProduct, roomName: Room): string {
  const { svg, kind } = product;
  const ground = 640;
  let out = rect(
    0,
    0,
    SW,
    SH,
    svg.lin("hsky", [
      [0, "#9fcbea"],
      [1, "#e3f0f8"],
    ]),
  );
  out += tree(90, ground, 420, "#6d9e64") + tree(1120, ground, 380, "#7aa872");
  const houseX = 170;
  const houseWidth = 860;
  const style =
    roomName === "slaapkamer" || roomName === "kinderkamer"
      ? "plaster"
      : roomName === "werkkamer"
        ? "darkbrick"
        : "brick";
  out += path(
    `M${houseX - 30} 150L${houseX + houseWidth / 2} 30L${houseX + houseWidth + 30} 150Z`,
    "#3b3f44",
  );
  out += facade(svg, { x: houseX, y: 150, w: houseWidth, h: ground - 150 }, style);
  out += rect(houseX, 150, houseWidth, 10, "#000000", 'opacity="0.2"');
  const upper: Box[] = [
    { x: houseX + 80, y: 200, w: 200, h: 150 },
    { x: houseX + 330, y: 200, w: 200, h: 150 },
    { x: houseX + 580, y: 200, w: 200, h: 150 },
  ];
  const lower: Box[] = [
    { x: houseX + 70, y: 420, w: 280, h: 180 },
    { x: houseX + 510, y: 420, w: 280, h: 180 },
  ];
  out += rect(houseX + 380, 420, 100, ground - 420, "#2f3337");
  out += rect(houseX + 390, 430, 80, ground - 430, "#4b5560");
  const upperDrop = roomName === "slaapkamer" || roomName === "kinderkamer" ? 1 : 0.55;
  const lowerDrop = roomName === "slaapkamer" || roomName === "kinderkamer" ? 0.3 : 0.66;
  [...upper, ...lower].forEach((opening, i) => {
    out += extWindow(svg, opening, style === "plaster" ? "#3b4046" : "#2f3337");
    const cover = coverOn(product, opening, i < 3 ? upperDrop : lowerDrop, ground, `h${i}`);
    out += onOneWindow(kind, cover);
  });
  out += rect(0, ground, SW, SH - ground, roomName === "tuin" ? "#9cc484" : "#a6ca8c");
  out += pavement(svg, SW, ground, ground + 60, "#d6d0c4");
  out +=
    shrub(140, ground + 40, 70) +
    shrub(1060, ground + 40, 80, "#6a9c63") +
    shrub(600, ground + 150, 60, "#76a76a");
  out += planter(houseX + 360, ground + 10, 140, 36);
  return out;
}

function terraceSfeer(product: DrawnProduct, roomName: Room): string {
  const { svg, kind } = product;
  const geo: TerraceGeo = { W: SW, H: SH, floorY: 560, vx: SW / 2, vy: 400 };
  let out = facade(
    svg,
    { x: 0, y: 0, w: SW, h: geo.floorY },
    roomName === "serre" || roomName === "slaapkamer" ? "plaster" : "brick",
  );
  out += extWindow(svg, { x: 400, y: 270, w: 400, h: geo.floorY - 270 }, "#3b4046", true);
  out += extWindow(svg, { x: 100, y: 300, w: 180, h: 170 }, "#3b4046", false);
  out += extWindow(svg, { x: 920, y: 300, w: 180, h: 170 }, "#3b4046", false);
  out += pavement(svg, SW, geo.floorY, SH, "#cfc8bc");
  if (roomName === "tuin") {
    out += rect(0, 700, SW, 100, "#9cc484");
  }
  const cover = coverOn(product, { x: 0, y: 0, w: SW, h: SH }, 1, geo.floorY);
  if (kind === "knikarmscherm") {
    out += awningFront(cover, geo, 220, 980, 170, 380, 1.3);
    if (roomName === "keuken" || roomName === "tuin") out += bistroSet(svg, 600, 740, 200);
    else out += loungeSofa(svg, 420, 720, 360);
  } else {
    out += roomName === "keuken" ? bistroSet(svg, 600, 730, 200) : loungeSofa(svg, 420, 700, 360);
    out += roofFront(cover, geo, 180, 1020, 140, 280, 1.32, roomName === "serre" || roomName === "veranda");
  }
  out += planter(20, 780, 140, 50) + shrub(1140, 790, 80) + plant(svg, 1000, 760, 200, 2);
  return out;
}

export function sfeerScene(product: DrawnProduct, room: string): string {
  const roomName = normRoom(room);
  const setting = kindDrawers[product.kind].setting;
  if (setting !== "window") {
    return setting === "facade" ? houseScene(product, roomName) : terraceSfeer(product, roomName);
  }
  return indoorScene(product, roomName);
}
