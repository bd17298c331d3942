// The accountant's export: signed rows, the CSV's columns, and a summary whose every box is the sum of the rows.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  belgianBusiness,
  belgianConsumer,
  cartArbitrary,
  dutchBusiness,
  dutchConsumer,
  intraCommunity,
  pricedLine,
  reverseCharged,
  sampleDocuments,
  storedOrder,
  testCart,
} from "../../tests/helpers/invoice-orders.ts";
import { CSV_BOM } from "../orders/csv.ts";
import { decideVat, type VatDecision, type VatRegime } from "../vat/rule.ts";
import {
  type AccountingEntry,
  type AccountingRow,
  accountingCsv,
  accountingRow,
  accountingSummary,
  regimeOf,
} from "./accounting.ts";
import { buildCreditNote } from "./credit-note.ts";
import type { IssuedDocument } from "./document.ts";
import { buildInvoice } from "./invoice.ts";

/** The CSV's cells, quotes undone: enough of RFC 4180 for what csvFile writes. */
function parseCsv(csv: string): string[][] {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  return csv
    .slice(1)
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)].map((m) => m[1] ?? ""))
    .map((cells) =>
      cells.slice(0, -1).map((c) => (c.startsWith('"') ? c.slice(1, -1).replace(/""/g, '"') : c)),
    );
}

const centsOf = (cell: string | undefined) => Math.round(Number((cell ?? "").replace(",", ".")) * 100);

function csvColumn(csv: string, name: string): number[] {
  const [header, ...rows] = parseCsv(csv);
  const at = header?.indexOf(name) ?? -1;
  expect(at, name).toBeGreaterThanOrEqual(0);
  return rows.map((r) => centsOf(r[at]));
}

const total = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe("the accountant's rows", () => {
  const docs = sampleDocuments();
  const entry = (document: IssuedDocument, regime: VatRegime | null = null): AccountingEntry => ({
    document,
    regime,
  });

  it("gives an invoice its amounts and a credit note the same amounts negative", () => {
    const invoice = accountingRow(entry(docs.nlConsumer, "nl"));
    expect(invoice).toMatchObject({
      number: "2026-000101",
      kind: "invoice",
      customer: "Mevr. Anna de Vries",
      country: "NL",
      vatNumber: null,
      excl: docs.nlConsumer.totals.taxExclusive,
      vat: docs.nlConsumer.totals.vat,
      incl: docs.nlConsumer.totals.taxInclusive,
      zeroRated: false,
      regime: "nl",
      paymentMethod: "iDEAL",
      orderNumber: "RW-2026-000101",
      invoiceNumber: null,
    });
    const credit = accountingRow(entry(docs.partialCredit, "nl"));
    expect(credit.excl).toBe(-docs.partialCredit.totals.taxExclusive);
    expect(credit.vat).toBe(-docs.partialCredit.totals.vat);
    expect(credit.incl).toBe(-15999);
    expect(credit.rates).toEqual([
      { rate: 21, taxableExcl: -docs.partialCredit.totals.taxExclusive, vat: -docs.partialCredit.totals.vat },
    ]);
    expect(credit).toMatchObject({ kind: "credit_note", invoiceNumber: "2026-000101" });
  });

  it("reads the regime from the categories for an order placed before the VAT rule", () => {
    expect(regimeOf(entry(docs.beBusiness))).toBe("reverse-charge");
    expect(regimeOf(entry(docs.nlBusiness))).toBe("nl");
    expect(regimeOf(entry(docs.beConsumer, "oss"))).toBe("oss");
  });

  it("writes the CSV for Excel NL with a column per rate, Dutch kinds, ja/nee and negative credits", () => {
    const rows = [
      accountingRow(entry(docs.nlConsumer, "nl")),
      accountingRow(entry(docs.beBusiness, "reverse-charge")),
      accountingRow(entry(docs.partialCredit, "nl")),
    ];
    const [header, first, second, third] = parseCsv(accountingCsv(rows));
    expect(header).toEqual([
      "Nummer",
      "Datum",
      "Soort",
      "Klant",
      "Land",
      "Btw-nummer klant",
      "Excl. btw",
      "Omzet 21%",
      "Btw 21%",
      "Omzet 0%",
      "Btw totaal",
      "Incl. btw",
      "Nultarief of verlegd",
      "Btw-regeling",
      "Aangifte",
      "Betaalwijze",
      "Bestelnummer",
      "Bij factuur",
    ]);
    expect(first?.slice(0, 6)).toEqual([
      "2026-000101",
      "2026-11-24",
      "Factuur",
      "Mevr. Anna de Vries",
      "NL",
      "",
    ]);
    expect(first?.slice(12, 15)).toEqual(["nee", "Nederlandse btw", "NL 1a"]);
    expect(second?.slice(3, 6)).toEqual(["Interieur Claes BV", "BE", "BE0417497106"]);
    expect(second?.slice(12, 15)).toEqual(["ja", "Btw verlegd (montage bij bedrijf in BE)", "NL 3c"]);
    expect(third?.[2]).toBe("Creditnota");
    expect(third?.[11]).toBe("-159,99");
    expect(third?.[17]).toBe("2026-000101");
  });
});

