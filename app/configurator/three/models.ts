// The product models, built from primitives per product kind, plus the room around them (runs in the worker).
// Units are metres: x to the right, y up, z out of the wall towards the viewer; the wall face is z = 0.
import {
  BoxGeometry,
  type BufferGeometry,
  CylinderGeometry,
  DoubleSide,
  Group,
  InstancedMesh,
  type Material,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  type Object3D,
  PlaneGeometry,
  Quaternion,
  SphereGeometry,
  type Texture,
  Vector3,
} from "three";
import type { Conf3D } from "../../../domain/configurator/api.ts";
import { metreUV, sweep } from "./geometry.ts";
import {
  gradientTexture,
  makeTexture,
  plasterTexture,
  TILE_M,
  textureName,
  tilesTexture,
} from "./textures.ts";

/** Where the camera starts for a kind: a small angle for window coverings, more for outdoor products. */
export interface ViewHint {
  yaw: number;
  pitch: number;
}

export interface Built {
  /** The product alone (the camera frames this). */
  product: Group;
  /** Wall, window, floor and sky. */
  room: Group;
  view: ViewHint;
  /** Everything to dispose when the model is replaced. */
  dispose: () => void;
}

/** Textures for the room, made once per worker. */
let roomTextures: { plaster: Texture; sky: Texture; floor: Texture; tiles: Texture } | undefined;

function room(): { plaster: Texture; sky: Texture; floor: Texture; tiles: Texture } {
  roomTextures ??= {
    plaster: plasterTexture(),
    sky: gradientTexture([
      [0, "#9cc7e8"],
      [0.55, "#d9ecf7"],
      [0.62, "#b9d3a3"],
      [1, "#7fa36a"],
    ]),
    floor: makeTexture("wood", "#c9ad86"),
    tiles: tilesTexture(),
  };
  return roomTextures;
}

const V = (x: number, y: number, z: number) => new Vector3(x, y, z);

/** Build context: owns materials and geometries so they can be disposed together. */
class Kit {
  readonly product = new Group();
  readonly room = new Group();
  private readonly geometries: BufferGeometry[] = [];
  private readonly materials: Material[] = [];
  private readonly textures: Texture[] = [];

  readonly fabric: MeshStandardMaterial;
  /** The product colour as a solid part (slats, frames, boxes): same colour and texture, less soft. */
  readonly solid: MeshStandardMaterial;
  readonly alu: MeshStandardMaterial;
  readonly white: MeshStandardMaterial;
  readonly dark: MeshStandardMaterial;
  readonly cord: MeshStandardMaterial;
  readonly tile: number;

  constructor(readonly conf: Conf3D) {
    const name = textureName(conf.texture);
    this.tile = TILE_M[name];
    const map = this.texture(makeTexture(name, conf.hex));
    const see = name === "mesh";
    this.fabric = this.mat(
      new MeshStandardMaterial({
        map,
        roughness: 0.92,
        metalness: 0,
        side: DoubleSide,
        transparent: see,
        opacity: see ? 0.93 : 1,
        alphaTest: see ? 0.05 : 0,
      }),
    );
    this.solid = this.mat(
      new MeshStandardMaterial({
        map,
        roughness: name === "metal" ? 0.38 : 0.6,
        metalness: name === "metal" ? 0.25 : 0,
      }),
    );
    this.alu = this.mat(new MeshStandardMaterial({ color: 0xe4e6e8, roughness: 0.42, metalness: 0.2 }));
    this.white = this.mat(new MeshStandardMaterial({ color: 0xf5f5f2, roughness: 0.55 }));
    this.dark = this.mat(new MeshStandardMaterial({ color: 0x3b3f42, roughness: 0.5, metalness: 0.2 }));
    this.cord = this.mat(new MeshStandardMaterial({ color: 0xe9e6df, roughness: 0.8 }));
  }

  mat<M extends Material>(m: M): M {
    this.materials.push(m);
    return m;
  }

  texture<T extends Texture>(t: T): T {
    this.textures.push(t);
    return t;
  }

  geo<G extends BufferGeometry>(g: G): G {
    this.geometries.push(g);
    return g;
  }

  /** Add a mesh to the product (default) or the room. */
  put(
    geometry: BufferGeometry,
    material: Material,
    x: number,
    y: number,
    z: number,
    parent: Object3D = this.product,
  ): Mesh {
    const m = new Mesh(this.geo(geometry), material);
    m.position.set(x, y, z);
    m.castShadow = parent === this.product;
    m.receiveShadow = true;
    parent.add(m);
    return m;
  }

  /** A box centred at (x, y, z), textured in metres. */
  box(
    w: number,
    h: number,
    d: number,
    material: Material,
    x: number,
    y: number,
    z: number,
    parent?: Object3D,
  ) {
    return this.put(metreUV(new BoxGeometry(w, h, d), this.tile), material, x, y, z, parent);
  }

