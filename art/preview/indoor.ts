// Indoor coverings split into layers (fabric, system, control, mount), following the mount (in / op
// de dag). The cloth, rails and cassettes are the parts draw/coverings.ts draws the product views with.

import { darken, lighten, shades } from "../draw/color.ts";
import {
  castShadow,
  chain,
  curtainPanels,
  hangShade,
  hordeurCloth,
  hordeurFills,
  hordeurFrame,
  horFrame,
  horMesh,
  jaloezieBottomRail,
  jaloezieSlats,
  plisseFabric,
  plissePleat,
  plisseRails,
  railFill,
  rollerBottomRail,
  rollerCassette,
  rollerFabric,
  romanFabric,
  shutterPanel,
  shutterSections,
  tiltRod,
  verticalVanes,
} from "../draw/coverings.ts";
import { roundShading } from "../draw/shading.ts";
import { circle, ellipse, g, line, rect, rrect, type Svg } from "../draw/svg.ts";
import { textureFill } from "../draw/texture.ts";
import { type Area, clamp, frameWidth, indoorArea, type PreviewContext, sysTop } from "./context.ts";
import { type Anchor, chainColour, cords, indoorControl, motorHead, wallSwitch, wand } from "./controls.ts";

export interface Parts {
  fabric: () => string;
  system: () => string;
  control: () => string;
  mount: () => string;
}

const none = () => "";

/** A screw head. */
export function screw(x: number, y: number, r = 1.8): string {
  return circle(x, y, r, "#8d8f91") + circle(x - r * 0.3, y - r * 0.3, r * 0.45, "#d9dadb");
}

/** Small brackets at the top inside the recess, holding the ends of a system of height h. */
export function insideBrackets(svg: Svg, x: number, y: number, w: number, h: number, col: string): string {
  const bw = clamp(h * 0.9, 10, 22);
  let out = "";
  for (const bx of [x + w * 0.07, x + w * 0.93 - bw]) {
    out += rect(bx + 1, y + 2, bw, h * 0.55, "#000000", `opacity="0.18" filter="${svg.blur(1.5)}"`);
    out += rrect(bx, y - 3, bw, 5, 1.5, darken(col, 0.25));
    out += rrect(bx + bw * 0.15, y, bw * 0.7, h * 0.55, 2, darken(col, 0.12), 'opacity="0.92"');
    out += screw(bx + bw / 2, y - 0.5, 1.4);
  }
  return g(out);
}

/** Wall brackets above a system of height h (op de dag). */
export function wallBrackets(svg: Svg, x: number, y: number, w: number, h: number, col: string): string {
  const bw = clamp(h * 0.8, 12, 24);
  const bh = h * 0.6 + 16;
  let out = "";
  for (const cx of [x + w * 0.1, x + w * 0.9]) {
    out += rect(cx - bw / 2 + 3, y - 14 + 4, bw, bh, "#000000", `opacity="0.2" filter="${svg.blur(2)}"`);
    out += rrect(
      cx - bw / 2,
      y - 14,
      bw,
      bh,
      2.5,
      svg.lin(`wb${col.slice(1)}`, [
        [0, lighten(col, 0.25)],
        [1, darken(col, 0.2)],
      ]),
    );
    out += rect(cx - bw / 2, y - 1, bw, 2, darken(col, 0.35), 'opacity="0.5"');
    out += screw(cx, y - 8, 1.8);
  }
  return g(out);
}

function mountParts(preview: PreviewContext, area: Area, x: number, y: number, w: number, h: number): string {
  return area.inside
    ? insideBrackets(preview.svg, x, y, w, h, preview.frame)
    : wallBrackets(preview.svg, x, y, w, h, preview.frame);
}

