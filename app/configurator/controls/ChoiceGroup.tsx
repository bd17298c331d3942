// The fieldset every multiple-choice control sits in: the option's name as legend, its error and
// description tied to the group, and the tooltip right after the title.
import type { ReactNode } from "react";
import { type ControlProps, titleClass } from "./types";

export function ChoiceGroup({
  option,
  fieldId,
  titleId,
  invalid,
  describedBy,
  extra,
  className,
  children,
}: Pick<ControlProps, "option" | "fieldId" | "titleId" | "invalid" | "describedBy" | "extra"> & {
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={fieldId}
      className={className ? `choice-group ${className}` : "choice-group"}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <legend id={titleId} className={titleClass(option)}>
        {option.name}
      </legend>
      {extra}
      {children}
    </fieldset>
  );
}
