// The configurator calls' payloads and answers (spec section 7), shared by the server routes and the browser.

import type {
  ConfPrice,
  ConfValues,
  FilterDef,
  OptionDef,
  OptionValueDef,
  PriceHint,
  PriceLine,
  ProductOptionEntry,
} from "./types.ts";

/** Preview mode: 'combine' while configuring, otherwise 'standard'. */
export type PreviewMode = "combine" | "standard";

/** POST configurator/update */
export interface UpdateRequest {
  values: ConfValues;
  /** option id → filter value; null becomes empty text. */
  filter_values: Record<string, string | null>;
  conf_id: number;
  prod_id: number;
  preview: PreviewMode;
  /** A saved configuration to load (cart row edit), or false. */
  edit_key: string | false;
}

/** POST configurator/calc-price, get-preview and summary */
export interface ValuesRequest {
  conf_id: number;
  prod_id: number;
  values: ConfValues;
}

/** A value as the wizard shows it: no internal price data, with its surcharge as a label and why it is disabled. */
export interface ValueView
  extends Omit<OptionValueDef, "surcharge" | "price_group" | "tags" | "unavailable"> {
  option_id: number;
  /** e.g. "+ € 12,50" or "+ 10%"; absent when the value costs nothing extra. */
  price_label?: string;
  /** Set when a rule disables the value: the Dutch reason. */
  disabled?: string;
  tags?: string[];
}

export interface OptionView extends Omit<OptionDef, "values" | "products" | "filters"> {
  group_id: number;
  product_options_id: number | null;
  values: ValueView[];
  filters: FilterDef[];
  products: ProductOptionEntry[];
  /** The effective range after rules (e.g. a fabric that limits the width). */
  min_value?: number;
  max_value?: number;
  /** Why the maximum is lower than usual, when a rule lowered it. */
  max_reason?: string;
  show_tooltip: boolean;
  show_text: boolean;
  show_banner: boolean;
  banner_url?: string;
  banner_mobile?: string;
  banner_desktop?: string;
}

export interface GroupView {
  id: number;
  name: string;
  text?: string;
  options: OptionView[];
}

/** The layered preview: a base picture of the window and the layers drawn over it, in a stable order. */
export interface Preview {
  base: string;
  /** Identifies this composition (changes when any layer changes). */
  id: string;
  layers: string[];
  /** True when the picture comes from outside the layer set (e.g. a whole-scene drawing). */
  external: boolean;
  /** The fabric sku the preview shows. */
  fabric_sku?: string;
}

/** What the 3D preview builds the product from. */
export interface Conf3D {
  kind: string;
  width_cm: number;
  height_cm: number;
  hex: string;
  texture: string;
  /** Cassette or open roll. */
  cassette: boolean;
  control_side: "links" | "rechts";
}

export interface ConfigReset {
  option_id: number;
  name: string;
  reason: string;
}

/** The whole configurator object that update answers. */
export interface ConfiguratorResponse extends Partial<ConfPrice> {
  conf_id: number;
  prod_id: number;
  edit_key: string | false;
  product_name: string;
  conf_values: ConfValues;
  conf_filters: Record<string, string>;
  conf_groups: GroupView[];
  conf3D: Conf3D | null;
  /** When true the browser fetches the price and then the preview with their own calls. */
  seperate_calls: boolean;
  conf_preview: Preview | null;
  /** option id → Dutch message, for values that are missing or out of range. */
  errors: Record<string, string>;
  /** Values the server cleared because a rule no longer allows them, with the reason. */
  resets: ConfigReset[];
  /** e.g. "8 werkdagen" */
  delivery_time: string;
  /** e.g. "5 jaar garantie" */
  warranty: string;
  thumbnail: string;
  estimate_only: boolean;
  /** With a price: its lines (the last is the total) and the hints for a size just above a price step. */
  lines?: PriceLine[];
  hints?: PriceHint[];
}

/** calc-price answers the prices (absent when the values are not complete and valid) with the errors. */
export interface PriceResponse extends Partial<ConfPrice> {
  delivery_time: string;
  errors: Record<string, string>;
  /** The price's lines: every line but the last (the total) adds up to it. */
  lines?: PriceLine[];
  /** A width or height just above a price step: how much less that much smaller costs. */
  hints?: PriceHint[];
}

/** delivery-date answers the production time and the expected delivery of an order placed now. */
export interface DeliveryDateResponse {
  /** e.g. "8 werkdagen" */
  delivery_time: string;
  /** e.g. "Verwacht in huis: maandag 7 december" */
  expected_delivery: string;
  from: string;
  to: string;
}

export interface SummaryLine {
  option_id: number;
  name: string;
  value: string;
  /** Internal detail the customer does not need to see (e.g. a production code). */
  crm_only: boolean;
}
