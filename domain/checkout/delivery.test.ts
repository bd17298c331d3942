// The delivery sentence and the address lines the checkout pages and the mails share.
import { describe, expect, it } from "vitest";
import { belgianAddressSchema, dutchAddressSchema } from "../validation/address.ts";
import { addressLines, deliveryText } from "./delivery.ts";

const dutch = dutchAddressSchema.parse({
  prefix: "Mevr",
  firstname: "Sanne",
  middlename: "de",
  lastname: "Vries",
  zipcode: "2991 XJ",
  housenumber: "8",
  housenumber_affix: "a",
  street: "Dierensteinweg",
  city: "Barendrecht",
  email: "sanne@example.nl",
  telephone: "0612345678",
});

const belgian = belgianAddressSchema.parse({
  firstname: "Jan",
  lastname: "Peeters",
  zipcode: "2000",
  housenumber: "12",
  street: "Meir",
  city: "Antwerpen",
  region: "Antwerpen",
  email: "jan@example.be",
  telephone: "0470123456",
});

describe("addressLines", () => {
  it("writes a Dutch address as name, street, postcode and place, country", () => {
    expect(addressLines(dutch)).toBe(
      "Mevr. Sanne de Vries\nDierensteinweg 8 a\n2991 XJ Barendrecht\nNederland",
    );
  });

  it("adds the Belgian province after the place and leaves out what was not given", () => {
    expect(addressLines(belgian)).toBe("Dhr. Jan Peeters\nMeir 12\n2000 Antwerpen (Antwerpen)\nBelgië");
  });
});

describe("deliveryText", () => {
  it("promises a call to measure, the longer delivery and the warranty when we mount", () => {
    expect(deliveryText({ service_type: "mount", shipping_method: "sent" })).toBe(
      "Inmeten en montage door onze monteur. We bellen je binnen 2 werkdagen voor een afspraak om in te meten; de levertijd wordt daardoor 2 tot 4 weken langer. Je krijgt 2 jaar garantie op de montage.",
    );
  });

  it("sends to the delivery address", () => {
    expect(deliveryText({ service_type: "self", shipping_method: "sent" })).toBe(
      "Verzenden naar je afleveradres.",
    );
  });

  it("names the chosen pick-up location with its address and hours", () => {
    expect(deliveryText({ service_type: "self", shipping_method: "Waalwijk" })).toBe(
      "Afhalen in Waalwijk (Zanddonkweg 21, 5144 NX Waalwijk, ma t/m vr 8.30 - 17.00). We mailen je zodra alles klaarligt.",
    );
  });

  it("falls back to the first location when collecting without a location chosen", () => {
    expect(deliveryText({ service_type: "self", shipping_method: "retrieve" })).toBe(
      "Afhalen in Barendrecht (Dierensteinweg 8, 2991 XJ Barendrecht, ma t/m vr 8.30 - 17.00, za 9.00 - 16.00). We mailen je zodra alles klaarligt.",
    );
  });
});
