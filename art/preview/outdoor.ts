// Outdoor products split into layers: screen and rolluik on a facade window, knikarmscherm and
// terrasoverkapping on the terrace, built from the parts draw/outdoor.ts draws the product views with.

import { darken, shades } from "../draw/color.ts";
import { castShadow, railFill } from "../draw/coverings.ts";
import {
  rolluikBox,
  rolluikCurtain,
  screenBottomBar,
  screenCassette,
  screenCloth,
  screenWeave,
  zipRail,
  zipRails,
} from "../draw/outdoor/facade-products.ts";
import {
  type AwningGeo,
  awningArms,
  awningBar,
  awningCassette,
  awningCloth,
  awningValance,
  type RoofGeo,
  roofFrame,
  roofPanels,
  type TerraceGeo,
} from "../draw/outdoor/terrace.ts";
import { circle, g, line, n, path, rect, rrect } from "../draw/svg.ts";
import { textureFill } from "../draw/texture.ts";
import { clamp, type PreviewContext } from "./context.ts";
import { crank, motorHead, wallSwitch } from "./controls.ts";
import { insideBrackets, type Parts, screw, wallBrackets } from "./indoor.ts";

/** Outdoor control at the end of a box: motor cable + switch, crank, or strap winder. */
function facadeControl(preview: PreviewContext, ex: number, ey: number, groundY: number): string {
  const { svg } = preview;
  const dir = preview.side === "links" ? -1 : 1;
  const [wx, wy] = preview.wallSpot[preview.side];
  switch (preview.operation) {
    case "motor": {
      let out = motorHead(svg, ex, ey - 8, 18, dir, 1.2);
      out += path(
        `M${n(ex + dir * 7)} ${n(ey + 10)}C${n(ex + dir * 10)} ${n(ey + 60)} ${n(wx)} ${n(ey + 40)} ${n(wx)} ${n(wy - 24)}`,
        "none",
        'stroke="#2b2f33" stroke-width="2.2" stroke-linecap="round"',
      );
      out += wallSwitch(svg, wx, wy, 1.2);
      return g(out);
    }
    case "slinger": {
      const x = ex + dir * 6;
      return g(crank(x, ey, Math.min(groundY - 90, ey + 240), "#b9bdc1", 1.3, dir));
    }
    case "koord": {
      // Strap from the box down to a strap winder on the wall.
      let out = line(ex + dir * 8, ey, wx, wy - 20, "#d9d4c8", 4);
      out += rect(wx - 14 + 2, wy - 22 + 3, 28, 44, "#000000", `opacity="0.2" filter="${svg.blur(2)}"`);
      out += rrect(wx - 14, wy - 22, 28, 44, 4, "#f3f1ec", 'stroke="#c9c5bd"');
      out += rect(wx - 3, wy - 18, 6, 10, "#d9d4c8");
      out += circle(wx, wy + 8, 6, "#dcd8d0", 'stroke="#a9a49b"');
      return g(out);
    }
    default:
      return "";
  }
}

// ---------------------------------------------------------------- screen

