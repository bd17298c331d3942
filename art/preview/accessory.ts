// Accessory product illustrations, viewBox 300 x 300: drawn objects on a soft backdrop, no text.

import type { AccessoryIcon } from "../../catalog/configurations/accessories.ts";
import { darken, lighten } from "../draw/color.ts";
import { circle, ellipse, g, line, n, path, rect, rrect, Svg } from "../draw/svg.ts";

const S = 300;

function backdrop(svg: Svg, tint: string): string {
  let out = rect(
    0,
    0,
    S,
    S,
    svg.lin("bg", [
      [0, lighten(tint, 0.7)],
      [1, lighten(tint, 0.45)],
    ]),
  );
  out += circle(
    150,
    140,
    120,
    svg.rad("glow", [
      [0, "#ffffff", 0.75],
      [1, "#ffffff", 0],
    ]),
  );
  return out;
}

function shadow(svg: Svg, cx: number, cy: number, rx: number, ry: number, o = 0.25): string {
  return ellipse(cx, cy, rx, ry, "#2a2218", `opacity="${o}" filter="${svg.blur(6)}"`);
}

function arrow(cx: number, cy: number, size: number, up: boolean, fill: string): string {
  const d = up ? -1 : 1;
  return path(
    `M${n(cx - size)} ${n(cy - (d * size) / 2)}L${n(cx)} ${n(cy + (d * size) / 2)}L${n(cx + size)} ${n(cy - (d * size) / 2)}Z`,
    fill,
  );
}

function remote(svg: Svg): string {
  let out = shadow(svg, 160, 262, 62, 10);
  const body = svg.lin(
    "rb",
    [
      [0, "#4a5056"],
      [0.5, "#2f3438"],
      [1, "#1d2023"],
    ],
    0,
    0,
    1,
    0,
  );
  let r = rrect(118, 40, 64, 216, 30, body);
  r += rrect(124, 46, 52, 204, 26, "none", 'stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"');
  r += rrect(132, 60, 36, 18, 5, "#11161a");
  r += circle(142, 69, 3, "#7bd389") + circle(150, 69, 3, "#3d4349") + circle(158, 69, 3, "#3d4349");
  r += circle(150, 112, 18, "#e9e7e2") + arrow(150, 112, 8, true, "#3b4046");
  r += rrect(134, 140, 32, 20, 8, "#e9e7e2") + rect(144, 146, 12, 8, "#3b4046", 'rx="1.5"');
  r += circle(150, 188, 18, "#e9e7e2") + arrow(150, 188, 8, false, "#3b4046");
  r += rrect(136, 222, 12, 8, 3, "#4c5258") + rrect(152, 222, 12, 8, 3, "#4c5258");
  r += path(
    "M124 70C126 52 138 44 150 44",
    "none",
    'stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"',
  );
  out += g(r, 'transform="rotate(-12 150 150)"');
  return out;
}

function wallSwitchBig(svg: Svg): string {
  let out = rrect(60, 40, 180, 220, 10, "#f3efe8");
  out += rect(
    60,
    40,
    180,
    220,
    svg.lin("wsh", [
      [0, "#000000", 0.05],
      [1, "#ffffff", 0.1],
    ]),
  );
  out += rect(100, 88, 112, 134, "#000000", `opacity="0.18" filter="${svg.blur(5)}"`);
  out += rrect(94, 80, 112, 134, 10, "#fbfaf7", 'stroke="#ddd8cf" stroke-width="2"');
  out += rrect(
    110,
    96,
    80,
    48,
    6,
    svg.lin("rk1", [
      [0, "#ffffff"],
      [1, "#ebe8e2"],
    ]),
    'stroke="#d6d1c8"',
  );
  out += rrect(
    110,
    150,
    80,
    48,
    6,
    svg.lin("rk2", [
      [0, "#f2f0eb"],
      [1, "#e2ded7"],
    ]),
    'stroke="#d6d1c8"',
  );
  out += arrow(150, 120, 10, true, "#8c8a85");
  out += arrow(150, 174, 10, false, "#8c8a85");
  out += circle(150, 206, 2.4, "#7bd389");
  return out;
}

