// The invoice of a paid order, built from the order as stored (its cart and customer JSON) and the shop's facts.
import { type Cart, type CartItem, isGoods } from "../cart/types.ts";
import { company } from "../company.ts";
import { formatPrice } from "../money.ts";
import type { Address } from "../validation/address.ts";
import { belgianVatNumberOf, type CustomerData, deliveryAddress } from "../validation/customer.ts";
import { STANDARD_VAT, type VatDecision, type VatLineKind, type VatTreatment } from "../vat/rule.ts";
import type { CustomerParty, DocumentAddress, InvoiceDocument, LineKind, SupplierParty } from "./document.ts";
import { type DraftAllowance, type DraftLine, settle } from "./settle.ts";
import { splitProportionally } from "./split.ts";

/** The parts of a stored order an invoice is made from (server/orders/orders.schema.ts). */
export interface StoredOrder {
  number: string;
  store: "NL" | "BE";
  email: string;
  customer: CustomerData;
  cart: Cart;
}

/** Which VAT a line gets. */
export type VatOf = (line: { kind: LineKind; item?: CartItem }) => VatTreatment;

/** The VAT rule's line kind of each invoice line kind: call-out and measuring belong to the mount service. */
const ruleKindOf: Record<Exclude<LineKind, "credit">, VatLineKind> = {
  product: "products",
  mount: "mount",
  voorrijkosten: "mount",
  meetkosten: "mount",
  shipping: "shipping",
};

/**
 * The invoice's VAT from the VAT rule's decision stored with the order's cart (`cart.vat`); an order without
 * one (placed before the rule was wired in) is standard 21% on every line.
 */
export function vatOfDecision(decision: VatDecision | undefined): VatOf {
  if (!decision) return () => STANDARD_VAT;
  return ({ kind }) => decision.lines[kind === "credit" ? "products" : ruleKindOf[kind]];
}

export interface InvoiceInput {
  order: StoredOrder;
  /** From server/invoices/numbering.ts, taken in the same transaction. */
  number: string;
  issueDate: string;
  /** The payment's date on the shop's clock. */
  taxPointDate: string;
  payment: { type: string; name: string };
  /** By default the VAT rule's decision stored with the cart (`vatOfDecision(order.cart.vat)`). */
  vatOf?: VatOf;
  supplier?: SupplierParty;
}

/** The shop as the supplier on every document, from domain/company.ts. */
export function shopSupplier(): SupplierParty {
  const a = company.address;
  return {
    legalName: company.legalName,
    tradingName: company.name,
    address: {
      streetLine: `${a.street} ${a.houseNumber}`,
      postcode: a.postcode,
      city: a.city,
      country: a.country,
    },
    kvkNumber: company.kvkNumber,
    vatNumber: company.vatNumber,
    email: company.email,
  };
}

function documentAddress(a: Address): DocumentAddress {
  return {
    streetLine: `${a.street} ${a.housenumber}${a.housenumber_affix ? ` ${a.housenumber_affix}` : ""}`,
    postcode: a.zipcode,
    city: a.city,
    ...("region" in a && a.region ? { region: a.region } : {}),
    country: a.country,
  };
}

/** The customer on the document: the invoice address, and for a business its name and numbers. */
export function customerParty(data: CustomerData, email: string): CustomerParty {
  const a = data.factuur;
  const person = [a.prefix === "Mevr" ? "Mevr." : "Dhr.", a.firstname, a.middlename, a.lastname]
    .filter(Boolean)
    .join(" ");
  const base = { contactName: person, address: documentAddress(a), email };
  const d = data.default;
  if (d.type !== "business") return { kind: "consumer", name: person, ...base };
  if (a.country === "BE") {
    return {
      kind: "business",
      name: d.companyname,
      ...base,
      enterpriseNumber: d.kvk,
      vatNumber: d.vat_number ?? belgianVatNumberOf(d.kvk),
    };
  }
  return {
    kind: "business",
    name: d.companyname,
    ...base,
    kvkNumber: d.kvk,
    ...(d.vat_number ? { vatNumber: d.vat_number } : {}),
  };
}

