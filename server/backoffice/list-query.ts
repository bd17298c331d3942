// The query and the answer of a back-office list call (requests of each kind, the mail outbox): search text and a
// page number in Dutch, as the pages' addresses carry them; a page of items with its number, the page count and
// the total found.
import { z } from "zod";

const PAGE_MESSAGE = "Kies een geldig paginanummer.";

/** `zoek` and `pagina`; each list adds its own `status`. */
export const listQueryFields = {
  zoek: z.string().trim().max(100, { error: "Zoek met hoogstens 100 tekens." }).optional(),
  pagina: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(100_000, { error: PAGE_MESSAGE })
    .optional(),
};

/** One page of `items` under `key`, with the page's number, the number of pages and the total found. */
export function listPageSchema<K extends string, T extends z.ZodType>(key: K, items: T) {
  return z.object({
    ...({ [key]: z.array(items) } as { [P in K]: z.ZodArray<T> }),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  });
}
