// The catalogue's CSV files through the real server: a download of colours, products and prices; an upload with a
// bad row is refused naming each row and changes nothing in the draft; a good one lands in the draft.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollerBlind } from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let owner: StaffClient;
let medewerker: StaffClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
  medewerker = await staffClient(t, "medewerker");
});
afterAll(async () => {
  await t?.close();
});

const lines = (body: string) => body.replace(/^\uFEFF/, "").split("\r\n");

describe("CSV export and import", () => {
  it("downloads the colours, products and an option set's prices as ';'-separated files", async () => {
    const colours = await medewerker.get("/api/beheer/catalog/export.csv?soort=kleuren");
    expect(colours.statusCode).toBe(200);
    expect(colours.headers["content-type"]).toMatch(/^text\/csv/);
    expect(lines(colours.body)[0]).toBe(
      "code;collectie;naam;hex;structuur;prijsgroep;rolbreedte_cm;beschikbaarheid;verwacht_op",
    );
    const products = await owner.get("/api/beheer/catalog/export.csv?soort=producten");
    expect(lines(products.body).some((l) => l.startsWith(`${rollerBlind.id};`))).toBe(true);
    const { item } = (await owner.get(`/api/beheer/catalog/items/products/${rollerBlind.id}`)).json();
    const prices = await owner.get(`/api/beheer/catalog/export.csv?soort=prijzen&optieset=${item.optionSet}`);
    expect(prices.statusCode).toBe(200);
    expect(lines(prices.body)[0]).toMatch(/^prijsgroep;/);
    const noSet = await owner.get("/api/beheer/catalog/export.csv?soort=prijzen");
    expect(noSet.statusCode).toBe(400);
    expect(noSet.json().errors.optieset).toBe("Kies de optieset waarvan je de prijzen wilt.");
  });

  it("refuses a file with bad rows, naming each, and leaves the draft as it was", async () => {
    const csv = lines((await owner.get("/api/beheer/catalog/export.csv?soort=kleuren")).body);
    const [head, first] = csv;
    const bad = [
      head,
      first?.replace(/#[0-9a-f]{6}/i, "rood"),
      "NW-1;bestaat-niet;Nieuw;#123456;effen;;;leverbaar;",
    ];
    const res = await owner.post("/api/beheer/catalog/import-csv", { soort: "kleuren", csv: bad.join("\n") });
    expect(res.statusCode).toBe(400);
    const messages = Object.values(res.json().errors as Record<string, string>);
    expect(messages).toEqual([
      "Rij 2, kolom hex: vul bij de kleur een kleurcode in zoals #1a2b3c.",
      'Rij 3, kolom collectie: de collectie "bestaat-niet" bestaat niet.',
    ]);
    expect((await owner.get("/api/beheer/catalog/draft")).json().open).toBe(false);
    expect(
      (await medewerker.post("/api/beheer/catalog/import-csv", { soort: "kleuren", csv: head })).statusCode,
    ).toBe(403);
  });

  it("puts a good file's changes in the draft", async () => {
    const csv = lines((await owner.get("/api/beheer/catalog/export.csv?soort=kleuren")).body);
    const [head, first] = csv;
    const [code, collection] = (first ?? "").split(";");
    const res = await owner.post("/api/beheer/catalog/import-csv", {
      soort: "kleuren",
      csv: [head, `NW-1;${collection};Nieuwe kleur;#123456;linnen;;;tijdelijk uitverkocht;2027-01-12`].join(
        "\n",
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 1 });
    const added = (await owner.get("/api/beheer/catalog/items/colours/NW-1")).json();
    expect(added.item).toMatchObject({
      collection,
      name: "Nieuwe kleur",
      texture: "linen",
      availability: "tijdelijk_uitverkocht",
      expectedOn: "2027-01-12",
    });
    expect(added.published).toBe(false);
    expect((await owner.get(`/api/beheer/catalog/items/colours/${code}`)).statusCode).toBe(200);

    const products = lines((await owner.get("/api/beheer/catalog/export.csv?soort=producten")).body);
    const row = products.find((l) => l.startsWith(`${rollerBlind.id};`)) ?? "";
    const cells = row.split(";");
    cells[3] = "Rolgordijn uit CSV";
    const up = await owner.post("/api/beheer/catalog/import-csv", {
      soort: "producten",
      csv: [products[0], cells.join(";")].join("\n"),
    });
    expect(up.statusCode, up.body).toBe(200);
    expect((await owner.get(`/api/beheer/catalog/items/products/${rollerBlind.id}`)).json().item.name).toBe(
      "Rolgordijn uit CSV",
    );
    await owner.delete("/api/beheer/catalog/draft");
  });
});
