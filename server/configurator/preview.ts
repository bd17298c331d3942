// Derives what the preview and the 3D view show from a configuration's chosen values, and builds the layer URLs.
import { createHash } from "node:crypto";
import type { ProductDetail } from "../../domain/catalog.ts";
import type { Conf3D, Preview } from "../../domain/configurator/api.ts";
import type {
  ConfigurationDef,
  ConfValues,
  OptionDef,
  OptionValueDef,
} from "../../domain/configurator/types.ts";

export const previewLayers = ["fabric", "system", "control", "mount"] as const;

export interface PreviewChoice {
  colourCode: string | null;
  hex: string;
  frameHex: string | null;
  cassette: boolean;
  side: "links" | "rechts";
  mount: "in" | "op";
  operation: "ketting" | "koord" | "motor" | "veer" | "stang" | "slinger" | "geen";
  widthCm: number | null;
  heightCm: number | null;
}

const operations = ["ketting", "koord", "motor", "veer", "stang", "slinger"] as const;

function chosen(option: OptionDef, values: ConfValues): OptionValueDef | undefined {
  const v = values[String(option.id)];
  return typeof v === "number" ? option.values.find((x) => x.id === v) : undefined;
}

/**
 * Reads the preview's parameters from the options by their role: the fabric or first colour option gives
 * the colour, a second colour option the frame, and options named for cassette, side, mounting and operation
 * (Dutch names, as the shop names them) the rest. Anything not configured keeps the product's default look.
 */
export function previewChoice(
  def: ConfigurationDef,
  product: ProductDetail,
  values: ConfValues,
): PreviewChoice {
  const options = def.groups.flatMap((g) => g.options);
  const colourOptions = options.filter((o) => o.type === "fabric_choice" || o.type === "colors");
  const fabric = options.find((o) => o.type === "fabric_choice") ?? colourOptions[0];
  const fabricValue = fabric ? chosen(fabric, values) : undefined;
  const frame = colourOptions.find((o) => o !== fabric);
  const frameValue = frame ? chosen(frame, values) : undefined;
  const named = (pattern: RegExp) => options.filter((o) => pattern.test(o.name.toLowerCase()));
  const valueName = (pattern: RegExp) =>
    named(pattern)
      .map((o) => chosen(o, values)?.name.toLowerCase())
      .find((n) => n !== undefined);

  const cassetteName = valueName(/cassette|kap|kast/);
  const sideName = valueName(/zijde/);
  const mountName = valueName(/montage/);
  const operationName = valueName(/bediening/);
  const number = (dimension: "width" | "height") => {
    const option = options.find((o) => o.dimension === dimension);
    const v = option ? values[String(option.id)] : undefined;
    if (typeof v !== "number") return null;
    return option?.type === "number_mm" ? v / 10 : v;
  };
  const defaultVariant = product.variants[0];
  return {
    colourCode: fabricValue?.colour_code?.toLowerCase() ?? defaultVariant?.code ?? null,
    hex: fabricValue?.value ?? defaultVariant?.hex ?? "#e9e4da",
    frameHex: frameValue?.value ?? null,
    cassette: cassetteName
      ? !/zonder|open|geen|nee/.test(cassetteName)
      : product.kind === "screen" || product.kind === "rolluik",
    side: sideName?.includes("links") ? "links" : "rechts",
    mount: mountName?.includes("op de dag") ? "op" : "in",
    operation: operations.find((o) => operationName?.includes(o)) ?? (operationName ? "geen" : "ketting"),
    widthCm: number("width"),
    heightCm: number("height"),
  };
}

function layerQuery(choice: PreviewChoice): string {
  const params = new URLSearchParams({
    kleur: choice.colourCode ?? "",
    hex: choice.hex.replace("#", ""),
    kader: (choice.frameHex ?? "").replace("#", ""),
    cassette: choice.cassette ? "1" : "0",
    zijde: choice.side,
    montage: choice.mount,
    bediening: choice.operation,
  });
  return params.toString();
}

export function composePreview(confId: number, choice: PreviewChoice): Preview {
  const root = `/conf_images/new_product_options/${confId}/preview`;
  const query = layerQuery(choice);
  const layers = previewLayers.map((layer) => `${root}/${layer}.svg?${query}`);
  return {
    base: `${root}/base.svg`,
    id: createHash("sha1").update(query).digest("hex").slice(0, 12),
    layers,
    external: false,
    ...(choice.colourCode ? { fabric_sku: choice.colourCode.toUpperCase() } : {}),
  };
}

export function conf3D(product: ProductDetail, choice: PreviewChoice, texture: string): Conf3D {
  return {
    kind: product.kind,
    width_cm: choice.widthCm ?? product.breedte,
    height_cm: choice.heightCm ?? product.hoogte,
    hex: choice.hex,
    texture,
    cassette: choice.cassette,
    control_side: choice.side,
  };
}
