// A back-office list's filters read from its page's URL with the API's own schema: what was typed (shown again in
// the form, so nothing is lost), the filters that hold, and a Dutch message per field that does not.
import type { z } from "zod";

export interface ListFilters<T> {
  /** Each filter field as typed, at most 100 characters: the form shows it again, also when it was wrong. */
  typed: Record<string, string>;
  filters: T;
  /** The schema's message per field that makes no sense. */
  errors: Record<string, string>;
}

/**
 * A filter that makes no sense is left out with its message and the others still apply: never a 500. Each field is
 * checked alone first, then the rules between fields (the end before the start), so a bad start date is not also
 * reported, and dropped, as an end before it. `fields` are shown in the form; `also` are read too but not echoed
 * (the page number); `errorField` takes a message the schema gives no field.
 */
export function readListFilters<S extends z.ZodObject>(
  url: string,
  schema: S,
  {
    fields,
    also = [],
    errorField,
  }: { fields: readonly string[]; also?: readonly string[]; errorField: string },
): ListFilters<z.output<S>> {
  const params = new URL(url).searchParams;
  const typed: Record<string, string> = Object.fromEntries(
    fields.map((key) => [key, (params.get(key) ?? "").slice(0, 100)]),
  );
  const input: Record<string, string> = { ...typed };
  for (const key of also) input[key] = params.get(key) ?? "";
  const errors: Record<string, string> = {};
  const shape: Record<string, z.ZodType> = schema.shape;
  for (const [field, value] of Object.entries(input)) {
    const alone = shape[field]?.safeParse(value);
    if (alone?.success !== false) continue;
    errors[field] = alone.error.issues[0]?.message ?? "";
    input[field] = "";
  }
  let parsed = schema.safeParse(input);
  for (let round = 0; !parsed.success && round < fields.length + also.length + 1; round++) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[field || errorField] ??= issue.message;
      input[field] = "";
    }
    parsed = schema.safeParse(input);
  }
  // Every field blanked out is valid for the lists' schemas: nothing to filter on.
  const filters = parsed.success ? parsed.data : schema.parse({});
  return { typed, filters, errors };
}
