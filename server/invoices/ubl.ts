// An issued invoice or credit note as a UBL 2.1 document of Peppol BIS Billing 3.0 (EN 16931), written with
// xmlbuilder2. It prints the document's amounts and computes none; docs/invoices.md#ubl says which element holds
// which legal requirement and which endpoint scheme each party gets.
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces.js";
import type {
  CustomerParty,
  DocumentAddress,
  DocumentLine,
  IssuedDocument,
  SupplierParty,
  VatBreakdownRow,
} from "../../domain/invoicing/document.ts";
import type { VatTreatment } from "../../domain/vat/rule.ts";

export const CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
export const PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

const NS = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

/**
 * Peppol electronic address schemes (EAS, ISO 6523 ICD): 0106 a Dutch KvK number, 0208 a Belgian enterprise
 * number. A consumer has no Peppol address; the BIS demands one (PEPPOL-EN16931-R010), so a consumer's document
 * carries the e-mail address it is sent to under EAS 'EM', which EN 16931's list holds and Peppol's subset does
 * not: such a document is valid EN 16931 but must never be sent over Peppol (docs/invoices.md#endpoints).
 */
export const EAS = { kvk: "0106", belgianEnterprise: "0208", email: "EM" } as const;

/** Cents as the UBL writes amounts: "1234.50", "-0.05". */
export function amount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A price in ten-thousandths of a euro, with 2 to 4 decimals: 1074300 → "107.43", 1074315 → "107.4315". */
export function price(e4: number): string {
  const whole = Math.floor(e4 / 10_000);
  const decimals = String(e4 % 10_000)
    .padStart(4, "0")
    .replace(/0{1,2}$/, "");
  return `${whole}.${decimals}`;
}

