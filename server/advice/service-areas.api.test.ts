// The advice's service areas in the back office (/api/beheer/settings): the postcode ranges reach the next postcode
// check at once; bad input is refused in Dutch and changes nothing; every change is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";

let t: TestApp;
let owner: StaffClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
});
afterAll(async () => {
  await t?.close();
});

const zipcode = (code: string) => new TestVisitor(t.app).post("/api/advice/check-zipcode", { zipcode: code });

describe("service areas", () => {
  it("reaches the next postcode check at once", async () => {
    expect((await zipcode("9711 AW")).json().service_area).toBe("not_found");
    const { areas } = (await owner.get("/api/beheer/settings")).json();
    const res = await owner.put("/api/beheer/settings/service-areas", {
      areas: [...areas, { name: "Groningen", from: 9700, to: 9799, kind: "paid", feeCents: 7500 }],
    });
    expect(res.statusCode).toBe(200);
    expect((await zipcode("9711 AW")).json()).toEqual({ service_area: "paid", price: 7500 });
    const [entry] = (await owner.get("/api/beheer/audit?zoek=servicegebieden")).json().entries;
    expect(entry.after).toHaveLength(areas.length + 1);
    expect(entry.before).toHaveLength(areas.length);
  });

  it("refuses overlapping ranges of one kind and backwards ranges in Dutch, changing nothing", async () => {
    const { areas } = (await owner.get("/api/beheer/settings")).json();
    const res = await owner.put("/api/beheer/settings/service-areas", {
      areas: [
        { name: "Noord", from: 9000, to: 9750, kind: "paid", feeCents: 100 },
        ...areas,
        { name: "Achterstevoren", from: 8000, to: 7000, kind: "free" },
      ],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(Object.values(errors).join(" ")).toMatch(/overlapt met rij 1 'Noord' \(9000–9750\)/);
    expect(errors[`areas.${areas.length + 1}.to`]).toMatch(
      /eind-postcode 7000 ligt vóór de begin-postcode 8000/,
    );
    const bad = await owner.put("/api/beheer/settings/service-areas", {
      areas: [{ name: "", from: 12, to: 99999, kind: "paid", feeCents: -5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors["areas.0.from"]).toMatch(/vier cijfers/);
    expect((await owner.get("/api/beheer/settings")).json().areas).toEqual(areas);
    expect((await zipcode("9711 AW")).json().price).toBe(7500);
  });
});
