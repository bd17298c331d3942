// Rolluiken: insulated aluminium slats in a box, by strap, crank, motor or solar power.
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  careProducts,
  labels,
  type Pricing,
  remarkOption,
  remoteProducts,
  revealDepthOption,
  roomOption,
  sideOption,
  specMax,
  specMentions,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 20, heightStep: 20, fixed: 0.45, width: 0.15, height: 0.1, area: 0.3 };

export function rolluik(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const solar = specMentions(p, "Voeding", "zonnepaneel");
  const electric = !solar && specMentions(p, "Aansluiting", "230");
  const maxWidth = specMax(p, "Maximale breedte", 300);

  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 50,
    max: maxWidth,
    width: "half",
    tooltip:
      "Meet in de dag de breedte tussen de dagkanten op drie plaatsen en vul de kleinste maat in. Bij montage op de gevel meet je de raamopening en tel je aan beide kanten 5 cm op voor de geleiders.",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 50,
    max: specMax(p, "Maximale hoogte", 300),
    width: "half",
    tooltip:
      "De totale hoogte inclusief de kast. Meet van de bovenkant van de dagkant (of de plek van de kast) tot aan de vensterbank.",
  });

  const lamellen = b.collection(p.collections[0] as string);
  const fabric = b.fabric({
    name: "Kleur lamellen",
    tooltip:
      "De dubbelwandige lamellen zijn gevuld met pu-schuim. Dat isoleert en dempt geluid. Houtlook is een lak met houtnerf.",
    tags: () => [],
    extra: (colour) =>
      colour.disableSwatches
        ? { label: labels.houtlook, days: 5 }
        : colour.code === "RL-1003"
          ? { label: labels.populair }
          : {},
  });
  const special = b.fabricNames(fabric, ["C"]);
  if (special.length > 0 && maxWidth > 250) {
    b.max(width, 250, "Lamellen in houtlook zijn maximaal 250 cm breed leverbaar.", b.oneOf(fabric, special));
  }
  const frame = b.colors({
    name: "Kleur kast en geleiders",
    tooltip: "Meestal kies je dezelfde kleur als de lamellen of de kleur van je kozijnen.",
    values: lamellen.colours.filter((c) => !c.disableSwatches).map((c) => ({ name: c.name, hex: c.hex })),
    defaultName: (lamellen.colours[0] as { name: string }).name,
  });
  const box = b.imageselect({
    name: "Kastmaat",
    tooltip:
      "Hoe hoger het rolluik, hoe dikker het opgerolde pantser. De kleine kap van 137 mm past tot 220 cm hoogte.",
    values: [
      { name: "Afgeschuinde kap 137 mm" },
      { name: "Afgeschuinde kap 165 mm", surcharge: { kind: "per_metre_width", cents: 1500 } },
    ],
    defaultName: "Afgeschuinde kap 137 mm",
  });
  b.disable(
    box,
    ["Afgeschuinde kap 137 mm"],
    "Bij een hoogte boven 220 cm past het pantser alleen in een kap van 165 mm.",
    b.above(height, 220),
  );

  let operationOptions: OptionDef[];
  let remotes: OptionDef;
  if (solar) {
    const operation = b.select({
      name: "Bediening",
      tooltip:
        "Het zonnepaneel op de kast laadt de accu op. Er zijn geen kabels of elektricien nodig, ook niet voor de schakelaar.",
      values: [
        { name: "Zonne-energie met handzender" },
        { name: "Zonne-energie met wandschakelaar", surcharge: { kind: "fixed", cents: 2900 } },
      ],
      defaultName: "Zonne-energie met handzender",
    });
    const side = sideOption(
      b,
      "Zijde zonnepaneel",
      "Kies de kant van de kast die de meeste zon krijgt, gezien van buiten.",
    );
    const big = b.warning(
      "Groter zonnepaneel nodig",
      "Let op: bij deze afmeting is een groter zonnepaneel nodig. Wij leveren dat zonder meerprijs en nemen contact met je op om de plaats van het paneel af te stemmen.",
    );
    b.show(big, b.area(width, height, 4));
    operationOptions = [operation, side, big];
    remotes = remoteProducts(b);
  } else if (electric) {
    const operation = b.select({
      name: "Bediening",
      tooltip:
        "De buismotor sluit je aan op 230 volt. Met de smart home-module bedien je het rolluik ook met de app en op vaste tijden.",
      values: [
        { name: "Buismotor met wandschakelaar" },
        { name: "Buismotor met handzender", surcharge: { kind: "fixed", cents: 3900 } },
        { name: "Buismotor met smart home-module", surcharge: { kind: "fixed", cents: 9900 }, days: 3 },
      ],
      defaultName: "Buismotor met wandschakelaar",
    });
    const side = sideOption(
      b,
      "Motorzijde",
      "Aan deze kant komt de motorkabel uit de kast, gezien van binnen.",
    );
    const heavy = b.warning(
      "Zwaardere motor nodig",
      "Let op: bij deze afmeting plaatsen wij een zwaardere buismotor van 20 Nm. Dat is in de prijs inbegrepen.",
    );
    b.show(heavy, b.area(width, height, 6));
    operationOptions = [operation, side, heavy];
    remotes = remoteProducts(b);
  } else {
    const operation = b.select({
      name: "Bediening",
      tooltip:
        "Met de lintoproller trek je het rolluik aan een band op. Een slingerstang is lichter bij grote rolluiken. Een motor bedien je met een schakelaar.",
      values: [
        { name: "Lintoproller" },
        { name: "Slingerstang", surcharge: { kind: "fixed", cents: 3900 } },
        { name: "Buismotor met schakelaar", surcharge: { kind: "fixed", cents: 18900 }, days: 3 },
      ],
      defaultName: "Lintoproller",
    });
    b.disable(
      operation,
      ["Lintoproller"],
      "Een lintoproller kan een rolluik tot 200 cm breed optrekken. Kies een slingerstang of een motor.",
      b.above(width, 200),
    );
    const side = sideOption(
      b,
      "Bedieningszijde",
      "Aan deze kant zit het lint, de slingerstang of de motorkabel, gezien van binnen.",
    );
    const heavy = b.warning(
      "Zwaardere motor nodig",
      "Let op: bij deze afmeting plaatsen wij een zwaardere buismotor van 20 Nm. Dat is in de prijs inbegrepen.",
    );
    b.show(heavy, b.is(operation, "Buismotor met schakelaar"), b.area(width, height, 6));
    operationOptions = [operation, side, heavy];
    remotes = remoteProducts(b);
    b.show(remotes, b.is(operation, "Buismotor met schakelaar"));
  }

  const mount = b.imageselect({
    name: "Montage",
    tooltip:
      "In de dag valt het rolluik binnen de raamopening. Op de dag (voorzetrolluik) schroeven wij de kast en de geleiders op de gevel.",
    values: [{ name: "In de dag" }, { name: "Op de dag, op de gevel" }],
    defaultName: "In de dag",
  });

  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b)], "Vul alle maten in centimeters in."),
    b.group("Kleur", [fabric, frame]),
    b.group("Bediening", operationOptions),
    b.group("Montage", [mount, box, revealDepthOption(b, mount, 140), remarkOption(b)]),
    b.group("Extra's", [remotes, careProducts(b, 0)]),
  ];
  return b.finish(groups, pricing, 5);
}
