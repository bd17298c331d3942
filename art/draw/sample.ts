// View 5: a colour-focused still life: the product's sample on a table with a fabric fold.

import type { ProductKind } from "../../catalog/types.ts";
import { light } from "./closeup.ts";
import { darken, lighten, mix, shades } from "./color.ts";
import { circle, ellipse, g, line, n, path, poly, rect, rrect, type Svg } from "./svg.ts";
import { type Texture, textureFill } from "./texture.ts";

const W = 720;
const H = 620;
const TABLE = 400;

interface SJob {
  s: Svg;
  kind: ProductKind;
  hex: string;
  tex: Texture;
}

function backdrop(j: SJob): string {
  const { s } = j;
  const wall = mix(j.hex, "#f6f2ec", 0.84);
  let out = rect(
    0,
    0,
    W,
    TABLE,
    s.lin(
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
    s.lin("stb", [
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

function tex(j: SJob, k = 1.4, name = "smt"): string | null {
  return textureFill(j.s, j.hex, j.tex, k, name);
}

function fill(j: SJob, shape: (f: string, a?: string) => string, k = 1.4, name = "smt"): string {
  const t = tex(j, k, name);
  return shape(j.hex) + (t ? shape(t) : "");
}

/** A length of the same fabric hanging behind the sample in soft vertical folds, pooling on the table. */
function fabricFold(j: SJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  const x0 = 430;
  const x1 = 740;
  const fw = 62;
  let hem = `M${x0 + 30} -10H${x1}V${TABLE + 40}`;
  for (let x = x1; x > x0; x -= fw)
    hem += `Q${x - fw / 2} ${TABLE + 62} ${x - fw} ${TABLE + 40 - (x < x0 + fw * 2 ? 20 : 0)}`;
  hem += `C${x0 - 10} ${TABLE - 40} ${x0 + 20} 200 ${x0 + 30} -10Z`;
  const fold = s.lin(
    "sfd",
    [
      [0, sh.d3, 0.55],
      [0.25, sh.c, 0],
      [0.5, sh.l2, 0.4],
      [0.75, sh.c, 0],
      [1, sh.d3, 0.55],
    ],
    0,
    0,
    1,
    0,
  );
  let out = path(hem, "#000000", `opacity="0.22" filter="${s.blur(12)}" transform="translate(-14 10)"`);
  out += fill(j, (f) => path(hem, f), 1.6, "sft");
  out += path(hem, s.pattern("sfdp", fw, 10, rect(0, 0, fw, 10, fold), x0 + 10, 0));
  out += path(
    hem,
    s.lin("sfdl", [
      [0, "#ffffff", 0.12],
      [1, "#000000", 0.12],
    ]),
  );
  return out;
}

function roll(j: SJob): string {
  const { s } = j;
  const sh = shades(j.hex);
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
    `opacity="0.25" filter="${s.blur(8)}"`,
  );
  // Unrolled length coming towards us.
  const flat = [x0 + 6, cy + r - 4, x1 - 6, cy + r - 4, x1 + 40, 590, x0 - 40, 590];
  out += poly(flat, "#000000", `opacity="0.18" filter="${s.blur(6)}" transform="translate(6 8)"`);
  out += fill(j, (f) => poly(flat, f), 1.8, "srf");
  if (j.kind === "duo-rolgordijn") {
    // Sheer bands between the opaque ones, narrowing into the distance.
    let bands = "";
    const ys = [cy + r + 10, cy + r + 34, cy + r + 66, cy + r + 108, cy + r + 158];
    ys.forEach((y, i) => {
      const h = 10 + i * 6;
      bands += rect(0, y, W, h, "#f7f7f5", 'opacity="0.6"');
    });
    out += `<g clip-path="${s.clip("duof", poly(flat, "#000"))}">${bands}</g>`;
  }
  out += poly(
    flat,
    s.lin("srfl", [
      [0, sh.d2, 0.4],
      [0.3, sh.c, 0],
      [1, sh.l1, 0.2],
    ]),
  );
  out += fill(j, (f) => rect(x0, cy - r, x1 - x0, r * 2, f), 1.8, "srf");

  out += rect(
    x0,
    cy - r,
    x1 - x0,
    r * 2,
    s.lin("srb", [
      [0, sh.l3, 0.6],
      [0.35, sh.l1, 0.2],
      [0.7, sh.c, 0],
      [1, sh.d3, 0.6],
    ]),
  );
  // The end: spiral layers.
  out += ellipse(x1, cy, 15, r, sh.d1);
  for (let i = 1; i < 5; i++)
    out += ellipse(
      x1,
      cy,
      15 - i * 2.6,
      r - i * 8,
      "none",
      `stroke="${i % 2 ? sh.l1 : sh.d2}" stroke-width="1.6"`,
    );
  out += ellipse(x1, cy, 3, 9, sh.d3);
  return out;
}

function pleats(j: SJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  const up = s.lin(
    "spu",
    [
      [0, sh.l3],
      [1, sh.l1],
    ],
    0,
    0,
    1,
    0,
  );
  const dn = s.lin(
    "spd",
    [
      [0, sh.d1],
      [1, sh.d3],
    ],
    0,
    0,
    1,
    0,
  );
  const t = tex(j, 1.2);
  let out = ellipse(340, 560, 260, 20, "#000000", `opacity="0.25" filter="${s.blur(10)}"`);
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
    out += poly(q, j.hex) + poly(q, i % 2 ? up : dn, 'opacity="0.8"');
    if (t) out += poly(q, t);
  }
  // Rails at both ends.
  out += rrect(x0 - 14, 270, 16, 300, 4, "#e9e8e4");
  out += rrect(x0 + count * pitch - 2, 270, 16, 300, 4, "#e9e8e4");
  out += line(x0, 420, x0 + count * pitch, 420, "#eeece8", 1.6);
  return out;
}

function slatFan(j: SJob, style: "slat" | "vane" | "profile" | "louvre"): string {
  const { s } = j;
  const sh = shades(j.hex);
  const px = 170;
  const py = 520;
  const len = style === "vane" ? 420 : 430;
  const wd = style === "profile" ? 70 : style === "vane" ? 64 : style === "louvre" ? 62 : 40;
  const grad =
    style === "profile"
      ? s.lin("sfp", [
          [0, sh.d3],
          [0.1, sh.d1],
          [0.35, sh.l2],
          [0.55, sh.l1],
          [0.9, sh.d1],
          [1, sh.d3],
        ])
      : s.lin("sfs", [
          [0, sh.l3],
          [0.3, sh.l1],
          [0.7, sh.c],
          [1, sh.d2],
        ]);
  const t = tex(j, 1.2);
  let out = ellipse(px + 200, py + 30, 250, 22, "#000000", `opacity="0.22" filter="${s.blur(10)}"`);
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
        `opacity="0.25" filter="${s.blur(5)}" transform="translate(6 10)"`,
      ) +
      rrect(0, -wd / 2, len, wd, 4, j.hex) +
      rrect(0, -wd / 2, len, wd, 4, grad) +
      (t ? rrect(0, -wd / 2, len, wd, 4, t) : "") +
      rect(6, -wd / 2 + 1, len - 12, 1.5, "#ffffff", 'opacity="0.5"') +
      (style === "profile" ? rrect(len * 0.2, -3, len * 0.6, 6, 3, sh.d3, 'opacity="0.4"') : "") +
      (style === "vane" ? rect(len - 40, -wd / 2, 40, wd, sh.d2, 'opacity="0.3"') : "");
    out += g(body, `transform="translate(${px} ${py}) rotate(${a})"`);
  });
  out += circle(px, py, 11, "#c9c6bf") + circle(px, py, 5, "#8f8b84");
  return out;
}

