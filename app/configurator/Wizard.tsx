// The configurator's wizard (spec section 4): one step per option group plus an overview, with step tabs,
// 'Vorige stap' and 'Volgende stap'. A step with errors blocks moving on; the last step shows the summary
// and the final action.
import { useEffect, useRef, useState } from "react";
import type { GroupView, OptionView, ValueView } from "../../domain/configurator/api";
import type { ConfValue } from "../../domain/configurator/types";
import { Icon } from "../ui/Icon";
import { focusOption, OptionField } from "./OptionField";
import { PriceBox } from "./PriceBox";
import { Summary } from "./Summary";
import type { ConfiguratorApi, ConfiguratorState } from "./useConfigurator";

export type FinishKind = "quote" | "cart" | "save";

export const finishLabels: Record<FinishKind, string> = {
  quote: "Vraag offerte aan",
  cart: "Toevoegen aan winkelwagen",
  save: "Opslaan",
};

/** Edit mode saves; a quote-only product asks for a quote; anything else goes to the cart. */
export function finishKind(state: Pick<ConfiguratorState, "edit_key" | "quote_only">): FinishKind {
  if (state.edit_key !== false) return "save";
  return state.quote_only ? "quote" : "cart";
}

export interface WizardProps {
  configurator: ConfiguratorApi;
  /** The final action; without it the last step shows no final button. */
  onFinish?: (kind: FinishKind, state: ConfiguratorState) => void;
  /** Requests a colour swatch; without it no 'Kleurstaal aanvragen' buttons are shown. */
  onRequestSwatch?: (option: OptionView, value: ValueView) => void;
}

function hasValue(value: ConfValue | undefined): boolean {
  return (
    value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0)
  );
}

