// Voucher (kortingscode) form: the code as typed; whether it exists is the server's business.
import { z } from "zod";
import { maxLength, requiredText } from "./common.ts";
import { INVALID_INPUT, VOUCHER_REQUIRED, VOUCHER_TOO_LONG } from "./messages.ts";

export const VOUCHER_MAX_LENGTH = 64;

/** Trimmed code, case kept: empty gives 'Geen code opgegeven', longer than 64 'Vul een geldige code in'. */
export const voucherCodeSchema = requiredText(VOUCHER_REQUIRED, [
  maxLength(VOUCHER_MAX_LENGTH, VOUCHER_TOO_LONG),
]);

export const voucherSchema = z.object({ code: voucherCodeSchema }, { error: INVALID_INPUT });
export type Voucher = z.output<typeof voucherSchema>;