function stack(j: SJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  const t = tex(j, 1.8);
  const fold = s.lin("sst", [
    [0, sh.l2],
    [0.5, sh.c],
    [1, sh.d2],
  ]);
  let out = ellipse(330, 560, 260, 22, "#000000", `opacity="0.25" filter="${s.blur(10)}"`);
  for (let i = 0; i < 4; i++) {
    const y = 520 - i * 58;
    const x = 110 + (i % 2) * 14;
    const d = `M${x} ${y - 52}H${x + 420}C${x + 452} ${y - 52} ${x + 452} ${y} ${x + 420} ${y}H${x}Z`;
    out += path(d, "#000000", `opacity="0.25" filter="${s.blur(4)}" transform="translate(0 5)"`);
    out += path(d, j.hex);
    if (t) out += path(d, t);
    out += path(d, fold);
    out += path(
      `M${x + 420} ${y - 50}C${x + 448} ${y - 48} ${x + 448} ${y - 4} ${x + 420} ${y - 2}`,
      "none",
      `stroke="${sh.d2}" stroke-width="2" opacity="0.5"`,
    );
  }
  // The top fabric drapes down over the front.
  const d = `M130 ${288}C200 300 230 360 250 420L330 560L190 580C170 500 150 380 130 288Z`;
  out += path(d, "#000000", `opacity="0.25" filter="${s.blur(6)}" transform="translate(6 8)"`);
  out += path(d, j.hex);
  if (t) out += path(d, t);
  out += path(
    d,
    s.lin(
      "sdr",
      [
        [0, sh.d2, 0.6],
        [0.4, sh.l2, 0.35],
        [1, sh.d1, 0.4],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out;
}

function meshSample(j: SJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  const meshC = mix(sh.c, "#26292c", 0.55);
  const m = s.pattern("smm", 5, 5, rect(0, 0, 5, 1, meshC) + rect(0, 0, 1, 5, meshC));
  const prof = s.lin("smp", [
    [0, sh.l2],
    [0.45, sh.c],
    [1, sh.d2],
  ]);
  const side = s.lin(
    "smps",
    [
      [0, sh.l2],
      [0.4, sh.c],
      [1, sh.d2],
    ],
    0,
    0,
    1,
    0,
  );
  let out = ellipse(340, 570, 280, 20, "#000000", `opacity="0.22" filter="${s.blur(10)}"`);
  if (j.kind === "hordeur") {
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
      out += rect(x + 10, 220, w, 350, "#000000", `opacity="0.2" filter="${s.blur(6)}"`);
      out += rect(x, 210, w, 350, side);
      out += poly([x, 210, x + w, 210, x + w + 18, 198, x + 18, 198], sh.l1);
      out += poly([x + w, 210, x + w + 18, 198, x + w + 18, 548, x + w, 560], sh.d2);
    }
    out += rrect(474, 320, 40, 130, 18, darken(sh.c, 0.3));
    out += rrect(482, 330, 24, 110, 12, lighten(darken(sh.c, 0.3), 0.12));
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
  out += rect(x0 + 20, 378, x1 - x0 - 40, 3, sh.d3, 'opacity="0.5"');
  out += rrect(x1 - 16, 296, 30, 100, 10, sh.d1);
  out += rrect(x0 - 14, 296, 30, 100, 10, sh.d1);
  // Bottom bar with its pull handle.
  out += rect(x0 - 40, 548, x1 - x0 + 80, 10, "#000000", `opacity="0.25" filter="${s.blur(4)}"`);
  out += rrect(x0 - 40, 530, x1 - x0 + 80, 26, 6, prof);
  out += rrect((x0 + x1) / 2 - 50, 548, 100, 22, 10, darken(sh.c, 0.3));
  return out;
}

function profiles(j: SJob): string {
  const { s } = j;
  const sh = shades(j.hex);
  const t = textureFill(s, j.hex, j.tex === "plain" ? "metal" : j.tex, 1.2, "spt");
  let out = ellipse(350, 560, 270, 22, "#000000", `opacity="0.22" filter="${s.blur(10)}"`);
  // Polycarbonate sample, leaning.
  out += poly([420, 250, 640, 230, 660, 540, 440, 560], "#f1f4f2", 'opacity="0.9"');
  let ribs = "";
  for (let x = 430; x < 650; x += 12)
    ribs += `M${x} ${n(250 - (x - 420) * 0.09)}L${x + 20} ${n(560 - (x - 440) * 0.09)}`;
  out += path(ribs, "none", 'stroke="#c9d0cc" stroke-width="1"');
  // Square post section standing, its top showing the hollow.
  const post = s.lin(
    "spost",
    [
      [0, sh.l2],
      [0.35, sh.c],
      [1, sh.d2],
    ],
    0,
    0,
    1,
    0,
  );
  out += rect(150, 230, 130, 320, post);
  if (t) out += rect(150, 230, 130, 320, t, 'opacity="0.6"');
  out += poly([150, 230, 280, 230, 320, 200, 190, 200], sh.l1);
  out += poly([164, 226, 268, 226, 300, 204, 196, 204], sh.d3);
  out += poly([280, 230, 320, 200, 320, 520, 280, 550], sh.d1);
  // Gutter profile lying in front.
  const gp = [80, 470, 360, 470, 360, 560, 120, 560, 80, 520];
  out += poly(gp, "#000000", `opacity="0.25" filter="${s.blur(5)}" transform="translate(6 8)"`);
  out += poly(
    gp,
    s.lin("sgut", [
      [0, sh.l2],
      [0.5, sh.c],
      [1, sh.d2],
    ]),
  );
  if (t) out += poly(gp, t, 'opacity="0.5"');
  out += poly([360, 470, 400, 450, 400, 540, 360, 560], sh.d2);
  out += poly([80, 470, 360, 470, 400, 450, 120, 450], sh.l1);
  out += poly([100, 466, 340, 466, 372, 454, 130, 454], sh.d3, 'opacity="0.6"');
  return out;
}

function vase(s: Svg): string {
  let out = ellipse(640, 560, 50, 10, "#000000", `opacity="0.2" filter="${s.blur(5)}"`);
  out += path(
    "M640 560C600 560 605 470 625 440L655 440C675 470 680 560 640 560Z",
    s.lin(
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

export function sample(j: SJob): string {
  let out = backdrop(j);
  const k = j.kind;
  const textile = [
    "rolgordijn",
    "duo-rolgordijn",
    "screen",
    "knikarmscherm",
    "vouwgordijn",
    "gordijn",
    "plisse",
  ].includes(k);
  if (textile) out += fabricFold(j);
  switch (k) {
    case "rolgordijn":
    case "duo-rolgordijn":
    case "screen":
    case "knikarmscherm":
      out += roll(j);

      break;
    case "plisse":
      out += pleats(j);
      break;
    case "jaloezie":
      out += slatFan(j, "slat");
      break;
    case "lamellen":
      out += slatFan(j, "vane");
      break;
    case "rolluik":
      out += slatFan(j, "profile");
      break;
    case "shutter":
      out += slatFan(j, "louvre");
      break;
    case "vouwgordijn":
    case "gordijn":
      out += stack(j);
      break;
    case "hor":
    case "hordeur":
      out += meshSample(j);
      break;
    case "terrasoverkapping":
      out += profiles(j);
      break;
  }
  if (k !== "terrasoverkapping") out += vase(j.s);
  return out + light(j.s);
}
