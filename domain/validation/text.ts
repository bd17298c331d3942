// The one rule every text a visitor sends must pass: no NUL characters and no lone UTF-16 surrogates.
import { z } from "zod";
import { TEXT_INVALID_CHARACTER } from "./messages.ts";

/**
 * NUL, or a surrogate half without its partner. PostgreSQL refuses NUL in text (a 500 that logged the whole
 * record), and a lone surrogate cannot be written as UTF-8, so it is stored, mailed and printed as garbage.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** A zod string that holds only safe text ('Deze tekst bevat een ongeldig teken' otherwise). */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { error: TEXT_INVALID_CHARACTER, abort: true });
}

/**
 * The dot-joined path of the first string (value or object key) in `value` that is not safe text, "" for
 * `value` itself, or undefined when all of it is safe. Walks without recursion: a JSON body may nest deeply.
 */
export function findUnsafeText(value: unknown): string | undefined {
  // Nearly every request holds only safe text: a walk that builds no paths and no entries says so, and only
  // a request that holds unsafe text pays for the walk that names where.
  return holdsUnsafeText(value) ? pathOfUnsafeText(value) : undefined;
}

/** Whether any string (value or object key) in `value` is not safe text; without recursion, as below. */
function holdsUnsafeText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === "string") {
      if (!isSafeText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const child of next) stack.push(child);
    } else if (typeof next === "object" && next !== null) {
      for (const key of Object.keys(next)) {
        if (!isSafeText(key)) return true;
        stack.push((next as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** The walk of findUnsafeText that names the first unsafe string's path. */
function pathOfUnsafeText(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; path: string };
    if (typeof next.value === "string") {
      if (!isSafeText(next.value)) return next.path;
    } else if (typeof next.value === "object" && next.value !== null) {
      const entries = Object.entries(next.value);
      if (entries.some(([key]) => !isSafeText(key))) return next.path;
      // Pushed last to first, so the first field of the body is the one reported.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return undefined;
}
