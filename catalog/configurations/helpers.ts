// Shared builders for the seed configurations: id allocation, options and values, rules, colour values from
// the catalogue's collections and the price tables. Everything is deterministic: the same product and
// catalogue always give the same configuration, with the same ids.
import type {
  Condition,
  ConfigurationDef,
  FilterDef,
  GroupDef,
  OptionDef,
  OptionType,
  PriceMatrix,
  Rule,
  Surcharge,
  ValueLabel,
} from "../../domain/configurator/types.ts";
import { ROOM_MAX_LENGTH, ROOM_PLACEHOLDER, type RoomOptionName } from "../../domain/validation/room.ts";
import type { SeedCatalogue, SeedCollection, SeedColour, SeedProduct } from "../types.ts";
import { type AccessoryIcon, accessoryEntries } from "./accessories.ts";

/** Where the tiles of imageselect values live: `${OPTION_IMAGE_ROOT}/{conf_id}/options/{value id}.svg`. */
export const OPTION_IMAGE_ROOT = "/conf_images/new_product_options";

/** Price tables per price group, relative to group A. */
export const PRICE_GROUP_FACTORS: Readonly<Record<string, number>> = { A: 1, B: 1.15, C: 1.3, default: 1 };

/** Colours sold at a higher price (group B): structure weaves, deep tones and special finishes. */
const PREMIUM_COLOURS = new Set([
  "VB-107",
  "VB-108",
  "VB-109",
  "LL-206",
  "LL-208",
  "DS-305",
  "DS-306",
  "PB-405",
  "PB-406",
  "LM-706",
  "SC-806",
  "SC-807",
  "ZA-904",
  "ZA-906",
  "ZA-907",
  "VV-1305",
  "VV-1306",
  "VV-1308",
  "IB-1405",
  "HG-1503",
  "SH-1204",
  "SH-1205",
]);

export const labels = {
  populair: { text: "Populair", color: { background_color: "#1f3a5f", color: "#ffffff" } },
  nieuw: { text: "Nieuw", color: { background_color: "#1b6f64", color: "#ffffff" } },
  metallic: { text: "Metallic", color: { background_color: "#5b5f63", color: "#ffffff" } },
  houtlook: { text: "Houtlook", color: { background_color: "#7a5230", color: "#ffffff" } },
  pollen: { text: "Tegen pollen", color: { background_color: "#2f6b3a", color: "#ffffff" } },
} satisfies Record<string, ValueLabel>;

/** A value as the kind builders describe it; ids and image URLs are added by the builder. */
export interface ValueSpec {
  name: string;
  surcharge?: Surcharge;
  /** Extra working days of delivery. */
  days?: number;
  label?: ValueLabel;
  hex?: string;
  code?: string;
  collection?: { type: string; name: string };
  disableSwatches?: boolean;
  priceGroup?: string;
  tags?: string[];
}

interface OptionBase {
  name: string;
  tooltip?: string;
  text?: string;
  width?: "full" | "half";
  /** Defaults to true. */
  showTitle?: boolean;
  banner?: OptionDef["banner"];
}

interface NumberSpec extends OptionBase {
  min: number;
  max: number;
  dimension?: "width" | "height";
  /** Defaults to true for price table dimensions, false otherwise. */
  required?: boolean;
  defaultValue?: number;
}

interface ChoiceSpec extends OptionBase {
  values: ValueSpec[];
  /** The default value's name. */
  defaultName?: string;
  /** Defaults to true. */
  required?: boolean;
}

export interface FabricSpec extends OptionBase {
  /** Collection slugs; the product's collections when left out. */
  collections?: string[];
  /** Price group of a colour; `defaultPriceGroup` when left out. */
  priceGroup?: (colour: SeedColour, collection: SeedCollection) => string;
  /** Filter tags of a colour; `transparencyTags` when left out. */
  tags?: (colour: SeedColour, collection: SeedCollection) => string[];
  /** A tag filter to offer (added only when at least two of its options occur among the values). */
  tagFilter?: { id: string; name: string; options: { value: string; label: string }[] };
  /** Extra properties of a colour's value (surcharge, delivery time, label). */
  extra?: (colour: SeedColour, collection: SeedCollection) => Partial<ValueSpec>;
}

