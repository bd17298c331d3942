// The payment failure messages of spec section 8, chosen by the refusalError query parameter of /checkout/betalen.

export const REFUSAL_DESCRIPTION =
  "Controleer uw gegevens en probeer het nogmaals of neem contact op op met de klantenservice.";
export const PROVIDER_MESSAGE_HEADER = "Wij kregen de volgende foutmelding van de betaalprovider";

/** 'Error', 'Refused', 'Cancelled' and anything else, as spec section 8 lists them. */
export function refusalMessage(refusalError: string): string {
  switch (refusalError) {
    case "Error":
      return "De betaling is fout gegaan...";
    case "Refused":
      return "De betaling is geweigerd...";
    case "Cancelled":
      return "De betaling is geannuleerd...";
    default:
      return "Er ging iets fout...";
  }
}

/** The refusalError value the return route sends for a payment outcome. */
export function refusalErrorFor(outcome: "refused" | "cancelled" | "error" | "expired"): string {
  switch (outcome) {
    case "refused":
      return "Refused";
    case "cancelled":
      return "Cancelled";
    case "error":
      return "Error";
    default:
      return "Expired";
  }
}
