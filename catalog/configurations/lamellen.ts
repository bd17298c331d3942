// Verticale lamellen: 89 mm fabric slats on a rail, turned and drawn aside by chain and cord or a wand.
import type { ConfigurationDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  careProducts,
  labels,
  type Pricing,
  profileColours,
  roomOption,
  sideOption,
  specMax,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 20, heightStep: 20, fixed: 0.3, width: 0.3, height: 0.1, area: 0.3 };

export function lamellen(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 40,
    max: specMax(p, "Maximale breedte", 500),
    width: "half",
    tooltip:
      "Meet de breedte van de rail: bij plafondmontage de ruimte tussen de muren met aan elke kant 1 cm speling, bij muurmontage de raamopening plus 10 tot 15 cm aan beide kanten.",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 40,
    max: specMax(p, "Maximale hoogte", 400),
    width: "half",
    tooltip:
      "Meet van de onderkant van de rail (of het plafond) tot waar de lamellen moeten eindigen. Laat boven de vloer of vensterbank 1 tot 2 cm vrij.",
  });

  const fabric = b.fabric({
    name: "Lamellen en kleur",
    tooltip: "De lamellen zijn 89 mm breed en hebben een stijve appretuur, zodat ze recht blijven hangen.",
    extra: (colour) => (colour.code === "LM-702" ? { label: labels.populair } : {}),
  });

  const operation = b.select({
    name: "Bediening",
    tooltip:
      "Met de ketting draai je de lamellen, met het koord schuif je ze open en dicht. Met een bedieningsstang doe je beide met één stang, zonder losse koorden.",
    values: [
      { name: "Ketting en koord" },
      { name: "Bedieningsstang", surcharge: { kind: "fixed", cents: 2495 } },
    ],
    defaultName: "Ketting en koord",
  });
  b.disable(
    operation,
    ["Bedieningsstang"],
    "Met een bedieningsstang kun je lamellen tot 300 cm breed bedienen. Kies ketting en koord.",
    b.above(width, 300),
  );
  const side = sideOption(
    b,
    "Bedieningszijde",
    "Aan deze kant zitten de ketting en het koord, gezien vanuit de kamer.",
  );
  const stack = b.imageselect({
    name: "Pakketrichting",
    tooltip:
      "Naar welke kant schuiven de lamellen als je ze opent? Kies de kant waar het pakket het minst in de weg hangt, bijvoorbeeld niet voor een schuifpui.",
    values: [
      { name: "Pakket links" },
      { name: "Pakket rechts" },
      { name: "Pakket in het midden gesplitst", surcharge: { kind: "fixed", cents: 2995 } },
    ],
    defaultName: "Pakket links",
  });

  const mount = b.imageselect({
    name: "Montage",
    tooltip:
      "Tegen het plafond schroef je de rail met clips aan het plafond. Op de dag hangt de rail met wandsteunen boven het raam op de muur.",
    values: [{ name: "Tegen het plafond" }, { name: "Op de dag, aan de muur" }],
    defaultName: "Tegen het plafond",
  });
  const railColour = b.colors({
    name: "Kleur rail",
    values: profileColours.filter((c) => c.name !== "Zwart"),
    defaultName: "Wit",
  });

  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b)], "Vul alle maten in centimeters in."),
    b.group("Lamellen en kleur", [fabric]),
    b.group("Bediening", [operation, side, stack]),
    b.group("Montage", [mount, railColour]),
    b.group("Extra's", [careProducts(b, 10)]),
  ];
  return b.finish(groups, pricing, 5);
}
