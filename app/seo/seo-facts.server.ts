// The facts the pages' structured data and head links need, read on the server: the company from the shop's one
// source of facts (domain/company.ts, named for the server in catalog/shop.ts), the store's phone number, the delivery rates of the catalogue snapshot (the
// owner's settings) and each store's site address. The same for every visitor of a store.
import type { AppLoadContext } from "react-router";
import { shopFacts } from "../../catalog/shop";
import { company } from "../../domain/company";
import type { CompanyFacts, SeoFacts } from "./structured-data";

type Snapshot = AppLoadContext["services"]["catalog"]["snapshot"];

/** Kept per snapshot and store: the product pages' JSON-LD cache compares the rates by identity. */
const known = new WeakMap<Snapshot, Map<string, SeoFacts>>();

/** The company's facts from the one source (domain/company.ts) with the store's own phone number. */
function companyOf(phone: string): CompanyFacts {
  return {
    name: shopFacts.name,
    street: shopFacts.street,
    place: shopFacts.place,
    countryCode: company.address.country,
    email: shopFacts.email,
    phone,
    kvk: shopFacts.kvkNumber,
    vatId: shopFacts.vatNumber,
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
