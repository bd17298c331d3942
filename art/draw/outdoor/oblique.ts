// View 3 of the terrace products: the awning and the terrace roof seen from the side at an angle, in an
// oblique projection over a garden, a house wall and paving.

import { darken, shades } from "../color.ts";
import { type Cover, railFill } from "../coverings.ts";
import { roundShading } from "../shading.ts";
import { circle, ellipse, g, n, path, poly, rect, type Svg } from "../svg.ts";
import { textureFill } from "../texture.ts";
import { bistroSet, loungeSofa, tree } from "./setting.ts";
import { awningFrame } from "./terrace.ts";

/** Oblique projection: Z out from the wall -> right, Y up, X along the wall -> up-right (receding). */
export function oblique(ox: number, oy: number, scale: number) {
  return (X: number, Y: number, Z: number): [number, number] => [
    ox + (Z + X * 0.55) * scale,
    oy - (Y + X * 0.32) * scale,
  ];
}

export function quadPts(
  project: (X: number, Y: number, Z: number) => [number, number],
  list: [number, number, number][],
): number[] {
  const outp: number[] = [];
  for (const [X, Y, Z] of list) {
    const [x, y] = project(X, Y, Z);
    outp.push(x, y);
  }
  return outp;
}

/** A garden backdrop: sky, a tree line and lawn, for the oblique terrace views. */
export function gardenBackdrop(svg: Svg, W: number, H: number, horizon: number): string {
  let out = rect(
    0,
    0,
    W,
    H,
    svg.lin("gsky", [
      [0, "#9fcbea"],
      [0.7, "#e3f0f8"],
    ]),
  );
  out += ellipse(W * 0.7, H * 0.12, 70, 16, "#ffffff", 'opacity="0.8"');
  out += ellipse(W * 0.78, H * 0.1, 50, 18, "#ffffff", 'opacity="0.8"');
  out += tree(W * 0.62, horizon + 10, 260, "#7aa872");
  out += tree(W * 0.9, horizon + 14, 220, "#6d9e64");
  out += rect(0, horizon - 30, W, 40, "#6f9d66", 'rx="20"');
  out += rect(
    0,
    horizon,
    W,
    H - horizon,
    svg.lin("lawn", [
      [0, "#8dbb78"],
      [1, "#a9cf8e"],
    ]),
  );
  return out;
}

type Projection = (X: number, Y: number, Z: number) => [number, number];

function face(project: Projection, list: [number, number, number][], fill: string, attrs = ""): string {
  return poly(quadPts(project, list), fill, attrs);
}

/**
 * A band along the wall from X = x0 to x1, between the heights and depths near [Y, Z] and far [Y, Z]: the
 * shape of a cassette, a bar, a gutter or a shadow in the oblique views.
 */
function alongWall(
  project: Projection,
  x0: number,
  x1: number,
  [nearY, nearZ]: [number, number],
  [farY, farZ]: [number, number],
  fill: string,
  attrs = "",
): string {
  return face(
    project,
    [
      [x0, nearY, nearZ],
      [x1, nearY, nearZ],
      [x1, farY, farZ],
      [x0, farY, farZ],
    ],
    fill,
    attrs,
  );
}

