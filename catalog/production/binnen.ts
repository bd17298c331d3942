// Production rules of the indoor kinds (window coverings and curtains), in mm with the reason beside every step.
// Values are the shop's settings, started from the trade's usual deductions ('gangbare waarde', docs/production.md).
import type { ProductionCondition, ProductionRules } from "../../domain/production/types.ts";

const inDeDag: ProductionCondition = { option: "Montage", is: "In de dag" };
const chain: ProductionCondition = { option: "Bediening", includes: "ketting" };
const noMotor: ProductionCondition = { not: { option: "Bediening", includes: "motor" } };

export const rolgordijn: ProductionRules = {
  kind: "rolgordijn",
  heightOption: "Hoogte",
  measures: [
    {
      id: "buislengte",
      label: "Buislengte",
      unit: "mm",
      from: "width",
      steps: [
        { add: -5, reason: "speling in de dag", when: [inDeDag] },
        { add: -31, reason: "kettingwerk 20 mm en eindsteun 11 mm", when: [chain] },
        {
          add: -24,
          reason: "veermechanisme 13 mm en eindsteun 11 mm",
          when: [{ option: "Bediening", is: "Veer" }],
        },
        {
          add: -38,
          reason: "motorkop 27 mm en eindsteun 11 mm",
          when: [{ option: "Bediening", includes: "motor" }],
        },
        {
          add: -8,
          reason: "zijkappen van de cassette 2 × 4 mm",
          when: [{ option: "Cassette", is: "Met cassette" }],
        },
      ],
    },
    {
      id: "doekbreedte",
      label: "Doekbreedte",
      unit: "mm",
      from: { measure: "buislengte" },
      steps: [{ add: -4, reason: "2 mm vrij aan elk buiseinde, zodat het doek niet aanloopt" }],
    },
    {
      id: "onderlat",
      label: "Onderlatlengte",
      unit: "mm",
      from: { measure: "doekbreedte" },
      steps: [{ add: -2, reason: "eindkapjes van de onderlat blijven binnen het doek" }],
    },
    {
      id: "doeklengte",
      label: "Doeklengte",
      unit: "mm",
      from: "height",
      steps: [
        { add: 150, reason: "blijft om de buis gewikkeld als het doek helemaal uitrolt" },
        { add: 60, reason: "tunnel voor de onderlat" },
      ],
    },
    {
      id: "ketting",
      label: "Kettinglengte",
      unit: "mm",
      from: "height",
      when: [chain],
      steps: [
        { times: 4, per: 3, reason: "lus van twee strengen tot twee derde van de hoogte" },
        { atLeast: 1000, reason: "kortste kindveilige kettinglus" },
      ],
    },
  ],
  fabric: { width: "doekbreedte", drop: "doeklengte", turnable: true },
  copy: [
    "Stof en kleur",
    "Bediening",
    "Bedieningszijde",
    "Motorzijde",
    "Montage",
    "Cassette",
    "Onderlat",
    "Profielkleur",
  ],
};

export const duoRolgordijn: ProductionRules = {
  kind: "duo-rolgordijn",
  heightOption: "Hoogte",
  measures: [
    {
      id: "buislengte",
      label: "Buislengte",
      unit: "mm",
      from: "width",
      steps: [
        { add: -5, reason: "speling in de dag", when: [inDeDag] },
        { add: -36, reason: "zijkappen van de cassette 2 × 6 mm en kettingwerk 24 mm" },
      ],
    },
    {
      id: "doekbreedte",
      label: "Doekbreedte",
      unit: "mm",
      from: { measure: "buislengte" },
      steps: [{ add: -4, reason: "2 mm vrij aan elk buiseinde, zodat het doek niet aanloopt" }],
    },
    {
      id: "doeklengte",
      label: "Doeklengte",
      unit: "mm",
      from: "height",
      steps: [
        { add: -80, reason: "de cassette van 80 mm telt mee in de hoogte" },
        { times: 2, per: 1, reason: "het doek loopt voor en achter langs de onderlat" },
        { add: 150, reason: "blijft om de buis gewikkeld" },
      ],
    },
    {
      id: "ketting",
      label: "Kettinglengte",
      unit: "mm",
      from: "height",
      steps: [
        { times: 4, per: 3, reason: "lus van twee strengen tot twee derde van de hoogte" },
        { atLeast: 1000, reason: "kortste kindveilige kettinglus" },
      ],
    },
  ],
  // Open and closed bands run across: turned they would run up and down.
  fabric: { width: "doekbreedte", drop: "doeklengte", turnable: false },
  copy: ["Stof en kleur", "Kettingkleur", "Kettingzijde", "Montage", "Cassette"],
};

