// The back office's menu: every page, with the area that decides who sees it (domain/staff.ts).
import type { StaffArea } from "../../domain/staff";

export interface BackofficePage {
  to: string;
  label: string;
  area: StaffArea;
}

/** In menu order; a page's route module is added in app/routes.ts under "beheer". */
export const backofficePages: readonly BackofficePage[] = [
  { to: "/beheer", label: "Overzicht", area: "orders" },
  { to: "/beheer/bestellingen", label: "Bestellingen", area: "orders" },
  { to: "/beheer/productie", label: "Productie", area: "orders" },
  { to: "/beheer/montage", label: "Montage", area: "fitting" },
  { to: "/beheer/facturen", label: "Facturen", area: "invoices" },
  { to: "/beheer/offertes", label: "Offertes", area: "requests" },
  { to: "/beheer/adviesafspraken", label: "Adviesafspraken", area: "requests" },
  { to: "/beheer/serviceaanvragen", label: "Serviceaanvragen", area: "requests" },
  { to: "/beheer/kleurstalen", label: "Kleurstalen", area: "requests" },
  { to: "/beheer/mails", label: "Mails", area: "mails" },
  { to: "/beheer/kortingscodes", label: "Kortingscodes", area: "vouchers" },
  { to: "/beheer/prijzen", label: "Prijzen", area: "prices" },
  { to: "/beheer/catalogus", label: "Catalogus", area: "catalog" },
  { to: "/beheer/instellingen", label: "Instellingen", area: "settings" },
  { to: "/beheer/medewerkers", label: "Medewerkers", area: "staff" },
  { to: "/beheer/logboek", label: "Logboek", area: "audit" },
];