/** A roll of fabric on an open tube, seen from the front. */
function fabricRoll(preview: PreviewContext, x: number, y: number, w: number, h: number): string {
  const tones = shades(preview.hex);
  const texturePaint = textureFill(preview.svg, preview.hex, preview.texture);
  let out = rrect(x, y, w, h, h / 2, preview.hex);
  if (texturePaint) out += rrect(x, y, w, h, h / 2, texturePaint);
  out += rrect(
    x,
    y,
    w,
    h,
    h / 2,
    preview.svg.lin("roll", [
      [0, tones.dark3, 0.35],
      [0.12, "#ffffff", 0.1],
      [0.3, "#ffffff", 0.45],
      [0.45, "#ffffff", 0.1],
      [0.8, tones.dark2, 0.35],
      [1, tones.dark3, 0.75],
    ]),
  );
  // Wound layers show as fine lines at the ends.
  out += rect(x + h * 0.25, y + h * 0.5, w - h * 0.5, 0.8, tones.dark3, 'opacity="0.25"');
  return out;
}

// ---------------------------------------------------------------- roller (rolgordijn, duo)

export function roller(preview: PreviewContext, duo: boolean): Parts {
  const { svg } = preview;
  const area = indoorArea(preview);
  const x = area.x;
  const w = area.w;
  const ch = clamp(w * (duo ? 0.075 : 0.06), 12, 36);
  const y = sysTop(area, ch);
  const bottom = area.bottom - 2;
  const fy = preview.cassette ? y + ch * 0.8 : y + ch * 0.5;
  const fh = (bottom - fy) * 0.66;
  const rh = clamp(w * 0.022, 6, 14);
  const by = fy + fh;
  const k = w / 360;
  return {
    fabric: () => {
      let out = castShadow(svg, x, y, w, ch + fh + rh);
      out += rollerFabric(
        preview,
        x,
        fy,
        w,
        fh,
        duo ? clamp((area.bottom - area.top) / 11, 14, 44) : 0,
        false,
      );
      if (!preview.cassette) out += fabricRoll(preview, x + 2, y + ch * 0.02, w - 4, ch * 0.96);
      return g(out);
    },
    system: () => {
      const hardwareHex = preview.frame;
      let out = "";
      if (preview.cassette) {
        out += rollerCassette(svg, hardwareHex, x, y, w, ch, true);
      } else {
        // Open roll: end brackets with the tube ends.
        for (const ex of [x - 4, x + w + 4 - ch * 0.36]) {
          out += rect(
            ex + 2,
            y + 2,
            ch * 0.36,
            ch * 1.05,
            "#000000",
            `opacity="0.18" filter="${svg.blur(2)}"`,
          );
          out += rrect(ex, y - 1, ch * 0.36, ch * 1.05, 2, railFill(svg, hardwareHex, "endp"));
          out += circle(ex + ch * 0.18, y + ch * 0.47, ch * 0.1, darken(hardwareHex, 0.35));
        }
      }
      out += rollerBottomRail(svg, hardwareHex, x, by, w, rh);
      return g(out);
    },
    control: () => {
      const left = preview.side === "links";
      const anchor: Anchor = {
        x: left ? x - 1 : x + w + 1,
        y: y + ch * 0.7,
        end: Math.max(by, y + ch + (bottom - y) * 0.6),
        railX: left ? x + w * 0.1 : x + w * 0.9,
        railY: by + rh - 1,
        k,
      };
      return indoorControl(preview, preview.operation, anchor, "#b9b4aa");
    },
    mount: () => mountParts(preview, area, x, y, w, ch),
  };
}

// ---------------------------------------------------------------- plissé

