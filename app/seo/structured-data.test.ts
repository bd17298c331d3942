// The schema.org builders: the shown price as the structured price, the company's facts, breadcrumbs, delivery
// times and shipping per country, and the no-returns policy of made-to-measure products.
import { describe, expect, it } from "vitest";
import { formatPriceRounded } from "../../domain/money";
import {
  breadcrumbJsonLd,
  type CompanyFacts,
  deliveryDays,
  noReturnsPolicyJsonLd,
  organizationJsonLd,
  shippingDetailsJsonLd,
  shownPrice,
  webSiteJsonLd,
} from "./structured-data";

const BASE = "https://www.raamwerk.nl";
const company: CompanyFacts = {
  name: "Raamwerk",
  street: "Dierensteinweg 8",
  place: "2991 XJ Barendrecht",
  countryCode: "NL",
  email: "klantenservice@raamwerk.nl",
  phone: "010 - 744 52 30",
};
const rates = [
  { country: "NL", shipping_cost: 995, shipping_free_from: 15000 },
  { country: "BE", shipping_cost: 1495, shipping_free_from: 15000 },
];

describe("shownPrice", () => {
  it.each([
    [6796, "68.00"],
    [6800, "68.00"],
    [6801, "69.00"],
    [123456, "1235.00"],
  ])("%i cents is shown as whole euros rounded up: %s", (cents, price) => {
    expect(shownPrice(cents)).toBe(price);
    // The same number the page prints as '€ N,-'.
    expect(formatPriceRounded(cents).replace(/\D/g, "")).toBe(price.replace(".00", ""));
  });
});

describe("organizationJsonLd", () => {
  it("names the shop with its address, contact point and logo; no KvK or VAT number it does not have", () => {
    const org = organizationJsonLd(company, BASE);
    expect(org).toMatchObject({
      "@id": `${BASE}/#organization`,
      name: "Raamwerk",
      url: `${BASE}/`,
      logo: { url: `${BASE}/media/logo.png`, width: 512, height: 512 },
      address: {
        streetAddress: "Dierensteinweg 8",
        postalCode: "2991 XJ",
        addressLocality: "Barendrecht",
        addressCountry: "NL",
      },
      contactPoint: {
        telephone: "010 - 744 52 30",
        email: "klantenservice@raamwerk.nl",
        areaServed: ["NL", "BE"],
      },
    });
    expect(org).not.toHaveProperty("vatID");
    expect(org).not.toHaveProperty("identifier");
  });

  it("gives the VAT number as vatID and the KvK number as identifier", () => {
    const org = organizationJsonLd({ ...company, kvk: "12345678", vatId: "NL123456789B01" }, BASE);
    expect(org.vatID).toBe("NL123456789B01");
    expect(org.identifier).toEqual({ "@type": "PropertyValue", propertyID: "KvK-nummer", value: "12345678" });
  });
});

describe("webSiteJsonLd", () => {
  it("offers the search page as a SearchAction", () => {
    const site = webSiteJsonLd(company, BASE);
    expect(site.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${BASE}/zoeken?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
    expect(site.publisher).toEqual({ "@id": `${BASE}/#organization` });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 with absolute addresses", () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: "Home", path: "/" },
          { name: "Rolgordijnen", path: "/rolgordijnen" },
        ],
        BASE,
      ).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${BASE}/` },
      { "@type": "ListItem", position: 2, name: "Rolgordijnen", item: `${BASE}/rolgordijnen` },
    ]);
  });
});

describe("deliveryDays", () => {
  it.each([
    ["8 werkdagen", { min: 8, max: 8 }],
    ["3 tot 4 weken", { min: 15, max: 20 }],
    ["1 week", { min: 5, max: 5 }],
    ["op aanvraag", null],
  ])("reads '%s'", (text, days) => {
    expect(deliveryDays(text)).toEqual(days);
  });
});

describe("shippingDetailsJsonLd", () => {
  it("charges each country's rate below its free-sending amount, with the delivery time door to door", () => {
    const details = shippingDetailsJsonLd(4900, "10 werkdagen", rates);
    expect(details.map((d) => [d.shippingDestination.addressCountry, d.shippingRate.value])).toEqual([
      ["NL", "9.95"],
      ["BE", "14.95"],
    ]);
    const time = details[0]?.deliveryTime;
    expect((time?.handlingTime.minValue ?? 0) + (time?.transitTime.minValue ?? 0)).toBe(10);
    expect(time?.handlingTime.unitCode).toBe("DAY");
  });

  it("sends free from the free-sending amount", () => {
    expect(shippingDetailsJsonLd(15000, "2 tot 3 weken", rates).map((d) => d.shippingRate.value)).toEqual([
      "0.00",
      "0.00",
    ]);
  });
});

describe("noReturnsPolicyJsonLd", () => {
  it("says made-to-measure products cannot be returned, in both countries", () => {
    expect(noReturnsPolicyJsonLd()).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: ["NL", "BE"],
      returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
    });
  });
});
