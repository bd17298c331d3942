// One option of a step: its control by type, its explanation, banner and tooltip, and the server's
// error and reset notice tied to the field with aria-describedby.
import type { ConfigReset, OptionView, ValueView } from "../../domain/configurator/api";
import type { ConfValue } from "../../domain/configurator/types";
import { ColorControl } from "./controls/ColorControl";
import { ImageSelectControl } from "./controls/ImageSelectControl";
import { InputControl } from "./controls/InputControl";
import { NumberControl } from "./controls/NumberControl";
import { ProductsControl } from "./controls/ProductsControl";
import { SelectControl } from "./controls/SelectControl";
import type { ControlProps } from "./controls/types";
import { Tooltip } from "./Tooltip";

/** The id of an option's field, for focusing it and for tests. */
export function optionFieldId(optionId: number): string {
  return `conf-option-${optionId}`;
}

/** Focuses an option's field: the input itself, or the chosen (else first enabled) radio of a group. */
export function focusOption(optionId: number): void {
  const field = document.getElementById(optionFieldId(optionId));
  if (!field) return;
  if (field instanceof HTMLFieldSetElement) {
    const target =
      field.querySelector<HTMLElement>("input:checked:not(:disabled)") ??
      field.querySelector<HTMLElement>("input:not(:disabled), button:not(:disabled), select");
    target?.focus();
  } else field.focus();
}

export interface OptionFieldProps {
  option: OptionView;
  value: ConfValue | undefined;
  filterValue: string;
  /** The message to show now (the server's error once the visitor has touched the option or tried to go on). */
  error: string | undefined;
  reset: ConfigReset | undefined;
  onChange: (optionId: number, value: ConfValue) => void;
  onFilter: (optionId: number, value: string | null) => void;
  onRequestSwatch?: (option: OptionView, value: ValueView) => void;
  /** Half a row only beside another half-row option; alone it takes the whole row. */
  half?: boolean;
}

export function OptionField({
  option,
  value,
  filterValue,
  error,
  reset,
  onChange,
  onFilter,
  onRequestSwatch,
  half = false,
}: OptionFieldProps) {
  const fieldId = optionFieldId(option.id);
  const textId = `${fieldId}-text`;
  const errorId = `${fieldId}-error`;
  const resetId = `${fieldId}-reset`;
  const showText = option.show_text && Boolean(option.text);
  const banner = option.show_banner && option.banner_desktop ? <Banner option={option} /> : null;
  const className = `option option--${option.type} option--${half ? "half" : "full"}`;

  if (option.type === "warning") {
    return (
      <div className={className}>
        <div
          className="notice option-warning"
          role="note"
          aria-label={option.show_title ? undefined : "Let op"}
        >
          {option.show_title && <p className="option-warning__title">{option.name}</p>}
          {option.text && <p>{option.text}</p>}
        </div>
        {banner}
      </div>
    );
  }

  const describedBy =
    [showText && textId, error && errorId, reset && resetId].filter(Boolean).join(" ") || undefined;
  const props: ControlProps = {
    option,
    value,
    fieldId,
    titleId: `${fieldId}-title`,
    describedBy,
    invalid: Boolean(error),
    onChange: (next) => onChange(option.id, next),
    extra:
      option.show_tooltip && option.tooltip ? (
        <Tooltip id={`${fieldId}-tooltip`} subject={option.name} text={option.tooltip} />
      ) : null,
  };

  let control: React.ReactNode;
  switch (option.type) {
    case "number_cm":
    case "number_mm":
      control = <NumberControl {...props} />;
      break;
    case "input":
      control = <InputControl {...props} />;
      break;
    case "select":
      control = <SelectControl {...props} />;
      break;
    case "imageselect":
      control = option.show_as_select ? <SelectControl {...props} /> : <ImageSelectControl {...props} />;
      break;
    case "colors":
    case "fabric_choice":
      control = option.show_as_select ? (
        <SelectControl {...props} />
      ) : (
        <ColorControl
          {...props}
          filterValue={filterValue}
          onFilter={(next) => onFilter(option.id, next)}
          onRequestSwatch={onRequestSwatch}
        />
      );
      break;
    case "products":
      control = <ProductsControl {...props} />;
      break;
  }

  return (
    <div className={`${className}${error ? " option--invalid" : ""}`}>
      {control}
      {showText && (
        <p id={textId} className="option__text">
          {option.text}
        </p>
      )}
      {error && (
        <p id={errorId} className="option__error">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9.2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6M12 16.5v.1" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      )}
      <div role="status" className="option__status">
        {reset && (
          <p id={resetId} className="notice option__reset">
            {reset.reason}
          </p>
        )}
      </div>
      {banner}
    </div>
  );
}

function Banner({ option }: { option: OptionView }) {
  const picture = (
    <picture>
      {option.banner_mobile && <source media="(max-width: 768px)" srcSet={option.banner_mobile} />}
      <img className="option__banner-image" src={option.banner_desktop} alt={option.name} loading="lazy" />
    </picture>
  );
  return (
    <div className="option__banner">
      {option.banner_url ? <a href={option.banner_url}>{picture}</a> : picture}
    </div>
  );
}