  /** A round bar between two points. */
  rod(a: Vector3, b: Vector3, r: number, material: Material, parent?: Object3D): Mesh {
    const len = a.distanceTo(b);
    const m = this.put(new CylinderGeometry(r, r, len, 12), material, 0, 0, 0, parent);
    m.position.copy(a).add(b).multiplyScalar(0.5);
    m.quaternion.copy(new Quaternion().setFromUnitVectors(V(0, 1, 0), b.clone().sub(a).normalize()));
    return m;
  }

  /** A square bar between two points (rafters, arms): w across, h up, along the segment. */
  beam(a: Vector3, b: Vector3, w: number, h: number, material: Material): Mesh {
    const len = a.distanceTo(b);
    const m = this.put(metreUV(new BoxGeometry(w, h, len), this.tile), material, 0, 0, 0);
    m.position.copy(a).add(b).multiplyScalar(0.5);
    m.lookAt(m.position.clone().add(b.clone().sub(a)));
    return m;
  }

  /** Many copies of one geometry (slats, beads). */
  many(geometry: BufferGeometry, material: Material, matrices: Matrix4[]): InstancedMesh {
    const m = new InstancedMesh(this.geo(geometry), material, Math.max(1, matrices.length));
    matrices.forEach((mx, i) => {
      m.setMatrixAt(i, mx);
    });
    m.count = matrices.length;
    m.castShadow = true;
    m.receiveShadow = true;
    this.product.add(m);
    return m;
  }

  /** A bead chain (loop) hanging from (x, yTop) to yBottom. */
  chain(x: number, yTop: number, yBottom: number, z: number): void {
    const beads: Matrix4[] = [];
    const step = 0.0062;
    for (const dx of [-0.0045, 0.0045]) {
      for (let y = yTop; y > yBottom; y -= step) beads.push(new Matrix4().makeTranslation(x + dx, y, z));
    }
    const mat = this.mat(new MeshStandardMaterial({ color: 0xe8e8e6, roughness: 0.35, metalness: 0.1 }));
    this.many(new SphereGeometry(0.0026, 8, 6), mat, beads);
    this.rod(V(x - 0.0045, yBottom, z), V(x + 0.0045, yBottom, z), 0.0026, mat);
    // The chain weight / connector.
    this.put(new CylinderGeometry(0.006, 0.006, 0.03, 12), mat, x, yBottom + 0.06, z);
  }

  /** A pull cord with an acorn. */
  cordPull(x: number, yTop: number, yBottom: number, z: number): void {
    this.rod(V(x, yTop, z), V(x, yBottom, z), 0.0012, this.cord);
    const acorn = this.put(new SphereGeometry(0.011, 14, 10), this.cord, x, yBottom - 0.008, z);
    acorn.scale.set(1, 1.6, 1);
  }

  dispose(): void {
    for (const g of this.geometries) g.dispose();
    for (const m of this.materials) m.dispose();
    for (const t of this.textures) t.dispose();
  }
}

/** The opening in the wall and what fills it. */
interface Opening {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** A door reaches the floor and has no sill. */
  door?: boolean;
  /** Draw a window frame with glass (false: the product itself fills the opening). */
  glass?: boolean;
  /** Outside: a tiled terrace instead of a wooden floor. */
  outdoor?: boolean;
}

const WALL_T = 0.22;

