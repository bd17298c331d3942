// The category tree of the shop: family top categories with their subcategories.
import type { SeedCategory } from "./types.ts";

export const categories: SeedCategory[] = [
  {
    id: 101,
    slug: "raamdecoratie",
    name: "Raamdecoratie",
    family: "raamdecoratie",
    description:
      "Raamdecoratie op maat voor elk raam in huis: van rolgordijnen en plissés tot houten jaloezieën en vouwgordijnen. Alles wordt op de millimeter gemaakt in ons eigen atelier en binnen enkele werkdagen verzonden. Vraag gratis kleurstalen aan en kies met zekerheid.",
    usps: [
      "Gratis kleurstalen",
      "Op maat gemaakt in eigen atelier",
      "5 jaar garantie",
      "Inmeten en montage mogelijk",
    ],
    position: 1,
  },
  {
    id: 102,
    slug: "rolgordijnen",
    name: "Rolgordijnen",
    family: "raamdecoratie",
    parent: "raamdecoratie",
    description:
      "Rolgordijnen op maat in verduisterende, lichtdoorlatende en dag-en-nachtstoffen. Strak, onderhoudsvriendelijk en te bedienen met ketting, veer of motor. Ook als duo-rolgordijn voor wie licht en privacy nauwkeurig wil regelen.",
    usps: [
      "Gratis kleurstalen",
      "Op maat gemaakt in eigen atelier",
      "5 jaar garantie",
      "Kindveilige bediening",
    ],
    position: 2,
  },
  {
    id: 103,
    slug: "plisses",
    name: "Plissés",
    family: "raamdecoratie",
    parent: "raamdecoratie",
    description:
      "Plissés op maat passen in vrijwel elk raam, ook in draaikiepramen, dakramen en schuine ramen. Kies uit lichtdoorlatende stoffen, verduisterende honeycomb of een dag-en-nachtcombinatie. Omdat een plissé van boven en van onder te openen is, bepaal je zelf waar het licht binnenvalt.",
    usps: ["Gratis kleurstalen", "Montage zonder boren mogelijk", "5 jaar garantie"],
    position: 3,
  },
  {
    id: 104,
    slug: "jaloezieen",
    name: "Jaloezieën",
    family: "raamdecoratie",
    parent: "raamdecoratie",
    description:
      "Jaloezieën op maat van aluminium en echt hout, met lamellen van 25 of 50 mm. Door de lamellen te kantelen regel je licht en inkijk tot op de graad nauwkeurig. Aluminium is ideaal voor keuken en badkamer, hout geeft warmte aan woon- en slaapkamer.",
    usps: ["Gratis kleurstalen", "Echt hout en aluminium", "5 jaar garantie", "Ook zonder boren"],
    position: 4,
  },
  {
    id: 105,
    slug: "vouwgordijnen",
    name: "Vouwgordijnen",
    family: "raamdecoratie",
    parent: "raamdecoratie",
    description:
      "Vouwgordijnen op maat combineren de zachte uitstraling van een gordijn met het gemak van raamdecoratie. Bij het optrekken vouwt de stof zich in rustige, gelijke plooien. Verkrijgbaar in linnenlook en verduisterend, met ketting, koord of motor.",
    usps: ["Gratis kleurstalen", "Handgemaakt in eigen atelier", "Ook verduisterend", "5 jaar garantie"],
    position: 5,
  },
  {
    id: 106,
    slug: "verticale-lamellen",
    name: "Verticale lamellen",
    family: "raamdecoratie",
    parent: "raamdecoratie",
    description:
      "Verticale lamellen op maat zijn de praktische keuze voor brede ramen, schuifpuien en erkers. De lamellen draaien 180 graden en schuiven opzij, zodat je licht en inkijk eenvoudig regelt. Sterk, betaalbaar en makkelijk schoon te houden.",
    usps: ["Ideaal voor schuifpuien", "Tot 500 cm breed", "Gratis kleurstalen"],
    position: 6,
  },
  {
    id: 110,
    slug: "zonwering",
    name: "Zonwering",
    family: "zonwering",
    description:
      "Buitenzonwering op maat houdt de warmte buiten voordat die het glas bereikt. Kies voor een screen voor ramen en puien of een knikarmscherm voor schaduw op terras en balkon. Met handbediening, motor of zonne-energie.",
    usps: [
      "Tot 80% minder warmte binnen",
      "Inmeten en montage door eigen monteurs",
      "Ook op zonne-energie",
      "5 jaar garantie",
    ],
    position: 7,
  },
  {
    id: 111,
    slug: "screens",
    name: "Screens",
    family: "zonwering",
    parent: "zonwering",
    description:
      "Screens op maat met ritssysteem houden de zon en de warmte buiten, terwijl je gewoon naar buiten blijft kijken. Het screendoek zit rondom vast in de geleiders en blijft zo ook bij wind strak staan. Verkrijgbaar met motor of volledig draadloos op zonne-energie.",
    usps: ["Windvast ritssysteem", "Zicht naar buiten blijft", "Montage door eigen monteurs"],
    position: 8,
  },
  {
    id: 112,
    slug: "knikarmschermen",
    name: "Knikarmschermen",
    family: "zonwering",
    parent: "zonwering",
    description:
      "Een knikarmscherm op maat geeft schaduw op het terras precies waar en wanneer je die wilt. Het doek van oplossingsgeverfd acryl blijft jarenlang kleurvast en de cassette beschermt het scherm in ingerolde stand. Kies voor een slingerstang of een motor met windsensor.",
    usps: ["Uitval tot 350 cm", "Kleurvast acryldoek", "Montage door eigen monteurs", "5 jaar garantie"],
    position: 9,
  },
  {
    id: 120,
    slug: "rolluiken",
    name: "Rolluiken",
    family: "rolluiken",
    description:
      "Aluminium rolluiken op maat verduisteren volledig, isoleren tegen kou en warmte en maken het inbrekers een stuk lastiger. De geïsoleerde lamellen dempen bovendien geluid van buiten. Verkrijgbaar met lintoproller, motor of op zonne-energie zonder hak- en breekwerk.",
    usps: [
      "Volledig verduisterend",
      "Isoleert en beveiligt",
      "Ook op zonne-energie",
      "Montage door eigen monteurs",
    ],
    position: 10,
  },
  {
    id: 130,
    slug: "shutters",
    name: "Shutters",
    family: "shutters",
    description:
      "Shutters op maat zijn tijdloze raambekleding van gelakt MDF of Paulownia hout. Met de verstelbare lamellen regel je licht en privacy, en de panelen klappen open voor vrij zicht. Elke set wordt op de millimeter gemaakt en door onze monteurs geplaatst.",
    usps: [
      "Gratis inmeetadvies",
      "Op de millimeter gemaakt",
      "Vochtbestendig MDF of echt hout",
      "5 jaar garantie",
    ],
    position: 11,
  },
  {
    id: 140,
    slug: "gordijnen",
    name: "Gordijnen",
    family: "gordijnen",
    description:
      "Gordijnen op maat geven sfeer, dempen geluid en houden 's avonds de warmte binnen. Kies uit velvet overgordijnen, verduisterende stoffen of luchtige inbetweens, met enkele plooi, dubbele plooi of wave-plooi. Elk gordijn wordt in ons eigen atelier genaaid.",
    usps: ["In eigen atelier genaaid", "Gratis stofstalen", "Keuze uit drie plooien"],
    position: 12,
  },
  {
    id: 147,
    slug: "horren",
    name: "Horren",
    family: "horren",
    description:
      "Horren en hordeuren op maat houden muggen, vliegen en wespen buiten, zodat je met open ramen en deuren kunt slapen en koken. Alle horren leveren wij als complete bouwpakketten met een duidelijke montagehandleiding, zodat je ze eenvoudig zelf plaatst. Ook verkrijgbaar met pollengaas voor wie last heeft van hooikoorts.",
    usps: [
      "Eenvoudig zelf te monteren",
      "Ook met pollengaas",
      "Op maat gezaagd",
      "Compleet bouwpakket met handleiding",
    ],
    noMount: true,
    position: 13,
  },
  {
    id: 150,
    slug: "terrasoverkappingen",
    name: "Terrasoverkappingen",
    family: "terrasoverkappingen",
    description:
      "Een aluminium terrasoverkapping op maat maakt van je terras een buitenkamer die je van het voorjaar tot ver in de herfst gebruikt. Kies een dak van polycarbonaat of glas, of een lamellendak waarmee je zon en schaduw zelf regelt. Wij komen vrijblijvend langs voor advies en een offerte.",
    usps: [
      "Gratis advies aan huis",
      "Offerte op maat",
      "10 jaar garantie op de constructie",
      "Plaatsing door eigen monteurs",
    ],
    position: 14,
  },
];
