// Sharing a saved design (docs/designs.md): its link to copy, an e-mail to someone, and a QR code for the phone.
// Each way is tracked as share_configuration with its method (the tracking helper waits for consent). Its
// styles (designs.css) come with the configurator's (configurator.css) and the design page's links: importing them
// here put them in the cart's render-blocking CSS, since the quote's summary reaches this module.
import { useId, useState } from "react";
import { shareMailSchema } from "../../domain/validation/design-share";
import { ApiError } from "../api/client";
import { SEND_FAILED } from "../api/messages";
import { NoScriptFields } from "../no-script";
import { track } from "../tracking/dataLayer";
import { designsApi, qrAddress } from "./api";

type Method = "link" | "email" | "qr";

function trackShare(method: Method, code: string) {
  track("share_configuration", { method, design: code });
}

export function SharePanel({ code, url }: { code: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const [showQr, setShowQr] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Link gekopieerd");
    } catch {
      // Without the clipboard (an old browser, no permission): the link is selected to copy by hand.
      const input = document.getElementById(`${id}-link`) as HTMLInputElement | null;
      input?.select();
      setCopied("Kopiëren lukte niet: de link is geselecteerd, kopieer hem zelf.");
    }
    trackShare("link", code);
  }

  return (
    <div className="share-panel">
      <label htmlFor={`${id}-link`}>Link naar je ontwerp</label>
      <div className="share-panel__row">
        <input
          id={`${id}-link`}
          className="input share-panel__link"
          type="text"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button--primary" onClick={copy}>
          Kopieer link
        </button>
      </div>
      <p className="share-panel__status" role="status">
        {copied}
      </p>
      <ShareMail code={code} />
      <div className="share-panel__qr">
        {showQr ? (
          <figure>
            <img src={qrAddress(code)} width={180} height={180} alt="QR-code met de link naar je ontwerp" />
            <figcaption>Scan de code met de camera van je telefoon om je ontwerp daar te openen.</figcaption>
          </figure>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setShowQr(true);
              trackShare("qr", code);
            }}
          >
            Toon QR-code voor je telefoon
          </button>
        )}
      </div>
    </div>
  );
}

function ShareMail({ code }: { code: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = shareMailSchema.safeParse({ code, email });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await designsApi.shareMail(checked.data);
      setSentTo(answer.email);
      setEmail("");
      trackShare("email", code);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : SEND_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" className="share-panel__mail" onSubmit={submit} noValidate>
      <NoScriptFields form="ontwerp-delen" />
      <label htmlFor={`${id}-email`}>Stuur je ontwerp per e-mail</label>
      <div className="share-panel__row">
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          autoComplete="email"
          maxLength={320}
          placeholder="naam@voorbeeld.nl"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          Versturen
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="share-panel__status" role="status">
        {sentTo ? `Je ontwerp is verstuurd naar ${sentTo}.` : null}
      </p>
    </form>
  );
}
