// What every option control receives from its field: the option, its value, the ids that tie it to its
// label, text and messages, and the change callback that stores the value and refreshes.
import type { ReactNode } from "react";
import type { OptionView } from "../../../domain/configurator/api";
import type { ConfValue } from "../../../domain/configurator/types";

export interface ControlProps {
  option: OptionView;
  value: ConfValue | undefined;
  /** The id of the control's main field (or of its group). */
  fieldId: string;
  /** The id of the option's visible title, for groups labelled by it. */
  titleId: string;
  /** Space-separated ids of the option's explanation, range, error and reset notice. */
  describedBy: string | undefined;
  /** An error is shown for this option. */
  invalid: boolean;
  onChange: (value: ConfValue) => void;
  /** Shown right after the title: the tooltip's button and text. */
  extra?: ReactNode;
}

/** The option's visible name, or the name for screen readers only when the option hides its title. */
export function titleClass(option: OptionView): string {
  return option.show_title ? "option__title" : "option__title visually-hidden";
}