export function screen(preview: PreviewContext): Parts {
  const { svg, win } = preview;
  const inside = preview.mount === "in";
  const tones = shades(preview.hex);
  const x = inside ? win.x : win.x - 16;
  const w = inside ? win.w : win.w + 32;
  const ch = clamp(w * 0.085, 16, 46);
  const y = inside ? win.y : win.y - ch - 8;
  const gw = clamp(w * 0.032, 7, 18);
  const bottom = win.y + win.h;
  const fy = y + ch;
  const fh = (bottom - fy - gw * 0.6) * 0.66;
  return {
    fabric: () => {
      const weave = screenWeave(preview);
      const texturePaint = preview.texture === "mesh" ? null : textureFill(svg, preview.hex, preview.texture);
      let out = castShadow(svg, x, y, w, bottom - y, 0.25);
      const top = preview.cassette ? fy : y + ch * 0.5;
      out += screenCloth(preview, weave, texturePaint, x + gw, top, w - 2 * gw, fy + fh - top);
      if (!preview.cassette) {
        // The cloth wound on the open tube.
        const rh = ch * 0.7;
        out += rrect(x + gw * 0.5, y + ch * 0.3, w - gw, rh, rh / 2, preview.hex);
        out += rrect(x + gw * 0.5, y + ch * 0.3, w - gw, rh, rh / 2, weave);
        out += rrect(
          x + gw * 0.5,
          y + ch * 0.3,
          w - gw,
          rh,
          rh / 2,
          svg.lin("sroll", [
            [0, "#ffffff", 0.3],
            [0.4, "#ffffff", 0.05],
            [1, "#000000", 0.45],
          ]),
        );
      }
      return g(out);
    },
    system: () => {
      const hardwareHex = preview.frame;
      let out = zipRails(zipRail(svg, hardwareHex, "zr"), tones.base, x, fy, w, gw, bottom, fh);
      if (preview.cassette) {
        out += screenCassette(svg, hardwareHex, x, y, w, ch);
      } else {
        // Open: a slim top profile and side plates; the roll shows.
        out += rrect(x - 4, y, w + 8, ch * 0.28, 2, railFill(svg, hardwareHex, "stop"));
        out += rrect(x - 4, y, gw + 4, ch + 2, 2, railFill(svg, hardwareHex, "sside"));
        out += rrect(x + w - gw, y, gw + 4, ch + 2, 2, railFill(svg, hardwareHex, "sside"));
      }
      out += screenBottomBar(svg, hardwareHex, x, fy + fh, w, gw);
      return g(out);
    },
    control: () =>
      facadeControl(preview, preview.side === "links" ? x - 4 : x + w + 4, y + ch * 0.5, preview.floorY),
    mount: () =>
      inside
        ? insideBrackets(svg, x, y, w, ch, preview.frame)
        : wallBrackets(svg, x, y, w, ch, preview.frame),
  };
}

// ---------------------------------------------------------------- rolluik

export function rolluik(preview: PreviewContext): Parts {
  const { svg, win } = preview;
  const inside = preview.mount === "in";
  const x = inside ? win.x : win.x - 14;
  const w = inside ? win.w : win.w + 28;
  const bh = clamp(w * 0.12, 20, 60);
  const y = inside ? win.y : win.y - bh - 6;
  const gw = clamp(w * 0.03, 7, 16);
  const bottom = win.y + win.h + 2;
  const fy = y + bh;
  const p = clamp(win.h / 20, 7, 22);
  const count = Math.max(1, Math.round(((bottom - fy - p) * 0.66) / p));
  return {
    fabric: () => g(rolluikCurtain(preview, x, y, w, bh, gw, fy, p, count)),
    system: () => g(rolluikBox(svg, preview.frame, x, y, w, bh, gw, fy, bottom, p)),
    control: () =>
      facadeControl(preview, preview.side === "links" ? x - 4 : x + w + 4, y + bh * 0.5, preview.floorY),
    mount: () =>
      inside
        ? insideBrackets(svg, x, y, w, bh, preview.frame)
        : wallBrackets(svg, x, y, w, bh, preview.frame),
  };
}

// ---------------------------------------------------------------- knikarmscherm

