// The configurator's model: a configuration (conf_id) of option groups, options, values, price tables and rules,
// all declared as data. Shared by the pricing engine, the server's API and the browser's wizard.
// Money is integer cents including 21% VAT. Number options are in cm (number_cm) or mm (number_mm).

export const optionTypes = [
  "number_cm",
  "number_mm",
  "input",
  "select",
  "warning",
  "imageselect",
  "products",
  "colors",
  "fabric_choice",
] as const;
export type OptionType = (typeof optionTypes)[number];

/** How a chosen value changes the price. */
export type Surcharge =
  | { kind: "fixed"; cents: number }
  /** Per metre of width, pro rata (width 125 cm with 1000 cents per metre adds 1250 cents). */
  | { kind: "per_metre_width"; cents: number }
  /** Per square metre of width x height, with an optional minimum area. */
  | { kind: "per_m2"; cents: number; minimum_m2?: number }
  /** A percentage of the price table's price for the chosen size. */
  | { kind: "percentage"; percent: number };

export interface ValueLabel {
  text: string;
  color: { background_color: string; color: string };
}

export interface OptionValueDef {
  id: number;
  name: string;
  /** Image for imageselect tiles and preview layers (a URL under /conf_images/...). */
  image?: string;
  overwrite_image_url?: string;
  /** Colour values: the hex colour code. */
  value?: string;
  /** Colour values: the catalogue colour code, e.g. "VB-101" (swatch requests and preview). */
  colour_code?: string;
  label?: ValueLabel;
  /** Colour values: their collection. */
  collection?: { type: string; name: string };
  disable_swatches?: boolean;
  /** Extra working days of delivery time when this value is chosen. */
  different_delivery_time?: number;
  thumbnail?: string;
  surcharge?: Surcharge;
  /** fabric_choice values: which price table applies (e.g. "A", "B"). */
  price_group?: string;
  /** Tags a filter can select on, e.g. "verduisterend", "lichtdoorlatend". */
  tags?: string[];
  /**
   * Retired by the owner (back office, catalogue): no longer offered, but kept so carts, saved designs and orders
   * that hold its id still name it. The in-memory catalogue leaves it out of the configurator.
   */
  retired?: boolean;
  /**
   * Colour values whose colour is not available now (issue 25), set when the catalogue loads from the colours
   * table (domain/configurator/availability.ts); the engine disables such a value with `reason` and the
   * wizard leaves an 'uit_collectie' one out.
   */
  unavailable?: UnavailableMark;
}

/** Why a colour value cannot be chosen now, and what the shop offers instead. */
export interface UnavailableMark {
  availability: "tijdelijk_uitverkocht" | "uit_collectie";
  /** The disabled value's reason: 'Tijdelijk uitverkocht, weer leverbaar vanaf 12 januari 2027', 'Uit de collectie'. */
  reason: string;
  /** The notice of a cart row or design that holds it: 'De kleur Zand is uit de collectie.' */
  message: string;
  /** The option's available value that looks most like it (same price group first), when there is one. */
  nearest?: number;
}

/** A filter above a colour list: by collection name or by tag. */
export interface FilterDef {
  id: string;
  name: string;
  /** What a filter option matches: a value's collection name, or one of its tags. */
  on: "collection" | "tag";
  options: { value: string; label: string }[];
}

/** An accessory of a 'products' option: a catalogue product with its own price. */
export interface ProductOptionEntry {
  product: {
    conf_id: number | null;
    entity_id: number;
    name: string;
    description: string;
    thumbnail: string;
    /** Price per piece, cents incl. VAT. */
    price: number;
    url: { url_path: string };
  };
  /** Most pieces of this accessory per configured product. */
  max_amount: number;
}

export interface OptionDef {
  id: number;
  name: string;
  type: OptionType;
  required: boolean;
  /** Number options: the range in the option's unit (cm or mm). */
  min_value?: number;
  max_value?: number;
  /** Number options: which dimension of the price table this is. */
  dimension?: "width" | "height";
  values: OptionValueDef[];
  /** The value id (or number) chosen when nothing is chosen yet. */
  default_value?: number | string;
  tag_options?: string[];
  filters?: FilterDef[];
  tooltip?: string;
  /** Explanation under the option title; for 'warning' options the warning itself. */
  text?: string;
  show_title: boolean;
  show_as_select: boolean;
  /** Layout width of the control: full or half row. */
  width?: "full" | "half";
  /** Colour options: show a 'Kleurstaal aanvragen' link per colour. */
  color_swatches?: boolean;
  /** 'products' options: the accessories offered. */
  products?: ProductOptionEntry[];
  banner?: { url: string; mobile: string; desktop: string };
  /**
   * 'input' options: the row's room label ('Slaapkamer links'). The wizard asks it in the overview step, the
   * cart shows and edits it apart from the other options, and it follows the room label's rule
   * (domain/validation/room.ts: at most 40 characters, no control characters).
   */
  room?: boolean;
  /** 'input' options: the example shown in the empty field. */
  placeholder?: string;
  /**
   * Values the owner retired (`OptionValueDef.retired`), set by the in-memory catalogue, which leaves them out of
   * `values`: a cart row or saved design that still holds one is reset to a live value with a Dutch reason.
   */
  retired_values?: { id: number; name: string }[];
}

