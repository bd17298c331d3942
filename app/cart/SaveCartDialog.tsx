// Save the cart by e-mail: a form with the address, then the confirmation that the link is on its way.
import { useId, useState } from "react";
import type { Cart } from "../../domain/cart/types";
import { saveCartSchema } from "../../domain/validation/save-cart";
import { ApiError } from "../api/client";
import { SAVE_FAILED } from "../api/messages";
import { NoScriptFields } from "../no-script";
import { Dialog } from "../ui/Dialog";
import { cartApi } from "./api";
import { trackCart } from "./tracking";

export function SaveCart({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--link" onClick={() => setOpen(true)}>
        Winkelwagen bewaren
      </button>
      <Dialog open={open} title="Winkelwagen bewaren" size={480} onClose={() => setOpen(false)}>
        {open && <SaveCartForm cart={cart} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function SaveCartForm({ cart, onClose }: { cart: Cart; onClose: () => void }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [savedTo, setSavedTo] = useState<string | null>(null);

  function check(value: string): string | null {
    const result = saveCartSchema.safeParse({ email: value });
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = check(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const answer = await cartApi.saveCart(email.trim());
      trackCart("save_cart", cart);
      setSavedTo(answer.email);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  if (savedTo) {
    return (
      <div className="save-cart save-cart--saved" role="status">
        <p className="save-cart__title">Je winkelwagen is bewaard</p>
        <p>
          We hebben een e-mail gestuurd naar <strong>{savedTo}</strong>. Met de link daarin open je je
          winkelwagen weer, ook op een andere computer of telefoon.
        </p>
        <button type="button" className="button button--primary" onClick={onClose}>
          Sluiten
        </button>
      </div>
    );
  }
  return (
    <form method="post" className="save-cart" onSubmit={submit} noValidate>
      <NoScriptFields form="winkelwagen-bewaren" />
      <p>
        Nog niet klaar om te bestellen? We mailen je een link waarmee je deze winkelwagen later weer opent.
      </p>
      <label htmlFor={id}>Je e-mailadres</label>
      <input
        id={id}
        className="input"
        type="email"
        autoComplete="email"
        maxLength={320}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setError(check(email))}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        Bewaren en mailen
      </button>
    </form>
  );
}