/** Wall with an opening, window frame and glass, sky behind, floor. */
function buildRoom(k: Kit, o: Opening, span: number, top: number): void {
  const t = room();
  const R = k.room;
  const half = Math.max(40, span / 2 + 20);
  const height = Math.max(9, top + 5);
  const plaster = k.mat(new MeshStandardMaterial({ color: 0xf3f0ea, map: t.plaster, roughness: 0.95 }));
  // Each part is placed in its geometry (not by position) so the plaster UVs run on without seams.
  // The face is a plane at z = 0; a box a little behind it gives the opening's reveals their depth.
  // Parts above and below the opening overlap their neighbours a little: no hairline cracks.
  const wallPart = (x0: number, x1: number, y0: number, y1: number, overlap = 0) => {
    if (x1 - x0 < 0.001 || y1 - y0 < 0.001) return;
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const faceGeo = new PlaneGeometry(x1 - x0 + 2 * overlap, y1 - y0).translate(cx, cy, 0);
    k.put(metreUV(faceGeo, 0.8), plaster, 0, 0, 0, R);
    const g = new BoxGeometry(x1 - x0, y1 - y0, WALL_T - 0.004).translate(cx, cy, -WALL_T / 2 - 0.002);
    k.put(metreUV(g, 0.8), plaster, 0, 0, 0, R);
  };
  wallPart(-half, o.x0, 0, height);
  wallPart(o.x1, half, 0, height);
  wallPart(o.x0, o.x1, o.y1, height, 0.01);
  wallPart(o.x0, o.x1, 0, o.y0, 0.01);

  // Floor (oak boards) and a skirting board.
  const floorMat = k.mat(new MeshStandardMaterial({ map: o.outdoor ? t.tiles : t.floor, roughness: 0.8 }));
  const floor = new PlaneGeometry(half * 2, 16);
  floor.rotateX(-Math.PI / 2);
  metreUV(floor, o.outdoor ? 1.2 : 0.9);
  k.put(floor, floorMat, 0, 0, 8 - WALL_T, R);
  if (!o.door) {
    k.box(half * 2, 0.07, 0.015, k.white, 0, 0.035, 0.0075, R);
  } else {
    k.box(o.x0 + half, 0.07, 0.015, k.white, (-half + o.x0) / 2, 0.035, 0.0075, R);
    k.box(half - o.x1, 0.07, 0.015, k.white, (half + o.x1) / 2, 0.035, 0.0075, R);
  }

  // Sky and garden behind the opening.
  const sky = new PlaneGeometry(half * 2 + 8, 30);
  k.put(sky, k.mat(new MeshBasicMaterial({ map: t.sky })), 0, o.y0 + 1.5, -4, R).receiveShadow = false;

  if (o.glass !== false) {
    const f = 0.065;
    const zf = -0.14;
    const frameMat = k.white;
    const w = o.x1 - o.x0;
    const h = o.y1 - o.y0;
    const cx = (o.x0 + o.x1) / 2;
    const cy = (o.y0 + o.y1) / 2;
    k.box(w, f, f, frameMat, cx, o.y1 - f / 2, zf, R);
    if (!o.door) k.box(w, f, f, frameMat, cx, o.y0 + f / 2, zf, R);
    k.box(f, h, f, frameMat, o.x0 + f / 2, cy, zf, R);
    k.box(f, h, f, frameMat, o.x1 - f / 2, cy, zf, R);
    if (w > 1.3) k.box(f * 0.9, h, f, frameMat, cx, cy, zf, R);
    const glass = k.mat(
      new MeshStandardMaterial({ color: 0xd6e8f2, roughness: 0.05, transparent: true, opacity: 0.18 }),
    );
    const g = k.put(new PlaneGeometry(w, h), glass, cx, cy, zf - 0.005, R);
    g.castShadow = false;
    g.receiveShadow = false;
  }
  if (!o.door) {
    // Window sill, sticking out of the wall.
    k.box(
      o.x1 - o.x0 + 0.08,
      0.03,
      WALL_T + 0.04,
      k.white,
      (o.x0 + o.x1) / 2,
      o.y0 - 0.015,
      -WALL_T / 2 + 0.02,
      R,
    );
  }
}

type Builder = (
  k: Kit,
  W: number,
  H: number,
  s: number,
) => { opening: Opening; view?: ViewHint; top: number };

/** Bottom of most window coverings: a sill at this height. */
const SILL = 0.85;

/** Opening behind a covering mounted on the wall over the window. */
function overWindow(W: number, y0: number, y1: number): Opening {
  const inset = Math.min(0.08, W * 0.1);
  return { x0: -W / 2 + inset, x1: W / 2 - inset, y0, y1: Math.max(y0 + 0.2, y1) };
}

const roller: Builder = (k, W, H, s) => {
  const { conf } = k;
  const yb = SILL;
  const top = yb + H;
  const cassette = conf.cassette;
  const head = cassette ? 0.085 : 0.06;
  let zf: number;
  if (cassette) {
    k.box(W, head, 0.085, k.white, 0, top - head / 2, 0.0425);
    for (const e of [-1, 1])
      k.box(0.012, head + 0.004, 0.089, k.alu, e * (W / 2 - 0.006), top - head / 2, 0.0445);
    zf = 0.045;
  } else {
    for (const e of [-1, 1]) k.box(0.018, 0.06, 0.075, k.alu, e * (W / 2 - 0.009), top - 0.03, 0.0375);
    const tube = new CylinderGeometry(0.03, 0.03, W - 0.04, 28);
    tube.rotateZ(Math.PI / 2);
    k.put(metreUV(tube, k.tile), k.fabric, 0, top - 0.035, 0.045);
    zf = 0.075;
  }
  const fy0 = yb + 0.03;
  const fy1 = top - (cassette ? head : 0.035);
  const fw = W - (cassette ? 0.02 : 0.05);
  const len = fy1 - fy0;
  if (conf.kind === "duo-rolgordijn") {
    // A sheer voile with opaque bands in front: the day-and-night look.
    const sheer = k.mat(
      new MeshStandardMaterial({
        map: k.fabric.map,
        roughness: 0.95,
        transparent: true,
        opacity: 0.45,
        side: DoubleSide,
        depthWrite: false,
      }),
    );
    k.put(metreUV(new PlaneGeometry(fw, len), k.tile), sheer, 0, (fy0 + fy1) / 2, zf - 0.004).castShadow =
      false;
    const band = 0.075;
    const period = 0.125;
    for (let y = fy1 - 0.01; y - band > fy0 + 0.02; y -= period) {
      k.put(metreUV(new PlaneGeometry(fw, band), k.tile), k.fabric, 0, y - band / 2, zf + 0.002);
    }
  } else {
    k.put(metreUV(new PlaneGeometry(fw, len), k.tile), k.fabric, 0, (fy0 + fy1) / 2, zf);
  }
  // Bottom rail with end caps.
  k.box(fw, 0.03, 0.016, k.alu, 0, fy0, zf);
  for (const e of [-1, 1]) k.box(0.008, 0.032, 0.02, k.dark, e * (fw / 2 + 0.004), fy0, zf);
  // Control chain beside the fabric on the control side, in front of the end cap/bracket.
  const cx = s * (W / 2 - 0.006);
  k.chain(cx, top - head / 2, Math.max(yb + 0.08, top - Math.min(1.6, 0.66 * H)), zf + 0.035);
  return { opening: overWindow(W, yb + 0.05, top - 0.12), top };
};

