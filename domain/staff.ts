// The back office's people: the three roles and what each may do, and the rules for passwords and staff e-mail.
import { z } from "zod";

/** The owner, staff in the shop and the fitters (who see only their own appointments, /beheer/montage). */
export const staffRoles = ["eigenaar", "medewerker", "monteur"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who is logged in, as every back-office route and page sees it (and the API answers it). */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const roleLabels: Record<StaffRole, string> = {
  eigenaar: "Eigenaar",
  medewerker: "Medewerker",
  monteur: "Monteur",
};

/**
 * What needs the owner: staff accounts, prices and products, vouchers, shop settings, the audit log and the issued
 * invoices (the books: the owner and the accountant's business).
 * Everything else (orders, requests, mails, the dashboard) is open to every member of staff.
 */
export type StaffArea =
  | "staff"
  | "prices"
  | "vouchers"
  | "settings"
  | "audit"
  | "orders"
  | "requests"
  | "mails"
  | "invoices"
  | "fitting"
  /** The catalogue editor: every member of staff reads it (and previews the draft), only the owner changes it. */
  | "catalog"
  | "catalog-edit";

const ownerOnly: readonly StaffArea[] = [
  "staff",
  "prices",
  "vouchers",
  "settings",
  "audit",
  "invoices",
  "catalog-edit",
];
/** A fitter ('monteur') uses only the fitting: their own day and handovers (server/fitting/). */
const fitterAreas: readonly StaffArea[] = ["fitting"];

export function mayUse(role: StaffRole, area: StaffArea): boolean {
  if (role === "monteur") return fitterAreas.includes(area);
  return role === "eigenaar" || !ownerOnly.includes(area);
}

/** The role an area needs: "eigenaar" for the owner's areas, null when any member of staff may use it. */
export function roleFor(area: StaffArea): StaffRole | null {
  return ownerOnly.includes(area) ? "eigenaar" : null;
}

export const FITTER_ONLY_MESSAGE = "Als monteur zie je alleen je montageafspraken in de beheeromgeving.";

export const PASSWORD_MIN_LENGTH = 12;

/** The set-password form's second field did not match the first. */
export const PASSWORDS_DIFFER = "De twee wachtwoorden zijn niet gelijk.";

export const passwordSchema = z
  .string({ error: "Kies een wachtwoord." })
  .min(PASSWORD_MIN_LENGTH, { error: `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} tekens.` })
  .max(200, { error: "Kies een wachtwoord van hoogstens 200 tekens." });

export const staffEmailSchema = z
  .string({ error: "Vul een e-mailadres in." })
  .trim()
  .toLowerCase()
  .max(200, { error: "Vul een e-mailadres in van hoogstens 200 tekens." })
  .pipe(z.email({ error: "Vul een geldig e-mailadres in." }));

/** Failed logins in a row that lock an account, and for how long. */
export const LOGIN_LOCK_AFTER = 5;
export const LOGIN_LOCK_MINUTES = 15;
/** A staff session ends after this long without a request, and after 12 hours in any case. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;
/** How long the link to set a password works. */
export const INVITATION_HOURS = 24;