const plisseInDeDag: ProductionCondition = {
  option: "Montage",
  oneOf: ["In de dag", "Klemsteunen op het glaslatje"],
};

export const plisse: ProductionRules = {
  kind: "plisse",
  heightOption: "Hoogte",
  measures: [
    {
      id: "profiellengte",
      label: "Profiellengte",
      unit: "mm",
      from: "width",
      steps: [{ add: -4, reason: "speling in de dag, 2 mm per kant", when: [plisseInDeDag] }],
    },
    {
      id: "doekbreedte",
      label: "Doekbreedte",
      unit: "mm",
      from: { measure: "profiellengte" },
      steps: [{ add: -6, reason: "het doek valt 3 mm binnen elke eindkap" }],
    },
    {
      id: "doekhoogte",
      label: "Doekhoogte",
      unit: "mm",
      from: "height",
      steps: [
        { add: -4, reason: "speling in de dag, 2 mm boven en onder", when: [plisseInDeDag] },
        { add: -44, reason: "boven- en onderprofiel 2 × 22 mm" },
      ],
    },
    {
      id: "plooien",
      label: "Aantal plooien",
      unit: "stuks",
      from: { measure: "doekhoogte" },
      steps: [
        {
          divideBy: 25,
          round: "up",
          reason: "celhoogte honeycomb 25 mm",
          when: [{ collection: ["plisse-honeycomb"] }],
        },
        {
          divideBy: 20,
          round: "up",
          reason: "plooihoogte 20 mm",
          when: [{ not: { collection: ["plisse-honeycomb"] } }],
        },
      ],
    },
    {
      id: "doeklengte",
      label: "Doeklengte",
      unit: "mm",
      from: { measure: "doekhoogte" },
      steps: [{ add: 40, reason: "een plooi extra om boven en onder af te werken" }],
    },
    {
      id: "koorden",
      label: "Aantal koorden",
      unit: "stuks",
      from: { measure: "profiellengte" },
      steps: [
        { divideBy: 500, round: "up", reason: "een koord per 50 cm breedte" },
        { add: 1, reason: "een koord aan elke rand" },
      ],
    },
    {
      id: "koordlengte",
      label: "Koordlengte per koord",
      unit: "mm",
      from: "height",
      steps: [
        { times: 2, per: 1, reason: "het koord loopt heen en terug door het doek" },
        { add: 300, reason: "knopen en koordspanners" },
      ],
    },
  ],
  fabric: { width: "doekbreedte", drop: "doeklengte", turnable: false },
  copy: [
    "Stof en kleur",
    "Bovenste doek (lichtdoorlatend)",
    "Onderste doek (verduisterend)",
    "Bediening",
    "Montage",
    "Profielkleur",
  ],
};

const wood: ProductionCondition = { collection: ["hout-50-mm"] };
const notWood: ProductionCondition = { not: wood };

