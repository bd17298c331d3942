// A 150 x 150 material sample: rounded, textured, with a folded corner or a bevel.

import { darken, lighten, shades } from "./color.ts";
import { n, path, rect, rrect, type Svg } from "./svg.ts";
import { type Texture, textureFill } from "./texture.ts";

export function swatch(svg: Svg, hex: string, texture: Texture): string {
  const tones = shades(hex);
  const rigid = texture === "wood" || texture === "metal";
  const x = 9;
  const y = 8;
  const w = 132;
  const h = 132;
  const r = 9;
  const texturePaint = textureFill(svg, hex, texture, texture === "mesh" ? 1 : 1.1);
  const light = svg.lin(
    "swl",
    [
      [0, "#ffffff", 0.28],
      [0.45, "#ffffff", 0.04],
      [1, "#000000", 0.16],
    ],
    0,
    0,
    1,
    1,
  );
  let out = rrect(x + 2, y + 5, w, h, r, "#2a2118", `opacity="0.22" filter="${svg.blur(4)}"`);
  if (rigid) {
    out += rrect(x, y, w, h, r, hex);
    if (texturePaint) out += rrect(x, y, w, h, r, texturePaint);
    out += rrect(x, y, w, h, r, light);
    // Bevelled edges and a punched hole, like a hardware sample.
    out += rrect(
      x + 1,
      y + 1,
      w - 2,
      h - 2,
      r - 1,
      "none",
      `stroke="${lighten(hex, 0.45)}" stroke-width="2" opacity="0.7"`,
    );
    out += path(
      `M${x + r} ${y + h - 1}H${x + w - r}`,
      "none",
      `stroke="${darken(hex, 0.35)}" stroke-width="2" opacity="0.6"`,
    );
    out += `<circle cx="${x + 18}" cy="${y + 18}" r="5.5" fill="#f4f1ec" stroke="${darken(hex, 0.3)}" stroke-width="1.2"/>`;
    return out;
  }
  // Fabric: the bottom-right corner folds over, showing the back.
  const f = 34;
  const body = `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - f}L${x + w - f} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
  out += path(body, hex);
  if (texturePaint) out += path(body, texturePaint);
  out += path(body, light);
  // A soft fold across the sample.
  out += path(
    body,
    svg.lin(
      "swf",
      [
        [0, "#000000", 0],
        [0.55, "#000000", 0],
        [0.62, "#ffffff", 0.16],
        [0.68, "#000000", 0.12],
        [0.78, "#000000", 0],
      ],
      0,
      0,
      0.3,
      1,
    ),
  );
  const flap = `M${x + w} ${y + h - f}L${x + w - f} ${y + h}L${n(x + w - f - 3)} ${n(y + h - f - 3)}Z`;
  out += path(flap, "#000000", `opacity="0.3" filter="${svg.blur(2)}" transform="translate(-2 -1)"`);
  out += path(
    flap,
    svg.lin(
      "swb",
      [
        [0, lighten(tones.base, 0.3)],
        [1, tones.dark1],
      ],
      1,
      1,
      0,
      0,
    ),
  );
  if (texture === "mesh") out += path(body, "none", `stroke="${tones.dark2}" stroke-width="3" opacity="0.5"`);
  else out += rect(x + 4, y + 4, w - 8, 0, "none");
  return out;
}
