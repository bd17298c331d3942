// schema.org builders shared by the pages' structured data: the shop as Organization and WebSite, breadcrumbs,
// and the parts of a product's Offer (seller, shipping, return policy). Pure: the facts come in as arguments
// (the root loader reads them from the catalogue and the shop's settings, seo-facts.server.ts).
import { roundUpToEuros } from "../../domain/money";

/** The shop's facts as the structured data names them; the optional ones appear only when the shop has them. */
export interface CompanyFacts {
  name: string;
  street: string;
  /** Postcode and place on one line, as the shop writes them ("2991 XJ Barendrecht"). */
  place: string;
  /** ISO 3166-1 alpha-2 country code of the address. */
  countryCode: string;
  email: string;
  /** The store's customer service phone number, as shown on its pages. */
  phone: string;
  kvk?: string;
  vatId?: string;
}

/** A country's delivery rate in cents (shipping_free_from: the order amount from which sending is free). */
export interface ShippingRate {
  country: string;
  shipping_cost: number;
  shipping_free_from: number;
}

/** What the structured data of every page may need, the same for every visitor of a store. */
export interface SeoFacts {
  company: CompanyFacts;
  rates: ShippingRate[];
  /** Each store's site address (scheme, host, port; no trailing slash), for hreflang alternates. */
  bases: { NL: string; BE: string };
}

/** The countries we deliver to and take orders from; each has its own store. */
export const SHOP_COUNTRIES = ["NL", "BE"] as const;

const SCHEMA = "https://schema.org";

/** A schema.org price: whole euros or cents as the text "12.34" (a dot, never the Dutch comma). */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The price the product page and its cards show (spec section 9: whole euros rounded up, '€ N,-'), as a
 * schema.org price: the structured data says exactly what the page shows.
 */
export function shownPrice(cents: number): string {
  return schemaPrice(roundUpToEuros(cents) * 100);
}

/** `"#organization"` on the site: the one Organization every page's seller and publisher point to. */
export function organizationId(base: string): string {
  return `${base}/#organization`;
}

function postcodeAndPlace(place: string): { postalCode?: string; addressLocality: string } {
  const match = /^(\d{4}(?:\s?[A-Z]{2})?)\s+(.+)$/.exec(place.trim());
  return match?.[1] && match[2]
    ? { postalCode: match[1], addressLocality: match[2] }
    : { addressLocality: place.trim() };
}

/** The shop as an Organization (OnlineStore): name, address, contact point, KvK number and VAT number. */
export function organizationJsonLd(facts: CompanyFacts, base: string) {
  return {
    "@context": SCHEMA,
    "@type": "OnlineStore",
    "@id": organizationId(base),
    name: facts.name,
    url: `${base}/`,
    logo: { "@type": "ImageObject", url: `${base}/media/logo.png`, width: 512, height: 512 },
    email: facts.email,
    telephone: facts.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.street,
      ...postcodeAndPlace(facts.place),
      addressCountry: facts.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: facts.phone,
      email: facts.email,
      areaServed: [...SHOP_COUNTRIES],
      availableLanguage: "nl",
    },
    ...(facts.vatId ? { vatID: facts.vatId } : {}),
    ...(facts.kvk
      ? {
          identifier: {
            "@type": "PropertyValue",
            propertyID: "KvK-nummer",
            value: facts.kvk,
          },
        }
      : {}),
  };
}

/** The site with its search: search engines may offer a search box that opens /zoeken?q=. */
export function webSiteJsonLd(facts: CompanyFacts, base: string) {
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    "@id": `${base}/#website`,
    name: facts.name,
    url: `${base}/`,
    inLanguage: "nl",
    publisher: { "@id": organizationId(base) },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${base}/zoeken?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A crumb as the page's visible breadcrumb shows it; `path` starts with a slash. */
export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], base: string) {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${base}${crumb.path === "/" ? "/" : crumb.path}`,
    })),
  };
}

/**
 * The delivery time in working days as a range: "8 werkdagen" is 8 to 8, "3 tot 4 weken" 15 to 20 (five
 * working days a week). Null when the text has no number.
 */
export function deliveryDays(levertijd: string): { min: number; max: number } | null {
  const text = levertijd.toLowerCase();
  const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
  if (numbers.length === 0) return null;
  const factor = /\b(week|weken)\b/.test(text) ? 5 : 1;
  return { min: Math.min(...numbers) * factor, max: Math.max(...numbers) * factor };
}

const DAYS = (min: number, max: number) => ({
  "@type": "QuantitativeValue",
  minValue: min,
  maxValue: max,
  unitCode: "DAY",
});

/**
 * What sending this product costs and how long it takes, per country: free when the shown price reaches the
 * country's free-sending amount. The delivery time the page shows is door to door: the carrier's one working
 * day is the transit, the rest is making it (handling).
 */
export function shippingDetailsJsonLd(priceCents: number, levertijd: string, rates: ShippingRate[]) {
  const days = deliveryDays(levertijd);
  return rates.map((rate) => ({
    "@type": "OfferShippingDetails",
    shippingDestination: { "@type": "DefinedRegion", addressCountry: rate.country },
    shippingRate: {
      "@type": "MonetaryAmount",
      value: schemaPrice(priceCents >= rate.shipping_free_from ? 0 : rate.shipping_cost),
      currency: "EUR",
    },
    ...(days
      ? {
          deliveryTime: {
            "@type": "ShippingDeliveryTime",
            handlingTime: DAYS(Math.max(0, days.min - 1), Math.max(0, days.max - 1)),
            transitTime: DAYS(1, 1),
            businessDays: {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
                (d) => `${SCHEMA}/${d}`,
              ),
            },
          },
        }
      : {}),
  }));
}

/**
 * Made to measure, so no returns: the 14-day right of withdrawal does not apply to products made to the
 * customer's specifications (Burgerlijk Wetboek 6:230p and its Belgian counterpart).
 */
export function noReturnsPolicyJsonLd() {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: [...SHOP_COUNTRIES],
    returnPolicyCategory: `${SCHEMA}/MerchantReturnNotPermitted`,
  };
}
