// The 3D viewer's life: downloads its worker with a real progress, starts it on a canvas of our own inside the
// stage, keeps it sized to the stage and sends it every new configuration; stops it all on unmount.
import { type RefObject, useEffect, useRef, useState } from "react";
import type { Conf3D } from "../../../domain/configurator/api.ts";
import { download } from "./download.ts";
import type { FromViewer, ToViewer } from "./protocol.ts";

export type ViewerPhase = "fetching" | "starting" | "ready" | "unsupported" | "failed";

/** The download counts as 0–90 percent; the rest is starting the viewer. */
const FETCH_SHARE = 90;

function supported(): boolean {
  return (
    typeof OffscreenCanvas !== "undefined" &&
    typeof Worker !== "undefined" &&
    typeof HTMLCanvasElement !== "undefined" &&
    "transferControlToOffscreen" in HTMLCanvasElement.prototype
  );
}

/** Runs the viewer in `stageRef`'s element; answers its phase, the download's percent and the running worker. */
export function useViewer(
  stageRef: RefObject<HTMLDivElement | null>,
  conf3D: Conf3D,
): { phase: ViewerPhase; percent: number; workerRef: RefObject<Worker | null> } {
  const [phase, setPhase] = useState<ViewerPhase>("fetching");
  const [percent, setPercent] = useState(0);
  const workerRef = useRef<Worker | null>(null);
  const confRef = useRef(conf3D);
  confRef.current = conf3D;
  const sentConf = useRef("");

  // Download the viewer, start it on a canvas of our own (a canvas can hand over its control only once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; the stage is the component's own element
  useEffect(() => {
    if (import.meta.env.SSR) return;
    const stage = stageRef.current;
    if (!stage) return;
    if (!supported()) {
      setPhase("unsupported");
      return;
    }
    const abort = new AbortController();
    let worker: Worker | null = null;
    let canvas: HTMLCanvasElement | null = null;
    let observer: ResizeObserver | null = null;
    let stopped = false;
    const send = (m: ToViewer, transfer: Transferable[] = []) => worker?.postMessage(m, transfer);

    (async () => {
      const { viewerUrl, VIEWER_BYTES } = await import("./viewerAsset.ts");
      let shown = -1;
      await download(viewerUrl, VIEWER_BYTES, abort.signal, (f) => {
        const p = Math.floor(f * FETCH_SHARE);
        if (p !== shown && !stopped) {
          shown = p;
          setPercent(p);
        }
      });
      if (stopped) return;
      setPhase("starting");
      canvas = document.createElement("canvas");
      canvas.className = "preview3d__canvas";
      stage.append(canvas);
      const offscreen = canvas.transferControlToOffscreen();
      // Same URL as the download: the browser serves it from its cache.
      worker = new Worker(viewerUrl, { type: "module", name: "preview3d" });
      workerRef.current = worker;
      worker.addEventListener("message", (e: MessageEvent<FromViewer>) => {
        if (stopped) return;
        if (e.data.type === "ready") setPhase("ready");
        else {
          // No WebGL in a worker (or the scene failed): stop the viewer; the page keeps its slider.
          worker?.terminate();
          setPhase("unsupported");
        }
      });
      worker.addEventListener("error", () => {
        if (!stopped) setPhase("failed");
      });
      const rect = stage.getBoundingClientRect();
      sentConf.current = JSON.stringify(confRef.current);
      send(
        {
          type: "init",
          canvas: offscreen,
          width: rect.width || 720,
          height: rect.height || 620,
          dpr: window.devicePixelRatio || 1,
          conf: confRef.current,
        },
        [offscreen],
      );
      observer = new ResizeObserver(([entry]) => {
        if (!entry) return;
        const { width, height } = entry.contentRect;
        send({ type: "resize", width, height, dpr: window.devicePixelRatio || 1 });
      });
      observer.observe(stage);
    })().catch(() => {
      if (!stopped) setPhase("failed");
    });

    return () => {
      stopped = true;
      abort.abort();
      observer?.disconnect();
      worker?.terminate();
      workerRef.current = null;
      canvas?.remove();
    };
  }, []);

  // A new configuration rebuilds the scene in the running viewer.
  useEffect(() => {
    const worker = workerRef.current;
    const key = JSON.stringify(conf3D);
    if (!worker || key === sentConf.current) return;
    sentConf.current = key;
    worker.postMessage({ type: "conf", conf: conf3D } satisfies ToViewer);
  });

  return { phase, percent, workerRef };
}
