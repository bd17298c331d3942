// The maths of the own-window preview, without the browser: the projective map (homography) from a rectangle to
// the four corners the visitor marked, its inverse (which point of the drawing lands on a photo pixel), and the
// check that those corners make a window.

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

/** A 3 × 3 projective matrix in row order: (x, y) ↦ ((m0·x + m1·y + m2) / w, (m3·x + m4·y + m5) / w), w = m6·x + m7·y + m8. */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

function invert3(m: Matrix3): Matrix3 | null {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = f * g - d * i;
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  return [
    A / det,
    (c * h - b * i) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    (c * d - a * f) / det,
    C / det,
    (b * g - a * h) / det,
    (a * e - b * d) / det,
  ];
}

/** Applies a Matrix3; null where the point lies on or behind the horizon (w ≤ 0). */
export function applyMatrix(m: Matrix3, x: number, y: number): Point | null {
  const w = m[6] * x + m[7] * y + m[8];
  if (!(w > 1e-12)) return null;
  return { x: (m[0] * x + m[1] * y + m[2]) / w, y: (m[3] * x + m[4] * y + m[5]) / w };
}

/**
 * The inverse of rectToQuad: for a pixel of the photo, the point of the product's drawing that lands on it. The
 * picture is drawn by asking this for every pixel, so there are no seams. Null when the quad is not a window.
 */
export function quadToRect(rect: Rect, q: Quad): Matrix3 | null {
  if (!checkQuad(q).ok || !(rect.w > 0 && rect.h > 0)) return null;
  const s = squareToQuad(q);
  const inverse = invert3([s.a, s.b, s.c, s.d, s.e, s.f, s.g, s.h, 1]);
  if (!inverse) return null;
  const [a, b, c, d, e, f, g, h, i] = inverse;
  // Then from the unit square to the rectangle: x = rect.x + u·w, y = rect.y + v·h.
  let m: Matrix3 = [
    rect.w * a + rect.x * g,
    rect.w * b + rect.x * h,
    rect.w * c + rect.x * i,
    rect.h * d + rect.y * g,
    rect.h * e + rect.y * h,
    rect.h * f + rect.y * i,
    g,
    h,
    i,
  ];
  // Scaled so that w is positive inside the window (a projective matrix means the same at any scale).
  const inside = m[6] * q[0].x + m[7] * q[0].y + m[8];
  if (inside < 0) m = m.map((v) => -v) as unknown as Matrix3;
  return m;
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
