// Accessories: products with their own price that the configurator offers in 'products' options.
import type { ProductOptionEntry } from "../../domain/configurator/types.ts";

/** Every accessory's icon, drawn by art/ and served under /media/accessoire/{icon}.svg. */
export const accessoryIcons = [
  "afstandsbediening",
  "wandschakelaar",
  "smart-hub",
  "zonnesensor",
  "windsensor",
  "extra-steun",
  "reinigingsset",
  "oplaadkabel",
] as const;
export type AccessoryIcon = (typeof accessoryIcons)[number];

export interface SeedAccessory {
  /** Entity id, 9001 and up. */
  id: number;
  sku: string;
  /** Url path after 'accessoires/'. */
  slug: string;
  name: string;
  description: string;
  /** Price per piece in cents incl. VAT. */
  priceCents: number;
  icon: AccessoryIcon;
}

export const accessories: SeedAccessory[] = [
  {
    id: 9001,
    sku: "ACC-SITUO1",
    slug: "somfy-situo-1-afstandsbediening",
    name: "Somfy Situo 1 afstandsbediening",
    description:
      "Handzender met één kanaal voor een elektrisch raamdecoratieproduct of een groep. Met batterij, klaar voor gebruik.",
    priceCents: 5995,
    icon: "afstandsbediening",
  },
  {
    id: 9002,
    sku: "ACC-WANDSCH",
    slug: "draadloze-wandschakelaar",
    name: "Draadloze wandschakelaar",
    description:
      "Platte schakelaar op batterij die je zonder bedrading op de muur plakt of schroeft. Voor omhoog, stop en omlaag.",
    priceCents: 3995,
    icon: "wandschakelaar",
  },
  {
    id: 9003,
    sku: "ACC-HUB",
    slug: "smart-home-hub",
    name: "Smart home hub",
    description:
      "Koppelt je elektrische producten aan de app, zodat ze op vaste tijden open en dicht gaan. Werkt met Google Home, Amazon Alexa en Apple Home.",
    priceCents: 12900,
    icon: "smart-hub",
  },
  {
    id: 9004,
    sku: "ACC-ZONSENS",
    slug: "zonnesensor",
    name: "Zonnesensor",
    description:
      "Draadloze sensor die de zonwering automatisch laat zakken bij felle zon en weer ophaalt als de zon weg is.",
    priceCents: 8900,
    icon: "zonnesensor",
  },
  {
    id: 9005,
    sku: "ACC-WINDSENS",
    slug: "windsensor",
    name: "Windsensor",
    description:
      "Draadloze trillingssensor voor buitenzonwering. Bij harde wind rolt het scherm vanzelf in, ook als je niet thuis bent.",
    priceCents: 9900,
    icon: "windsensor",
  },
  {
    id: 9006,
    sku: "ACC-STEUN",
    slug: "extra-steun",
    name: "Extra steun",
    description:
      "Losse montagesteun in de kleur van de profielen, voor een extra bevestigingspunt of als reserve. Inclusief schroeven.",
    priceCents: 495,
    icon: "extra-steun",
  },
  {
    id: 9007,
    sku: "ACC-REINIG",
    slug: "reinigingsset",
    name: "Reinigingsset",
    description:
      "Zachte borstel, microvezeldoek en milde reiniger, geschikt voor stoffen, lamellen en aluminium profielen.",
    priceCents: 1495,
    icon: "reinigingsset",
  },
  {
    id: 9008,
    sku: "ACC-USBC",
    slug: "usb-c-oplaadkabel",
    name: "USB-C oplaadkabel",
    description:
      "Extra lange oplaadkabel van 3 meter om een accumotor op te laden zonder het product los te halen.",
    priceCents: 995,
    icon: "oplaadkabel",
  },
];

/** 'products' option entries for these accessories (by icon), each with the most pieces per product. */
export function accessoryEntries(items: [AccessoryIcon, number][]): ProductOptionEntry[] {
  return items.map(([icon, max]) => {
    const accessory = accessories.find((a) => a.icon === icon);
    if (!accessory) throw new Error(`Onbekend accessoire ${icon}`);
    return {
      product: {
        conf_id: null,
        entity_id: accessory.id,
        name: accessory.name,
        description: accessory.description,
        thumbnail: `/media/accessoire/${accessory.icon}.svg`,
        price: accessory.priceCents,
        url: { url_path: `accessoires/${accessory.slug}` },
      },
      max_amount: max,
    };
  });
}
