// The two storefronts (NL and BE) of one server, and how a request picks one.
import { company } from "./company.ts";

export const storeCodes = ["NL", "BE"] as const;
export type StoreCode = (typeof storeCodes)[number];

export interface Store {
  code: StoreCode;
  /** Country of delivery addresses by default. */
  country: StoreCode;
  /** Which discount label text a card shows: `discount_label_tekst` or its `_be` variant. */
  locale: "nl" | "be";
  /** The home advice and measuring appointment exists only in the Netherlands. */
  adviceAppointments: boolean;
  /** Shop phone number shown in the footer and on contact pages (domain/company.ts). */
  phone: string;
}

export const stores: Record<StoreCode, Store> = {
  NL: { code: "NL", country: "NL", locale: "nl", adviceAppointments: true, phone: company.phone.NL },
  BE: { code: "BE", country: "BE", locale: "be", adviceAppointments: false, phone: company.phone.BE },
};

/**
 * `*.be` hosts and `be.localhost` are the Belgian store, every other host the Dutch one.
 * `override` (the `?store=` query or its cookie, honoured outside production only) wins when valid.
 */
export function resolveStore(host: string | undefined, override?: string | null): Store {
  const forced = override?.toUpperCase();
  if (forced === "NL" || forced === "BE") return stores[forced];
  const name = (host ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return name.endsWith(".be") || name === "be.localhost" ? stores.BE : stores.NL;
}
