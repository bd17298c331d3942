// The options of one wizard step, two half-width options side by side; an option's error shows once it was
// changed, once it has a value, or once the visitor tried to go on. Above them, what a change reset elsewhere.
import type { GroupView, OptionView, ValueView } from "../../domain/configurator/api";
import type { ConfValue } from "../../domain/configurator/types";
import { OptionField } from "./OptionField";
import type { ConfiguratorState } from "./useConfigurator";

function hasValue(value: ConfValue | undefined): boolean {
  return (
    value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0)
  );
}

export function StepOptions({
  group,
  state,
  touched,
  revealed,
  onChange,
  onFilter,
  onRequestSwatch,
}: {
  group: GroupView;
  state: ConfiguratorState;
  /** Options the visitor has changed. */
  touched: ReadonlySet<number>;
  /** True when the visitor tried to go on from this step: every error shows. */
  revealed: boolean;
  onChange: (optionId: number, value: ConfValue) => void;
  onFilter: (optionId: number, value: string | null) => void;
  onRequestSwatch?: (option: OptionView, value: ValueView) => void;
}) {
  return (
    <div className="wizard-options">
      {group.options.map((option, index, options) => {
        const half =
          option.width === "half" &&
          (options[index - 1]?.width === "half" || options[index + 1]?.width === "half");
        const key = String(option.id);
        const value = state.conf_values[key];
        const message = state.errors[key];
        const show = touched.has(option.id) || revealed || hasValue(value);
        return (
          <OptionField
            key={option.id}
            option={option}
            value={value}
            filterValue={state.conf_filters[key] ?? ""}
            error={show ? message : undefined}
            reset={state.resets[key]}
            onChange={onChange}
            onFilter={onFilter}
            onRequestSwatch={onRequestSwatch}
            half={half}
          />
        );
      })}
    </div>
  );
}

/** Values the last change reset on other steps (those on this step show at their option), read out as they come. */
export function OtherResets({ state, group }: { state: ConfiguratorState; group: GroupView | undefined }) {
  const onPage = new Set(group?.options.map((o) => String(o.id)) ?? []);
  const otherResets = Object.entries(state.resets)
    .filter(([id]) => !onPage.has(id))
    .map(([, reset]) => reset);
  return (
    <div role="status" className="wizard-step__resets">
      {otherResets.map((reset) => (
        <p key={reset.option_id} className="notice option__reset">
          {reset.name}: {reset.reason}
        </p>
      ))}
    </div>
  );
}