export function Wizard({ configurator, onFinish, onRequestSwatch }: WizardProps) {
  const { state, setValue, setFilter } = configurator;
  const groups: GroupView[] = state.conf_groups.filter((g) => g.options.length > 0);
  const overview = groups.length;
  const [requested, setStep] = useState(0);
  const step = Math.min(requested, overview);
  // Options the visitor has changed, and steps where they tried to go on: only there are errors shown.
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [pendingMove, setPendingMove] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const tabs = useRef<HTMLElement>(null);
  const moved = useRef(false);

  const invalidOptions = (index: number) =>
    (groups[index]?.options ?? []).filter((o) => state.errors[String(o.id)]);
  const firstBlocked = groups.findIndex((_, i) => invalidOptions(i).length > 0);
  /** The furthest step reachable: up to and including the first step with errors. */
  const reachable = firstBlocked === -1 ? overview : firstBlocked;
  const blocked = step < overview && invalidOptions(step).length > 0;

  function moveTo(target: number) {
    if (target > step && target > reachable) {
      // Show the errors of the step in the way and put the visitor on its first invalid field.
      const stop = Math.min(reachable, overview);
      setRevealed((r) => new Set(r).add(stop));
      if (stop !== step) {
        moved.current = true;
        setStep(stop);
        return;
      }
      const first = invalidOptions(stop)[0];
      if (first) requestAnimationFrame(() => focusOption(first.id));
      return;
    }
    moved.current = true;
    setStep(target);
  }

  function requestMove(target: number) {
    // A change is still being checked by the server: move once its answer is in.
    if (state.loading) setPendingMove(target);
    else moveTo(target);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the awaited answer arrives
  useEffect(() => {
    if (state.loading || pendingMove === null) return;
    setPendingMove(null);
    moveTo(pendingMove);
  }, [state.loading, pendingMove]);

  // Focus follows a step change to the new step's heading, so a screen reader starts reading there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on a step change
  useEffect(() => {
    // On a narrow screen the tabs scroll sideways: keep the current one in sight.
    const nav = tabs.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="step"]');
    if (nav && current) nav.scrollLeft = Math.max(0, current.offsetLeft - 24);
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [step]);

  const change = (optionId: number, value: ConfValue) => {
    setTouched((t) => (t.has(optionId) ? t : new Set(t).add(optionId)));
    setValue(optionId, value);
  };

  const group = groups[step];
  const onPage = new Set(group?.options.map((o) => String(o.id)) ?? []);
  const otherResets = Object.entries(state.resets)
    .filter(([id]) => !onPage.has(id))
    .map(([, reset]) => reset);
  const kind = finishKind(state);
  const complete = Object.keys(state.errors).length === 0;
  const hintId = "wizard-blocked-hint";
  const showHint = blocked && (revealed.has(step) || invalidOptions(step).some((o) => touched.has(o.id)));

  return (
    <div className="wizard">
      <nav className="wizard-steps" aria-label="Stappen" ref={tabs}>
        <ol className="wizard-steps__list">
          {[...groups.map((g) => g.name), "Overzicht"].map((name, i) => {
            const locked = i > reachable && i > step;
            const done = i < step && invalidOptions(i).length === 0;
            return (
              <li key={groups[i]?.id ?? "overzicht"}>
                <button
                  type="button"
                  className={`wizard-steps__tab${i === step ? " wizard-steps__tab--current" : ""}${done ? " wizard-steps__tab--done" : ""}`}
                  aria-current={i === step ? "step" : undefined}
                  aria-disabled={locked || undefined}
                  onClick={() => {
                    if (i !== step) requestMove(i);
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

      <section className="wizard-step" aria-labelledby="wizard-step-title">
        <p className="wizard-step__count" aria-hidden="true">
          Stap {step + 1} van {overview + 1}
        </p>
        <h2 id="wizard-step-title" className="wizard-step__title" ref={heading} tabIndex={-1}>
          <span className="visually-hidden">
            Stap {step + 1} van {overview + 1}:{" "}
          </span>
          {group ? group.name : "Overzicht"}
        </h2>
        <div role="status" className="wizard-step__resets">
          {otherResets.map((reset) => (
            <p key={reset.option_id} className="notice option__reset">
              {reset.name}: {reset.reason}
            </p>
          ))}
        </div>
        {group ? (
          <>
            {group.text && <p className="wizard-step__text">{group.text}</p>}
            <div className="wizard-options">
              {group.options.map((option, index, options) => {
                const half =
                  option.width === "half" &&
                  (options[index - 1]?.width === "half" || options[index + 1]?.width === "half");
                const key = String(option.id);
                const value = state.conf_values[key];
                const message = state.errors[key];
                const show = touched.has(option.id) || revealed.has(step) || hasValue(value);
                return (
                  <OptionField
                    key={option.id}
                    option={option}
                    value={value}
                    filterValue={state.conf_filters[key] ?? ""}
                    error={show ? message : undefined}
                    reset={state.resets[key]}
                    onChange={change}
                    onFilter={setFilter}
                    onRequestSwatch={onRequestSwatch}
                    half={half}
                  />
                );
              })}
            </div>
          </>
        ) : (
          <>
            <p className="wizard-step__text">
              Controleer je keuzes. Klopt er iets niet, ga dan terug naar die stap.
            </p>
            <Summary
              conf_id={state.conf_id}
              prod_id={state.prod_id}
              values={state.conf_values}
              waiting={state.loading}
            />
          </>
        )}
      </section>

      <PriceBox
        price={state.price}
        discount_price={state.discount_price}
        price_advice={state.price_advice}
        delivery_time={state.delivery_time}
        warranty={state.warranty}
        loading={state.price_loading}
      />

      <div className="wizard-nav">
        {step > 0 && (
          <button type="button" className="button button--secondary" onClick={() => requestMove(step - 1)}>
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
            onClick={() => requestMove(step + 1)}
          >
            Volgende stap
            <Icon name="chevronRight" size={18} />
          </button>
        )}
        {step === overview && onFinish && (
          <button
            type="button"
            className="button button--primary button--large wizard-nav__finish"
            aria-disabled={!complete || state.loading || undefined}
            onClick={() => {
              if (state.loading) return;
              if (complete) onFinish(kind, state);
              else if (firstBlocked >= 0) {
                setRevealed((r) => new Set(r).add(firstBlocked));
                moved.current = true;
                setStep(firstBlocked);
              }
            }}
          >
            {finishLabels[kind]}
          </button>
        )}
      </div>
      {showHint && (
        <p id={hintId} className="wizard-nav__hint">
          Maak eerst de gemarkeerde keuzes in deze stap compleet.
        </p>
      )}
    </div>
  );
}
