// Test helper: a small, realistic roller blind configuration with every option type, surcharge kind and rule kind.
import type { ConfigurationDef } from "../../domain/configurator/types.ts";

/** Option ids of the fixture. */
export const O = {
  breedte: 1,
  hoogte: 2,
  stof: 3,
  bediening: 4,
  cassette: 5,
  onderlat: 6,
  motorWaarschuwing: 7,
  montage: 8,
  accessoires: 9,
  opmerking: 10,
  kettinglengte: 11,
  productiecode: 12,
} as const;

/** Value ids of the fixture. */
export const V = {
  zandbeige: 31, // group A, verduisterend
  wit: 32, // group A, lichtdoorlatend
  antraciet: 33, // group B, verduisterend, +3 days
  linnen: 34, // group B, lichtdoorlatend
  ketting: 41,
  motor: 42, // + € 150,00, +5 days
  cassetteJa: 51, // + € 10,00 per metre of width
  cassetteNee: 52,
  onderlatStandaard: 61,
  onderlatDesign: 62, // + € 25,00 per m², at least 1 m²
  inDeDag: 81,
  opDeDag: 82, // + 10% of the table price
} as const;

export const AFSTANDSBEDIENING = 901; // € 49,95, at most 3
export const WANDHOUDER = 902; // € 12,50, at most 2

export const REASON_KETTING = "Kettingbediening kan tot 250 cm breed; kies motorbediening.";
export const REASON_CASSETTE = "Een cassette kan niet op de dag gemonteerd worden.";
export const REASON_MAX_B = "Stoffen uit prijsgroep B zijn maximaal 200 cm breed.";

/** Table A: widths to 300 cm, heights to 250 cm (the height option goes to 300: 250–300 has no price). */
export const MATRIX_A = {
  widths: [60, 100, 150, 200, 250, 300],
  heights: [100, 150, 200, 250],
  cents: [
    [5000, 6000, 7000, 8000, 9000, 10000],
    [5500, 6600, 7700, 8800, 9900, 11000],
    [6000, 7200, 8400, 9600, 10800, 12000],
    [6500, 7800, 9100, 10400, 11700, 13000],
  ],
};

/** Table B: widths to 200 cm, heights to 300 cm. */
export const MATRIX_B = {
  widths: [60, 100, 150, 200],
  heights: [100, 150, 200, 250, 300],
  cents: [
    [7000, 8000, 9000, 10000],
    [7500, 8600, 9700, 10800],
    [8000, 9200, 10400, 11600],
    [8500, 9800, 11100, 12400],
    [9000, 10400, 11800, 13200],
  ],
};

