// The 3D viewer: a module worker that renders the product on an OffscreenCanvas with three.js.
// The page sends the canvas, the configuration, the size and the visitor's rotate/zoom input (see protocol.ts).
import {
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  NeutralToneMapping,
  PCFShadowMap,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from "three";
import type { Conf3D } from "../../../domain/configurator/api.ts";
import { type Built, buildScene } from "./models.ts";
import type { FromViewer, ToViewer } from "./protocol.ts";

interface WorkerScope {
  postMessage(message: FromViewer): void;
  addEventListener(type: "message", listener: (e: MessageEvent<ToViewer>) => void): void;
  requestAnimationFrame?: (cb: () => void) => number;
}
const scope = self as unknown as WorkerScope;

const FOV = 32;
const YAW_LIMIT = 1.15;
const PITCH_MIN = -0.25;
const PITCH_MAX = 0.65;
const ZOOM_MIN = 0.55;
const ZOOM_MAX = 1.8;

let renderer: WebGLRenderer | undefined;
const scene = new Scene();
scene.background = new Color(0xf7f6f2);
const camera = new PerspectiveCamera(FOV, 720 / 620, 0.05, 80);
const hemi = new HemisphereLight(0xffffff, 0xd8cfbf, 2.1);
const sun = new DirectionalLight(0xfff5e8, 2.4);
sun.castShadow = true;
sun.shadow.mapSize.set(1024, 1024);
sun.shadow.bias = -0.0004;
sun.shadow.normalBias = 0.015;
sun.shadow.radius = 4;
scene.add(hemi, sun, sun.target);

let built: Built | undefined;
let lastKind = "";
/** What the camera looks at and the distance that frames the product at zoom 1. */
const target = new Vector3();
let fitDistance = 3;
const box = new Box3();
const size = new Vector3();

/** The view: current values ease towards the wanted ones. */
const want = { yaw: -0.32, pitch: 0.06, zoom: 1 };
const now = { ...want };

let framePending = false;
let readySent = false;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function post(message: FromViewer): void {
  scope.postMessage(message);
}

function setConf(conf: Conf3D): void {
  const next = buildScene(conf);
  if (built) {
    scene.remove(built.product, built.room);
    built.dispose();
  }
  built = next;
  scene.add(next.product, next.room);
  if (conf.kind !== lastKind) {
    // A new kind starts from its own view; changing size or colour keeps the visitor's view.
    want.yaw = next.view.yaw;
    want.pitch = next.view.pitch;
    want.zoom = 1;
    if (!lastKind) Object.assign(now, want);
    lastKind = conf.kind;
  }
  frame();
}

/** Frame the product: target its centre and find the distance at which it fits the view. */
function frame(): void {
  if (!built) return;
  built.product.updateMatrixWorld(true);
  box.setFromObject(built.product);
  box.getCenter(target);
  box.getSize(size);
  const tanV = Math.tan(((FOV / 2) * Math.PI) / 180);
  const tanH = tanV * camera.aspect;
  fitDistance = Math.max(size.y / 2 / tanV, size.x / 2 / tanH) * 1.4 + size.z / 2;
  fitDistance = Math.max(fitDistance, 0.8);
  // Sun from the upper left front; the shadow camera covers the product with some room.
  const reach = Math.max(size.x, size.y, size.z) * 0.75 + 0.6;
  sun.position.set(target.x - reach * 0.9, target.y + reach * 1.4, target.z + reach * 1.6);
  sun.target.position.copy(target);
  const cam = sun.shadow.camera;
  cam.left = -reach;
  cam.right = reach;
  cam.top = reach;
  cam.bottom = -reach;
  cam.near = 0.1;
  cam.far = reach * 6;
  cam.updateProjectionMatrix();
  request();
}

/** The camera never goes below this height (the floor is at 0). */
const EYE_MIN = 0.35;

function placeCamera(): void {
  const d = fitDistance * now.zoom;
  const pitch = Math.max(now.pitch, Math.asin(clamp((EYE_MIN - target.y) / d, -1, 1)));
  camera.position.set(
    target.x + d * Math.sin(now.yaw) * Math.cos(pitch),
    target.y + d * Math.sin(pitch),
    target.z + d * Math.cos(now.yaw) * Math.cos(pitch),
  );
  camera.lookAt(target);
}

function request(): void {
  if (framePending) return;
  framePending = true;
  if (scope.requestAnimationFrame) scope.requestAnimationFrame(render);
  else setTimeout(render, 16);
}

function render(): void {
  framePending = false;
  if (!renderer) return;
  let moving = false;
  for (const key of ["yaw", "pitch", "zoom"] as const) {
    const diff = want[key] - now[key];
    if (Math.abs(diff) > 0.0005) {
      now[key] += diff * 0.25;
      moving = true;
    } else now[key] = want[key];
  }
  placeCamera();
  renderer.render(scene, camera);
  if (!readySent) {
    readySent = true;
    post({ type: "ready" });
  }
  if (moving) request();
}

function resize(width: number, height: number, dpr: number): void {
  if (!renderer || width < 1 || height < 1) return;
  renderer.setPixelRatio(Math.min(2, Math.max(1, dpr)));
  renderer.setSize(Math.round(width), Math.round(height), false);
  camera.aspect = width / height;
  camera.updateProjectionMatrix();
  frame();
}

function init(m: Extract<ToViewer, { type: "init" }>): void {
  try {
    renderer = new WebGLRenderer({ canvas: m.canvas, antialias: true, powerPreference: "low-power" });
  } catch {
    post({ type: "error", reason: "webgl" });
    return;
  }
  renderer.toneMapping = NeutralToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  m.canvas.addEventListener("webglcontextlost", () => post({ type: "error", reason: "context-lost" }));
  renderer.setPixelRatio(Math.min(2, Math.max(1, m.dpr)));
  renderer.setSize(Math.round(m.width), Math.round(m.height), false);
  camera.aspect = m.width / Math.max(1, m.height);
  camera.updateProjectionMatrix();
  setConf(m.conf);
}

scope.addEventListener("message", (e) => {
  const m = e.data;
  try {
    switch (m.type) {
      case "init":
        init(m);
        break;
      case "conf":
        if (renderer) setConf(m.conf);
        break;
      case "resize":
        resize(m.width, m.height, m.dpr);
        break;
      case "rotate":
        want.yaw = clamp(want.yaw + m.yaw, -YAW_LIMIT, YAW_LIMIT);
        want.pitch = clamp(want.pitch + m.pitch, PITCH_MIN, PITCH_MAX);
        request();
        break;
      case "zoom":
        want.zoom = clamp(want.zoom * m.factor, ZOOM_MIN, ZOOM_MAX);
        request();
        break;
    }
  } catch (err) {
    post({ type: "error", reason: err instanceof Error ? err.message : "scene" });
  }
});
