// An issued invoice or credit note as data: everything art. 35a Wet OB (NL) and KB nr. 1 art. 5 (BE) ask an invoice
// to show, in integer cents, so the PDF and the UBL document print it and compute nothing. docs/invoices.md.
import type { Cents } from "../money.ts";
import type { VatTreatment } from "../vat/rule.ts";

export interface DocumentAddress {
  /** Street and house number with its affix: "Dierensteinweg 8" or "Kerkstraat 12 bus 3". */
  streetLine: string;
  postcode: string;
  city: string;
  /** A Belgian province or region; absent in NL. */
  region?: string;
  country: "NL" | "BE";
}

/** The supplier: the shop's legal facts (domain/company.ts). */
export interface SupplierParty {
  legalName: string;
  /** The brand the customer knows, when it differs from the legal name. */
  tradingName: string;
  address: DocumentAddress;
  /** Kamer van Koophandel number (8 digits). */
  kvkNumber: string;
  /** Btw-identificatienummer, e.g. NL861234571B01. */
  vatNumber: string;
  email: string;
}

/** The customer as the order stored them; a business adds its name and numbers. */
export interface CustomerParty {
  kind: "consumer" | "business";
  /** The company's name for a business, the person's name for a consumer. */
  name: string;
  /** The person the order was placed by ("Dhr. Jan de Vries"); for a consumer the same as `name`. */
  contactName: string;
  address: DocumentAddress;
  email: string;
  /** A business's VAT number (BE: 'BE' + enterprise number); absent for consumers and Dutch businesses without one. */
  vatNumber?: string;
  /** A Dutch business's KvK number. */
  kvkNumber?: string;
  /** A Belgian business's enterprise number (ondernemingsnummer, 10 digits): its Peppol address (scheme 0208). */
  enterpriseNumber?: string;
}

export type LineKind = "product" | "mount" | "voorrijkosten" | "meetkosten" | "shipping" | "credit";

/** One line: a product with its options, a service, shipping, or a credited amount. */
export interface DocumentLine {
  /** 1, 2, 3 … in the document's order. */
  id: string;
  kind: LineKind;
  description: string;
  /** Every option the customer chose, as the order shows it ("Kleur: Antraciet"). */
  options: { name: string; value: string }[];
  quantity: number;
  /** The shop's unit price incl. VAT, as the customer saw and paid it. */
  unitPriceIncl: Cents;
  /**
   * The unit price excl. VAT in ten-thousandths of a euro (integer): the one amount finer than a cent, because
   * `netExcl / quantity` need not be whole cents. Printed rounded to cents; the UBL carries it to 4 decimals.
   */
  unitPriceExclE4: number;
  /** The line's amount excl. VAT (EN 16931 BT-131), whole cents. */
  netExcl: Cents;
  vat: VatTreatment;
}

/** A document-level discount (the voucher), per VAT category it reduces. */
export interface DocumentAllowance {
  reason: string;
  /** UNCL5189: 95 = discount. */
  reasonCode: "95";
  /** Positive: what the discount takes off, excl. VAT. */
  amountExcl: Cents;
  amountIncl: Cents;
  vat: VatTreatment;
}

/**
 * The VAT breakdown: one row per category and rate (EN 16931 BG-23), with the treatment's mention and VATEX code
 * for a 0% category (why no VAT is owed, printed beside the amounts).
 */
export type VatBreakdownRow = VatTreatment & {
  /** Lines minus allowances in this category, excl. VAT (BT-116). */
  taxableExcl: Cents;
  /** VAT in this category (BT-117). */
  vat: Cents;
  /** taxableExcl + vat: the part of the paid amount in this category. */
  incl: Cents;
};

export interface DocumentTotals {
  /** Sum of the lines' netExcl (BT-106). */
  linesExcl: Cents;
  /** Sum of the document-level allowances, excl. VAT (BT-107). */
  allowancesExcl: Cents;
  /** Sum of the document-level charges, excl. VAT (BT-108); the shop charges everything as a line. */
  chargesExcl: Cents;
  /** linesExcl − allowancesExcl + chargesExcl (BT-109). */
  taxExclusive: Cents;
  /** Sum of the breakdown's VAT (BT-110). */
  vat: Cents;
  /** taxExclusive + vat (BT-112): the order's total. */
  taxInclusive: Cents;
  /** Already paid (BT-113): the invoice is issued when the order is paid, so all of it. */
  prepaid: Cents;
  /** taxInclusive − prepaid (BT-115). */
  payable: Cents;
}

interface DocumentBase {
  /** '2026-000123' (invoice) or 'C2026-000007' (credit note): server/invoices/numbering.ts. */
  number: string;
  /** The issue date, ISO, on the shop's clock. */
  issueDate: string;
  /**
   * The date the VAT became due: the date of the (advance) payment, which is the date of supply the law asks for
   * when it differs from the issue date (made-to-measure goods are paid before they are made).
   */
  taxPointDate: string;
  currency: "EUR";
  store: "NL" | "BE";
  supplier: SupplierParty;
  customer: CustomerParty;
  /**
   * Where the goods went (BG-13, the order's delivery address): an intra-community supply needs the deliver-to
   * country (BR-IC-12). Absent on documents issued before it was kept; the customer's address stands in then.
   */
  deliverTo?: DocumentAddress;
  lines: DocumentLine[];
  allowances: DocumentAllowance[];
  vatBreakdown: VatBreakdownRow[];
  totals: DocumentTotals;
  /** The shop's order number, e.g. RW-2026-000123 (the buyer's reference in the UBL). */
  orderNumber: string;
  /** How the order was paid: the provider's method type ('ideal', 'bcmc', 'scheme') and its name ('iDEAL'). */
  payment: { type: string; name: string };
  /** Free texts printed on the document (the reverse-charge mention, the credit's reason). */
  notes: string[];
}

export interface InvoiceDocument extends DocumentBase {
  kind: "invoice";
  /**
   * For the invoice of a customer's change's difference: the order's invoice it adds to (printed as "Bij factuur",
   * the UBL's BillingReference). Absent on the order's own invoice.
   */
  refersTo?: { number: string; issueDate: string };
}

export interface CreditNoteDocument extends DocumentBase {
  kind: "credit_note";
  /** The invoice this credit note corrects (required in NL: NL-R-001; BE: KB nr. 1 art. 5 §4). */
  invoiceNumber: string;
  invoiceIssueDate: string;
  /** Why the amount was credited: 'Retour', 'Adviesbedrag verrekend (adviesafspraak …)'. */
  reason: string;
}

export type IssuedDocument = InvoiceDocument | CreditNoteDocument;
