// The voucher widget: apply a code (the button is disabled while the field is empty), see it applied or why not.
import { useId, useState } from "react";
import type { Cart } from "../../domain/cart/types";
import { VOUCHER_REQUIRED } from "../../domain/validation/messages";
import { NoScriptFields } from "../no-script";
import { Icon } from "../ui/Icon";
import { cartApi } from "./api";
import { useCartAction } from "./useCartAction";

export function VoucherForm({ cart }: { cart: Cart }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [warning, setWarning] = useState<string | null>(null);
  const { run, busy, error, setError } = useCartAction();

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    setWarning(null);
    if (!code.trim()) {
      setError(VOUCHER_REQUIRED);
      return;
    }
    const answer = await run(() => cartApi.applyCoupon(code.trim()));
    if (!answer) return;
    if (answer.result) setCode("");
    else setWarning(answer.msg);
  }

  if (cart.coupon) {
    return (
      <div className="voucher voucher--applied">
        <p className="voucher__applied">
          <Icon name="tag" size={18} /> Kortingscode <strong>{cart.coupon.name}</strong>
        </p>
        {cart.coupon_message && <p className="notice notice--warning">{cart.coupon_message}</p>}
        <button
          type="button"
          className="button button--link"
          disabled={busy}
          onClick={() => run(() => cartApi.removeCoupon())}
        >
          Verwijderen<span className="visually-hidden"> kortingscode {cart.coupon.name}</span>
        </button>
      </div>
    );
  }
  const problem = warning ?? error;
  return (
    <form method="post" className="voucher" onSubmit={apply} noValidate>
      <NoScriptFields form="kortingscode" />
      <label htmlFor={id} className="voucher__label">
        Kortingscode
      </label>
      <div className="voucher__row">
        <input
          id={id}
          className="input"
          value={code}
          autoComplete="off"
          maxLength={64}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setWarning(null);
            setError(null);
          }}
        />
        <button type="submit" className="button button--secondary" disabled={busy || code.trim() === ""}>
          Toepassen
        </button>
      </div>
      {problem && (
        <div id={`${id}-error`} role="alert">
          {warning && <p className="notice notice--warning">{warning}</p>}
          <p className="field-error">{warning ? "De code is niet correct." : problem}</p>
        </div>
      )}
    </form>
  );
}
