import { describe, expect, it } from "vitest";
import { accessoryIcons } from "../catalog/configurations/accessories.ts";
import { type ProductKind, productKinds } from "../domain/products.ts";
import {
  drawAccessory,
  drawOptionImage,
  drawPreviewBase,
  drawPreviewLayer,
  type PreviewLayerName,
  type PreviewParams,
  previewLayerNames,
} from "./drawings.ts";
import { checkSvg, ids } from "./svg-checks.ts";

const VB = "0 0 720 620";

/** The drawing without its id prefix, so comparisons see the picture, not the ids. */
function pic(svg: string): string {
  return svg.replace(/(id="|#)r[0-9a-z]+-/g, "$1");
}
const EMPTY = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VB}"></svg>`;

const CONTROL_LESS: ProductKind[] = ["hor", "hordeur", "terrasoverkapping"];
const MOUNT_LESS: ProductKind[] = ["terrasoverkapping"];
const CASSETTE: ProductKind[] = ["rolgordijn", "duo-rolgordijn", "screen", "knikarmscherm"];

function base(kind: ProductKind, overrides: Partial<PreviewParams> = {}): PreviewParams {
  return {
    kind,
    hex: "#6b8f71",
    texture: "linen",
    cassette: true,
    side: "rechts",
    mount: "op",
    operation: "motor",
    ...overrides,
  };
}

const operations: PreviewParams["operation"][] = [
  "ketting",
  "koord",
  "motor",
  "veer",
  "stang",
  "slinger",
  "geen",
];

describe("drawPreviewBase", () => {
  for (const kind of productKinds) {
    it(`${kind}: a well-formed 720x620 scene without the product`, () => {
      const svg = drawPreviewBase(kind);
      checkSvg(svg, VB);
      expect(svg.length).toBeGreaterThan(2000);
      expect(drawPreviewBase(kind)).toBe(svg);
    });
  }
});

describe("drawPreviewLayer", () => {
  for (const kind of productKinds) {
    describe(kind, () => {
      it("every layer is well-formed in every combination", () => {
        for (const layer of previewLayerNames) {
          for (const side of ["links", "rechts"] as const) {
            for (const mount of ["in", "op"] as const) {
              for (const cassette of [true, false]) {
                for (const operation of operations) {
                  const params = base(kind, {
                    side,
                    mount,
                    cassette,
                    operation,
                    frameHex: side === "links" ? "#2f3337" : undefined,
                  });
                  checkSvg(drawPreviewLayer(layer, params), VB);
                }
              }
            }
          }
        }
      });

      it("handles every texture and odd colours", () => {
        for (const texture of ["plain", "linen", "structure", "wood", "metal", "mesh"] as const) {
          checkSvg(drawPreviewLayer("fabric", base(kind, { texture })), VB);
        }
        checkSvg(drawPreviewLayer("fabric", base(kind, { hex: "not a colour" })), VB);
        checkSvg(drawPreviewLayer("system", base(kind, { frameHex: "#ABC" })), VB);
      });

      it("the fabric layer changes with the colour", () => {
        const a = drawPreviewLayer("fabric", base(kind, { hex: "#6b8f71" }));
        const b = drawPreviewLayer("fabric", base(kind, { hex: "#c7764f" }));
        expect(a).not.toBe(EMPTY);
        expect(pic(a)).not.toBe(pic(b));
      });

      it("the system layer changes with the frame colour", () => {
        const a = drawPreviewLayer("system", base(kind, { frameHex: "#ffffff" }));
        const b = drawPreviewLayer("system", base(kind, { frameHex: "#2f3337" }));
        expect(a).not.toBe(EMPTY);
        expect(pic(a)).not.toBe(pic(b));
      });

      if (!MOUNT_LESS.includes(kind)) {
        it("fabric and system follow the mount", () => {
          for (const layer of ["fabric", "system"] as const) {
            expect(pic(drawPreviewLayer(layer, base(kind, { mount: "in" })))).not.toBe(
              pic(drawPreviewLayer(layer, base(kind, { mount: "op" }))),
            );
          }
        });
      }

      if (CONTROL_LESS.includes(kind)) {
        it("has no control layer", () => {
          for (const operation of operations) {
            expect(drawPreviewLayer("control", base(kind, { operation }))).toBe(EMPTY);
          }
        });
      } else {
        it("the control layer follows the side", () => {
          for (const operation of operations) {
            if (operation === "geen") continue;
            const l = drawPreviewLayer("control", base(kind, { operation, side: "links" }));
            const r = drawPreviewLayer("control", base(kind, { operation, side: "rechts" }));
            expect(l).not.toBe(EMPTY);
            expect(pic(l)).not.toBe(pic(r));
          }
        });

        it("'geen' draws no control", () => {
          expect(drawPreviewLayer("control", base(kind, { operation: "geen" }))).toBe(EMPTY);
        });
      }

      if (CASSETTE.includes(kind)) {
        it("the system layer shows cassette or open roll", () => {
          expect(pic(drawPreviewLayer("system", base(kind, { cassette: true })))).not.toBe(
            pic(drawPreviewLayer("system", base(kind, { cassette: false }))),
          );
        });
      }

      if (MOUNT_LESS.includes(kind)) {
        it("has no mount layer", () => {
          expect(drawPreviewLayer("mount", base(kind, { mount: "in" }))).toBe(EMPTY);
          expect(drawPreviewLayer("mount", base(kind, { mount: "op" }))).toBe(EMPTY);
        });
      } else {
        it("the mount layer changes with the mount", () => {
          const a = drawPreviewLayer("mount", base(kind, { mount: "in" }));
          const b = drawPreviewLayer("mount", base(kind, { mount: "op" }));
          expect(a).not.toBe(EMPTY);
          expect(pic(a)).not.toBe(pic(b));
        });
      }

      it("is deterministic, with distinct ids per layer and parameters", () => {
        const seen = new Set<string>();
        for (const layer of previewLayerNames) {
          const params = base(kind);
          const svg = drawPreviewLayer(layer, params);
          expect(drawPreviewLayer(layer, params)).toBe(svg);
          for (const id of ids(svg)) {
            expect(seen.has(id)).toBe(false);
            seen.add(id);
          }
        }
        for (const id of ids(drawPreviewBase(kind))) expect(seen.has(id)).toBe(false);
        const other = drawPreviewLayer("fabric", base(kind, { hex: "#c7764f" }));
        const first = new Set(ids(drawPreviewLayer("fabric", base(kind))));
        for (const id of ids(other)) expect(first.has(id)).toBe(false);
      });
    });
  }

  it("exports the layer names in stacking order", () => {
    const names: readonly PreviewLayerName[] = previewLayerNames;
    expect(names).toEqual(["fabric", "system", "control", "mount"]);
  });
});

const optionNames: [string, string][] = [
  ["Montage", "In de dag"],
  ["Montage", "Op de dag"],
  ["Montage", "Plafond"],
  ["Cassette", "Cassette"],
  ["Cassette", "Open"],
  ["Uitvoering", "Zonder cassette"],
  ["Kap", "Dichte kap"],
  ["Bediening", "Ketting"],
  ["Bediening", "Koord"],
  ["Bediening", "Motor"],
  ["Bediening", "Veer"],
  ["Bediening", "Stang"],
  ["Bediening", "Slinger"],
  ["Bediening", "Accu"],
  ["Bediening", "Zonne-energie"],
  ["Bedieningszijde", "Links"],
  ["Bedieningszijde", "Rechts"],
  ["Onderlat", "Standaard"],
  ["Onderlat", "Rond"],
  ["Onderlat", "Verzwaard"],
  ["Onderlat", "Ingenaaid"],
  ["Plooi", "Enkele plooi"],
  ["Plooi", "Dubbele plooi"],
  ["Plooi", "Wave"],
  ["Lamelbreedte", "25 mm"],
  ["Lamelbreedte", "50 mm"],
  ["Lamelbreedte", "89 mm"],
  ["Louvre", "Vierkant"],
  ["Louvre", "Rond"],
  ["Geleiding", "Ritssysteem"],
  ["Geleiding", "Kabelgeleiding"],
  ["Sluiting", "Magneet"],
  ["Sluiting", "Borstel"],
  ["Iets", "Onbekend"],
  ["", ""],
];

describe("drawOptionImage", () => {
  it("draws a well-formed 200x150 tile for every kind and keyword", () => {
    for (const kind of productKinds) {
      for (const [o, v] of optionNames) {
        checkSvg(drawOptionImage(kind, o, v, "#6b8f71"), "0 0 200 150");
      }
      checkSvg(drawOptionImage(kind, "Kleur", "Wit"), "0 0 200 150");
    }
  });

  it("is case-insensitive and deterministic", () => {
    expect(drawOptionImage("rolgordijn", "BEDIENING", "KETTING", "#6b8f71")).toBe(
      drawOptionImage("rolgordijn", "BEDIENING", "KETTING", "#6b8f71"),
    );
    const a = drawOptionImage("rolgordijn", "Bediening", "Ketting", "#6b8f71");
    const b = drawOptionImage("rolgordijn", "bediening", "ketting", "#6b8f71");
    // Same picture (ids differ by the name's case only).
    expect(pic(a)).toBe(pic(b));
  });

  it("tells values apart", () => {
    const pairs: [string, string, string][] = [
      ["Montage", "In de dag", "Op de dag"],
      ["Cassette", "Cassette", "Open"],
      ["Bedieningszijde", "Links", "Rechts"],
      ["Onderlat", "Standaard", "Verzwaard"],
      ["Plooi", "Enkele plooi", "Wave"],
      ["Lamelbreedte", "25 mm", "50 mm"],
      ["Bediening", "Ketting", "Motor"],
    ];
    for (const [o, a, b] of pairs) {
      const x = pic(drawOptionImage("rolgordijn", o, a, "#6b8f71"));
      const y = pic(drawOptionImage("rolgordijn", o, b, "#6b8f71"));
      expect(x).not.toBe(y);
    }
  });
});

describe("drawAccessory", () => {
  it("draws each accessory as a well-formed 300x300 illustration", () => {
    const seen = new Set<string>();
    for (const icon of accessoryIcons) {
      const svg = drawAccessory(icon);
      checkSvg(svg, "0 0 300 300");
      expect(drawAccessory(icon)).toBe(svg);
      seen.add(pic(svg));
    }
    expect(seen.size).toBe(accessoryIcons.length);
  });
});
