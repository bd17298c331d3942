// The accountant's export through the real app: the period's CSV (credit notes negative), the zip of its UBL
// files, and the VAT-return summary adding up to the CSV's rows, for NL and BE customers, consumers and businesses;
// owners only, Dutch 400s for a bad period, the real content types in /api/docs.

import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import {
  beAddress,
  nlAddress,
  payInSandbox,
  beBusiness as peetersBv,
  placeBelgianOrder,
  placeOrder,
  readyVisitor,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { refunds } from "../payments/payments.schema.ts";
import type { SandboxPaymentProvider } from "../payments/sandbox.ts";

let t: TestApp;
let values: ConfValues;
let owner: StaffClient;
const today = shopToday();
const period = `from=${today}&to=${today}`;
const url = (query: string) => `/api/beheer/exports/accounting?${query}`;

async function pay(placed: { paymentLink: string; order: { number: string } }): Promise<string> {
  const result = await payInSandbox(t.services, placed.paymentLink, "Authorised");
  if (result.kind !== "done") throw new Error(result.kind);
  return placed.order.number;
}

async function dutchOrder(customer?: Record<string, unknown>): Promise<string> {
  const { v, csrf } = await readyVisitor(t.app, values, customer);
  return pay((await placeOrder(v, csrf)).json());
}

async function belgianOrder(customer: Record<string, unknown>): Promise<string> {
  return pay(await placeBelgianOrder(t.app, values, customer));
}

/** Refunds part of an order and waits for the provider's confirmation, which issues the credit note. */
async function refund(number: string, amountCents: number) {
  const res = await owner.post(`/api/beheer/orders/${number}/refunds`, { amountCents, reason: "Retour" });
  expect(res.statusCode, res.body).toBe(200);
  const reference: string = res.json().refunds.at(-1).reference;
  await (t.services.payments as SandboxPaymentProvider).deliverDue();
  await vi.waitFor(
    async () => {
      const [row] = await t.services.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.reference, reference));
      if (row?.status !== "refunded") throw new Error("not confirmed yet");
    },
    { timeout: 5_000, interval: 50 },
  );
}

/** The CSV's cells (what csvFile writes: quotes only around a ';', a quote or a line break). */
function parseCsv(body: string): string[][] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  return body
    .slice(1)
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)]
        .map((m) => m[1] ?? "")
        .slice(0, -1)
        .map((c) => (c.startsWith('"') ? c.slice(1, -1).replace(/""/g, '"') : c)),
    );
}
const cents = (cell: string | undefined) => Math.round(Number((cell ?? "").replace(",", ".")) * 100);