const plisse: Builder = (k, W, H, s) => {
  const yb = SILL;
  const top = yb + H;
  const rail = 0.022;
  k.box(W, rail, 0.03, k.white, 0, top - rail / 2, 0.03);
  k.box(W, rail, 0.03, k.white, 0, yb + rail / 2, 0.03);
  const pleat = 0.018;
  const y1 = top - rail;
  const y0 = yb + rail;
  const n = Math.max(2, Math.round((y1 - y0) / pleat));
  const profile: [number, number][] = [];
  for (let i = 0; i <= n; i++) profile.push([y1 - ((y1 - y0) * i) / n, i % 2 === 0 ? 0.024 : 0.036]);
  k.put(sweep(profile, "x", W - 0.006, k.tile), k.fabric, 0, 0, 0);
  // Cords running through the pleats.
  const cordMat = k.mat(new MeshStandardMaterial({ color: 0x8b8f90, roughness: 0.7 }));
  for (const x of [-(W / 2 - 0.05), W / 2 - 0.05]) k.rod(V(x, y1, 0.031), V(x, y0, 0.031), 0.0009, cordMat);
  // Grip on the bottom rail, on the control side.
  k.box(0.05, 0.012, 0.014, k.alu, s * (W / 2 - 0.08), yb + rail / 2, 0.05);
  return { opening: overWindow(W, yb + 0.05, top - 0.08), top };
};

const venetian: Builder = (k, W, H, s) => {
  const yb = SILL;
  const top = yb + H;
  const wood = textureName(k.conf.texture) === "wood";
  const depth = wood ? 0.05 : 0.025;
  const pitch = wood ? 0.043 : 0.0215;
  const zc = 0.045;
  k.box(W, 0.045, depth + 0.012, wood ? k.solid : k.white, 0, top - 0.0225, zc);
  const y1 = top - 0.06;
  const y0 = yb + 0.03;
  const slat = metreUV(new BoxGeometry(W - 0.01, wood ? 0.003 : 0.0012, depth), k.tile);
  const tilt = new Quaternion().setFromAxisAngle(V(1, 0, 0), 0.42);
  const mats: Matrix4[] = [];
  for (let y = y1; y > y0 + pitch * 0.5; y -= pitch) {
    mats.push(new Matrix4().compose(V(0, y, zc), tilt, V(1, 1, 1)));
  }
  k.many(slat, k.solid, mats);
  k.box(W - 0.01, 0.018, depth + 0.004, k.solid, 0, y0, zc);
  // Ladder cords (tapes on wooden blinds), front and back of the slats.
  const ladder = wood
    ? k.mat(new MeshStandardMaterial({ color: 0xd8cfbf, roughness: 0.85 }))
    : k.mat(new MeshStandardMaterial({ color: 0xcfcfcf, roughness: 0.8 }));
  const xs = W > 1.4 ? [-(W / 2 - 0.12), 0, W / 2 - 0.12] : [-(W / 2 - 0.12), W / 2 - 0.12];
  for (const x of xs) {
    for (const dz of [-depth / 2 - 0.001, depth / 2 + 0.001]) {
      if (wood) k.box(0.032, y1 - y0, 0.0008, ladder, x, (y0 + y1) / 2, zc + dz);
      else k.rod(V(x, top - 0.045, zc + dz), V(x, y0, zc + dz), 0.0007, ladder);
    }
  }
  // Tilt wand and pull cord on the control side.
  const wx = s * (W / 2 - 0.05);
  k.rod(
    V(wx, top - 0.04, zc + depth / 2 + 0.02),
    V(wx, top - 0.04 - Math.min(1, 0.5 * H), zc + depth / 2 + 0.02),
    0.0045,
    k.white,
  );
  k.cordPull(s * (W / 2 - 0.085), top - 0.04, top - Math.min(1.3, 0.65 * H), zc + depth / 2 + 0.012);
  return { opening: overWindow(W, yb + 0.05, top - 0.1), top };
};

