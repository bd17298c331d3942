// The customer's signature, drawn with a finger, pen or mouse (pointer events) on a canvas; kept as strokes in the
// 600 × 200 box the server checks and prints (domain/fitting), drawn again at the canvas's own size.
import { useEffect, useRef } from "react";
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, type Signature } from "../../../domain/fitting/fitting";

export function SignaturePad({
  strokes,
  onChange,
  invalid,
  describedBy,
}: {
  strokes: Signature;
  onChange: (strokes: Signature) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Signature>(strokes);
  const active = useRef(false);

  // Every change of the strokes (a clear from outside included) draws the canvas again.
  useEffect(() => {
    drawing.current = strokes;
    const ctx = canvas.current?.getContext("2d");
    if (!ctx) return;
    ctx.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    ctx.lineWidth = 3;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = "#1f2937";
    for (const stroke of strokes) {
      ctx.beginPath();
      stroke.forEach(([x, y], i) => {
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      if (stroke.length === 1) ctx.lineTo((stroke[0]?.[0] ?? 0) + 0.5, stroke[0]?.[1] ?? 0);
      ctx.stroke();
    }
  }, [strokes]);

  function point(event: React.PointerEvent<HTMLCanvasElement>): [number, number] {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * SIGNATURE_WIDTH;
    const y = ((event.clientY - box.top) / box.height) * SIGNATURE_HEIGHT;
    const clamp = (v: number, max: number) => Math.round(Math.min(max, Math.max(0, v)) * 10) / 10;
    return [clamp(x, SIGNATURE_WIDTH), clamp(y, SIGNATURE_HEIGHT)];
  }

  function down(event: React.PointerEvent<HTMLCanvasElement>) {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    active.current = true;
    onChange([...drawing.current, [point(event)]]);
  }

  function move(event: React.PointerEvent<HTMLCanvasElement>) {
    if (!active.current) return;
    const all = drawing.current;
    const last = all.at(-1) ?? [];
    onChange([...all.slice(0, -1), [...last, point(event)]]);
  }

  function up() {
    active.current = false;
  }

  return (
    <div className="signature-pad">
      <canvas
        ref={canvas}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        className={invalid ? "signature-pad__canvas signature-pad__canvas--invalid" : "signature-pad__canvas"}
        role="img"
        aria-label={
          strokes.length > 0 ? "Handtekening van de klant (getekend)" : "Handtekening van de klant (leeg)"
        }
        aria-describedby={describedBy}
        data-testid="handtekening"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
      />
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        onClick={() => onChange([])}
        disabled={strokes.length === 0}
      >
        Handtekening wissen
      </button>
    </div>
  );
}