export const jaloezie: ProductionRules = {
  kind: "jaloezie",
  heightOption: "Hoogte",
  measures: [
    {
      id: "bovenbak",
      label: "Bovenbaklengte",
      unit: "mm",
      from: "width",
      steps: [{ add: -5, reason: "speling in de dag", when: [inDeDag] }],
    },
    {
      id: "lamellengte",
      label: "Lamellengte",
      unit: "mm",
      from: { measure: "bovenbak" },
      steps: [{ add: -8, reason: "4 mm vrij aan elke kant" }],
    },
    {
      id: "lamellen",
      label: "Aantal lamellen",
      unit: "stuks",
      from: "height",
      steps: [
        { add: -25, reason: "bovenbak 25 mm", when: [notWood] },
        { add: -20, reason: "onderlat 20 mm", when: [notWood] },
        { divideBy: 21, round: "up", reason: "steek van 25 mm-lamellen: 21 mm", when: [notWood] },
        { add: -60, reason: "bovenbak 60 mm", when: [wood] },
        { add: -50, reason: "onderlat 50 mm", when: [wood] },
        { divideBy: 42, round: "up", reason: "steek van 50 mm-lamellen: 42 mm", when: [wood] },
      ],
    },
    {
      id: "ladders",
      label: "Aantal ladders",
      unit: "stuks",
      from: { measure: "lamellengte" },
      steps: [
        { divideBy: 600, round: "up", reason: "een ladder per 60 cm" },
        { add: 1, reason: "een ladder aan elk einde" },
      ],
    },
    {
      id: "ladderlengte",
      label: "Ladderlengte per ladder",
      unit: "mm",
      from: "height",
      steps: [{ add: 150, reason: "bevestiging in de bovenbak en de onderlat" }],
    },
    {
      id: "optrekkoord",
      label: "Optrekkoord per ladder",
      unit: "mm",
      from: "height",
      steps: [
        { times: 5, per: 3, reason: "omhoog door de lamellen en terug tot twee derde van de hoogte" },
        { add: 300, reason: "door de bovenbak naar de bedieningszijde" },
      ],
    },
  ],
  copy: [
    "Lamelkleur",
    "Bediening",
    "Bedieningszijde",
    "Ladder",
    "Kleur ladderband",
    "Montage",
    "Dikte raamvleugel",
  ],
};

export const vouwgordijn: ProductionRules = {
  kind: "vouwgordijn",
  heightOption: "Hoogte",
  measures: [
    {
      id: "rail",
      label: "Raillengte",
      unit: "mm",
      from: "width",
      steps: [{ add: -5, reason: "speling in de dag", when: [inDeDag] }],
    },
    {
      id: "doekbreedte",
      label: "Doekbreedte (snijmaat)",
      unit: "mm",
      from: { measure: "rail" },
      steps: [{ add: 80, reason: "zijzomen 2 × 40 mm ingeslagen" }],
    },
    {
      id: "doeklengte",
      label: "Doeklengte (snijmaat)",
      unit: "mm",
      from: "height",
      steps: [
        { add: 30, reason: "klittenband aan de rail" },
        { add: 70, reason: "onderzoom om de onderlat" },
        {
          times: 3,
          per: 2,
          reason: "cascadeplooien vallen over elkaar",
          when: [{ option: "Plooivorm", is: "Cascadeplooien" }],
        },
      ],
    },
    {
      id: "baleinen",
      label: "Aantal baleinen",
      unit: "stuks",
      from: "height",
      steps: [
        { divideBy: 300, round: "down", reason: "een balein per 30 cm vouwhoogte" },
        { atLeast: 2, reason: "minstens twee vouwen" },
      ],
    },
    {
      id: "baleinlengte",
      label: "Baleinlengte",
      unit: "mm",
      from: { measure: "rail" },
      steps: [{ add: -20, reason: "10 mm binnen elke zijzoom" }],
    },
    {
      id: "ketting",
      label: "Kettinglengte",
      unit: "mm",
      from: "height",
      when: [noMotor],
      steps: [
        { times: 4, per: 3, reason: "lus van twee strengen tot twee derde van de hoogte" },
        { atLeast: 1000, reason: "kortste kindveilige kettinglus" },
      ],
    },
  ],
  fabric: { width: "doekbreedte", drop: "doeklengte", turnable: true },
  copy: [
    "Stof en kleur",
    "Voering",
    "Plooivorm",
    "Bediening",
    "Bedieningszijde",
    "Kettingkleur",
    "Kettingzijde",
    "Montage",
  ],
};

