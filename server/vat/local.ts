// The offline default for VAT numbers (VAT_CHECK=local): a number of the right form and check digits counts as
// valid, marked `checkedLocally`, so the demo and the tests work without VIES. Nothing proves it is registered.
import { parseVatNumber } from "../../domain/vat/numbers.ts";
import type { VatNumberCheck } from "./vat-check.ts";

export function localVatCheck(now: () => number = Date.now): VatNumberCheck {
  return {
    kind: "local",
    async check(input) {
      const parsed = parseVatNumber(input);
      if (!parsed.ok) return { status: "malformed", reason: parsed.message };
      return {
        status: "valid",
        vatNumber: parsed.value.full,
        country: parsed.value.country,
        checkedAt: new Date(now()).toISOString(),
        checkedLocally: true,
        consultationNumber: null,
        name: null,
        address: null,
      };
    },
  };
}
