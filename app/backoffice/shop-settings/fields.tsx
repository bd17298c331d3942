// Small form parts of the shop-settings pages: a labelled field with its Dutch error, tied together for screen readers.
import type { ReactNode } from "react";

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="beheer-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint && (
        <p className="beheer-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="beheer-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Every message of an answer whose key starts with `prefix` (or all), in the server's order. */
export function ErrorList({ errors, prefix }: { errors: Record<string, string>; prefix?: string }) {
  const messages = Object.entries(errors)
    .filter(([key]) => !prefix || key === prefix || key.startsWith(`${prefix}.`))
    .map(([, message]) => message);
  if (messages.length === 0) return null;
  return (
    <div className="beheer-error" role="alert">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The message for an amount the browser cannot read as euros, with an example of one that it can. */
export const amountMessage = (example: string) => `Vul een bedrag in, bijvoorbeeld ${example}.`;
