// The facts the pages' structured data and head links need, read on the server: the company from the shop's one
// source of facts (catalog/shop.ts), the store's phone number, the delivery rates of the catalogue snapshot (the
// owner's settings) and each store's site address. The same for every visitor of a store.
import type { AppLoadContext } from "react-router";
import { shopFacts } from "../../catalog/shop";
import type { CompanyFacts, SeoFacts } from "./structured-data";

type Snapshot = AppLoadContext["services"]["catalog"]["snapshot"];

/** Kept per snapshot and store: the product pages' JSON-LD cache compares the rates by identity. */
const known = new WeakMap<Snapshot, Map<string, SeoFacts>>();

/** The company's facts as they stand in catalog/shop.ts; KvK and VAT numbers appear once the shop has them. */
function companyOf(phone: string): CompanyFacts {
  const facts: Record<string, unknown> = shopFacts;
  const text = (key: string): string | undefined => {
    const value = facts[key];
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  const kvk = text("kvk") ?? text("kvkNumber");
  const vatId = text("vatId") ?? text("btw") ?? text("vatNumber");
  return {
    name: shopFacts.name,
    street: shopFacts.street,
    place: shopFacts.place,
    countryCode: String(shopFacts.country) === "België" ? "BE" : "NL",
    email: shopFacts.email,
    phone,
    ...(kvk ? { kvk } : {}),
    ...(vatId ? { vatId } : {}),
  };
}

export function seoFactsOf(context: AppLoadContext): SeoFacts {
  const snapshot = context.services.catalog.snapshot;
  let byStore = known.get(snapshot);
  if (!byStore) {
    byStore = new Map();
    known.set(snapshot, byStore);
  }
  const key = `${context.store.code} ${context.siteBases.NL} ${context.siteBases.BE}`;
  let facts = byStore.get(key);
  if (!facts) {
    facts = {
      company: companyOf(context.store.phone),
      rates: [...snapshot.rates.entries()]
        .filter(([country]) => country === "NL" || country === "BE")
        .map(([country, r]) => ({
          country,
          shipping_cost: r.shipping_cost,
          shipping_free_from: r.shipping_free_from,
        })),
      bases: context.siteBases,
    };
    byStore.set(key, facts);
  }
  return facts;
}
