// Sample data for the mail previews (/dev/mailbox/voorbeelden) and the quote PDF's test: a made-up customer and
// cart, priced by the domain's computeCart as a real cart is, with Dutch characters in every field that prints.
import { seedRates } from "../../catalog/shop.ts";
import { computeCart, type PricedLine } from "../../domain/cart/totals.ts";
import type { Cart, ServiceType, SwatchItem } from "../../domain/cart/types.ts";
import { stores } from "../../domain/store.ts";
import { type Address, addressSchema } from "../../domain/validation/address.ts";
import { type AdviceForm, adviceFormSchema } from "../../domain/validation/advice.ts";
import type { CustomerData } from "../../domain/validation/customer.ts";

export const sampleAddress: Address = addressSchema("NL").parse({
  prefix: "Mevr",
  firstname: "Anaïs",
  middlename: "van ’t",
  lastname: "IJsselstein",
  zipcode: "2991 XJ",
  housenumber: "12",
  housenumber_affix: "b",
  street: "Kerkstraat",
  city: "Barendrecht",
  email: "anais@example.nl",
  telephone: "0612345678",
  country: "NL",
  note: "Graag een “stille” motor voor Zoë’s kamer; bel me ná 17 uur.",
});

export const sampleCustomer: CustomerData = {
  default: { type: "private", afleveren_keuze: "standaard" },
  factuur: sampleAddress,
};

const rates = (() => {
  const nl = seedRates.find((r) => r.country === "NL");
  if (!nl) throw new Error("no NL rates in catalog/shop.ts");
  return {
    shipping_cost: nl.shippingCostCents,
    shipping_free_from: nl.shippingFreeFromCents,
    mount_start: nl.mountStartCents,
    measure_amount: nl.measureCents,
  };
})();

/** One configured product; `unitCents` is its price per piece, as the configurator would have priced it. */
function line(
  key: string,
  name: string,
  unitCents: number,
  count: number,
  options: [string, string][],
  price_lines?: PricedLine["price_lines"],
): PricedLine {
  return {
    key,
    entity_id: 1,
    conf_id: 1,
    product_name: name,
    product_url: "/",
    cat_name: "Raamdecoratie",
    image_thumbnail: "",
    count,
    unit: { price: unitCents, discount_price: 0, conf_price: unitCents, price_advice: unitCents },
    discount_percentage: 0,
    discount_description: null,
    delivery_time: "10 werkdagen",
    different_delivery_time: 0,
    production_days: { min: 10, max: 10 },
    mount_cost: 2500,
    options: options.map(([name, value]) => ({ name, value, crm_only: false })),
    ...(price_lines ? { price_lines } : {}),
  };
}

const products: PricedLine[] = [
  line(
    "a",
    "Rolgordijn verduisterend",
    12_995,
    2,
    [
      ["Breedte", "120 cm"],
      ["Hoogte", "180 cm"],
      ["Kleur", "Crème ‘zacht’"],
      ["Bediening", "Ketting rechts"],
    ],
    // The price's lines as the configurator gives them (they add up to the unit price); the other samples are
    // rows from before the lines existed.
    [
      { kind: "base", label: "Basisprijs 120 × 180 cm (staffel t/m 125 × 200 cm)", cents: 11_995 },
      { kind: "option", label: "Bediening: Ketting rechts", cents: 1_000 },
      { kind: "total", label: "Totaal", cents: 12_995 },
    ],
  ),
  line("b", "Plissé dupli honingraat", 18_450, 1, [
    ["Breedte", "80 cm"],
    ["Hoogte", "140 cm"],
    ["Kleur", "Gebroken wit (één tint lichter)"],
    ["Montage", "Op het glas, in de sponning"],
  ]),
  line("c", "Houten jaloezie 50 mm", 24_900, 1, [
    ["Breedte", "100 cm"],
    ["Hoogte", "160 cm"],
    ["Kleur", "Ĳzergrijs eiken"],
    ["Ladderkoord", "Ja, “taupe”"],
  ]),
];

/** A cart of `rows` product rows (the three samples repeated), priced by the domain. */
export function sampleCart(rows = products.length, service: ServiceType = "self"): Cart {
  const lines = Array.from({ length: rows }, (_, i) => {
    const product = products[i % products.length] as PricedLine;
    return { ...product, key: `${product.key}${i}` };
  });
  return computeCart({
    lines,
    service_type: service,
    shipping_method: "sent",
    voucher: null,
    rates,
    country: "NL",
    today: "2026-03-02",
  });
}

export const sampleSwatches: SwatchItem[] = [
  {
    key: "s1",
    conf_id: 1,
    option: 1,
    product_name: "Rolgordijn verduisterend",
    value: { id: 1, title: "Crème", thumbnail: "" },
  },
  {
    key: "s2",
    conf_id: 1,
    option: 1,
    product_name: "Plissé dupli honingraat",
    value: { id: 2, title: "Antraciet", thumbnail: "" },
  },
];

export const sampleAdviceForm: AdviceForm = adviceFormSchema.parse({
  request: "advies-en-inmeten",
  product_interest: ["raamdecoratie", "zonwering"],
  product_amount: 4,
  firstname: sampleAddress.firstname,
  lastname: sampleAddress.lastname,
  telephone: sampleAddress.telephone,
  email: sampleAddress.email,
  zipcode: sampleAddress.zipcode,
  housenumber: sampleAddress.housenumber,
  housenumber_affix: sampleAddress.housenumber_affix,
  street: sampleAddress.street,
  city: sampleAddress.city,
});

export const sampleStore = stores.NL;
