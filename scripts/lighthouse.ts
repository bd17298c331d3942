// `npm run lighthouse`: Lighthouse (mobile preset, default simulated throttling) on four pages of a running
// production build: home, a category, a product page with the configurator open and the cart with one row.
// Three runs per page (LIGHTHOUSE_RUNS), the median of each score and metric printed as a Markdown table, then
// the audits that cost points. Without LIGHTHOUSE_URL it starts the built shop itself (`npm run build` first) on
// a throw-away embedded database; with it, it measures that shop (which must hold the seed catalogue).
// LIGHTHOUSE_REPORTS=<folder> keeps each run's full JSON report.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// chrome-launcher is Lighthouse's own dependency and the way its documentation starts Chrome.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { catalogue } from "../catalog/catalogue.ts";
import { CHROMIUM_FLAGS } from "../tests/helpers/browser.ts";
import { startShop } from "../tests/helpers/server-process.ts";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep every run's full report in (JSON, for the Lighthouse viewer), when set. */
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = ["--headless=new", ...CHROMIUM_FLAGS];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Page {
  name: string;
  path: string;
  /** The cart is not for search engines (robots noindex): its SEO score does not count. */
  seoCounts: boolean;
  cookie?: string;
}

interface Measurement {
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the scored categories (not performance) that did not pass, as "id: title". */
  failures: string[];
}

/** The first featured product that can be priced (the bench measures it too), and its category. */
function measuredProduct() {
  const product = catalogue.products.find((p) => p.featured && !p.quoteOnly);
  if (!product) throw new Error("the seed catalogue has no featured product that can be priced");
  return product;
}

/** Puts the product in a new visitor's cart through the API; answers that visitor's session cookie. */
async function visitorWithOneRow(baseUrl: string, productId: number): Promise<string> {
  const json = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
  const base = {
    conf_id: productId,
    prod_id: productId,
    filter_values: {},
    preview: "combine",
    edit_key: false,
  };
  const update = await fetch(`${baseUrl}/api/configurator/update`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...base, values: {} }),
  });
  if (!update.ok) throw new Error(`configurator/update answered ${update.status}`);
  const answer = (await update.json()) as {
    conf_values: Record<string, unknown>;
    conf_groups: { options: { id: number; dimension?: string; min_value?: number }[] }[];
  };
  // The defaults the configurator starts with, and a size just above the smallest one.
  const values = { ...answer.conf_values };
  for (const option of answer.conf_groups.flatMap((group) => group.options))
    if (option.dimension) values[option.id] = (option.min_value ?? 50) + 40;
  const added = await fetch(`${baseUrl}/api/cart/add`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ conf_id: productId, entity_id: productId, values }),
  });
  if (!added.ok) throw new Error(`cart/add answered ${added.status}: ${await added.text()}`);
  const cookie = added.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("cart/add set no session cookie");
  return cookie;
}

async function measureOnce(url: string, cookie: string | undefined): Promise<Measurement> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (reportDir) {
      const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
      writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      failures: failedAudits(lhr),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function measureWithRetry(url: string, cookie: string | undefined): Promise<Measurement> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`\n${(error as Error).message}; trying again\n`);
    }
  }
}

/**
 * The audits that cost points: every failed weighted audit of accessibility, best practices and SEO; for
 * performance the weighted metrics below "good" and the insights that name a saving in a metric.
 */
function failedAudits(lhr: Result): string[] {
  const out: string[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      const savings = Object.values(audit.metricSavings ?? {}).some((saving) => (saving ?? 0) > 0);
      const costs =
        categoryId === "performance"
          ? (ref.weight > 0 && audit.score < 0.9) || (ref.weight === 0 && audit.score < 1 && savings)
          : ref.weight > 0 && audit.score < 1;
      if (!costs) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      out.push(`${categoryId}/${ref.id}${value}`);
    }
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function main() {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const given = process.env.LIGHTHOUSE_URL?.replace(/\/$/, "");
  const dataDir = given ? null : mkdtempSync(path.join(tmpdir(), "lighthouse-shop-"));
  // As `npm start` runs it; the first start creates and seeds the database, as a running shop has done long ago.
  const shopEnv = { NODE_ENV: "production", DATABASE_URL: dataDir ?? "" };
  if (dataDir) await (await startShop(shopEnv)).stop();
  const shop = dataDir ? await startShop(shopEnv) : null;
  const baseUrl = given ?? shop?.baseUrl ?? "";
  const product = measuredProduct();
  try {
    const pages: Page[] = [
      { name: "home", path: "/", seoCounts: true },
      { name: `category /${product.category}`, path: `/${product.category}`, seoCounts: true },
      {
        name: `product /${product.urlPath}#configureren`,
        path: `/${product.urlPath}#configureren`,
        seoCounts: true,
      },
      {
        name: "cart /checkout (one row)",
        path: "/checkout",
        seoCounts: false,
        cookie: await visitorWithOneRow(baseUrl, product.id),
      },
    ];
    const lines = [
      `Lighthouse ${runs === 1 ? "1 run" : `median of ${runs} runs`} per page, mobile preset, default throttling, ${baseUrl}`,
      "",
      "| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
    ];
    const failures: string[] = [];
    for (const page of pages) {
      const measured: Measurement[] = [];
      for (let run = 0; run < runs; run++) {
        measured.push(await measureWithRetry(`${baseUrl}${page.path}`, page.cookie));
        process.stderr.write(".");
      }
      const mid = (pick: (m: Measurement) => number) => median(measured.map(pick));
      const score = (id: (typeof categories)[number]) => String(Math.round(mid((m) => m.scores[id])));
      lines.push(
        `| ${page.name} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${
          page.seoCounts ? score("seo") : `(${score("seo")}, noindex)`
        } | ${(mid((m) => m.lcpMs) / 1000).toFixed(2)} s | ${Math.round(mid((m) => m.tbtMs))} ms | ${mid(
          (m) => m.cls,
        ).toFixed(3)} |`,
      );
      // One line per audit (the first run's figure); the cart's SEO audits do not count.
      const byAudit = new Map<string, string>();
      for (const failure of measured.flatMap((m) => m.failures)) {
        const id = failure.split(" ")[0] ?? failure;
        if (!byAudit.has(id) && (page.seoCounts || !id.startsWith("seo/"))) byAudit.set(id, failure);
      }
      for (const failure of byAudit.values()) failures.push(`- ${page.name}: ${failure}`);
    }
    process.stderr.write("\n");
    console.log(lines.join("\n"));
    if (failures.length)
      console.log(`\nAudits that did not pass in at least one run:\n${failures.join("\n")}`);
  } finally {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