/** A customer and the VAT the rule gives them, as a paid order carries it. */
const profiles: {
  customer: typeof dutchConsumer;
  decision: VatDecision | undefined;
  regime: VatRegime | null;
}[] = [
  { customer: dutchConsumer, decision: undefined, regime: null },
  { customer: dutchBusiness, decision: undefined, regime: "nl" },
  ...(["sent", "mounted"] as const).map((supply) => {
    const decision = decideVat({ customer: "private", deliveryCountry: "BE", vatNumber: null, supply });
    return { customer: belgianConsumer, decision, regime: decision.regime };
  }),
  { customer: belgianBusiness, decision: intraCommunity, regime: "intra-community" },
  {
    customer: {
      ...belgianBusiness,
      default: {
        ...belgianBusiness.default,
        companyname: "Gordijnen Peeters BV",
        vat_number: "BE0123456749",
      },
    } as typeof belgianBusiness,
    decision: intraCommunity,
    regime: "intra-community",
  },
  { customer: belgianBusiness, decision: reverseCharged, regime: "reverse-charge" },
];

const documentSet = fc.array(
  fc.record({
    cart: cartArbitrary,
    profile: fc.integer({ min: 0, max: profiles.length - 1 }),
    credits: fc.array(fc.double({ min: 0.001, max: 0.5, noNaN: true }), { maxLength: 2 }),
  }),
  { minLength: 0, maxLength: 8 },
);

function entriesOf(set: typeof documentSet extends fc.Arbitrary<infer T> ? T : never): AccountingEntry[] {
  return set.flatMap(({ cart, profile, credits }, i) => {
    const p = profiles[profile] ?? profiles[0];
    if (!p) throw new Error("no profile");
    const invoice = buildInvoice({
      order: storedOrder(p.customer, { ...cart, ...(p.decision ? { vat: p.decision } : {}) }, `RW-${i}`),
      number: `2026-${String(i + 1).padStart(6, "0")}`,
      issueDate: "2026-11-24",
      taxPointDate: "2026-11-24",
      payment: { type: "ideal", name: "iDEAL" },
    });
    let credited = 0;
    const notes = credits.flatMap((share, j) => {
      const amount = Math.max(1, Math.floor(invoice.totals.taxInclusive * share));
      if (credited + amount > invoice.totals.taxInclusive) return [];
      const note = buildCreditNote({
        invoice,
        number: `C2026-${i}${j}`,
        issueDate: "2026-11-30",
        taxPointDate: "2026-11-30",
        amount,
        reason: "Retour",
        alreadyCredited: credited,
      });
      credited += amount;
      return [note];
    });
    return [invoice, ...notes].map((document) => ({ document, regime: p.regime }));
  });
}