export interface GroupDef {
  id: number;
  name: string;
  text?: string;
  options: OptionDef[];
}

/**
 * Prices by size: `cents[h][w]` is the price for widths up to `widths[w]` cm and heights up to `heights[h]` cm.
 * A size between steps is priced at the next step up.
 */
export interface PriceMatrix {
  widths: number[];
  heights: number[];
  cents: number[][];
}

/** A test on the chosen values; a rule applies when all of its conditions hold. */
export type Condition =
  | { option: number; is: number | string }
  | { option: number; oneOf: (number | string)[] }
  | { option: number; notOneOf: (number | string)[] }
  /** Numeric option value strictly above `above` (in the option's unit). */
  | { option: number; above: number }
  /** Width x height in square metres strictly above `above` (the two options' values multiplied). */
  | { area: [number, number]; above: number };

export type Rule =
  /** The option is shown only while the conditions hold; otherwise it is hidden and its value cleared. */
  | { kind: "show"; option: number; when: Condition[] }
  /** While the conditions hold these values of the option are disabled, with the reason. */
  | { kind: "disable_values"; option: number; values: number[]; when: Condition[]; reason: string }
  /** While the conditions hold, the number option's maximum is lowered to `max`, with the reason. */
  | { kind: "max"; option: number; max: number; when: Condition[]; reason: string };

export interface ConfigurationDef {
  conf_id: number;
  prod_id: number;
  name: string;
  groups: GroupDef[];
  /** Price tables by price group; "default" when the product has one. */
  matrices: Record<string, PriceMatrix>;
  rules: Rule[];
  /** Product discount in percent (the card's label). */
  discount_percent: number;
  /** Working days of production before value-dependent extras: the longest (domain/delivery). */
  delivery_days: number;
  /** The shortest, where the production time is a range; absent when it is one number. */
  delivery_days_min?: number;
  warranty_years: number;
  /** A quote request instead of add to cart (`estimate_only` as stored and as configurator/update answers it). */
  estimate_only: boolean;
}

/** A configuration as stored and edited: everything but its price tables, which have their own rows. */
export type ConfigurationDocument = Omit<ConfigurationDef, "matrices">;

/** A chosen value: a value id (select, imageselect, colors, fabric_choice), a number, text, or accessory rows. */
export type ConfValue = number | string | ProductRow[] | null;
export interface ProductRow {
  entity_id: number;
  amount: number;
}

/** option id → chosen value, as the browser sends it (`values`) and the server answers it (`conf_values`). */
export type ConfValues = Record<string, ConfValue>;

/**
 * The prices the configurator shows (spec: price, discount_price, conf_price, price_advice), cents incl. VAT.
 * The product discount applies to the configured product, not to its accessories.
 */
export interface ConfPrice {
  /** What the visitor pays: price_advice minus discount_price. */
  price: number;
  /** The discount amount: the product discount on conf_price (0 without a discount). */
  discount_price: number;
  /** The configured product alone: table price for the size plus the chosen values' surcharges. */
  conf_price: number;
  /** The list price before discount: conf_price plus accessories; shown struck through when discounted. */
  price_advice: number;
}

export type PriceLineKind = "base" | "option" | "accessory" | "discount" | "total";

/** One line of the price: every line but the total adds up to the total (cents incl. VAT, negative for a discount). */
export interface PriceLine {
  kind: PriceLineKind;
  /** Dutch, e.g. 'Basisprijs 120 × 180 cm (staffel t/m 125 × 200 cm)', 'Bediening: Motor', 'Totaal'. */
  label: string;
  cents: number;
}

/** A size just above a price step: that much smaller costs less, with every other choice the same. */
export interface PriceHint {
  option_id: number;
  dimension: "width" | "height";
  /** How much smaller, in cm. */
  cm: number;
  /** The option's value at the step (in the option's own unit). */
  value: number;
  /** How much less it costs, in cents. */
  saving: number;
  /** e.g. '1 cm smaller: € 12,- minder' (width) or '2 cm lager: € 8,50 minder' (height). */
  text: string;
}
