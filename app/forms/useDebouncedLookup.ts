// A look-up that follows a value the visitor types (a postcode, a service area, the search's suggestions): asked
// once the key has stood still for a moment, the request for an older key aborted, and the latest answers kept per
// key so a key is fetched once.
import { useEffect, useRef, useState } from "react";
import { isAbort } from "../api/client";

/** Where the look-up stands for the key now given; "idle" while there is no key to ask. */
export type LookupState<T> =
  | { status: "idle"; key: null }
  | { status: "pending"; key: string }
  | { status: "done"; key: string; value: T }
  | { status: "error"; key: string; error: unknown };

export interface LookupOptions<T> {
  /** How long the key must stand still before it is asked, in ms (typing "2991XJ 8" then "82" asks once). */
  delay?: number;
  /** Called once for every answer taken for the current key, fetched or from the cache. */
  onAnswer?: (key: string, value: T) => void;
  /** Called when the look-up fails (never for an aborted one); failures are not cached, so the key is asked again. */
  onError?: (key: string, error: unknown) => void;
  /** How many answers are kept; the oldest kept goes first (default 50, more keys than a visitor types). */
  keep?: number;
}

/**
 * Keeps `value` for `key` and drops the oldest answer beyond `keep`. A Map with a cap, not lru-cache: the search
 * field puts this hook on every page, where the library would add about 6 KB gzip for a few dozen short keys.
 */
function remember<T>(cache: Map<string, T>, key: string, value: T, keep: number) {
  cache.set(key, value);
  for (const oldest of cache.keys()) {
    if (cache.size <= keep) break;
    cache.delete(oldest);
  }
}

type Settled<T> = { key: string; ok: true; value: T } | { key: string; ok: false; error: unknown };

/**
 * Looks `key` up with `fetch` and answers where that stands. A null key asks nothing. Contract: the state
 * always belongs to the key now given, so an answer for an older key never shows, even when its request
 * ignores the abort signal.
 */
export function useDebouncedLookup<T>(
  key: string | null,
  fetch: (key: string, signal: AbortSignal) => Promise<T>,
  { delay = 300, onAnswer, onError, keep = 50 }: LookupOptions<T> = {},
): LookupState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const cache = useRef(new Map<string, T>());
  // The latest callbacks, so a new function each render does not restart the look-up.
  const latest = useRef({ fetch, onAnswer, onError });
  latest.current = { fetch, onAnswer, onError };

  useEffect(() => {
    if (key === null) return;
    if (cache.current.has(key)) {
      const value = cache.current.get(key) as T;
      setSettled({ key, ok: true, value });
      latest.current.onAnswer?.(key, value);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current.fetch(key, controller.signal).then(
        (value) => {
          if (controller.signal.aborted) return;
          remember(cache.current, key, value, keep);
          setSettled({ key, ok: true, value });
          latest.current.onAnswer?.(key, value);
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbort(error)) return;
          setSettled({ key, ok: false, error });
          latest.current.onError?.(key, error);
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delay, keep]);

  if (key === null) return { status: "idle", key: null };
  if (settled?.key === key)
    return settled.ok
      ? { status: "done", key, value: settled.value }
      : { status: "error", key, error: settled.error };
  // A cached key shows its answer at once, without a render in between.
  if (cache.current.has(key)) return { status: "done", key, value: cache.current.get(key) as T };
  return { status: "pending", key };
}