export function plisse(preview: PreviewContext): Parts {
  const { svg } = preview;
  const area = indoorArea(preview);
  const x = area.inside ? area.x - 2 : area.x;
  const w = area.inside ? area.w + 4 : area.w;
  const rh = clamp(w * 0.03, 7, 14);
  const top = area.inside ? area.top - 2 : sysTop(area, rh);
  const bottom = area.inside ? area.bottom : area.bottom - 2;
  const fh = (bottom - top - rh * 2) * 0.66;
  const p = clamp((area.bottom - area.top) / 40, 6, 14);
  const fy = top + rh;
  const by = fy + fh;
  const k = w / 360;
  return {
    fabric: () => {
      const pleat = plissePleat(preview, p, fy);
      const out = castShadow(svg, x, top, w, fh + rh * 2, 0.12);
      return g(out + plisseFabric(preview, pleat, x, fy, w, fh, p));
    },
    system: () => {
      const hardwareHex = preview.frame;
      let out = line(x + 5, by + rh, x + 5, bottom, "#d8d6d0", 1.2);
      out += line(x + w - 5, by + rh, x + w - 5, bottom, "#d8d6d0", 1.2);
      out += plisseRails(svg, hardwareHex, x, top, w, rh, by, bottom);
      return g(out);
    },
    control: () => {
      const left = preview.side === "links";
      if (preview.operation === "stang") {
        // A control rod hooked into the bottom rail on that side.
        const hx = left ? x + w * 0.08 : x + w * 0.92;
        return g(
          rrect(hx - 5 * k, by + rh * 0.3, 10 * k, rh * 0.9, 2, darken(preview.frame, 0.25)) +
            wand(hx, by + rh, Math.min(bottom + 40, by + rh + 150 * k), lighten(preview.frame, 0.05), k),
        );
      }
      const anchor: Anchor = {
        x: left ? x - 4 : x + w + 4,
        y: top + rh * 0.6,
        end: by + 30 * k,
        railX: left ? x + w * 0.1 : x + w * 0.9,
        railY: by + rh,
        k,
      };
      return indoorControl(preview, preview.operation, anchor, "#b9b4aa");
    },
    mount: () => mountParts(preview, area, x, top, w, rh),
  };
}

// ---------------------------------------------------------------- jaloezie

export function jaloezie(preview: PreviewContext): Parts {
  const { svg } = preview;
  const area = indoorArea(preview);
  const tones = shades(preview.hex);
  const x = area.x;
  const w = area.w;
  const hh = clamp(w * 0.045, 10, 24);
  const y = sysTop(area, hh);
  const bottom = area.bottom - 2;
  const p = clamp((area.bottom - area.top) / (preview.texture === "wood" ? 16 : 24), 8, 26);
  const fy = y + hh;
  const count = Math.max(1, Math.round(((bottom - fy) * 0.66) / p));
  const fh = count * p;
  const k = w / 360;
  return {
    fabric: () => g(castShadow(svg, x, y, w, hh + fh + p, 0.16) + jaloezieSlats(preview, x, fy, w, fh, p)),
    system: () => {
      let out = rrect(x - 2, y, w + 4, hh, 2, railFill(svg, preview.frame, "head"));
      out += rect(x - 2, y + hh * 0.7, w + 4, 1, darken(preview.frame, 0.3), 'opacity="0.4"');
      out += jaloezieBottomRail(svg, preview.frame, x, fy + fh, w, p);
      return g(out);
    },
    control: () => {
      const left = preview.side === "links";
      const cx = left ? x + w * 0.05 : x + w * 0.95;
      const wx = left ? x + w * 0.1 : x + w * 0.9;
      const cordEnd = fy + (bottom - fy) * 0.7;
      if (preview.operation === "koord") {
        return g(
          wand(wx, y + hh, fy + (bottom - fy) * 0.6, lighten(tones.base, 0.3), k) +
            cords(cx, y + hh, cordEnd, tones.dark2, k),
        );
      }
      const anchor: Anchor = {
        x: left ? x - 2 : x + w + 2,
        y: y + hh * 0.6,
        end: cordEnd,
        railX: wx,
        railY: fy + fh + p * 0.7,
        k,
      };
      return indoorControl(preview, preview.operation, anchor, tones.dark2);
    },
    mount: () => mountParts(preview, area, x, y, w, hh),
  };
}