/** The transparency filter of fabric options. */
export const transparencyFilter: NonNullable<FabricSpec["tagFilter"]> = {
  id: "lichtdoorlatendheid",
  name: "Lichtdoorlatendheid",
  options: [
    { value: "lichtdoorlatend", label: "Lichtdoorlatend" },
    { value: "dim-out", label: "Dim-out" },
    { value: "verduisterend", label: "Verduisterend" },
  ],
};

/** Group A, B for premium colours, C for special finishes (metallic, houtlook) that cannot be sent as a swatch. */
export function defaultPriceGroup(colour: SeedColour): string {
  if (colour.disableSwatches) return "C";
  return PREMIUM_COLOURS.has(colour.code) ? "B" : "A";
}

/** Transparency tags from the collection's tag group. */
export function transparencyTags(_colour: SeedColour, collection: SeedCollection): string[] {
  switch (collection.tagGroup) {
    case "Verduisterend":
      return ["verduisterend"];
    case "Lichtdoorlatend":
      return ["lichtdoorlatend"];
    case "Dag en nacht":
      return ["lichtdoorlatend", "verduisterend"];
    default:
      return [];
  }
}

/** Relative luminance of a "#rrggbb" colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** How a price table grows from the catalogue size: shares of the from-price that are fixed or scale. */
export interface Pricing {
  widthStep: number;
  heightStep: number;
  /** Shares of the from-price at the catalogue size; they add up to 1. */
  fixed: number;
  width: number;
  height: number;
  area: number;
}

/** Steps from the catalogue size (which covers everything smaller) up to the option's maximum. */
export function steps(first: number, max: number, step: number): number[] {
  const out = [first];
  for (let s = first + step; s < max; s += step) out.push(s);
  if (max > first) out.push(max);
  return out;
}

/** Rounds like a price list: to whole euros, or to x,95 when the from-price ends in 95 cents. */
function niceCents(cents: number, from: number): number {
  return from % 100 === 95 ? Math.round((cents + 5) / 100) * 100 - 5 : Math.round(cents / 100) * 100;
}

/**
 * A price table for one price group: the from-price (times the group's factor) at the catalogue size in the
 * first cell, rising with width, height and area; never lower than the cell to its left or above it.
 */
export function priceMatrix(
  from: number,
  base: { w: number; h: number },
  widths: number[],
  heights: number[],
  pricing: Pricing,
  factor: number,
): PriceMatrix {
  const cents = heights.map((h) =>
    widths.map((w) => {
      const scale =
        pricing.fixed +
        (pricing.width * w) / base.w +
        (pricing.height * h) / base.h +
        (pricing.area * w * h) / (base.w * base.h);
      return niceCents(from * factor * scale, from);
    }),
  );
  for (let i = 0; i < heights.length; i++) {
    const row = cents[i] as number[];
    for (let j = 0; j < widths.length; j++) {
      const left = j > 0 ? (row[j - 1] as number) : 0;
      const up = i > 0 ? ((cents[i - 1] as number[])[j] as number) : 0;
      row[j] = Math.max(row[j] as number, left, up);
    }
  }
  return { widths, heights, cents };
}

/** The first number of the product's "Garantie" spec ("5 jaar, motor 3 jaar" → 5), else the fallback. */
export function warrantyYearsOf(product: SeedProduct, fallback: number): number {
  const spec = product.specs.find((s) => s.label.toLowerCase() === "garantie");
  const match = spec ? /\d+/.exec(spec.value) : null;
  return match ? Number(match[0]) : fallback;
}

/** The largest number in a spec ("Maximale breedte" = "300 cm" → 300), else the fallback. */
export function specMax(product: SeedProduct, label: string, fallback: number): number {
  const spec = product.specs.find((s) => s.label.toLowerCase() === label.toLowerCase());
  const numbers = spec ? [...spec.value.matchAll(/\d+/g)].map((m) => Number(m[0])) : [];
  return numbers.length > 0 ? Math.max(...numbers) : fallback;
}

