// The shop's information pages (customer service, policies, guides): one list for the footer, the sitemap and
// the tests, so a page linked from the footer is always in the sitemap.

export interface ContentPageLink {
  path: string;
  /** The link text in the footer and in the pages' "Meer informatie" list. */
  label: string;
  /** Only in the Dutch store (the home advice appointment). */
  nlOnly?: boolean;
}

export const contentPages: readonly ContentPageLink[] = [
  { path: "/klantenservice/contact", label: "Contact en service" },
  { path: "/bestelling-volgen", label: "Bestelling volgen" },
  { path: "/veelgestelde-vragen", label: "Veelgestelde vragen" },
  { path: "/meetinstructies", label: "Meetinstructies" },
  { path: "/bezorging-en-montage", label: "Bezorging en montage" },
  { path: "/klantenservice/laten-monteren", label: "Laten inmeten en monteren" },
  { path: "/advies-meet-afspraak-plannen", label: "Advies- en meetafspraak plannen", nlOnly: true },
  { path: "/retourneren", label: "Retourneren en herroeping" },
  { path: "/klachten-en-garantie", label: "Klachten en garantie" },
  { path: "/voorwaarden", label: "Algemene voorwaarden" },
  { path: "/privacybeleid", label: "Privacybeleid" },
  { path: "/cookiebeleid", label: "Cookiebeleid" },
];

/** The pages a store links to (the advice appointment only in NL). */
export function contentPagesFor(store: { adviceAppointments: boolean }): ContentPageLink[] {
  return contentPages.filter((p) => !p.nlOnly || store.adviceAppointments);
}
