// Review stars: rounded up, with a half star when the average is not whole (spec section 9). One element draws
// the five stars: CSS masks paint their outlines and, clipped at the rating, their fill (app/styles/app.css), so a
// page with dozens of ratings stays light to render and has no per-star gradient ids.
import type { CSSProperties } from "react";
import { starStates } from "../../domain/catalog";
import { formatRating } from "../../domain/format";

/** The stars sit this many px apart. */
const STAR_GAP = 1;

/** How many px from the left the fill reaches: whole stars with their gaps, then half a star when there is one. */
export function filledWidth(average: number, size: number): number {
  return starStates(average).reduce(
    (width, state) =>
      state === "full" ? width + size + STAR_GAP : state === "half" ? width + size / 2 : width,
    0,
  );
}

export function Stars({ average, count, size = 16 }: { average: number; count?: number; size?: number }) {
  const label =
    count === undefined
      ? `${formatRating(average)} van 5 sterren`
      : `${formatRating(average)} van 5 sterren uit ${count} ${count === 1 ? "review" : "reviews"}`;
  const row = { "--star": `${size}px`, "--star-fill": `${filledWidth(average, size)}px` } as CSSProperties;
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__row" style={row} />
      {count !== undefined && <span className="stars__count">({count})</span>}
    </span>
  );
}
