// The catalogue editor through the real server: an edit waits in the draft (the storefront unchanged) until it is
// published; a broken draft is refused with the check's Dutch findings; a second save over a newer version is
// refused naming who saved first; publishing and restoring versions; a moved address redirects; the preview
// shows the draft to staff only; an import with bad rows changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollerBlind } from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";

let t: TestApp;
let owner: StaffClient;
let colleague: StaffClient;
let medewerker: StaffClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
  colleague = await staffClient(t, "eigenaar");
  medewerker = await staffClient(t, "medewerker");
});
afterAll(async () => {
  await t?.close();
});

const visitor = () => new TestVisitor(t.app);
const page = (path: string, cookie?: string) =>
  t.app.inject({ method: "GET", url: path, headers: { host: "localhost", ...(cookie ? { cookie } : {}) } });

async function product(id = rollerBlind.id) {
  const res = await owner.get(`/api/beheer/catalog/items/products/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { item: Record<string, unknown>; revision: string };
}

describe("editing a product", () => {
  it("keeps the change in the draft until it is published, then the storefront shows it", async () => {
    const { item, revision } = await product();
    const saved = await owner.put(`/api/beheer/catalog/items/products/${rollerBlind.id}`, {
      item: { ...item, name: "Rolgordijn Nachtrust", seoTitle: "Rolgordijn Nachtrust op maat" },
      revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const live = await visitor().get(`/api/catalog/products/${rollerBlind.id}`);
    expect(live.json().product.name).toBe(rollerBlind.name);

    const draft = await owner.get("/api/beheer/catalog/draft");
    expect(draft.json()).toMatchObject({ open: true, findings: [] });
    expect(draft.json().changes).toEqual([
      expect.stringMatching(/^Product 'Rolgordijn Nachtrust' gewijzigd: naam, SEO-titel$/),
    ]);

    const published = await owner.post("/api/beheer/catalog/publish");
    expect(published.statusCode, published.body).toBe(200);
    expect((await visitor().get(`/api/catalog/products/${rollerBlind.id}`)).json().product.name).toBe(
      "Rolgordijn Nachtrust",
    );
    expect((await owner.get("/api/beheer/catalog/draft")).json().open).toBe(false);
  });

  it("refuses the second of two saves of the same version, naming who saved first, and keeps the first", async () => {
    const { item, revision } = await product();
    const first = await owner.put(`/api/beheer/catalog/items/products/${rollerBlind.id}`, {
      item: { ...item, shortDescription: "Eerste versie van de tekst." },
      revision,
    });
    expect(first.statusCode).toBe(200);
    const second = await colleague.put(`/api/beheer/catalog/items/products/${rollerBlind.id}`, {
      item: { ...item, shortDescription: "Tweede versie van de tekst." },
      revision,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors.revision).toMatch(
      /heeft .* gewijzigd\. Je wijzigingen staan nog in het formulier/,
    );
    expect((await product()).item.shortDescription).toBe("Eerste versie van de tekst.");
    await owner.delete("/api/beheer/catalog/draft");
  });

  it("lets a medewerker read and preview but not change", async () => {
    expect((await medewerker.get("/api/beheer/catalog/items/products")).statusCode).toBe(200);
    const { item, revision } = await product();
    const refused = await medewerker.put(`/api/beheer/catalog/items/products/${rollerBlind.id}`, {
      item,
      revision,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("answers a bad field with a Dutch message and saves nothing", async () => {
    const { item, revision } = await product();
    const res = await owner.put(`/api/beheer/catalog/items/products/${rollerBlind.id}`, {
      item: { ...item, slug: "Geen Goed Adres!", name: "" },
      revision,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      slug: "Het adres mag alleen kleine letters, cijfers en streepjes bevatten.",
      name: "Vul een naam in.",
    });
    expect((await owner.get("/api/beheer/catalog/draft")).json().open).toBe(false);
  });
});

describe("checks before publishing", () => {
  it("refuses a draft whose product lost its category and whose price table has a hole, listing both in Dutch", async () => {
    const { item, revision } = await product();
    await owner.put(`/api/beheer/catalog/items/products/${rollerBlind.id}`, {
      item: { ...item, category: "bestaat-niet" },
      revision,
    });
    const set = await owner.get(`/api/beheer/catalog/items/optionSets/${item.optionSet}`);
    const { item: optionSet, revision: setRevision } = set.json();
    const [group] = Object.keys(optionSet.matrices);
    optionSet.matrices[group as string].cents[0][0] = 0;
    expect(
      (
        await owner.put(`/api/beheer/catalog/items/optionSets/${item.optionSet}`, {
          item: optionSet,
          revision: setRevision,
        })
      ).statusCode,
    ).toBe(200);

    const { findings } = (await owner.get("/api/beheer/catalog/draft")).json();
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "products",
          field: "category",
          message: "De categorie 'bestaat-niet' bestaat niet.",
        }),
        expect.objectContaining({
          kind: "optionSets",
          message: expect.stringMatching(/heeft geen prijs voor/),
        }),
      ]),
    );
    const refused = await owner.post("/api/beheer/catalog/publish");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.draft).toMatch(/Controleren/);
    await owner.delete("/api/beheer/catalog/draft");
  });
});

describe("versions", () => {
  it("restores an earlier version as a new one, and redirects a moved address permanently", async () => {
    const { item, revision } = await product();
    const oldSlug = item.slug as string;
    await owner.put(`/api/beheer/catalog/items/products/${rollerBlind.id}`, {
      item: { ...item, slug: `${oldSlug}-nieuw` },
      revision,
    });
    expect((await owner.post("/api/beheer/catalog/publish")).statusCode).toBe(200);
    const moved = await page(`/${oldSlug}?kleur=vb-101`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/${oldSlug}-nieuw?kleur=vb-101`);
    expect((await page(`/${oldSlug}-nieuw`)).statusCode).toBe(200);

    const { versions } = (await owner.get("/api/beheer/catalog/versions")).json();
    const before = versions.find((v: { summary: string[] }) => !v.summary.some((s) => s.includes("adres")));
    const restored = await owner.post(`/api/beheer/catalog/versions/${before.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().restoredFrom).toBe(before.id);
    expect((await page(`/${oldSlug}`)).statusCode).toBe(200);
    expect((await page(`/${oldSlug}-nieuw`)).statusCode).toBe(301);
  });
});

describe("the preview", () => {
  it("shows the draft to a browser with the staff's preview cookie only, and refuses orders in it", async () => {
    const { item, revision } = await product();
    await owner.put(`/api/beheer/catalog/items/products/${rollerBlind.id}`, {
      item: { ...item, name: "Rolgordijn Voorbeeldnaam" },
      revision,
    });
    const started = await medewerker.post("/api/beheer/catalog/preview");
    expect(started.statusCode).toBe(200);
    const cookie = started.cookies.find((c) => c.name === "rw_voorbeeld");
    expect(cookie?.value).toBeTruthy();
    const header = `rw_voorbeeld=${cookie?.value}`;

    const inPreview = await t.app.inject({
      method: "GET",
      url: `/api/catalog/products/${rollerBlind.id}`,
      headers: { host: "localhost", cookie: header },
    });
    expect(inPreview.json().product.name).toBe("Rolgordijn Voorbeeldnaam");
    expect((await visitor().get(`/api/catalog/products/${rollerBlind.id}`)).json().product.name).not.toBe(
      "Rolgordijn Voorbeeldnaam",
    );
    const forged = await t.app.inject({
      method: "GET",
      url: `/api/catalog/products/${rollerBlind.id}`,
      headers: { host: "localhost", cookie: `rw_voorbeeld=${cookie?.value.replace(/.$/, "x")}` },
    });
    expect(forged.json().product.name).not.toBe("Rolgordijn Voorbeeldnaam");
    const order = await t.app.inject({
      method: "POST",
      url: "/api/cart/add",
      headers: { host: "localhost", cookie: header },
      payload: {},
    });
    expect(order.statusCode).toBe(403);
    expect(order.json().errors.preview).toMatch(/voorbeeld/);
    await owner.delete("/api/beheer/catalog/draft");
  });
});

describe("import", () => {
  it("reports every bad row in Dutch and applies nothing; a good file lands in the draft", async () => {
    const exported = await owner.get("/api/beheer/catalog/export");
    expect(exported.statusCode).toBe(200);
    const doc = exported.json();
    doc.colours[0].hex = "rood";
    doc.products[1].name = "";
    const bad = await owner.post("/api/beheer/catalog/import", { json: JSON.stringify(doc) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^colours 1 \(.*\): hex$/),
        expect.stringMatching(/^products 2: name$/),
      ]),
    );
    expect((await owner.get("/api/beheer/catalog/draft")).json().open).toBe(false);

    doc.colours[0].hex = "#123456";
    doc.products[1].name = "Nieuwe naam uit het bestand";
    const good = await owner.post("/api/beheer/catalog/import", { json: JSON.stringify(doc) });
    expect(good.statusCode, good.body).toBe(200);
    const draft = (await owner.get("/api/beheer/catalog/draft")).json();
    expect(draft.changes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Nieuwe naam uit het bestand/),
        expect.stringMatching(/^Kleur .* gewijzigd: kleur$/),
      ]),
    );
    await owner.delete("/api/beheer/catalog/draft");
  });
});