export const lamellen: ProductionRules = {
  kind: "lamellen",
  heightOption: "Hoogte",
  measures: [
    {
      id: "rail",
      label: "Raillengte",
      unit: "mm",
      from: "width",
      steps: [
        {
          add: -10,
          reason: "speling tussen de muren bij plafondmontage",
          when: [{ option: "Montage", is: "Tegen het plafond" }],
        },
      ],
    },
    {
      id: "lamellen",
      label: "Aantal lamellen",
      unit: "stuks",
      from: { measure: "rail" },
      steps: [
        { divideBy: 80, round: "up", reason: "steek 80 mm: lamellen van 89 mm overlappen 9 mm" },
        { add: 1, reason: "een lamel extra om de rand te dekken" },
        {
          even: true,
          reason: "gesplitst pakket: even veel links als rechts",
          when: [{ option: "Pakketrichting", includes: "gesplitst" }],
        },
      ],
    },
    {
      id: "lamellengte",
      label: "Lamellengte",
      unit: "mm",
      from: "height",
      steps: [
        { add: -20, reason: "rail en loopwagen" },
        { add: -10, reason: "vrij van de vloer of de vensterbank" },
      ],
    },
    {
      id: "ketting",
      label: "Lengte ketting en koord",
      unit: "mm",
      from: "height",
      when: [chain],
      steps: [{ times: 2, per: 3, reason: "hangt tot twee derde van de hoogte" }],
    },
  ],
  copy: ["Lamellen en kleur", "Bediening", "Bedieningszijde", "Pakketrichting", "Montage", "Kleur rail"],
};

const lFrame: ProductionCondition = { option: "Montage", includes: "L-kader" };
const zFrame: ProductionCondition = { option: "Montage", includes: "Z-kader" };
const louvre = (mm: number): ProductionCondition => ({ option: "Lamelbreedte", is: `${mm} mm` });

export const shutter: ProductionRules = {
  kind: "shutter",
  heightOption: "Hoogte",
  measures: [
    {
      id: "kaderbreedte",
      label: "Kaderbreedte",
      unit: "mm",
      from: "width",
      steps: [{ add: -6, reason: "speling in de dag, 3 mm per kant", when: [lFrame] }],
    },
    {
      id: "kaderhoogte",
      label: "Kaderhoogte",
      unit: "mm",
      from: "height",
      steps: [{ add: -6, reason: "speling in de dag, 3 mm boven en onder", when: [lFrame] }],
    },
    {
      id: "paneelbreedte",
      label: "Paneelbreedte",
      unit: "mm",
      from: { measure: "kaderbreedte" },
      steps: [
        { add: -50, reason: "L-kader 2 × 25 mm", when: [lFrame] },
        { add: -80, reason: "Z-kader 2 × 40 mm", when: [zFrame] },
        { divideBy: { option: "Aantal panelen" }, round: "down", reason: "aantal panelen" },
        { add: -3, reason: "speling per paneel voor scharnier en sluitnaad" },
      ],
    },
    {
      id: "paneelhoogte",
      label: "Paneelhoogte",
      unit: "mm",
      from: { measure: "kaderhoogte" },
      steps: [
        { add: -50, reason: "L-kader boven en onder 2 × 25 mm", when: [lFrame] },
        { add: -80, reason: "Z-kader boven en onder 2 × 40 mm", when: [zFrame] },
        { add: -6, reason: "speling boven en onder 2 × 3 mm" },
      ],
    },
    {
      id: "lamellen",
      label: "Aantal lamellen per paneel",
      unit: "stuks",
      from: { measure: "paneelhoogte" },
      steps: [
        { add: -140, reason: "boven- en onderregel 2 × 70 mm" },
        {
          add: -70,
          reason: "middenregel",
          when: [
            { option: "Middenregel", oneOf: ["Middenregel in het midden", "Middenregel op eigen hoogte"] },
          ],
        },
        { divideBy: 53, round: "down", reason: "steek van 63 mm-lamellen: 53 mm", when: [louvre(63)] },
        { divideBy: 66, round: "down", reason: "steek van 76 mm-lamellen: 66 mm", when: [louvre(76)] },
        { divideBy: 79, round: "down", reason: "steek van 89 mm-lamellen: 79 mm", when: [louvre(89)] },
        { divideBy: 104, round: "down", reason: "steek van 114 mm-lamellen: 104 mm", when: [louvre(114)] },
      ],
    },
    {
      id: "lamellengte",
      label: "Lamellengte",
      unit: "mm",
      from: { measure: "paneelbreedte" },
      steps: [
        { add: -90, reason: "stijlen van het paneel 2 × 45 mm" },
        { add: -4, reason: "speling 2 × 2 mm" },
      ],
    },
  ],
  copy: [
    "Kleur",
    "Lamelbreedte",
    "Aantal panelen",
    "Middenregel",
    "Hoogte middenregel",
    "Bediening",
    "Montage",
    "Diepte kozijn",
  ],
};

