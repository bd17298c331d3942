// A design in the product page's address: the chosen values as a short, readable query string
// (`?breedte=120&hoogte=180&stof=zandbeige`), and back. The keys and value slugs are derived from the
// configuration's option and value names, so they are stable while the names are, and unique per configuration.
// The server builds the table from the whole configuration (the browser sees only the visible options);
// encoding and decoding are pure and shared by both sides. Design: docs/designs.md.
import { normalizeRoom } from "../validation/room.ts";
import type { ConfigReset } from "./api.ts";
import type { ConfigurationDef, ConfValue, ConfValues, OptionType, ProductRow } from "./types.ts";

/** Query parameters the product page already has a meaning for: no option may take them as its key. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(["kleur", "edit_key", "ontwerp"]);

/** A saved design's code: 12 characters of base62 (server/designs/). */
export const CODE_PATTERN_TEXT = "[0-9A-Za-z]{12}";

/** One option's part of the address: its key and, for choices and accessories, the value slugs. */
export interface DesignUrlOption {
  id: number;
  name: string;
  key: string;
  type: OptionType;
  /** The room label ('Slaapkamer links'): read from a link by the room label's rule. */
  room?: boolean;
  /** value id (choices) or product entity id (accessories) → slug. */
  slugs: [number, string][];
}

/** A configuration's address table, built once on the server and sent to the browser. */
export interface DesignUrlTable {
  conf_id: number;
  options: DesignUrlOption[];
}

/** The reset reason for a value in an address that the configuration no longer has. */
export function goneResetReason(name: string): string {
  return `${name}: de keuze uit de link bestaat niet meer, kies opnieuw.`;
}

/** "Stof en kleur" → "stof-en-kleur": lower case, without accents, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Names to slugs, unique: the first choice when free, else the full slug, else the slug with the id. */
function uniqueSlugs(
  items: { id: number; name: string }[],
  short: (slug: string) => string,
  reserved: ReadonlySet<string>,
): Map<number, string> {
  const slugs = items.map((item) => ({ id: item.id, full: slugify(item.name) || String(item.id) }));
  const count = (list: string[]) => {
    const counts = new Map<string, number>();
    for (const s of list) counts.set(s, (counts.get(s) ?? 0) + 1);
    return counts;
  };
  const shorts = count(slugs.map((s) => short(s.full)));
  const fulls = count(slugs.map((s) => s.full));
  const taken = new Set<string>();
  const result = new Map<number, string>();
  for (const { id, full } of slugs) {
    const first = short(full);
    let slug =
      shorts.get(first) === 1 && !reserved.has(first) && !/^\d+$/.test(first)
        ? first
        : fulls.get(full) === 1 && !reserved.has(full) && !/^\d+$/.test(full)
          ? full
          : `${full}-${id}`;
    // A short slug of one item can equal the full slug of another: the later one takes its id.
    if (taken.has(slug)) slug = `${full}-${id}`;
    taken.add(slug);
    result.set(id, slug);
  }
  return result;
}

const firstWord = (slug: string) => slug.split("-")[0] || slug;
const noReserved: ReadonlySet<string> = new Set();

/** The address table of a configuration: every option that can hold a value (warnings cannot). */
export function designUrlTable(def: ConfigurationDef): DesignUrlTable {
  const options = def.groups.flatMap((g) => g.options).filter((o) => o.type !== "warning");
  const keys = uniqueSlugs(options, firstWord, RESERVED_KEYS);
  return {
    conf_id: def.conf_id,
    options: options.map((option) => {
      const items =
        option.type === "products"
          ? (option.products ?? []).map((p) => ({ id: p.product.entity_id, name: p.product.name }))
          : option.values.map((v) => ({ id: v.id, name: v.name }));
      const slugs =
        option.type === "input" || isNumber(option.type)
          ? new Map()
          : uniqueSlugs(items, (s) => s, noReserved);
      return {
        id: option.id,
        name: option.name,
        key: keys.get(option.id) ?? String(option.id),
        type: option.type,
        ...(option.room ? { room: true } : {}),
        slugs: [...slugs],
      };
    }),
  };
}

function isNumber(type: OptionType): boolean {
  return type === "number_cm" || type === "number_mm";
}

