// Client for the EU's VIES REST API (VAT_CHECK=vies): POST {base}/check-vat-number with the shop's own VAT number
// as requester, so a valid answer carries a consultation number. Answers are cached; a failure is `unverified`.

import { z } from "zod";
import { company } from "../../domain/company.ts";
import { parseVatNumber, type VatCountry } from "../../domain/vat/numbers.ts";
import { VAT_REASONS } from "../../domain/vat/rule.ts";
import { fetchOutsideJson } from "../http/outside-json.ts";
import { LruCache } from "../postcode/cache.ts";
import type { VatCheckAnswer, VatCheckLog, VatNumberCheck } from "./vat-check.ts";

export const VIES_DEFAULT_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";

export interface ViesOptions {
  /** The requester's VAT number (the shop's own): its answers carry a consultation number. */
  requester?: string;
  /** How long the checkout waits for VIES (ms) before the number counts as not verified. */
  timeoutMs?: number;
  /** Numbers kept in the answer cache. */
  cacheSize?: number;
  /** How long a valid answer is kept (ms). */
  validTtlMs?: number;
  /** How long an invalid answer is kept (ms): shorter, a new registration reaches VIES within days. */
  invalidTtlMs?: number;
  /** The logger for failures when a call brings none. */
  log?: VatCheckLog;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * A check answers `{ countryCode, vatNumber, requestDate, valid, requestIdentifier, name, address, … }`; a
 * failure `{ actionSucceed: false, errorWrappers: [ { error: "MS_UNAVAILABLE", message } ] }`, with HTTP 200 or
 * an error status. Unknown fields are ignored.
 */
const checkedSchema = z.object({
  valid: z.boolean(),
  countryCode: z.string(),
  vatNumber: z.string(),
  requestIdentifier: z.string().nullish(),
  name: z.string().nullish(),
  address: z.string().nullish(),
});
const failureSchema = z.object({
  errorWrappers: z.array(z.object({ error: z.string(), message: z.string().nullish() })).min(1),
});

/** VIES's answer to a number it cannot take at all: as final as "not valid", so it is answered and kept as such. */
const FINAL_ERRORS = new Set(["INVALID_INPUT"]);

type Outcome = { answer: VatCheckAnswer } | { failed: string };

/** VIES writes "---" where a member state keeps the name or address to itself. */
function shared(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed && !/^-+$/.test(trimmed) ? trimmed : null;
}

export function viesVatCheck(baseUrl: string = VIES_DEFAULT_URL, options: ViesOptions = {}): VatNumberCheck {
  const {
    requester = company.vatNumber,
    timeoutMs = 6000,
    cacheSize = 2000,
    validTtlMs = 24 * 60 * 60 * 1000,
    invalidTtlMs = 60 * 60 * 1000,
    log: defaultLog,
    fetch: fetchImpl = fetch,
    now = Date.now,
  } = options;
  const endpoint = `${baseUrl.replace(/\/+$/, "")}/check-vat-number`;
  const own = parseVatNumber(requester);
  if (!own.ok) throw new Error(`The requester's VAT number ${requester} is not a VAT number: ${own.message}`);
  const cache = new LruCache<VatCheckAnswer>(cacheSize, now);
  // The same number asked twice at once (a double click, two tabs) shares one request.
  const inFlight = new Map<string, Promise<Outcome>>();

  async function ask(country: VatCountry, number: string): Promise<Outcome> {
    const reply = await fetchOutsideJson(
      fetchImpl,
      endpoint,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          countryCode: country,
          vatNumber: number,
          requesterMemberStateCode: own.ok ? own.value.country : "",
          requesterNumber: own.ok ? own.value.number : "",
        }),
      },
      timeoutMs,
    );
    if ("failed" in reply) return reply;
    const { status, body } = reply;
    const checkedAt = new Date(now()).toISOString();
    const vatNumber = `${country}${number}`;
    const failure = failureSchema.safeParse(body);
    if (failure.success) {
      const codes = failure.data.errorWrappers.map((w) => w.error).join(", ");
      if (failure.data.errorWrappers.every((w) => FINAL_ERRORS.has(w.error)))
        return {
          answer: {
            status: "invalid",
            vatNumber,
            country,
            checkedAt,
            consultationNumber: null,
            reason: VAT_REASONS.invalid,
            detail: `VIES: ${codes}`,
          },
        };
      return { failed: `VIES: ${codes} (HTTP ${status})` };
    }
    const checked = checkedSchema.safeParse(body);
    if (status < 200 || status >= 300 || !checked.success)
      return { failed: `HTTP ${status} with an answer of another shape` };
    const answer = checked.data;
    if (answer.countryCode !== country || answer.vatNumber.replace(/\s/g, "").toUpperCase() !== number)
      return { failed: `an answer for ${answer.countryCode}${answer.vatNumber}, not for ${vatNumber}` };
    const consultationNumber = shared(answer.requestIdentifier);
    if (!answer.valid)
      return {
        answer: {
          status: "invalid",
          vatNumber,
          country,
          checkedAt,
          consultationNumber,
          reason: VAT_REASONS.invalid,
          detail: "VIES: not valid",
        },
      };
    return {
      answer: {
        status: "valid",
        vatNumber,
        country,
        checkedAt,
        checkedLocally: false,
        consultationNumber,
        name: shared(answer.name),
        address: shared(answer.address),
      },
    };
  }

  return {
    kind: "vies",
    async check(input, context = {}) {
      const parsed = parseVatNumber(input);
      if (!parsed.ok) return { status: "malformed", reason: parsed.message };
      const { country, number, full } = parsed.value;
      const cached = cache.get(full);
      if (cached) return cached;
      let pending = inFlight.get(full);
      if (!pending) {
        pending = ask(country, number).finally(() => inFlight.delete(full));
        inFlight.set(full, pending);
      }
      const outcome = await pending;
      if ("failed" in outcome) {
        // Not cached: VIES may be back at the next try.
        (context.log ?? defaultLog)?.warn(
          { vatNumber: full, service: endpoint, reason: outcome.failed },
          "VAT number check failed",
        );
        return {
          status: "unverified",
          vatNumber: full,
          country,
          checkedAt: new Date(now()).toISOString(),
          reason: VAT_REASONS.unverified,
          detail: outcome.failed,
        };
      }
      cache.set(full, outcome.answer, outcome.answer.status === "valid" ? validTtlMs : invalidTtlMs);
      return outcome.answer;
    },
  };
}
