// Turns zod results into the `{ "field.path": "message" }` map used by the API (400 `{ errors }`) and by forms on blur.
import type { z } from "zod";

/** Key used in a field-error map for an issue about the form as a whole (an empty path). */
export const FORM_ERROR_KEY = "_form";

/** Field name → the first message for it; names are dot-joined paths such as "factuur.postcode". */
export type FieldErrors = Record<string, string>;

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The parts of a zod safeParse result that `fieldErrors` reads. */
export type ParseResultLike =
  | { readonly success: true }
  | { readonly success: false; readonly error: { readonly issues: readonly IssueLike[] } };

/**
 * The first message per dot-joined path of a failed safeParse; an empty object for a successful one.
 * Issues without a path are reported under "_form".
 */
export function fieldErrors(result: ParseResultLike): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The same messages under `prefix` + field name, e.g. "values.12" for an option's message in a request body. */
export function prefixErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v]));
}

/**
 * Validates one field on blur: parses `wholeForm` (or an empty form) with `value` put at `name`
 * (a dot-joined path) and returns that field's single message, or undefined when it is valid.
 * Rules that depend on other fields (company fields, the iDEAL bank) need `wholeForm` to apply.
 */
export function validateField(
  schema: z.ZodType,
  name: string,
  value: unknown,
  wholeForm: Record<string, unknown> = {},
): string | undefined {
  const form = withValueAt(wholeForm, name.split("."), value);
  return fieldErrors(schema.safeParse(form))[name];
}

/** A copy of `target` with `value` at `path`; objects along the path are copied, never mutated. */
function withValueAt(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  const [head, ...rest] = path;
  if (head === undefined) return target;
  const copy: Record<string, unknown> = { ...target };
  if (rest.length === 0) {
    copy[head] = value;
  } else {
    const child = copy[head];
    const childRecord =
      typeof child === "object" && child !== null && !Array.isArray(child)
        ? (child as Record<string, unknown>)
        : {};
    copy[head] = withValueAt(childRecord, rest, value);
  }
  return copy;
}
