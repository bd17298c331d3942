// Horren and hordeuren: insect screens in aluminium profiles, to mount yourself.
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  careProducts,
  colourValues,
  labels,
  type Pricing,
  revealDepthOption,
  roomOption,
  sideOption,
  specMax,
} from "./helpers.ts";

const windowPricing: Pricing = {
  widthStep: 10,
  heightStep: 10,
  fixed: 0.4,
  width: 0.2,
  height: 0.15,
  area: 0.25,
};
const doorPricing: Pricing = {
  widthStep: 10,
  heightStep: 10,
  fixed: 0.5,
  width: 0.3,
  height: 0.05,
  area: 0.15,
};

/** The profile colour (a colors option) and the mesh (the fabric, which sets the price group). */
function colourAndMesh(b: ConfBuilder, width: OptionDef, maxWidth: number): [OptionDef, OptionDef] {
  const profiles = b.product.collections
    .map((slug) => b.collection(slug))
    .find((c) => c.type === "aluminium");
  const mesh = b.product.collections.find((slug) => b.collection(slug).type === "gaas");
  if (!profiles || !mesh) throw new Error(`Hor ${b.product.id} mist profielen of gaas`);
  const profile = b.colors({
    name: "Kleur profielen",
    tooltip: "Kies de kleur van je kozijn, dan valt de hor het minst op.",
    values: colourValues(profiles),
    defaultName: (profiles.colours[0] as { name: string }).name,
    swatches: true,
  });
  const fabric = b.fabric({
    name: "Gaas",
    collections: [mesh],
    tooltip:
      "Zwart gaas valt van binnenuit het minst op. Pollengaas houdt ook het meeste stuifmeel tegen en is een uitkomst bij hooikoorts.",
    tags: () => [],
    extra: (colour) => (colour.code === "HG-1503" ? { label: labels.pollen, days: 3 } : {}),
  });
  const fine = b.fabricNames(fabric, ["B", "C"]);
  if (fine.length > 0 && maxWidth > 140) {
    b.max(width, 140, "Pollengaas is maximaal 140 cm breed leverbaar.", b.oneOf(fabric, fine));
  }
  return [profile, fabric];
}

export function hor(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const insert = p.specs.some((s) => s.label === "Bevestiging");
  const maxWidth = specMax(p, "Maximale breedte", 160);
  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 30,
    max: maxWidth,
    width: "half",
    tooltip: insert
      ? "Meet de breedte van de sponning of de glasopening van het draaiende raam, van binnenkant tot binnenkant van het kozijn. Wij maken de hor passend op deze maat."
      : "Meet in de dag de breedte tussen de dagkanten op drie plaatsen en vul de kleinste maat in. Op het kozijn meet je de raamopening plus 3 cm aan beide kanten.",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 30,
    max: specMax(p, "Maximale hoogte", 220),
    width: "half",
    tooltip: insert
      ? "Meet de hoogte van de sponning of de glasopening, van binnenkant tot binnenkant."
      : "Meet van de bovenkant van de dagkant tot de vensterbank op drie plaatsen en vul de kleinste maat in.",
  });
  const [profile, fabric] = colourAndMesh(b, width, maxWidth);

  let mountOptions: OptionDef[];
  if (insert) {
    const fixing = b.imageselect({
      name: "Bevestiging",
      tooltip:
        "Draaiklemmen draai je over het kozijn; je kunt de hor zo in een handomdraai weghalen. Verende pennen klemmen de hor onzichtbaar in de sponning.",
      values: [
        { name: "Draaiklemmen" },
        { name: "Verende pennen", surcharge: { kind: "fixed", cents: 495 } },
      ],
      defaultName: "Draaiklemmen",
    });
    const rebate = b.numberMm({
      name: "Diepte sponning",
      min: 5,
      max: 60,
      width: "half",
      tooltip:
        "Meet hoe diep de sponning is, van de voorkant van het kozijn tot het raam. Een inzethor heeft minimaal 10 mm nodig.",
      text: "Niet verplicht. Met deze maat controleren wij of de hor past.",
    });
    mountOptions = [fixing, rebate];
  } else {
    const mount = b.imageselect({
      name: "Montage",
      tooltip:
        "In de dag schroef je de cassette en de geleiders binnen de dagkant. Op de dag komen ze op het kozijn; dat kan ook bij een smalle dagkant.",
      values: [{ name: "In de dag" }, { name: "Op de dag, op het kozijn" }],
      defaultName: "In de dag",
    });
    const seal = b.select({
      name: "Afdichting geleiders",
      tooltip:
        "Borstels in de geleiders sluiten kieren langs de zijkant af, zodat ook kleine insecten buiten blijven.",
      values: [
        { name: "Standaard geleiders" },
        { name: "Geleiders met borstelafdichting", surcharge: { kind: "fixed", cents: 995 } },
      ],
      defaultName: "Standaard geleiders",
    });
    mountOptions = [mount, revealDepthOption(b, mount, 45), seal];
  }

  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b)], "Vul alle maten in centimeters in."),
    b.group("Kleur en gaas", [profile, fabric]),
    b.group(insert ? "Bevestiging" : "Montage", mountOptions),
    b.group("Extra's", [careProducts(b, 0)]),
  ];
  return b.finish(groups, windowPricing, 2);
}

