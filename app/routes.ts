// The storefront's pages. Static paths win over the catalogue's `/:slug`, which is a category or a product.
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("klantenservice/contact", "routes/contact.tsx"),
  route("klantenservice/laten-monteren", "routes/laten-monteren.tsx"),
  route("voorwaarden", "routes/voorwaarden.tsx"),
  route("advies-meet-afspraak-plannen", "routes/advies.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/gegevens", "routes/checkout.gegevens.tsx"),
  route("checkout/betalen", "routes/checkout.betalen.tsx"),
  route("checkout/bedankt", "routes/checkout.bedankt.tsx"),
  route("checkout/verhuizen", "routes/checkout.verhuizen.tsx"),
  route("winkelwagen/herstellen/:token", "routes/restore-cart.tsx"),
  route("beheer/inloggen", "routes/beheer.inloggen.tsx"),
  route("beheer/wachtwoord/:token", "routes/beheer.wachtwoord.tsx"),
  // The back office: every page inside the frame that checks the staff session.
  route("beheer", "routes/beheer.tsx", [
    index("routes/beheer._index.tsx"),
    route("medewerkers", "routes/beheer.medewerkers.tsx"),
    route("logboek", "routes/beheer.logboek.tsx"),
    // The four kinds of request share one list and one detail module; the address says which kind.
    route("offertes", "routes/beheer.aanvragen.tsx", { id: "beheer-offertes" }),
    route("offertes/:number", "routes/beheer.aanvraag.tsx", { id: "beheer-offerte" }),
    route("adviesafspraken", "routes/beheer.aanvragen.tsx", { id: "beheer-adviesafspraken" }),
    route("adviesafspraken/:number", "routes/beheer.aanvraag.tsx", { id: "beheer-adviesafspraak" }),
    route("serviceaanvragen", "routes/beheer.aanvragen.tsx", { id: "beheer-serviceaanvragen" }),
    route("serviceaanvragen/:number", "routes/beheer.aanvraag.tsx", { id: "beheer-serviceaanvraag" }),
    route("kleurstalen", "routes/beheer.aanvragen.tsx", { id: "beheer-kleurstalen" }),
    route("kleurstalen/:number", "routes/beheer.aanvraag.tsx", { id: "beheer-kleurstalenbestelling" }),
    route("mails", "routes/beheer.mails.tsx"),
    route("mails/:id", "routes/beheer.mail.tsx"),
    route("*", "routes/beheer.niet-gevonden.tsx"),
  ]),
  route(":slug", "routes/catalog-page.tsx"),
  route(":slug/kleuren", "routes/product-colours.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
