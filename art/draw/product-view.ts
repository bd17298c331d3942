// What every 720 x 620 product view shares: its size, the product it draws, and the backdrop, light and
// material fill of the close views (1 the material, 2 the system, 5 the sample).

import type { ProductKind } from "../../domain/products.ts";
import { circle, ellipse, g, rect, type Svg } from "./svg.ts";
import { type Texture, textureFill } from "./texture.ts";

export const W = 720;
export const H = 620;

/** The product a view draws, and the document its ids and gradients go into. */
export interface DrawnProduct {
  svg: Svg;
  kind: ProductKind;
  hex: string;
  texture: Texture;
}

/** A defocused window view (sky over greenery) for behind see-through materials. */
export function blurView(svg: Svg, x = 0, y = 0, w = W, h = H): string {
  let out = rect(
    x,
    y,
    w,
    h,
    svg.lin("bv", [
      [0, "#b7d8ef"],
      [0.5, "#d9ebf5"],
      [0.72, "#a8cc9c"],
      [1, "#8fba85"],
    ]),
  );
  out += g(
    circle(x + w * 0.25, y + h * 0.62, h * 0.18, "#7fae78") +
      circle(x + w * 0.7, y + h * 0.58, h * 0.22, "#8cb983") +
      ellipse(x + w * 0.5, y + h * 0.2, w * 0.18, h * 0.05, "#ffffff"),
    `filter="${svg.blur(18)}" opacity="0.9"`,
  );
  return out;
}

/** A soft vignette and a warm light from the top left, over the whole frame. */
export function light(svg: Svg): string {
  return (
    rect(
      0,
      0,
      W,
      H,
      svg.rad(
        "vig",
        [
          [0, "#ffffff", 0],
          [0.7, "#000000", 0.04],
          [1, "#000000", 0.22],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ) +
    rect(
      0,
      0,
      W,
      H,
      svg.rad(
        "sun",
        [
          [0, "#fff6e0", 0.28],
          [1, "#fff6e0", 0],
        ],
        0.15,
        0.1,
        0.7,
      ),
    )
  );
}

/** A flat piece of the product's material: its colour with its texture over it. */
export function fabricFill(
  product: DrawnProduct,
  x: number,
  y: number,
  w: number,
  h: number,
  scale: number,
  name: string,
): string {
  const texturePaint = textureFill(product.svg, product.hex, product.texture, scale, name);
  return rect(x, y, w, h, product.hex) + (texturePaint ? rect(x, y, w, h, texturePaint) : "");
}
