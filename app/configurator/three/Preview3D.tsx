// The configurator's 3D preview. three.js runs in a module worker (its own asset) that draws on an
// OffscreenCanvas; this component downloads that worker with a real progress ('ophalen 42%', then 'laden'),
// blocks the page while it loads, and forwards the configuration and the visitor's rotate/zoom input.
import { useEffect, useRef } from "react";
import type { Conf3D } from "../../../domain/configurator/api.ts";
import { useViewer } from "./useViewer.ts";
import { useViewerInput } from "./useViewerInput.ts";
import "./preview3d.css";

export interface Preview3DState {
  loading: boolean;
  ready: boolean;
}

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

export function Preview3D({
  conf3D,
  onStateChange,
}: {
  conf3D: Conf3D;
  onStateChange?: (s: Preview3DState) => void;
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const { phase, percent, workerRef } = useViewer(stageRef, conf3D);
  const onStateRef = useRef(onStateChange);
  onStateRef.current = onStateChange;

  const loading = phase === "fetching" || phase === "starting";
  const ready = phase === "ready";

  useEffect(() => {
    onStateRef.current?.({ loading, ready });
  }, [loading, ready]);

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