/** Whether a spec's value mentions a word (case-insensitive). */
export function specMentions(product: SeedProduct, label: string, word: string): boolean {
  const spec = product.specs.find((s) => s.label.toLowerCase() === label.toLowerCase());
  return spec ? spec.value.toLowerCase().includes(word.toLowerCase()) : false;
}

/** Colours as colour values (name, hex, code, collection). */
export function colourValues(collection: SeedCollection, colours = collection.colours): ValueSpec[] {
  return colours.map((c) => ({
    name: c.name,
    hex: c.hex,
    code: c.code,
    collection: { type: collection.type, name: collection.name },
    disableSwatches: c.disableSwatches,
  }));
}

/** Aluminium profile colours of indoor products (onderlat, steunen, cassette, profielen). */
export const profileColours: ValueSpec[] = [
  { name: "Wit", hex: "#f4f4f1" },
  { name: "Zilver geanodiseerd", hex: "#c3c6c8" },
  { name: "Antraciet", hex: "#3d3f42" },
  { name: "Zwart", hex: "#1d1d1f" },
];

/** RAL colours of outdoor frames (kasten, geleiders, armen). */
export const frameColours: ValueSpec[] = [
  { name: "RAL 9016 Verkeerswit", hex: "#f1f0ea" },
  { name: "RAL 9001 Crèmewit", hex: "#e9e0d2" },
  { name: "RAL 7016 Antracietgrijs", hex: "#383e42" },
  { name: "RAL 9005 Gitzwart", hex: "#0e0e10" },
  { name: "Blank geanodiseerd", hex: "#c7c9cb" },
];

/**
 * Builds one configuration. Ids: groups product.id * 10 + n, options product.id * 100 + n and values
 * product.id * 10000 + n; `finish` numbers them in the order the wizard shows them.
 */
export class ConfBuilder {
  readonly rules: Rule[] = [];
  private groupN = 0;
  private optionN = 0;
  private valueN = 0;

  constructor(
    readonly product: SeedProduct,
    readonly catalogue: SeedCatalogue,
  ) {}

  get confId(): number {
    return this.product.id;
  }

  private nextGroup(): number {
    this.groupN += 1;
    if (this.groupN > 9) throw new Error(`Te veel stappen voor product ${this.product.id}`);
    return this.product.id * 10 + this.groupN;
  }

  private nextOption(): number {
    this.optionN += 1;
    if (this.optionN > 99) throw new Error(`Te veel opties voor product ${this.product.id}`);
    return this.product.id * 100 + this.optionN;
  }

  private nextValue(): number {
    this.valueN += 1;
    if (this.valueN > 9999) throw new Error(`Te veel waarden voor product ${this.product.id}`);
    return this.product.id * 10000 + this.valueN;
  }

  collection(slug: string): SeedCollection {
    const found = this.catalogue.collections.find((c) => c.slug === slug);
    if (!found) throw new Error(`Onbekende collectie ${slug} bij product ${this.product.id}`);
    return found;
  }

  /** A wizard step of the options given (false and undefined are left out, for options a product lacks). */
  group(name: string, options: (OptionDef | false | undefined)[], text?: string): GroupDef {
    const kept = options.filter((o): o is OptionDef => Boolean(o));
    return { id: this.nextGroup(), name, ...(text ? { text } : {}), options: kept };
  }

  private base(type: OptionType, spec: OptionBase, required: boolean): OptionDef {
    return {
      id: this.nextOption(),
      name: spec.name,
      type,
      required,
      values: [],
      show_title: spec.showTitle ?? true,
      show_as_select: false,
      width: spec.width ?? "full",
      ...(spec.tooltip ? { tooltip: spec.tooltip } : {}),
      ...(spec.text ? { text: spec.text } : {}),
      ...(spec.banner ? { banner: spec.banner } : {}),
    };
  }

