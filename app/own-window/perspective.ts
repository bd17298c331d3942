// The maths of the own-window preview, without the browser: the projective map (homography) from a rectangle to
// the four corners the visitor marked, the check that those corners make a window, and the affine map of one
// triangle onto another that a 2D canvas draws the mesh with.

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The marked corners in the order the handles name them: linksboven, rechtsboven, rechtsonder, linksonder. */
export type Quad = readonly [Point, Point, Point, Point];

/** The hint shown when the corners do not enclose a window. */
export const BAD_QUAD_HINT =
  "Zet de hoeken rond het raam: linksboven, rechtsboven, rechtsonder en linksonder.";

/** Coefficients of x' = (a·u + b·v + c) / w, y' = (d·u + e·v + f) / w, w = g·u + h·v + 1. */
export interface Homography {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
  g: number;
  h: number;
}

export type QuadCheck = { ok: true } | { ok: false; message: string };

const cross = (o: Point, p: Point, q: Point) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);

/** Twice the signed area; positive when the corners run clockwise on screen (y pointing down). */
function signedArea2(q: Quad): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) {
    const p = q[i] as Point;
    const n = q[(i + 1) % 4] as Point;
    sum += p.x * n.y - n.x * p.y;
  }
  return sum;
}

/**
 * A window seen in perspective is a convex quadrilateral whose corners run clockwise from the top left. Corners
 * that cross, fold inwards, lie on one line or are swapped left for right are refused, and so is a window smaller
 * than `minArea` square pixels.
 */
export function checkQuad(q: Quad, minArea = 64): QuadCheck {
  if (q.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y)))
    return { ok: false, message: BAD_QUAD_HINT };
  for (let i = 0; i < 4; i++) {
    const turn = cross(q[i] as Point, q[(i + 1) % 4] as Point, q[(i + 2) % 4] as Point);
    if (!(turn > 0)) return { ok: false, message: BAD_QUAD_HINT };
  }
  if (signedArea2(q) / 2 < minArea) return { ok: false, message: BAD_QUAD_HINT };
  return { ok: true };
}

/** The homography taking the unit square's corners (0,0), (1,0), (1,1), (0,1) to the quad's four corners. */
export function squareToQuad(q: Quad): Homography {
  const [p0, p1, p2, p3] = q;
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dx3 = p0.x - p1.x + p2.x - p3.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const dy3 = p0.y - p1.y + p2.y - p3.y;
  if (dx3 === 0 && dy3 === 0) {
    // A parallelogram: the map is affine.
    return { a: p1.x - p0.x, b: p2.x - p1.x, c: p0.x, d: p1.y - p0.y, e: p2.y - p1.y, f: p0.y, g: 0, h: 0 };
  }
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (dx3 * dy2 - dx2 * dy3) / det;
  const h = (dx1 * dy3 - dx3 * dy1) / det;
  return {
    a: p1.x - p0.x + g * p1.x,
    b: p3.x - p0.x + h * p3.x,
    c: p0.x,
    d: p1.y - p0.y + g * p1.y,
    e: p3.y - p0.y + h * p3.y,
    f: p0.y,
    g,
    h,
  };
}

export function applyHomography(m: Homography, u: number, v: number): Point {
  const w = m.g * u + m.h * v + 1;
  return { x: (m.a * u + m.b * v + m.c) / w, y: (m.d * u + m.e * v + m.f) / w };
}

/**
 * The map from a rectangle (the product in its drawing) onto the marked quad, or the Dutch hint when the quad
 * is not a window. Points outside the rectangle map too, so the parts around the product (brackets, a chain)
 * land beside the window as they would in the room.
 */
export function rectToQuad(
  rect: Rect,
  q: Quad,
): { ok: true; map: (p: Point) => Point } | { ok: false; message: string } {
  const check = checkQuad(q);
  if (!check.ok) return check;
  if (!(rect.w > 0 && rect.h > 0)) return { ok: false, message: BAD_QUAD_HINT };
  const m = squareToQuad(q);
  return { ok: true, map: (p) => applyHomography(m, (p.x - rect.x) / rect.w, (p.y - rect.y) / rect.h) };
}

/** The canvas transform [a, b, c, d, e, f] (as setTransform takes it) that carries triangle s onto triangle t. */
export function triangleAffine(
  s: readonly [Point, Point, Point],
  t: readonly [Point, Point, Point],
): [number, number, number, number, number, number] | null {
  const [s0, s1, s2] = s;
  const [t0, t1, t2] = t;
  const denom = (s1.x - s0.x) * (s2.y - s0.y) - (s2.x - s0.x) * (s1.y - s0.y);
  if (Math.abs(denom) < 1e-12) return null;
  const a = ((t1.x - t0.x) * (s2.y - s0.y) - (t2.x - t0.x) * (s1.y - s0.y)) / denom;
  const c = ((t2.x - t0.x) * (s1.x - s0.x) - (t1.x - t0.x) * (s2.x - s0.x)) / denom;
  const b = ((t1.y - t0.y) * (s2.y - s0.y) - (t2.y - t0.y) * (s1.y - s0.y)) / denom;
  const d = ((t2.y - t0.y) * (s1.x - s0.x) - (t1.y - t0.y) * (s2.x - s0.x)) / denom;
  return [a, b, c, d, t0.x - a * s0.x - c * s0.y, t0.y - b * s0.x - d * s0.y];
}

/** A start for the corners: a rectangle inset from the photo's edges, where a window in a photo of one usually is. */
export function startQuad(width: number, height: number): Quad {
  const x0 = width * 0.25;
  const x1 = width * 0.75;
  const y0 = height * 0.18;
  const y1 = height * 0.78;
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

/** Keeps a point on the photo. */
export function clampPoint(p: Point, width: number, height: number): Point {
  return { x: Math.min(Math.max(p.x, 0), width), y: Math.min(Math.max(p.y, 0), height) };
}

/** Scales a photo's size down so its longer side is at most `max` pixels; smaller photos keep their size. */
export function fitWithin(width: number, height: number, max = 2048): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
