// What the order status page (/bestelling-volgen) tells a customer: the order's one state in Dutch, the steps
// it goes through for its way of delivery, and what happens next. Pure; the server fills in the order.
import { z } from "zod";
import { type DeliveryWay, type OrderState, orderStates, stateLabels } from "./fulfilment.ts";

/** How the order reaches the customer: our mounter, a carrier, or a pick-up at one of our locations. */
export type Fulfilment = DeliveryWay;

export const orderStatusSchema = z.object({
  order_number: z.string(),
  state: z.enum(orderStates),
  state_label: z.string().describe("De stand van de bestelling, bijv. 'In productie'"),
  next: z.string().describe("Wat er nu gebeurt"),
  ordered_on: z.string().describe("Bijv. 'woensdag 25 november'"),
  delivery: z.string().describe("Verzenden, Afhalen of Monteren"),
  expected_delivery: z.string().nullable().describe("Bijv. 'Verwacht in huis: maandag 7 december'"),
  track_trace_url: z.string().nullable(),
  steps: z.array(z.object({ label: z.string(), status: z.enum(["done", "current", "todo"]) })),
  rows: z.array(z.object({ name: z.string(), count: z.number().int(), details: z.array(z.string()) })),
  change: z
    .object({
      open: z.boolean(),
      url: z
        .string()
        .nullable()
        .describe("De ondertekende link naar /bestelling/{nummer}/wijzigen, zolang het kan"),
      text: z.string().describe("Tot wanneer wijzigen kan, of waarom niet meer"),
    })
    .optional()
    .describe("Wijzigen of annuleren: alleen bij een betaalde bestelling"),
});
export type OrderStatusView = z.infer<typeof orderStatusSchema>;

/** The same answer for an unknown number and a postcode that does not match: a stranger learns nothing. */
export const ORDER_STATUS_NOT_FOUND =
  "We vinden geen bestelling met dit bestelnummer en deze postcode. Controleer ze allebei: je vindt ze in de bevestigingsmail van je bestelling.";

/**
 * The paid order's way from payment to done, for its kind of delivery. A step covers the states listed with
 * it: the check and the question to the customer are one step for the customer, as are released and cutting.
 */
export function statusSteps(
  state: OrderState,
  fulfilment: Fulfilment,
): { label: string; status: "done" | "current" | "todo" }[] {
  const path: { states: readonly OrderState[]; label: string }[] = [
    { states: ["paid"], label: "Besteld en betaald" },
    { states: ["te_controleren", "wacht_op_klant"], label: "Maten controleren" },
    { states: ["vrijgegeven", "in_productie"], label: "In productie" },
    ...(fulfilment === "mount"
      ? [
          { states: ["klaar_voor_montage"] as const, label: "Klaar voor montage" },
          { states: ["ingepland_voor_montage"] as const, label: "Montage ingepland" },
        ]
      : [
          {
            states: ["verzonden"] as const,
            label: fulfilment === "sent" ? "Verzonden" : "Klaar om af te halen",
          },
        ]),
    { states: ["afgerond"], label: fulfilment === "mount" ? "Gemonteerd" : "Afgerond" },
  ];
  const at = path.findIndex((step) => step.states.includes(state));
  if (at < 0) return [];
  return path.map((step, i) => ({
    label: step.label,
    status: i < at ? "done" : i === at ? "current" : "todo",
  }));
}

/** The customer's names where they differ from staff's: the check and the workshop in the customer's words. */
const customerLabels: Partial<Record<OrderState, string>> = {
  te_controleren: "We controleren je maten",
  wacht_op_klant: "We wachten op je antwoord",
  vrijgegeven: "In productie",
  geannuleerd: "Geannuleerd",
};

/** The state's name on the status page: a pick-up order that is 'verzonden' is ready to collect. */
export function statusLabel(state: OrderState, fulfilment: Fulfilment): string {
  if (state === "verzonden" && fulfilment === "pickup") return "Klaar om af te halen";
  return customerLabels[state] ?? stateLabels[state];
}