function slugOf(option: DesignUrlOption, id: number): string | undefined {
  return option.slugs.find(([itemId]) => itemId === id)?.[1];
}

function idOf(option: DesignUrlOption, slug: string): number | undefined {
  const found = option.slugs.find(([, s]) => s === slug);
  if (found) return found[0];
  // An id instead of a slug is understood too (e.g. a value the name of which changed since).
  const id = /^\d{1,15}$/.test(slug) ? Number(slug) : Number.NaN;
  return option.slugs.some(([itemId]) => itemId === id) ? id : undefined;
}

function encodeValue(option: DesignUrlOption, value: ConfValue): string | null {
  if (value === null || value === undefined) return null;
  if (option.type === "products") {
    if (!Array.isArray(value)) return null;
    const rows = value
      .filter((row) => row.amount > 0)
      .map((row) => {
        const slug = slugOf(option, row.entity_id) ?? String(row.entity_id);
        return row.amount === 1 ? slug : `${slug}*${row.amount}`;
      });
    return rows.length > 0 ? rows.join("_") : null;
  }
  if (Array.isArray(value)) return null;
  if (option.type === "input") return String(value) === "" ? null : String(value);
  if (isNumber(option.type)) return String(value);
  const id = typeof value === "number" ? value : Number(value);
  return slugOf(option, id) ?? String(value);
}

/** The values as query parameters in the table's order; empty values are left out. */
export function encodeDesign(table: DesignUrlTable, values: ConfValues): [string, string][] {
  const params: [string, string][] = [];
  for (const option of table.options) {
    const text = encodeValue(option, values[String(option.id)] ?? null);
    if (text !== null) params.push([option.key, text]);
  }
  return params;
}

/** A query string's design: the values it holds and, for each value the configuration no longer has, a reset. */
export interface DecodedDesign {
  values: ConfValues;
  resets: ConfigReset[];
}

/** Reads the table's keys from a query; other parameters are left alone. Nothing found: empty values. */
export function decodeDesign(table: DesignUrlTable, params: URLSearchParams): DecodedDesign {
  const values: ConfValues = {};
  const resets: ConfigReset[] = [];
  const gone = (option: DesignUrlOption) =>
    resets.push({ option_id: option.id, name: option.name, reason: goneResetReason(option.name) });
  for (const option of table.options) {
    const text = params.get(option.key);
    if (text === null || text === "") continue;
    const key = String(option.id);
    if (option.room) {
      // A hand-made link may hold a label the room rule refuses: it is left out, with the reason.
      const room = normalizeRoom(text, option.name);
      if ("error" in room) resets.push({ option_id: option.id, name: option.name, reason: room.error });
      else if (room.value !== null) values[key] = room.value;
    } else if (option.type === "input") {
      values[key] = text.slice(0, 255);
    } else if (isNumber(option.type)) {
      const n = /^\d{1,6}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isFinite(n)) values[key] = n;
      else gone(option);
    } else if (option.type === "products") {
      const rows: ProductRow[] = [];
      let lost = false;
      for (const part of text.split("_").slice(0, 100)) {
        const [slug = "", amountText] = part.split("*");
        const id = idOf(option, slug);
        const amount = amountText === undefined ? 1 : /^\d{1,3}$/.test(amountText) ? Number(amountText) : 0;
        if (id === undefined || amount < 1) lost = true;
        else rows.push({ entity_id: id, amount });
      }
      if (rows.length > 0) values[key] = rows;
      if (lost) gone(option);
    } else {
      const id = idOf(option, text);
      if (id !== undefined) values[key] = id;
      else gone(option);
    }
  }
  return { values, resets };
}

/** Whether a query holds any of the table's keys. */
export function hasDesign(table: DesignUrlTable, params: URLSearchParams): boolean {
  return table.options.some((option) => params.has(option.key));
}

/**
 * The query string of the current address with the design's keys replaced by the values' (other parameters,
 * such as `kleur`, kept in their place); "" when nothing is left.
 */
export function withDesign(table: DesignUrlTable, search: string, values: ConfValues): string {
  const params = new URLSearchParams(search);
  for (const option of table.options) params.delete(option.key);
  for (const [key, value] of encodeDesign(table, values)) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
