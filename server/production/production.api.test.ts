// The workshop's documents through the real app: a paid order's werkbon and labels, the day's cut list, for every
// member of staff (the cut list: the orders planned that day); Dutch 404 for an unknown order, 409 for an unpaid one, 400 for a bad day; in /api/docs as PDF.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { productionDayOf } from "../../domain/production/production-day.ts";
import {
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlindDef,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { pdfText } from "../../tests/helpers/pdf-text.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let values: ConfValues;
let employee: StaffClient;
let paid: string;
let unpaid: string;

const squeeze = (s: string) => s.replace(/\s+/g, " ");
/** The production day of an order released now. */
const day = productionDayOf(new Date());

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  const room = rollerBlindDef.groups.flatMap((g) => g.options).find((o) => o.name === "Ruimte of raam");
  if (!room) throw new Error("the roller blind asks no room label");
  values = { ...(await rollerBlindValues(t.app)), [String(room.id)]: "Slaapkamer links" };
  employee = await staffClient(t, "medewerker");
  const first = await readyVisitor(t.app, values);
  const placed = (await placeOrder(first.v, first.csrf)).json();
  const result = await payInSandbox(t.services, placed.paymentLink, "Authorised");
  if (result.kind !== "done") throw new Error(result.kind);
  paid = placed.order.number;
  const second = await readyVisitor(t.app, values);
  unpaid = (await placeOrder(second.v, second.csrf)).json().order.number;
});
afterAll(async () => {
  await t?.close();
});

const base = "/api/beheer/production";

describe("the werkbon and the labels", () => {
  it("print a paid order's rows with room label, measures and their sums, and the row reference", async () => {
    const res = await employee.get(`${base}/orders/${paid}/werkbon.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="werkbon-${paid}.pdf"`);
    const text = squeeze(pdfText(res.rawPayload, true));
    expect(text).toContain(`Werkbon ${paid}`);
    expect(text).toContain(`Regel 1 · ${paid}/1`);
    expect(text).toContain("Ruimte: Slaapkamer links");
    expect(text).toContain("Sanne de Vries");
    // 120 cm ordered: the tube is the width less the play and the hardware, with the reason printed beside it.
    expect(text).toMatch(/Buislengte \d+ mm bestelde breedte 1200 mm − /);

    const labels = await employee.get(`${base}/orders/${paid}/labels.pdf`);
    expect(labels.statusCode).toBe(200);
    expect(labels.headers["content-type"]).toBe("application/pdf");
    const labelText = squeeze(pdfText(labels.rawPayload));
    expect(labelText).toContain(`${paid}/1`);
    expect(labelText).toContain("Slaapkamer links");
    expect(labelText).toContain("2991 XJ Barendrecht");
  });

  it("answer an unknown order with a Dutch 404, an unpaid one with 409, a malformed number with 400", async () => {
    for (const doc of ["werkbon.pdf", "labels.pdf"]) {
      const unknown = await employee.get(`${base}/orders/RW-2026-999999/${doc}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors.order).toBe("Deze bestelling bestaat niet.");
      const notPaid = await employee.get(`${base}/orders/${unpaid}/${doc}`);
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json().errors.order).toContain("nog niet betaald");
      const bad = await employee.get(`${base}/orders/RW_2026%3B1/${doc}`);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain("Dit is geen bestelnummer.");
    }
  });

  it("are for staff only", async () => {
    const res = await t.app.inject({ method: "GET", url: `${base}/orders/${paid}/werkbon.pdf` });
    expect(res.statusCode).toBe(401);
  });
});

describe("the cut list", () => {
  it("cuts the rows of the orders planned that day, per roll with used and left adding up to the roll", async () => {
    // Paid is not planned: only a released order has a production day.
    const before = squeeze(pdfText((await employee.get(`${base}/cut-list.pdf?day=${day}`)).rawPayload, true));
    expect(before).not.toContain(`${paid}/1`);
    const released = await employee.post(`/api/beheer/orders/${paid}/status`, { to: "vrijgegeven" });
    expect(released.statusCode, released.body).toBe(200);
    const res = await employee.get(`${base}/cut-list.pdf?day=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = squeeze(pdfText(res.rawPayload, true));
    expect(text).toContain(`${paid}/1 Slaapkamer links`);
    expect(text).not.toContain(`${unpaid}/1`);
    const rolls = [...text.matchAll(/gebruikt ([\d.]+) mm \+ over ([\d.]+) mm = ([\d.]+) mm/g)];
    expect(rolls.length).toBeGreaterThan(0);
    for (const m of rolls) {
      const [used, left, length] = m.slice(1, 4).map((n) => Number(n.replaceAll(".", "")));
      expect((used ?? 0) + (left ?? 0)).toBe(length);
    }
  });

  it("has nothing to cut on a day without paid orders", async () => {
    const res = await employee.get(`${base}/cut-list.pdf?day=2020-01-01`);
    expect(res.statusCode).toBe(200);
    expect(squeeze(pdfText(res.rawPayload))).toContain("Vandaag is er geen doek te snijden.");
  });

  it.each(["", "morgen", "2026-02-30", "2026-13-01", "2026-1-1", "2026-01-01T00:00"])(
    "answers day=%j with a Dutch 400",
    async (day) => {
      const res = await employee.get(`${base}/cut-list.pdf?day=${encodeURIComponent(day)}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain("Vul een geldige productiedag in");
    },
  );

  it("answers a missing day with a Dutch 400", async () => {
    const res = await employee.get(`${base}/cut-list.pdf`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("Vul een geldige productiedag in");
  });
});

describe("/api/docs", () => {
  it("documents the three documents as application/pdf", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    for (const path of [
      "/api/beheer/production/orders/{number}/werkbon.pdf",
      "/api/beheer/production/orders/{number}/labels.pdf",
      "/api/beheer/production/cut-list.pdf",
    ])
      expect(Object.keys(doc.paths[path].get.responses["200"].content), path).toEqual(["application/pdf"]);
  });
});
