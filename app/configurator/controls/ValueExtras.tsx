// What a value shows besides its name: its label, its surcharge and, when disabled, the reason.
import type { ValueView } from "../../../domain/configurator/api";

export function ValueExtras({ value, reasonId }: { value: ValueView; reasonId: string }) {
  return (
    <>
      {value.label && (
        <span
          className="label value-label"
          style={{ background: value.label.color.background_color, color: value.label.color.color }}
        >
          {value.label.text}
        </span>
      )}
      {value.price_label && <span className="value-price">{value.price_label}</span>}
      {value.disabled && (
        <span id={reasonId} className="value-reason">
          {value.disabled}
        </span>
      )}
    </>
  );
}
