// Sharing a saved design by e-mail: the recipient's address and the design's code.
import { z } from "zod";
import { emailField } from "./common.ts";
import { INVALID_INPUT } from "./messages.ts";

export const SHARE_EMAIL_REQUIRED = "Vul het e-mailadres in waar we je ontwerp naartoe sturen";
export const DESIGN_CODE_INVALID = "Dit ontwerp bestaat niet (meer)";

export const shareMailSchema = z.strictObject(
  {
    code: z.string({ error: DESIGN_CODE_INVALID }).regex(/^[0-9A-Za-z]{12}$/, DESIGN_CODE_INVALID),
    email: emailField(SHARE_EMAIL_REQUIRED),
  },
  { error: INVALID_INPUT },
);