/**
 * What happens next, in the shop's words, for each state and way of delivery. `changeUntil` is the end of the
 * change window in words ('dinsdag 8 december om 12:00'), while it is open; the check's text names it.
 */
export function nextStep(
  state: OrderState,
  fulfilment: Fulfilment,
  mountDate: string | null,
  changeUntil: string | null = null,
): string {
  switch (state) {
    case "pending_payment":
      return "We wachten nog op je betaling. Heb je net betaald? Dan zie je hier binnen een paar minuten dat we hem hebben ontvangen.";
    case "refused":
      return "Je betaling is niet gelukt en er is niets afgeschreven. Je kunt opnieuw bestellen vanuit je winkelwagen.";
    case "cancelled":
      return "Deze bestelling is geannuleerd en er is niets afgeschreven. Wil je de producten toch? Bestel ze dan opnieuw.";
    case "expired":
      return "De betaling is niet op tijd afgerond, dus we hebben deze bestelling niet gemaakt. Je kunt opnieuw bestellen vanuit je winkelwagen.";
    case "paid":
      return fulfilment === "mount"
        ? "We hebben je betaling ontvangen. Binnen 2 werkdagen bellen we je voor een afspraak om in te meten; daarna maken we alles op maat."
        : "We hebben je betaling ontvangen. Je bestelling gaat binnenkort in productie in ons atelier.";
    case "te_controleren": {
      const change = changeUntil
        ? ` Tot ${changeUntil} kun je je bestelling nog wijzigen of annuleren met de link in je bevestigingsmail.`
        : "";
      return fulfilment === "mount"
        ? `We hebben je betaling ontvangen. Binnen 2 werkdagen bellen we je voor een afspraak om in te meten; daarna maken we alles op maat.${change}`
        : `We hebben je betaling ontvangen en controleren nu de maten van je bestelling, voordat we iets snijden.${change}`;
    }
    case "wacht_op_klant":
      return "We hebben een vraag over de maten van je bestelling en hebben je daarover gemaild. Beantwoord de vraag met de link in die mail, dan gaan we verder. Geen mail gekregen? Kijk in je spam of neem contact op met onze klantenservice.";
    case "vrijgegeven":
      return "We hebben je maten gecontroleerd en je bestelling staat ingepland in ons atelier. Wijzigen of annuleren kan nu niet meer.";
    case "klaar_voor_montage":
      return "Je producten zijn klaar. We nemen contact met je op om de montage in te plannen.";
    case "in_productie":
      return fulfilment === "mount"
        ? "We maken je bestelling nu op maat in ons atelier. Als alles klaar is, plannen we de montage met je in."
        : fulfilment === "sent"
          ? "We maken je bestelling nu op maat in ons atelier. Zodra we hem versturen, zie je hier de track-and-trace-link."
          : "We maken je bestelling nu op maat in ons atelier. We mailen je zodra alles klaarligt om af te halen.";
    case "verzonden":
      return fulfilment === "pickup"
        ? "Je bestelling ligt voor je klaar. Neem je bestelnummer mee als je hem komt ophalen."
        : "Je bestelling is onderweg. Met de track-and-trace-link volg je het pakket tot aan je deur.";
    case "ingepland_voor_montage":
      return mountDate
        ? `Onze monteur komt op ${mountDate}. Zorg dat de ramen vrij bereikbaar zijn.`
        : "De montage is ingepland; je hoort van ons wanneer de monteur komt.";
    case "geannuleerd":
      return "Deze bestelling is geannuleerd. We betalen je terug wat je betaalde; zodra dat verwerkt is, krijg je een e-mail met de creditnota.";
    case "afgerond":
      return "Je bestelling is afgerond. Veel plezier ervan! Is er iets niet in orde? Vraag dan service aan met je bestelnummer.";
  }
}
