// View 5: a colour-focused still life: the product's sample on a table with a fabric fold.

import { darken, lighten, mix, shades } from "./color.ts";
import { type DrawnProduct, H, light, W } from "./product-view.ts";
import { roundShading, shutterProfileShading, slatShading } from "./shading.ts";
import { circle, ellipse, g, line, n, path, poly, rect, rrect, type Svg } from "./svg.ts";
import { textureFill } from "./texture.ts";

const TABLE = 400;

function backdrop(product: DrawnProduct): string {
  const { svg } = product;
  const wall = mix(product.hex, "#f6f2ec", 0.84);
  let out = rect(
    0,
    0,
    W,
    TABLE,
    svg.lin(
      "sw",
      [
        [0, darken(wall, 0.06)],
        [1, lighten(wall, 0.2)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += rect(
    0,
    TABLE,
    W,
    H - TABLE,
    svg.lin("stb", [
      [0, "#d9cbb6"],
      [1, "#efe6d8"],
    ]),
  );
  out += rect(0, TABLE, W, 3, "#ffffff", 'opacity="0.5"');
  // Faint wood grain on the table, converging away from us.
  let d = "";
  for (let i = -6; i <= 6; i++) d += `M${n(360 + i * 70)} ${TABLE}L${n(360 + i * 150)} ${H}`;
  out += path(d, "none", 'stroke="#c9b79c" stroke-width="1" opacity="0.6"');
  return out;
}

function tex(product: DrawnProduct, scale = 1.4, name = "smt"): string | null {
  return textureFill(product.svg, product.hex, product.texture, scale, name);
}

function fill(
  product: DrawnProduct,
  shape: (f: string, a?: string) => string,
  scale = 1.4,
  name = "smt",
): string {
  const texturePaint = tex(product, scale, name);
  return shape(product.hex) + (texturePaint ? shape(texturePaint) : "");
}

/** A length of the same fabric hanging behind the sample in soft vertical folds, pooling on the table. */
function fabricFold(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const x0 = 430;
  const x1 = 740;
  const fw = 62;
  let hem = `M${x0 + 30} -10H${x1}V${TABLE + 40}`;
  for (let x = x1; x > x0; x -= fw)
    hem += `Q${x - fw / 2} ${TABLE + 62} ${x - fw} ${TABLE + 40 - (x < x0 + fw * 2 ? 20 : 0)}`;
  hem += `C${x0 - 10} ${TABLE - 40} ${x0 + 20} 200 ${x0 + 30} -10Z`;
  const fold = svg.lin(
    "sfd",
    [
      [0, tones.dark3, 0.55],
      [0.25, tones.base, 0],
      [0.5, tones.light2, 0.4],
      [0.75, tones.base, 0],
      [1, tones.dark3, 0.55],
    ],
    0,
    0,
    1,
    0,
  );
  let out = path(hem, "#000000", `opacity="0.22" filter="${svg.blur(12)}" transform="translate(-14 10)"`);
  out += fill(product, (f) => path(hem, f), 1.6, "sft");
  out += path(hem, svg.pattern("sfdp", fw, 10, rect(0, 0, fw, 10, fold), x0 + 10, 0));
  out += path(
    hem,
    svg.lin("sfdl", [
      [0, "#ffffff", 0.12],
      [1, "#000000", 0.12],
    ]),
  );
  return out;
}

export function roll(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const x0 = 110;
  const x1 = 520;
  const cy = 380;
  const r = 44;
  let out = ellipse(
    (x0 + x1) / 2,
    cy + r + 8,
    (x1 - x0) / 2 + 20,
    18,
    "#000000",
    `opacity="0.25" filter="${svg.blur(8)}"`,
  );
  // Unrolled length coming towards us.
  const flat = [x0 + 6, cy + r - 4, x1 - 6, cy + r - 4, x1 + 40, 590, x0 - 40, 590];
  out += poly(flat, "#000000", `opacity="0.18" filter="${svg.blur(6)}" transform="translate(6 8)"`);
  out += fill(product, (f) => poly(flat, f), 1.8, "srf");
  if (product.kind === "duo-rolgordijn") {
    // Sheer bands between the opaque ones, narrowing into the distance.
    let bands = "";
    const ys = [cy + r + 10, cy + r + 34, cy + r + 66, cy + r + 108, cy + r + 158];
    ys.forEach((y, i) => {
      const h = 10 + i * 6;
      bands += rect(0, y, W, h, "#f7f7f5", 'opacity="0.6"');
    });
    out += `<g clip-path="${svg.clip("duof", poly(flat, "#000"))}">${bands}</g>`;
  }
  out += poly(
    flat,
    svg.lin("srfl", [
      [0, tones.dark2, 0.4],
      [0.3, tones.base, 0],
      [1, tones.light1, 0.2],
    ]),
  );
  out += fill(product, (f) => rect(x0, cy - r, x1 - x0, r * 2, f), 1.8, "srf");

  out += rect(
    x0,
    cy - r,
    x1 - x0,
    r * 2,
    svg.lin("srb", [
      [0, tones.light3, 0.6],
      [0.35, tones.light1, 0.2],
      [0.7, tones.base, 0],
      [1, tones.dark3, 0.6],
    ]),
  );
  // The end: spiral layers.
  out += ellipse(x1, cy, 15, r, tones.dark1);
  for (let i = 1; i < 5; i++)
    out += ellipse(
      x1,
      cy,
      15 - i * 2.6,
      r - i * 8,
      "none",
      `stroke="${i % 2 ? tones.light1 : tones.dark2}" stroke-width="1.6"`,
    );
  out += ellipse(x1, cy, 3, 9, tones.dark3);
  return out;
}

export function pleats(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const up = svg.lin(
    "spu",
    [
      [0, tones.light3],
      [1, tones.light1],
    ],
    0,
    0,
    1,
    0,
  );
  const dn = svg.lin(
    "spd",
    [
      [0, tones.dark1],
      [1, tones.dark3],
    ],
    0,
    0,
    1,
    0,
  );
  const texturePaint = tex(product, 1.2);
  let out = ellipse(340, 560, 260, 20, "#000000", `opacity="0.25" filter="${svg.blur(10)}"`);
  const x0 = 90;
  const pitch = 26;
  const count = 20;
  for (let i = 0; i < count; i++) {
    const xa = x0 + i * pitch;
    const xb = xa + pitch;
    const ta = i % 2 ? 300 : 282;
    const tb = i % 2 ? 282 : 300;
    const ba = i % 2 ? 556 : 540;
    const bb = i % 2 ? 540 : 556;
    const q = [xa, ta, xb, tb, xb, bb, xa, ba];
    out += poly(q, product.hex) + poly(q, i % 2 ? up : dn, 'opacity="0.8"');
    if (texturePaint) out += poly(q, texturePaint);
  }
  // Rails at both ends.
  out += rrect(x0 - 14, 270, 16, 300, 4, "#e9e8e4");
  out += rrect(x0 + count * pitch - 2, 270, 16, 300, 4, "#e9e8e4");
  out += line(x0, 420, x0 + count * pitch, 420, "#eeece8", 1.6);
  return out;
}

export function slatFan(product: DrawnProduct, style: "slat" | "vane" | "profile" | "louvre"): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const px = 170;
  const py = 520;
  const len = style === "vane" ? 420 : 430;
  const wd = style === "profile" ? 70 : style === "vane" ? 64 : style === "louvre" ? 62 : 40;
  const grad =
    style === "profile" ? shutterProfileShading(svg, "sfp", tones) : slatShading(svg, "sfs", tones);
  const texturePaint = tex(product, 1.2);
  let out = ellipse(px + 200, py + 30, 250, 22, "#000000", `opacity="0.22" filter="${svg.blur(10)}"`);
  const angles = [-62, -48, -34, -20, -6];
  angles.forEach((a) => {
    const body =
      rrect(
        0,
        -wd / 2,
        len,
        wd,
        4,
        "#000000",
        `opacity="0.25" filter="${svg.blur(5)}" transform="translate(6 10)"`,
      ) +
      rrect(0, -wd / 2, len, wd, 4, product.hex) +
      rrect(0, -wd / 2, len, wd, 4, grad) +
      (texturePaint ? rrect(0, -wd / 2, len, wd, 4, texturePaint) : "") +
      rect(6, -wd / 2 + 1, len - 12, 1.5, "#ffffff", 'opacity="0.5"') +
      (style === "profile" ? rrect(len * 0.2, -3, len * 0.6, 6, 3, tones.dark3, 'opacity="0.4"') : "") +
      (style === "vane" ? rect(len - 40, -wd / 2, 40, wd, tones.dark2, 'opacity="0.3"') : "");
    out += g(body, `transform="translate(${px} ${py}) rotate(${a})"`);
  });
  out += circle(px, py, 11, "#c9c6bf") + circle(px, py, 5, "#8f8b84");
  return out;
}

export function stack(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const texturePaint = tex(product, 1.8);
  const fold = svg.lin("sst", [
    [0, tones.light2],
    [0.5, tones.base],
    [1, tones.dark2],
  ]);
  let out = ellipse(330, 560, 260, 22, "#000000", `opacity="0.25" filter="${svg.blur(10)}"`);
  for (let i = 0; i < 4; i++) {
    const y = 520 - i * 58;
    const x = 110 + (i % 2) * 14;
    const d = `M${x} ${y - 52}H${x + 420}C${x + 452} ${y - 52} ${x + 452} ${y} ${x + 420} ${y}H${x}Z`;
    out += path(d, "#000000", `opacity="0.25" filter="${svg.blur(4)}" transform="translate(0 5)"`);
    out += path(d, product.hex);
    if (texturePaint) out += path(d, texturePaint);
    out += path(d, fold);
    out += path(
      `M${x + 420} ${y - 50}C${x + 448} ${y - 48} ${x + 448} ${y - 4} ${x + 420} ${y - 2}`,
      "none",
      `stroke="${tones.dark2}" stroke-width="2" opacity="0.5"`,
    );
  }
  // The top fabric drapes down over the front.
  const d = `M130 ${288}C200 300 230 360 250 420L330 560L190 580C170 500 150 380 130 288Z`;
  out += path(d, "#000000", `opacity="0.25" filter="${svg.blur(6)}" transform="translate(6 8)"`);
  out += path(d, product.hex);
  if (texturePaint) out += path(d, texturePaint);
  out += path(
    d,
    svg.lin(
      "sdr",
      [
        [0, tones.dark2, 0.6],
        [0.4, tones.light2, 0.35],
        [1, tones.dark1, 0.4],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out;
}

export function meshSample(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const meshC = mix(tones.base, "#26292c", 0.55);
  const m = svg.pattern("smm", 5, 5, rect(0, 0, 5, 1, meshC) + rect(0, 0, 1, 5, meshC));
  const prof = svg.lin("smp", [
    [0, tones.light2],
    [0.45, tones.base],
    [1, tones.dark2],
  ]);
  const side = roundShading(svg, "smps", tones, tones.light2, 0.4);
  let out = ellipse(340, 570, 280, 20, "#000000", `opacity="0.22" filter="${svg.blur(10)}"`);
  if (product.kind === "hordeur") {
    // A pleated mesh pack between two upright profiles, one with its handle.
    for (let i = 0; i < 14; i++) {
      const x = 200 + i * 18;
      const q = [
        x,
        240 + (i % 2) * 10,
        x + 18,
        240 + ((i + 1) % 2) * 10,
        x + 18,
        540 + ((i + 1) % 2) * 10,
        x,
        540 + (i % 2) * 10,
      ];
      out += poly(q, i % 2 ? "#6d7276" : "#4a4f53") + poly(q, m, 'opacity="0.6"');
    }
    for (const [x, w] of [
      [130, 72],
      [452, 92],
    ] as const) {
      out += rect(x + 10, 220, w, 350, "#000000", `opacity="0.2" filter="${svg.blur(6)}"`);
      out += rect(x, 210, w, 350, side);
      out += poly([x, 210, x + w, 210, x + w + 18, 198, x + 18, 198], tones.light1);
      out += poly([x + w, 210, x + w + 18, 198, x + w + 18, 548, x + w, 560], tones.dark2);
    }
    out += rrect(474, 320, 40, 130, 18, darken(tones.base, 0.3));
    out += rrect(482, 330, 24, 110, 12, lighten(darken(tones.base, 0.3), 0.12));
    return out;
  }
  // Roller insect screen: the cassette with mesh pulled out to its bottom bar.
  const x0 = 130;
  const x1 = 540;
  const sheet = [x0 + 10, 388, x1 - 10, 388, x1 + 30, 540, x0 - 30, 540];
  out += poly(sheet, "#f5f3ee");
  out += poly(sheet, meshC, 'opacity="0.3"');
  out += poly(sheet, m);
  out += rect(x0 + 10, 386, x1 - x0 - 20, 4, "#000000", 'opacity="0.25"');
  out += rrect(x0, 300, x1 - x0, 92, 30, prof);
  out += rect(x0 + 20, 378, x1 - x0 - 40, 3, tones.dark3, 'opacity="0.5"');
  out += rrect(x1 - 16, 296, 30, 100, 10, tones.dark1);
  out += rrect(x0 - 14, 296, 30, 100, 10, tones.dark1);
  // Bottom bar with its pull handle.
  out += rect(x0 - 40, 548, x1 - x0 + 80, 10, "#000000", `opacity="0.25" filter="${svg.blur(4)}"`);
  out += rrect(x0 - 40, 530, x1 - x0 + 80, 26, 6, prof);
  out += rrect((x0 + x1) / 2 - 50, 548, 100, 22, 10, darken(tones.base, 0.3));
  return out;
}

export function profiles(product: DrawnProduct): string {
  const { svg } = product;
  const tones = shades(product.hex);
  const texturePaint = textureFill(
    svg,
    product.hex,
    product.texture === "plain" ? "metal" : product.texture,
    1.2,
    "spt",
  );
  let out = ellipse(350, 560, 270, 22, "#000000", `opacity="0.22" filter="${svg.blur(10)}"`);
  // Polycarbonate sample, leaning.
  out += poly([420, 250, 640, 230, 660, 540, 440, 560], "#f1f4f2", 'opacity="0.9"');
  let ribs = "";
  for (let x = 430; x < 650; x += 12)
    ribs += `M${x} ${n(250 - (x - 420) * 0.09)}L${x + 20} ${n(560 - (x - 440) * 0.09)}`;
  out += path(ribs, "none", 'stroke="#c9d0cc" stroke-width="1"');
  // Square post section standing, its top showing the hollow.
  const post = roundShading(svg, "spost", tones, tones.light2, 0.35);
  out += rect(150, 230, 130, 320, post);
  if (texturePaint) out += rect(150, 230, 130, 320, texturePaint, 'opacity="0.6"');
  out += poly([150, 230, 280, 230, 320, 200, 190, 200], tones.light1);
  out += poly([164, 226, 268, 226, 300, 204, 196, 204], tones.dark3);
  out += poly([280, 230, 320, 200, 320, 520, 280, 550], tones.dark1);
  // Gutter profile lying in front.
  const gp = [80, 470, 360, 470, 360, 560, 120, 560, 80, 520];
  out += poly(gp, "#000000", `opacity="0.25" filter="${svg.blur(5)}" transform="translate(6 8)"`);
  out += poly(
    gp,
    svg.lin("sgut", [
      [0, tones.light2],
      [0.5, tones.base],
      [1, tones.dark2],
    ]),
  );
  if (texturePaint) out += poly(gp, texturePaint, 'opacity="0.5"');
  out += poly([360, 470, 400, 450, 400, 540, 360, 560], tones.dark2);
  out += poly([80, 470, 360, 470, 400, 450, 120, 450], tones.light1);
  out += poly([100, 466, 340, 466, 372, 454, 130, 454], tones.dark3, 'opacity="0.6"');
  return out;
}

function vase(svg: Svg): string {
  let out = ellipse(640, 560, 50, 10, "#000000", `opacity="0.2" filter="${svg.blur(5)}"`);
  out += path(
    "M640 560C600 560 605 470 625 440L655 440C675 470 680 560 640 560Z",
    svg.lin(
      "vase",
      [
        [0, "#fbfaf7"],
        [1, "#d9d5cd"],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  let leaves = path("M640 440C636 380 628 320 600 260", "none", 'stroke="#6b7f62" stroke-width="3"');
  leaves += path("M642 440C650 370 670 330 690 280", "none", 'stroke="#6b7f62" stroke-width="3"');
  for (const [x, y, r] of [
    [632, 400, -30],
    [622, 360, 20],
    [612, 320, -40],
    [604, 282, 10],
    [652, 400, 30],
    [662, 360, -20],
    [676, 318, 40],
    [688, 286, -10],
  ] as const)
    leaves += ellipse(x, y, 14, 10, "#8fa68a", `transform="rotate(${r} ${x} ${y})"`);
  return out + leaves;
}

/** How a kind's sample lies on the table: what draws it, on a fabric fold (textiles), with a vase beside it. */
export interface SampleSpec {
  draw: (product: DrawnProduct) => string;
  textile: boolean;
  vase: boolean;
}

/** View 5: the backdrop and table, the kind's sample as its spec says, and the light. */
export function stillLife(product: DrawnProduct, spec: SampleSpec): string {
  let out = backdrop(product);
  if (spec.textile) out += fabricFold(product);
  out += spec.draw(product);
  if (spec.vase) out += vase(product.svg);
  return out + light(product.svg);
}
