// The order list's filters: empty fields are no filter, bad ones get Dutch messages, and they make a link back.
import { describe, expect, it } from "vitest";
import { filtersQuery, orderFiltersSchema } from "./filters.ts";

describe("orderFiltersSchema", () => {
  it("reads a form's empty fields as no filter and starts at page 1", () => {
    const parsed = orderFiltersSchema.parse({ status: "", winkel: "", zoek: "", van: "", pagina: "" });
    expect(parsed).toEqual({ pagina: 1 });
  });

  it("answers Dutch messages for a bad state, date, page or range", () => {
    const result = orderFiltersSchema.safeParse({ status: "bezorgd", van: "2026-02-30", pagina: "0" });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      "Kies een geldige status.",
      "Vul een geldige begindatum in.",
      "Kies een geldige pagina.",
    ]);
    const range = orderFiltersSchema.safeParse({ van: "2026-11-20", tot: "2026-11-01" });
    expect(range.error?.issues[0]?.message).toBe("De einddatum ligt voor de begindatum.");
  });

  it("writes the filters back as a query, the page only after the first", () => {
    const filters = orderFiltersSchema.parse({ status: "verzonden", zoek: "de Vries", pagina: "3" });
    expect(filtersQuery(filters)).toBe("status=verzonden&zoek=de+Vries");
    expect(filtersQuery(filters, 3)).toBe("status=verzonden&zoek=de+Vries&pagina=3");
    expect(filtersQuery(filters, 1)).toBe("status=verzonden&zoek=de+Vries");
  });
});
