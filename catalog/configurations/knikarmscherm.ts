// Knikarmschermen: an awning in a full cassette on folding arms, by crank or by motor with a wind sensor.
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  frameColours,
  labels,
  type Pricing,
  remarkOption,
  remoteProducts,
  sideOption,
  specMax,
  specMentions,
  withRoomLast,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 50, heightStep: 50, fixed: 0.2, width: 0.45, height: 0.1, area: 0.25 };

export function knikarmscherm(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const motor = specMentions(p, "Bediening", "motor");

  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 200,
    max: specMax(p, "Maximale breedte", 600),
    width: "half",
    tooltip:
      "De breedte van de cassette. Meet de ruimte op de gevel waar het scherm komt en houd aan beide kanten minstens 10 cm vrij voor de muursteunen.",
  });
  const projection = b.numberCm({
    name: "Uitval",
    dimension: "height",
    min: 150,
    max: specMax(p, "Uitval", 350),
    width: "half",
    tooltip:
      "De uitval is hoe ver het scherm uitschuift, gemeten vanaf de gevel. De armen moeten ingeklapt in de cassette passen: kies een uitval die minstens 50 cm kleiner is dan de breedte. Twijfel je, bel ons dan gerust.",
    text: "Wij leveren de armen in de eerstvolgende standaardlengte.",
  });

  const fabric = b.fabric({
    name: "Doek en kleur",
    tooltip:
      "Oplossingsgeverfd acryl: de kleur zit door de hele vezel en verbleekt daardoor nauwelijks. Het doek is water- en vuilafstotend behandeld.",
    tags: (colour) => [colour.name.toLowerCase().includes("streep") ? "streep" : "effen"],
    tagFilter: {
      id: "dessin",
      name: "Dessin",
      options: [
        { value: "effen", label: "Effen" },
        { value: "streep", label: "Streep" },
      ],
    },
    extra: (colour) => (colour.code === "ZA-905" ? { label: labels.populair } : {}),
  });
  const frame = b.colors({
    name: "Kleur frame",
    tooltip: "De kleur van de cassette, de armen en de muursteunen.",
    values: frameColours,
    defaultName: "RAL 9016 Verkeerswit",
  });
  const valance = b.select({
    name: "Volant",
    tooltip:
      "Een volant is een strook doek van 22 cm aan de voorkant. Die houdt laagstaande zon tegen en geeft het scherm een klassieke uitstraling.",
    values: [
      { name: "Zonder volant" },
      { name: "Recht volant", surcharge: { kind: "per_metre_width", cents: 995 } },
      { name: "Golvend volant", surcharge: { kind: "per_metre_width", cents: 1195 } },
    ],
    defaultName: "Zonder volant",
  });

  let operationOptions: OptionDef[];
  let extras: OptionDef[];
  if (motor) {
    const operation = b.select({
      name: "Bediening",
      tooltip:
        "De motor wordt aangesloten op 230 volt. Je bedient het scherm met de handzender; met een extra wandschakelaar kan dat ook zonder handzender.",
      values: [
        { name: "Motor met handzender" },
        { name: "Motor met handzender en wandschakelaar", surcharge: { kind: "fixed", cents: 3995 } },
      ],
      defaultName: "Motor met handzender",
    });
    const sensors = b.select({
      name: "Sensoren",
      tooltip:
        "De windsensor op de voorlijst rolt het scherm in zodra het te hard waait. Met de zonnesensor erbij gaat het scherm ook vanzelf uit bij felle zon.",
      values: [
        { name: "Draadloze windsensor" },
        { name: "Wind- en zonnesensor", surcharge: { kind: "fixed", cents: 8900 } },
      ],
      defaultName: "Draadloze windsensor",
    });
    const side = sideOption(
      b,
      "Motorzijde",
      "Aan deze kant komt de motorkabel uit de cassette, gezien van buiten.",
    );
    const led = b.select({
      name: "Ledverlichting",
      tooltip: "Dimbare warmwitte ledstrips onder de armen, te bedienen met dezelfde handzender.",
      values: [
        { name: "Zonder verlichting" },
        { name: "Ledverlichting in de armen", surcharge: { kind: "fixed", cents: 34900 }, days: 5 },
      ],
      defaultName: "Zonder verlichting",
    });
    const facade = b.warning(
      "Stevige gevel nodig",
      "Let op: een scherm van deze afmeting weegt meer dan 80 kg. Het moet op een gevel van steen of beton; bij een houten of geïsoleerde gevel plaatsen wij speciale ankers. Onze monteur neemt vooraf contact met je op.",
    );
    b.show(facade, b.area(width, projection, 15));
    operationOptions = [operation, sensors, side, led, facade];
    extras = [remoteProducts(b), careProductsFor(b)];
  } else {
    const operation = b.select({
      name: "Bediening",
      tooltip:
        "Je draait het scherm met de slingerstang in en uit. Een sensor is bij deze uitvoering niet mogelijk.",
      values: [{ name: "Slingerstang" }],
      defaultName: "Slingerstang",
    });
    const crank = b.select({
      name: "Lengte slingerstang",
      tooltip:
        "Kies een stang die tot ongeveer heuphoogte reikt, gemeten vanaf de onderkant van de cassette.",
      values: [{ name: "150 cm" }, { name: "180 cm" }, { name: "200 cm" }, { name: "240 cm" }],
      defaultName: "180 cm",
      width: "half",
    });
    const side = sideOption(
      b,
      "Zijde slingerstang",
      "Aan deze kant hangt de slingerstang, gezien van buiten.",
    );
    const wind = b.warning(
      "Advies windsensor",
      "Let op: een knikarmscherm kan niet tegen harde wind. Rol het scherm altijd in bij windkracht 4 of meer en als je van huis gaat. Bij een uitval van meer dan 250 cm raden wij de elektrische uitvoering met windsensor aan.",
    );
    b.show(wind, b.above(projection, 250));
    operationOptions = [operation, crank, side, wind];
    extras = [careProductsFor(b)];
  }

  const mount = b.imageselect({
    name: "Montage",
    tooltip:
      "Meestal komt het scherm met muursteunen op de gevel. Onder een overstek of dakgoot gebruiken wij plafondsteunen; met dakspantsteunen hangt het scherm aan de balken van een dakrand.",
    values: [
      { name: "Op de gevel" },
      { name: "Tegen het plafond van een overstek" },
      { name: "Aan de dakspanten", surcharge: { kind: "fixed", cents: 5900 } },
    ],
    defaultName: "Op de gevel",
  });
  if ((width.max_value ?? 0) > 500) {
    b.max(
      width,
      500,
      "Aan dakspanten monteren wij een knikarmscherm tot 500 cm breed.",
      b.is(mount, "Aan de dakspanten"),
    );
  }

  const groups = [
    b.group("Afmetingen", [width, projection], "Vul de maten in centimeters in."),
    b.group("Doek en kleur", [fabric, frame, valance]),
    b.group("Bediening", operationOptions),
    b.group("Montage", [mount, remarkOption(b)]),
    b.group("Extra's", extras),
  ];
  // The room label came after the rest: last, so no id moved.
  return b.finish(withRoomLast(b, groups, "Plek aan het huis"), pricing, 5);
}

function careProductsFor(b: ConfBuilder): OptionDef {
  return b.products({
    name: "Onderhoud",
    text: "Met de reinigingsset houd je het doek en de cassette schoon zonder het doek te beschadigen.",
    items: [["reinigingsset", 2]],
  });
}
