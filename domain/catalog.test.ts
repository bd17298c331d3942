// Star rule, discount label per locale and image path conventions.
import { describe, expect, it } from "vitest";
import {
  discountLabelText,
  imageInColour,
  type ProductCard,
  productImagePath,
  starStates,
  variantQuery,
} from "./catalog.ts";

describe("starStates", () => {
  it("rounds up with a half star when the average is not whole", () => {
    expect(starStates(4)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starStates(4.2)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starStates(3.5)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starStates(5)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starStates(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  });

  it("keeps out-of-range averages within five stars", () => {
    expect(starStates(7)).toHaveLength(5);
    expect(starStates(-1)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  });
});

describe("discountLabelText", () => {
  const card = {
    discount_label_actief: true,
    discount_label_tekst: "15% korting",
    discount_label_tekst_be: "Actie: -15%",
  } as ProductCard;

  it("shows the _be text in the Belgian store and the plain text in the Dutch one", () => {
    expect(discountLabelText(card, "nl")).toBe("15% korting");
    expect(discountLabelText(card, "be")).toBe("Actie: -15%");
  });

  it("falls back to the Dutch text when there is no Belgian one, and shows nothing when inactive", () => {
    expect(discountLabelText({ ...card, discount_label_tekst_be: null }, "be")).toBe("15% korting");
    expect(discountLabelText({ ...card, discount_label_actief: false }, "nl")).toBeNull();
  });
});

describe("image paths", () => {
  it("names a product image by view and colour, and swaps the colour", () => {
    const path = productImagePath("rolgordijn-verduisterend", 2, "VB-101");
    expect(path).toBe("/rolgordijn-verduisterend/2-vb-101.svg");
    expect(imageInColour(path, "LD-204")).toBe("/rolgordijn-verduisterend/2-ld-204.svg");
  });

  it("builds the variant query string", () => {
    expect(variantQuery("VB-101")).toBe("kleur=vb-101");
  });
});
