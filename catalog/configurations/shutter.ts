// Shutters: hinged panels with tiltable louvres in a frame, made to measure in MDF or Paulownia wood.
import type { ConfigurationDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  careProducts,
  defaultPriceGroup,
  labels,
  type Pricing,
  remarkOption,
  roomOption,
  specMax,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 10, heightStep: 10, fixed: 0.3, width: 0.15, height: 0.05, area: 0.5 };

/** Shutters with the measuring banner on their mounting step. */
const BANNER_SKUS = new Set(["SH-MDF"]);

export function shutter(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const panelMax = specMax(p, "Maximale paneelbreedte", 90);
  const louvres = (() => {
    const spec = p.specs.find((s) => s.label === "Lamelbreedte");
    const sizes = spec ? [...spec.value.matchAll(/\d+/g)].map((m) => Number(m[0])) : [];
    return sizes.length > 0 ? sizes : [63, 76, 89];
  })();

  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 30,
    max: panelMax * 4,
    width: "half",
    tooltip:
      "Meet in de dag de breedte tussen de dagkanten boven, in het midden en onder, en vul de kleinste maat in. Wij houden zelf rekening met de speling van het kader.",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 40,
    max: specMax(p, "Maximale hoogte", 250),
    width: "half",
    tooltip:
      "Meet links, in het midden en rechts van de bovenkant tot de vensterbank en vul de kleinste maat in. Let op raamkrukken: de lamellen moeten vrij kunnen kantelen.",
  });

  const multiple = p.collections.length > 1;
  const fabric = b.fabric({
    name: "Kleur",
    tooltip:
      "Gelakte shutters zijn in zijdeglans afgewerkt. Gebeitst hout laat de nerf zien; geen twee panelen zijn precies gelijk.",
    priceGroup: (colour, collection) =>
      multiple && collection.slug === "shutter-lak" ? "B" : defaultPriceGroup(colour),
    tags: () => [],
    extra: (colour) =>
      colour.code === "SL-1101" || colour.code === "SH-1202" ? { label: labels.populair } : {},
  });
  const louvre = b.imageselect({
    name: "Lamelbreedte",
    tooltip:
      "Brede lamellen geven meer uitzicht en een moderne uitstraling. Smalle lamellen passen goed bij kleine ramen en klassieke interieurs.",
    values: louvres.map((mm) => ({
      name: `${mm} mm`,
      ...(mm > 89 ? { surcharge: { kind: "percentage" as const, percent: 5 }, days: 5 } : {}),
    })),
    defaultName: louvres.includes(89) ? "89 mm" : `${louvres[0]} mm`,
  });

  const panels = b.select({
    name: "Aantal panelen",
    tooltip: `Een paneel is maximaal ${panelMax} cm breed. Meer panelen betekent smallere deurtjes die minder ver de kamer in draaien.`,
    values: [{ name: "1 paneel" }, { name: "2 panelen" }, { name: "3 panelen" }, { name: "4 panelen" }],
    defaultName: "2 panelen",
  });
  for (const [count, names] of [
    [1, ["1 paneel"]],
    [2, ["2 panelen"]],
    [3, ["3 panelen"]],
  ] as const) {
    b.disable(
      panels,
      [...names],
      `Een paneel is maximaal ${panelMax} cm breed, dus bij deze breedte zijn minstens ${count + 1} panelen nodig.`,
      b.above(width, panelMax * count),
    );
  }
  const divider = b.select({
    name: "Middenregel",
    tooltip:
      "Een middenregel verdeelt het paneel in een boven- en onderdeel die je apart kunt kantelen. Plaats hem bij voorkeur op de hoogte van de raamverdeling.",
    values: [
      { name: "Geen middenregel" },
      { name: "Middenregel in het midden" },
      { name: "Middenregel op eigen hoogte" },
    ],
    defaultName: "Geen middenregel",
  });
  b.disable(
    divider,
    ["Geen middenregel"],
    "Vanaf 180 cm hoogte plaatsen wij altijd een middenregel voor de stevigheid.",
    b.above(height, 180),
  );
  const dividerHeight = b.numberCm({
    name: "Hoogte middenregel",
    min: 40,
    max: 200,
    required: true,
    width: "half",
    tooltip: "Gemeten vanaf de onderkant van de shutter tot het midden van de middenregel.",
  });
  b.show(dividerHeight, b.is(divider, "Middenregel op eigen hoogte"));
  const operation = b.select({
    name: "Bediening",
    tooltip:
      "Bij het verborgen kantelmechanisme zit de koppeling aan de zijkant van de lamellen en kantel je aan een lamel. Met de klassieke kantelstang kantel je alle lamellen tegelijk aan een stang voor op het paneel.",
    values: [{ name: "Verborgen kantelmechanisme" }, { name: "Zichtbare kantelstang" }],
    defaultName: "Verborgen kantelmechanisme",
  });

  const mount = b.imageselect({
    name: "Montage",
    tooltip:
      "In de dag plaatsen wij een L-kader binnen de raamopening. Op de dag komt een Z-kader op het kozijn of de muur, dat de raamopening aan alle kanten overlapt.",
    values: [
      { name: "In de dag, met L-kader" },
      { name: "Op de dag, met Z-kader", surcharge: { kind: "per_metre_width", cents: 1995 } },
    ],
    defaultName: "In de dag, met L-kader",
    ...(BANNER_SKUS.has(p.sku)
      ? {
          banner: {
            url: "/klantenservice/laten-monteren",
            mobile: "/media/banners/shutters-laten-inmeten-mobiel.svg",
            desktop: "/media/banners/shutters-laten-inmeten.svg",
          },
        }
      : {}),
  });
  const depth = b.numberMm({
    name: "Diepte kozijn",
    min: 20,
    max: 400,
    width: "half",
    tooltip:
      "Meet van de voorkant van het kozijn tot aan het raam of de raamkruk. In de dag is minimaal 50 mm diepte nodig zodat de lamellen vrij kunnen kantelen.",
    text: "Niet verplicht. Met deze maat controleren wij of de shutter vrij kantelt.",
  });
  b.show(depth, b.is(mount, "In de dag, met L-kader"));

  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b)], "Vul alle maten in centimeters in."),
    b.group("Kleur en lamellen", [fabric, louvre]),
    b.group("Indeling en bediening", [panels, divider, dividerHeight, operation]),
    b.group("Montage", [mount, depth, remarkOption(b)]),
    b.group("Extra's", [careProducts(b, 0)]),
  ];
  return b.finish(groups, pricing, 5);
}
