// A tiny SVG document builder: prefixed ids, shared <defs>, rounded numbers.

export type Stop = [offset: number, color: string, opacity?: number];

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Round to one decimal and print compactly. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? "0" : String(r);
}

export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function stops(list: Stop[]): string {
  return list
    .map(
      ([o, colour, op]) =>
        `<stop offset="${n(o)}" stop-color="${colour}"${op === undefined || op === 1 ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("");
}

/** One SVG document under construction. Every id gets a prefix derived from the drawing's arguments. */
export class Svg {
  readonly prefix: string;
  readonly rnd: () => number;
  private readonly defs: string[] = [];
  private readonly names = new Set<string>();

  constructor(key: string) {
    const h = fnv1a(key);
    this.prefix = `r${h.toString(36)}`;
    this.rnd = mulberry32(h);
  }

  id(name: string): string {
    return `${this.prefix}-${name}`;
  }

  /** Add a definition once (by name); returns "url(#id)". */
  def(name: string, make: (id: string) => string): string {
    const id = this.id(name);
    if (!this.names.has(name)) {
      this.names.add(name);
      this.defs.push(make(id));
    }
    return `url(#${id})`;
  }

  /** Linear gradient in bounding-box units (default top to bottom). */
  lin(name: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.def(
      name,
      (id) =>
        `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    );
  }

  /** Linear gradient in user space. */
  linU(name: string, list: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    return this.def(
      name,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    );
  }

  rad(name: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.def(
      name,
      (id) =>
        `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`,
    );
  }

  /** A pattern in user space; `body` is drawn in a w x h tile whose origin is (x, y). */
  pattern(name: string, w: number, h: number, body: string, x = 0, y = 0, extra = ""): string {
    return this.def(
      name,
      (id) =>
        `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${extra}>${body}</pattern>`,
    );
  }

  clip(name: string, shape: string): string {
    return this.def(name, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
  }

  /** A Gaussian blur filter for soft shadows and glows. */
  blur(sd: number): string {
    const key = `b${String(sd).replace(".", "_")}`;
    return this.def(
      key,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
  }

  render(w: number, h: number, body: string): string {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`;
  }
}

// Shape helpers. `a` is any extra attribute text.
export function rect(x: number, y: number, w: number, h: number, fill: string, attrs = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${attrs ? ` ${attrs}` : ""}/>`;
}

/** A rectangle filling a box. */
export function boxRect(box: Box, fill: string, attrs = ""): string {
  return rect(box.x, box.y, box.w, box.h, fill, attrs);
}

export function rrect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  attrs = "",
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" rx="${n(r)}" fill="${fill}"${attrs ? ` ${attrs}` : ""}/>`;
}

/** A path; a `fill` in the extra attributes wins over the `fill` argument, so it is never written twice. */
export function path(d: string, fill: string, attrs = ""): string {
  const ownFill = /(^|\s)fill="/.test(attrs) ? "" : ` fill="${fill}"`;
  return `<path d="${d}"${ownFill}${attrs ? ` ${attrs}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, attrs = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs ? ` ${attrs}` : ""}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, attrs = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs ? ` ${attrs}` : ""}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w: number,
  attrs = "",
): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(w)}"${attrs ? ` ${attrs}` : ""}/>`;
}

/** Polygon from a flat list of x, y numbers. */
export function poly(pts: number[], fill: string, attrs = ""): string {
  let s = "";
  for (let i = 0; i + 1 < pts.length; i += 2) s += `${i ? " " : ""}${n(pts[i] ?? 0)},${n(pts[i + 1] ?? 0)}`;
  return `<polygon points="${s}" fill="${fill}"${attrs ? ` ${attrs}` : ""}/>`;
}

export function g(body: string, attrs = ""): string {
  return `<g${attrs ? ` ${attrs}` : ""}>${body}</g>`;
}

/** A path "d" from a flat list of points (M then L...). */
export function pts(list: number[], close = false): string {
  let d = "";
  for (let i = 0; i + 1 < list.length; i += 2)
    d += `${i ? "L" : "M"}${n(list[i] ?? 0)} ${n(list[i + 1] ?? 0)}`;
  return close ? `${d}Z` : d;
}

export function inset(box: Box, dx: number, dy = dx): Box {
  return { x: box.x + dx, y: box.y + dy, w: box.w - 2 * dx, h: box.h - 2 * dy };
}