// ---------------------------------------------------------------- vouwgordijn

export function vouwgordijn(preview: PreviewContext): Parts {
  const { svg } = preview;
  const area = indoorArea(preview);
  const rh = 9;
  const x = area.x;
  const w = area.w;
  const y = area.inside ? area.top + rh : sysTop(area, 0) - 4;
  const bottom = area.bottom - 2;
  const full = bottom - y;
  const fold = clamp(full * 0.1, 16, 70);
  const foldCount = 3;
  const step = fold * 0.78;
  const flatH = full * 0.66 - foldCount * step - fold * 0.25;
  const k = w / 360;
  return {
    fabric: () => {
      const out = castShadow(svg, x, y, w, full * 0.66, 0.2);
      return g(out + romanFabric(preview, x, y, w, flatH, foldCount, step, fold));
    },
    system: () =>
      g(
        rect(x - 2, y, w + 4, 4, "#000000", `opacity="0.18" filter="${svg.blur(1.5)}"`) +
          rrect(x - 3, y - rh, w + 6, rh, 2, railFill(svg, preview.frame)),
      ),
    control: () => {
      const left = preview.side === "links";
      const anchor: Anchor = {
        x: left ? x - 5 : x + w + 5,
        y: y - rh * 0.3,
        end: y + full * 0.62,
        railX: left ? x + w * 0.1 : x + w * 0.9,
        railY: y + flatH + foldCount * step + fold * 0.3,
        k,
      };
      return indoorControl(preview, preview.operation, anchor, "#b9b4aa");
    },
    mount: () => mountParts(preview, area, x, y - rh, w, rh),
  };
}

// ---------------------------------------------------------------- lamellen

export function lamellen(preview: PreviewContext): Parts {
  const { svg } = preview;
  const area = indoorArea(preview);
  const x = area.x;
  const w = area.w;
  const hh = clamp(w * 0.035, 9, 20);
  const y = sysTop(area, hh);
  const bottom = area.inside
    ? area.bottom - 4
    : Math.min(preview.floorY - 6, preview.win.y + preview.win.h * 1.06);
  const p = clamp(w / 11, 18, 70);
  const vw = p * (0.32 + 0.72 * 0.72);
  const fy = y + hh;
  const vh = bottom - fy;
  const k = w / 360;
  return {
    fabric: () => g(verticalVanes(preview, x, y, w, hh, bottom, p, vw)),
    system: () => g(rrect(x - 3, y, w + 6, hh, 2, railFill(svg, preview.frame))),
    control: () => {
      const left = preview.side === "links";
      const ex = left ? x + 6 : x + w - 6;
      const cx = left ? x + 14 : x + w - 14;
      if (preview.operation === "ketting") {
        return g(
          chain(ex, y + hh, fy + vh * 0.62, chainColour(preview.frame), clamp(w / 220, 1.5, 2.6)) +
            line(cx, y + hh, cx, fy + vh * 0.58, "#e6e4de", 1.4) +
            ellipse(cx, fy + vh * 0.58 + 4, 2.5, 5, "#d8d6d0"),
        );
      }
      const anchor: Anchor = { x: ex, y: y + hh, end: fy + vh * 0.6, railX: ex, railY: bottom, k };
      return indoorControl(preview, preview.operation, anchor, "#b9b4aa");
    },
    mount: () => mountParts(preview, area, x, y, w, hh),
  };
}

// ---------------------------------------------------------------- shutter

