// Dutch words for what the order pages show: where a state change came from, a payment attempt's state, a
// mail's state, and the badge tone of an order's state.
import type { OrderState } from "../../../domain/orders/fulfilment";
import type { Tone } from "../Badge";

export const sourceLabels: Record<string, string> = {
  placeOrder: "Bestelling geplaatst",
  webhook: "Melding van de betaalprovider",
  return: "Klant terug van de betaalpagina",
  expiry: "Betaaltermijn verlopen",
  reconcile: "Navraag bij de betaalprovider",
  beheer: "Beheer",
  klant: "Klant, via de montagelink",
};

export const paymentStatusLabels: Record<string, string> = {
  pending: "In afwachting",
  authorised: "Geautoriseerd",
  refused: "Geweigerd",
  cancelled: "Geannuleerd",
  error: "Fout",
  expired: "Verlopen",
  review: "Controle nodig",
};

export const stateTones: Record<OrderState, Tone> = {
  pending_payment: "warn",
  paid: "good",
  te_controleren: "warn",
  wacht_op_klant: "warn",
  vrijgegeven: "good",
  in_productie: "good",
  klaar_voor_montage: "good",
  verzonden: "good",
  ingepland_voor_montage: "good",
  afgerond: "plain",
  geannuleerd: "bad",
  refused: "bad",
  cancelled: "plain",
  expired: "plain",
};
