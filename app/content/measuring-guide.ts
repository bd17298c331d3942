// The words of /meetinstructies: per guide section (domain/measuring.ts) its heading, what to watch for and
// the steps per way of hanging. The drawings come from /media/meetinstructies/<guide>-<mounting>.svg.
import type { Mounting } from "../../domain/measuring";

export interface GuideText {
  title: string;
  intro: string;
  steps: Partial<Record<Mounting, string[]>>;
  tip?: string;
}

export const mountingTitles: Record<Mounting, string> = {
  "in-de-dag": "In de dag",
  "op-de-dag": "Op de dag (op het kozijn of de muur)",
  "op-de-gevel": "Op de gevel",
};

/** Said once at the top: the common steps for every product. */
export const generalSteps = [
  "Gebruik een stalen rolmaat, geen meetlint van stof: dat rekt.",
  "Meet tot op de millimeter en rond niet af; wij rekenen de speling zelf uit. De configurator vraagt centimeters: 1205 mm vul je in als 120,5.",
  "Meet elk raam apart, ook als ze even groot lijken: oude kozijnen zijn zelden precies gelijk.",
  "Let op klinken, raamuitzetters en vensterbanken die in de weg zitten.",
  "Noteer per raam de breedte eerst en dan de hoogte, zoals de configurator ze vraagt.",
];

