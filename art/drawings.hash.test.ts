// Proves the drawings byte-identical across refactors: a fixed, broad sample of every image the media routes
// serve is drawn and hashed per group, and compared with the hashes recorded from the code before the change.
// Set RECORD_DRAWING_HASHES=1 to rewrite the fixture (only when a drawing is meant to change).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogue } from "../catalog/catalogue.ts";
import type { AccessoryIcon } from "../catalog/configurations/accessories.ts";
import { configurationFor } from "../catalog/configurations/configurations.ts";
import type { SeedColour } from "../catalog/types.ts";
import { productKinds } from "../domain/products.ts";
import { rooms } from "./draw/sfeer.ts";
import {
  drawAccessory,
  drawCategory,
  drawOptionImage,
  drawPreviewBase,
  drawPreviewLayer,
  drawProduct,
  drawSfeer,
  drawSwatch,
  type PreviewParams,
  previewLayerNames,
} from "./drawings.ts";
import { drawLogo } from "./logo.ts";
import { operations } from "./preview/context.ts";

type Texture = SeedColour["texture"];

const FIXTURE = new URL("./fixtures/drawings.hashes.json", import.meta.url);

const textures: Texture[] = ["plain", "linen", "structure", "wood", "metal", "mesh"];
const hexes = ["#2f3e46", "#e9dcc9", "#b5473a"];
// Every room the scenes know, and one they do not (drawn as the living room).
const sampleRooms = [...rooms, "onbekend"];
const accessoryIcons: AccessoryIcon[] = [
  "afstandsbediening",
  "wandschakelaar",
  "smart-hub",
  "zonnesensor",
  "windsensor",
  "extra-steun",
  "reinigingsset",
  "oplaadkabel",
];

/** Every drawing of the sample, by group (what is drawn, and for which kind) and a key naming its arguments. */
function sample(): Map<string, [string, () => string][]> {
  const groups = new Map<string, [string, () => string][]>();
  const add = (group: string, key: string, draw: () => string) => {
    const list = groups.get(group) ?? [];
    list.push([key, draw]);
    groups.set(group, list);
  };

  add("logo", "logo", drawLogo);
  for (const collection of catalogue.collections) {
    for (const colour of collection.colours) {
      add("swatch", colour.code, () => drawSwatch(colour.hex, colour.texture));
    }
  }
  add("swatch", "odd", () => drawSwatch("ABC", "plain"));
  for (const icon of accessoryIcons) add("accessory", icon, () => drawAccessory(icon));

  for (const kind of productKinds) {
    for (let view = 0; view < 6; view++) {
      for (const texture of textures) {
        for (const hex of hexes) {
          add(`product/${kind}`, `${view}|${texture}|${hex}`, () => drawProduct(kind, hex, texture, view));
        }
      }
    }
    for (const room of sampleRooms) {
      textures.forEach((texture, i) => {
        const hex = hexes[i % hexes.length] ?? "#000000";
        add(`sfeer/${kind}`, `${room}|${texture}|${hex}`, () => drawSfeer(kind, hex, texture, room));
      });
    }
    for (const hex of hexes) add(`category/${kind}`, hex, () => drawCategory(kind, hex));
    add(`preview-base/${kind}`, "base", () => drawPreviewBase(kind));
    let n = 0;
    for (const layer of previewLayerNames) {
      for (const side of ["links", "rechts"] as const) {
        for (const mount of ["in", "op"] as const) {
          for (const cassette of [true, false]) {
            for (const operation of operations) {
              // The colour, texture and frame vary with the combination, so each appears with every layer.
              n++;
              const params: PreviewParams = {
                kind,
                hex: hexes[n % hexes.length] ?? "#000000",
                texture: textures[n % textures.length] ?? "plain",
                ...(n % 3 === 0 ? { frameHex: "#2f3337" } : {}),
                cassette,
                side,
                mount,
                operation,
              };
              add(`preview-layer/${kind}`, JSON.stringify({ layer, ...params }), () =>
                drawPreviewLayer(layer, params),
              );
            }
          }
        }
      }
    }
  }

  // Every catalogue product in its card colours, as the product pages and their galleries ask for them.
  const colourByCode = new Map(catalogue.collections.flatMap((c) => c.colours).map((c) => [c.code, c]));
  for (const product of catalogue.products) {
    for (const code of product.variantColours) {
      const colour = colourByCode.get(code);
      if (!colour) continue;
      for (let view = 0; view < product.imageCount; view++) {
        add(`catalogue-product/${product.kind}`, `${product.urlPath}|${code}|${view}`, () =>
          drawProduct(product.kind, colour.hex, colour.texture, view),
        );
      }
      for (const room of product.sfeer) {
        add(`catalogue-sfeer/${product.kind}`, `${product.urlPath}|${code}|${room}`, () =>
          drawSfeer(product.kind, colour.hex, colour.texture, room),
        );
      }
    }
  }
  // Odd arguments the drawings normalise: views out of range, short, upper-case and invalid colours.
  for (const kind of productKinds) {
    for (const [view, hex] of [
      [-1, "ABC"],
      [9, "#AABBCC"],
      [2.7, "not a colour"],
    ] as const) {
      add(`odd/${kind}`, `${view}|${hex}`, () => drawProduct(kind, hex, "plain", view));
    }
    add(`odd/${kind}`, "sfeer", () => drawSfeer(kind, "#FFF", "linen", "WOONKAMER"));
  }

  // Every option value of every catalogue configuration, as the option tiles route draws it.
  for (const product of catalogue.products) {
    const def = configurationFor(product, catalogue);
    for (const option of def.groups.flatMap((g) => g.options)) {
      for (const value of option.values) {
        add(`option/${product.kind}`, `${product.urlPath}|${option.name}|${value.name}|${value.value}`, () =>
          drawOptionImage(product.kind, option.name, value.name, value.value),
        );
      }
    }
  }
  return groups;
}

interface GroupHash {
  count: number;
  sha256: string;
}

function hashGroups(): Record<string, GroupHash> {
  const result: Record<string, GroupHash> = {};
  for (const [group, drawings] of sample()) {
    const hash = createHash("sha256");
    for (const [key, draw] of drawings) {
      const svg = createHash("sha256").update(draw()).digest("hex");
      hash.update(`${key}\n${svg}\n`);
    }
    result[group] = { count: drawings.length, sha256: hash.digest("hex") };
  }
  return result;
}

describe("drawings", () => {
  it("are byte-identical to the recorded sample", () => {
    const actual = hashGroups();
    if (process.env.RECORD_DRAWING_HASHES) {
      writeFileSync(FIXTURE, `${JSON.stringify(actual, null, 1)}\n`);
    }
    const recorded = JSON.parse(readFileSync(FIXTURE, "utf8")) as Record<string, GroupHash>;
    const total = Object.values(actual).reduce((sum, g) => sum + g.count, 0);
    expect(total).toBeGreaterThan(7000);
    expect(actual).toEqual(recorded);
  });
});