const vertical: Builder = (k, W, H, s) => {
  const yb = SILL - 0.05;
  const top = yb + H;
  k.box(W, 0.045, 0.06, k.white, 0, top - 0.0225, 0.05);
  const vane = 0.089;
  const step = 0.08;
  const n = Math.max(2, Math.round((W - 0.02) / step));
  const h = H - 0.08;
  const geo = metreUV(new BoxGeometry(vane, h, 0.0018), k.tile);
  const turn = new Quaternion().setFromAxisAngle(V(0, 1, 0), 0.35);
  const vanes: Matrix4[] = [];
  const weights: Matrix4[] = [];
  const x0 = -W / 2 + 0.01 + step / 2;
  const dx = n > 1 ? (W - 0.02 - step) / (n - 1) : 0;
  for (let i = 0; i < n; i++) {
    const x = x0 + i * dx;
    vanes.push(new Matrix4().compose(V(x, top - 0.055 - h / 2, 0.05), turn, V(1, 1, 1)));
    weights.push(new Matrix4().compose(V(x, yb + 0.03, 0.05), turn, V(1, 1, 1)));
  }
  k.many(geo, k.fabric, vanes);
  k.many(new BoxGeometry(vane - 0.006, 0.022, 0.005), k.white, weights);
  // The bottom chain that keeps the vanes together.
  k.rod(V(x0, yb + 0.02, 0.05), V(x0 + (n - 1) * dx, yb + 0.02, 0.05), 0.0012, k.cord);
  k.chain(s * (W / 2 - 0.012), top - 0.03, top - Math.min(1.7, 0.7 * H), 0.1);
  k.cordPull(s * (W / 2 - 0.03), top - 0.03, top - Math.min(1.5, 0.6 * H), 0.095);
  return { opening: overWindow(W, SILL + 0.02, top - 0.1), top };
};

const roman: Builder = (k, W, H, s) => {
  const yb = SILL;
  const top = yb + H;
  k.box(W, 0.035, 0.045, k.white, 0, top - 0.0175, 0.03);
  // Lowered to about two thirds: a flat part, then soft folds stacked at the bottom.
  const foldH = Math.min(0.11, Math.max(0.06, 0.07 * H));
  const folds = 4;
  const bottom = yb + 0.3 * H;
  const flatEnd = bottom + folds * foldH;
  const z0 = 0.055;
  const profile: [number, number][] = [
    [top - 0.035, z0],
    [flatEnd, z0],
  ];
  for (let j = 0; j < folds; j++) {
    const ya = flatEnd - j * foldH;
    const depth = 0.035 + 0.012 * j;
    for (let i = 1; i <= 14; i++) {
      const t = i / 14;
      profile.push([ya - foldH * t, z0 + depth * Math.sin(Math.PI * t) ** 0.75]);
    }
  }
  const fw = W - 0.01;
  k.put(sweep(profile, "x", fw, k.tile), k.fabric, 0, 0, 0);
  k.chain(s * (W / 2 + 0.012), top - 0.02, top - Math.min(1.6, 0.62 * H), 0.06);
  return { opening: overWindow(W, yb + 0.05, top - 0.1), top };
};

const shutter: Builder = (k, W, H, s) => {
  const yb = SILL;
  const top = yb + H;
  const f = 0.045;
  const zc = -0.03;
  // Frame in the window recess.
  k.box(W, f, 0.05, k.solid, 0, top - f / 2, zc);
  k.box(W, f, 0.05, k.solid, 0, yb + f / 2, zc);
  k.box(f, H, 0.05, k.solid, -W / 2 + f / 2, (top + yb) / 2, zc);
  k.box(f, H, 0.05, k.solid, W / 2 - f / 2, (top + yb) / 2, zc);
  const iw = W - 2 * f;
  const ih = H - 2 * f;
  const panels = Math.max(1, Math.min(6, Math.round(iw / 0.5)));
  const pw = iw / panels;
  const stile = 0.05;
  const railH = 0.085;
  const louvres: Matrix4[] = [];
  const tilt = new Quaternion().setFromAxisAngle(V(1, 0, 0), -0.55);
  const divider = ih > 1.3;
  for (let p = 0; p < panels; p++) {
    const cx = -iw / 2 + pw * (p + 0.5);
    const cy = yb + f + ih / 2;
    for (const e of [-1, 1]) k.box(stile, ih, 0.032, k.solid, cx + e * (pw / 2 - stile / 2 - 0.002), cy, zc);
    k.box(pw - 0.004, railH, 0.032, k.solid, cx, top - f - railH / 2, zc);
    k.box(pw - 0.004, railH, 0.032, k.solid, cx, yb + f + railH / 2, zc);
    const sections: [number, number][] = [];
    const a = yb + f + railH;
    const b = top - f - railH;
    if (divider) {
      const m = (a + b) / 2;
      k.box(pw - 0.004, 0.07, 0.032, k.solid, cx, m, zc);
      sections.push([a, m - 0.035], [m + 0.035, b]);
    } else sections.push([a, b]);
    for (const [lo, hi] of sections) {
      const n = Math.max(1, Math.floor((hi - lo) / 0.058));
      const gap = (hi - lo) / n;
      for (let i = 0; i < n; i++)
        louvres.push(new Matrix4().compose(V(cx, lo + gap * (i + 0.5), zc), tilt, V(1, 1, 1)));
      // Tilt rod in front of the louvres.
      k.box(0.012, hi - lo - 0.03, 0.01, k.solid, cx, (lo + hi) / 2, zc + 0.038);
    }
  }
  k.many(metreUV(new BoxGeometry(pw - 2 * stile - 0.004, 0.011, 0.063), k.tile), k.solid, louvres);
  // Hinges on the control side.
  for (const y of [yb + f + 0.15, (top + yb) / 2, top - f - 0.15]) {
    k.put(new CylinderGeometry(0.006, 0.006, 0.07, 10), k.alu, s * (iw / 2 - 0.001), y, zc + 0.018);
  }
  return { opening: { x0: -W / 2, x1: W / 2, y0: yb, y1: top, glass: true }, top };
};

