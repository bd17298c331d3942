// The questions of /veelgestelde-vragen, grouped by subject; the answers that name an amount read the store's
// live rates, so the page and its FAQPage structured data say the same as the cart.
import { MOUNT_EXTRA_DELIVERY, MOUNT_WARRANTY_YEARS } from "../../domain/cart/totals";
import type { ShopRates } from "../../domain/cart/types";
import { company, hoursLine, locations } from "../../domain/company";
import { formatPrice } from "../../domain/money";
import type { Store } from "../../domain/store";

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of plain text (the structured data takes text). */
  answer: string[];
  /** A page to read on. */
  link?: { href: string; label: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export function faqGroups(rates: ShopRates, store: Store): FaqGroup[] {
  const belgian = store.code === "BE";
  const pickups = locations
    .map((l) => l.name)
    .join(", ")
    .replace(/, ([^,]*)$/, " en $1");
  const payNames = belgian
    ? "Bancontact, iDEAL, creditcard (Visa, Mastercard, American Express, Maestro), PayPal en Klarna"
    : "iDEAL, creditcard (Visa, Mastercard, American Express, Maestro), PayPal en Klarna";
  return [
    {
      id: "meten",
      title: "Meten",
      items: [
        {
          id: "hoe-meten",
          question: "Hoe meet ik mijn raam op?",
          answer: [
            "Eerst kies je of het product in de dag (binnen de raamopening) of op de dag (op het kozijn of de muur erboven) komt. Meet daarna met een stalen rolmaat de breedte en de hoogte op drie plaatsen, tot op de millimeter. In de configurator vul je centimeters in, met een komma voor de millimeters: 120,5.",
            "In de dag geef je de kleinste breedte en hoogte door; wij trekken er zelf de speling vanaf. Op de dag tel je aan elke kant overlap op, zodat er geen licht langs valt.",
          ],
          link: { href: "/meetinstructies", label: "Lees de meetinstructies per product" },
        },
        {
          id: "in-of-op-de-dag",
          question: "Wat is het verschil tussen in de dag en op de dag?",
          answer: [
            "In de dag hangt het product binnen de raamopening, strak tegen de omlijsting: strak en rustig, maar het raam moet diep genoeg zijn voor de cassette of de bovenbalk. Op de dag hangt het product op het kozijn of de muur en valt het over de opening heen: dat verduistert beter en past ook bij ondiepe ramen.",
          ],
        },
        {
          id: "verkeerd-gemeten",
          question: "Wat als ik verkeerd heb gemeten?",
          answer: [
            "Omdat we alles op maat maken, kunnen we een product dat niet past niet terugnemen. Vaak is een kleine afwijking op te lossen met andere steunen; bel ons, dan kijken we mee. Laat je ons inmeten, dan zijn wij verantwoordelijk voor de maten.",
          ],
          link: { href: "/klantenservice/laten-monteren", label: "Laten inmeten en monteren" },
        },
        {
          id: "kleurstalen",
          question: "Kan ik eerst kleurstalen bekijken?",
          answer: [
            "Ja. Kleurstalen zijn gratis, inclusief verzending, en je hoeft ze niet terug te sturen. Kies in de configurator bij een kleur voor 'Gratis kleurstaal' en bestel ze uit je stalenmandje.",
          ],
        },
      ],
    },
    {
      id: "bestellen-en-betalen",
      title: "Bestellen en betalen",
      items: [
        {
          id: "betaalmethoden",
          question: "Hoe kan ik betalen?",
          answer: [
            `Je betaalt vooraf, veilig via ${payNames}. Je bestelling gaat in productie zodra je betaling binnen is.`,
          ],
        },
        {
          id: "offerte",
          question: "Kan ik eerst een offerte krijgen?",
          answer: [
            "Ja. Bij elk product en in je winkelwagen kun je een offerte aanvragen. Je krijgt die direct als pdf per e-mail; de prijzen gelden 30 dagen.",
          ],
        },
        {
          id: "zakelijk",
          question: "Kan ik als bedrijf bestellen met een factuur op bedrijfsnaam?",
          answer: [
            belgian
              ? "Ja. Kies bij je gegevens voor 'Zakelijk' en vul je bedrijfsnaam en ondernemingsnummer in; je factuur staat dan op naam van je bedrijf."
              : "Ja. Kies bij je gegevens voor 'Zakelijk' en vul je bedrijfsnaam in, en je btw-nummer als je dat wilt vermelden; je factuur staat dan op naam van je bedrijf.",
          ],
        },
        {
          id: "kortingscode",
          question: "Waar vul ik mijn kortingscode in?",
          answer: [
            "In je winkelwagen, onder de totalen. De korting zie je direct als aparte regel; een code geldt niet in combinatie met andere codes.",
          ],
        },
      ],
    },
    {
      id: "levering",
      title: "Levering en afhalen",
      items: [
        {
          id: "levertijd",
          question: "Hoe lang duurt het voordat ik mijn bestelling heb?",
          answer: [
            `Elk product heeft zijn eigen levertijd; je ziet die op de productpagina en in je winkelwagen. De levertijd gaat in zodra we je betaling hebben. Met inmeten en monteren komt er ${MOUNT_EXTRA_DELIVERY} bij, omdat we eerst komen meten.`,
          ],
        },
        {
          id: "bezorgkosten",
          question: "Wat kost bezorgen?",
          answer: [
            `Bezorgen in ${belgian ? "België" : "Nederland"} kost ${formatPrice(rates.shipping_cost)}. Vanaf ${formatPrice(rates.shipping_free_from)} aan producten bezorgen we gratis. Afhalen is altijd gratis.`,
          ],
          link: { href: "/bezorging-en-montage", label: "Alles over bezorging" },
        },
        {
          id: "afhalen",
          question: "Kan ik mijn bestelling afhalen?",
          answer: [
            `Ja, gratis, in onze showrooms in ${pickups}. Kies het afhaalpunt in je winkelwagen; we mailen je zodra alles klaarligt. Openingstijden: ${locations.map((l) => `${l.name} ${hoursLine(l.hours)}`).join("; ")}.`,
          ],
        },
        {
          id: "belgie",
          question: belgian ? "Leveren jullie in heel België?" : "Leveren jullie ook in België?",
          answer: [
            belgian
              ? "Ja, we bezorgen in heel België. Onze monteurs komen ook in België; de voorrijkosten zijn daar iets hoger omdat ze verder rijden."
              : "Ja. Op raamwerk.be bestel je met Belgische bezorgkosten en kun je met Bancontact betalen.",
          ],
        },
      ],
    },
    {
      id: "montage",
      title: "Montage",
      items: [
        {
          id: "montage-kosten",
          question: "Wat kost het als jullie komen monteren?",
          answer: [
            `Je betaalt ${formatPrice(rates.mount_start)} voorrijkosten per afspraak, ${formatPrice(rates.measure_amount)} voor het inmeten van alle ramen in één bezoek, en per product het montagebedrag dat op de productpagina staat. Alles zie je vooraf in je winkelwagen.`,
          ],
          link: { href: "/klantenservice/laten-monteren", label: "Zo werkt inmeten en monteren" },
        },
        {
          id: "zelf-monteren",
          question: "Kan ik het zelf monteren?",
          answer: [
            "Zeker. Bij elk product zit een duidelijke handleiding en alle bevestigingsmaterialen. Voor de meeste raamdecoratie heb je alleen een boor en een schroevendraaier nodig; veel plissés en horren kun je zelfs zonder boren plaatsen.",
          ],
        },
        {
          id: "zonder-boren",
          question: "Kan ik raamdecoratie ophangen zonder te boren?",
          answer: [
            "Bij veel plissés, rolgordijnen en horren wel: kies in de configurator voor klemsteunen of een plakmontage. Die optie staat bij de bevestiging als het product het toelaat.",
          ],
        },
      ],
    },
    {
      id: "garantie-en-service",
      title: "Garantie en service",
      items: [
        {
          id: "garantie",
          question: "Hoeveel garantie krijg ik?",
          answer: [
            `Op de meeste producten 5 jaar, op terrasoverkappingen 10 jaar op de constructie. Op motoren en accu's gelden soms kortere termijnen; dat staat bij het product. Op montage door ons krijg je ${MOUNT_WARRANTY_YEARS} jaar garantie.`,
          ],
          link: { href: "/klachten-en-garantie", label: "Garantie per productgroep" },
        },
        {
          id: "retour",
          question: "Kan ik mijn bestelling retourneren?",
          answer: [
            "Producten op maat vallen wettelijk niet onder het herroepingsrecht van 14 dagen, dus die kun je niet retourneren. Is er iets beschadigd, verkeerd of defect, dan lossen we het kosteloos op.",
          ],
          link: { href: "/retourneren", label: "Retourneren en herroeping" },
        },
        {
          id: "klacht",
          question: "Er is iets mis met mijn product. Wat nu?",
          answer: [
            `Vraag service aan via het serviceformulier op de contactpagina, met je ordernummer en de postcode van het afleveradres. Binnen 2 werkdagen nemen we contact op. Bellen kan ook: ${store.phone}, of mail ${company.email}.`,
          ],
          link: { href: "/klantenservice/contact#service", label: "Naar het serviceformulier" },
        },
      ],
    },
  ];
}

/** FAQPage structured data with the same questions and answers as the page. */
export function faqJsonLd(groups: FaqGroup[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
      })),
    ),
  };
}
