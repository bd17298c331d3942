// 'Bekijk in je eigen raam': the visitor's photo of their window with the configured product drawn into the four
// corners they mark, following every change in the configurator. Loaded only when asked (ProductPage's lazy
// import), with its stylesheet. The photo never leaves the device: it is decoded and drawn here, nothing is sent.
import "./own-window.css";
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from "react";
import type { Preview } from "../../domain/configurator/api";
import { productArticle } from "../../domain/products";
import {
  canOpen,
  composeProduct,
  downloadCanvas,
  drawScene,
  loadPhoto,
  loadProductArt,
  PhotoError,
  type ProductArt,
  UNREADABLE_PHOTO,
} from "./draw";
import { clampPoint, type Point, type Quad, startQuad } from "./perspective";

const CORNER_NAMES = ["Hoek linksboven", "Hoek rechtsboven", "Hoek rechtsonder", "Hoek linksonder"] as const;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export default function OwnWindowPanel({
  preview,
  productName,
  productSlug,
  kind,
  onClose,
}: {
  preview: Preview | null;
  productName: string;
  productSlug: string;
  kind: string;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  /** True while a corner is held: redraws are quick and coarse until it is let go. */
  const [dragged, setDragged] = useState(false);
  const [photo, setPhoto] = useState<HTMLCanvasElement | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [corners, setCorners] = useState<Quad | null>(null);
  const [art, setArt] = useState<ProductArt | null>(null);
  const [artFailed, setArtFailed] = useState(false);
  const [closed, setClosed] = useState(100);
  const [quadHint, setQuadHint] = useState<string | null>(null);
  const [drawnId, setDrawnId] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const opening = canOpen(kind);
  const named = `${productArticle(kind)} ${productName.toLowerCase()}`;
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: "start" });
    setCamera(window.matchMedia("(pointer: coarse)").matches);
  }, []);

  // The product's layers for the configuration now chosen; the last ones stay drawn until the new ones are in.
  // A new answer with the same layers (a price change) loads nothing.
  const previewNow = useRef(preview);
  previewNow.current = preview;
  const layersKey = preview ? preview.layers.join(" ") : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layers' addresses decide, not the answer object
  useEffect(() => {
    const shown = previewNow.current;
    if (!shown) return;
    let current = true;
    loadProductArt(shown).then(
      (loaded) => {
        if (!current) return;
        setArt(loaded);
        setArtFailed(false);
      },
      () => {
        if (current) setArtFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [layersKey]);

  // Composed once per configuration and slider position; a drag only warps it again.
  const product = useMemo(
    () => (art ? { art, canvas: composeProduct(art, closed / 100, opening) } : null),
    [art, closed, opening],
  );

  useEffect(() => {
    const target = canvas.current;
    if (!photo || !corners || !target) return;
    const frameId = requestAnimationFrame(() => {
      setQuadHint(drawScene(target, photo, product, corners, dragged ? "fast" : "full"));
      setDrawnId(product ? `${product.art.id}-${closed}` : null);
    });
    return () => cancelAnimationFrame(frameId);
  }, [photo, corners, product, closed, dragged]);

  async function pick(input: HTMLInputElement | null) {
    const file = input?.files?.[0];
    if (!file) return;
    setReading(true);
    setPhotoError(null);
    try {
      const decoded = await loadPhoto(file);
      setPhoto(decoded);
      setCorners(startQuad(decoded.width, decoded.height));
    } catch (error) {
      setPhotoError(error instanceof PhotoError ? error.message : UNREADABLE_PHOTO);
    } finally {
      setReading(false);
      if (input) input.value = "";
    }
  }

  /** A pointer's place on the photo, in the photo's pixels. */
  function photoPoint(clientX: number, clientY: number): Point | null {
    const box = frame.current?.getBoundingClientRect();
    if (!box || !photo || box.width === 0) return null;
    const x = ((clientX - box.left) / box.width) * photo.width;
    const y = ((clientY - box.top) / box.height) * photo.height;
    return clampPoint({ x, y }, photo.width, photo.height);
  }

  function moveCorner(index: number, to: Point) {
    setCorners((q) => {
      if (!q) return q;
      const next = [...q] as [Point, Point, Point, Point];
      next[index] = to;
      return next;
    });
  }

  function onPointerDown(index: number, event: PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = index;
    setDragged(true);
  }

  function onPointerMove(index: number, event: PointerEvent<HTMLButtonElement>) {
    if (dragging.current !== index) return;
    const p = photoPoint(event.clientX, event.clientY);
    if (p) moveCorner(index, p);
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>) {
    dragging.current = null;
    setDragged(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLButtonElement>) {
    const arrow = ARROWS[event.key];
    const corner = corners?.[index];
    if (!arrow || !corner || !photo || !frame.current) return;
    event.preventDefault();
    // One step is one screen pixel (ten with Shift), whatever the photo's own size.
    const perPixel = photo.width / (frame.current.clientWidth || photo.width);
    const step = (event.shiftKey ? 10 : 1) * perPixel;
    moveCorner(
      index,
      clampPoint({ x: corner.x + arrow[0] * step, y: corner.y + arrow[1] * step }, photo.width, photo.height),
    );
  }

  async function save() {
    if (canvas.current) await downloadCanvas(canvas.current, `${productSlug}-in-je-eigen-raam.png`);
  }

  const pickLabel = photo ? "Kies een andere foto" : "Kies een foto";
  const outline = corners?.map((p) => `${p.x},${p.y}`).join(" ");

  return (
    <section className="own-window" aria-labelledby="own-window-title" ref={section}>
      <div className="own-window__head">
        <h2 id="own-window-title" ref={heading} tabIndex={-1}>
          Bekijk in je eigen raam
        </h2>
        <button type="button" className="button button--secondary own-window__close" onClick={onClose}>
          Sluiten
        </button>
      </div>
      <p className="own-window__privacy">Je foto blijft op je apparaat; we sturen hem nergens heen.</p>
      {!photo && (
        <p>
          Maak een foto van je raam, zo recht mogelijk van voren, of kies er een uit je foto's. Daarna zet je
          de vier hoeken op de hoeken van het raam en zie je je {productName.toLowerCase()} erin.
        </p>
      )}
      <div className="own-window__pick">
        {camera && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => cameraInput.current?.click()}
            disabled={reading}
          >
            Maak een foto
          </button>
        )}
        <button
          type="button"
          className={`button ${camera ? "button--secondary" : "button--primary"}`}
          onClick={() => fileInput.current?.click()}
          disabled={reading}
        >
          {pickLabel}
        </button>
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(e) => void pick(e.currentTarget)}
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => void pick(e.currentTarget)}
        />
      </div>
      <div className="own-window__messages" aria-live="polite">
        {reading && <p>Je foto wordt geopend…</p>}
        {photoError && <p className="field-error">{photoError}</p>}
        {artFailed && <p className="field-error">Het voorbeeld van je product kon niet worden geladen.</p>}
      </div>
      {photo && corners && (
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
              <polygon points={outline} vectorEffect="non-scaling-stroke" />
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
                onPointerDown={(e) => onPointerDown(index, e)}
                onPointerMove={(e) => onPointerMove(index, e)}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onKeyDown={(e) => onKeyDown(index, e)}
              />
            ))}
          </div>
          <div className="own-window__controls">
            <p id="own-window-help" className="own-window__help">
              Sleep de vier hoeken naar de hoeken van je raam. Met het toetsenbord: kies een hoek en verschuif
              hem met de pijltjestoetsen (met Shift tien stappen tegelijk).
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
      )}
    </section>
  );
}
