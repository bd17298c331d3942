// The queue's scan form: a field that takes what a hand scanner types, or what staff type from the label
// (posted to the page: it works without JavaScript), and, where the browser has BarcodeDetector and a camera,
// 'Camera scannen': a video preview that submits the first QR code it sees. The camera needs no outside script
// (the CSP's 'self' holds) and the stream is stopped when the preview closes.
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";

/** The browser's own QR reader (Chrome on Android, Safari 17+); absent elsewhere. */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

function detectorClass(): DetectorClass | null {
  const found = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return found && typeof navigator.mediaDevices?.getUserMedia === "function" ? found : null;
}

export const CAMERA_FAILED =
  "De camera kon niet starten. Geef de browser toestemming voor de camera, of typ de code van het label.";

function CameraPreview({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: (error?: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: number | undefined;
    const Detector = detectorClass();
    async function start() {
      if (!Detector || !video.current) return onClose(CAMERA_FAILED);
      const detector = new Detector({ formats: ["qr_code"] });
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: "environment" },
        audio: false,
      });
      if (stopped) return;
      video.current.srcObject = stream;
      await video.current.play();
      const look = async () => {
        if (stopped || !video.current) return;
        const codes = await detector.detect(video.current).catch(() => []);
        const code = codes[0]?.rawValue;
        if (code) return onCode(code);
        timer = window.setTimeout(look, 200);
      };
      await look();
    }
    start().catch(() => onClose(CAMERA_FAILED));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode, onClose]);
  return (
    <div className="productie-camera">
      {/* A live, muted preview of the label being aimed at: no speech, so no captions. */}
      <video ref={video} muted playsInline aria-label="Camerabeeld: richt op de QR-code van het label" />
      <button type="button" className="beheer-button beheer-button--quiet" onClick={() => onClose()}>
        Camera sluiten
      </button>
    </div>
  );
}

/**
 * `answered` counts the page's answered posts, `cleared` whether the last one moved a row: then the field is
 * emptied; after a refusal its text stays selected, so the next scan replaces it rather than adding to it.
 */
export function ScanForm({ csrf, answered, cleared }: { csrf: string; answered: number; cleared: boolean }) {
  const [camera, setCamera] = useState<"none" | "available" | "open">("none");
  const [cameraError, setCameraError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = useSubmit();
  useEffect(() => {
    if (detectorClass()) setCamera((c) => (c === "none" ? "available" : c));
  }, []);
  // After each answered post the field has the focus, ready for the next label.
  useEffect(() => {
    if (answered === 0) return;
    if (cleared) form.current?.reset();
    input.current?.focus();
    input.current?.select();
  }, [answered, cleared]);
  const onCode = useCallback(
    (code: string) => {
      setCamera("available");
      if (input.current) input.current.value = code;
      submit({ intent: "scan", code, csrf }, { method: "post" });
    },
    [csrf, submit],
  );
  const onClose = useCallback((error?: string) => {
    setCamera("available");
    setCameraError(error ?? null);
  }, []);
  return (
    <div className="productie-scan">
      <Form method="post" ref={form} className="productie-scan__form">
        <input type="hidden" name="intent" value="scan" />
        <input type="hidden" name="csrf" value={csrf} />
        <label htmlFor="scan-code">Scan of typ de code van het label</label>
        <div className="productie-scan__row">
          <input
            ref={input}
            id="scan-code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="RW-2026-000123/2"
            required
          />
          <button type="submit" className="beheer-button">
            Verwerken
          </button>
        </div>
      </Form>
      {camera !== "none" && camera !== "open" && (
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          onClick={() => {
            setCameraError(null);
            setCamera("open");
          }}
        >
          Camera scannen
        </button>
      )}
      {camera === "open" && <CameraPreview onCode={onCode} onClose={onClose} />}
      {cameraError && (
        <p className="beheer-error" role="alert">
          {cameraError}
        </p>
      )}
    </div>
  );
}