/** A fresh copy of the fixture each call, so a test can change it freely. */
export function rollerBlind(): ConfigurationDef {
  return {
    conf_id: 7,
    prod_id: 70,
    name: "Rolgordijn op maat",
    delivery_days: 8,
    warranty_years: 5,
    discount_percent: 15,
    estimate_only: false,
    matrices: { A: structuredClone(MATRIX_A), B: structuredClone(MATRIX_B) },
    groups: [
      {
        id: 100,
        name: "Afmetingen",
        text: "Meet in centimeters.",
        options: [
          {
            id: O.breedte,
            name: "Breedte",
            type: "number_cm",
            required: true,
            min_value: 40,
            max_value: 300,
            dimension: "width",
            values: [],
            show_title: true,
            show_as_select: false,
            tooltip: "Meet de breedte op drie plaatsen.",
          },
          {
            id: O.hoogte,
            name: "Hoogte",
            type: "number_cm",
            required: true,
            min_value: 40,
            max_value: 300,
            dimension: "height",
            values: [],
            show_title: true,
            show_as_select: false,
          },
        ],
      },
      {
        id: 200,
        name: "Stof",
        options: [
          {
            id: O.stof,
            name: "Stof",
            type: "fabric_choice",
            required: true,
            show_title: true,
            show_as_select: false,
            color_swatches: true,
            filters: [
              {
                id: "lichtdoorlatendheid",
                name: "Lichtdoorlatendheid",
                on: "tag",
                options: [
                  { value: "verduisterend", label: "Verduisterend" },
                  { value: "lichtdoorlatend", label: "Lichtdoorlatend" },
                ],
              },
            ],
            values: [
              {
                id: V.zandbeige,
                name: "Zandbeige",
                value: "#d8c7a5",
                colour_code: "VB-101",
                collection: { type: "stof", name: "Verduisterend Basic" },
                price_group: "A",
                tags: ["verduisterend"],
              },
              {
                id: V.wit,
                name: "Wit",
                value: "#ffffff",
                colour_code: "LD-001",
                collection: { type: "stof", name: "Lichtdoorlatend Basic" },
                price_group: "A",
                tags: ["lichtdoorlatend"],
              },
              {
                id: V.antraciet,
                name: "Antraciet",
                value: "#3b3d40",
                colour_code: "VP-330",
                collection: { type: "stof", name: "Verduisterend Premium" },
                price_group: "B",
                tags: ["verduisterend"],
                different_delivery_time: 3,
              },
              {
                id: V.linnen,
                name: "Linnen",
                value: "#e6dccb",
                colour_code: "LP-340",
                collection: { type: "stof", name: "Lichtdoorlatend Premium" },
                price_group: "B",
                tags: ["lichtdoorlatend"],
              },
            ],
          },
        ],
      },
      {
        id: 300,
        name: "Uitvoering",
        options: [
          {
            id: O.bediening,
            name: "Bediening",
            type: "select",
            required: true,
            default_value: V.ketting,
            show_title: true,
            show_as_select: true,
            values: [
              { id: V.ketting, name: "Ketting" },
              {
                id: V.motor,
                name: "Motor",
                surcharge: { kind: "fixed", cents: 15000 },
                different_delivery_time: 5,
              },
            ],
          },
          {
            id: O.motorWaarschuwing,
            name: "Let op",
            type: "warning",
            required: false,
            text: "Boven 4 m² zijn twee motoren nodig; we nemen contact met u op.",
            show_title: false,
            show_as_select: false,
            values: [],
          },
          {
            id: O.kettinglengte,
            name: "Kettinglengte",
            type: "number_mm",
            required: false,
            min_value: 500,
            max_value: 2000,
            show_title: true,
            show_as_select: false,
            values: [],
          },
          {
            id: O.cassette,
            name: "Cassette",
            type: "imageselect",
            required: true,
            default_value: String(V.cassetteNee),
            show_title: true,
            show_as_select: false,
            banner: { url: "/cassette", mobile: "/b/m.svg", desktop: "/b/d.svg" },
            values: [
              {
                id: V.cassetteJa,
                name: "Met cassette",
                image: "/conf_images/new_product_options/7/options/51.svg",
                surcharge: { kind: "per_metre_width", cents: 1000 },
              },
              {
                id: V.cassetteNee,
                name: "Zonder cassette",
                image: "/conf_images/new_product_options/7/options/52.svg",
              },
            ],
          },
          {
            id: O.onderlat,
            name: "Onderlat",
            type: "select",
            required: true,
            default_value: V.onderlatStandaard,
            show_title: true,
            show_as_select: true,
            values: [
              { id: V.onderlatStandaard, name: "Standaard" },
              {
                id: V.onderlatDesign,
                name: "Design",
                surcharge: { kind: "per_m2", cents: 2500, minimum_m2: 1 },
              },
            ],
          },
          {
            id: O.montage,
            name: "Montage",
            type: "select",
            required: true,
            default_value: V.inDeDag,
            show_title: true,
            show_as_select: true,
            values: [
              { id: V.inDeDag, name: "In de dag" },
              { id: V.opDeDag, name: "Op de dag", surcharge: { kind: "percentage", percent: 10 } },
            ],
          },
        ],
      },
      {
        id: 400,
        name: "Extra",
        options: [
          {
            id: O.accessoires,
            name: "Accessoires",
            type: "products",
            required: false,
            show_title: true,
            show_as_select: false,
            values: [],
            products: [
              {
                product: {
                  conf_id: null,
                  entity_id: AFSTANDSBEDIENING,
                  name: "Afstandsbediening",
                  description: "5-kanaals handzender",
                  thumbnail: "/media/accessoire/afstandsbediening.svg",
                  price: 4995,
                  url: { url_path: "afstandsbediening" },
                },
                max_amount: 3,
              },
              {
                product: {
                  conf_id: null,
                  entity_id: WANDHOUDER,
                  name: "Wandhouder",
                  description: "Houder voor de handzender",
                  thumbnail: "/media/accessoire/wandhouder.svg",
                  price: 1250,
                  url: { url_path: "wandhouder" },
                },
                max_amount: 2,
              },
            ],
          },
          {
            id: O.opmerking,
            name: "Opmerking",
            type: "input",
            required: false,
            show_title: true,
            show_as_select: false,
            values: [],
          },
          {
            id: O.productiecode,
            name: "Productiecode",
            type: "input",
            required: false,
            tag_options: ["crm_only"],
            show_title: false,
            show_as_select: false,
            values: [],
          },
        ],
      },
    ],
    rules: [
      { kind: "show", option: O.onderlat, when: [{ option: O.cassette, is: V.cassetteJa }] },
      {
        kind: "show",
        option: O.motorWaarschuwing,
        when: [
          { area: [O.breedte, O.hoogte], above: 4 },
          { option: O.bediening, is: V.motor },
        ],
      },
      { kind: "show", option: O.kettinglengte, when: [{ option: O.bediening, notOneOf: [V.motor] }] },
      {
        kind: "disable_values",
        option: O.bediening,
        values: [V.ketting],
        when: [{ option: O.breedte, above: 250 }],
        reason: REASON_KETTING,
      },
      {
        kind: "disable_values",
        option: O.cassette,
        values: [V.cassetteJa],
        when: [{ option: O.montage, is: V.opDeDag }],
        reason: REASON_CASSETTE,
      },
      {
        kind: "max",
        option: O.breedte,
        max: 200,
        when: [{ option: O.stof, oneOf: [V.antraciet, V.linnen] }],
        reason: REASON_MAX_B,
      },
    ],
  };
}

/** A complete, valid choice: 120 x 150 cm, Zandbeige (A), chain, no cassette, in de dag. */
export function validValues(): Record<string, unknown> {
  return {
    [O.breedte]: 120,
    [O.hoogte]: 150,
    [O.stof]: V.zandbeige,
    [O.bediening]: V.ketting,
    [O.cassette]: V.cassetteNee,
    [O.montage]: V.inDeDag,
  };
}
