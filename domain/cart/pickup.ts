// Our pick-up locations (shipping_method values other than 'sent' and 'retrieve'), shown in the cart and mails.
import type { PickupLocationName } from "./types.ts";

export interface PickupLocation {
  name: PickupLocationName;
  address: string;
  hours: string;
}

export const pickupLocations: PickupLocation[] = [
  {
    name: "Barendrecht",
    address: "Dierensteinweg 8, 2991 XJ Barendrecht",
    hours: "ma t/m vr 8.30 - 17.00, za 9.00 - 16.00",
  },
  { name: "Waalwijk", address: "Zanddonkweg 21, 5144 NX Waalwijk", hours: "ma t/m vr 8.30 - 17.00" },
  { name: "Heinenoord", address: "Sluisjesdijk 3, 3274 LB Heinenoord", hours: "di t/m za 9.00 - 16.00" },
];
