// Terrasoverkappingen: aluminium terrace roofs with a polycarbonate, glass or louvred roof; a quote request.
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  colourValues,
  type Pricing,
  remarkOption,
  remoteProducts,
  specMax,
  specMentions,
  withRoomLast,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 50, heightStep: 50, fixed: 0.2, width: 0.35, height: 0.1, area: 0.35 };

/** Terrace roofs with the appointment banner on their mounting step. */
const BANNER_SKUS = new Set(["TO-ALU"]);

export function terrasoverkapping(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const louvred = specMentions(p, "Dak", "lamellen");
  const maxWidth = specMax(p, "Maximale breedte", 700);

  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 300,
    max: maxWidth,
    width: "half",
    tooltip:
      "De breedte langs de gevel, gemeten over de buitenkanten van de staanders. Houd rekening met ramen, deuren en een regenpijp op de gevel.",
  });
  const depth = b.numberCm({
    name: "Diepte",
    dimension: "height",
    min: louvred ? 250 : 200,
    max: specMax(p, "Maximale diepte", 400),
    width: "half",
    tooltip:
      "De diepte vanaf de gevel tot de voorkant van de goot. De staanders komen ongeveer 15 cm binnen die maat.",
  });
  const clearance = b.numberCm({
    name: "Doorloophoogte voorzijde",
    min: 200,
    max: 280,
    defaultValue: 230,
    width: "half",
    tooltip:
      "De vrije hoogte onder de goot aan de voorkant. Het dak loopt af naar voren; aan de gevel is de overkapping 30 tot 50 cm hoger. Let op dakgoten, ramen en een zonnescherm boven de aansluiting.",
  });

  const collection = b.collection(p.collections[0] as string);
  const finish = b.select({
    name: "Lakafwerking",
    tooltip:
      "Structuurlak is krasbestendig en vuilafstotend. Wil je de overkapping in de kleur van je kozijnen, kies dan een RAL-kleur naar keuze.",
    values: [
      { name: "Standaardkleur in structuurlak" },
      { name: "RAL-kleur naar keuze", surcharge: { kind: "percentage", percent: 10 }, days: 10 },
    ],
    defaultName: "Standaardkleur in structuurlak",
  });
  const colour = b.colors({
    name: "Kleur constructie",
    tooltip: "De kleur van de staanders, de goot en de dakliggers.",
    values: colourValues(collection),
    defaultName: (collection.colours[0] as { name: string }).name,
    swatches: true,
  });
  b.show(colour, b.is(finish, "Standaardkleur in structuurlak"));
  const ral = b.input({
    name: "RAL-kleurnummer",
    required: true,
    width: "half",
    tooltip: "Het nummer staat vaak op de factuur van je kozijnen, bijvoorbeeld RAL 7021 Zwartgrijs.",
  });
  b.show(ral, b.is(finish, "RAL-kleur naar keuze"));

  let roofOptions: OptionDef[];
  let extras: OptionDef | undefined;
  if (louvred) {
    const operation = b.select({
      name: "Bediening",
      tooltip:
        "De lamellen kantelen elektrisch tot 135 graden. De regensensor sluit het dak vanzelf bij de eerste druppels; met de windsensor gaan de lamellen bij storm in de veilige stand.",
      values: [
        { name: "Motor met handzender en regensensor" },
        { name: "Motor met handzender, regen- en windsensor", surcharge: { kind: "fixed", cents: 12900 } },
      ],
      defaultName: "Motor met handzender en regensensor",
    });
    const light = b.select({
      name: "Verlichting",
      values: [
        { name: "Zonder verlichting" },
        { name: "Dimbare ledstrips in de lamellen", surcharge: { kind: "fixed", cents: 69500 } },
      ],
      defaultName: "Zonder verlichting",
      tooltip: "Warmwitte ledstrips langs de lamellen, te bedienen met dezelfde handzender.",
    });
    const sides = b.select({
      name: "Zijwanden",
      tooltip:
        "Glazen schuifwanden maken van je terras een tuinkamer. Ze lopen over een vlakke rail en zijn aan beide kanten te openen.",
      values: [
        { name: "Geen zijwanden" },
        { name: "Glazen schuifwand aan één zijkant", surcharge: { kind: "fixed", cents: 139500 }, days: 10 },
        {
          name: "Glazen schuifwanden aan beide zijkanten",
          surcharge: { kind: "fixed", cents: 269000 },
          days: 10,
        },
      ],
      defaultName: "Geen zijwanden",
    });
    roofOptions = [operation, light, sides];
    extras = remoteProducts(b);
  } else {
    const roof = b.imageselect({
      name: "Dakbedekking",
      tooltip:
        "Polycarbonaat van 16 mm is licht en isoleert goed; opaal houdt de felle zon tegen. Gelaagd glas van 8 mm geeft het meeste licht en een vrij uitzicht, en is stiller bij regen.",
      values: [
        { name: "Polycarbonaat opaal" },
        { name: "Polycarbonaat helder" },
        { name: "Gelaagd glas helder", surcharge: { kind: "per_m2", cents: 6500 }, days: 10 },
        { name: "Gelaagd glas mat", surcharge: { kind: "per_m2", cents: 7500 }, days: 10 },
      ],
      defaultName: "Polycarbonaat opaal",
    });
    if (maxWidth > 600) {
      b.max(
        width,
        600,
        "Met een glazen dak is deze overkapping maximaal 600 cm breed leverbaar.",
        b.oneOf(roof, ["Gelaagd glas helder", "Gelaagd glas mat"]),
      );
    }
    const light = b.select({
      name: "Verlichting",
      values: [
        { name: "Zonder verlichting" },
        { name: "Zes dimbare ledspots in de goot", surcharge: { kind: "fixed", cents: 39500 } },
      ],
      defaultName: "Zonder verlichting",
      tooltip:
        "Ledspots in de goot met een handzender om te dimmen. De aansluiting komt via een buitenstopcontact.",
    });
    roofOptions = [roof, light];
  }

  const mount = b.imageselect({
    name: "Montage",
    tooltip:
      "Aan de gevel schroeven wij de muurbalk tegen je huis en staan er twee staanders aan de voorkant. Vrijstaand staat de overkapping op vier staanders, bijvoorbeeld achter in de tuin.",
    values: [
      { name: "Aan de gevel" },
      { name: "Vrijstaand, op vier staanders", surcharge: { kind: "fixed", cents: 89500 } },
    ],
    defaultName: "Aan de gevel",
    ...(BANNER_SKUS.has(p.sku)
      ? {
          banner: {
            url: "/advies-meet-afspraak-plannen",
            mobile: "/media/banners/terrasoverkapping-inmeten-mobiel.svg",
            desktop: "/media/banners/terrasoverkapping-inmeten.svg",
          },
        }
      : {}),
  });
  const ground = b.select({
    name: "Ondergrond staanders",
    tooltip:
      "Op tegels, klinkers of beton zetten wij de staanders op voetplaten. In gras of zand storten wij eerst betonpoeren.",
    values: [
      { name: "Tegels of klinkers" },
      { name: "Beton" },
      { name: "Gras of zand, met betonpoeren", surcharge: { kind: "fixed", cents: 24900 } },
    ],
    defaultName: "Tegels of klinkers",
  });
  const middle = b.warning(
    "Extra staander",
    "Let op: bij deze afmeting plaatsen wij een derde staander in het midden van de voorkant, zodat de goot niet doorbuigt. Die staander is in de offerte opgenomen.",
  );
  b.show(middle, b.area(width, depth, 24));

  const groups = [
    b.group(
      "Afmetingen",
      [width, depth, clearance],
      "Vul de maten in centimeters in. Onze adviseur meet alles na voordat wij gaan produceren.",
    ),
    b.group("Kleur", [finish, colour, ral]),
    b.group(louvred ? "Dak en bediening" : "Dak", roofOptions),
    b.group("Montage", [
      mount,
      ground,
      middle,
      remarkOption(
        b,
        "Bijzonderheden van je terras",
        "Noem bijvoorbeeld een hellend terras, een dakkapel of regenpijp boven de aansluiting, of een smalle doorgang naar de achtertuin.",
      ),
    ]),
    ...(extras ? [b.group("Extra's", [extras])] : []),
  ];
  // The room label came after the rest: last, so no id moved.
  return b.finish(withRoomLast(b, groups, "Plek aan het huis"), pricing, 10);
}