/** Common oblique terrace: garden, house wall with a door, paving. Returns the projection too. */
function obliqueBase(svg: Svg, W: number, H: number): { out: string; project: Projection } {
  const project = oblique(40, 540, 92);
  let out = gardenBackdrop(svg, W, H, 420);
  // House wall (Z = 0 plane) and its top edge.
  out += alongWall(
    project,
    -2,
    7,
    [0, 0],
    [3.6, 0],
    svg.lin(
      "ow",
      [
        [0, "#efe9df"],
        [1, "#d9d1c4"],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += alongWall(project, -2, 7, [3.6, 0], [3.6, -0.4], "#3a3d40");
  out += alongWall(project, 1.2, 3.6, [0, 0], [2.3, 0], "#3b4046");
  out += alongWall(
    project,
    1.3,
    3.5,
    [0.05, 0],
    [2.2, 0],
    svg.lin("odg", [
      [0, "#9ab9cc"],
      [1, "#4c6373"],
    ]),
  );
  out += alongWall(project, 2.38, 2.42, [0.05, 0], [2.2, 0], "#3b4046");
  // Paving.
  const pave: [number, number, number][] = [
    [-2, 0, 0],
    [7, 0, 0],
    [7, 0, 4.6],
    [-2, 0, 4.6],
  ];
  out += face(project, pave, "#d4cdc1");
  let d = "";
  for (let z = 0.6; z < 4.6; z += 0.6) {
    const [x1, y1] = project(-2, 0, z);
    const [x2, y2] = project(7, 0, z);
    d += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  for (let x = -1.4; x < 7; x += 0.6) {
    const [x1, y1] = project(x, 0, 0);
    const [x2, y2] = project(x, 0, 4.6);
    d += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  out += path(d, "none", 'stroke="#b5ad9f" stroke-width="1.2" opacity="0.8"');
  return { out, project };
}

/** A folding-arm awning, fully extended, seen from the side at an angle. */
export function awningOblique(cover: Cover, W: number, H: number): string {
  const { svg } = cover;
  const tones = shades(cover.hex);
  const hardwareHex = awningFrame(cover.hex);
  const { out: base, project } = obliqueBase(svg, W, H);
  let out = base;
  const L = 3.3;
  const X0 = -0.2;
  const X1 = 5.2;
  const yW = 2.75;
  const yF = 2.15;
  // Shadow on the paving, cast a little forward.
  out += alongWall(
    project,
    X0,
    X1,
    [0, 0.3],
    [0, L + 0.6],
    "#3a2e22",
    `opacity="0.22" filter="${svg.blur(8)}"`,
  );
  out += bistroSet(svg, project(2.6, 0, 2)[0], project(2.6, 0, 2)[1], 130);
  // Far arm (partly hidden), fabric, near arm.
  const arm = (X: number) => {
    const a = project(X, yW - 0.25, 0.05);
    const e = project(X + 0.9, yW - 0.45, L * 0.45);
    const f = project(X, yF - 0.06, L);
    return (
      path(
        `M${n(a[0])} ${n(a[1])}L${n(e[0])} ${n(e[1])}L${n(f[0])} ${n(f[1])}`,
        "none",
        `stroke="${hardwareHex}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
      ) + circle(e[0], e[1], 5.5, darken(hardwareHex, 0.2))
    );
  };
  out += arm(X1 - 0.5);
  const fab: [number, number, number][] = [
    [X0, yW, 0.15],
    [X1, yW, 0.15],
    [X1, yF, L],
    [X0, yF, L],
  ];
  out += face(project, fab, cover.hex);
  const texturePaint = textureFill(svg, cover.hex, cover.texture);
  if (texturePaint) out += face(project, fab, texturePaint);
  out += face(
    project,
    fab,
    svg.lin(
      "oaf",
      [
        [0, tones.dark1, 0.4],
        [0.5, tones.light1, 0.25],
        [1, tones.base, 0],
      ],
      0,
      1,
      1,
      0,
    ),
  );
  let seams = "";
  for (let i = 1; i < 5; i++) {
    const X = X0 + ((X1 - X0) * i) / 5;
    const a = project(X, yW, 0.15);
    const b = project(X, yF, L);
    seams += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  out += path(seams, "none", `stroke="${tones.dark2}" stroke-width="1.2" opacity="0.45"`);
  out += arm(X0 + 0.5);
  // Cassette on the wall.
  out += alongWall(
    project,
    X0 - 0.1,
    X1 + 0.1,
    [yW - 0.1, 0],
    [yW + 0.14, 0.28],
    railFill(svg, hardwareHex, "oac"),
  );
  out += face(
    project,
    [
      [X0 - 0.1, yW - 0.1, 0],
      [X0 - 0.1, yW + 0.14, 0.28],
      [X0 - 0.1, yW + 0.14, 0],
      [X0 - 0.1, yW + 0.05, 0],
    ],
    darken(hardwareHex, 0.2),
  );
  // Front bar and valance.
  out += alongWall(project, X0, X1, [yF, L], [yF - 0.1, L + 0.04], darken(hardwareHex, 0.1));
  const val: [number, number, number][] = [
    [X0, yF - 0.08, L + 0.05],
    [X1, yF - 0.08, L + 0.05],
    [X1, yF - 0.34, L + 0.05],
    [X0, yF - 0.34, L + 0.05],
  ];
  out += face(project, val, cover.hex);
  if (texturePaint) out += face(project, val, texturePaint);
  out += face(project, val, tones.dark1, 'opacity="0.25"');
  return g(out);
}

/** A terrace roof seen from the side at an angle. */
export function roofOblique(cover: Cover, W: number, H: number, glass: boolean): string {
  const { svg } = cover;
  const tones = shades(cover.hex);
  const { out: base, project } = obliqueBase(svg, W, H);
  let out = base;
  const L = 3.6;
  const X0 = -0.3;
  const X1 = 5.3;
  const yW = 2.95;
  const yG = 2.45;
  out += alongWall(
    project,
    X0,
    X1,
    [0, 0],
    [0, L + 0.3],
    "#3a2e22",
    `opacity="0.16" filter="${svg.blur(8)}"`,
  );
  const [lx, ly] = project(2.2, 0, 1.7);
  out += loungeSofa(svg, lx - 130, ly, 260);
  const postF = roundShading(svg, "opost", tones, tones.light2, 0.4);
  const post = (X: number) =>
    alongWall(project, X - 0.06, X + 0.06, [0, L], [yG, L], postF) +
    face(
      project,
      [
        [X + 0.06, 0, L],
        [X + 0.06, 0, L - 0.12],
        [X + 0.06, yG, L - 0.12],
        [X + 0.06, yG, L],
      ],
      tones.dark2,
    );
  out += post(X1 - 0.1);
  // Roof surface with rafters.
  const roofQ: [number, number, number][] = [
    [X0, yW, 0],
    [X1, yW, 0],
    [X1, yG + 0.2, L],
    [X0, yG + 0.2, L],
  ];
  out += face(
    project,
    roofQ,
    glass
      ? svg.lin(
          "orgl",
          [
            [0, "#cfe5f3", 0.55],
            [1, "#ffffff", 0.45],
          ],
          0,
          1,
          1,
          0,
        )
      : svg.lin(
          "orpo",
          [
            [0, "#f4f6f5", 0.92],
            [1, "#e2e8e5", 0.92],
          ],
          0,
          1,
          1,
          0,
        ),
  );
  if (!glass) {
    let ribs = "";
    for (let X = X0 + 0.12; X < X1; X += 0.12) {
      const a = project(X, yW, 0);
      const b = project(X, yG + 0.2, L);
      ribs += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
    }
    out += path(ribs, "none", 'stroke="#c4ccc8" stroke-width="0.8"');
  }
  for (let i = 0; i <= 4; i++) {
    const X = X0 + ((X1 - X0) * i) / 4;
    out += alongWall(
      project,
      X - 0.05,
      X + 0.05,
      [yW + 0.02, 0],
      [yG + 0.22, L],
      i % 4 === 0 ? tones.dark1 : tones.base,
    );
    out += face(
      project,
      [
        [X - 0.05, yW + 0.02, 0],
        [X - 0.05, yG + 0.22, L],
        [X - 0.05, yG + 0.08, L],
        [X - 0.05, yW - 0.12, 0],
      ],
      tones.dark2,
    );
  }
  // Wall profile and gutter.
  out += alongWall(
    project,
    X0 - 0.1,
    X1 + 0.1,
    [yW - 0.1, 0],
    [yW + 0.1, 0.12],
    railFill(svg, cover.hex, "owp"),
  );
  out += alongWall(project, X0 - 0.1, X1 + 0.1, [yG, L], [yG + 0.3, L], railFill(svg, cover.hex, "ogt"));
  out += alongWall(project, X0 - 0.1, X1 + 0.1, [yG + 0.3, L], [yG + 0.3, L - 0.18], tones.light1);
  out += face(
    project,
    [
      [X0 - 0.1, yG, L],
      [X0 - 0.1, yG + 0.3, L],
      [X0 - 0.1, yG + 0.3, L - 0.18],
      [X0 - 0.1, yG, L - 0.18],
    ],
    tones.dark2,
  );
  out += post(X0 + 0.1);
  return g(out);
}