let nlConsumer: string;
let beBusiness: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "1000" });
  values = await rollerBlindValues(t.app);
  owner = await staffClient(t, "eigenaar");
  nlConsumer = await dutchOrder();
  await dutchOrder({
    default: { type: "business", companyname: "Kantoor de Vries BV", kvk: "12345678" },
    factuur: nlAddress,
  });
  await belgianOrder({ default: { type: "private" }, factuur: beAddress });
  beBusiness = await belgianOrder(peetersBv);
  await refund(nlConsumer, 1000);
  await refund(beBusiness, 500);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("the accountant's export of a period", () => {
  it("answers the CSV for Excel NL: a row per document, credit notes negative, summing to the summary", async () => {
    const res = await owner.get(url(period));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="boekhouding-${today}-${today}.csv"`,
    );
    const [header, ...rows] = parseCsv(res.body);
    const col = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r[col("Soort")])).toEqual([
      "Factuur",
      "Factuur",
      "Factuur",
      "Factuur",
      "Creditnota",
      "Creditnota",
    ]);
    const credits = rows.filter((r) => r[col("Soort")] === "Creditnota");
    expect(credits.map((r) => cents(r[col("Incl. btw")]))).toEqual([-1000, -500]);
    const business = rows.find((r) => r[col("Klant")] === "Peeters BV" && r[col("Soort")] === "Factuur");
    expect(business?.[col("Btw-nummer klant")]).toBe("BE0417497106");
    expect(business?.[col("Nultarief of verlegd")]).toBe("ja");
    expect(business?.[col("Aangifte")]).toBe("NL 3b; ICP");
    expect(business?.[col("Betaalwijze")]).toBe("Bancontact");

    const summary = (await owner.get(url(`${period}&format=summary`))).json();
    const sum = (name: string) => rows.reduce((s, r) => s + cents(r[col(name)]), 0);
    expect(summary.totals).toEqual({
      excl: sum("Excl. btw"),
      vat: sum("Btw totaal"),
      incl: sum("Incl. btw"),
    });
    expect(summary.documents).toEqual({ invoices: 4, creditNotes: 2 });
  });

  it("answers the summary: 1a for Dutch VAT, 3b and the ICP for the Belgian business, the OSS for the consumer", async () => {
    const res = await owner.get(url(`${period}&format=summary`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const s = res.json();
    const csv = parseCsv((await owner.get(url(period))).body);
    const [header, ...rows] = csv;
    const col = (name: string) => header?.indexOf(name) ?? -1;
    const sumWhere = (name: string, ret: string) =>
      rows.filter((r) => r[col("Aangifte")] === ret).reduce((total, r) => total + cents(r[col(name)]), 0);
    const box = (name: string) => s.boxes.find((b: { box: string }) => b.box === name);
    expect(box("1a")).toEqual({
      box: "1a",
      label: "Leveringen/diensten belast met hoog tarief",
      turnoverExcl: sumWhere("Excl. btw", "NL 1a"),
      vat: sumWhere("Btw totaal", "NL 1a"),
    });
    expect(box("1a").vat).toBeGreaterThan(0);
    expect(box("3b")).toMatchObject({
      label: "Leveringen naar of diensten in landen binnen de EU",
      turnoverExcl: sumWhere("Excl. btw", "NL 3b; ICP"),
      vat: null,
    });
    expect(s.oss).toEqual({
      country: "BE",
      turnoverExcl: sumWhere("Excl. btw", "OSS België"),
      vat: sumWhere("Btw totaal", "OSS België"),
    });
    expect(s.oss.vat).toBeGreaterThan(0);
    // The ICP: the business's invoice less its credit note.
    expect(s.icp).toEqual([
      {
        vatNumber: "BE0417497106",
        country: "BE",
        customer: "Peeters BV",
        amountExcl: box("3b").turnoverExcl,
      },
    ]);
    const invoiceExcl = rows
      .filter((r) => r[col("Klant")] === "Peeters BV")
      .map((r) => cents(r[col("Excl. btw")]));
    expect(invoiceExcl).toHaveLength(2);
    expect(invoiceExcl[1]).toBe(-500);
    expect(s.zeroRatedExcl).toBe(box("3b").turnoverExcl);
  });

  it("answers the zip with one UBL file per document, each the Invoice or CreditNote of its number", async () => {
    const res = await owner.get(url(`${period}&format=zip`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="boekhouding-${today}-${today}.zip"`,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const csv = parseCsv((await owner.get(url(period))).body).slice(1);
    const numbers = csv.map((r) => r[0] ?? "");
    expect(Object.keys(files).sort()).toEqual(
      numbers.map((n) => (n.startsWith("C") ? `creditnota-${n}.xml` : `factuur-${n}.xml`)).sort(),
    );
    for (const number of numbers) {
      const name = number.startsWith("C") ? `creditnota-${number}.xml` : `factuur-${number}.xml`;
      const xml = new TextDecoder().decode(files[name]);
      expect(xml).toMatch(number.startsWith("C") ? /<CreditNote[\s>]/ : /<Invoice[\s>]/);
      expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
    }
  });

  it("answers an empty period with the header only, an empty zip and a summary of zeros", async () => {
    const empty = "from=2000-01-01&to=2000-12-31";
    expect(parseCsv((await owner.get(url(empty))).body)).toHaveLength(1);
    const zip = await owner.get(url(`${empty}&format=zip`));
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toEqual([]);
    const s = (await owner.get(url(`${empty}&format=summary`))).json();
    expect(s).toMatchObject({
      from: "2000-01-01",
      to: "2000-12-31",
      totals: { excl: 0, vat: 0, incl: 0 },
      icp: [],
    });
  });

  it("answers a missing, invalid, reversed or too long period with a Dutch 400", async () => {
    const cases: [string, Record<string, string>][] = [
      ["", { from: "Vul een geldige begindatum in.", to: "Vul een geldige einddatum in." }],
      [
        "from=gisteren&to=2026-02-30",
        { from: "Vul een geldige begindatum in.", to: "Vul een geldige einddatum in." },
      ],
      ["from=2026-11-30&to=2026-11-01", { to: "De einddatum ligt voor de begindatum." }],
      ["from=2025-01-01&to=2026-01-02", { to: "Kies een periode van hoogstens 366 dagen." }],
      [`${period}&format=pdf`, { format: "Kies csv, zip of summary." }],
    ];
    for (const [query, errors] of cases) {
      const res = await owner.get(url(query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toMatchObject(errors);
    }
  });

  it("refuses a medewerker (403) and no session (401)", async () => {
    const employee = await staffClient(t, "medewerker");
    expect((await employee.get(url(period))).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: url(period) })).statusCode).toBe(401);
  });

  it("documents the three answers with their real content types in /api/docs", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    const content = doc.paths["/api/beheer/exports/accounting"].get.responses["200"].content;
    expect(Object.keys(content)).toEqual(["text/csv", "application/zip", "application/json"]);
  });
});