const curtain: Builder = (k, W, H, s) => {
  const yb = H >= 1.6 ? 0.015 : SILL - 0.1;
  const top = yb + H + 0.04;
  const rl = W + 0.2;
  const rail = new CylinderGeometry(0.011, 0.011, rl, 16);
  rail.rotateZ(Math.PI / 2);
  k.put(rail, k.dark, 0, top, 0.11);
  for (const e of [-1, 1]) {
    k.put(new SphereGeometry(0.022, 16, 12), k.dark, e * (rl / 2 + 0.015), top, 0.11);
    k.box(0.02, 0.03, 0.11, k.dark, e * (W / 2 - 0.05), top, 0.055);
  }
  // Two panels with sine-wave folds, opened a little in the middle.
  const period = 0.13;
  const amp = 0.035;
  const panelW = W / 2 + 0.1 - 0.08;
  for (const e of [-1, 1]) {
    const xa = e < 0 ? -rl / 2 : 0.08;
    const profile: [number, number][] = [];
    const steps = Math.max(8, Math.ceil(panelW / (period / 10)));
    for (let i = 0; i <= steps; i++) {
      const x = xa + (panelW * i) / steps;
      profile.push([x, 0.11 + amp * Math.sin((2 * Math.PI * (x - xa)) / period)]);
    }
    k.put(sweep(profile, "y", H, k.tile, { y0: yb }), k.fabric, 0, 0, 0);
    // Hooks from the rail to every fold.
    for (let x = xa + period / 4; x < xa + panelW; x += period) {
      k.rod(V(x, top, 0.11 + amp), V(x, yb + H, 0.11 + amp), 0.0025, k.dark);
    }
  }
  // Cord of a corded rail on the control side.
  k.cordPull(s * (rl / 2 - 0.02), top, top - Math.min(1.4, 0.6 * H), 0.13);
  const y0 = Math.max(yb + 0.1, 0.7);
  return { opening: overWindow(W - 0.3, y0, Math.max(y0 + 0.4, top - 0.25)), top };
};

const screen: Builder = (k, W, H, s) => {
  // An outdoor screen: zip guide rails on both sides and a bottom bar, cassette or open roll on top.
  const r = roller(k, W, H, s);
  const yb = SILL;
  for (const e of [-1, 1])
    k.box(0.035, H - 0.09, 0.05, k.alu, e * (W / 2 - 0.0175), yb + (H - 0.09) / 2, 0.05);
  return r;
};

const rolluik: Builder = (k, W, H, s) => {
  const yb = SILL;
  const top = yb + H;
  const boxH = 0.18;
  k.box(W + 0.02, boxH, 0.2, k.solid, 0, top - boxH / 2, 0.1);
  const guideH = H - boxH;
  for (const e of [-1, 1]) k.box(0.05, guideH, 0.06, k.solid, e * (W / 2 - 0.025), yb + guideH / 2, 0.04);
  // Slats lowered to about two thirds, each a shallow arc.
  const sh = 0.039;
  const y1 = top - boxH;
  const yEnd = yb + 0.32 * H;
  const profile: [number, number][] = [];
  for (let y = y1; y > yEnd; y -= sh) {
    for (let i = 0; i <= 6; i++) {
      const t = i / 6;
      profile.push([y - sh * t, 0.036 + (i === 0 || i === 6 ? 0 : 0.006 * Math.sin(Math.PI * t) + 0.002)]);
    }
  }
  const last = profile[profile.length - 1]?.[0] ?? yEnd;
  k.put(sweep(profile, "x", W - 0.07, k.tile, { flat: true }), k.solid, 0, 0, 0);
  k.box(W - 0.07, 0.045, 0.03, k.solid, 0, last - 0.0225, 0.04);
  k.box(W - 0.07, 0.008, 0.026, k.dark, 0, last - 0.049, 0.04);
  // Switch beside the window on the control side (motor).
  const sx = s * (W / 2 + 0.22);
  const sy = Math.max(yb + 0.25, 1.1);
  k.box(0.08, 0.08, 0.012, k.white, sx, sy, 0.006);
  k.box(0.05, 0.05, 0.006, k.alu, sx, sy, 0.015);
  return { opening: { x0: -W / 2 + 0.05, x1: W / 2 - 0.05, y0: yb, y1: top - boxH }, top };
};

