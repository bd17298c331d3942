// 'Omhoog' and 'Omlaag' for an item in a list (a step, an option, a value), named for screen readers.
export function MoveButtons({
  label,
  index,
  count,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
}) {
  return (
    <div className="optieset-move">
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        Omhoog<span className="visually-hidden"> {label}</span>
      </button>
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        Omlaag<span className="visually-hidden"> {label}</span>
      </button>
    </div>
  );
}
