// The Dutch words the browser shows when a call to the shop gives no message of its own: no connection, a server
// fault, or an answer it could not use. The field messages are the schemas' (domain/validation/messages.ts); the
// advice form's failure is the spec's, in domain/advice/advice.ts.

/** Any shop call that could not reach the server (ApiError status 0). */
export const NO_CONNECTION = "Er is geen verbinding. Controleer je internet en probeer het opnieuw.";
/** A back-office call that could not reach the server, or got an answer without a message. */
export const BACKOFFICE_UNREACHABLE =
  "De beheeromgeving is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.";

/** Spec section 8: any failure of the service form. */
export const SERVICE_FORM_FAILED =
  "Er ging iets mis tijdens het versturen van het formulier, neem contact op met de klantenservice.";
/** /bestelling-volgen, when the look-up failed for another reason than an unknown order or too many tries. */
export const ORDER_STATUS_FAILED =
  "Het opvragen van je bestelling is niet gelukt. Probeer het zo nog eens, of neem contact op met de klantenservice.";
/** A cart or swatch-order change that failed without the server's own words. */
export const SOMETHING_WENT_WRONG =
  "Er ging iets mis. Probeer het opnieuw of neem contact op met de klantenservice.";
export const ADD_TO_CART_FAILED =
  "Toevoegen lukte niet. Probeer het opnieuw of neem contact op met de klantenservice.";
export const CONFIGURATOR_UPDATE_FAILED =
  "De configurator kon niet bijgewerkt worden. Controleer je verbinding en probeer het opnieuw.";
export const DESIGN_SAVE_FAILED = "Bewaren lukte niet. Controleer je verbinding en probeer het opnieuw.";
export const SAVE_FAILED = "Bewaren lukte niet. Probeer het opnieuw.";
export const SEND_FAILED = "Versturen lukte niet. Probeer het opnieuw.";
export const STORE_FAILED = "Opslaan lukte niet. Probeer het opnieuw.";
export const REMOVE_FAILED = "Verwijderen lukte niet. Probeer het opnieuw.";
export const SWATCH_REQUEST_FAILED = "Het aanvragen van de kleurstaal lukte niet. Probeer het opnieuw.";
export const SUMMARY_FAILED = "Het overzicht kon niet geladen worden. Probeer het opnieuw.";