/** The UBL document (Invoice or CreditNote) of an issued document, as UTF-8 XML text. */
export function toUbl(doc: IssuedDocument): string {
  const credit = doc.kind === "credit_note";
  const root = create({ version: "1.0", encoding: "UTF-8" }).ele(
    credit ? NS.creditNote : NS.invoice,
    credit ? "CreditNote" : "Invoice",
    { "xmlns:cac": NS.cac, "xmlns:cbc": NS.cbc },
  );
  const money = (parent: XMLBuilder, name: string, cents: number) =>
    parent.ele(name, { currencyID: doc.currency }).txt(amount(cents)).up();

  root.ele("cbc:CustomizationID").txt(CUSTOMIZATION_ID);
  root.ele("cbc:ProfileID").txt(PROFILE_ID);
  root.ele("cbc:ID").txt(doc.number);
  root.ele("cbc:IssueDate").txt(doc.issueDate);
  root.ele(credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode").txt(credit ? "381" : "380");
  // One note (PEPPOL-EN16931-R002): the legal mentions, then how it was paid. The document is paid in full
  // (PayableAmount 0), so it has no PaymentMeans: BT-81 tells how to pay what is still due, and iDEAL has no
  // code in the Dutch subset (NL-R-008) that does not ask for our account number (BR-61).
  root.ele("cbc:Note").txt([...doc.notes, `Betaald met ${doc.payment.name}.`].join(" · "));
  root.ele("cbc:TaxPointDate").txt(doc.taxPointDate);
  root.ele("cbc:DocumentCurrencyCode").txt(doc.currency);
  // The shop's order number is what the customer refers to: their reference, and our sales order.
  root.ele("cbc:BuyerReference").txt(doc.orderNumber);
  root.ele("cac:OrderReference").ele("cbc:ID").txt("NA").up().ele("cbc:SalesOrderID").txt(doc.orderNumber);
  const billed = doc.kind === "credit_note" ? doc.invoiceNumber : doc.refersTo?.number;
  const billedOn = doc.kind === "credit_note" ? doc.invoiceIssueDate : doc.refersTo?.issueDate;
  if (billed && billedOn) {
    root
      .ele("cac:BillingReference")
      .ele("cac:InvoiceDocumentReference")
      .ele("cbc:ID")
      .txt(billed)
      .up()
      .ele("cbc:IssueDate")
      .txt(billedOn);
  }
  supplierParty(root.ele("cac:AccountingSupplierParty").ele("cac:Party"), doc.supplier);
  customerParty(root.ele("cac:AccountingCustomerParty").ele("cac:Party"), doc.customer);
  // An intra-community supply names when and where the goods were delivered (BR-IC-11, BR-IC-12): the tax point
  // (the day of payment) and the order's delivery address.
  if (doc.vatBreakdown.some((row) => row.category === "K")) {
    const delivery = root.ele("cac:Delivery");
    delivery.ele("cbc:ActualDeliveryDate").txt(doc.taxPointDate);
    postalAddress(delivery.ele("cac:DeliveryLocation"), doc.deliverTo ?? doc.customer.address, "cac:Address");
  }

  for (const a of doc.allowances) {
    const ac = root.ele("cac:AllowanceCharge");
    ac.ele("cbc:ChargeIndicator").txt("false");
    ac.ele("cbc:AllowanceChargeReasonCode").txt(a.reasonCode);
    ac.ele("cbc:AllowanceChargeReason").txt(a.reason);
    money(ac, "cbc:Amount", a.amountExcl);
    taxCategory(ac.ele("cac:TaxCategory"), a.vat);
  }

  const taxTotal = root.ele("cac:TaxTotal");
  money(taxTotal, "cbc:TaxAmount", doc.totals.vat);
  for (const row of doc.vatBreakdown) taxSubtotal(taxTotal.ele("cac:TaxSubtotal"), row, money);

  const t = doc.totals;
  const total = root.ele("cac:LegalMonetaryTotal");
  money(total, "cbc:LineExtensionAmount", t.linesExcl);
  money(total, "cbc:TaxExclusiveAmount", t.taxExclusive);
  money(total, "cbc:TaxInclusiveAmount", t.taxInclusive);
  if (doc.allowances.length > 0) money(total, "cbc:AllowanceTotalAmount", t.allowancesExcl);
  if (t.chargesExcl !== 0) money(total, "cbc:ChargeTotalAmount", t.chargesExcl);
  money(total, "cbc:PrepaidAmount", t.prepaid);
  money(total, "cbc:PayableAmount", t.payable);

  for (const line of doc.lines)
    documentLine(root.ele(credit ? "cac:CreditNoteLine" : "cac:InvoiceLine"), line, credit, money);
  return root.end({ prettyPrint: true });
}

function postalAddress(parent: XMLBuilder, a: DocumentAddress, name = "cac:PostalAddress"): void {
  const el = parent.ele(name);
  el.ele("cbc:StreetName").txt(a.streetLine);
  el.ele("cbc:CityName").txt(a.city);
  el.ele("cbc:PostalZone").txt(a.postcode);
  if (a.region) el.ele("cbc:CountrySubentity").txt(a.region);
  el.ele("cac:Country").ele("cbc:IdentificationCode").txt(a.country);
}

function vatScheme(parent: XMLBuilder, vatNumber: string): void {
  parent
    .ele("cac:PartyTaxScheme")
    .ele("cbc:CompanyID")
    .txt(vatNumber)
    .up()
    .ele("cac:TaxScheme")
    .ele("cbc:ID")
    .txt("VAT");
}

function supplierParty(party: XMLBuilder, s: SupplierParty): void {
  party.ele("cbc:EndpointID", { schemeID: EAS.kvk }).txt(s.kvkNumber);
  party.ele("cac:PartyName").ele("cbc:Name").txt(s.tradingName);
  postalAddress(party, s.address);
  vatScheme(party, s.vatNumber);
  const legal = party.ele("cac:PartyLegalEntity");
  legal.ele("cbc:RegistrationName").txt(s.legalName);
  legal.ele("cbc:CompanyID", { schemeID: EAS.kvk }).txt(s.kvkNumber);
  party.ele("cac:Contact").ele("cbc:ElectronicMail").txt(s.email);
}

/** The customer's Peppol address: the enterprise number (BE), the KvK number (NL), or a consumer's e-mail. */
export function customerEndpoint(c: CustomerParty): { scheme: string; id: string } {
  if (c.enterpriseNumber) return { scheme: EAS.belgianEnterprise, id: c.enterpriseNumber };
  if (c.kvkNumber) return { scheme: EAS.kvk, id: c.kvkNumber };
  return { scheme: EAS.email, id: c.email };
}

function customerParty(party: XMLBuilder, c: CustomerParty): void {
  const endpoint = customerEndpoint(c);
  party.ele("cbc:EndpointID", { schemeID: endpoint.scheme }).txt(endpoint.id);
  party.ele("cac:PartyName").ele("cbc:Name").txt(c.name);
  postalAddress(party, c.address);
  if (c.vatNumber) vatScheme(party, c.vatNumber);
  const legal = party.ele("cac:PartyLegalEntity");
  legal.ele("cbc:RegistrationName").txt(c.name);
  if (c.enterpriseNumber)
    legal.ele("cbc:CompanyID", { schemeID: EAS.belgianEnterprise }).txt(c.enterpriseNumber);
  else if (c.kvkNumber) legal.ele("cbc:CompanyID", { schemeID: EAS.kvk }).txt(c.kvkNumber);
  const contact = party.ele("cac:Contact");
  if (c.kind === "business") contact.ele("cbc:Name").txt(c.contactName);
  contact.ele("cbc:ElectronicMail").txt(c.email);
}

function taxCategory(el: XMLBuilder, vat: VatTreatment): void {
  el.ele("cbc:ID").txt(vat.category);
  el.ele("cbc:Percent").txt(String(vat.rate));
  el.ele("cac:TaxScheme").ele("cbc:ID").txt("VAT");
}

type Money = (parent: XMLBuilder, name: string, cents: number) => XMLBuilder;

function taxSubtotal(el: XMLBuilder, row: VatBreakdownRow, money: Money): void {
  money(el, "cbc:TaxableAmount", row.taxableExcl);
  money(el, "cbc:TaxAmount", row.vat);
  const cat = el.ele("cac:TaxCategory");
  cat.ele("cbc:ID").txt(row.category);
  cat.ele("cbc:Percent").txt(String(row.rate));
  if (row.mention) {
    cat.ele("cbc:TaxExemptionReasonCode").txt(row.exemptionReasonCode);
    cat.ele("cbc:TaxExemptionReason").txt(row.mention);
  }
  cat.ele("cac:TaxScheme").ele("cbc:ID").txt("VAT");
}

function documentLine(el: XMLBuilder, line: DocumentLine, credit: boolean, money: Money): void {
  el.ele("cbc:ID").txt(line.id);
  el.ele(credit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity", { unitCode: "C62" }).txt(
    String(line.quantity),
  );
  money(el, "cbc:LineExtensionAmount", line.netExcl);
  const item = el.ele("cac:Item");
  if (line.options.length > 0) {
    item.ele("cbc:Description").txt(line.options.map((o) => `${o.name}: ${o.value}`).join("; "));
  }
  item.ele("cbc:Name").txt(line.description);
  taxCategory(item.ele("cac:ClassifiedTaxCategory"), line.vat);
  for (const o of line.options) {
    item.ele("cac:AdditionalItemProperty").ele("cbc:Name").txt(o.name).up().ele("cbc:Value").txt(o.value);
  }
  el.ele("cac:Price").ele("cbc:PriceAmount", { currencyID: "EUR" }).txt(price(line.unitPriceExclE4));
}
