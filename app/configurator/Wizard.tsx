// The configurator's wizard (spec section 4): one step per option group plus an overview, with step tabs,
// 'Vorige stap' and 'Volgende stap'. A step with errors blocks moving on; the last step shows the summary
// and the final action.
import { useEffect, useRef, useState } from "react";
import type { GroupView, OptionView, ValueView } from "../../domain/configurator/api";
import type { ConfValue } from "../../domain/configurator/types";
import { focusOption } from "./OptionField";
import { PriceBox } from "./PriceBox";
import { OtherResets, StepOptions } from "./StepOptions";
import { Summary } from "./Summary";
import type { ConfiguratorApi, ConfiguratorState } from "./useConfigurator";
import { WizardNav } from "./WizardNav";
import { WizardTabs } from "./WizardTabs";

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
  /** The product's section of /meetinstructies, linked from the step that asks the sizes. */
  measureGuide?: string;
}

/** A step asks sizes when it has a number field in cm or mm (width, height). */
function asksSizes(group: GroupView): boolean {
  return group.options.some((o) => o.type === "number_cm" || o.type === "number_mm");
}

export function Wizard({ configurator, onFinish, onRequestSwatch, measureGuide }: WizardProps) {
  const { state, setValue, setFilter } = configurator;
  // The room label is asked in the overview, not in the step of its group.
  const roomOptions = state.conf_groups.flatMap((g) => g.options.filter((o) => o.room));
  const groups: GroupView[] = state.conf_groups
    .map((g) => (g.options.some((o) => o.room) ? { ...g, options: g.options.filter((o) => !o.room) } : g))
    .filter((g) => g.options.length > 0);
  const overview = groups.length;
  const [requested, setStep] = useState(0);
  const step = Math.min(requested, overview);
  // Options the visitor has changed, and steps where they tried to go on: only there are errors shown.
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [pendingMove, setPendingMove] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
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
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [step]);

  const change = (optionId: number, value: ConfValue) => {
    setTouched((t) => (t.has(optionId) ? t : new Set(t).add(optionId)));
    setValue(optionId, value);
  };

  const group = groups[step];
  const kind = finishKind(state);
  const complete = Object.keys(state.errors).length === 0;
  const showHint = blocked && (revealed.has(step) || invalidOptions(step).some((o) => touched.has(o.id)));

  return (
    <div className="wizard">
      <WizardTabs
        names={[...groups.map((g) => g.name), "Overzicht"]}
        ids={groups.map((g) => g.id)}
        step={step}
        reachable={reachable}
        isValid={(i) => invalidOptions(i).length === 0}
        onSelect={requestMove}
      />

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
        <OtherResets state={state} group={group} />
        {group ? (
          <>
            {group.text && <p className="wizard-step__text">{group.text}</p>}
            {measureGuide && asksSizes(group) && (
              <p className="wizard-step__measure">
                <a href={`/meetinstructies#${measureGuide}`} target="_blank" rel="noopener">
                  Hoe meet ik? Bekijk de meetinstructies
                  <span className="visually-hidden"> (opent in een nieuw tabblad)</span>
                </a>
              </p>
            )}
            <StepOptions
              group={group}
              state={state}
              touched={touched}
              revealed={revealed.has(step)}
              onChange={change}
              onFilter={setFilter}
              onRequestSwatch={onRequestSwatch}
            />
          </>
        ) : (
          <>
            <p className="wizard-step__text">
              Controleer je keuzes. Klopt er iets niet, ga dan terug naar die stap.
            </p>
            {roomOptions.length > 0 && (
              <StepOptions
                group={{ id: 0, name: "Overzicht", options: roomOptions }}
                state={state}
                touched={touched}
                revealed={revealed.has(overview)}
                onChange={change}
                onFilter={setFilter}
              />
            )}
            <Summary
              leaveOut={roomOptions.map((o) => o.id)}
              conf_id={state.conf_id}
              prod_id={state.prod_id}
              values={state.conf_values}
              waiting={state.loading}
              priceLines={state.price_loading ? null : state.price_lines}
              share
            />
          </>
        )}
      </section>

      <PriceBox
        price={state.price}
        discount_price={state.discount_price}
        price_advice={state.price_advice}
        delivery_time={state.delivery_time}
        conf_id={state.conf_id}
        prod_id={state.prod_id}
        values={state.conf_values}
        warranty={state.warranty}
        loading={state.price_loading}
        lines={state.price_lines}
        hints={state.price_hints}
        onApplyHint={(hint) => change(hint.option_id, hint.value)}
      />

      <WizardNav
        step={step}
        overview={overview}
        blocked={blocked}
        showHint={showHint}
        finish={
          onFinish
            ? {
                label: finishLabels[kind],
                ready: complete && !state.loading,
                onClick: () => {
                  if (state.loading) return;
                  if (complete) onFinish(kind, state);
                  else if (firstBlocked === -1) {
                    // Only the overview's own field (the room label) is wrong: show its message there.
                    setRevealed((r) => new Set(r).add(overview));
                    const first = roomOptions.find((o) => state.errors[String(o.id)]);
                    if (first) focusOption(first.id);
                  } else {
                    setRevealed((r) => new Set(r).add(firstBlocked));
                    moved.current = true;
                    setStep(firstBlocked);
                  }
                },
              }
            : null
        }
        onMove={requestMove}
      />
    </div>
  );
}