const flyScreen: Builder = (k, W, H, s) => {
  const door = k.conf.kind === "hordeur";
  const yb = door ? 0 : SILL;
  const top = yb + H;
  const f = door ? 0.045 : 0.03;
  const zc = door ? 0.0 : -0.03;
  const frame = k.mat(new MeshStandardMaterial({ color: k.conf.hex, roughness: 0.45, metalness: 0.15 }));
  k.box(W, f, 0.025, frame, 0, top - f / 2, zc);
  k.box(W, f, 0.025, frame, 0, yb + f / 2, zc);
  k.box(f, H, 0.025, frame, -W / 2 + f / 2, yb + H / 2, zc);
  k.box(f, H, 0.025, frame, W / 2 - f / 2, yb + H / 2, zc);
  if (door) {
    k.box(W - 2 * f, 0.05, 0.022, frame, 0, yb + 0.9, zc);
    // Kick plate at the bottom.
    k.box(W - 2 * f, 0.25, 0.004, frame, 0, yb + f + 0.125, zc);
  }
  const meshMap = k.texture(makeTexture("mesh", "#2f3336"));
  const meshMat = k.mat(
    new MeshStandardMaterial({
      map: meshMap,
      transparent: true,
      opacity: 0.6,
      roughness: 0.9,
      side: DoubleSide,
      depthWrite: false,
    }),
  );
  const g = new PlaneGeometry(W - 2 * f, H - 2 * f);
  metreUV(g, 0.02);
  const m = k.put(g, meshMat, 0, yb + H / 2, zc);
  m.castShadow = false;
  if (door) {
    const hx = s * (W / 2 - f - 0.03);
    k.rod(V(hx, yb + 0.95, zc + 0.035), V(hx, yb + 1.15, zc + 0.035), 0.009, k.alu);
    for (const y of [0.95, 1.15]) k.rod(V(hx, yb + y, zc + 0.012), V(hx, yb + y, zc + 0.035), 0.006, k.alu);
    for (const y of [0.2, H / 2, H - 0.2])
      k.box(0.014, 0.08, 0.02, k.alu, -s * (W / 2 - 0.005), yb + y, zc + 0.01);
  } else {
    for (const e of [-1, 1]) k.box(0.035, 0.012, 0.02, k.dark, e * (W / 4), yb + 0.006, zc + 0.02);
    k.box(0.012, 0.05, 0.015, k.dark, s * (W / 2 - f / 2), yb + H / 2, zc + 0.02);
  }
  return { opening: { x0: -W / 2, x1: W / 2, y0: yb, y1: top, door }, top };
};