  private number(type: "number_cm" | "number_mm", spec: NumberSpec): OptionDef {
    const option = this.base(type, spec, spec.required ?? spec.dimension !== undefined);
    option.min_value = spec.min;
    option.max_value = spec.max;
    if (spec.dimension) option.dimension = spec.dimension;
    if (spec.defaultValue !== undefined) option.default_value = spec.defaultValue;
    return option;
  }

  numberCm(spec: NumberSpec): OptionDef {
    return this.number("number_cm", spec);
  }

  numberMm(spec: NumberSpec): OptionDef {
    return this.number("number_mm", spec);
  }

  input(spec: OptionBase & { required?: boolean }): OptionDef {
    return this.base("input", spec, spec.required ?? false);
  }

  warning(name: string, text: string): OptionDef {
    return this.base("warning", { name, text, showTitle: false }, false);
  }

  private choice(type: "select" | "imageselect" | "colors" | "fabric_choice", spec: ChoiceSpec): OptionDef {
    const option = this.base(type, spec, spec.required ?? true);
    option.show_as_select = type === "select";
    option.values = spec.values.map((v) => {
      const id = this.nextValue();
      return {
        id,
        name: v.name,
        ...(type === "imageselect" ? { image: `${OPTION_IMAGE_ROOT}/${this.confId}/options/${id}.svg` } : {}),
        ...(v.hex ? { value: v.hex } : {}),
        ...(v.code ? { colour_code: v.code } : {}),
        ...(v.label ? { label: v.label } : {}),
        ...(v.collection ? { collection: v.collection } : {}),
        ...(v.disableSwatches ? { disable_swatches: true } : {}),
        ...(v.days ? { different_delivery_time: v.days } : {}),
        ...(v.surcharge ? { surcharge: v.surcharge } : {}),
        ...(v.priceGroup ? { price_group: v.priceGroup } : {}),
        ...(v.tags && v.tags.length > 0 ? { tags: v.tags } : {}),
      };
    });
    if (spec.defaultName !== undefined) option.default_value = this.value(option, spec.defaultName);
    return option;
  }

  select(spec: ChoiceSpec): OptionDef {
    return this.choice("select", spec);
  }

  imageselect(spec: ChoiceSpec): OptionDef {
    return this.choice("imageselect", spec);
  }

  colors(spec: ChoiceSpec & { swatches?: boolean }): OptionDef {
    const option = this.choice("colors", spec);
    if (spec.swatches) option.color_swatches = true;
    return option;
  }

  /** The colours of collections as fabrics, with price groups, tags, filters and the first colour as default. */
  fabric(spec: FabricSpec): OptionDef {
    const collections = (spec.collections ?? this.product.collections).map((slug) => this.collection(slug));
    const groupOf = spec.priceGroup ?? defaultPriceGroup;
    const tagsOf = spec.tags ?? transparencyTags;
    const values: ValueSpec[] = collections.flatMap((collection) =>
      collection.colours.map((colour) => ({
        name: colour.name,
        hex: colour.hex,
        code: colour.code,
        collection: { type: collection.type, name: collection.name },
        disableSwatches: colour.disableSwatches,
        priceGroup: groupOf(colour, collection),
        tags: tagsOf(colour, collection),
        ...spec.extra?.(colour, collection),
      })),
    );
    const first = collections[0]?.colours[0];
    if (!first) throw new Error(`Geen kleuren voor product ${this.product.id}`);
    const option = this.choice("fabric_choice", { ...spec, values, required: true });
    option.default_value = option.values[0]?.id as number;
    option.color_swatches = true;
    const filters: FilterDef[] = [];
    if (collections.length > 1) {
      filters.push({
        id: "collectie",
        name: "Collectie",
        on: "collection",
        options: collections.map((c) => ({ value: c.name, label: c.name })),
      });
    }
    if (spec.tagFilter) {
      const used = new Set(values.flatMap((v) => v.tags ?? []));
      const options = spec.tagFilter.options.filter((o) => used.has(o.value));
      if (options.length >= 2) filters.push({ ...spec.tagFilter, on: "tag", options });
    }
    if (filters.length > 0) option.filters = filters;
    return option;
  }

