// The back office's order list filters, one schema for the page's URL and the API's query (Dutch names, so a
// filtered list is a link): state, store, payment method, date range, search, page.
import { z } from "zod";
import { orderStates } from "./fulfilment.ts";

export const ORDERS_PAGE_SIZE = 25;
/** The export's bound: more rows than this is no spreadsheet anyone reads; narrow the filter. */
export const ORDERS_EXPORT_LIMIT = 20_000;

export const emptyIsNone = (value: unknown) => (value === "" || value === null ? undefined : value);

export const isoDate = (message: string) =>
  z.preprocess(
    emptyIsNone,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
      .refine(
        (v) => {
          const d = new Date(`${v}T00:00:00Z`);
          return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
        },
        { error: message },
      )
      .optional(),
  );

export const orderFiltersSchema = z
  .object({
    status: z.preprocess(emptyIsNone, z.enum(orderStates, { error: "Kies een geldige status." }).optional()),
    winkel: z.preprocess(emptyIsNone, z.enum(["NL", "BE"], { error: "Kies NL of BE." }).optional()),
    betaalwijze: z.preprocess(
      emptyIsNone,
      z
        .string()
        .regex(/^[a-z_]{1,40}$/, { error: "Kies een geldige betaalwijze." })
        .optional(),
    ),
    van: isoDate("Vul een geldige begindatum in."),
    tot: isoDate("Vul een geldige einddatum in."),
    zoek: z.preprocess(
      emptyIsNone,
      z.string().trim().max(100, { error: "Zoek op hoogstens 100 tekens." }).optional(),
    ),
    pagina: z.preprocess(
      emptyIsNone,
      z.coerce
        .number({ error: "Kies een geldige pagina." })
        .int({ error: "Kies een geldige pagina." })
        .min(1, { error: "Kies een geldige pagina." })
        .max(100_000, { error: "Kies een geldige pagina." })
        .default(1),
    ),
  })
  .refine((f) => !f.van || !f.tot || f.van <= f.tot, {
    error: "De einddatum ligt voor de begindatum.",
    path: ["tot"],
  });
export type OrderFilters = z.output<typeof orderFiltersSchema>;

/** The filters as a query string (without the page unless asked), for links: the export, the pages. */
export function filtersQuery(filters: Partial<OrderFilters>, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ["status", "winkel", "betaalwijze", "van", "tot", "zoek"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("pagina", String(page));
  return params.toString();
}
