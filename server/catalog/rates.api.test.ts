// The shop rates in the back office (/api/beheer/settings): the rates per country reach the next cart at once (the
// catalogue reloads); bad input is refused in Dutch and changes nothing; every change is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { rollerBlindValues, visitorWithRollerBlind } from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let owner: StaffClient;
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function freshCart(host = "localhost") {
  return (await visitorWithRollerBlind(t.app, values, host)).cart;
}

describe("shop rates", () => {
  it("lists the rates per country and the service areas", async () => {
    const res = await owner.get("/api/beheer/settings");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rates.map((r: { country: string }) => r.country)).toEqual(["BE", "NL"]);
    expect(body.areas.length).toBeGreaterThan(5);
  });

  it("changes what the next cart charges for sending, at once", async () => {
    const nl = (await owner.get("/api/beheer/settings"))
      .json()
      .rates.find((r: { country: string }) => r.country === "NL");
    const before = await freshCart();
    const changed = {
      ...nl,
      shippingCostCents: 1234,
      shippingFreeFromCents: 10_000_000,
      mountStartCents: 5000,
    };
    delete changed.country;
    const res = await owner.put("/api/beheer/settings/rates/nl", changed);
    expect(res.statusCode).toBe(200);
    const after = await freshCart();
    expect(after.shipping_cost).toBe(1234);
    expect(after.shipping_free_from).toBe(10_000_000);
    expect(after.mount_quote.mount_start).toBe(5000);
    expect(after.shipping_cost).not.toBe(before.shipping_cost);
    // The Belgian store keeps its own rates.
    expect((await freshCart("be.localhost")).shipping_cost).not.toBe(1234);

    const [entry] = (await owner.get("/api/beheer/audit?zoek=settings.rates")).json().entries;
    expect(entry).toMatchObject({ subject: "NL", before: { shippingCostCents: nl.shippingCostCents } });
    expect(entry.after.shippingCostCents).toBe(1234);
  });

  it("refuses negative or missing amounts and an unknown country, changing nothing", async () => {
    const bad = await owner.put("/api/beheer/settings/rates/NL", {
      shippingCostCents: -1,
      shippingFreeFromCents: 15000,
      mountStartCents: 4500,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      shippingCostCents: "Vul voor de verzendkosten een bedrag in van € 0,00 of meer.",
      measureCents: "Vul de meetkosten in.",
    });
    const unknown = await owner.put("/api/beheer/settings/rates/DE", {
      shippingCostCents: 0,
      shippingFreeFromCents: 0,
      mountStartCents: 0,
      measureCents: 0,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await freshCart()).shipping_cost).toBe(1234);
  });
});
