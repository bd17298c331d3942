// Values the owner retired in the catalogue (OptionValueDef.retired): not offered, but still known by id.
import type { OptionDef } from "./types.ts";

/**
 * Retired values are not offered: they leave `values` for `retired_values`, by which a cart row or design that
 * still holds one is reset with a reason (rules.ts) instead of failing. A retired default gives way to the first
 * live value.
 */
export function withoutRetired(option: OptionDef): OptionDef {
  if (!option.values.some((v) => v.retired)) return option;
  const live = option.values.filter((v) => !v.retired);
  const retired = option.values.filter((v) => v.retired).map((v) => ({ id: v.id, name: v.name }));
  const defaultRetired =
    typeof option.default_value === "number" && retired.some((v) => v.id === option.default_value);
  const { default_value, ...rest } = option;
  const fallback = live[0]?.id;
  return {
    ...rest,
    values: live,
    retired_values: retired,
    ...(defaultRetired
      ? fallback !== undefined
        ? { default_value: fallback }
        : {}
      : default_value !== undefined
        ? { default_value }
        : {}),
  };
}
