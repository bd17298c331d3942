// The visitor's photo with the product drawn into the four corners they place, following the configuration and
// the 'Open / dicht' slider, and the controls under it: the help, the hint for corners that make no window, the
// slider and saving the picture.
import { useEffect, useMemo, useRef, useState } from "react";
import { composeProduct, downloadCanvas, drawScene, type ProductArt } from "./draw";
import { useCorners } from "./useCorners";

const CORNER_NAMES = ["Hoek linksboven", "Hoek rechtsboven", "Hoek rechtsonder", "Hoek linksonder"] as const;

export function OwnWindowStage({
  photo,
  art,
  opening,
  named,
  productSlug,
}: {
  photo: HTMLCanvasElement;
  art: ProductArt | null;
  /** Whether the product opens, so the slider means something. */
  opening: boolean;
  /** The product as the canvas's label names it: 'je rolgordijn verduisterend'. */
  named: string;
  productSlug: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { frame, corners, dragged, handle } = useCorners(photo);
  const [closed, setClosed] = useState(100);
  const [quadHint, setQuadHint] = useState<string | null>(null);
  const [drawnId, setDrawnId] = useState<string | null>(null);

  // Composed once per configuration and slider position; a drag only warps it again.
  const product = useMemo(
    () => (art ? { art, canvas: composeProduct(art, closed / 100, opening) } : null),
    [art, closed, opening],
  );

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const frameId = requestAnimationFrame(() => {
      setQuadHint(drawScene(target, photo, product, corners, dragged ? "fast" : "full"));
      setDrawnId(product ? `${product.art.id}-${closed}` : null);
    });
    return () => cancelAnimationFrame(frameId);
  }, [photo, corners, product, closed, dragged]);

  async function save() {
    if (canvas.current) await downloadCanvas(canvas.current, `${productSlug}-in-je-eigen-raam.png`);
  }

  return (
    <div className="own-window__stage">
      <div className="own-window__frame" ref={frame}>
        <canvas
          ref={canvas}
          className="own-window__canvas"
          width={photo.width}
          height={photo.height}
          role="img"
          aria-label={`Je raam met ${named} erin`}
          data-drawn={drawnId ?? undefined}
        />
        <svg
          className="own-window__outline"
          viewBox={`0 0 ${photo.width} ${photo.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <polygon points={corners.map((p) => `${p.x},${p.y}`).join(" ")} vectorEffect="non-scaling-stroke" />
        </svg>
        {corners.map((p, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the four corners are fixed places
            key={index}
            type="button"
            className="own-window__handle"
            aria-label={CORNER_NAMES[index]}
            aria-describedby="own-window-help"
            style={{ left: `${(p.x / photo.width) * 100}%`, top: `${(p.y / photo.height) * 100}%` }}
            {...handle(index)}
          />
        ))}
      </div>
      <div className="own-window__controls">
        <p id="own-window-help" className="own-window__help">
          Sleep de vier hoeken naar de hoeken van je raam. Met het toetsenbord: kies een hoek en verschuif hem
          met de pijltjestoetsen (met Shift tien stappen tegelijk).
        </p>
        {quadHint && (
          <p className="field-error" role="status">
            {quadHint}
          </p>
        )}
        {opening && (
          <label className="own-window__slider">
            <span>Open / dicht</span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={closed}
              aria-valuetext={`${closed}% dicht`}
              onChange={(e) => setClosed(Number(e.currentTarget.value))}
            />
          </label>
        )}
        <button type="button" className="button button--primary" onClick={() => void save()}>
          Opslaan als afbeelding
        </button>
      </div>
    </div>
  );
}
