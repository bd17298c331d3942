import { describe, expect, it } from "vitest";
import type { SeedColour } from "../catalog/types.ts";
import { productKinds } from "../domain/products.ts";
import { shades } from "./draw/color.ts";
import { rooms } from "./draw/sfeer.ts";
import { drawCategory, drawProduct, drawSfeer, drawSwatch } from "./drawings.ts";
import { drawLogo } from "./logo.ts";
import { checkSvg, ids } from "./svg-checks.ts";

type Texture = SeedColour["texture"];

const textures: Texture[] = ["plain", "linen", "structure", "wood", "metal", "mesh"];

const colours: [string, Texture][] = [
  ["#2f3e46", "plain"],
  ["#e9dcc9", "linen"],
  ["#6b8f71", "structure"],
  ["#8b5a2b", "wood"],
];

function hasColour(svg: string, hex: string): boolean {
  const tones = shades(hex);
  return [tones.base, tones.light1, tones.light2, tones.dark1, tones.dark2].some((colour) =>
    svg.includes(colour),
  );
}

describe("drawProduct", () => {
  for (const kind of productKinds) {
    describe(kind, () => {
      for (let view = 0; view < 6; view++) {
        it(`view ${view} is a well-formed 720x620 drawing in the colour`, () => {
          for (const [hex, texture] of colours) {
            const svg = drawProduct(kind, hex, texture, view);
            checkSvg(svg, "0 0 720 620");
            expect(hasColour(svg, hex)).toBe(true);
            expect(svg.length).toBeLessThan(48_000);
          }
        });
      }

      it("is deterministic", () => {
        for (let view = 0; view < 6; view++) {
          expect(drawProduct(kind, "#6b8f71", "linen", view)).toBe(
            drawProduct(kind, "#6b8f71", "linen", view),
          );
        }
      });

      it("uses different ids for different arguments", () => {
        const a = new Set(ids(drawProduct(kind, "#2f3e46", "plain", 0)));
        const others = [
          drawProduct(kind, "#e9dcc9", "plain", 0),
          drawProduct(kind, "#2f3e46", "wood", 0),
          drawProduct(kind, "#2f3e46", "plain", 1),
        ];
        for (const other of others) {
          for (const id of ids(other)) expect(a.has(id)).toBe(false);
        }
      });

      it("handles every texture", () => {
        for (const texture of textures) checkSvg(drawProduct(kind, "#9aa3a8", texture, 1), "0 0 720 620");
      });
    });
  }

  it("clamps the view and normalises the colour", () => {
    expect(drawProduct("rolgordijn", "#AABBCC", "plain", 9)).toBe(
      drawProduct("rolgordijn", "#aabbcc", "plain", 5),
    );
    expect(drawProduct("rolgordijn", "abc", "plain", -1)).toBe(
      drawProduct("rolgordijn", "#aabbcc", "plain", 0),
    );
    checkSvg(drawProduct("rolgordijn", "not a colour", "plain", 0), "0 0 720 620");
  });
});

describe("drawSfeer", () => {
  for (const kind of productKinds) {
    it(`${kind}: every room is a well-formed 1200x800 scene in the colour`, () => {
      for (const room of rooms) {
        const svg = drawSfeer(kind, "#6b8f71", "linen", room);
        checkSvg(svg, "0 0 1200 800");
        expect(hasColour(svg, "#6b8f71")).toBe(true);
        expect(svg.length).toBeLessThan(48_000);
      }
    });
  }

  it("falls back to woonkamer for unknown rooms", () => {
    expect(drawSfeer("plisse", "#e9dcc9", "linen", "zolder")).toBe(
      drawSfeer("plisse", "#e9dcc9", "linen", "woonkamer"),
    );
    expect(drawSfeer("plisse", "#e9dcc9", "linen", " Slaapkamer ")).toBe(
      drawSfeer("plisse", "#e9dcc9", "linen", "slaapkamer"),
    );
  });

  it("is deterministic and its ids differ per room", () => {
    expect(drawSfeer("screen", "#2f3e46", "mesh", "tuin")).toBe(
      drawSfeer("screen", "#2f3e46", "mesh", "tuin"),
    );
    const a = new Set(ids(drawSfeer("gordijn", "#8b5a2b", "linen", "woonkamer")));
    for (const id of ids(drawSfeer("gordijn", "#8b5a2b", "linen", "slaapkamer")))
      expect(a.has(id)).toBe(false);
  });
});

describe("drawSwatch", () => {
  it("draws every texture as a 150x150 sample in the colour", () => {
    for (const texture of textures) {
      for (const [hex] of colours) {
        const svg = drawSwatch(hex, texture);
        checkSvg(svg, "0 0 150 150");
        expect(svg).toContain(hex);
        expect(drawSwatch(hex, texture)).toBe(svg);
      }
    }
  });

  it("uses different ids for different swatches", () => {
    const a = new Set(ids(drawSwatch("#2f3e46", "linen")));
    for (const id of ids(drawSwatch("#e9dcc9", "linen"))) expect(a.has(id)).toBe(false);
  });
});

describe("drawCategory", () => {
  it("draws every kind as a 600x400 tile", () => {
    for (const kind of productKinds) {
      const svg = drawCategory(kind, "#6b8f71");
      checkSvg(svg, "0 0 600 400");
      expect(hasColour(svg, "#6b8f71")).toBe(true);
      expect(drawCategory(kind, "#6b8f71")).toBe(svg);
    }
  });

  it("does not share ids with the product image", () => {
    const a = new Set(ids(drawCategory("jaloezie", "#2f3e46")));
    for (const id of ids(drawProduct("jaloezie", "#2f3e46", "plain", 0))) expect(a.has(id)).toBe(false);
  });
});

describe("drawLogo", () => {
  it("is a 48x48 mark in deep green and warm sand", () => {
    const svg = drawLogo();
    checkSvg(svg, "0 0 48 48");
    expect(svg).toContain("#1f5f4a");
    expect(svg).toContain("#e9c46a");
    const colours = new Set([...svg.matchAll(/#[0-9a-f]{6}/gi)].map((m) => m[0].toLowerCase()));
    expect([...colours].sort()).toEqual(["#1f5f4a", "#e9c46a"]);
    expect(drawLogo()).toBe(svg);
  });
});
