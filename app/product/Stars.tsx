// Review stars: rounded up, with a half star when the average is not whole (spec section 9).
import { starStates } from "../../domain/catalog";
import { formatRating } from "../../domain/format";

export function Stars({ average, count, size = 16 }: { average: number; count?: number; size?: number }) {
  const label =
    count === undefined
      ? `${formatRating(average)} van 5 sterren`
      : `${formatRating(average)} van 5 sterren uit ${count} ${count === 1 ? "review" : "reviews"}`;
  return (
    <span className="stars" role="img" aria-label={label}>
      {starStates(average).map((state, i) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          key={i}
          className={`stars__star stars__star--${state}`}
          viewBox="0 0 24 24"
          width={size}
          height={size}
          aria-hidden="true"
        >
          <defs>
            <linearGradient id={`half-${i}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
          <path
            d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z"
            fill={state === "full" ? "currentColor" : state === "half" ? `url(#half-${i})` : "none"}
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
        </svg>
      ))}
      {count !== undefined && <span className="stars__count">({count})</span>}
    </span>
  );
}
