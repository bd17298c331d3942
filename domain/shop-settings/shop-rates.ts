// The owner's shop settings (/beheer/instellingen): rates per country and the home advice's postcode ranges,
// each one schema with Dutch messages; ranges of one kind may not overlap (a free range inside a paid one may:
// free wins there, domain/advice/service-area.ts).
import { z } from "zod";

const MAX_CENTS = 100_000_000;

const cents = (what: string) =>
  z
    .number({ error: `Vul ${what} in.` })
    .int({ error: `Vul ${what} in hele centen in.` })
    .min(0, { error: `Vul voor ${what} een bedrag in van € 0,00 of meer.` })
    .max(MAX_CENTS, { error: `Vul voor ${what} een lager bedrag in.` });

export const shopRatesFormSchema = z.object({
  shippingCostCents: cents("de verzendkosten"),
  shippingFreeFromCents: cents("het bedrag voor gratis verzenden"),
  mountStartCents: cents("de voorrijkosten"),
  measureCents: cents("de meetkosten"),
});
export type ShopRatesForm = z.output<typeof shopRatesFormSchema>;

export const serviceAreaKindLabels = { free: "Gratis", paid: "Betaald" } as const;

const postcode = (which: string) =>
  z
    .number({ error: `Vul een ${which} in van vier cijfers.` })
    .int({ error: `Vul een ${which} in van vier cijfers.` })
    .min(1000, { error: `Vul een ${which} in van vier cijfers (1000 tot en met 9999).` })
    .max(9999, { error: `Vul een ${which} in van vier cijfers (1000 tot en met 9999).` });

export const serviceAreaRowSchema = z.object({
  name: z
    .string({ error: "Vul een naam in." })
    .trim()
    .min(1, { error: "Vul een naam in." })
    .max(100, { error: "Vul een naam in van hoogstens 100 tekens." }),
  from: postcode("begin-postcode"),
  to: postcode("eind-postcode"),
  kind: z.enum(["free", "paid"], { error: "Kies gratis of betaald." }),
  feeCents: cents("de vergoeding").default(0),
});
export type ServiceAreaRow = z.output<typeof serviceAreaRowSchema>;

export const serviceAreasFormSchema = z.object({
  areas: z.array(serviceAreaRowSchema).max(500, { error: "Er kunnen hoogstens 500 gebieden zijn." }),
});

/**
 * What is wrong with a list of ranges beyond each row's own fields, keyed `areas.<index>.<field>`: a range
 * that ends before it starts, a paid range without a fee, and two ranges of one kind that overlap.
 */
export function serviceAreaProblems(areas: readonly ServiceAreaRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  areas.forEach((area, i) => {
    if (area.to < area.from)
      problems[`areas.${i}.to`] =
        `Rij ${i + 1}: de eind-postcode ${area.to} ligt vóór de begin-postcode ${area.from}.`;
    if (area.kind === "paid" && area.feeCents <= 0)
      problems[`areas.${i}.feeCents`] = `Rij ${i + 1}: vul de vergoeding in van een betaald gebied.`;
  });
  areas.forEach((area, i) => {
    if (problems[`areas.${i}.to`]) return;
    const other = areas.findIndex(
      (b, j) => j < i && b.kind === area.kind && b.to >= b.from && b.from <= area.to && area.from <= b.to,
    );
    const earlier = areas[other];
    if (earlier && !problems[`areas.${i}.from`])
      problems[`areas.${i}.from`] =
        `Rij ${i + 1}: ${area.from}–${area.to} overlapt met rij ${other + 1} '${earlier.name}' (${earlier.from}–${earlier.to}); ${area.kind === "free" ? "gratis" : "betaalde"} gebieden mogen niet overlappen.`;
  });
  return problems;
}
