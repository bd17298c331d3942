// How an order reaches the customer, in words: the delivery sentence and an address as lines, shared by the
// payment and thank-you pages and the mails so they say the same.
import { pickupLocations } from "../cart/pickup.ts";
import { MOUNT_EXTRA_DELIVERY, MOUNT_WARRANTY_YEARS } from "../cart/totals.ts";
import type { Cart } from "../cart/types.ts";
import type { Address } from "../validation/address.ts";

/** An address as it goes on an envelope: name, street, postcode and place (BE: province), country; one per line. */
export function addressLines(a: Address): string {
  const name = [a.prefix === "Mevr" ? "Mevr." : "Dhr.", a.firstname, a.middlename, a.lastname]
    .filter(Boolean)
    .join(" ");
  const street = `${a.street} ${a.housenumber}${a.housenumber_affix ? ` ${a.housenumber_affix}` : ""}`;
  const place = `${a.zipcode} ${a.city}${"region" in a && a.region ? ` (${a.region})` : ""}`;
  return [name, street, place, a.country === "BE" ? "België" : "Nederland"].join("\n");
}

/** How the order reaches the customer, in a sentence: mounting, sending, or which location to collect from. */
export function deliveryText(cart: Pick<Cart, "service_type" | "shipping_method">): string {
  if (cart.service_type === "mount")
    return `Inmeten en montage door onze monteur. We bellen je binnen 2 werkdagen voor een afspraak om in te meten; de levertijd wordt daardoor ${MOUNT_EXTRA_DELIVERY} langer. Je krijgt ${MOUNT_WARRANTY_YEARS} jaar garantie op de montage.`;
  if (cart.shipping_method === "sent") return "Verzenden naar je afleveradres.";
  const location = pickupLocations.find((l) => l.name === cart.shipping_method) ?? pickupLocations[0];
  return `Afhalen in ${location?.name} (${location?.address}, ${location?.hours}). We mailen je zodra alles klaarligt.`;
}
