// The configurator's 3D preview. three.js runs in a module worker (its own asset) that draws on an
// OffscreenCanvas; this component downloads that worker with a real progress ('ophalen 42%', then 'laden'),
// blocks the page while it loads, and forwards the configuration and the visitor's rotate/zoom input.
import { useEffect, useRef, useState } from "react";
import type { Conf3D } from "../../../domain/configurator/api.ts";
import { download } from "./download.ts";
import type { FromViewer, ToViewer } from "./protocol.ts";
import { useViewerInput } from "./useViewerInput.ts";
import "./preview3d.css";

export interface Preview3DState {
  loading: boolean;
  ready: boolean;
}

type Phase = "fetching" | "starting" | "ready" | "unsupported" | "failed";

/** The download counts as 0–90 percent; the rest is starting the viewer. */
const FETCH_SHARE = 90;

/** How the stage's label names the product. */
const KIND_NAMES: Record<string, string> = {
  rolgordijn: "rolgordijn",
  "duo-rolgordijn": "duo rolgordijn",
  plisse: "plissé",
  jaloezie: "jaloezie",
  vouwgordijn: "vouwgordijn",
  lamellen: "lamellen",
  screen: "screen",
  knikarmscherm: "knikarmscherm",
  rolluik: "rolluik",
  shutter: "shutters",
  gordijn: "gordijn",
  hor: "hor",
  hordeur: "hordeur",
  terrasoverkapping: "terrasoverkapping",
};

export { canShow3D } from "./support";

function supported(): boolean {
  return (
    typeof OffscreenCanvas !== "undefined" &&
    typeof Worker !== "undefined" &&
    typeof HTMLCanvasElement !== "undefined" &&
    "transferControlToOffscreen" in HTMLCanvasElement.prototype
  );
}

export function Preview3D({
  conf3D,
  onStateChange,
}: {
  conf3D: Conf3D;
  onStateChange?: (s: Preview3DState) => void;
}) {
  const [phase, setPhase] = useState<Phase>("fetching");
  const [percent, setPercent] = useState(0);
  const stageRef = useRef<HTMLDivElement>(null);
  const workerRef = useRef<Worker | null>(null);
  const confRef = useRef(conf3D);
  confRef.current = conf3D;
  const sentConf = useRef("");
  const onStateRef = useRef(onStateChange);
  onStateRef.current = onStateChange;

  const loading = phase === "fetching" || phase === "starting";
  const ready = phase === "ready";

  useEffect(() => {
    onStateRef.current?.({ loading, ready });
  }, [loading, ready]);

  // Download the viewer, start it on a canvas of our own (a canvas can hand over its control only once).
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

  const onKeyDown = useViewerInput(stageRef, workerRef, ready);

  if (phase === "unsupported" || phase === "failed") {
    return (
      <p className="preview3d__notice" role="status">
        {phase === "unsupported"
          ? "Het 3D-voorbeeld werkt niet in deze browser."
          : "Het 3D-voorbeeld kon niet worden geladen."}
      </p>
    );
  }

  const label = `3D-voorbeeld van je ${KIND_NAMES[conf3D.kind] ?? "product"}; gebruik de pijltjestoetsen om te draaien en + of − om te zoomen`;

  return (
    <>
      <div className={loading ? "preview3d preview3d--loading" : "preview3d"} aria-busy={loading}>
        <div
          ref={stageRef}
          className="preview3d__stage"
          role="application"
          aria-label={label}
          tabIndex={ready ? 0 : -1}
          onKeyDown={onKeyDown}
        />
        {loading ? (
          <div
            className={`preview3d__progress preview3d__progress--${phase === "fetching" ? "ophalen" : "laden"}`}
          >
            <p role="status" aria-live="polite" aria-atomic="true" style={{ margin: 0 }}>
              {phase === "fetching" ? `ophalen ${percent}%` : "laden"}
            </p>
            <div className="preview3d__bar" aria-hidden="true">
              <span style={{ width: `${phase === "fetching" ? percent : 100}%` }} />
            </div>
          </div>
        ) : (
          <p className="preview3d__hint" aria-hidden="true">
            Sleep om te draaien · scroll om te zoomen
          </p>
        )}
      </div>
      {loading ? <div className="preview3d__block" aria-hidden /> : null}
    </>
  );
}

export default Preview3D;
