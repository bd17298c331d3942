// The configurator's roll check over the seed catalogue: a size no roll of the colour can make is refused at the
// width field with the widest size that can be made; the same size in a colour on a wider roll, or a width just
// within, passes.
import { describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { configurationIndex } from "../../domain/configurator/compiled.ts";
import { evaluate } from "../../domain/configurator/rules.ts";
import { rollRefusal } from "./roll-limit.ts";

function rolgordijn(productId: number) {
  const product = catalogue.products.find((p) => p.id === productId);
  if (!product) throw new Error(`no product ${productId}`);
  const def = configurationFor(product, catalogue);
  const index = configurationIndex(def);
  const fabric = index.options.find((o) => o.type === "fabric_choice" || o.type === "colors");
  if (!index.width || !index.height || !fabric) throw new Error("no size or fabric");
  const colour = (code: string) => {
    const value = fabric.values.find((v) => v.colour_code === code);
    if (!value) throw new Error(`no colour ${code}`);
    return value.id;
  };
  const [widthId, heightId] = [index.width.id, index.height.id];
  const check = (width: number, code: string) =>
    rollRefusal(
      def,
      product.kind,
      evaluate(def, { [widthId]: width, [heightId]: 150, [fabric.id]: colour(code) }),
    );
  return { check, widthId: index.width.id };
}

describe("rollRefusal", () => {
  it("refuses a linen roller blind wider than its 250 cm roll can make, naming the widest that can", () => {
    const { check, widthId } = rolgordijn(1002);
    expect(check(280, "LL-201")).toEqual({
      optionId: widthId,
      reason:
        "Deze kleur is bij deze keuzes tot 254 cm breed te maken: de stofrol is 2500 mm breed. Kies een andere kleur of een kleinere breedte.",
    });
    expect(check(254, "LL-201")).toBeNull();
    expect(check(255, "LL-201")).not.toBeNull();
  });

  it("lets the same width through in a colour whose roll is wide enough", () => {
    const { check } = rolgordijn(1001);
    expect(check(280, "VB-101")).toBeNull();
  });

  it("waits for a valid width and height", () => {
    const product = catalogue.products.find((p) => p.id === 1002);
    if (!product) throw new Error("no product");
    const def = configurationFor(product, catalogue);
    expect(rollRefusal(def, product.kind, evaluate(def, {}))).toBeNull();
  });
});