export function hordeur(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const pleated = p.specs.some((s) => s.label === "Dorpelhoogte");
  const maxWidth = specMax(p, "Maximale breedte", 100);
  const singleMax = pleated ? 160 : maxWidth;
  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 50,
    max: maxWidth,
    width: "half",
    tooltip:
      "Meet de breedte van de deuropening tussen de kozijnstijlen, boven, in het midden en onder. Vul de kleinste maat in.",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 180,
    max: specMax(p, "Maximale hoogte", 240),
    width: "half",
    tooltip:
      "Meet van de drempel tot de bovenkant van de deuropening, links en rechts. Vul de kleinste maat in.",
  });
  const [profile, fabric] = colourAndMesh(b, width, maxWidth);

  let doorOptions: OptionDef[];
  if (pleated) {
    const type = b.select({
      name: "Uitvoering",
      tooltip: `Een enkele plissé hordeur is maximaal ${singleMax} cm breed. Bij een dubbele deur schuiven twee delen vanuit het midden open, ideaal voor een openslaande of schuifpui.`,
      values: [
        { name: "Enkele deur" },
        { name: "Dubbele deur, opent vanuit het midden", surcharge: { kind: "fixed", cents: 11900 } },
      ],
      defaultName: "Enkele deur",
    });
    b.disable(
      type,
      ["Enkele deur"],
      `Een enkele plissé hordeur is maximaal ${singleMax} cm breed. Kies een dubbele deur.`,
      b.above(width, singleMax),
    );
    const side = sideOption(b, "Openingszijde", "Naar deze kant schuift het gaas open, gezien van binnen.");
    b.show(side, b.is(type, "Enkele deur"));
    const sill = b.select({
      name: "Dorpel",
      tooltip:
        "De standaard dorpel is 22 mm hoog en plat genoeg om overheen te lopen. De inbouwdorpel ligt vlak met de vloer, handig voor een rolstoel of robotstofzuiger.",
      values: [
        { name: "Platte dorpel" },
        { name: "Inbouwdorpel, vlak met de vloer", surcharge: { kind: "fixed", cents: 2495 } },
      ],
      defaultName: "Platte dorpel",
    });
    doorOptions = [type, side, sill];
  } else {
    const side = sideOption(b, "Scharnierzijde", "Aan deze kant zitten de scharnieren, gezien van binnen.");
    const closing = b.imageselect({
      name: "Sluiting",
      tooltip:
        "De veerscharnieren trekken de deur vanzelf dicht en de magneetsluiting houdt hem gesloten. Met een deurdranger sluit de deur rustig en zacht.",
      values: [
        { name: "Magneetsluiting" },
        { name: "Magneetsluiting met deurdranger", surcharge: { kind: "fixed", cents: 2495 } },
      ],
      defaultName: "Magneetsluiting",
    });
    doorOptions = [side, closing];
  }
  const mount = b.imageselect({
    name: "Montage",
    tooltip:
      "In de dag komt het kader binnen de deuropening. Op de dag schroef je het op de buitenkant van het kozijn.",
    values: [{ name: "In de dag" }, { name: "Op de dag, op het kozijn" }],
    defaultName: pleated ? "In de dag" : "Op de dag, op het kozijn",
  });

  const groups = [
    b.group(
      "Afmetingen",
      [width, height, roomOption(b, "Ruimte of deur")],
      "Vul alle maten in centimeters in.",
    ),
    b.group("Kleur en gaas", [profile, fabric]),
    b.group("Uitvoering", [...doorOptions, mount]),
    b.group("Extra's", [careProducts(b, 0)]),
  ];
  return b.finish(groups, doorPricing, 2);
}