  /** Accessories from the shop's list, by icon, with the most pieces per product. */
  products(spec: OptionBase & { items: [AccessoryIcon, number][] }): OptionDef {
    const option = this.base("products", spec, false);
    option.products = accessoryEntries(spec.items);
    return option;
  }

  /** The id of the option's value with this name (a typo fails the build, not the shop). */
  value(option: OptionDef, name: string): number {
    const found = option.values.find((v) => v.name === name);
    if (!found)
      throw new Error(`Optie '${option.name}' van product ${this.product.id} heeft geen waarde '${name}'`);
    return found.id;
  }

  /** The ids of the option's values whose names are given. */
  valueIds(option: OptionDef, names: string[]): number[] {
    return names.map((n) => this.value(option, n));
  }

  is(option: OptionDef, name: string): Condition {
    return { option: option.id, is: this.value(option, name) };
  }

  oneOf(option: OptionDef, names: string[]): Condition {
    return { option: option.id, oneOf: this.valueIds(option, names) };
  }

  above(option: OptionDef, n: number): Condition {
    return { option: option.id, above: n };
  }

  area(width: OptionDef, height: OptionDef, m2: number): Condition {
    return { area: [width.id, height.id], above: m2 };
  }

  show(option: OptionDef, ...when: Condition[]): void {
    this.rules.push({ kind: "show", option: option.id, when });
  }

  disable(option: OptionDef, names: string[], reason: string, ...when: Condition[]): void {
    this.rules.push({
      kind: "disable_values",
      option: option.id,
      values: this.valueIds(option, names),
      when,
      reason,
    });
  }

  max(option: OptionDef, max: number, reason: string, ...when: Condition[]): void {
    this.rules.push({ kind: "max", option: option.id, max, when, reason });
  }

  /** Names of the fabric option's values in these price groups. */
  fabricNames(option: OptionDef, groups: string[]): string[] {
    return option.values.filter((v) => v.price_group && groups.includes(v.price_group)).map((v) => v.name);
  }

  /**
   * The configuration: the groups, the rules so far and a price table per price group of the fabric options
   * (or one "default" table without them), spanning the width and height options' ranges.
   */
  finish(groups: GroupDef[], pricing: Pricing, warrantyFallback: number): ConfigurationDef {
    const p = this.product;
    const options = groups.flatMap((g) => g.options);
    const width = options.find((o) => o.dimension === "width");
    const height = options.find((o) => o.dimension === "height");
    if (!width || !height) throw new Error(`Product ${p.id} mist een breedte of hoogte`);
    for (const [option, size] of [
      [width, p.breedte],
      [height, p.hoogte],
    ] as const) {
      if (size < (option.min_value ?? 0) || size > (option.max_value ?? 0)) {
        throw new Error(`Catalogusmaat ${size} valt buiten '${option.name}' van product ${p.id}`);
      }
    }
    const widths = steps(p.breedte, width.max_value as number, pricing.widthStep);
    const heights = steps(p.hoogte, height.max_value as number, pricing.heightStep);
    const groupNames = [
      ...new Set(
        options
          .filter((o) => o.type === "fabric_choice")
          .flatMap((o) => o.values.map((v) => v.price_group ?? "default")),
      ),
    ].sort();
    if (groupNames.length === 0) groupNames.push("default");
    const matrices: Record<string, PriceMatrix> = {};
    for (const group of groupNames) {
      const factor = PRICE_GROUP_FACTORS[group];
      if (factor === undefined) throw new Error(`Onbekende prijsgroep ${group} bij product ${p.id}`);
      matrices[group] = priceMatrix(
        p.fromPriceCents,
        { w: p.breedte, h: p.hoogte },
        widths,
        heights,
        pricing,
        factor,
      );
    }
    const numbered = this.renumber(groups);
    return {
      conf_id: p.id,
      prod_id: p.id,
      name: p.name,
      groups: numbered.groups,
      matrices,
      rules: numbered.rules,
      discount_percent: p.discountPercent,
      delivery_days: p.productionDays.max,
      ...(p.productionDays.min === p.productionDays.max ? {} : { delivery_days_min: p.productionDays.min }),
      warranty_years: warrantyYearsOf(p, warrantyFallback),
      estimate_only: p.kind === "terrasoverkapping",
    };
  }

