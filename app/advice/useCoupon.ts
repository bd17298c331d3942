// The advice form's coupon widget (spec section 4): a code typed, applied after the server accepted it, or
// rejected with the server's reason; removing it starts over.
import { useState } from "react";
import { ADVICE_COUPON_INVALID } from "../../domain/advice/advice";
import { ApiError } from "../api/client";
import { adviceApi } from "./api";

export interface CouponProblem {
  message: string;
  /** Why the server rejected the code, shown above the message. */
  reason?: string;
}

export interface CouponState {
  input: string;
  applied: { code: string; name: string } | null;
  problem: CouponProblem | null;
  busy: boolean;
  /** The visitor types: a shown problem goes away. */
  type: (value: string) => void;
  /** Asks the server about the typed code; an empty code or one being asked already asks nothing. */
  apply: () => Promise<void>;
  remove: () => void;
  /** The code was refused when the form was sent: it is no longer applied and the message shows. */
  refuse: (message: string) => void;
}

/**
 * Not a debounced look-up: the code is asked when the visitor applies it, and asked again every time (no
 * cache), since a code can be used up meanwhile and every try counts against the rate limit.
 */
export function useCoupon(): CouponState {
  const [input, setInput] = useState("");
  const [applied, setApplied] = useState<{ code: string; name: string } | null>(null);
  const [problem, setProblem] = useState<CouponProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    const code = input.trim();
    if (!code || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { coupon: answer } = await adviceApi.checkCoupon(code);
      if (answer.valid) {
        setApplied({ code: answer.code, name: answer.name });
        setInput("");
      } else setProblem({ message: ADVICE_COUPON_INVALID, reason: answer.message });
    } catch (error) {
      setProblem({
        message:
          error instanceof ApiError ? (error.errors.coupon_code ?? error.message) : ADVICE_COUPON_INVALID,
      });
    } finally {
      setBusy(false);
    }
  }

  return {
    input,
    applied,
    problem,
    busy,
    type: (value) => {
      setInput(value);
      setProblem(null);
    },
    apply,
    remove: () => {
      setApplied(null);
      setInput("");
      setProblem(null);
    },
    refuse: (message) => {
      setApplied(null);
      setProblem({ message });
    },
  };
}
