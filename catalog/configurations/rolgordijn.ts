// Rolgordijnen and duo-rolgordijnen: fabric on a roller, with chain, spring or motor, optional cassette.
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  careProducts,
  labels,
  mountOption,
  type Pricing,
  profileColours,
  remoteProducts,
  revealDepthOption,
  roomOption,
  sideOption,
  specMax,
  specMentions,
  transparencyFilter,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 10, heightStep: 10, fixed: 0.35, width: 0.15, height: 0.1, area: 0.4 };

const widthTooltip =
  "Meet de breedte van het kozijn op drie plaatsen: boven, in het midden en onder. Vul bij montage in de dag de kleinste maat in. Bij montage op de dag tel je aan beide kanten 5 tot 10 cm op. De maat die je invult is de totale breedte inclusief steunen.";
const heightTooltip =
  "Meet de hoogte links, in het midden en rechts en vul de grootste maat in. Bij montage op de dag meet je vanaf 5 tot 10 cm boven het kozijn tot waar het doek moet eindigen.";

export function rolgordijn(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const motorOnly = specMentions(p, "Motor", "accu");
  const motorUpgrade = !motorOnly && specMentions(p, "Bediening", "motor");
  const ceiling = specMentions(p, "Montage", "plafond");
  const maxWidth = specMax(p, "Maximale breedte", 300);
  const maxHeight = specMax(p, "Maximale hoogte", 300);

  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 40,
    max: maxWidth,
    width: "half",
    tooltip: widthTooltip,
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 40,
    max: maxHeight,
    width: "half",
    tooltip: heightTooltip,
  });

  const fabric = b.fabric({
    name: "Stof en kleur",
    tooltip:
      "Twijfel je over de kleur? Vraag gratis een kleurstaal aan. Kleuren op een beeldscherm wijken altijd iets af van het echte doek.",
    tagFilter: transparencyFilter,
    extra: (colour) =>
      colour.code === "VB-105" || colour.code === "LL-201" ? { label: labels.populair } : {},
  });
  const narrow = b.fabricNames(fabric, ["B", "C"]);
  if (narrow.length > 0 && maxWidth > 200) {
    b.max(width, 200, "Deze stof is maximaal 200 cm breed leverbaar.", b.oneOf(fabric, narrow));
  }
  const treatment =
    !motorOnly && !motorUpgrade
      ? b.select({
          name: "Stofbehandeling",
          tooltip:
            "Voor kantoren, scholen en horeca is vaak een brandvertragende stof verplicht. De stof voldoet dan aan brandklasse B1.",
          values: [
            { name: "Standaard" },
            { name: "Brandvertragend", surcharge: { kind: "percentage", percent: 10 } },
          ],
          defaultName: "Standaard",
        })
      : undefined;

  const operation = motorOnly
    ? b.select({
        name: "Bediening",
        tooltip:
          "De accumotor laad je ongeveer eens per half jaar op met de meegeleverde usb-c-kabel. Met het zonnepaneeltje op de onderlat hoeft dat bijna nooit meer.",
        values: [
          { name: "Accumotor met handzender" },
          {
            name: "Accumotor met zonnepaneeltje",
            surcharge: { kind: "fixed", cents: 6900 },
            days: 3,
          },
        ],
        defaultName: "Accumotor met handzender",
      })
    : b.select({
        name: "Bediening",
        tooltip:
          "Met de ketting trek je het doek op elke hoogte omhoog of omlaag. Met een veer trek je het doek aan de onderlat omlaag en laat je het terugrollen. Een motor bedien je met een handzender of de app.",
        values: [
          { name: "Kindveilige ketting" },
          { name: "Veer" },
          ...(motorUpgrade
            ? [
                {
                  name: "Accumotor",
                  surcharge: { kind: "fixed" as const, cents: 14900 },
                  days: 3,
                  label: labels.populair,
                },
              ]
            : []),
        ],
        defaultName: "Kindveilige ketting",
      });
  if (!motorOnly) {
    b.disable(operation, ["Veer"], "Veerbediening is tot 180 cm breed mogelijk.", b.above(width, 180));
  }
  const side = sideOption(
    b,
    motorOnly ? "Motorzijde" : "Bedieningszijde",
    motorOnly
      ? "Aan deze kant zit de motor met de oplaadaansluiting, gezien vanuit de kamer."
      : "Aan deze kant hangt de ketting, gezien vanuit de kamer. Kies de kant waar geen kast of gordijn in de weg zit.",
  );
  let motorWarning: OptionDef | undefined;
  let remotes: OptionDef | undefined;
  if (motorOnly) {
    motorWarning = b.warning(
      "Zwaardere motor nodig",
      "Let op: een accumotor trekt doeken tot 4 m². Bij deze afmeting plaatsen wij een zwaardere accumotor zonder meerprijs; reken wel op een paar werkdagen extra levertijd.",
    );
    b.show(motorWarning, b.area(width, height, 4));
    remotes = remoteProducts(b, [
      ["zonnesensor", 1],
      ["oplaadkabel", 2],
    ]);
  } else if (motorUpgrade) {
    motorWarning = b.warning(
      "Zwaardere motor nodig",
      "Let op: bij deze afmeting kan één accumotor het doek niet betrouwbaar optrekken. Wij plaatsen een zwaardere motor zonder meerprijs en nemen contact met je op over de levertijd.",
    );
    b.show(motorWarning, b.is(operation, "Accumotor"), b.area(width, height, 4.5));
    remotes = remoteProducts(b, [["oplaadkabel", 2]]);
    b.show(remotes, b.is(operation, "Accumotor"));
  }

  const mount = mountOption(b, "het rolgordijn", ceiling);
  const reveal = revealDepthOption(b, mount, 40);
  const cassette = b.imageselect({
    name: "Cassette",
    tooltip:
      "Een cassette is een aluminium kap om de rol. Het ziet er strakker uit en het doek blijft schoon. Met een cassette is de dagkant minimaal 60 mm diep nodig.",
    values: [
      { name: "Zonder cassette" },
      { name: "Met cassette", surcharge: { kind: "per_metre_width", cents: 1250 } },
    ],
    defaultName: "Zonder cassette",
  });
  const bottomRail = b.imageselect({
    name: "Onderlat",
    tooltip:
      "Bij een cassette kies je de vorm van de onderlat. Beide vormen zijn in de kleur van de cassette.",
    values: [
      { name: "Vlakke onderlat" },
      { name: "Ronde onderlat", surcharge: { kind: "fixed", cents: 495 } },
    ],
    defaultName: "Vlakke onderlat",
  });
  b.show(bottomRail, b.is(cassette, "Met cassette"));
  const profile = b.colors({
    name: "Profielkleur",
    tooltip: "De kleur van de steunen en de onderlat, en van de cassette als je die kiest.",
    values: profileColours,
    defaultName: "Wit",
  });

  const groups = [
    b.group(
      "Afmetingen",
      [width, height, roomOption(b)],
      "Vul alle maten in centimeters in, tot op de millimeter nauwkeurig (bijvoorbeeld 120,5).",
    ),
    b.group("Stof en kleur", [fabric, treatment]),
    b.group("Bediening", [operation, side, motorWarning, remotes]),
    b.group("Montage", [mount, reveal, cassette, bottomRail, profile]),
    b.group("Extra's", [careProducts(b, 4)]),
  ];
  return b.finish(groups, pricing, 5);
}