export function shutter(preview: PreviewContext): Parts {
  const { svg, win } = preview;
  const tones = shades(preview.hex);
  const f = frameWidth(win);
  const rv = f * 0.9;
  const inside = preview.mount === "in";
  const x = inside ? win.x + f : win.x - rv - 2;
  const w = inside ? win.w - 2 * f : win.w + 2 * rv + 4;
  const y = inside ? win.y + f : win.y - rv - 2;
  const h = inside ? win.h - 2 * f : win.h + rv * 2 + 4;
  const panels = w > 300 ? 4 : 2;
  const pw = w / panels;
  const st = clamp(pw * 0.11, 6, 22);
  const p = clamp(h / 26, 9, 24);
  const mid = y + h * 0.52;
  const sections = shutterSections(y, h, st);
  const fw = st * 0.6;
  return {
    fabric: () => {
      const texturePaint = textureFill(svg, preview.hex, preview.texture, 1, "sht");
      let out = castShadow(svg, x, y, w, h, 0.2);
      for (let i = 0; i < panels; i++) {
        out += shutterPanel(
          preview,
          texturePaint,
          x + i * pw,
          y,
          pw,
          h,
          st,
          p,
          sections,
          0.62 + 0.36 * 0.3,
          false,
        );
      }
      out += rect(x, y, w, h, hangShade(svg), 'opacity="0.6"');
      return g(out);
    },
    system: () => {
      const frameTones = shades(preview.frame);
      let out = rect(x - fw, y - fw, w + 2 * fw, fw, frameTones.light1);
      out += rect(x - fw, y + h, w + 2 * fw, fw, frameTones.dark1);
      out += rect(x - fw, y, fw, h, frameTones.dark1);
      out += rect(x + w, y, fw, h, frameTones.dark1);
      out += rect(x - fw, y - fw, fw * 0.4, h + 2 * fw, frameTones.light2, 'opacity="0.6"');
      for (let i = 1; i < panels; i++) {
        const px = x + i * pw;
        if (i === panels / 2) continue;
        out += rect(px - 2, y + h * 0.15, 4, h * 0.06, "#9b9790");
        out += rect(px - 2, y + h * 0.78, 4, h * 0.06, "#9b9790");
      }
      out += rect(x + w / 2 - 1, y, 2, h, frameTones.dark2, 'opacity="0.7"');
      return g(out);
    },
    control: () => {
      // Tilt rods on every section, and the knob on the leading panel at the chosen side.
      let out = "";
      for (let i = 0; i < panels; i++) {
        const rx = x + i * pw + pw / 2;
        for (const [ly, lh] of sections) out += tiltRod(tones, rx, ly, lh, p);
      }
      const kx = preview.side === "links" ? x + st * 0.5 : x + w - st * 0.5;
      out += ellipse(
        kx + 1,
        mid + 2,
        st * 0.32,
        st * 0.32,
        "#000000",
        `opacity="0.3" filter="${svg.blur(1.5)}"`,
      );
      out += circle(kx, mid, st * 0.32, darken(preview.frame, 0.25));
      out += circle(kx - st * 0.08, mid - st * 0.08, st * 0.12, lighten(preview.frame, 0.5));
      return g(out);
    },
    mount: () => {
      let out = "";
      const col = darken(preview.frame, 0.3);
      if (inside) {
        for (const yy of [y + h * 0.1, y + h * 0.9]) {
          out += rect(x - fw - 1, yy - 8, fw + 1, 16, col, 'opacity="0.6"');
          out += screw(x - fw / 2, yy, 1.5) + screw(x + w + fw / 2, yy, 1.5);
        }
      } else {
        // An L-frame on the wall, screwed at the top and sides.
        const b = fw * 1.6;
        out += rect(x - fw - b, y - fw - b, w + 2 * (fw + b), b, lighten(preview.frame, 0.1));
        out += rect(x - fw - b, y - fw, b, h + 2 * fw, shades(preview.frame).dark1);
        out += rect(x + w + fw, y - fw, b, h + 2 * fw, shades(preview.frame).dark1);
        out += rect(x - fw - b, y + h + fw - 2, w + 2 * (fw + b), 4, "#000000", 'opacity="0.12"');
        for (const f2 of [0.15, 0.5, 0.85]) out += screw(x + w * f2, y - fw - b / 2, 1.6);
        for (const f2 of [0.2, 0.8]) {
          out += screw(x - fw - b / 2, y + h * f2, 1.6);
          out += screw(x + w + fw + b / 2, y + h * f2, 1.6);
        }
      }
      return g(out);
    },
  };
}

