// Production rules of the outdoor kinds (screens, awnings, roller shutters, insect screens, terrace roofs), in mm
// with the reason beside every step. The shop's settings, started from the trade's usual values (docs/production.md).
import type { ProductionCondition, ProductionRules } from "../../domain/production/types.ts";

const inDeDag: ProductionCondition = { option: "Montage", is: "In de dag" };

export const screen: ProductionRules = {
  kind: "screen",
  heightOption: "Hoogte",
  measures: [
    {
      id: "kastbreedte",
      label: "Kastbreedte",
      unit: "mm",
      from: "width",
      steps: [{ add: -6, reason: "speling in de dag, 3 mm per kant", when: [inDeDag] }],
    },
    {
      id: "buislengte",
      label: "Buislengte",
      unit: "mm",
      from: { measure: "kastbreedte" },
      steps: [{ add: -50, reason: "zijkappen met lager 2 × 25 mm" }],
    },
    {
      id: "doekbreedte",
      label: "Doekbreedte",
      unit: "mm",
      from: { measure: "kastbreedte" },
      steps: [
        { add: -110, reason: "geleiders 2 × 55 mm" },
        { add: 40, reason: "rits 2 × 20 mm diep in de geleider" },
      ],
    },
    {
      id: "onderlat",
      label: "Onderlatlengte",
      unit: "mm",
      from: { measure: "kastbreedte" },
      steps: [
        { add: -110, reason: "geleiders 2 × 55 mm" },
        { add: 30, reason: "onderlat 15 mm in elke geleider" },
      ],
    },
    {
      id: "geleider",
      label: "Geleiderlengte (2×)",
      unit: "mm",
      from: "height",
      steps: [{ add: -100, reason: "de kast van 100 mm staat op de geleiders" }],
    },
    {
      id: "doeklengte",
      label: "Doeklengte",
      unit: "mm",
      from: "height",
      steps: [
        { add: -100, reason: "kast" },
        { add: 200, reason: "blijft om de buis gewikkeld" },
        { add: 50, reason: "zak voor de onderlat" },
      ],
    },
    {
      id: "rits",
      label: "Ritslengte (2×)",
      unit: "mm",
      from: { measure: "geleider" },
      steps: [{ add: 200, reason: "de rits loopt 200 mm de kast in" }],
    },
  ],
  // The zip is welded along the fabric's length: turned, it would sit on the wrong edges.
  fabric: { width: "doekbreedte", drop: "doeklengte", turnable: false },
  copy: [
    "Doek en kleur",
    "Bediening",
    "Bedieningszijde",
    "Lengte slingerstang",
    "Plaats zonnepaneel",
    "Montage",
    "Kleur kast en geleiders",
  ],
};

export const knikarmscherm: ProductionRules = {
  kind: "knikarmscherm",
  heightOption: "Uitval",
  measures: [
    {
      id: "buislengte",
      label: "Buislengte",
      unit: "mm",
      from: "width",
      steps: [{ add: -100, reason: "zijsteunen van de doekrol 2 × 50 mm" }],
    },
    {
      id: "doekbreedte",
      label: "Doekbreedte",
      unit: "mm",
      from: { measure: "buislengte" },
      steps: [{ add: -20, reason: "10 mm vrij aan elk buiseinde" }],
    },
    {
      id: "voorlijst",
      label: "Voorlijstlengte",
      unit: "mm",
      from: "width",
      steps: [{ add: -20, reason: "eindkappen van de voorlijst 2 × 10 mm" }],
    },
    {
      id: "doeklengte",
      label: "Doeklengte",
      unit: "mm",
      from: "height",
      steps: [
        { add: 300, reason: "omslag om de doekrol" },
        { add: 100, reason: "pees in de voorlijst" },
      ],
    },
    {
      id: "armlengte",
      label: "Armlengte",
      unit: "mm",
      from: "height",
      steps: [
        { add: -150, reason: "de arm haakt 150 mm achter de voorkant van de voorlijst in" },
        { ceilTo: 250, reason: "knikarmen zijn per 250 mm leverbaar" },
      ],
    },
    {
      id: "armen",
      label: "Aantal armen",
      unit: "stuks",
      from: "width",
      steps: [
        { divideBy: 3500, round: "up", reason: "een armpaar per 3,5 m breedte" },
        { times: 2, per: 1, reason: "armen per paar" },
      ],
    },
    {
      id: "volant",
      label: "Volantlengte",
      unit: "mm",
      from: { measure: "doekbreedte" },
      when: [{ option: "Volant", oneOf: ["Recht volant", "Golvend volant"] }],
      steps: [{ add: 40, reason: "zomen 2 × 20 mm" }],
    },
  ],
  fabric: { width: "doekbreedte", drop: "doeklengte", turnable: false },
  copy: [
    "Doek en kleur",
    "Volant",
    "Bediening",
    "Motorzijde",
    "Zijde slingerstang",
    "Lengte slingerstang",
    "Sensoren",
    "Montage",
    "Kleur frame",
  ],
};

