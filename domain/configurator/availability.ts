// A configuration as the shop sells it today: its colour values marked with their colour's availability (issue 25).
// Applied when the catalogue loads; the engine (rules.ts) disables marked values, the wizard's view leaves
// 'uit_collectie' ones out, and the cart and saved designs name the ones a stored configuration still holds.
import {
  availabilityReason,
  type ColourStock,
  isColourAvailable,
  nearestColour,
  nearestColourReset,
  unavailableColourMessage,
} from "../colour-availability.ts";
import { configurationIndex, valueIndex } from "./compiled.ts";
import type { ConfigurationDef, OptionDef, OptionValueDef, UnavailableMark } from "./types.ts";

/** Option types whose values are catalogue colours (they carry `colour_code`). */
export function isColourOption(option: OptionDef): boolean {
  return option.type === "colors" || option.type === "fabric_choice";
}

function marked(option: OptionDef, stockOf: (code: string) => ColourStock | undefined): OptionDef {
  const stocks = option.values.map((v) => (v.colour_code ? stockOf(v.colour_code) : undefined));
  if (stocks.every((stock) => !stock || isColourAvailable(stock))) return option;
  const points = option.values.map((v, i) => ({
    value: v,
    hex: v.value ?? "",
    price_group: v.price_group,
    availability: stocks[i]?.availability,
  }));
  const values = option.values.map((value, i): OptionValueDef => {
    const stock = stocks[i];
    if (!stock || isColourAvailable(stock)) return value;
    const nearest = nearestColour(points[i] as (typeof points)[number], points);
    const mark: UnavailableMark = {
      availability: stock.availability as UnavailableMark["availability"],
      reason: availabilityReason(stock) as string,
      message: unavailableColourMessage(value.name, stock) as string,
    };
    if (nearest) mark.nearest = nearest.value.id;
    return { ...value, unavailable: mark };
  });
  const next: OptionDef = { ...option, values };
  // An unavailable default gives way to the first available colour (none left: no default).
  const byId = new Map(values.map((v) => [v.id, v]));
  const fallback = values.find((v) => !v.unavailable);
  if (typeof option.default_value === "number" && byId.get(option.default_value)?.unavailable) {
    if (fallback) next.default_value = fallback.id;
    else delete next.default_value;
  }
  return next;
}

/**
 * The configuration with every colour value marked by its colour's availability (`stockOf` by colour code; a
 * code it does not know counts as available). The same object when every colour is available, so a catalogue
 * without such colours is evaluated and cached as before.
 */
export function applyColourAvailability(
  def: ConfigurationDef,
  stockOf: (code: string) => ColourStock | undefined,
): ConfigurationDef {
  let changed = false;
  const groups = def.groups.map((group) => {
    const options = group.options.map((option) => {
      if (!isColourOption(option)) return option;
      const next = marked(option, stockOf);
      if (next !== option) changed = true;
      return next;
    });
    return options.some((o, i) => o !== group.options[i]) ? { ...group, options } : group;
  });
  return changed ? { ...def, groups } : def;
}

/** A chosen value that is an unavailable colour: its option, the value and the nearest available one. */
export interface UnavailableChoice {
  option: OptionDef;
  value: OptionValueDef & { unavailable: UnavailableMark };
  nearest: OptionValueDef | null;
}

/** The unavailable colours that (untrusted) `values` choose in a marked configuration, in wizard order. */
export function unavailableChoices(def: ConfigurationDef, values: unknown): UnavailableChoice[] {
  if (typeof values !== "object" || values === null || Array.isArray(values)) return [];
  const source = values as Record<string, unknown>;
  const found: UnavailableChoice[] = [];
  for (const option of configurationIndex(def).holding) {
    if (!isColourOption(option)) continue;
    const raw = Object.hasOwn(source, String(option.id)) ? source[String(option.id)] : undefined;
    const id =
      typeof raw === "number"
        ? raw
        : typeof raw === "string" && /^\d{1,15}$/.test(raw.trim())
          ? Number(raw)
          : null;
    if (id === null) continue;
    const value = valueIndex(option).get(id);
    if (!value?.unavailable) continue;
    const nearestId = value.unavailable.nearest;
    const nearest = nearestId === undefined ? null : (valueIndex(option).get(nearestId) ?? null);
    found.push({ option, value: value as UnavailableChoice["value"], nearest });
  }
  return found;
}

/**
 * The engine's reset text for a chosen unavailable colour it replaced by `fallback`: 'De kleur Zand is uit de
 * collectie. We kozen Zandbeige, die er het meest op lijkt.' when that is the nearest colour, else the notice alone.
 */
export function availabilityResetReason(
  option: OptionDef,
  value: OptionValueDef,
  fallback: unknown,
): string | undefined {
  const mark = value.unavailable;
  if (!mark) return undefined;
  const nearest =
    mark.nearest === fallback && typeof fallback === "number" ? valueIndex(option).get(fallback) : undefined;
  return nearestColourReset(mark.message, nearest?.name ?? null);
}