// ---------------------------------------------------------------- gordijn

export function gordijn(preview: PreviewContext): Parts {
  const { svg, win } = preview;
  const f = frameWidth(win);
  const inside = preview.mount === "in";
  const ext = inside ? 0 : Math.min(win.w * 0.28, 110);
  const rx0 = inside ? win.x + f : win.x - ext;
  const rx1 = inside ? win.x + win.w - f : win.x + win.w + ext;
  const ry = inside ? win.y + f + 6 : win.y - win.h * 0.12;
  const bottom = inside ? win.y + win.h - f : preview.floorY - 3;
  const half = (rx1 - rx0) / 2;
  const pw = half * (0.4 + 0.6 * 0.3);
  const fw = clamp(win.w / 9, 16, 60);
  const k = win.w / 300;
  return {
    fabric: () => g(curtainPanels(preview, rx0, rx1, pw, fw, ry, bottom, Math.min(26, win.h * 0.06))),
    system: () => {
      const rod = preview.frame;
      if (inside) {
        // A slim ceiling track in the recess with end caps.
        return g(
          rect(rx0, ry - 2, rx1 - rx0, 5, "#000000", `opacity="0.18" filter="${svg.blur(1.5)}"`) +
            rrect(rx0 - 1, ry - 5, rx1 - rx0 + 2, 8, 1.5, railFill(svg, rod, "trk")) +
            rect(rx0 - 2, ry - 5, 4, 8, darken(rod, 0.2)) +
            rect(rx1 - 2, ry - 5, 4, 8, darken(rod, 0.2)),
        );
      }
      return g(
        rect(rx0 - 14, ry - 3, rx1 - rx0 + 28, 6, rod, 'rx="3"') +
          rect(rx0 - 14, ry - 3, rx1 - rx0 + 28, 2, lighten(rod, 0.25), 'rx="1"') +
          ellipse(rx0 - 18, ry, 6, 6, rod) +
          ellipse(rx1 + 18, ry, 6, 6, rod),
      );
    },
    control: () => {
      const left = preview.side === "links";
      const end = bottom - (bottom - ry) * 0.25;
      if (preview.operation === "stang") {
        // A draw wand on the leading edge of the panel at that side.
        const lx = left ? rx0 + pw - 4 : rx1 - pw + 4;
        return g(wand(lx, ry + 8, Math.min(end, ry + 220 * k), "#e9e6df", k));
      }
      const ex = left ? rx0 - (inside ? -6 : 10) : rx1 + (inside ? -6 : 10);
      if (preview.operation === "motor") {
        const [wx, wy] = preview.wallSpot[preview.side];
        return g(motorHead(svg, ex, ry - 7, 14, left ? -1 : 1) + wallSwitch(svg, wx, wy));
      }
      return g(cords(ex, ry + 2, end, "#b3ab9d", k));
    },
    mount: () => {
      let out = "";
      const col = preview.frame;
      if (inside) {
        for (const fx of [0.1, 0.5, 0.9]) {
          const bx = rx0 + (rx1 - rx0) * fx;
          out += rrect(bx - 6, ry - 9, 12, 5, 1.5, darken(col, 0.1)) + screw(bx, ry - 6.5, 1.3);
        }
      } else {
        for (const bx of [rx0 + 6, rx1 - 6, (rx0 + rx1) / 2]) {
          out += rect(bx - 4, ry - 22, 8, 22, "#000000", `opacity="0.15" filter="${svg.blur(2)}"`);
          out += rrect(bx - 7, ry - 26, 14, 12, 3, col);
          out += rect(bx - 2.5, ry - 16, 5, 16, darken(col, 0.1));
          out += screw(bx, ry - 20, 1.6);
        }
      }
      return g(out);
    },
  };
}