export const rolluik: ProductionRules = {
  kind: "rolluik",
  heightOption: "Hoogte",
  measures: [
    {
      id: "kastbreedte",
      label: "Kastbreedte",
      unit: "mm",
      from: "width",
      steps: [{ add: -6, reason: "speling in de dag, 3 mm per kant", when: [inDeDag] }],
    },
    {
      id: "geleider",
      label: "Geleiderlengte (2×)",
      unit: "mm",
      from: "height",
      steps: [
        { add: -137, reason: "kast 137 mm", when: [{ option: "Kastmaat", includes: "137 mm" }] },
        { add: -165, reason: "kast 165 mm", when: [{ option: "Kastmaat", includes: "165 mm" }] },
      ],
    },
    {
      id: "lamellengte",
      label: "Lamellengte",
      unit: "mm",
      from: { measure: "kastbreedte" },
      steps: [
        { add: -106, reason: "geleiders 2 × 53 mm" },
        { add: 36, reason: "lamellen 2 × 18 mm in de geleiders" },
        { add: -4, reason: "speling in de geleiders 2 × 2 mm" },
      ],
    },
    {
      id: "lamellen",
      label: "Aantal lamellen",
      unit: "stuks",
      from: { measure: "geleider" },
      steps: [
        { add: 150, reason: "het pantser blijft 150 mm om de as" },
        { divideBy: 37, round: "up", reason: "dekhoogte van een aluminium lamel 37 mm" },
      ],
    },
    {
      id: "as",
      label: "Aslengte",
      unit: "mm",
      from: { measure: "kastbreedte" },
      steps: [{ add: -40, reason: "zijdeksels en lager 2 × 20 mm" }],
    },
    {
      id: "lint",
      label: "Lintlengte",
      unit: "mm",
      from: "height",
      when: [{ option: "Bediening", is: "Lintoproller" }],
      steps: [
        { times: 2, per: 1, reason: "het lint windt op de poelie zo lang als het pantser twee keer" },
        { add: 300, reason: "naar de oproller en de bevestiging" },
      ],
    },
  ],
  copy: [
    "Kleur lamellen",
    "Kleur kast en geleiders",
    "Kastmaat",
    "Bediening",
    "Bedieningszijde",
    "Motorzijde",
    "Zijde zonnepaneel",
    "Montage",
  ],
};

const rolhor: ProductionCondition = { option: "Montage", set: true };
const inzethor: ProductionCondition = { option: "Bevestiging", set: true };

