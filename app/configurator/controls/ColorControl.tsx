// colors and fabric_choice: colour swatches as a group of radio buttons, narrowed by the option's filters
// (stored in conf_filters through the refresh), with a swatch request per colour when the basket exists.
import type { OptionView, ValueView } from "../../../domain/configurator/api";
import type { FilterDef } from "../../../domain/configurator/types";
import { ChoiceGroup } from "./ChoiceGroup";
import type { ControlProps } from "./types";
import { ValueExtras } from "./ValueExtras";

export const SWATCH_UNAVAILABLE = "Voor deze kleur is een kleurstaal aanvragen niet mogelijk.";

/** The filter definition an active filter value belongs to. */
function activeFilter(filters: FilterDef[], active: string): FilterDef | undefined {
  return active ? filters.find((f) => f.options.some((o) => o.value === active)) : undefined;
}

/** Whether a value passes the active filter; values the server sent without the data to test pass. */
export function passesFilter(value: ValueView, filters: FilterDef[], active: string): boolean {
  const filter = activeFilter(filters, active);
  if (!filter) return true;
  if (filter.on === "collection") return value.collection ? value.collection.name === active : true;
  return value.tags ? value.tags.includes(active) : true;
}

export interface ColorControlProps extends ControlProps {
  filterValue: string;
  onFilter: (value: string | null) => void;
  onRequestSwatch?: (option: OptionView, value: ValueView) => void;
}

export function ColorControl({
  option,
  value,
  fieldId,
  titleId,
  describedBy,
  invalid,
  onChange,
  extra,
  filterValue,
  onFilter,
  onRequestSwatch,
}: ColorControlProps) {
  const name = `option-${option.id}`;
  // The server narrows the list too; the chosen colour always stays in it.
  const shown = option.values.filter((v) => v.id === value || passesFilter(v, option.filters, filterValue));
  const chosen = option.values.find((v) => v.id === value);
  const current = activeFilter(option.filters, filterValue);
  const swatches = Boolean(onRequestSwatch && option.color_swatches);

  return (
    <ChoiceGroup
      option={option}
      fieldId={fieldId}
      titleId={titleId}
      invalid={invalid}
      describedBy={describedBy}
      extra={extra}
      className="color-control"
    >
      {option.filters.map((filter) => {
        return (
          <fieldset key={filter.id} className="filter-chips">
            <legend className="filter-chips__title">{filter.name}:</legend>
            <button
              type="button"
              className="chip-toggle"
              aria-pressed={current !== filter}
              onClick={() => onFilter(null)}
            >
              Alle
            </button>
            {filter.options.map((o) => (
              <button
                key={o.value}
                type="button"
                className="chip-toggle"
                aria-pressed={filterValue === o.value}
                onClick={() => onFilter(filterValue === o.value ? null : o.value)}
              >
                {o.label}
              </button>
            ))}
          </fieldset>
        );
      })}
      <p className="color-control__chosen">
        {chosen ? (
          <>
            Gekozen: <strong>{chosen.name}</strong>
          </>
        ) : (
          "Nog geen kleur gekozen"
        )}
      </p>
      {shown.length === 0 ? (
        <p className="option__hint">Geen kleuren met dit filter. Kies een ander filter.</p>
      ) : (
        <ul className="swatches">
          {shown.map((v) => {
            const checked = value === v.id;
            const reasonId = `${fieldId}-reason-${v.id}`;
            return (
              <li key={v.id} className="swatches__item">
                <label
                  className={`swatch${checked ? " swatch--checked" : ""}${v.disabled ? " swatch--disabled" : ""}`}
                  title={v.disabled ?? v.name}
                >
                  <input
                    type="radio"
                    className="choice-input"
                    name={name}
                    value={v.id}
                    checked={checked}
                    disabled={Boolean(v.disabled)}
                    aria-describedby={v.disabled ? reasonId : undefined}
                    onChange={() => onChange(v.id)}
                  />
                  <span className="swatch__chip" style={{ background: v.value ?? "#ccc" }}>
                    {v.thumbnail && <img src={v.thumbnail} alt="" width={56} height={56} loading="lazy" />}
                  </span>
                  <span className="swatch__name">{v.name}</span>
                  <ValueExtras value={v} reasonId={reasonId} />
                </label>
                {swatches && (
                  <button
                    type="button"
                    className="swatch__request"
                    disabled={Boolean(v.disable_swatches)}
                    aria-label={v.disable_swatches ? undefined : `Kleurstaal aanvragen: ${v.name}`}
                    onClick={() => onRequestSwatch?.(option, v)}
                  >
                    {v.disable_swatches ? SWATCH_UNAVAILABLE : "Kleurstaal aanvragen"}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ChoiceGroup>
  );
}