export function awning(preview: PreviewContext, geo: TerraceGeo): Parts {
  const { svg } = preview;
  const inside = preview.mount === "in";
  const hardwareHex = preview.frame;
  const x0 = inside ? 150 : 120;
  const x1 = inside ? 570 : 600;
  const mountY = inside ? 104 : 120;
  const k = 1.32;
  const fy0 = 286;
  const fx0 = geo.vx + (x0 - geo.vx) * k;
  const fx1 = geo.vx + (x1 - geo.vx) * k;
  const cas = clamp((x1 - x0) * 0.04, 12, 28);
  const vh = clamp((fx1 - fx0) * 0.05, 16, 44);
  const awningGeo: AwningGeo = { x0, x1, mountY, cas, fx0, fx1, fy0, vh, scale: k };
  return {
    fabric: () => {
      const [cloth, texturePaint] = awningCloth(preview, geo, awningGeo);
      let out = cloth;
      if (!preview.cassette) {
        // The cloth roll under an open support bar.
        const rh = cas * 0.75;
        out += rrect(x0 - 4, mountY + cas * 0.35, x1 - x0 + 8, rh, rh / 2, preview.hex);
        if (texturePaint) out += rrect(x0 - 4, mountY + cas * 0.35, x1 - x0 + 8, rh, rh / 2, texturePaint);
        out += rrect(
          x0 - 4,
          mountY + cas * 0.35,
          x1 - x0 + 8,
          rh,
          rh / 2,
          svg.lin("aroll", [
            [0, "#ffffff", 0.3],
            [0.45, "#ffffff", 0.05],
            [1, "#000000", 0.45],
          ]),
        );
      }
      out += awningValance(preview, texturePaint, awningGeo);
      return g(out);
    },
    system: () => {
      let out = awningArms(hardwareHex, awningGeo);
      if (preview.cassette) {
        out += awningCassette(svg, hardwareHex, awningGeo, true);
      } else {
        // Open model: a square support bar above the roll, with end plates.
        out += rrect(x0 - 10, mountY - 2, x1 - x0 + 20, cas * 0.35, 2, railFill(svg, hardwareHex, "abar0"));
        out += rrect(x0 - 12, mountY - 2, 8, cas + 4, 2, darken(hardwareHex, 0.1));
        out += rrect(x1 + 4, mountY - 2, 8, cas + 4, 2, darken(hardwareHex, 0.1));
      }
      out += awningBar(svg, hardwareHex, awningGeo);
      return g(out);
    },
    control: () => {
      const left = preview.side === "links";
      const ex = left ? x0 - 12 : x1 + 12;
      const dir = left ? -1 : 1;
      if (preview.operation === "motor") {
        const [wx, wy] = preview.wallSpot[preview.side];
        let out = motorHead(svg, ex, mountY + 2, cas * 0.9, dir, 1.2);
        out += path(
          `M${n(ex + dir * 8)} ${n(mountY + cas * 0.5)}C${n(ex + dir * 70)} ${n(mountY + 10)} ${n(wx)} ${n(wy - 160)} ${n(wx)} ${n(wy - 24)}`,
          "none",
          'stroke="#2b2f33" stroke-width="2.2" stroke-linecap="round"',
        );
        return g(out + wallSwitch(svg, wx, wy, 1.2));
      }
      if (preview.operation === "slinger") {
        // Crank eye at the cassette end and a long crank hanging down.
        return g(crank(ex, mountY + cas * 0.5, mountY + 230, "#b9bdc1", 1.4, dir));
      }
      return "";
    },
    mount: () => {
      let out = "";
      const col = darken(hardwareHex, 0.08);
      if (inside) {
        // Ceiling (top) mount: brackets above the cassette.
        for (const f of [0.04, 0.3, 0.7, 0.96]) {
          const bx = x0 + (x1 - x0) * f;
          out += rect(
            bx - 8 + 3,
            mountY - 22 + 3,
            16,
            24,
            "#000000",
            `opacity="0.25" filter="${svg.blur(2)}"`,
          );
          out += rrect(bx - 12, mountY - 24, 24, 6, 2, col);
          out += rect(bx - 5, mountY - 20, 10, 22, col);
          out += screw(bx - 7, mountY - 21, 1.6) + screw(bx + 7, mountY - 21, 1.6);
        }
      } else {
        // Wall consoles behind the cassette.
        for (const f of [0.02, 0.08, 0.92, 0.98]) {
          const bx = x0 + (x1 - x0) * f;
          out += rect(
            bx - 9 + 3,
            mountY - 16 + 4,
            18,
            cas + 30,
            "#000000",
            `opacity="0.25" filter="${svg.blur(2)}"`,
          );
          out += rrect(bx - 9, mountY - 16, 18, cas + 30, 3, railFill(svg, hardwareHex, "acon"));
          out += screw(bx, mountY - 10, 1.8) + screw(bx, mountY + cas + 8, 1.8);
        }
      }
      return g(out);
    },
  };
}

// ---------------------------------------------------------------- terrasoverkapping

export function roof(preview: PreviewContext, geo: TerraceGeo): Parts {
  const { svg } = preview;
  const x0 = 110;
  const x1 = 610;
  const wallY = 96;
  const fy = 200;
  const k = 1.36;
  const fx0 = geo.vx + (x0 - geo.vx) * k;
  const fx1 = geo.vx + (x1 - geo.vx) * k;
  const gh = clamp((fx1 - fx0) * 0.045, 16, 46);
  const pw = clamp((fx1 - fx0) * 0.028, 10, 30);
  const roofGeo: RoofGeo = { x0, x1, wallY, fy, fx0, fx1, scale: k };
  return {
    fabric: () => g(roofPanels(preview, geo, roofGeo, false)),
    system: () => g(roofFrame(svg, preview.frame, geo, roofGeo, gh, pw)),
    control: () => "",
    mount: () => "",
  };
}