export const hor: ProductionRules = {
  kind: "hor",
  heightOption: "Hoogte",
  measures: [
    {
      id: "cassette",
      label: "Cassettelengte",
      unit: "mm",
      from: "width",
      when: [rolhor],
      steps: [{ add: -4, reason: "speling in de dag, 2 mm per kant", when: [inDeDag] }],
    },
    {
      id: "geleider",
      label: "Geleiderlengte (2×)",
      unit: "mm",
      from: "height",
      when: [rolhor],
      steps: [
        { add: -4, reason: "speling in de dag, 2 mm boven en onder", when: [inDeDag] },
        { add: -45, reason: "de cassette van 45 mm staat op de geleiders" },
      ],
    },
    {
      id: "liggers",
      label: "Liggers (2×, verstek)",
      unit: "mm",
      from: "width",
      when: [inzethor],
      steps: [{ add: -4, reason: "speling in de sponning, 2 mm per kant" }],
    },
    {
      id: "staanders",
      label: "Staanders (2×, verstek)",
      unit: "mm",
      from: "height",
      when: [inzethor],
      steps: [{ add: -4, reason: "speling in de sponning, 2 mm boven en onder" }],
    },
    {
      id: "gaasbreedte",
      label: "Gaasbreedte",
      unit: "mm",
      from: "width",
      steps: [
        {
          add: -4,
          reason: "speling, 2 mm per kant",
          when: [{ not: { option: "Montage", includes: "Op de dag" } }],
        },
        { add: -40, reason: "eindkappen; het gaas loopt 20 mm in elke geleider", when: [rolhor] },
        { add: -50, reason: "profielen 2 × 25 mm", when: [inzethor] },
        { add: 30, reason: "gaas 15 mm onder de spie aan elke kant", when: [inzethor] },
      ],
    },
    {
      id: "gaaslengte",
      label: "Gaaslengte",
      unit: "mm",
      from: "height",
      steps: [
        {
          add: -4,
          reason: "speling, 2 mm boven en onder",
          when: [{ not: { option: "Montage", includes: "Op de dag" } }],
        },
        { add: -45, reason: "cassette", when: [rolhor] },
        { add: 150, reason: "blijft om de veerrol gewikkeld", when: [rolhor] },
        { add: -50, reason: "profielen 2 × 25 mm", when: [inzethor] },
        { add: 30, reason: "gaas 15 mm onder de spie aan elke kant", when: [inzethor] },
      ],
    },
    {
      id: "onderlat",
      label: "Onderlatlengte",
      unit: "mm",
      from: { measure: "cassette" },
      when: [rolhor],
      steps: [{ add: -8, reason: "loopt 2 × 4 mm vrij in de geleiders" }],
    },
  ],
  fabric: { width: "gaasbreedte", drop: "gaaslengte", turnable: true },
  copy: ["Gaas", "Kleur profielen", "Montage", "Afdichting geleiders", "Bevestiging", "Diepte sponning"],
};

const pleatedDoor: ProductionCondition = { option: "Uitvoering", set: true };
const hingedDoor: ProductionCondition = { option: "Scharnierzijde", set: true };
const doubleDoor: ProductionCondition = { option: "Uitvoering", includes: "Dubbele deur" };

export const hordeur: ProductionRules = {
  kind: "hordeur",
  heightOption: "Hoogte",
  measures: [
    {
      id: "rails",
      label: "Boven- en onderrail",
      unit: "mm",
      from: "width",
      steps: [{ add: -4, reason: "speling in de dag, 2 mm per kant", when: [inDeDag] }],
    },
    {
      id: "zijprofielen",
      label: "Zijprofielen (2×)",
      unit: "mm",
      from: "height",
      steps: [{ add: -4, reason: "speling in de dag, 2 mm boven en onder", when: [inDeDag] }],
    },
    {
      id: "deurbreedte",
      label: "Deurbreedte",
      unit: "mm",
      from: { measure: "rails" },
      when: [hingedDoor],
      steps: [
        { add: -50, reason: "kozijnprofiel 2 × 25 mm" },
        { add: -6, reason: "speling rond de deur 2 × 3 mm" },
      ],
    },
    {
      id: "deurhoogte",
      label: "Deurhoogte",
      unit: "mm",
      from: { measure: "zijprofielen" },
      when: [hingedDoor],
      steps: [
        { add: -25, reason: "bovenkader" },
        { add: -6, reason: "speling boven en onder 2 × 3 mm" },
      ],
    },
    {
      id: "gaasbreedte",
      label: "Gaasbreedte",
      unit: "mm",
      from: "width",
      steps: [
        { add: -4, reason: "speling in de dag, 2 mm per kant", when: [inDeDag] },
        { add: -60, reason: "zijprofielen 2 × 30 mm", when: [pleatedDoor] },
        { divideBy: 2, round: "down", reason: "twee deuren", when: [doubleDoor] },
        { add: -50, reason: "kozijnprofiel 2 × 25 mm", when: [hingedDoor] },
        { add: -6, reason: "speling rond de deur 2 × 3 mm", when: [hingedDoor] },
        {
          add: -60,
          reason: "deurstijlen 2 × 30 mm, gaas 15 mm onder de spie aan elke kant",
          when: [hingedDoor],
        },
      ],
    },
    {
      id: "gaaslengte",
      label: "Gaaslengte",
      unit: "mm",
      from: "height",
      steps: [
        { add: -4, reason: "speling in de dag, 2 mm boven en onder", when: [inDeDag] },
        { add: -50, reason: "boven- en onderrail 2 × 25 mm", when: [pleatedDoor] },
        { add: -31, reason: "bovenkader 25 mm en speling 2 × 3 mm", when: [hingedDoor] },
        { add: -90, reason: "boven- en onderregel van de deur, gaas onder de spie", when: [hingedDoor] },
      ],
    },
    {
      id: "plooien",
      label: "Aantal plooien",
      unit: "stuks",
      from: { measure: "gaasbreedte" },
      when: [pleatedDoor],
      steps: [{ divideBy: 20, round: "up", reason: "plooi van het plisségaas 20 mm" }],
    },
  ],
  fabric: { width: "gaasbreedte", drop: "gaaslengte", turnable: true },
  copy: [
    "Gaas",
    "Kleur profielen",
    "Uitvoering",
    "Openingszijde",
    "Scharnierzijde",
    "Sluiting",
    "Dorpel",
    "Montage",
  ],
};

