// The own-window preview's maths: the marked corners get the product's corners exactly, the middle lands where a
// perspective puts it (where the diagonals cross), and corners that make no window are refused with the hint.
import { describe, expect, it } from "vitest";
import {
  applyHomography,
  applyMatrix,
  BAD_QUAD_HINT,
  checkQuad,
  fitWithin,
  type Point,
  type Quad,
  quadToRect,
  rectToQuad,
  squareToQuad,
  startQuad,
} from "./perspective";

const trapezoid: Quad = [
  { x: 120, y: 80 },
  { x: 610, y: 40 },
  { x: 650, y: 520 },
  { x: 90, y: 470 },
];

function diagonalsCross(q: Quad): Point {
  const [p0, p1, p2, p3] = q;
  // p0 + t (p2 - p0) = p1 + s (p3 - p1)
  const rx = p2.x - p0.x;
  const ry = p2.y - p0.y;
  const sx = p3.x - p1.x;
  const sy = p3.y - p1.y;
  const t = ((p1.x - p0.x) * sy - (p1.y - p0.y) * sx) / (rx * sy - ry * sx);
  return { x: p0.x + t * rx, y: p0.y + t * ry };
}

describe("squareToQuad", () => {
  it("maps the unit square's corners exactly onto the four points", () => {
    const m = squareToQuad(trapezoid);
    const corners: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    corners.forEach(([u, v], i) => {
      const p = applyHomography(m, u, v);
      expect(p.x).toBeCloseTo(trapezoid[i]?.x ?? Number.NaN, 9);
      expect(p.y).toBeCloseTo(trapezoid[i]?.y ?? Number.NaN, 9);
    });
  });

  it("is a perspective, not a stretch: the square's middle lands where the quad's diagonals cross", () => {
    const middle = applyHomography(squareToQuad(trapezoid), 0.5, 0.5);
    const cross = diagonalsCross(trapezoid);
    expect(middle.x).toBeCloseTo(cross.x, 9);
    expect(middle.y).toBeCloseTo(cross.y, 9);
    // A plain bilinear stretch would put it at the corners' average, which is elsewhere for this quad.
    const average = trapezoid.reduce((s, p) => ({ x: s.x + p.x / 4, y: s.y + p.y / 4 }), { x: 0, y: 0 });
    expect(Math.hypot(middle.x - average.x, middle.y - average.y)).toBeGreaterThan(1);
  });

  it("keeps a parallelogram affine", () => {
    const m = squareToQuad([
      { x: 0, y: 0 },
      { x: 100, y: 10 },
      { x: 120, y: 210 },
      { x: 20, y: 200 },
    ]);
    expect(m.g).toBe(0);
    expect(m.h).toBe(0);
    expect(applyHomography(m, 0.5, 0.5)).toEqual({ x: 60, y: 105 });
  });
});

describe("rectToQuad", () => {
  it("maps a rectangle's corners onto the marked corners", () => {
    const rect = { x: 180, y: 104, w: 360, h: 338 };
    const result = rectToQuad(rect, trapezoid);
    if (!result.ok) throw new Error(result.message);
    const rectCorners = [
      { x: 180, y: 104 },
      { x: 540, y: 104 },
      { x: 540, y: 442 },
      { x: 180, y: 442 },
    ];
    rectCorners.forEach((c, i) => {
      const p = result.map(c);
      expect(p.x).toBeCloseTo(trapezoid[i]?.x ?? Number.NaN, 9);
      expect(p.y).toBeCloseTo(trapezoid[i]?.y ?? Number.NaN, 9);
    });
  });

  it("refuses corners that make no window, with the Dutch hint", () => {
    const bowTie: Quad = [trapezoid[0], trapezoid[1], trapezoid[3], trapezoid[2]];
    const result = rectToQuad({ x: 0, y: 0, w: 10, h: 10 }, bowTie);
    expect(result).toEqual({ ok: false, message: BAD_QUAD_HINT });
    expect(BAD_QUAD_HINT).toMatch(/^Zet de hoeken rond het raam/);
  });
});

describe("checkQuad", () => {
  const square: Quad = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
  ];

  it("accepts a window seen at an angle", () => {
    expect(checkQuad(trapezoid)).toEqual({ ok: true });
    expect(checkQuad(square)).toEqual({ ok: true });
  });

  it.each<[string, Quad]>([
    ["crossed corners (a bow tie)", [square[0], square[1], square[3], square[2]]],
    ["left and right swapped (mirrored)", [square[1], square[0], square[3], square[2]]],
    ["a corner folded inwards", [square[0], square[1], { x: 30, y: 30 }, square[3]]],
    ["three corners on one line", [square[0], { x: 50, y: 0 }, square[1], square[3]]],
    ["all corners on one spot", [square[0], square[0], square[0], square[0]]],
    [
      "a window too small to see",
      [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 4, y: 4 },
        { x: 0, y: 4 },
      ],
    ],
    ["a corner that is not a number", [square[0], square[1], { x: Number.NaN, y: 3 }, square[3]]],
  ])("refuses %s", (_name, quad) => {
    expect(checkQuad(quad)).toEqual({ ok: false, message: BAD_QUAD_HINT });
  });

  it("accepts the start rectangle of any photo size", () => {
    for (const [w, h] of [
      [2048, 1536],
      [375, 800],
      [100, 60],
    ] as const) {
      expect(checkQuad(startQuad(w, h))).toEqual({ ok: true });
    }
  });
});

describe("quadToRect", () => {
  it("takes each marked corner back to the rectangle's corner, and the diagonals' crossing to its middle", () => {
    const rect = { x: 180, y: 104, w: 360, h: 338 };
    const m = quadToRect(rect, trapezoid);
    if (!m) throw new Error("no matrix");
    const back = trapezoid.map((p) => applyMatrix(m, p.x, p.y));
    const expected = [
      [180, 104],
      [540, 104],
      [540, 442],
      [180, 442],
    ];
    back.forEach((p, i) => {
      expect(p?.x).toBeCloseTo(expected[i]?.[0] ?? Number.NaN, 6);
      expect(p?.y).toBeCloseTo(expected[i]?.[1] ?? Number.NaN, 6);
    });
    const cross = diagonalsCross(trapezoid);
    const middle = applyMatrix(m, cross.x, cross.y);
    expect(middle?.x).toBeCloseTo(360, 6);
    expect(middle?.y).toBeCloseTo(273, 6);
  });

  it("undoes rectToQuad everywhere", () => {
    const rect = { x: 10, y: 20, w: 300, h: 200 };
    const forward = rectToQuad(rect, trapezoid);
    const back = quadToRect(rect, trapezoid);
    if (!forward.ok || !back) throw new Error("no map");
    for (const p of [
      { x: 10, y: 20 },
      { x: 77, y: 150 },
      { x: 250, y: 60 },
      { x: -20, y: 240 },
    ]) {
      const there = forward.map(p);
      const again = applyMatrix(back, there.x, there.y);
      expect(again?.x).toBeCloseTo(p.x, 6);
      expect(again?.y).toBeCloseTo(p.y, 6);
    }
  });

  it("gives nothing for corners that make no window", () => {
    expect(
      quadToRect({ x: 0, y: 0, w: 1, h: 1 }, [trapezoid[1], trapezoid[0], trapezoid[3], trapezoid[2]]),
    ).toBeNull();
  });
});

describe("fitWithin", () => {
  it("scales a large photo down to 2048 px on its longer side, keeping its shape", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it("leaves a small photo as it is", () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
