// The W3C Nu HTML Checker (vnu-jar) over the main pages of the production server, in one run of the checker:
// the HTML as the server sends it (NL and BE, the cart empty and with a row, the checkout's steps) and the
// document after hydration with a slide-over open. Zero errors.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { nlAddress, rollerBlind, rollerBlindDef } from "../helpers/checkout.ts";

const port = inject("port");
const baseUrl = inject("baseUrl");
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar")),
  "build/dist/vnu.jar",
);

interface Answer {
  status: number;
  body: string;
  cookie?: string;
}

/** A request to the shop on `host` (the store), keeping the session cookie it sets. */
function call(
  method: "GET" | "POST",
  url: string,
  host: string,
  cookie = "",
  json?: unknown,
): Promise<Answer> {
  const payload = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: url,
        method,
        headers: {
          host: `${host}:${port}`,
          ...(cookie ? { cookie } : {}),
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const set = res.headers["set-cookie"]?.find((c) => c.startsWith("rw_sid="));
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ...(set ? { cookie: set.split(";")[0] } : {}),
          });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** The values of the cart row visitorWithCartRow made (a saved design uses them too). */
let cartRowValues: Record<string, unknown> = {};

/** A visitor with a roller blind of 120 x 150 cm in the cart, through the configurator's and the cart's calls. */
async function visitorWithCartRow(): Promise<string> {
  const defaults = JSON.parse(
    (
      await call("POST", "/api/configurator/update", "localhost", "", {
        conf_id: rollerBlindDef.conf_id,
        prod_id: rollerBlindDef.prod_id,
        values: {},
        filter_values: {},
        preview: "combine",
      })
    ).body,
  );
  const dims = dimensionOptions(rollerBlindDef);
  const values: Record<string, unknown> = {
    ...defaults.conf_values,
    [dims.width?.id ?? 0]: 120,
    [dims.height?.id ?? 0]: 150,
  };
  for (const group of defaults.conf_groups) {
    for (const option of group.options) {
      if (values[option.id] == null && option.required && option.values.length > 0) {
        values[option.id] = option.values.find((v: { disabled?: string }) => !v.disabled)?.id;
      }
    }
  }
  const added = await call("POST", "/api/cart/add", "localhost", "", {
    conf_id: rollerBlindDef.conf_id,
    entity_id: rollerBlind.id,
    values,
  });
  expect(added.status, added.body).toBe(200);
  cartRowValues = values;
  return added.cookie ?? "";
}

const product = catalogue.products.find((p) => p.reviews.length > 0) ?? catalogue.products[0];
const category = catalogue.categories.find((c) => c.slug === product?.category) ?? catalogue.categories[0];
const colour = product?.variantColours[1]?.toLowerCase();

/** Pages as the server sends them: [name, path, host, status]. */
const serverPages: [string, string, string, number][] = [
  ["home", "/", "localhost", 200],
  ["categorie", `/${category?.slug}`, "localhost", 200],
  ["product", `/${product?.urlPath}`, "localhost", 200],
  ["product in een kleur", `/${product?.urlPath}?kleur=${colour}`, "localhost", 200],
  ["categorie gefilterd", `/${category?.slug}?licht=verduisterend&sort=prijs-oplopend`, "localhost", 200],
  ["kleuren", `/${product?.urlPath}/kleuren`, "localhost", 200],
  ["contact", "/klantenservice/contact", "localhost", 200],
  ["laten monteren", "/klantenservice/laten-monteren", "localhost", 200],
  ["voorwaarden", "/voorwaarden", "localhost", 200],
  ["privacybeleid", "/privacybeleid", "localhost", 200],
  ["cookiebeleid", "/cookiebeleid", "localhost", 200],
  ["retourneren", "/retourneren", "localhost", 200],
  ["klachten en garantie", "/klachten-en-garantie", "localhost", 200],
  ["bezorging en montage", "/bezorging-en-montage", "localhost", 200],
  ["veelgestelde vragen", "/veelgestelde-vragen", "localhost", 200],
  ["meetinstructies", "/meetinstructies", "localhost", 200],
  ["advies", "/advies-meet-afspraak-plannen", "localhost", 200],
  ["winkelwagen leeg", "/checkout", "localhost", 200],
  ["zoeken", "/zoeken?q=rolgordijn", "localhost", 200],
  ["zoeken zonder resultaten", "/zoeken?q=qwxz", "localhost", 200],
  ["bestelling volgen", "/bestelling-volgen?order=10001", "localhost", 200],
  ["404", "/bestaat-niet", "localhost", 404],
  ["home BE", "/", "be.localhost", 200],
  ["privacybeleid BE", "/privacybeleid", "be.localhost", 200],
  ["product BE", `/${product?.urlPath}`, "be.localhost", 200],
];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "html-valid-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("valid HTML (W3C Nu HTML Checker)", () => {
  it("the main pages have no errors, as sent and after hydration with a slide-over open", async () => {
    const files = new Map<string, string>();
    const keep = (name: string, html: string) => {
      const file = path.join(dir, `${files.size}.html`);
      writeFileSync(file, html);
      files.set(file, name);
    };

    for (const [name, url, host, status] of serverPages) {
      const answer = await call("GET", url, host);
      expect(answer.status, name).toBe(status);
      keep(name, answer.body);
    }

    // The cart with a row and the checkout's steps, for a visitor who got that far.
    const cookie = await visitorWithCartRow();
    const cart = await call("GET", "/checkout", "localhost", cookie);
    expect(cart.body).toContain(rollerBlind.name);
    keep("winkelwagen met een rij", cart.body);
    keep("gegevens", (await call("GET", "/checkout/gegevens", "localhost", cookie)).body);
    const details = await call("POST", "/api/checkout/gegevens", "localhost", cookie, {
      default: { type: "private" },
      factuur: nlAddress,
    });
    expect(details.status, details.body).toBe(200);
    const payment = await call("GET", "/checkout/betalen", "localhost", cookie);
    expect(payment.status).toBe(200);
    keep("betalen", payment.body);
    // A saved design's page (/ontwerp/{code}, docs/designs.md).
    const design = await call("POST", "/api/designs/save", "localhost", "", {
      conf_id: rollerBlindDef.conf_id,
      prod_id: rollerBlindDef.prod_id,
      values: cartRowValues,
    });
    expect(design.status, design.body).toBe(200);
    const saved = await call("GET", `/ontwerp/${JSON.parse(design.body).code}`, "localhost");
    expect(saved.status).toBe(200);
    keep("bewaard ontwerp", saved.body);

    // After hydration: the document with the cart's slide-over open inside the site's header.
    const browser = await launchBrowser();
    try {
      const page = await newPage(browser, 1280);
      await page.goto(`${baseUrl}/${product?.urlPath}`, { waitUntil: "networkidle" });
      await page
        .getByRole("button", { name: /Winkelwagen/ })
        .first()
        .click();
      await page.getByRole("dialog", { name: "Winkelwagen" }).waitFor();
      keep("product na hydratatie, winkelwagen open", await page.content());
    } finally {
      await browser.close();
    }

    const { stdout } = await promisify(execFile)(
      "java",
      [
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        "--exit-zero-always",
        ...files.keys(),
      ],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as {
      messages: { type: string; url: string; message: string; extract?: string; lastLine?: number }[];
    };
    const errors = messages
      .filter((m) => m.type === "error")
      .map(
        (m) =>
          `${files.get(decodeURIComponent(new URL(m.url).pathname))}: ${m.message} (${m.extract?.trim() ?? ""})`,
      );
    expect(errors).toEqual([]);
  });
});