  /**
   * Numbers groups, options and values again in the order the wizard shows them (so the width is always
   * product.id * 100 + 1 and the height + 2), and rewrites the rules, defaults and tile URLs to match.
   * An option a rule refers to that is in no step fails here.
   */
  private renumber(groups: GroupDef[]): { groups: GroupDef[]; rules: Rule[] } {
    const pid = this.product.id;
    const options = new Map<number, OptionDef>();
    const optionIds = new Map<number, number>();
    const valueIds = new Map<number, number>();
    let optionN = 0;
    let valueN = 0;
    const renumbered = groups.map((group, g) => ({
      ...group,
      id: pid * 10 + g + 1,
      options: group.options.map((option) => {
        const id = pid * 100 + ++optionN;
        options.set(option.id, option);
        optionIds.set(option.id, id);
        const values = option.values.map((value) => {
          const valueId = pid * 10000 + ++valueN;
          valueIds.set(value.id, valueId);
          return {
            ...value,
            id: valueId,
            ...(value.image ? { image: `${OPTION_IMAGE_ROOT}/${pid}/options/${valueId}.svg` } : {}),
          };
        });
        const chosen =
          typeof option.default_value === "number" && isChoice(option) ? option.default_value : undefined;
        return {
          ...option,
          id,
          values,
          ...(chosen !== undefined ? { default_value: valueIds.get(chosen) as number } : {}),
        };
      }),
    }));
    if (groups.length > 9 || optionN > 99 || valueN > 9999)
      throw new Error(`Te veel ids voor product ${pid}`);
    const optionId = (old: number): number => {
      const id = optionIds.get(old);
      if (id === undefined)
        throw new Error(`Regel van product ${pid} verwijst naar optie ${old} buiten de stappen`);
      return id;
    };
    const valueId = (old: number | string): number | string => {
      const id = typeof old === "number" ? valueIds.get(old) : undefined;
      if (id === undefined) throw new Error(`Regel van product ${pid} verwijst naar onbekende waarde ${old}`);
      return id;
    };
    const condition = (c: Condition): Condition => {
      if ("area" in c) return { area: [optionId(c.area[0]), optionId(c.area[1])], above: c.above };
      const option = optionId(c.option);
      const choice = isChoice(options.get(c.option) as OptionDef);
      const map = (x: number | string) => (choice ? valueId(x) : x);
      if ("is" in c) return { option, is: map(c.is) };
      if ("oneOf" in c) return { option, oneOf: c.oneOf.map(map) };
      if ("notOneOf" in c) return { option, notOneOf: c.notOneOf.map(map) };
      return { option, above: c.above };
    };
    const rules = this.rules.map((rule): Rule => {
      const when = rule.when.map(condition);
      const option = optionId(rule.option);
      if (rule.kind === "show") return { kind: "show", option, when };
      if (rule.kind === "max") return { kind: "max", option, max: rule.max, when, reason: rule.reason };
      const values = rule.values.map((v) => valueId(v) as number);
      return { kind: "disable_values", option, values, when, reason: rule.reason };
    });
    return { groups: renumbered, rules };
  }
}

function isChoice(option: OptionDef): boolean {
  return (
    option.type === "select" ||
    option.type === "imageselect" ||
    option.type === "colors" ||
    option.type === "fabric_choice"
  );
}

// ---------------------------------------------------------------- options many kinds share

/** 'Ruimte of raam': a label for the packaging. */
/**
 * The row's room label ('Slaapkamer links'): asked in the wizard's overview step, shown and editable on the cart
 * row, printed on the werkbon and the label (domain/validation/room.ts). Every product has one.
 */
export function roomOption(b: ConfBuilder, name: RoomOptionName = "Ruimte of raam"): OptionDef {
  const option = b.input({
    name,
    tooltip:
      "Geef elk product een eigen naam, bijvoorbeeld 'Slaapkamer links' of 'Achterdeur'. Die naam zetten wij op de verpakking, zodat je bij het ophangen meteen ziet wat waar hoort.",
    text: `Niet verplicht, maximaal ${ROOM_MAX_LENGTH} tekens. Handig als je er meerdere tegelijk bestelt.`,
  });
  option.room = true;
  option.placeholder = ROOM_PLACEHOLDER;
  return option;
}

