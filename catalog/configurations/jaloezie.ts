// Jaloezieën: horizontal aluminium or wooden slats on ladder cords; also the clamp-on version without drilling.
import type { ConfigurationDef, GroupDef } from "../../domain/configurator/types.ts";
import {
  type ConfBuilder,
  careProducts,
  labels,
  mountOption,
  type Pricing,
  profileColours,
  revealDepthOption,
  roomOption,
  sideOption,
  specMax,
  specMentions,
} from "./helpers.ts";

const pricing: Pricing = { widthStep: 10, heightStep: 10, fixed: 0.3, width: 0.2, height: 0.1, area: 0.4 };

export function jaloezie(b: ConfBuilder): ConfigurationDef {
  const p = b.product;
  const wood = p.collections.some((slug) => b.collection(slug).type === "hout");
  const clamp = specMentions(p, "Montage", "zonder boren");
  const maxWidth = specMax(p, "Maximale breedte", 240);
  const noun = "de jaloezie";

  const width = b.numberCm({
    name: "Breedte",
    dimension: "width",
    min: 30,
    max: maxWidth,
    width: "half",
    tooltip: clamp
      ? "Meet de breedte van het glas plus de glaslatten, van buitenkant tot buitenkant van de raamvleugel. De jaloezie hangt op de vleugel en draait met het raam mee."
      : "Meet de breedte op drie plaatsen. Vul bij montage in de dag de kleinste maat in; bij montage op de dag tel je aan beide kanten 5 cm op.",
  });
  const height = b.numberCm({
    name: "Hoogte",
    dimension: "height",
    min: 30,
    max: specMax(p, "Maximale hoogte", 250),
    width: "half",
    tooltip: clamp
      ? "Meet de hoogte van het glas plus de glaslatten. De klemsteunen vallen boven deze maat over de vleugel."
      : "Meet de hoogte op drie plaatsen en vul bij montage in de dag de kleinste maat in. Houd rekening met een vensterbank of raamkruk.",
  });

  const fabric = b.fabric({
    name: "Lamelkleur",
    tooltip: wood
      ? "Hout is een natuurproduct: nerf en kleur verschillen per lamel. Dat maakt elke jaloezie uniek."
      : "Metallic lamellen hebben een glanzende lak. Daarvan kunnen wij geen kleurstaal sturen.",
    tags: () => [],
    extra: (colour) =>
      colour.disableSwatches
        ? { label: labels.metallic, days: 5 }
        : colour.code === "HT-602" || colour.code === "AL-501"
          ? { label: labels.populair }
          : {},
  });
  const special = b.fabricNames(fabric, ["C"]);
  if (special.length > 0 && maxWidth > 200) {
    b.max(width, 200, "Metallic lamellen zijn maximaal 200 cm breed leverbaar.", b.oneOf(fabric, special));
  }
  const ladder = wood
    ? b.imageselect({
        name: "Ladder",
        tooltip:
          "De ladder houdt de lamellen op hun plaats. Een ladderband van 38 mm breed dekt de koordgaatjes af, zodat er minder licht doorvalt.",
        values: [
          { name: "Ladderkoord" },
          { name: "Ladderband", surcharge: { kind: "per_metre_width", cents: 1495 } },
        ],
        defaultName: "Ladderkoord",
      })
    : undefined;
  const tapeColour = ladder
    ? b.colors({
        name: "Kleur ladderband",
        values: [
          { name: "Wit", hex: "#f2f0ea" },
          { name: "Naturel", hex: "#d9c7a5" },
          { name: "Taupe", hex: "#9c8b78" },
          { name: "Bruin", hex: "#5a4232" },
          { name: "Antraciet", hex: "#3b3c3e" },
          { name: "Zwart", hex: "#1c1c1c" },
        ],
        defaultName: "Naturel",
      })
    : undefined;
  if (ladder && tapeColour) b.show(tapeColour, b.is(ladder, "Ladderband"));

  const operation = b.select({
    name: "Bediening",
    tooltip: wood
      ? "Met het ene koord trek je de jaloezie op, met de draaistok of het tweede koord kantel je de lamellen."
      : "Met het koord trek je de jaloezie op, met de draaistok kantel je de lamellen. Bij monocommando doe je beide met één stang.",
    values: wood
      ? [{ name: "Koord en draaistok" }, { name: "Koord en kantelkoord" }]
      : [
          { name: "Koord en draaistok" },
          { name: "Monocommando met bedieningsstang", surcharge: { kind: "fixed", cents: 1995 } },
        ],
    defaultName: "Koord en draaistok",
  });
  const side = sideOption(
    b,
    "Bedieningszijde",
    "Aan deze kant zitten het koord en de draaistok, gezien vanuit de kamer.",
  );
  const guides = clamp
    ? b.select({
        name: "Geleidedraden",
        tooltip:
          "Geleidedraden houden de onderlat op zijn plaats als je het raam kiept, zodat de jaloezie niet klappert.",
        values: [
          { name: "Zonder geleidedraden" },
          { name: "Met geleidedraden", surcharge: { kind: "fixed", cents: 995 } },
        ],
        defaultName: "Zonder geleidedraden",
      })
    : undefined;

  let mountGroup: GroupDef;
  if (clamp) {
    const sash = b.numberMm({
      name: "Dikte raamvleugel",
      min: 55,
      max: 85,
      required: true,
      width: "half",
      tooltip:
        "Meet de dikte van het draaiende deel van het raam, van binnen naar buiten. De klemsteunen passen op vleugels van 55 tot 85 mm.",
    });
    const clampColour = b.colors({
      name: "Kleur klemsteunen",
      values: profileColours.filter((c) => c.name !== "Zilver geanodiseerd"),
      defaultName: "Wit",
    });
    mountGroup = b.group(
      "Montage",
      [sash, clampColour],
      "De klemsteunen haak je over de bovenkant van de raamvleugel. Boren is niet nodig.",
    );
  } else {
    const mount = mountOption(b, noun, true);
    mountGroup = b.group("Montage", [mount, revealDepthOption(b, mount, wood ? 60 : 40)]);
  }

  const groups = [
    b.group("Afmetingen", [width, height, roomOption(b)], "Vul alle maten in centimeters in."),
    b.group("Lamellen en kleur", [fabric, ladder, tapeColour]),
    b.group("Bediening", [operation, side, guides]),
    mountGroup,
    b.group("Extra's", [careProducts(b, clamp ? 0 : 4)]),
  ];
  return b.finish(groups, pricing, 5);
}
