// A colour's availability (issue 25): leverbaar, tijdelijk uitverkocht (perhaps with the day it is expected back)
// or uit de collectie; its Dutch reasons, the editor's check, and the nearest available colour to offer instead.
// Pure: the catalogue (server/catalog/snapshot.ts) applies it to configurations, the cart and designs show it.
import { differenceCiede2000, parse } from "culori";
import { formatDate } from "./format.ts";

export const colourAvailabilities = ["leverbaar", "tijdelijk_uitverkocht", "uit_collectie"] as const;
export type ColourAvailability = (typeof colourAvailabilities)[number];
export type Unavailability = Exclude<ColourAvailability, "leverbaar">;

/** What the colours table says of a colour's availability; `expected_on` is an ISO date, only when sold out. */
export interface ColourStock {
  availability: ColourAvailability;
  expected_on: string | null;
}

export function isColourAvailable(stock: Pick<ColourStock, "availability">): boolean {
  return stock.availability === "leverbaar";
}

/**
 * Why a colour cannot be chosen, as a disabled value in the configurator shows it: 'Tijdelijk uitverkocht, weer
 * leverbaar vanaf 12 januari 2027', 'Tijdelijk uitverkocht' (no date known) or 'Uit de collectie'. Null when it can.
 */
export function availabilityReason(stock: ColourStock): string | null {
  if (stock.availability === "uit_collectie") return "Uit de collectie";
  if (stock.availability !== "tijdelijk_uitverkocht") return null;
  return stock.expected_on
    ? `Tijdelijk uitverkocht, weer leverbaar vanaf ${formatDate(stock.expected_on)}`
    : "Tijdelijk uitverkocht";
}

/**
 * A cart row's or saved design's notice for a colour it holds: 'De kleur Zand is tijdelijk uitverkocht (weer
 * leverbaar vanaf 12 januari 2027).' or 'De kleur Zand is uit de collectie.' Null for an available colour.
 */
export function unavailableColourMessage(name: string, stock: ColourStock): string | null {
  if (stock.availability === "uit_collectie") return `De kleur ${name} is uit de collectie.`;
  if (stock.availability !== "tijdelijk_uitverkocht") return null;
  return stock.expected_on
    ? `De kleur ${name} is tijdelijk uitverkocht (weer leverbaar vanaf ${formatDate(stock.expected_on)}).`
    : `De kleur ${name} is tijdelijk uitverkocht.`;
}

/** The one-click offer beside such a notice: 'Kies Zandbeige (lijkt er het meest op)'. */
export function nearestColourLabel(name: string): string {
  return `Kies ${name} (lijkt er het meest op)`;
}

/** The configurator's reset when a chosen colour is unavailable and the engine took the nearest one instead. */
export function nearestColourReset(message: string, nearestName: string | null): string {
  return nearestName === null ? message : `${message} We kozen ${nearestName}, die er het meest op lijkt.`;
}

/** Checkout refuses a cart that holds an unavailable colour: never is an order placed with one. */
export const CART_HOLDS_UNAVAILABLE_COLOUR =
  "Je winkelwagen bevat een kleur die nu niet leverbaar is. Kies bij dat product een andere kleur of verwijder het, en rond dan je bestelling af.";

export const AVAILABILITY_UNKNOWN = "Kies leverbaar, tijdelijk uitverkocht of uit de collectie.";
export const EXPECTED_ON_INVALID = "Vul een geldige datum in (jjjj-mm-dd).";
export const EXPECTED_ON_NOT_FUTURE = "De datum waarop de kleur weer leverbaar is, moet na vandaag liggen.";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function validIsoDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The editor's check of a colour's availability, `today` the shop's day (domain/delivery/shop-time.ts). The
 * expected day is optional (a supplier does not always say), but when given it is a real date after today; a
 * date sent with another availability is dropped, so a form that hides the field never keeps a stale one.
 */
export function checkColourStock(
  input: { availability: unknown; expected_on?: unknown },
  today: string,
): { ok: true; value: ColourStock } | { ok: false; errors: Record<string, string> } {
  const availability = input.availability;
  if (typeof availability !== "string" || !(colourAvailabilities as readonly string[]).includes(availability))
    return { ok: false, errors: { availability: AVAILABILITY_UNKNOWN } };
  const raw = input.expected_on;
  const text = typeof raw === "string" ? raw.trim() : raw;
  if (availability !== "tijdelijk_uitverkocht" || text === null || text === undefined || text === "")
    return { ok: true, value: { availability: availability as ColourAvailability, expected_on: null } };
  if (typeof text !== "string" || !validIsoDate(text))
    return { ok: false, errors: { expected_on: EXPECTED_ON_INVALID } };
  if (text <= today) return { ok: false, errors: { expected_on: EXPECTED_ON_NOT_FUTURE } };
  return { ok: true, value: { availability: "tijdelijk_uitverkocht", expected_on: text } };
}

/** A colour as nearestColour compares it: its hex code, its price group and whether it can be chosen. */
export interface ColourPoint {
  hex: string;
  price_group?: string | undefined;
  availability?: ColourAvailability | undefined;
}

/**
 * The available colour among `candidates` that looks most like `colour` (CIEDE2000, the perceptual difference
 * the textile trade uses), preferring one of the same price group, so switching seldom changes the price; the
 * first of equally near ones. Null when no candidate is available or the colour's hex cannot be read.
 */
export function nearestColour<T extends ColourPoint>(
  colour: ColourPoint,
  candidates: readonly T[],
): T | null {
  const from = parse(colour.hex);
  if (!from) return null;
  // Made here, not at load: a page that only shows the texts keeps culori out of its bundle.
  const distance = differenceCiede2000();
  const available = candidates.filter(
    (c) => (c as ColourPoint) !== colour && (c.availability ?? "leverbaar") === "leverbaar" && parse(c.hex),
  );
  const samePrice = available.filter((c) => c.price_group === colour.price_group);
  let best: T | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of samePrice.length > 0 ? samePrice : available) {
    const d = distance(from, parse(candidate.hex) as NonNullable<ReturnType<typeof parse>>);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
