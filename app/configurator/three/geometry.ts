// Small geometry helpers for the viewer: metre-based UVs and swept profile surfaces.
import { BufferAttribute, BufferGeometry, Float32BufferAttribute } from "three";

/**
 * Replace a geometry's UVs with a box projection in metres / tile, so a texture has the same physical
 * scale on every part (each vertex uses the two axes across its dominant normal direction).
 */
export function metreUV<G extends BufferGeometry>(g: G, tile: number): G {
  const p = g.getAttribute("position");
  const n = g.getAttribute("normal");
  if (!p || !n) return g;
  const uv = new Float32Array(p.count * 2);
  for (let i = 0; i < p.count; i++) {
    const ax = Math.abs(n.getX(i));
    const ay = Math.abs(n.getY(i));
    const az = Math.abs(n.getZ(i));
    let u: number;
    let v: number;
    if (az >= ax && az >= ay) {
      u = p.getX(i);
      v = p.getY(i);
    } else if (ax >= ay) {
      u = p.getZ(i);
      v = p.getY(i);
    } else {
      u = p.getX(i);
      v = p.getZ(i);
    }
    uv[i * 2] = u / tile;
    uv[i * 2 + 1] = v / tile;
  }
  g.setAttribute("uv", new BufferAttribute(uv, 2));
  return g;
}

/**
 * A surface swept through a 2D profile. axis "x": profile points are (y, z), the surface spans x in
 * [-length/2, length/2]. axis "y": points are (x, z), the surface spans y in [y0, y0 + length].
 * UVs are in tiles: along the sweep and along the profile's arc length. `flat` gives crisp creases.
 */
export function sweep(
  profile: [number, number][],
  axis: "x" | "y",
  length: number,
  tile: number,
  opts: { y0?: number; flat?: boolean } = {},
): BufferGeometry {
  const pos: number[] = [];
  const uv: number[] = [];
  const idx: number[] = [];
  let arc = 0;
  let prev: [number, number] | undefined;
  for (const pt of profile) {
    if (prev) arc += Math.hypot(pt[0] - prev[0], pt[1] - prev[1]);
    prev = pt;
    const [a, b] = pt;
    if (axis === "x") {
      pos.push(-length / 2, a, b, length / 2, a, b);
      uv.push(-length / 2 / tile, a / tile, length / 2 / tile, a / tile);
    } else {
      const y0 = opts.y0 ?? 0;
      pos.push(a, y0, b, a, y0 + length, b);
      uv.push(arc / tile, y0 / tile, arc / tile, (y0 + length) / tile);
    }
  }
  for (let i = 0; i < profile.length - 1; i++) {
    const a = i * 2;
    // Winding so the face normal points towards +z for a profile running down (x axis) or right (y axis).
    idx.push(a, a + 2, a + 1, a + 1, a + 2, a + 3);
  }
  let g = new BufferGeometry();
  g.setAttribute("position", new Float32BufferAttribute(pos, 3));
  g.setAttribute("uv", new Float32BufferAttribute(uv, 2));
  g.setIndex(idx);
  if (opts.flat) g = g.toNonIndexed();
  g.computeVertexNormals();
  return g;
}
