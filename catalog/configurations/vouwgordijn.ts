// Vouwgordijnen: fabric that folds up in even pleats, with chain or accumotor, lined or unlined.
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  careProducts,
  mountOption,
  type Pricing,
  remoteProducts,
  roomOption,
  sideOption,
  specMax,
  specMentions,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 10, heightStep: 10, fixed: 0.3, width: 0.2, height: 0.1, area: 0.4 };

export function vouwgordijn(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const motor = specMentions(p, "Bediening", "motor");
  const lined = specMentions(p, "Materiaal", "voering");
  const maxWidth = specMax(p, "Maximale breedte", 250);

  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 40,
    max: maxWidth,
    width: "half",
    tooltip:
      "Meet de breedte op drie plaatsen. Bij montage in de dag vul je de kleinste maat in; wij maken het vouwgordijn 1 cm smaller zodat het vrij hangt. Bij montage op de dag tel je aan beide kanten 5 tot 10 cm op.",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 40,
    max: specMax(p, "Maximale hoogte", 250),
    width: "half",
    tooltip:
      "Meet van de bovenkant van de steunen tot waar het vouwgordijn moet eindigen. Opgetrokken is het pakket ongeveer 20 tot 30 cm hoog.",
  });

  const fabric = b.fabric({
    name: "Stof en kleur",
    tooltip:
      "Onze vouwgordijnen worden met de hand gemaakt in ons eigen atelier. Vraag gerust eerst een kleurstaal aan.",
  });
  const narrow = b.fabricNames(fabric, ["B", "C"]);
  if (narrow.length > 0 && maxWidth > 180) {
    b.max(width, 180, "Deze stof is maximaal 180 cm breed leverbaar.", b.oneOf(fabric, narrow));
  }
  const lining = lined
    ? undefined
    : b.select({
        name: "Voering",
        tooltip:
          "Een voering beschermt de stof tegen verkleuren en laat het vouwgordijn voller vallen. Met een verduisterende voering wordt de kamer vrijwel donker.",
        values: [
          { name: "Zonder voering" },
          { name: "Lichtdoorlatende voering", surcharge: { kind: "per_m2", cents: 1250, minimum_m2: 1 } },
          {
            name: "Verduisterende voering",
            surcharge: { kind: "per_m2", cents: 1950, minimum_m2: 1 },
            days: 3,
          },
        ],
        defaultName: "Zonder voering",
      });
  const folds = b.imageselect({
    name: "Plooivorm",
    tooltip:
      "Bij vlakke plooien ligt de stof strak en vouwt hij netjes op. Cascadeplooien blijven ook neergelaten als zachte golven zichtbaar.",
    values: [
      { name: "Vlakke plooien" },
      { name: "Cascadeplooien", surcharge: { kind: "percentage", percent: 12 } },
    ],
    defaultName: "Vlakke plooien",
  });

  let operationOptions: (OptionDef | undefined)[];
  if (motor) {
    const operation = b.select({
      name: "Bediening",
      tooltip:
        "Met de kindveilige ketting trek je het vouwgordijn soepel op. De accumotor bedien je met een handzender en laad je twee keer per jaar op.",
      values: [
        { name: "Kindveilige ketting" },
        { name: "Accumotor", surcharge: { kind: "fixed", cents: 17900 }, days: 3 },
      ],
      defaultName: "Kindveilige ketting",
    });
    const side = sideOption(
      b,
      "Bedieningszijde",
      "Aan deze kant zit de ketting of de oplaadaansluiting van de motor.",
    );
    const heavy = b.warning(
      "Motor bij groot vouwgordijn",
      "Let op: bij deze afmeting zijn twee motoren nodig, want een vouwgordijn van dit formaat is te zwaar voor één accumotor. Wij plaatsen twee motoren die gelijk optrekken, zonder meerprijs. De levertijd wordt wel een week langer.",
    );
    b.show(heavy, b.is(operation, "Accumotor"), b.area(width, height, 3.5));
    const remotes = remoteProducts(b, [["oplaadkabel", 2]]);
    b.show(remotes, b.is(operation, "Accumotor"));
    operationOptions = [operation, side, heavy, remotes];
  } else {
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
    const side = sideOption(b, "Kettingzijde", "Aan deze kant hangt de ketting, gezien vanuit de kamer.");
    operationOptions = [chainColour, side];
  }

  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b)], "Vul alle maten in centimeters in."),
    b.group("Stof en kleur", [fabric, lining, folds]),
    b.group("Bediening", operationOptions),
    b.group("Montage", [mountOption(b, "het vouwgordijn", true)]),
    b.group("Extra's", [careProducts(b, 4)]),
  ];
  return b.finish(groups, pricing, 5);
}