export const guideTexts: Record<string, GuideText> = {
  rolgordijn: {
    title: "Rolgordijnen en duo-rolgordijnen",
    intro:
      "Een rolgordijn hangt strak in de dag of ruim op de dag. In de dag heb je een diepte van minimaal 5 cm nodig voor de cassette of de steunen.",
    steps: {
      "in-de-dag": [
        "Meet de breedte tussen de zijkanten van de dag bovenin, in het midden en onderin. Geef de kleinste maat door.",
        "Meet de hoogte van de bovenkant van de dag tot de vensterbank, links, in het midden en rechts. Geef de kleinste maat door.",
        "Wij trekken aan beide kanten een paar millimeter af, zodat het rolgordijn vrij kan lopen.",
      ],
      "op-de-dag": [
        "Meet de breedte van de opening en tel er aan beide kanten minimaal 5 cm bij op, zodat er geen licht langs valt.",
        "Meet de hoogte van de plek van de steunen (ongeveer 5 tot 10 cm boven de opening) tot 5 cm onder de vensterbank, of tot de vensterbank als die uitsteekt.",
        "Geef deze totale maten door: dit is precies de maat van het rolgordijn.",
      ],
    },
    tip: "Een verduisterend rolgordijn verduistert op de dag het best, omdat het de opening overlapt.",
  },
  plisse: {
    title: "Plissés",
    intro:
      "Een plissé hangt meestal in de dag of direct op het glaslatje, zodat je ook een draai-kiepraam kunt openen. Klemsteunen gaan zonder boren op het kozijn.",
    steps: {
      "in-de-dag": [
        "Meet de breedte van de dag (of tussen de glaslatten) op drie hoogtes en geef de kleinste maat door.",
        "Meet de hoogte op drie plaatsen, van boven tot de onderkant van de dag of het glaslatje, en geef de kleinste maat door.",
        "Kies je klemsteunen? Meet dan de dikte van je raamprofiel; de configurator vraagt die.",
      ],
      "op-de-dag": [
        "Meet de breedte over het kozijn en tel er aan elke kant 3 tot 5 cm overlap bij op.",
        "Meet de hoogte van de plek van de bovenrail tot net onder de onderkant van de opening.",
      ],
    },
  },
  jaloezie: {
    title: "Jaloezieën",
    intro:
      "Houten en aluminium jaloezieën hebben een bovenbak van ongeveer 5 cm hoog en diep. Kijk of die in de dag past, of kies op de dag.",
    steps: {
      "in-de-dag": [
        "Meet de breedte tussen de zijkanten van de dag op drie hoogtes; de kleinste maat geldt.",
        "Meet de hoogte op drie plaatsen tot de vensterbank; de kleinste maat geldt.",
        "Houd ruimte vrij voor de draaistang en de koorden aan de bedieningskant.",
      ],
      "op-de-dag": [
        "Tel bij de breedte van de opening aan elke kant 5 cm op.",
        "Meet de hoogte van de bovenbak (5 tot 10 cm boven de opening) tot 5 cm onder de onderkant.",
        "Een pakket opgetrokken lamellen is 10 tot 20 cm hoog: hang de bovenbak hoog genoeg om je uitzicht vrij te houden.",
      ],
    },
  },
  vouwgordijn: {
    title: "Vouwgordijnen",
    intro:
      "Een vouwgordijn maken we in ons eigen atelier. Opgetrokken vormt de stof een pakket van 15 tot 25 cm; houd daar rekening mee boven het raam.",
    steps: {
      "in-de-dag": [
        "Meet de breedte van de dag op drie hoogtes en geef de kleinste maat door.",
        "Meet de hoogte van de bovenkant van de dag tot de vensterbank.",
      ],
      "op-de-dag": [
        "Tel bij de breedte van de opening aan elke kant 8 tot 10 cm op: een vouwgordijn oogt mooi als het ruim over de opening valt.",
        "Meet de hoogte van de rail (10 tot 15 cm boven de opening) tot 5 cm onder de onderkant.",
      ],
    },
  },
  lamellen: {
    title: "Verticale lamellen",
    intro:
      "Lamellen hangen aan een rail in de dag of aan het plafond of de muur. Ze passen ook voor grote pui's en schuifdeuren.",
    steps: {
      "in-de-dag": [
        "Meet de breedte tussen de zijkanten van de dag, bovenin en onderin; de kleinste maat geldt.",
        "Meet de hoogte van het plafond of de bovenkant van de dag tot de vloer of vensterbank, en trek er 1 cm af zodat de lamellen vrij hangen.",
      ],
      "op-de-dag": [
        "Tel bij de breedte van de opening aan elke kant 10 cm op, zodat de opgeschoven lamellen naast het raam hangen.",
        "Meet de hoogte van de plek van de rail tot waar de lamellen moeten eindigen.",
      ],
    },
  },
  gordijn: {
    title: "Gordijnen",
    intro:
      "Gordijnen hangen aan een rail of roede op de muur of aan het plafond, altijd over de opening heen.",
    steps: {
      "op-de-dag": [
        "Meet de lengte van je rail of roede: dat is de breedte die je doorgeeft. Wij rekenen de plooien zelf uit.",
        "Meet de hoogte van de onderkant van de rail tot 1 cm boven de vloer, of tot 1 cm onder de vensterbank voor een korte variant.",
        "Heb je nog geen rail? Laat hem dan aan elke kant 15 tot 20 cm voorbij de opening lopen, zodat de open gordijnen het glas vrijlaten.",
      ],
    },
  },
  shutter: {
    title: "Shutters",
    intro:
      "Shutters zijn houten panelen in een eigen frame. Ze komen het mooist uit in de dag, haaks en op maat.",
    steps: {
      "in-de-dag": [
        "Meet de breedte van de dag bovenin, in het midden en onderin, en de hoogte links, in het midden en rechts.",
        "Meet ook de diagonalen: verschillen ze meer dan 6 mm, dan is de dag niet haaks; bel ons dan even.",
        "Controleer de diepte: de lamellen draaien naar binnen en mogen niet tegen een klink komen.",
      ],
      "op-de-dag": [
        "Meet de buitenmaat van het kozijn waar het frame op komt, breedte en hoogte.",
        "Houd rekening met de vensterbank: het frame moet er vlak op of net boven kunnen staan.",
      ],
    },
  },
  hor: {
    title: "Horren en hordeuren",
    intro:
      "Inzethorren en plissé-horren zet je in de sponning of tegen het kozijn, meestal zonder boren. Een hordeur komt in de deuropening.",
    steps: {
      "in-de-dag": [
        "Meet de breedte tussen de kozijnstijlen in de sponning, bovenin en onderin; de kleinste maat geldt.",
        "Meet de hoogte van boven tot onder in de sponning, links en rechts; de kleinste maat geldt.",
        "Bij een hordeur meet je van de bovendorpel tot de vloer of drempel.",
      ],
      "op-de-dag": [
        "Meet de buitenmaat van het kozijn waar het horframe op komt te zitten.",
        "Zorg dat er aan elke kant minstens 2 cm vlak kozijn is om het frame op te schroeven.",
      ],
    },
  },
  screen: {
    title: "Screens",
    intro:
      "Een screen is buitenzonwering met een cassette en zijgeleiders. Hij komt in de dag of op de gevel voor het raam.",
    steps: {
      "in-de-dag": [
        "Meet de breedte van de dag bovenin en onderin; de kleinste maat geldt. De zijgeleiders vallen binnen deze maat.",
        "Meet de hoogte van de bovenkant van de dag tot de vensterbank.",
      ],
      "op-de-gevel": [
        "Meet de breedte van de opening en tel er de zijgeleiders bij op (ongeveer 5 cm per kant): dat is de totale breedte.",
        "Meet de hoogte van de plek van de cassette boven de opening tot de onderkant van de vensterbank.",
        "Kijk of er boven het raam ruimte is voor de cassette (ongeveer 10 cm) en of er een stopcontact in de buurt is bij elektrische bediening.",
      ],
    },
  },
  rolluik: {
    title: "Rolluiken",
    intro:
      "Een voorzetrolluik komt op de gevel of in de dag. Met zijgeleiders, een kast voor het opgerolde pantser en handbediening of een motor.",
    steps: {
      "in-de-dag": [
        "Meet de breedte van de dag op drie hoogtes; de kleinste maat geldt.",
        "Meet de hoogte van de bovenkant van de dag tot de vensterbank; de kast komt binnen deze maat.",
      ],
      "op-de-gevel": [
        "Meet de breedte van de opening en tel er aan elke kant de breedte van een geleider bij op.",
        "Meet de hoogte vanaf de plek van de kast (boven de opening) tot de onderkant van de vensterbank.",
      ],
    },
    tip: "Twijfel je over de plek van de kast of de stroom voor een motor? Laat ons inmeten.",
  },
  knikarmscherm: {
    title: "Knikarmschermen",
    intro:
      "Een knikarmscherm komt op de gevel boven een raam, deur of terras. Je kiest de breedte en hoe ver het scherm uitvalt.",
    steps: {
      "op-de-gevel": [
        "Meet de breedte van de gevel die je wilt beschaduwen; het scherm mag aan elke kant 20 tot 30 cm voorbij het raam of de deur lopen.",
        "Kies de uitval: hoe ver het doek van de gevel af komt (de gestippelde pijl). Reken op ongeveer de helft van de hoogte tot de grond.",
        "Meet de hoogte van de plek van de steunen tot de grond: het uitgevallen doek moet minstens 2 meter boven de grond hangen.",
      ],
    },
  },
  terrasoverkapping: {
    title: "Terrasoverkappingen",
    intro:
      "Een terrasoverkapping hangt met een muurbalk aan je gevel en staat op staanders. We komen altijd inmeten voordat we hem maken.",
    steps: {
      "op-de-gevel": [
        "Meet de breedte langs de gevel die je wilt overkappen; dat is de breedte van de overkapping.",
        "Meet de diepte: hoe ver de overkapping het terras op komt, van de gevel tot de plek van de staanders.",
        "Meet de hoogte aan de gevel (de plek van de muurbalk, de gestippelde pijl) en bij de goot: er moet voldoende afschot zijn voor de afvoer van regenwater.",
        "Kijk of er geen dakrand, raam of regenpijp in de weg zit.",
      ],
    },
    tip: "Een overkapping tot 30 m² aan de achterkant van je huis is meestal vergunningvrij; check het bij je gemeente.",
  },
};