describe("the VAT-return summary", () => {
  it("sums to the CSV's rows in every box, over random sets of invoices and credit notes", () => {
    let withCredits = 0;
    let withIcp = 0;
    fc.assert(
      fc.property(documentSet, (set) => {
        const rows = entriesOf(set).map(accountingRow);
        const csv = accountingCsv(rows);
        const s = accountingSummary(rows);
        const excl = total(csvColumn(csv, "Excl. btw"));
        const vat = total(csvColumn(csv, "Btw totaal"));
        const incl = total(csvColumn(csv, "Incl. btw"));
        expect(s.totals).toEqual({ excl, vat, incl });
        expect(excl + vat).toBe(incl);
        expect(total(csvColumn(csv, "Omzet 21%")) + total(csvColumn(csv, "Omzet 0%"))).toBe(excl);
        expect(total(csvColumn(csv, "Btw 21%"))).toBe(vat);
        expect(s.byRate).toEqual([
          { rate: 21, turnoverExcl: total(csvColumn(csv, "Omzet 21%")), vat },
          { rate: 0, turnoverExcl: total(csvColumn(csv, "Omzet 0%")), vat: 0 },
        ]);
        expect(total(s.byRegime.map((r) => r.turnoverExcl))).toBe(excl);
        expect(total(s.byRegime.map((r) => r.vat))).toBe(vat);
        // The Dutch boxes plus the OSS hold every euro once; the VAT is Dutch (1a) or Belgian (OSS, BE return).
        const box = (name: string) => s.boxes.find((b) => b.box === name);
        expect(total(s.boxes.map((b) => b.turnoverExcl)) + s.oss.turnoverExcl).toBe(excl);
        expect((box("1a")?.vat ?? 0) + s.oss.vat + s.belgianReturn.vat).toBe(vat);
        const of = (regimes: VatRegime[]) => rows.filter((r) => regimes.includes(r.regime));
        const sumOf = (list: AccountingRow[], pick: (r: AccountingRow) => number) => total(list.map(pick));
        expect(box("1a")).toMatchObject({
          turnoverExcl: sumOf(of(["nl"]), (r) => r.excl),
          vat: sumOf(of(["nl"]), (r) => r.vat),
        });
        expect(box("3b")?.turnoverExcl).toBe(sumOf(of(["intra-community"]), (r) => r.excl));
        expect(box("3c")?.turnoverExcl).toBe(sumOf(of(["reverse-charge", "be"]), (r) => r.excl));
        expect(s.zeroRatedExcl).toBe(sumOf(of(["intra-community", "reverse-charge"]), (r) => r.excl));
        // The ICP listing: one line per VAT number, adding up to box 3b, credit notes subtracting.
        expect(total(s.icp.map((l) => l.amountExcl))).toBe(box("3b")?.turnoverExcl);
        expect(new Set(s.icp.map((l) => l.vatNumber)).size).toBe(s.icp.length);
        for (const line of s.icp) {
          const mine = of(["intra-community"]).filter((r) => r.vatNumber === line.vatNumber);
          expect(line.amountExcl).toBe(sumOf(mine, (r) => r.excl));
          expect(line.country).toBe("BE");
        }
        expect(s.documents.invoices + s.documents.creditNotes).toBe(rows.length);
        if (s.documents.creditNotes > 0) withCredits++;
        if (s.icp.length > 0) withIcp++;
      }),
      { numRuns: 200, seed: 23 },
    );
    // The property proves nothing unless credit notes and intra-community supplies really occurred.
    expect(withCredits).toBeGreaterThan(50);
    expect(withIcp).toBeGreaterThan(50);
  });

  it("groups the ICP by VAT number, a credit note reducing its customer's total", () => {
    const other = profiles[5]?.customer ?? belgianBusiness;
    const invoiceFor = (customer: typeof belgianBusiness, number: string, price: number) =>
      buildInvoice({
        order: storedOrder(customer, {
          ...testCart({ country: "BE", lines: [pricedLine("a", price)] }),
          vat: intraCommunity,
        }),
        number,
        issueDate: "2026-11-24",
        taxPointDate: "2026-11-24",
        payment: { type: "bcmc", name: "Bancontact" },
      });
    const a = invoiceFor(belgianBusiness, "2026-000201", 10000);
    const b = invoiceFor(belgianBusiness, "2026-000202", 20000);
    const c = invoiceFor(other, "2026-000203", 5000);
    const credit = buildCreditNote({
      invoice: b,
      number: "C2026-000009",
      issueDate: "2026-11-30",
      taxPointDate: "2026-11-30",
      amount: 3000,
      reason: "Retour",
    });
    const s = accountingSummary(
      [a, b, c, credit].map((document) => accountingRow({ document, regime: "intra-community" })),
    );
    expect(s.icp).toEqual([
      {
        vatNumber: "BE0123456749",
        country: "BE",
        customer: "Gordijnen Peeters BV",
        amountExcl: c.totals.taxExclusive,
      },
      {
        vatNumber: "BE0417497106",
        country: "BE",
        customer: "Interieur Claes BV",
        amountExcl: a.totals.taxExclusive + b.totals.taxExclusive - 3000,
      },
    ]);
    expect(s.boxes.find((x) => x.box === "3b")).toMatchObject({
      label: "Leveringen naar of diensten in landen binnen de EU",
      turnoverExcl: a.totals.taxExclusive + b.totals.taxExclusive + c.totals.taxExclusive - 3000,
      vat: null,
    });
    expect(s.boxes.find((x) => x.box === "1a")).toMatchObject({
      label: "Leveringen/diensten belast met hoog tarief",
      turnoverExcl: 0,
      vat: 0,
    });
  });
});
