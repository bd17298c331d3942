// The wizard's buttons under a step: 'Vorige stap', 'Volgende stap' (marked when the step's errors block it,
// with the hint why) and on the overview the final action.
import { Icon } from "../ui/Icon";

const hintId = "wizard-blocked-hint";

export function WizardNav({
  step,
  overview,
  blocked,
  showHint,
  finish,
  onMove,
}: {
  step: number;
  /** The overview's index: the last step. */
  overview: number;
  /** The step has errors: going on shows them instead. */
  blocked: boolean;
  showHint: boolean;
  /** The final action's label, whether it may run now, and what it does; none shows no final button. */
  finish: { label: string; ready: boolean; onClick: () => void } | null;
  onMove: (target: number) => void;
}) {
  return (
    <>
      <div className="wizard-nav">
        {step > 0 && (
          <button type="button" className="button button--secondary" onClick={() => onMove(step - 1)}>
            <Icon name="chevronLeft" size={18} />
            Vorige stap
          </button>
        )}
        {step < overview && (
          <button
            type="button"
            className="button button--primary wizard-nav__next"
            aria-disabled={blocked || undefined}
            aria-describedby={showHint ? hintId : undefined}
            onClick={() => onMove(step + 1)}
          >
            Volgende stap
            <Icon name="chevronRight" size={18} />
          </button>
        )}
        {step === overview && finish && (
          <button
            type="button"
            className="button button--primary button--large wizard-nav__finish"
            aria-disabled={!finish.ready || undefined}
            onClick={finish.onClick}
          >
            {finish.label}
          </button>
        )}
      </div>
      {showHint && (
        <p id={hintId} className="wizard-nav__hint">
          Maak eerst de gemarkeerde keuzes in deze stap compleet.
        </p>
      )}
    </>
  );
}
