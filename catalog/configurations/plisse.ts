// Plissés: pleated or honeycomb fabric between two profiles, moved by handles or a wand; also day-and-night.
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  careProducts,
  labels,
  type Pricing,
  profileColours,
  roomOption,
  specMax,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 10, heightStep: 10, fixed: 0.3, width: 0.2, height: 0.1, area: 0.4 };

export function plisse(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const maxWidth = specMax(p, "Maximale breedte", 220);
  const dayAndNight = p.collections.length > 1;
  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 20,
    max: maxWidth,
    width: "half",
    tooltip:
      "Meet in de dag de breedte tussen de glaslatten of de dagkanten op drie plaatsen en vul de kleinste maat in. Wij trekken er zelf niets van af: de plissé wordt precies zo breed als je invult.",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 30,
    max: specMax(p, "Maximale hoogte", 240),
    width: "half",
    tooltip:
      "Meet de hoogte van boven tot onder op drie plaatsen en vul de kleinste maat in. De profielen en steunen vallen binnen deze maat.",
  });

  let fabrics: OptionDef[];
  if (dayAndNight) {
    const [dayCollection, nightCollection] = p.collections as [string, string];
    const day = b.fabric({
      name: "Bovenste doek (lichtdoorlatend)",
      collections: [dayCollection],
      tooltip: "Het bovenste doek filtert het daglicht en houdt overdag inkijk tegen.",
    });
    const night = b.fabric({
      name: "Onderste doek (verduisterend)",
      collections: [nightCollection],
      priceGroup: () => "A",
      tooltip:
        "Het onderste honeycombdoek verduistert en isoleert dankzij de luchtkamers. Schuif het omhoog voor een donkere kamer.",
      extra: (colour) =>
        colour.code === "PH-454" || colour.code === "PH-456"
          ? { surcharge: { kind: "per_m2", cents: 950, minimum_m2: 1 }, days: 5 }
          : {},
    });
    fabrics = [day, night];
  } else {
    fabrics = [
      b.fabric({
        name: "Stof en kleur",
        tooltip: "Vraag gratis een kleurstaal aan om de stof en de lichtinval thuis te bekijken.",
        extra: (colour) =>
          colour.code === "PB-402" || colour.code === "PH-451" ? { label: labels.populair } : {},
      }),
    ];
  }
  const fabric = fabrics[0] as OptionDef;
  const narrow = b.fabricNames(fabric, ["B", "C"]);
  if (narrow.length > 0 && maxWidth > 180) {
    b.max(width, 180, "Deze stof is maximaal 180 cm breed leverbaar.", b.oneOf(fabric, narrow));
  }

  const operation = b.select({
    name: "Bediening",
    tooltip:
      "Je schuift de plissé met de greepjes aan het boven- en onderprofiel. Voor hoge of moeilijk bereikbare ramen is er een bedieningsstang met haak.",
    values: [
      { name: "Greepjes" },
      { name: "Greepjes met bedieningsstang", surcharge: { kind: "fixed", cents: 1995 } },
    ],
    defaultName: "Greepjes",
  });
  const profile = b.colors({
    name: "Profielkleur",
    tooltip: "De kleur van het boven- en onderprofiel en van de greepjes.",
    values: profileColours,
    defaultName: "Wit",
  });

  const mount = b.imageselect({
    name: "Montage",
    tooltip:
      "In de dag hangt de plissé binnen de dagkant. Op de dag schroef je de steunen op het kozijn. Met klemsteunen op het glaslatje hoef je niet te boren; dat kan alleen bij draaikiepramen met een glaslat.",
    values: [
      { name: "In de dag" },
      { name: "Op de dag" },
      { name: "Klemsteunen op het glaslatje", surcharge: { kind: "fixed", cents: 995 } },
    ],
    defaultName: "In de dag",
  });
  b.disable(
    mount,
    ["Klemsteunen op het glaslatje"],
    "Klemsteunen dragen een plissé tot 150 cm breed. Kies montage in of op de dag.",
    b.above(width, 150),
  );
  const bead = b.numberMm({
    name: "Hoogte glaslatje",
    min: 12,
    max: 30,
    required: true,
    width: "half",
    tooltip:
      "Meet hoe ver het glaslatje uitsteekt boven het raamprofiel. De klemsteunen passen op glaslatjes van 12 tot 30 mm.",
  });
  b.show(bead, b.is(mount, "Klemsteunen op het glaslatje"));

  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b)], "Vul alle maten in centimeters in."),
    b.group(dayAndNight ? "Stoffen en kleur" : "Stof en kleur", fabrics),
    b.group("Bediening", [operation, profile]),
    b.group("Montage", [mount, bead]),
    b.group("Extra's", [careProducts(b, 4)]),
  ];
  return b.finish(groups, pricing, 5);
}