/**
 * The order's cart as invoice lines and the voucher as a document-level discount: every product row with the
 * options the customer sees (internal crm_only options stay off, as in the order mail), a mount line per mounted
 * product, voorrijkosten, meetkosten and shipping as lines of their own.
 */
export function draftOf(cart: Cart, vatOf: VatOf): { lines: DraftLine[]; discounts: DraftAllowance[] } {
  const lines: DraftLine[] = [];
  const rows = Object.values(cart.items);
  const mounted = cart.service_type === "mount";
  // Accessories sold on their own are goods like a product: a line with the same VAT, no options.
  for (const item of rows.filter(isGoods)) {
    lines.push({
      kind: "product",
      description: item.product_name,
      options: item.options.filter((o) => !o.crm_only).map(({ name, value }) => ({ name, value })),
      quantity: item.count,
      unitPriceIncl: item.price,
      vat: vatOf({ kind: "product", item }),
    });
  }
  if (mounted) {
    for (const item of rows.filter((r) => r.type === "product" && (r.mount_cost ?? 0) > 0)) {
      lines.push({
        kind: "mount",
        description: `Montage ${item.product_name}`,
        options: [],
        quantity: item.count,
        unitPriceIncl: item.mount_cost ?? 0,
        vat: vatOf({ kind: "mount", item }),
      });
    }
  }
  for (const item of rows.filter((r) => r.type === "voorrijkosten" || r.type === "meetkosten")) {
    if (item.price <= 0) continue;
    const kind = item.type as "voorrijkosten" | "meetkosten";
    lines.push({
      kind,
      description: item.product_name,
      options: [],
      quantity: 1,
      unitPriceIncl: item.price,
      vat: vatOf({ kind, item }),
    });
  }
  if (cart.shipping_amount > 0) {
    lines.push({
      kind: "shipping",
      description: "Verzendkosten",
      options: [],
      quantity: 1,
      unitPriceIncl: cart.shipping_amount,
      vat: vatOf({ kind: "shipping" }),
    });
  }
  const discounts: DraftAllowance[] = [];
  const voucher = rows.find((r) => r.type === "discount");
  if (voucher && voucher.price < 0) {
    // The voucher takes off the products' price: split over the products' VAT categories in proportion.
    const byVat = new Map<string, { vat: VatTreatment; incl: number }>();
    for (const l of lines.filter((x) => x.kind === "product")) {
      const key = `${l.vat.category}:${l.vat.rate}`;
      const group = byVat.get(key) ?? { vat: l.vat, incl: 0 };
      group.incl += l.unitPriceIncl * l.quantity;
      byVat.set(key, group);
    }
    const groups = [...byVat.values()];
    const parts = splitProportionally(
      -voucher.price,
      groups.map((g) => g.incl),
    );
    groups.forEach((g, i) => {
      const amountIncl = parts[i] as number;
      if (amountIncl > 0) {
        discounts.push({
          reason: voucher.discount_description ?? voucher.product_name,
          amountIncl,
          vat: g.vat,
        });
      }
    });
  }
  return { lines, discounts };
}

/**
 * The invoice of a paid order. Throws when the lines do not add up to the order's total: an invoice must show
 * what was paid, never something near it.
 */
export function buildInvoice(input: InvoiceInput): InvoiceDocument {
  const { order } = input;
  const { lines, discounts } = draftOf(order.cart, input.vatOf ?? vatOfDecision(order.cart.vat));
  const settled = settle(lines, discounts);
  if (settled.totals.taxInclusive !== order.cart.total) {
    throw new Error(
      `Invoice ${input.number}: the lines come to ${settled.totals.taxInclusive}, the order ${order.number} to ${order.cart.total}`,
    );
  }
  return {
    kind: "invoice",
    number: input.number,
    issueDate: input.issueDate,
    taxPointDate: input.taxPointDate,
    currency: "EUR",
    store: order.store,
    supplier: input.supplier ?? shopSupplier(),
    customer: customerParty(order.customer, order.email),
    deliverTo: documentAddress(deliveryAddress(order.customer)),
    ...settled,
    orderNumber: order.number,
    payment: input.payment,
    notes: exemptionNotes(settled.vatBreakdown),
  };
}