// ---------------------------------------------------------------- hor (rolhor)

export function hor(preview: PreviewContext): Parts {
  const { svg, win } = preview;
  const f = frameWidth(win);
  const rv = f * 0.9;
  const inside = preview.mount === "in";
  const x = inside ? win.x + f * 0.3 : win.x - rv - 6;
  const w = inside ? win.w - f * 0.6 : win.w + 2 * rv + 12;
  const ch = clamp(w * 0.05, 12, 26);
  const top = inside ? win.y + f * 0.2 : win.y - rv - ch + 4;
  const bottom = inside ? win.y + win.h - f * 0.4 : win.y + win.h + 2;
  const gw = clamp(w * 0.025, 6, 14);
  const fy = top + ch;
  const fh = (bottom - fy - 8) * 0.66;
  const by = fy + fh;
  const frameC = preview.frame;
  return {
    fabric: () => g(horMesh(preview, x, top, w, bottom, gw, fy, fh)),
    system: () => {
      const frameTones = shades(frameC);
      const side = roundShading(svg, "hside", frameTones);
      const frame = railFill(svg, frameC, "hfr");
      return g(horFrame(svg, frameC, side, frame, x, top, w, bottom, gw, ch, by));
    },
    control: none,
    mount: () =>
      inside ? insideBrackets(svg, x, top, w, ch, frameC) : wallBrackets(svg, x, top, w, ch, frameC),
  };
}

// ---------------------------------------------------------------- hordeur

export function hordeur(preview: PreviewContext): Parts {
  const { svg, win } = preview;
  const f = frameWidth(win);
  const inside = preview.mount === "in";
  const pf = clamp(win.w * 0.04, 8, 18);
  const x = inside ? win.x + f * 0.25 : win.x - pf - 6;
  const w = inside ? win.w - f * 0.5 : win.w + 2 * pf + 12;
  const y = inside ? win.y + f * 0.25 : win.y - pf - 6;
  const h = inside ? win.h - f * 0.25 : win.h + pf + 6;
  const inner = { x: x + pf, y: y + pf, w: w - 2 * pf, h: h - pf - pf * 0.6 };
  const bx = inner.x + inner.w * 0.62;
  const bw = clamp(w * 0.035, 10, 22);
  const frameTones = shades(preview.frame);
  const side = () => roundShading(svg, "hds", frameTones);
  return {
    fabric: () => {
      const fills = hordeurFills(preview, inner.x);
      return g(castShadow(svg, x, y, w, h, 0.14) + hordeurCloth(fills, inner, bx));
    },
    system: () => g(hordeurFrame(svg, preview.frame, side, { x, y, w, h }, pf, inner, bx, bw)),
    control: none,
    mount: () => {
      let out = "";
      if (inside) {
        for (const yy of [y + pf * 0.5, y + h * 0.5, y + h - pf])
          out += screw(x + pf * 0.5, yy, 1.6) + screw(x + w - pf * 0.5, yy, 1.6);
      } else {
        for (const fx of [0.2, 0.8]) {
          const cx = x + w * fx;
          out += rrect(cx - 10, y - 10, 20, 12, 2, darken(preview.frame, 0.15)) + screw(cx, y - 5, 1.6);
        }
        for (const yy of [y + h * 0.3, y + h * 0.7]) {
          out += rrect(x - 10, yy - 10, 12, 20, 2, darken(preview.frame, 0.15)) + screw(x - 5, yy, 1.6);
          out +=
            rrect(x + w - 2, yy - 10, 12, 20, 2, darken(preview.frame, 0.15)) + screw(x + w + 5, yy, 1.6);
        }
      }
      return g(out);
    },
  };
}