function hub(svg: Svg): string {
  let out = shadow(svg, 150, 222, 92, 14, 0.3);
  out += ellipse(150, 196, 90, 28, "#d9d7d2");
  out += rect(
    60,
    150,
    180,
    46,
    svg.lin(
      "hb",
      [
        [0, "#f7f6f3"],
        [1, "#dcd9d3"],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += ellipse(
    150,
    150,
    90,
    28,
    svg.lin("ht", [
      [0, "#ffffff"],
      [1, "#ecebe7"],
    ]),
  );
  out += ellipse(150, 150, 60, 18, "none", 'stroke="#58c4dc" stroke-width="4" opacity="0.9"');
  out += ellipse(
    150,
    150,
    60,
    18,
    "none",
    `stroke="#58c4dc" stroke-width="10" opacity="0.25" filter="${svg.blur(3)}"`,
  );
  out += circle(150, 150, 5, "#3b4046");
  for (const [r, o] of [
    [30, 0.7],
    [48, 0.45],
    [66, 0.25],
  ] as const) {
    out += path(
      `M${n(150 - r * 0.7)} ${n(96 - r * 0.35)}A${r} ${r} 0 0 1 ${n(150 + r * 0.7)} ${n(96 - r * 0.35)}`,
      "none",
      `stroke="#3b8fb0" stroke-width="5" stroke-linecap="round" opacity="${o}"`,
    );
  }
  out += circle(150, 96, 5, "#3b8fb0");
  return out;
}

function sunSensor(svg: Svg): string {
  let out = circle(200, 82, 34, "#f4c542");
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    out += line(
      200 + Math.cos(a) * 44,
      82 + Math.sin(a) * 44,
      200 + Math.cos(a) * 58,
      82 + Math.sin(a) * 58,
      "#f4c542",
      5,
      'stroke-linecap="round"',
    );
  }
  out += shadow(svg, 140, 256, 70, 10);
  out += rrect(132, 190, 16, 62, 4, "#c9c7c2");
  out += rrect(
    70,
    120,
    140,
    80,
    14,
    svg.lin("ss", [
      [0, "#fbfaf7"],
      [1, "#d9d6cf"],
    ]),
  );
  out += rrect(
    86,
    132,
    108,
    52,
    6,
    svg.lin("pv", [
      [0, "#3b5b86"],
      [1, "#1f3350"],
    ]),
  );
  let grid = "";
  for (let i = 1; i < 4; i++) grid += `M${n(86 + i * 27)} 132V184`;
  grid += "M86 158H194";
  out += path(grid, "none", 'stroke="#8fb0d6" stroke-width="1.2" opacity="0.7"');
  out += path("M90 136L120 136L104 180L90 180Z", "#ffffff", 'opacity="0.15"');
  out += rrect(110, 240, 60, 14, 4, "#b7b4ae");
  return out;
}

function windSensor(svg: Svg): string {
  let out = shadow(svg, 150, 270, 60, 9);
  out += rrect(60, 210, 60, 40, 4, "#d8d5ce") + rect(60, 210, 60, 6, "#eceae5");
  out += rect(90, 224, 60, 12, "#b9b6b0");
  out += rrect(
    143,
    120,
    14,
    130,
    5,
    svg.lin(
      "ws",
      [
        [0, "#e9e8e4"],
        [1, "#b3b1ac"],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += ellipse(150, 120, 22, 8, "#7e848a");
  const cups: [number, number, number][] = [
    [150 - 88, 104, 1],
    [150 + 88, 104, -1],
    [150 + 10, 78, 1],
  ];
  for (const [cx, cy, d] of cups) {
    out += line(150, 112, cx, cy + 4, "#8d9399", 4, 'stroke-linecap="round"');
    out += ellipse(cx, cy, 20, 16, "#3b4046");
    out += ellipse(cx + d * 6, cy, 11, 11, "#1f2326");
    out += ellipse(cx - d * 4, cy - 6, 6, 3, "#ffffff", 'opacity="0.3"');
  }
  out += circle(150, 110, 8, "#5d6368");
  let d = "";
  for (const y of [60, 150, 186]) d += `M18 ${y}q20 -10 40 0t40 0`;
  out += path(d, "none", 'stroke="#8fb8cf" stroke-width="4" stroke-linecap="round" opacity="0.7"');
  return out;
}

function bracket(svg: Svg): string {
  const al = svg.lin(
    "al",
    [
      [0, "#f3f3f1"],
      [0.5, "#c9cacb"],
      [1, "#9a9c9e"],
    ],
    0,
    0,
    1,
    1,
  );
  let out = shadow(svg, 150, 250, 90, 12);
  out += path("M70 70H190V96H112V236H70Z", al);
  out += path("M70 70H190V78H78V236H70Z", "#ffffff", 'opacity="0.35"');
  out += path("M112 96L140 96L112 124Z", darken("#c9cacb", 0.15));
  for (const [x, y] of [
    [91, 120],
    [91, 200],
    [160, 83],
  ] as const) {
    out += rrect(x - 6, y - 10, 12, 20, 6, "#5d6266");
  }
  // Two screws.
  for (const [x, y] of [
    [208, 150],
    [236, 176],
  ] as const) {
    out += g(
      rect(x - 3, y, 6, 58, "#a5a8ab") +
        path(
          `M${x - 3} ${y + 10}l6 4M${x - 3} ${y + 20}l6 4M${x - 3} ${y + 30}l6 4M${x - 3} ${y + 40}l6 4`,
          "none",
          'stroke="#7d8185" stroke-width="1.5"',
        ) +
        path(`M${x - 3} ${y + 58}L${x} ${y + 68}L${x + 3} ${y + 58}Z`, "#a5a8ab") +
        ellipse(x, y, 11, 4, "#bfc2c4") +
        rect(x - 6, y - 1.2, 12, 2.4, "#6f7377"),
      `transform="rotate(-18 ${x} ${y})"`,
    );
  }
  return out;
}

function cleaning(svg: Svg): string {
  let out = shadow(svg, 150, 262, 110, 12);
  // Folded microfibre cloth.
  out += path("M40 262L70 206L250 206L268 262Z", "#5aa9c7");
  out += path("M62 222L78 196L240 196L252 222Z", lighten("#5aa9c7", 0.18));
  out += path("M62 222L252 222L250 226L64 226Z", darken("#5aa9c7", 0.2), 'opacity="0.6"');
  let weave = "";
  for (let x = 80; x < 250; x += 8) weave += `M${x} 230l-8 30`;
  out += path(weave, "none", 'stroke="#ffffff" stroke-width="1" opacity="0.15"');
  // Spray bottle.
  const body = svg.lin(
    "bt",
    [
      [0, "#e6f2f6"],
      [0.35, "#ffffff"],
      [1, "#b8ccd4"],
    ],
    0,
    0,
    1,
    0,
  );
  out += path("M118 214L118 128Q118 112 134 108L166 108Q182 112 182 128L182 214Z", body);
  out += rect(118, 150, 64, 56, "#7bb7a0", 'opacity="0.85"');
  out += rect(126, 160, 48, 6, "#ffffff", 'opacity="0.6"');
  out += rect(126, 172, 32, 4, "#ffffff", 'opacity="0.45"');
  out += rect(134, 86, 32, 22, "#3b4046");
  out += path("M126 62H186L196 74L180 86H126Z", "#2f3438");
  out += path("M148 86L140 110L146 110L154 86Z", "#3b4046");
  out += rect(196, 70, 6, 6, "#2f3438");
  out += path(
    "M204 73l18 -6M204 73l20 0M204 73l18 6",
    "none",
    'stroke="#9cc9da" stroke-width="2" stroke-linecap="round" opacity="0.7"',
  );
  out += rect(124, 116, 6, 90, "#ffffff", 'opacity="0.5"');
  return out;
}

function cable(svg: Svg): string {
  let out = shadow(svg, 150, 250, 110, 10, 0.18);
  out += path(
    "M64 96C40 160 90 220 150 200C220 178 240 120 190 110C140 100 110 170 150 196C190 222 246 220 250 160",
    "none",
    'stroke="#2f3438" stroke-width="9" stroke-linecap="round"',
  );
  out += path(
    "M64 96C40 160 90 220 150 200C220 178 240 120 190 110C140 100 110 170 150 196C190 222 246 220 250 160",
    "none",
    'stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.2" transform="translate(-2 -2)"',
  );
  const plug = (x: number, y: number, rot: number) => {
    let p = rrect(-11, 0, 22, 30, 5, "#3b4046");
    p += rrect(
      -8,
      -22,
      16,
      24,
      7,
      svg.lin(
        "usb",
        [
          [0, "#f1f2f3"],
          [1, "#9a9da1"],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    p += rrect(-5, -18, 10, 3, 1.5, "#5d6266");
    p += rect(-11, 8, 22, 3, "#ffffff", 'opacity="0.15"');
    return `<g transform="translate(${x} ${y}) rotate(${rot})">${p}</g>`;
  };
  out += plug(64, 96, 160);
  out += plug(250, 160, -4);
  return out;
}

const TINT: Record<AccessoryIcon, string> = {
  afstandsbediening: "#c6d0d8",
  wandschakelaar: "#dcc5b0",
  "smart-hub": "#c6d0d8",
  zonnesensor: "#e9d8a6",
  windsensor: "#bcd4e0",
  "extra-steun": "#d6d2ca",
  reinigingsset: "#c9d3c2",
  oplaadkabel: "#d9c6c3",
};

export function drawAccessoryIcon(icon: AccessoryIcon): string {
  const name: AccessoryIcon = icon in TINT ? icon : "afstandsbediening";
  const svg = new Svg(`acc|${name}`);
  let body = backdrop(svg, TINT[name]);
  switch (name) {
    case "wandschakelaar":
      body += wallSwitchBig(svg);
      break;
    case "smart-hub":
      body += hub(svg);
      break;
    case "zonnesensor":
      body += sunSensor(svg);
      break;
    case "windsensor":
      body += windSensor(svg);
      break;
    case "extra-steun":
      body += bracket(svg);
      break;
    case "reinigingsset":
      body += cleaning(svg);
      break;
    case "oplaadkabel":
      body += cable(svg);
      break;
    default:
      body += remote(svg);
  }
  return svg.render(S, S, body);
}
