// Gordijnen: overgordijnen and inbetweens, sewn to measure with a heading of choice, optionally with a rail.
import type { ConfigurationDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  labels,
  type Pricing,
  remoteProducts,
  roomOption,
  specMax,
  specMentions,
} from "./helpers.ts";

export function gordijn(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const maxWidth = specMax(p, "Maximale breedte", 600);
  const voile = specMentions(p, "Stof", "voile");
  const velvet = specMentions(p, "Stof", "velvet");
  const pricing: Pricing = {
    widthStep: maxWidth > 600 ? 50 : 20,
    heightStep: 10,
    fixed: 0.25,
    width: 0.35,
    height: 0.1,
    area: 0.3,
  };

  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 50,
    max: maxWidth,
    width: "half",
    tooltip:
      "Meet de lengte van de rail of roede. Wij naaien het gordijn zo dat het gesloten de hele rail bedekt, met de plooien al inbegrepen; je hoeft zelf geen extra stof te rekenen.",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 50,
    max: specMax(p, "Maximale hoogte", 300),
    width: "half",
    tooltip:
      "Meet van de onderkant van de rail (het gat van de runner) tot de vloer. Wij maken het gordijn 1 cm korter, zodat het net boven de vloer hangt.",
  });

  const fabric = b.fabric({
    name: "Stof en kleur",
    tooltip: voile
      ? "Inbetween is een lichte voile met linnenstructuur. Overdag houdt hij inkijk tegen, terwijl het licht zacht binnenvalt."
      : "Bestel gerust eerst een gratis kleurstaal: zo zie je de stof bij het licht in je eigen kamer.",
    tags: (_colour, collection) =>
      collection.slug === "velvet"
        ? ["dim-out"]
        : collection.tagGroup === "Verduisterend"
          ? ["verduisterend"]
          : ["lichtdoorlatend"],
    extra: (colour) =>
      colour.code === "VV-1304" || colour.code === "IB-1402" ? { label: labels.populair } : {},
  });
  const lining = velvet
    ? b.select({
        name: "Voering",
        tooltip:
          "Een voering laat het gordijn voller vallen en beschermt de stof tegen de zon. Met een verduisterende voering wordt de kamer vrijwel donker.",
        values: [
          { name: "Zonder voering" },
          { name: "Lichtdempende voering", surcharge: { kind: "per_m2", cents: 995, minimum_m2: 1 } },
          {
            name: "Verduisterende voering",
            surcharge: { kind: "per_m2", cents: 1495, minimum_m2: 1 },
            days: 3,
          },
        ],
        defaultName: "Zonder voering",
      })
    : undefined;
  const treatment = voile
    ? b.select({
        name: "Stofbehandeling",
        tooltip:
          "In kantoren, hotels en restaurants is vaak een brandvertragende stof verplicht. Deze voile is dan blijvend brandvertragend.",
        values: [
          { name: "Standaard" },
          { name: "Brandvertragend", surcharge: { kind: "percentage", percent: 10 }, days: 5 },
        ],
        defaultName: "Standaard",
      })
    : undefined;

  const heading = b.imageselect({
    name: "Plooi",
    tooltip:
      "Een enkele plooi valt rustig en modern. Een dubbele plooi is voller en klassieker. Wave geeft gelijkmatige golven en vraagt een wave-rail of runners met vaste afstand.",
    values: [
      { name: "Enkele plooi" },
      { name: "Dubbele plooi", surcharge: { kind: "percentage", percent: 10 } },
      { name: "Wave", surcharge: { kind: "percentage", percent: 15 } },
    ],
    defaultName: "Enkele plooi",
  });
  const split = b.select({
    name: "Verdeling",
    tooltip:
      "Een stel bestaat uit twee gordijnen die elk de halve breedte bedekken en naar het midden sluiten.",
    values: [
      { name: "Twee gordijnen, sluiten in het midden" },
      { name: "Eén gordijn, schuift naar links open" },
      { name: "Eén gordijn, schuift naar rechts open" },
    ],
    defaultName: "Twee gordijnen, sluiten in het midden",
  });
  const hem = b.select({
    name: "Afwerking onderkant",
    values: [
      { name: "Blinde zoom" },
      { name: "Verzwaard met loodveter", surcharge: { kind: "per_metre_width", cents: 250 } },
    ],
    defaultName: "Blinde zoom",
    tooltip: "Een loodveter in de zoom laat lichte stoffen strak en recht naar beneden vallen.",
  });
  const wide =
    maxWidth > 600
      ? b.warning(
          "Gordijn in twee delen",
          "Let op: een gordijn breder dan 6 meter leveren wij in twee delen die in het midden een paar centimeter overlappen. Zo blijft het te wassen en op te hangen.",
        )
      : undefined;
  if (wide) b.show(wide, b.above(width, 600));

  const mount = b.imageselect({
    name: "Montage",
    tooltip: "Kies waar de rail komt of al zit: tegen het plafond of op de muur boven het raam.",
    values: [{ name: "Tegen het plafond" }, { name: "Op de dag, aan de muur" }],
    defaultName: "Tegen het plafond",
  });
  const operation = voile
    ? undefined
    : b.select({
        name: "Bediening",
        tooltip:
          "Met een elektrische gordijnrail open en sluit je de gordijnen met een handzender of de app. De rail is dan inbegrepen.",
        values: [
          { name: "Met de hand" },
          { name: "Elektrische gordijnrail met motor", surcharge: { kind: "fixed", cents: 29900 }, days: 5 },
        ],
        defaultName: "Met de hand",
      });
  const rail = b.select({
    name: "Gordijnrail",
    tooltip: "De rail leveren wij op maat gezaagd, met runners, eindstoppers en plafondclips of wandsteunen.",
    values: [
      { name: "Geen rail, ik heb al een rail" },
      { name: "Aluminium rail wit", surcharge: { kind: "per_metre_width", cents: 1495 } },
      { name: "Aluminium rail zwart", surcharge: { kind: "per_metre_width", cents: 1695 } },
    ],
    defaultName: "Geen rail, ik heb al een rail",
  });
  if (operation) b.show(rail, b.is(operation, "Met de hand"));
  const supports = b.products({
    name: "Extra steunen",
    text: "Bij een rail leveren wij om de 80 cm een steun mee. Voor een zware stof of een plafond met weinig houvast bestel je er een paar bij.",
    items: [["extra-steun", 10]],
  });
  b.show(supports, b.oneOf(rail, ["Aluminium rail wit", "Aluminium rail zwart"]));
  const remotes = operation ? remoteProducts(b) : undefined;
  if (operation && remotes) b.show(remotes, b.is(operation, "Elektrische gordijnrail met motor"));

  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b), wide], "Vul alle maten in centimeters in."),
    b.group("Stof en kleur", [fabric, lining, treatment]),
    b.group("Afwerking", [heading, split, hem]),
    b.group("Ophangen", [mount, operation, rail, supports, remotes]),
  ];
  return b.finish(groups, pricing, 2);
}
