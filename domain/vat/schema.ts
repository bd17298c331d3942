// The VAT decision as a zod schema: the cart's `vat` in the API's response schemas (and so the OpenAPI document).
import { z } from "zod";
import { VAT_RATE } from "../money.ts";
import type { VatDecision } from "./rule.ts";

const treatmentSchema = z.discriminatedUnion("category", [
  z.object({
    rate: z.literal(VAT_RATE),
    category: z.literal("S"),
    mention: z.null(),
    exemptionReasonCode: z.null(),
  }),
  z.object({
    rate: z.literal(0),
    category: z.literal("K"),
    mention: z.string(),
    exemptionReasonCode: z.literal("VATEX-EU-IC"),
  }),
  z.object({
    rate: z.literal(0),
    category: z.literal("AE"),
    mention: z.string(),
    exemptionReasonCode: z.literal("VATEX-EU-AE"),
  }),
]);

export const vatDecisionSchema = z
  .object({
    lines: z.object({
      products: treatmentSchema,
      shipping: treatmentSchema,
      mount: treatmentSchema,
      voucher: treatmentSchema,
    }),
    regime: z.enum(["nl", "oss", "be", "intra-community", "reverse-charge"]),
    taxedIn: z.enum(["NL", "BE"]),
    zeroRated: z.boolean().describe("Waar: geen btw, alle bedragen van de winkelwagen zijn excl. btw"),
    reason: z.string().nullable().describe("Waarom een zakelijke klant in België toch 21% btw betaalt"),
    legalBasis: z.string(),
  })
  .describe("De btw van deze klant (docs/vat.md); zonder: 21% btw, bedragen incl. btw");

type Holds<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Does not compile when the schema and VatDecision differ. */
export type VatDecisionSchemaMatches = Holds<Same<z.output<typeof vatDecisionSchema>, VatDecision>>;