export function duoRolgordijn(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const maxWidth = specMax(p, "Maximale breedte", 250);
  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 40,
    max: maxWidth,
    width: "half",
    tooltip: widthTooltip,
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 40,
    max: specMax(p, "Maximale hoogte", 250),
    width: "half",
    tooltip: `${heightTooltip} Een duo-rolgordijn heeft boven een cassette van 8 cm hoog; die telt mee in de hoogte.`,
  });
  const fabric = b.fabric({
    name: "Stof en kleur",
    text: "Een duo-rolgordijn heeft twee lagen stof met open en dichte banen. Door ze over elkaar te schuiven regel je het licht.",
    extra: (colour) => (colour.code === "DS-303" ? { label: labels.populair } : {}),
  });
  const narrow = b.fabricNames(fabric, ["B", "C"]);
  if (narrow.length > 0 && maxWidth > 200) {
    b.max(width, 200, "Deze stof is maximaal 200 cm breed leverbaar.", b.oneOf(fabric, narrow));
  }
  const chainColour = b.select({
    name: "Kettingkleur",
    values: [
      { name: "Wit" },
      { name: "Grijs" },
      { name: "Zwart" },
      { name: "Metalen kogelketting", surcharge: { kind: "fixed", cents: 750 } },
    ],
    defaultName: "Wit",
    width: "half",
  });
  const side = sideOption(
    b,
    "Kettingzijde",
    "Aan deze kant hangt de ketting, gezien vanuit de kamer. Kies de kant waar geen kast of gordijn in de weg zit.",
  );
  const mount = mountOption(b, "het duo-rolgordijn", true);
  const cassette = b.imageselect({
    name: "Cassette",
    tooltip:
      "De standaard cassette is van aluminium in de kleur van het doek. De design cassette heeft aan de voorkant een strook van dezelfde stof.",
    values: [
      { name: "Standaard cassette" },
      { name: "Design cassette met stofinleg", surcharge: { kind: "per_metre_width", cents: 995 } },
    ],
    defaultName: "Standaard cassette",
  });
  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b)], "Vul alle maten in centimeters in."),
    b.group("Stof en kleur", [fabric]),
    b.group("Bediening", [chainColour, side]),
    b.group("Montage", [mount, revealDepthOption(b, mount, 55), cassette]),
    b.group("Extra's", [careProducts(b, 4)]),
  ];
  return b.finish(groups, pricing, 5);
}
