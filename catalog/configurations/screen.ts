// Screens: outdoor screen fabric in a box with zip guides, by crank, motor or solar power.
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  careProducts,
  frameColours,
  luminance,
  type Pricing,
  remarkOption,
  remoteProducts,
  revealDepthOption,
  roomOption,
  sideOption,
  specMax,
  specMentions,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 20, heightStep: 20, fixed: 0.4, width: 0.25, height: 0.05, area: 0.3 };

export function screen(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const solar = specMentions(p, "Voeding", "zonnepaneel");

  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 60,
    max: specMax(p, "Maximale breedte", 500),
    width: "half",
    tooltip:
      "Meet in de dag de breedte tussen de dagkanten op drie plaatsen en vul de kleinste maat in. Bij montage op de gevel is de breedte de raamopening plus 2 keer de breedte van de geleiders (2 x 5 cm).",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 60,
    max: specMax(p, "Maximale hoogte", 350),
    width: "half",
    tooltip:
      "Meet van de bovenkant van de dagkant (of de plek van de kast op de gevel) tot aan de vensterbank. De kast van 10 cm valt binnen deze maat.",
  });

  const fabric = b.fabric({
    name: "Doek en kleur",
    tooltip:
      "Screendoek houdt tot 95% van de zonnewarmte buiten. Met een donker doek kijk je het best naar buiten; een licht doek weert meer licht.",
    tags: (colour) => [luminance(colour.hex) < 0.2 ? "helder-doorzicht" : "extra-lichtwering"],
    tagFilter: {
      id: "doorzicht",
      name: "Doorzicht",
      options: [
        { value: "helder-doorzicht", label: "Helder doorzicht" },
        { value: "extra-lichtwering", label: "Extra lichtwering" },
      ],
    },
  });
  const frame = b.colors({
    name: "Kleur kast en geleiders",
    tooltip: "Kies een kleur die past bij je kozijnen. Alle kleuren zijn gepoedercoat en weerbestendig.",
    values: frameColours,
    defaultName: "RAL 7016 Antracietgrijs",
  });

  let operationOptions: (OptionDef | undefined)[];
  let extras: OptionDef;
  if (solar) {
    const operation = b.select({
      name: "Bediening",
      tooltip:
        "Het zonnepaneel laadt de accu in de kast op. Ook na vier weken zonder zon kun je het screen nog bedienen.",
      values: [
        { name: "Zonne-energie met handzender" },
        { name: "Zonne-energie met wandschakelaar", surcharge: { kind: "fixed", cents: 2900 } },
      ],
      defaultName: "Zonne-energie met handzender",
    });
    const panel = b.select({
      name: "Plaats zonnepaneel",
      tooltip:
        "Op de kast is het paneel nauwelijks zichtbaar. Valt de kast in de schaduw, plaats het paneel dan los op een zonnige plek op de gevel (kabel 3 meter).",
      values: [
        { name: "Op de kast" },
        { name: "Los op de gevel", surcharge: { kind: "fixed", cents: 3900 } },
      ],
      defaultName: "Op de kast",
    });
    const big = b.warning(
      "Groot screen op zonne-energie",
      "Let op: bij een screen van deze afmeting raakt de accu bij weken zonder zon sneller leeg. Wij leveren een extra accu mee en adviseren het zonnepaneel los op het zonnigste deel van de gevel te plaatsen.",
    );
    b.show(big, b.area(width, height, 6));
    operationOptions = [operation, panel, big];
    extras = remoteProducts(b, [
      ["zonnesensor", 1],
      ["windsensor", 1],
    ]);
  } else {
    const operation = b.select({
      name: "Bediening",
      tooltip:
        "Met de slingerstang draai je het screen met de hand op en neer. Met een motor bedien je alle screens tegelijk en kun je een zonne- of windsensor koppelen.",
      values: [
        { name: "Slingerstang" },
        { name: "Motor met handzender", surcharge: { kind: "fixed", cents: 24900 }, days: 3 },
        { name: "Motor met wandschakelaar", surcharge: { kind: "fixed", cents: 21900 }, days: 3 },
      ],
      defaultName: "Slingerstang",
    });
    const crank = b.select({
      name: "Lengte slingerstang",
      tooltip:
        "Kies een stang die tot ongeveer heuphoogte reikt. Voor een raam op de begane grond is 150 cm meestal goed.",
      values: [{ name: "120 cm" }, { name: "150 cm" }, { name: "180 cm" }],
      defaultName: "150 cm",
      width: "half",
    });
    b.show(crank, b.is(operation, "Slingerstang"));
    const side = sideOption(
      b,
      "Bedieningszijde",
      "Aan deze kant zit de slingerstang of de motorkabel, gezien van buiten.",
    );
    const motorNames = ["Motor met handzender", "Motor met wandschakelaar"];
    const heavy = b.warning(
      "Zwaardere motor nodig",
      "Let op: bij deze afmeting plaatsen wij een zwaardere motor in de kast, zonder meerprijs. Voor de aansluiting is een buitenstopcontact of een elektricien nodig.",
    );
    b.show(heavy, b.oneOf(operation, motorNames), b.area(width, height, 12));
    operationOptions = [operation, crank, side, heavy];
    extras = remoteProducts(b, [
      ["zonnesensor", 1],
      ["windsensor", 1],
    ]);
    b.show(extras, b.oneOf(operation, motorNames));
  }

  const mount = b.imageselect({
    name: "Montage",
    tooltip:
      "In de dag valt het screen binnen de raamopening. Op de dag schroeven wij de kast en de geleiders op de gevel, naast en boven het raam.",
    values: [{ name: "In de dag" }, { name: "Op de dag, op de gevel" }],
    defaultName: "Op de dag, op de gevel",
  });

  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b)], "Vul alle maten in centimeters in."),
    b.group("Doek en kleur", [fabric, frame]),
    b.group("Bediening", operationOptions),
    b.group("Montage", [mount, revealDepthOption(b, mount, 110), remarkOption(b)]),
    b.group("Extra's", [extras, careProducts(b, 0)]),
  ];
  return b.finish(groups, pricing, 5);
}
