// Client for a Pro6PP-style postcode service (v1 `autocomplete`): used when POSTCODE_API_KEY is set.
// Answers are cached, failures are logged and answered as null, and the key never leaves this module.

import { z } from "zod";
import { fetchOutsideJson } from "../http/outside-json.ts";
import { LruCache } from "./cache.ts";
import {
  isLookupHousenumber,
  type LookupContext,
  type PostcodeLookup,
  type PostcodeResult,
  sixPositions,
} from "./postcode.ts";

export const PRO6PP_DEFAULT_URL = "https://api.pro6pp.nl/v1";

export interface Pro6ppOptions {
  /** How long one call may take before the visitor is left to type (ms). */
  timeoutMs?: number;
  /** Entries in the answer cache. */
  cacheSize?: number;
  /** How long a found address is kept (ms); addresses hardly change. */
  foundTtlMs?: number;
  /** How long "unknown" is kept (ms): shorter, because new addresses are added every week. */
  notFoundTtlMs?: number;
  /** The logger for failures when a call brings none. */
  log?: LookupContext["log"];
  fetch?: typeof fetch;
}

/**
 * The service answers `{ status: "ok", results: [ { nl_sixpp, street, city, province, lat, lng, … } ] }`,
 * or `{ status: "error", error: { message } }`. Unknown fields are ignored; coordinates may come as text.
 */
const answerSchema = z.union([
  z.object({
    status: z.literal("ok"),
    results: z.array(
      z.object({
        nl_sixpp: z.string(),
        street: z.string().min(1),
        city: z.string().min(1),
        province: z.string().default(""),
        lat: z.coerce.number().min(-90).max(90),
        lng: z.coerce.number().min(-180).max(180),
        streetnumber: z.union([z.number(), z.string()]).optional(),
      }),
    ),
  }),
  z.object({
    status: z.string(),
    error: z.object({ message: z.string().default("") }).optional(),
  }),
]);

/** An error answer that only means "no such address": cached like an empty result, not logged as a fault. */
const NOT_FOUND = /not found|niet gevonden|unknown|onbekend/i;

type Outcome = { found: PostcodeResult | null } | { failed: string };

export function pro6ppLookup(
  key: string,
  baseUrl: string = PRO6PP_DEFAULT_URL,
  options: Pro6ppOptions = {},
): PostcodeLookup {
  const {
    timeoutMs = 5000,
    cacheSize = 5000,
    foundTtlMs = 24 * 60 * 60 * 1000,
    notFoundTtlMs = 60 * 60 * 1000,
    log: defaultLog,
    fetch: fetchImpl = fetch,
  } = options;
  const base = baseUrl.replace(/\/+$/, "");
  const cache = new LruCache<PostcodeResult | null>(cacheSize);
  // Two calls for the same address at once (two tabs, a quick retype) share one request.
  const inFlight = new Map<string, Promise<Outcome>>();

  async function ask(postcode: string, housenumber: number): Promise<Outcome> {
    const url = new URL(`${base}/autocomplete`);
    url.searchParams.set("auth_key", key);
    url.searchParams.set("nl_sixpp", postcode);
    url.searchParams.set("streetnumber", String(housenumber));
    url.searchParams.set("format", "json");
    const reply = await fetchOutsideJson(
      fetchImpl,
      url,
      {
        headers: { accept: "application/json" },
      },
      timeoutMs,
    );
    if ("failed" in reply) return reply;
    const { status, body } = reply;
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) return { failed: `HTTP ${status} with an answer of another shape` };
    const answer = parsed.data;
    if ("results" in answer) {
      const matching = answer.results.filter((r) => sixPositions(r.nl_sixpp) === postcode);
      const best =
        matching.find((r) => r.streetnumber !== undefined && Number(r.streetnumber) === housenumber) ??
        matching[0];
      if (!best) return { found: null };
      return {
        found: {
          postcode,
          housenumber,
          street: best.street,
          city: best.city,
          province: best.province,
          lat: best.lat,
          lng: best.lng,
        },
      };
    }
    const message = answer.error?.message ?? "";
    if (NOT_FOUND.test(message)) return { found: null };
    return { failed: `HTTP ${status}, status ${answer.status}${message ? `: ${message}` : ""}` };
  }

  return {
    kind: "pro6pp",
    async lookup(raw, housenumber, context = {}) {
      const postcode = sixPositions(raw);
      if (!postcode || !isLookupHousenumber(housenumber)) return null;
      const cacheKey = `${postcode} ${housenumber}`;
      const cached = cache.get(cacheKey);
      if (cached !== undefined) return cached;
      let pending = inFlight.get(cacheKey);
      if (!pending) {
        pending = ask(postcode, housenumber).finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, pending);
      }
      const outcome = await pending;
      if ("failed" in outcome) {
        // Not cached: the next keystroke may find the service back.
        (context.log ?? defaultLog)?.warn(
          { postcode, housenumber, service: base, reason: outcome.failed },
          "postcode lookup failed",
        );
        return null;
      }
      cache.set(cacheKey, outcome.found, outcome.found ? foundTtlMs : notFoundTtlMs);
      return outcome.found;
    },
  };
}
