// A list filter's Dutch message under its field, and the attributes that tie the field to it: the order and
// invoice lists' filter forms (the field's id is `filter-<name>`).
export function FilterError({ field, errors }: { field: string; errors: Record<string, string> }) {
  return errors[field] ? (
    <p className="beheer-field-error" id={`filter-${field}-error`}>
      {errors[field]}
    </p>
  ) : null;
}

/** aria-invalid and aria-describedby for a field whose value the list could not use. */
export const invalid = (field: string, errors: Record<string, string>) =>
  errors[field] ? { "aria-invalid": true, "aria-describedby": `filter-${field}-error` } : {};
