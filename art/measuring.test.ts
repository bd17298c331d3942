// The measuring guide's drawings and the payment and delivery marks: well-formed SVG in every combination, no
// text (the page says what the colours mean), and each guide's in-the-recess drawing differs from its overlap one.
import { describe, expect, it } from "vitest";
import { measureGuides } from "../domain/measuring.ts";
import { drawMark, markNames } from "./marks.ts";
import { drawMeasuring, measureColours } from "./measuring.ts";
import { checkSvg } from "./svg-checks.ts";

describe("measuring drawings", () => {
  for (const guide of measureGuides) {
    it(`draws ${guide.id} for ${guide.mountings.join(" and ")}, with width and height arrows`, () => {
      const drawings = guide.mountings.map((m) => drawMeasuring(guide, m));
      for (const svg of drawings) {
        checkSvg(svg, "0 0 480 360");
        expect(svg).toContain(measureColours.width);
        expect(svg).toContain(measureColours.height);
      }
      expect(new Set(drawings).size).toBe(drawings.length);
    });
  }

  it("draws each product family differently in the recess", () => {
    const inRecess = measureGuides
      .filter((g) => g.mountings.includes("in-de-dag"))
      .map((g) => drawMeasuring(g, "in-de-dag"));
    expect(new Set(inRecess).size).toBe(inRecess.length);
  });
});

describe("marks", () => {
  it.each(markNames)("draws %s", (name) => {
    checkSvg(drawMark(name), "0 0 40 36");
  });
});
