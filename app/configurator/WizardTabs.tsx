// The wizard's step tabs: one per option group plus the overview, done steps ticked, steps beyond the first
// with errors marked as not yet reachable.
import { useEffect, useRef } from "react";
import { Icon } from "../ui/Icon";

export function WizardTabs({
  names,
  ids,
  step,
  reachable,
  isValid,
  onSelect,
}: {
  /** The steps' names, the overview last. */
  names: string[];
  /** A stable key per step (the group id; the overview has none). */
  ids: (number | undefined)[];
  step: number;
  /** The furthest step reachable: up to and including the first step with errors. */
  reachable: number;
  isValid: (index: number) => boolean;
  onSelect: (index: number) => void;
}) {
  const tabs = useRef<HTMLElement>(null);
  // On a narrow screen the tabs scroll sideways: keep the current one in sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on a step change
  useEffect(() => {
    const nav = tabs.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="step"]');
    if (nav && current) nav.scrollLeft = Math.max(0, current.offsetLeft - 24);
  }, [step]);

  return (
    <nav className="wizard-steps" aria-label="Stappen" ref={tabs}>
      <ol className="wizard-steps__list">
        {names.map((name, i) => {
          const locked = i > reachable && i > step;
          const done = i < step && isValid(i);
          return (
            <li key={ids[i] ?? "overzicht"}>
              <button
                type="button"
                className={`wizard-steps__tab${i === step ? " wizard-steps__tab--current" : ""}${done ? " wizard-steps__tab--done" : ""}`}
                aria-current={i === step ? "step" : undefined}
                aria-disabled={locked || undefined}
                onClick={() => {
                  if (i !== step) onSelect(i);
                }}
              >
                <span className="wizard-steps__number" aria-hidden="true">
                  {done ? <Icon name="check" size={16} /> : i + 1}
                </span>
                <span className="wizard-steps__name">
                  <span className="visually-hidden">Stap {i + 1}: </span>
                  {name}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