const awning: Builder = (k, W, P, s) => {
  const ym = 2.55;
  const alpha = 0.3;
  const frame = k.alu;
  if (k.conf.cassette) {
    k.box(W, 0.19, 0.24, frame, 0, ym, 0.12);
  } else {
    k.box(W, 0.06, 0.06, frame, 0, ym + 0.04, 0.04);
    const roll = new CylinderGeometry(0.06, 0.06, W - 0.12, 28);
    roll.rotateZ(Math.PI / 2);
    k.put(metreUV(roll, k.tile), k.fabric, 0, ym - 0.03, 0.15);
    k.box(W - 0.02, 0.015, 0.28, frame, 0, ym + 0.075, 0.14);
  }
  const start = V(0, ym - 0.08, 0.22);
  const endY = start.y - P * Math.sin(alpha);
  const endZ = start.z + P * Math.cos(alpha);
  const cloth: [number, number][] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    cloth.push([
      start.y + (endY - start.y) * t - 0.03 * Math.sin(Math.PI * t),
      start.z + (endZ - start.z) * t,
    ]);
  }
  const cw = W - 0.12;
  k.put(sweep(cloth, "x", cw, k.tile), k.fabric, 0, 0, 0);
  // Front bar and valance.
  k.box(W - 0.08, 0.07, 0.06, frame, 0, endY, endZ);
  k.put(
    sweep(
      [
        [endY - 0.02, endZ + 0.035],
        [endY - 0.24, endZ + 0.035],
      ],
      "x",
      W - 0.1,
      k.tile,
    ),
    k.fabric,
    0,
    0,
    0,
  );
  // Folding arms: shoulder on the wall, elbow bent inwards, hand at the front bar.
  for (const e of [-1, 1]) {
    const x = e * (W / 2 - 0.12);
    const a = V(x, ym - 0.12, 0.2);
    const b = V(x, endY - 0.02, endZ - 0.04);
    const span = a.distanceTo(b);
    const L = span * 0.56;
    const inward = Math.sqrt(Math.max(0, L * L - (span / 2) ** 2));
    const elbow = a
      .clone()
      .add(b)
      .multiplyScalar(0.5)
      .add(V(-e * Math.min(inward, W / 2 - 0.3), -0.12, 0));
    k.beam(a, elbow, 0.055, 0.04, frame);
    k.beam(elbow, b, 0.05, 0.035, frame);
    k.put(new CylinderGeometry(0.03, 0.03, 0.05, 16), k.dark, elbow.x, elbow.y, elbow.z);
    k.box(0.1, 0.16, 0.06, frame, x, ym - 0.12, 0.03);
  }
  // Crank on the control side.
  const cx = s * (W / 2 - 0.15);
  k.rod(V(cx, ym - 0.1, 0.2), V(cx + s * 0.05, 1.15, 0.3), 0.006, k.alu);
  k.rod(V(cx + s * 0.05, 1.15, 0.3), V(cx + s * 0.05, 1.15, 0.42), 0.006, k.alu);
  const doorW = Math.min(Math.max(0.9, W * 0.65), W - 0.3, 3.2);
  return {
    opening: { x0: -doorW / 2, x1: doorW / 2, y0: 0, y1: 2.15, door: true, outdoor: true },
    view: { yaw: -0.8, pitch: 0.1 },
    top: ym + 0.1,
  };
};

const terrace: Builder = (k, W, D, _s) => {
  const yWall = 2.75;
  const yFront = 2.4;
  const post = 0.11;
  const frame = k.solid;
  k.box(W, 0.12, 0.08, frame, 0, yWall, 0.04);
  const gz = D;
  k.box(W + 0.04, 0.2, 0.13, frame, 0, yFront - 0.1, gz);
  const posts = Math.max(2, Math.ceil(W / 3.5) + 1);
  for (let i = 0; i < posts; i++) {
    const x = -W / 2 + post / 2 + ((W - post) * i) / (posts - 1);
    k.box(post, yFront - 0.2, post, frame, x, (yFront - 0.2) / 2, gz);
    k.box(post + 0.05, 0.015, post + 0.05, frame, x, 0.0075, gz);
  }
  const rafters = Math.max(2, Math.ceil(W / 0.85) + 1);
  const roofTop = (z: number) => yWall + 0.06 + ((yFront - yWall + 0.04) * z) / gz;
  for (let i = 0; i < rafters; i++) {
    const x = -W / 2 + 0.03 + ((W - 0.06) * i) / (rafters - 1);
    k.beam(V(x, yWall, 0.08), V(x, yFront + 0.02, gz - 0.06), 0.06, 0.11, frame);
  }
  const glass = k.mat(
    new MeshStandardMaterial({
      color: 0xd2e4ec,
      roughness: 0.15,
      metalness: 0.1,
      transparent: true,
      opacity: 0.5,
      side: DoubleSide,
      depthWrite: false,
    }),
  );
  const roof = sweep(
    [
      [roofTop(0.08), 0.08],
      [roofTop(gz - 0.06), gz - 0.06],
    ],
    "x",
    W - 0.04,
    1,
  );
  k.put(roof, glass, 0, 0, 0).castShadow = false;
  const doorW = Math.min(W - 0.8, 3.6);
  return {
    opening: { x0: -doorW / 2, x1: doorW / 2, y0: 0, y1: 2.2, door: true, outdoor: true },
    view: { yaw: -0.7, pitch: 0.16 },
    top: yWall + 0.1,
  };
};

const builders: Record<string, Builder> = {
  rolgordijn: roller,
  "duo-rolgordijn": roller,
  screen,
  plisse,
  jaloezie: venetian,
  lamellen: vertical,
  vouwgordijn: roman,
  rolluik,
  shutter,
  gordijn: curtain,
  hor: flyScreen,
  hordeur: flyScreen,
  knikarmscherm: awning,
  terrasoverkapping: terrace,
};

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Build the product and its room for a configuration. */
export function buildScene(conf: Conf3D): Built {
  const k = new Kit(conf);
  const W = clamp((conf.width_cm || 100) / 100, 0.2, 8);
  const H = clamp((conf.height_cm || 150) / 100, 0.2, 6);
  const s = conf.control_side === "links" ? -1 : 1;
  const build = builders[conf.kind] ?? roller;
  const r = build(k, W, H, s);
  buildRoom(k, r.opening, W, r.top);
  return {
    product: k.product,
    room: k.room,
    view: r.view ?? { yaw: -0.32, pitch: 0.06 },
    dispose: () => k.dispose(),
  };
}
