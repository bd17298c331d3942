// The id of a database row in a back-office address or query: a whole number from 1 to PostgreSQL's largest
// integer. A larger number is no row either, and answers the route's Dutch message rather than a database error.
import { z } from "zod";

export const MAX_ROW_ID = 2_147_483_647;

export function rowId(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ROW_ID, { error: message });
}