/**
 * The steps with the room label appended to the last one: ids follow the wizard's order (renumber), so a product
 * that gets its room label later gets it last and every id it had stays (stored carts, designs and orders hold
 * them). The wizard asks it in the overview whatever its step.
 */
export function withRoomLast(b: ConfBuilder, groups: GroupDef[], name?: RoomOptionName): GroupDef[] {
  const last = groups[groups.length - 1];
  if (!last) throw new Error(`Product ${b.product.id} heeft geen stappen`);
  return [...groups.slice(0, -1), { ...last, options: [...last.options, roomOption(b, name)] }];
}

/** 'Opmerking voor de monteur'. */
export function remarkOption(
  b: ConfBuilder,
  name = "Opmerking voor de monteur",
  tooltip = "Alleen van belang als je ons laat monteren. Noem bijvoorbeeld een lastig bereikbaar raam, een tegelwand of waar de monteur kan parkeren.",
): OptionDef {
  return b.input({ name, tooltip, text: "Niet verplicht." });
}

/** Links or rechts, seen from inside, default rechts. */
export function sideOption(b: ConfBuilder, name: string, tooltip: string): OptionDef {
  return b.select({
    name,
    tooltip,
    width: "half",
    values: [{ name: "Links" }, { name: "Rechts" }],
    defaultName: "Rechts",
  });
}

/** Montage in de dag, op de dag and optionally tegen het plafond, default in de dag. */
export function mountOption(
  b: ConfBuilder,
  noun: string,
  ceiling: boolean,
  banner?: OptionDef["banner"],
): OptionDef {
  return b.imageselect({
    name: "Montage",
    tooltip: `In de dag hangt ${noun} binnen het kozijn, strak tegen het glas. Op de dag hangt ${noun} op het kozijn of de muur en valt over de raamopening heen, zodat er langs de randen minder licht binnenkomt.${ceiling ? " Tegen het plafond kies je als het raam tot aan het plafond doorloopt." : ""}`,
    values: [
      { name: "In de dag" },
      { name: "Op de dag" },
      ...(ceiling ? [{ name: "Tegen het plafond" }] : []),
    ],
    defaultName: "In de dag",
    banner,
  });
}

/** 'Diepte dagkant' in mm, shown only for montage in de dag. */
export function revealDepthOption(b: ConfBuilder, mount: OptionDef, needed: number): OptionDef {
  const option = b.numberMm({
    name: "Diepte dagkant",
    min: 10,
    max: 500,
    width: "half",
    tooltip: `Meet van de voorkant van het kozijn tot aan het glas of de raamlijst. Voor montage in de dag is minimaal ${needed} mm nodig. Is de dagkant minder diep, kies dan montage op de dag.`,
    text: "Niet verplicht. Met deze maat controleren wij of alles past.",
  });
  b.show(option, b.is(mount, "In de dag"));
  return option;
}

/** The accessories for a motor: handzender, wandschakelaar, hub and what the kind needs more. */
export function remoteProducts(b: ConfBuilder, extra: [AccessoryIcon, number][] = []): OptionDef {
  return b.products({
    name: "Bediening op afstand",
    text: "Bedien meerdere producten met één handzender of schakelaar, of via de app met de smart home hub.",
    items: [["afstandsbediening", 5], ["wandschakelaar", 5], ["smart-hub", 1], ...extra],
  });
}

/** Supports and cleaning: the accessories of products without a motor. */
export function careProducts(b: ConfBuilder, supports: number): OptionDef {
  return b.products({
    name: "Accessoires",
    text: "Handig om erbij te bestellen.",
    items:
      supports > 0
        ? [
            ["extra-steun", supports],
            ["reinigingsset", 2],
          ]
        : [["reinigingsset", 2]],
  });
}

/** Accessory icons, for kind files. */
export type { AccessoryIcon };
