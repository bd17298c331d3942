// Messages between the 3D preview component (main thread) and the viewer worker. Types only: no runtime code.
import type { Conf3D } from "../../../domain/configurator/api.ts";

export type ToViewer =
  | { type: "init"; canvas: OffscreenCanvas; width: number; height: number; dpr: number; conf: Conf3D }
  | { type: "conf"; conf: Conf3D }
  | { type: "resize"; width: number; height: number; dpr: number }
  /** Rotate by a delta in radians: yaw around the vertical axis, pitch is the tilt. */
  | { type: "rotate"; yaw: number; pitch: number }
  /** Multiply the camera distance (values above 1 zoom out). */
  | { type: "zoom"; factor: number };

export type FromViewer =
  /** The first frame is on screen. */
  | { type: "ready" }
  /** The viewer cannot run (no WebGL in a worker, or a scene error). */
  | { type: "error"; reason: string };