const twoCurtains: ProductionCondition = { option: "Verdeling", includes: "Twee gordijnen" };
const oneCurtain: ProductionCondition = { option: "Verdeling", includes: "Eén gordijn" };

export const gordijn: ProductionRules = {
  kind: "gordijn",
  heightOption: "Hoogte",
  measures: [
    {
      id: "rail",
      label: "Raillengte",
      unit: "mm",
      from: "width",
      when: [{ option: "Gordijnrail", set: true }, { not: { option: "Gordijnrail", includes: "Geen rail" } }],
      steps: [],
    },
    {
      id: "stofbreedte",
      label: "Stofbreedte afgewerkt",
      unit: "mm",
      from: "width",
      steps: [
        {
          times: 2,
          per: 1,
          reason: "plooifactor enkele plooi",
          when: [{ option: "Plooi", is: "Enkele plooi" }],
        },
        {
          times: 5,
          per: 2,
          reason: "plooifactor dubbele plooi",
          when: [{ option: "Plooi", is: "Dubbele plooi" }],
        },
        { times: 11, per: 5, reason: "plooifactor wave", when: [{ option: "Plooi", is: "Wave" }] },
      ],
    },
    {
      id: "doekbreedte",
      label: "Doekbreedte (snijmaat)",
      unit: "mm",
      from: { measure: "stofbreedte" },
      steps: [
        { add: 160, reason: "zijzomen 4 × 40 mm, twee gordijnen", when: [twoCurtains] },
        { add: 80, reason: "zijzomen 2 × 40 mm", when: [oneCurtain] },
      ],
    },
    {
      id: "hoogte",
      label: "Hoogte afgewerkt",
      unit: "mm",
      from: "height",
      steps: [{ add: -15, reason: "vrij van de vloer" }],
    },
    {
      id: "doeklengte",
      label: "Doeklengte (snijmaat)",
      unit: "mm",
      from: { measure: "hoogte" },
      steps: [
        { add: 60, reason: "plooiband aan de bovenkant" },
        {
          add: 100,
          reason: "blinde zoom 2 × 50 mm dubbel ingeslagen",
          when: [{ option: "Afwerking onderkant", is: "Blinde zoom" }],
        },
        {
          add: 30,
          reason: "zoom om de loodveter",
          when: [{ option: "Afwerking onderkant", includes: "loodveter" }],
        },
      ],
    },
    {
      id: "runners",
      label: "Aantal runners",
      unit: "stuks",
      from: "width",
      steps: [
        { divideBy: 100, round: "up", reason: "een runner per 10 cm rail" },
        { add: 2, reason: "een eindrunner per gordijn", when: [twoCurtains] },
        { add: 1, reason: "een eindrunner", when: [oneCurtain] },
      ],
    },
  ],
  fabric: { width: "doekbreedte", drop: "doeklengte", turnable: true },
  copy: [
    "Stof en kleur",
    "Voering",
    "Stofbehandeling",
    "Plooi",
    "Verdeling",
    "Afwerking onderkant",
    "Montage",
    "Bediening",
    "Gordijnrail",
  ],
};
