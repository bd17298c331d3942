// The browser's consent state, shared by the banner, the footer's button and app/tracking: the remembered choice,
// the tracking events held until the visitor chooses, and whether the settings dialog is open.
import { useSyncExternalStore } from "react";
import {
  allowsTracking,
  type ConsentChoice,
  consentCookie,
  consentFromCookies,
  consentUpdate,
} from "./consent";

/** One push to the data layer: an event, `{ ecommerce: null }`, or a gtag command (an `arguments` object). */
export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    /** Made in the document head (consentHeadScript), the consent default its first entry. */
    dataLayer: DataLayerEntry[];
  }
}

export interface ConsentSnapshot {
  /** False on the server and while hydrating: the banner renders after hydration, from the cookie. */
  ready: boolean;
  /** Null until the visitor chooses (or after a cookie of another version). */
  choice: ConsentChoice | null;
  settingsOpen: boolean;
}

/** Events held before a choice, at most this many (a visitor who never chooses does not grow the page's memory). */
export const HELD_LIMIT = 100;

const serverSnapshot: ConsentSnapshot = { ready: false, choice: null, settingsOpen: false };
let snapshot: ConsentSnapshot | undefined;
let held: DataLayerEntry[][] = [];
const listeners = new Set<() => void>();

function dataLayer(): DataLayerEntry[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** Google's gtag: commands are pushed as `arguments` objects, which its tags recognise (an array they ignore). */
function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: Consent Mode reads commands only in this shape
  dataLayer().push(arguments as unknown as DataLayerEntry);
}

function current(): ConsentSnapshot {
  snapshot ??= { ready: true, choice: consentFromCookies(document.cookie), settingsOpen: false };
  return snapshot;
}

function update(next: Partial<ConsentSnapshot>): void {
  snapshot = { ...current(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consent state for a component: not ready on the server and during hydration. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(subscribe, current, () => serverSnapshot);
}

/**
 * Pushes one tracking event's entries (in order) if the visitor allowed analytics or marketing; holds them while
 * the visitor has not chosen, and drops them after 'Alleen noodzakelijk'.
 */
export function pushTracking(entries: DataLayerEntry[]): void {
  if (typeof window === "undefined") return;
  const { choice } = current();
  if (choice === null) {
    if (held.length < HELD_LIMIT) held.push(entries);
  } else if (allowsTracking(choice)) {
    dataLayer().push(...entries);
  }
}

/** The visitor's choice: remembered for twelve months, told to Consent Mode, and the held events sent or dropped. */
export function saveConsent(choice: ConsentChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one value we build ourselves (consentCookie); the Cookie Store API is asynchronous and not in every browser the shop serves
  document.cookie = consentCookie(choice, window.location.protocol === "https:");
  gtag("consent", "update", consentUpdate(choice));
  const waiting = held;
  held = [];
  if (allowsTracking(choice)) for (const entries of waiting) dataLayer().push(...entries);
  update({ choice, settingsOpen: false });
}

export function openConsentSettings(): void {
  update({ settingsOpen: true });
}

export function closeConsentSettings(): void {
  update({ settingsOpen: false });
}
