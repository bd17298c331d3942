// Structural checks every drawn SVG must pass, shared by the drawing tests.
import { expect } from "vitest";

export function rootTag(svg: string): string {
  return /^<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
}

export function ids(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? "");
}

/** Every opened element is closed in order, and no element repeats an attribute. */
export function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)\b([^<>]*?)(\/?)>/g)) {
    const [, close, name, attrs, self] = m;
    const names = [...(attrs ?? "").matchAll(/\s([\w:-]+)="/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) return false;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? "");
  }
  return stack.length === 0 && svg.endsWith("</svg>");
}

export function checkSvg(svg: string, viewBox: string): void {
  expect(svg.startsWith("<svg")).toBe(true);
  const root = rootTag(svg);
  expect(root).toContain(`viewBox="${viewBox}"`);
  expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(root).not.toMatch(/\s(width|height)=/);
  expect(wellFormed(svg)).toBe(true);
  expect(svg).not.toMatch(/<text\b/);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  const list = ids(svg);
  expect(new Set(list).size).toBe(list.length);
  const known = new Set(list);
  for (const m of svg.matchAll(/url\(#([^)]+)\)/g)) expect(known.has(m[1] ?? "")).toBe(true);
}
