// The product page's render inputs: how far the rating stars are filled, and the page data made once per product
// of a catalogue snapshot with only what the page reads.
import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../domain/catalog";
import { productPageOf } from "./product-page.server";
import { filledWidth } from "./Stars";

describe("filledWidth", () => {
  it("fills whole stars with their 1px gaps and half a star for a broken average, rounded up", () => {
    expect(filledWidth(4, 18)).toBe(4 * 19);
    expect(filledWidth(4.6, 18)).toBe(4 * 19 + 9);
    expect(filledWidth(4.1, 16)).toBe(4 * 17 + 8);
    expect(filledWidth(5, 16)).toBe(5 * 17);
    expect(filledWidth(0, 22)).toBe(0);
  });
});

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    entity_id: 7,
    name: "Overgordijn velvet",
    url_path: "overgordijn-velvet",
    thumbnail: "/media/product/velvet/0.svg",
    thumbnail_zoom: "/media/product/velvet/0-zoom.svg",
    category: "Gordijnen",
    price: 7995,
    discount_price: 6796,
    discount: 15,
    conf_id: 12,
    variants: [
      {
        id: 1,
        variant_color: "Smaragd",
        code: "vv-1301",
        hex: "#0b6e4f",
        url: "kleur=vv-1301",
        thumbnail: "/t.svg",
        thumbnail_zoom: "/tz.svg",
      },
    ],
    extra_colors: 2,
    discount_label_actief: true,
    discount_label_tekst: "15% korting",
    discount_label_tekst_be: "Actie: -15%",
    discount_label_background_color: "#c0392b",
    discount_label_color: "#ffffff",
    conf_label_actief: false,
    conf_text: null,
    conf_background_color: null,
    conf_color: null,
    total_reviews: 1,
    stars_average: 4.5,
    breedte: 100,
    hoogte: 150,
    hoogte_type: "hoogte",
    category_usps: ["Gratis kleurstalen"],
    usps: ["Zacht velvet met een diepe glans"],
    montage_kosten_fullservice: 2495,
    levertijd: "2 tot 3 weken",
    sku: "GD-VELVET",
    kind: "gordijn",
    category_slug: "gordijnen",
    short_description: "Velvet op maat.",
    seo_title: null,
    seo_description: null,
    description: ["Zacht en zwaar."],
    specs: [{ label: "Stof", value: "Velvet" }],
    images: [{ name: "Velvet", path: "/velvet/0.svg", video: false }],
    photos: [],
    gallery: [],
    reviews: [
      { author: "Romy", city: "Amsterdam", rating: 5, title: "Wauw", body: "Mooi.", date: "2025-01-28" },
    ],
    collections: [{ slug: "velvet", name: "Velvet", type: "stof", tag_group: "", colours: [] }],
    estimate_only: false,
    ...overrides,
  };
}

describe("productPageOf", () => {
  it("leaves out what the page does not show: colour collections, card labels and thumbnails", () => {
    const page = productPageOf(product());
    expect(page).not.toHaveProperty("collections");
    expect(page).not.toHaveProperty("discount_label_tekst");
    expect(page).not.toHaveProperty("thumbnail");
    expect(page.variants).toEqual([
      { id: 1, variant_color: "Smaragd", code: "vv-1301", hex: "#0b6e4f", url: "kleur=vv-1301" },
    ]);
    expect(page).toMatchObject({ name: "Overgordijn velvet", sku: "GD-VELVET", levertijd: "2 tot 3 weken" });
  });

  it("answers the same page for the same product, and a new snapshot's product gets its own", () => {
    const before = product();
    expect(productPageOf(before)).toBe(productPageOf(before));
    const reloaded = product({ name: "Overgordijn velours" });
    expect(productPageOf(reloaded).name).toBe("Overgordijn velours");
  });
});
