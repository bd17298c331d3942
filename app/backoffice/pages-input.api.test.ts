// Every back-office page with a hostile address or query: too large ids and page numbers, unknown numbers, text
// where a number belongs. Each answers a page (200), "Niet gevonden" (404) or, for a NUL, the edge's Dutch 400: never
// a server error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let owner: StaffClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
});
afterAll(async () => {
  await t?.close();
});

const huge = "9007199254740991";
const addresses = [
  `/beheer/bestellingen?pagina=${huge}`,
  "/beheer/bestellingen?pagina=-1&van=2026-13-45&tot=gisteren&status=%00",
  `/beheer/bestellingen/RW-2026-${huge}`,
  `/beheer/offertes?pagina=${huge}&status=klaar`,
  `/beheer/offertes/OF-${huge}`,
  `/beheer/adviesafspraken/${huge}`,
  `/beheer/serviceaanvragen?zoek=${"x".repeat(500)}`,
  `/beheer/kleurstalen/${huge}`,
  `/beheer/mails?pagina=${huge}&status=weg`,
  `/beheer/mails/${huge}`,
  "/beheer/mails/-1",
  "/beheer/mails/abc",
  `/beheer/logboek?voor=${huge}&zoek=${"%25".repeat(50)}`,
  `/beheer/prijzen/${"x".repeat(300)}`,
  "/beheer/kortingscodes?pagina=abc",
  `/beheer/facturen?van=2026-02-30&tot=${"9".repeat(200)}&winkel=%00&klant=robot&nultarief=misschien`,
  "/beheer/facturen?van=2026-05-01&tot=2026-04-01",
  `/beheer/montage?dag=2026-02-30&monteur=${huge}`,
  "/beheer/montage?dag=gisteren&monteur=abc",
  `/beheer/montage/RW-2026-${huge}`,
  `/beheer/montage/${"x".repeat(300)}`,
  `/beheer/catalogus/optiesets/${huge}`,
  "/beheer/catalogus/optiesets/abc",
  "/beheer/catalogus/optiesets/-1",
];

describe("back-office pages with hostile addresses", () => {
  it.each(addresses)("%s answers, never with a server error", async (address) => {
    const res = await owner.get(address);
    expect([200, 400, 404], `${address} → ${res.statusCode}`).toContain(res.statusCode);
  });
});
