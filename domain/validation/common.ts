// Reusable zod 4 field builders and length limits shared by every form schema.
import { z } from "zod";
import {
  COORDINATE_INVALID,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  INVALID_INPUT,
  TEXT_TOO_LONG,
  URL_INVALID,
} from "./messages.ts";
import { safeString } from "./text.ts";

/** Longest free text in a name, street, city or company field. */
export const TEXT_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 320;
export const URL_MAX_LENGTH = 2048;
export const NOTE_MAX_LENGTH = 1000;
export const AFFIX_MAX_LENGTH = 10;

/** One check on a non-empty trimmed string; `message` is the field's message when `test` fails. */
export interface TextRule {
  test: (value: string) => boolean;
  message: string;
}

export function maxLength(max: number, message: string): TextRule {
  return { test: (value) => value.length <= max, message };
}

export function minLength(min: number, message: string): TextRule {
  return { test: (value) => value.length >= min, message };
}

export function matches(pattern: RegExp, message: string): TextRule {
  return { test: (value) => pattern.test(value), message };
}

/**
 * A required, trimmed string giving at most ONE issue: missing, non-string, empty and
 * whitespace-only input give `requiredMessage`; otherwise the message of the first failing rule.
 * Issues never abort, so object-level rules (customer data, payment) still run beside them.
 * Without rules the text is limited to 255 characters ('Gebruik maximaal 255 tekens').
 */
export function requiredText(
  requiredMessage: string,
  rules: readonly TextRule[] = [maxLength(TEXT_MAX_LENGTH, TEXT_TOO_LONG)],
) {
  return safeString({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      if (value === "") {
        ctx.addIssue({ code: "custom", message: requiredMessage, input: value });
        return;
      }
      const failed = rules.find((rule) => !rule.test(value));
      if (failed) ctx.addIssue({ code: "custom", message: failed.message, input: value });
    });
}

/** An optional trimmed string (absent or any string up to `max`); null and non-strings give 'Ongeldige invoer'. */
export function optionalText(max: number, tooLongMessage: string) {
  return safeString({ error: INVALID_INPUT }).trim().max(max, { error: tooLongMessage }).optional();
}

/**
 * A required e-mail address: empty gives `requiredMessage`; longer than 320 characters or not an
 * address gives 'Vul een geldig e-mailadres in'. Output is trimmed, case kept.
 */
export function emailField(requiredMessage: string = EMAIL_REQUIRED) {
  return requiredText(requiredMessage, [{ test: isEmailAddress, message: EMAIL_INVALID }]);
}

/** True when `value` (already trimmed) is at most 320 characters and an e-mail address by zod's e-mail pattern. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(value);
}

/**
 * An integer between `min` and `max` inclusive, given as a number or a string of digits (form
 * fields); output is a number. Every failure, missing included, gives `message`.
 */
export function integerInRange(min: number, max: number, message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((raw, ctx) => {
    const value = parseWholeNumber(raw);
    if (value === undefined || value < min || value > max) {
      ctx.addIssue({ code: "custom", message, input: raw });
      return z.NEVER;
    }
    return value;
  });
}

/**
 * Reads an integer from a number or a trimmed string of ASCII digits (an optional leading minus
 * for strings is not accepted). Returns undefined for anything else, including unsafe integers.
 */
export function parseWholeNumber(raw: number | string): number | undefined {
  if (typeof raw === "number") return Number.isSafeInteger(raw) ? raw : undefined;
  const text = raw.trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

/** An http(s) URL on a public-looking host name, at most 2048 characters, trimmed; every failure gives 'Vul een geldige URL in'. */
export const urlSchema = safeString({ error: URL_INVALID })
  .trim()
  .max(URL_MAX_LENGTH, { error: URL_INVALID })
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: URL_INVALID }));

/** Optional latitude (limit 90) or longitude (limit 180) as a finite number; set by the address lookup, not typed by visitors. */
export function optionalCoordinate(limit: 90 | 180) {
  return z
    .number({ error: COORDINATE_INVALID })
    .min(-limit, { error: COORDINATE_INVALID })
    .max(limit, { error: COORDINATE_INVALID })
    .optional();
}