/** The legal mention of every 0% category on the document ('Btw verlegd'). */
export function exemptionNotes(rows: { mention: string | null }[]): string[] {
  return [...new Set(rows.flatMap((r) => (r.mention ? [r.mention] : [])))];
}

export interface ChangeInvoiceInput {
  /** The order as it is after the change (its customer, store and VAT decision). */
  order: StoredOrder;
  /** The order's own invoice, which this one adds to. */
  invoice: InvoiceDocument;
  number: string;
  issueDate: string;
  /** The date the difference was paid, on the shop's clock. */
  taxPointDate: string;
  payment: { type: string; name: string };
  change: {
    position: number;
    productName: string;
    before: { name: string; value: string }[];
    after: { name: string; value: string }[];
    subtotalBeforeCents: number;
    subtotalAfterCents: number;
    /** The row's new item, for the VAT rule's line decision. */
    item: CartItem;
  };
  vatOf?: VatOf;
}

/**
 * The invoice of a customer's dearer change (issue 24): one line "Wijziging regel 2: <product>" of the difference
 * the customer paid, in the row's VAT category (0% stays 0% for a zero-rated customer, with its mention), its
 * options naming what changed ("Breedte: 120 cm → 140 cm"), and a note naming the order's invoice it adds to
 * and the row's price before and after. A separate invoice with its own number, as art. 35a Wet OB and KB nr. 1
 * art. 5 ask of every supply invoiced; the order's invoice stays as it was issued.
 */
export function buildChangeInvoice(input: ChangeInvoiceInput): InvoiceDocument {
  const { order, invoice, change } = input;
  const difference = change.subtotalAfterCents - change.subtotalBeforeCents;
  if (!Number.isSafeInteger(difference) || difference <= 0)
    throw new RangeError(`A change invoice needs a positive difference, not ${difference}`);
  const vatOf = input.vatOf ?? vatOfDecision(order.cart.vat);
  const settled = settle(
    [
      {
        kind: "product",
        description: `Wijziging regel ${change.position}: ${change.productName}`,
        options: changedOptions(change.before, change.after),
        quantity: 1,
        unitPriceIncl: difference,
        vat: vatOf({ kind: "product", item: change.item }),
      },
    ],
    [],
  );
  return {
    kind: "invoice",
    number: input.number,
    issueDate: input.issueDate,
    taxPointDate: input.taxPointDate,
    currency: "EUR",
    store: order.store,
    supplier: invoice.supplier,
    customer: customerParty(order.customer, order.email),
    deliverTo: documentAddress(deliveryAddress(order.customer)),
    ...settled,
    orderNumber: order.number,
    payment: input.payment,
    notes: [
      `Aanvullende factuur bij factuur ${invoice.number}: regel ${change.position} is op verzoek van de klant gewijzigd, van ${formatPrice(change.subtotalBeforeCents)} naar ${formatPrice(change.subtotalAfterCents)}.`,
      ...exemptionNotes(settled.vatBreakdown),
    ],
    refersTo: { number: invoice.number, issueDate: invoice.issueDate },
  };
}

/** What changed, option by option ("Breedte: 120 cm → 140 cm"); an option only one side has is named as it is. */
export function changedOptions(
  before: { name: string; value: string }[],
  after: { name: string; value: string }[],
): { name: string; value: string }[] {
  const was = new Map(before.map((o) => [o.name, o.value]));
  const changed = after.flatMap((o) => {
    const old = was.get(o.name);
    if (old === o.value) return [];
    return [{ name: o.name, value: old === undefined ? o.value : `${old} → ${o.value}` }];
  });
  return changed.length > 0 ? changed : after;
}
