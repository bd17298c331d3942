// imageselect: tiles with picture and name, as a group of radio buttons (arrow keys move the choice).
import { ChoiceGroup } from "./ChoiceGroup";
import type { ControlProps } from "./types";
import { ValueExtras } from "./ValueExtras";

export function ImageSelectControl({
  option,
  value,
  fieldId,
  titleId,
  describedBy,
  invalid,
  onChange,
  extra,
}: ControlProps) {
  const name = `option-${option.id}`;
  return (
    <ChoiceGroup
      option={option}
      fieldId={fieldId}
      titleId={titleId}
      invalid={invalid}
      describedBy={describedBy}
      extra={extra}
    >
      <div className="tiles">
        {option.values.map((v) => {
          const checked = value === v.id;
          const reasonId = `${fieldId}-reason-${v.id}`;
          const image = v.overwrite_image_url || v.image;
          return (
            <label
              key={v.id}
              className={`tile${checked ? " tile--checked" : ""}${v.disabled ? " tile--disabled" : ""}`}
              title={v.disabled}
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
              {image && (
                <img className="tile__image" src={image} alt="" width={120} height={90} loading="lazy" />
              )}
              <span className="tile__name">{v.name}</span>
              <ValueExtras value={v} reasonId={reasonId} />
            </label>
          );
        })}
      </div>
    </ChoiceGroup>
  );
}
