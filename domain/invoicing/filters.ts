// The staff's invoice list filters, one schema for the page's URL and the API's query (Dutch names, as the
// order list's): issue period, store, customer kind, zero-rated or not.
import { z } from "zod";
import { emptyIsNone, isoDate } from "../orders/filters.ts";

export const invoiceFiltersSchema = z
  .object({
    van: isoDate("Vul een geldige begindatum in."),
    tot: isoDate("Vul een geldige einddatum in."),
    winkel: z.preprocess(emptyIsNone, z.enum(["NL", "BE"], { error: "Kies NL of BE." }).optional()),
    klant: z.preprocess(
      emptyIsNone,
      z.enum(["consumer", "business"], { error: "Kies particulier of zakelijk." }).optional(),
    ),
    /** 'ja': only documents without VAT (reverse charge, intra-community); 'nee': only those with. */
    nultarief: z.preprocess(emptyIsNone, z.enum(["ja", "nee"], { error: "Kies ja of nee." }).optional()),
  })
  .refine((f) => !f.van || !f.tot || f.van <= f.tot, {
    error: "De einddatum ligt voor de begindatum.",
    path: ["tot"],
  });
export type InvoiceFilters = z.output<typeof invoiceFiltersSchema>;
