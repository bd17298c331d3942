// The wizard's view of the groups: visible options only, values without internal price data, effective ranges.
import type { GroupView, OptionView, ValueView } from "./api.ts";
import { priceLabel } from "./pricing.ts";
import type { Evaluation } from "./rules.ts";
import type { ConfigurationDef, FilterDef, OptionDef, OptionValueDef } from "./types.ts";
import { isNumberType } from "./values.ts";

/** Whether a value passes the option's active filter (a filter value no filter of the option lists passes all). */
export function matchesFilter(
  value: OptionValueDef,
  filters: readonly FilterDef[],
  filterValue: string,
): boolean {
  const applying = filters.filter((f) => f.options.some((o) => o.value === filterValue));
  if (applying.length === 0) return true;
  return applying.some((f) =>
    f.on === "collection" ? value.collection?.name === filterValue : (value.tags ?? []).includes(filterValue),
  );
}

function valueView(option: OptionDef, value: OptionValueDef, evaluation: Evaluation): ValueView {
  const view: ValueView & { surcharge?: unknown; price_group?: unknown; unavailable?: unknown } = {
    ...value,
    option_id: option.id,
  };
  delete view.surcharge;
  delete view.price_group;
  delete view.unavailable;
  const label = priceLabel(value.surcharge);
  if (label !== undefined) view.price_label = label;
  const reason = evaluation.disabledByOption.get(option.id)?.get(value.id);
  if (reason !== undefined) view.disabled = reason;
  return view;
}

function optionView(groupId: number, option: OptionDef, evaluation: Evaluation): OptionView {
  const { values, products, filters, ...rest } = option;
  const filterValue = evaluation.filters[String(option.id)];
  const chosen = evaluation.values[String(option.id)];
  // The active filter narrows the list, but the chosen value always stays in it.
  // A colour out of the collection is not offered at all (a sold-out one is shown disabled with its reason).
  const offered = values.filter((v) => v.unavailable?.availability !== "uit_collectie" || v.id === chosen);
  const shown =
    filterValue === undefined
      ? offered
      : offered.filter((v) => v.id === chosen || matchesFilter(v, filters ?? [], filterValue));
  const view: OptionView = {
    ...rest,
    group_id: groupId,
    product_options_id: option.type === "products" ? option.id : null,
    values: shown.map((v) => valueView(option, v, evaluation)),
    filters: filters ?? [],
    products: products ?? [],
    show_tooltip: Boolean(option.tooltip),
    show_text: Boolean(option.text),
    show_banner: Boolean(option.banner),
  };
  if (option.banner) {
    view.banner_url = option.banner.url;
    view.banner_mobile = option.banner.mobile;
    view.banner_desktop = option.banner.desktop;
  }
  const limits = isNumberType(option.type) ? evaluation.limits.get(option.id) : undefined;
  if (limits) {
    view.min_value = limits.min;
    if (Number.isFinite(limits.max)) view.max_value = limits.max;
    if (limits.maxReason !== undefined) view.max_reason = limits.maxReason;
  }
  return view;
}

/** The groups with their visible options; a group without any visible option is left out. */
export function viewGroups(def: ConfigurationDef, evaluation: Evaluation): GroupView[] {
  const groups: GroupView[] = [];
  for (const group of def.groups) {
    const options = group.options
      .filter((o) => evaluation.visible.has(o.id))
      .map((o) => optionView(group.id, o, evaluation));
    if (options.length === 0) continue;
    const view: GroupView = { id: group.id, name: group.name, options };
    if (group.text !== undefined) view.text = group.text;
    groups.push(view);
  }
  return groups;
}
