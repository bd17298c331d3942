// Outdoor products split into layers: screen and rolluik on a facade window, knikarmscherm and
// terrasoverkapping on the terrace. Geometry and shading follow draw/outdoor.ts.

import { darken, lighten, shades } from "../draw/color.ts";
import { castShadow, railFill, slatPattern } from "../draw/coverings.ts";
import type { TerraceGeo } from "../draw/outdoor.ts";
import { circle, g, line, n, path, poly, rect, rrect, type Svg } from "../draw/svg.ts";
import { textureFill } from "../draw/texture.ts";
import { crank, motorHead, wallSwitch } from "./controls.ts";
import { clamp, type LCtx } from "./ctx.ts";
import { insideBrackets, type Parts, screw, wallBrackets } from "./indoor.ts";

function vrail(s: Svg, hw: string, name: string): string {
  return s.lin(
    name,
    [
      [0, lighten(hw, 0.3)],
      [0.5, hw],
      [1, darken(hw, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** Outdoor control at the end of a box: motor cable + switch, crank, or strap winder. */
function facadeControl(c: LCtx, ex: number, ey: number, groundY: number): string {
  const { s } = c;
  const dir = c.side === "links" ? -1 : 1;
  const [wx, wy] = c.wallSpot[c.side];
  switch (c.op) {
    case "motor": {
      let out = motorHead(s, ex, ey - 8, 18, dir, 1.2);
      out += path(
        `M${n(ex + dir * 7)} ${n(ey + 10)}C${n(ex + dir * 10)} ${n(ey + 60)} ${n(wx)} ${n(ey + 40)} ${n(wx)} ${n(wy - 24)}`,
        "none",
        'stroke="#2b2f33" stroke-width="2.2" stroke-linecap="round"',
      );
      out += wallSwitch(s, wx, wy, 1.2);
      return g(out);
    }
    case "slinger": {
      const x = ex + dir * 6;
      return g(crank(x, ey, Math.min(groundY - 90, ey + 240), "#b9bdc1", 1.3, dir));
    }
    case "koord": {
      // Strap from the box down to a strap winder on the wall.
      let out = line(ex + dir * 8, ey, wx, wy - 20, "#d9d4c8", 4);
      out += rect(wx - 14 + 2, wy - 22 + 3, 28, 44, "#000000", `opacity="0.2" filter="${s.blur(2)}"`);
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

function screen(c: LCtx): Parts {
  const { s, win } = c;
  const inside = c.mount === "in";
  const sh = shades(c.hex);
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
      const weave = s.pattern(
        "scrw",
        4,
        4,
        rect(0, 0, 4, 1.1, sh.d2, 'opacity="0.45"') +
          rect(0, 2, 4, 1.1, sh.l2, 'opacity="0.35"') +
          rect(1, 0, 1.1, 4, sh.d1, 'opacity="0.3"'),
      );
      const t = c.tex === "mesh" ? null : textureFill(s, c.hex, c.tex);
      let out = castShadow(s, x, y, w, bottom - y, 0.25);
      const top = c.cassette ? fy : y + ch * 0.5;
      const h = fy + fh - top;
      out += rect(x + gw, top, w - 2 * gw, h, c.hex, 'opacity="0.94"');
      out += rect(x + gw, top, w - 2 * gw, h, weave);
      if (t) out += rect(x + gw, top, w - 2 * gw, h, t, 'opacity="0.5"');
      out += rect(
        x + gw,
        top,
        w - 2 * gw,
        h,
        s.lin("scrl", [
          [0, "#000000", 0.18],
          [0.2, "#000000", 0],
          [0.6, "#ffffff", 0.08],
          [1, "#000000", 0.08],
        ]),
      );
      if (!c.cassette) {
        // The cloth wound on the open tube.
        const rh = ch * 0.7;
        out += rrect(x + gw * 0.5, y + ch * 0.3, w - gw, rh, rh / 2, c.hex);
        out += rrect(x + gw * 0.5, y + ch * 0.3, w - gw, rh, rh / 2, weave);
        out += rrect(
          x + gw * 0.5,
          y + ch * 0.3,
          w - gw,
          rh,
          rh / 2,
          s.lin("sroll", [
            [0, "#ffffff", 0.3],
            [0.4, "#ffffff", 0.05],
            [1, "#000000", 0.45],
          ]),
        );
      }
      return g(out);
    },
    system: () => {
      const hw = c.frame;
      const rail = vrail(s, hw, "zr");
      let out = rect(x, fy, gw, bottom - fy, rail);
      out += rect(x + w - gw, fy, gw, bottom - fy, rail);
      out += rect(x + gw - 2, fy, 2, fh, darken(sh.c, 0.4), 'opacity="0.6"');
      out += rect(x + w - gw, fy, 2, fh, darken(sh.c, 0.4), 'opacity="0.6"');
      if (c.cassette) {
        out += rect(x - 2, y + ch, w + 4, 6, "#000000", `opacity="0.25" filter="${s.blur(3)}"`);
        out += rrect(x - 4, y, w + 8, ch, 3, railFill(s, hw, "scas"));
        out += rect(x - 4, y + ch * 0.62, w + 8, 1.2, darken(hw, 0.3), 'opacity="0.5"');
      } else {
        // Open: a slim top profile and side plates; the roll shows.
        out += rrect(x - 4, y, w + 8, ch * 0.28, 2, railFill(s, hw, "stop"));
        out += rrect(x - 4, y, gw + 4, ch + 2, 2, railFill(s, hw, "sside"));
        out += rrect(x + w - gw, y, gw + 4, ch + 2, 2, railFill(s, hw, "sside"));
      }
      const by = fy + fh;
      out += rect(x + gw, by + 4, w - 2 * gw, 5, "#000000", `opacity="0.25" filter="${s.blur(2)}"`);
      out += rrect(x + gw - 1, by - 2, w - 2 * gw + 2, gw * 0.75, 2, railFill(s, hw, "sbar"));
      return g(out);
    },
    control: () => facadeControl(c, c.side === "links" ? x - 4 : x + w + 4, y + ch * 0.5, c.floorY),
    mount: () => (inside ? insideBrackets(s, x, y, w, ch, c.frame) : wallBrackets(s, x, y, w, ch, c.frame)),
  };
}

// ---------------------------------------------------------------- rolluik

function rolluik(c: LCtx): Parts {
  const { s, win } = c;
  const inside = c.mount === "in";
  const sh = shades(c.hex);
  const x = inside ? win.x : win.x - 14;
  const w = inside ? win.w : win.w + 28;
  const bh = clamp(w * 0.12, 20, 60);
  const y = inside ? win.y : win.y - bh - 6;
  const gw = clamp(w * 0.03, 7, 16);
  const bottom = win.y + win.h + 2;
  const fy = y + bh;
  const p = clamp(win.h / 20, 7, 22);
  const count = Math.max(1, Math.round(((bottom - fy - p) * 0.66) / p));
  const fh = count * p;
  const cover = { s, hex: c.hex, tex: c.tex, win, drop: 0.66, floorY: c.floorY };
  return {
    fabric: () => {
      const prof = slatPattern(cover, "rlp", p, fy, 1, { curve: "profile" });
      let out = castShadow(s, x, y, w, bh + fh + p, 0.28);
      out += rect(x + gw, fy, w - 2 * gw, fh, prof);
      let slits = "";
      const cols = Math.max(4, Math.round((w - 2 * gw) / 36));
      for (let r = 0; r < count; r++) {
        const yy = fy + r * p + p * 0.5;
        for (let i = 0; i < cols; i++) {
          const xx = x + gw + ((w - 2 * gw) * (i + 0.5)) / cols;
          slits += `M${n(xx - 3)} ${n(yy)}h6`;
        }
      }
      out += path(slits, "none", `stroke="${sh.d3}" stroke-width="1.2" opacity="0.45"`);
      const by = fy + fh;
      out += rect(x + gw, by, w - 2 * gw, p * 1.1, railFill(s, c.hex, "rend"));
      out += rect(x + gw, by + p * 1.1, w - 2 * gw, 3, "#22262a");
      return g(out);
    },
    system: () => {
      const fs = shades(c.frame);
      const rail = s.lin(
        "rrail",
        [
          [0, fs.l1],
          [0.5, fs.c],
          [1, fs.d2],
        ],
        0,
        0,
        1,
        0,
      );
      let out = rect(x, fy, gw, bottom - fy + p, rail);
      out += rect(x + w - gw, fy, gw, bottom - fy + p, rail);
      out += rect(x - 2, y + bh, w + 4, 6, "#000000", `opacity="0.25" filter="${s.blur(3)}"`);
      out += rrect(x - 4, y, w + 8, bh, 2, railFill(s, c.frame, "rbox"));
      out += path(
        `M${n(x - 4)} ${n(y + bh * 0.45)}L${n(x + w + 4)} ${n(y + bh * 0.45)}`,
        "none",
        `stroke="${fs.d2}" stroke-width="1" opacity="0.5"`,
      );
      out += rect(x - 4, y + bh * 0.45, w + 8, bh * 0.55, "#000000", 'opacity="0.06"');
      return g(out);
    },
    control: () => facadeControl(c, c.side === "links" ? x - 4 : x + w + 4, y + bh * 0.5, c.floorY),
    mount: () => (inside ? insideBrackets(s, x, y, w, bh, c.frame) : wallBrackets(s, x, y, w, bh, c.frame)),
  };
}

// ---------------------------------------------------------------- knikarmscherm

function toward(geo: TerraceGeo, x: number, y: number, k: number): [number, number] {
  return [geo.vx + (x - geo.vx) * k, geo.vy + (y - geo.vy) * k];
}

function awning(c: LCtx, geo: TerraceGeo): Parts {
  const { s } = c;
  const inside = c.mount === "in";
  const sh = shades(c.hex);
  const hw = c.frame;
  const x0 = inside ? 150 : 120;
  const x1 = inside ? 570 : 600;
  const mountY = inside ? 104 : 120;
  const k = 1.32;
  const fy0 = 286;
  const fx0 = geo.vx + (x0 - geo.vx) * k;
  const fx1 = geo.vx + (x1 - geo.vx) * k;
  const cas = clamp((x1 - x0) * 0.04, 12, 28);
  const vh = clamp((fx1 - fx0) * 0.05, 16, 44);
  return {
    fabric: () => {
      let out = "";
      const [sx0, sy0] = toward(geo, x0 - 10, geo.floorY, 1);
      const [sx1] = toward(geo, x1 + 10, geo.floorY, 1);
      const [tx0, ty0] = toward(geo, x0 - 30, geo.floorY, k + 0.05);
      const [tx1] = toward(geo, x1 + 50, geo.floorY, k + 0.05);
      out += poly(
        [sx0, sy0, sx1, sy0, tx1, ty0, tx0, ty0],
        "#2b2118",
        `opacity="0.22" filter="${s.blur(10)}"`,
      );
      const under = s.lin("aund", [
        [0, sh.d2, 0.75],
        [0.5, sh.d1, 0.2],
        [1, sh.l1, 0.15],
      ]);
      const quad = [x0, mountY + cas, x1, mountY + cas, fx1, fy0, fx0, fy0];
      out += poly(quad, c.hex);
      const t = textureFill(s, c.hex, c.tex);
      if (t) out += poly(quad, t);
      out += poly(quad, under);
      let seams = "";
      const nseam = Math.max(3, Math.round((x1 - x0) / 90));
      for (let i = 1; i < nseam; i++) {
        const f = i / nseam;
        seams += `M${n(x0 + (x1 - x0) * f)} ${n(mountY + cas)}L${n(fx0 + (fx1 - fx0) * f)} ${n(fy0)}`;
      }
      out += path(seams, "none", `stroke="${sh.d2}" stroke-width="1.2" opacity="0.5"`);
      if (!c.cassette) {
        // The cloth roll under an open support bar.
        const rh = cas * 0.75;
        out += rrect(x0 - 4, mountY + cas * 0.35, x1 - x0 + 8, rh, rh / 2, c.hex);
        if (t) out += rrect(x0 - 4, mountY + cas * 0.35, x1 - x0 + 8, rh, rh / 2, t);
        out += rrect(
          x0 - 4,
          mountY + cas * 0.35,
          x1 - x0 + 8,
          rh,
          rh / 2,
          s.lin("aroll", [
            [0, "#ffffff", 0.3],
            [0.45, "#ffffff", 0.05],
            [1, "#000000", 0.45],
          ]),
        );
      }
      const vd = `M${n(fx0 - 4)} ${n(fy0 + 4)}H${n(fx1 + 4)}V${n(fy0 + vh)}H${n(fx0 - 4)}Z`;
      out += path(vd, c.hex);
      if (t) out += path(vd, t);
      out += path(
        vd,
        s.lin("aval", [
          [0, sh.l2, 0.6],
          [0.3, sh.c, 0],
          [1, sh.d2, 0.5],
        ]),
      );
      out += rect(fx0 - 4, fy0 + vh - 5, fx1 - fx0 + 8, 2, sh.l2, 'opacity="0.7"');
      out += rect(fx0 - 4, fy0 + vh, fx1 - fx0 + 8, 5, "#000000", `opacity="0.2" filter="${s.blur(2)}"`);
      return g(out);
    },
    system: () => {
      let out = "";
      const arm = (wx: number, fx: number, dir: number) => {
        const ex = (wx + fx) / 2 + dir * (x1 - x0) * 0.1;
        const ey = (mountY + cas + 14 + fy0) / 2 + 8;
        let a = path(
          `M${n(wx)} ${n(mountY + cas + 14)}L${n(ex)} ${n(ey)}L${n(fx)} ${n(fy0)}`,
          "none",
          `stroke="${hw}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
        );
        a += path(
          `M${n(wx)} ${n(mountY + cas + 12)}L${n(ex)} ${n(ey - 2)}L${n(fx)} ${n(fy0 - 2)}`,
          "none",
          `stroke="${lighten(hw, 0.4)}" stroke-width="2" stroke-linejoin="round" opacity="0.7"`,
        );
        a += circle(ex, ey, 6, darken(hw, 0.15));
        a += rect(wx - 8, mountY + cas - 2, 16, 22, darken(hw, 0.1), 'rx="3"');
        return a;
      };
      const ins = (x1 - x0) * 0.08;
      out += arm(x0 + ins, fx0 + ins * k, 1);
      out += arm(x1 - ins, fx1 - ins * k, -1);
      if (c.cassette) {
        out += rect(x0 - 6, mountY + cas, x1 - x0 + 12, 8, "#000000", `opacity="0.3" filter="${s.blur(4)}"`);
        out += rrect(x0 - 10, mountY, x1 - x0 + 20, cas, cas * 0.4, railFill(s, hw, "acas"));
        out += rect(x0 - 10, mountY + cas * 0.6, x1 - x0 + 20, 1.2, darken(hw, 0.3), 'opacity="0.5"');
      } else {
        // Open model: a square support bar above the roll, with end plates.
        out += rrect(x0 - 10, mountY - 2, x1 - x0 + 20, cas * 0.35, 2, railFill(s, hw, "abar0"));
        out += rrect(x0 - 12, mountY - 2, 8, cas + 4, 2, darken(hw, 0.1));
        out += rrect(x1 + 4, mountY - 2, 8, cas + 4, 2, darken(hw, 0.1));
      }
      out += rrect(fx0 - 6, fy0 - 5, fx1 - fx0 + 12, 10, 4, railFill(s, hw, "abar"));
      return g(out);
    },
    control: () => {
      const left = c.side === "links";
      const ex = left ? x0 - 12 : x1 + 12;
      const dir = left ? -1 : 1;
      if (c.op === "motor") {
        const [wx, wy] = c.wallSpot[c.side];
        let out = motorHead(s, ex, mountY + 2, cas * 0.9, dir, 1.2);
        out += path(
          `M${n(ex + dir * 8)} ${n(mountY + cas * 0.5)}C${n(ex + dir * 70)} ${n(mountY + 10)} ${n(wx)} ${n(wy - 160)} ${n(wx)} ${n(wy - 24)}`,
          "none",
          'stroke="#2b2f33" stroke-width="2.2" stroke-linecap="round"',
        );
        return g(out + wallSwitch(s, wx, wy, 1.2));
      }
      if (c.op === "slinger") {
        // Crank eye at the cassette end and a long crank hanging down.
        return g(crank(ex, mountY + cas * 0.5, mountY + 230, "#b9bdc1", 1.4, dir));
      }
      return "";
    },
    mount: () => {
      let out = "";
      const col = darken(hw, 0.08);
      if (inside) {
        // Ceiling (top) mount: brackets above the cassette.
        for (const f of [0.04, 0.3, 0.7, 0.96]) {
          const bx = x0 + (x1 - x0) * f;
          out += rect(bx - 8 + 3, mountY - 22 + 3, 16, 24, "#000000", `opacity="0.25" filter="${s.blur(2)}"`);
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
            `opacity="0.25" filter="${s.blur(2)}"`,
          );
          out += rrect(bx - 9, mountY - 16, 18, cas + 30, 3, railFill(s, hw, "acon"));
          out += screw(bx, mountY - 10, 1.8) + screw(bx, mountY + cas + 8, 1.8);
        }
      }
      return g(out);
    },
  };
}

// ---------------------------------------------------------------- terrasoverkapping

function roof(c: LCtx, geo: TerraceGeo): Parts {
  const { s } = c;
  const sh = shades(c.hex);
  const fs = shades(c.frame);
  const x0 = 110;
  const x1 = 610;
  const wallY = 96;
  const fy = 200;
  const k = 1.36;
  const fx0 = geo.vx + (x0 - geo.vx) * k;
  const fx1 = geo.vx + (x1 - geo.vx) * k;
  const gh = clamp((fx1 - fx0) * 0.045, 16, 46);
  const pw = clamp((fx1 - fx0) * 0.028, 10, 30);
  const [, by] = toward(geo, x0, geo.floorY, k);
  return {
    fabric: () => {
      let out = "";
      const [ax0, ay] = toward(geo, x0, geo.floorY, 1);
      const [ax1] = toward(geo, x1, geo.floorY, 1);
      const [bx0] = toward(geo, x0, geo.floorY, k);
      const [bx1] = toward(geo, x1, geo.floorY, k);
      out += poly([ax0, ay, ax1, ay, bx1, by, bx0, by], "#2b2118", `opacity="0.14" filter="${s.blur(8)}"`);
      const quad = [x0, wallY, x1, wallY, fx1, fy, fx0, fy];
      out += poly(
        quad,
        s.lin("rpoly", [
          [0, "#e9ecea"],
          [1, "#f8f9f7"],
        ]),
      );
      let ribs = "";
      const nr = Math.round((x1 - x0) / 9);
      for (let i = 1; i < nr; i++) {
        const f = i / nr;
        ribs += `M${n(x0 + (x1 - x0) * f)} ${n(wallY)}L${n(fx0 + (fx1 - fx0) * f)} ${n(fy)}`;
      }
      out += path(ribs, "none", 'stroke="#c9cfcc" stroke-width="0.8" opacity="0.8"');
      const nraf = Math.max(3, Math.round((x1 - x0) / 110));
      for (let i = 0; i <= nraf; i++) {
        const f = i / nraf;
        const wx = x0 + (x1 - x0) * f;
        const fx = fx0 + (fx1 - fx0) * f;
        const rw = 5;
        out += poly([wx - rw, wallY, wx + rw, wallY, fx + rw * k * 1.6, fy, fx - rw * k * 1.6, fy], c.hex);
        out += poly(
          [wx - rw, wallY, wx - rw * 0.2, wallY, fx - rw * 0.2 * k, fy, fx - rw * k * 1.6, fy],
          sh.l1,
          'opacity="0.8"',
        );
      }
      return g(out);
    },
    system: () => {
      let out = rect(x0 - 8, wallY - 14, x1 - x0 + 16, 16, railFill(s, c.frame, "wprof"));
      const post = s.lin(
        "post",
        [
          [0, fs.l2],
          [0.35, fs.c],
          [1, fs.d2],
        ],
        0,
        0,
        1,
        0,
      );
      const posts = fx1 - fx0 > 700 ? 3 : 2;
      for (let i = 0; i < posts; i++) {
        const f = i / (posts - 1);
        const px = fx0 + 10 + (fx1 - fx0 - 20 - pw) * f;
        out += rect(px + pw * 0.5, by - 6, pw * 2.4, 10, "#000000", `opacity="0.25" filter="${s.blur(5)}"`);
        out += rect(px, fy + gh - 2, pw, by - fy - gh + 2, post);
        out += rect(px - 3, by - 8, pw + 6, 8, fs.d1);
      }
      out += rect(
        fx0 - 12,
        fy + gh - 2,
        fx1 - fx0 + 24,
        8,
        "#000000",
        `opacity="0.25" filter="${s.blur(3)}"`,
      );
      out += rect(fx0 - 16, fy, fx1 - fx0 + 32, gh, railFill(s, c.frame, "gut"));
      out += rect(fx0 - 16, fy + gh * 0.2, fx1 - fx0 + 32, 2, fs.l2, 'opacity="0.7"');
      return g(out);
    },
    control: () => "",
    mount: () => "",
  };
}

export function outdoorParts(c: LCtx, geo: TerraceGeo): Parts {
  switch (c.kind) {
    case "rolluik":
      return rolluik(c);
    case "knikarmscherm":
      return awning(c, geo);
    case "terrasoverkapping":
      return roof(c, geo);
    default:
      return screen(c);
  }
}
