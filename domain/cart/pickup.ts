// Our pick-up locations (shipping_method values other than 'sent' and 'retrieve') as the cart and mails show
// them, made from the shop's facts (domain/company.ts).
import { addressLine, hoursLine, locations } from "../company.ts";
import type { PickupLocationName } from "./types.ts";

export interface PickupLocation {
  name: PickupLocationName;
  /** "Dierensteinweg 8, 2991 XJ Barendrecht" */
  address: string;
  /** "ma t/m vr 8.30 - 17.00, za 9.00 - 16.00" */
  hours: string;
}

export const pickupLocations: PickupLocation[] = locations.map((l) => ({
  name: l.name,
  address: addressLine(l.address),
  hours: hoursLine(l.hours),
}));
