// The owner's voucher form (/beheer/kortingscodes): one schema for creating and editing a code, with the cart's
// kinds (domain/cart/vouchers.ts) and Dutch messages per field. The server adds the check that needs the
// database (a code must be unique).
import { z } from "zod";
import { type VoucherDiscountOn, type VoucherKind, voucherKinds } from "../cart/vouchers.ts";

export const voucherDiscountOns = [
  "producten",
  "tweede_product",
] as const satisfies readonly VoucherDiscountOn[];

export const voucherKindLabels: Record<VoucherKind, string> = {
  percentage: "Percentage",
  fixed: "Vast bedrag",
  free_shipping: "Gratis verzenden",
  free_advice: "Gratis adviesafspraak",
};

export const discountOnLabels: Record<VoucherDiscountOn, string> = {
  producten: "Alle producten",
  tweede_product: "Elk tweede product",
};

/** Letters, digits, - and _, 3 to 32 characters; stored in upper case as the cart looks codes up. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const VOUCHER_CODE_MESSAGE =
  "Gebruik 3 tot 32 letters, cijfers, - of _ (zonder spaties) voor de code.";
export const VOUCHER_CODE_TAKEN = "Deze code bestaat al; kies een andere.";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Vul een geldige datum in (jjjj-mm-dd)." })
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      error: "Vul een bestaande datum in.",
    },
  );

/** Cents up to € 1.000.000: far below what the shop's totals can hold (domain/money.ts). */
const MAX_CENTS = 100_000_000;

export const voucherFormSchema = z
  .object({
    code: z
      .string({ error: "Vul een code in." })
      .trim()
      .toUpperCase()
      .regex(VOUCHER_CODE_PATTERN, { error: VOUCHER_CODE_MESSAGE }),
    name: z
      .string({ error: "Vul een omschrijving in." })
      .trim()
      .min(1, { error: "Vul een omschrijving in; de klant ziet die in de winkelwagen." })
      .max(100, { error: "Vul een omschrijving in van hoogstens 100 tekens." }),
    kind: z.enum(voucherKinds, { error: "Kies een soort korting." }),
    /** Percent for 'percentage', cents for 'fixed', 0 for the others. */
    amount: z.number({ error: "Vul een getal in." }).int({ error: "Vul een heel getal in." }).default(0),
    discountOn: z.enum(voucherDiscountOns, { error: "Kies waarop de korting geldt." }).default("producten"),
    validFrom: isoDate.nullable().default(null),
    validUntil: isoDate.nullable().default(null),
    minOrderCents: z
      .number({ error: "Vul een bedrag in." })
      .int({ error: "Vul een bedrag in hele centen in." })
      .min(0, { error: "Het minimumbedrag kan niet negatief zijn." })
      .max(MAX_CENTS, { error: "Het minimumbedrag is te hoog." })
      .default(0),
    maxUses: z
      .number({ error: "Vul een aantal in." })
      .int({ error: "Vul een heel aantal in." })
      .min(1, { error: "Een limiet is minstens 1 keer; laat het leeg voor geen limiet." })
      .max(1_000_000, { error: "Vul een kleiner aantal in." })
      .nullable()
      .default(null),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percentage" && (v.amount < 1 || v.amount > 100))
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Een percentage ligt tussen 1 en 100." });
    if (v.kind === "fixed" && (v.amount <= 0 || v.amount > MAX_CENTS))
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Vul een bedrag in groter dan € 0,00." });
    if (v.kind !== "percentage" && v.discountOn !== "producten")
      ctx.addIssue({
        code: "custom",
        path: ["discountOn"],
        message: "Alleen een percentage kan op elk tweede product gelden.",
      });
    if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
      ctx.addIssue({
        code: "custom",
        path: ["validUntil"],
        message: "De einddatum ('geldig tot') ligt vóór de begindatum ('geldig van').",
      });
  });

/** Kinds without an amount store 0, so an edited kind leaves no stale number behind. */
export function storedAmount(form: Pick<VoucherForm, "kind" | "amount">): number {
  return form.kind === "percentage" || form.kind === "fixed" ? form.amount : 0;
}

export type VoucherForm = z.output<typeof voucherFormSchema>;
export type VoucherFormInput = z.input<typeof voucherFormSchema>;
