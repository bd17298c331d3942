// The two forms a member of staff meets before the back office: logging in, and setting a password with the
// link from an invitation. With JavaScript both post JSON to /api/beheer and then open the page asked for;
// without it (or before the script has loaded) they post to the page itself (login.server.ts), never as GET, so
// a password never ends up in an address. `refused` is what such a post answered.
import { useId, useState } from "react";
import { PASSWORD_MIN_LENGTH, PASSWORDS_DIFFER } from "../../domain/staff";
import { callBeheer } from "./api";

/** Only a back-office address: `terug` comes from the address bar and must not lead elsewhere. */
export function safeReturn(terug: string | null): string {
  return terug && /^\/beheer(\/[^/\\]|$|\?)/.test(terug) && !terug.startsWith("/beheer/inloggen")
    ? terug
    : "/beheer";
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="beheer-field-error" id={id}>
      {message}
    </p>
  );
}

type Refused = { errors: Record<string, string>; email?: string } | undefined;

export function LoginForm({ terug, refused }: { terug: string; refused?: Refused }) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>(refused?.errors ?? {});
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await callBeheer("POST", "login", null, {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    setBusy(false);
    if (result.ok) window.location.assign(terug);
    else setErrors(result.errors);
  }
  const emailError = errors.email;
  const passwordError = errors.password ?? errors.request ?? errors.server ?? errors.session;
  return (
    <form className="beheer-form" method="post" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`}>E-mailadres</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={refused?.email}
        required
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? `${id}-email-error` : undefined}
      />
      <FieldError id={`${id}-email-error`} message={emailError} />
      <label htmlFor={`${id}-password`}>Wachtwoord</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={passwordError ? true : undefined}
        aria-describedby={passwordError ? `${id}-password-error` : undefined}
      />
      <FieldError id={`${id}-password-error`} message={passwordError} />
      <button type="submit" className="beheer-button" disabled={busy}>
        Inloggen
      </button>
    </form>
  );
}

export function PasswordForm({ token, refused }: { token: string; refused?: Refused }) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>(refused?.errors ?? {});
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("again") ?? "")) {
      setErrors({ again: PASSWORDS_DIFFER });
      return;
    }
    setBusy(true);
    const result = await callBeheer("POST", "password", null, { token, password });
    setBusy(false);
    if (result.ok) window.location.assign("/beheer");
    else setErrors(result.errors);
  }
  const passwordError = errors.password ?? errors.token ?? errors.request ?? errors.server;
  return (
    <form className="beheer-form" method="post" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-password`}>Nieuw wachtwoord</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        aria-invalid={passwordError ? true : undefined}
        aria-describedby={`${id}-password-hint${passwordError ? ` ${id}-password-error` : ""}`}
      />
      <p className="beheer-hint" id={`${id}-password-hint`}>
        Minstens {PASSWORD_MIN_LENGTH} tekens. Een zin van een paar woorden is sterk en goed te onthouden.
      </p>
      <FieldError id={`${id}-password-error`} message={passwordError} />
      <label htmlFor={`${id}-again`}>Herhaal het wachtwoord</label>
      <input
        id={`${id}-again`}
        name="again"
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={errors.again ? true : undefined}
        aria-describedby={errors.again ? `${id}-again-error` : undefined}
      />
      <FieldError id={`${id}-again-error`} message={errors.again} />
      <button type="submit" className="beheer-button" disabled={busy}>
        Wachtwoord instellen en inloggen
      </button>
    </form>
  );
}