const sheets: ProductionCondition = { option: "Dakbedekking", set: true };
const louvred: ProductionCondition = { option: "Dakbedekking", set: false };

export const terrasoverkapping: ProductionRules = {
  kind: "terrasoverkapping",
  heightOption: "Diepte",
  measures: [
    { id: "goot", label: "Gootlengte", unit: "mm", from: "width", steps: [] },
    {
      id: "muurprofiel",
      label: "Muurprofiel",
      unit: "mm",
      from: "width",
      when: [{ option: "Montage", is: "Aan de gevel" }],
      steps: [{ add: -20, reason: "eindkappen van de goot steken 2 × 10 mm voorbij" }],
    },
    {
      id: "liggers",
      label: "Aantal liggers",
      unit: "stuks",
      from: "width",
      steps: [
        { add: -110, reason: "zijliggers 2 × 55 mm", when: [sheets] },
        {
          divideBy: 990,
          round: "up",
          reason: "hart op hart hoogstens 990 mm voor platen van 980 mm",
          when: [sheets],
        },
        { divideBy: 4000, round: "up", reason: "een tussenbalk per 4 m", when: [louvred] },
        { add: 1, reason: "een ligger aan elk einde" },
      ],
    },
    {
      id: "liggerlengte",
      label: "Liggerlengte",
      unit: "mm",
      from: "height",
      steps: [
        { add: -120, reason: "goot 120 mm diep" },
        { add: 50, reason: "oplegging in het muurprofiel" },
      ],
    },
    {
      id: "platen",
      label: "Aantal dakplaten",
      unit: "stuks",
      from: { measure: "liggers" },
      when: [sheets],
      steps: [{ add: -1, reason: "een plaat tussen elk paar liggers" }],
    },
    {
      id: "plaatlengte",
      label: "Plaatlengte",
      unit: "mm",
      from: { measure: "liggerlengte" },
      when: [sheets],
      steps: [{ add: -30, reason: "afdichtprofiel aan de muurzijde" }],
    },
    {
      id: "lamellen",
      label: "Aantal daklamellen",
      unit: "stuks",
      from: "height",
      when: [louvred],
      steps: [
        { add: -200, reason: "voor- en achterbalk 2 × 100 mm" },
        { divideBy: 200, round: "up", reason: "steek van de daklamellen 200 mm" },
      ],
    },
    {
      id: "lamellengte",
      label: "Daklamellengte",
      unit: "mm",
      from: "width",
      when: [louvred],
      steps: [{ add: -160, reason: "zijbalken 2 × 80 mm" }],
    },
    {
      id: "staanders",
      label: "Aantal staanders",
      unit: "stuks",
      from: "width",
      steps: [
        { divideBy: 3500, round: "up", reason: "een veld van hoogstens 3,5 m tussen twee staanders" },
        { add: 1, reason: "een staander aan elk einde" },
        {
          times: 2,
          per: 1,
          reason: "vrijstaand: ook een rij aan de achterkant",
          when: [{ option: "Montage", includes: "Vrijstaand" }],
        },
      ],
    },
    {
      id: "staanderlengte",
      label: "Staanderlengte",
      unit: "mm",
      from: { optionCm: "Doorloophoogte voorzijde" },
      steps: [{ add: 100, reason: "de staander steekt 100 mm in de goot" }],
    },
  ],
  copy: [
    "Kleur constructie",
    "Lakafwerking",
    "RAL-kleurnummer",
    "Dakbedekking",
    "Bediening",
    "Zijwanden",
    "Verlichting",
    "Montage",
    "Ondergrond staanders",
  ],
};
