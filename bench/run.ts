// `npm run bench`: requests/second and latency (autocannon, 50 connections) of the shop's hot routes beside a bare
// Fastify route, all in the same run on this machine, with one and with two workers on a fresh PostgreSQL database
// (the embedded database, one process, when no PostgreSQL answers); the product page's first-paint JavaScript; then
// the shop's resident memory over 100,000 mixed requests. BENCH_PHASES=routes or =mixed runs one part;
// BENCH_SECONDS sets the seconds per route, BENCH_MIXED_REQUESTS the mixed count, BENCH_DATABASE_URL the server.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { catalogue } from "../catalog/catalogue.ts";
import { freshPostgres, LOCAL_POSTGRES, postgresAnswers } from "../tests/helpers/postgres.ts";
import {
  freePort,
  type ShopProcess,
  startShop,
  stopProcess,
  waitForHttp,
} from "../tests/helpers/server-process.ts";
import { configuredValues, type MixedResult, mixedTraffic, printMixed, updateBase } from "./mixed.ts";

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const phases = process.env.BENCH_PHASES ?? "routes,mixed";
const mixedRequests = Number(process.env.BENCH_MIXED_REQUESTS ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
const connections = 50;
/** Sessions the cart/add row rotates over, so no cart reaches its 99 per row while the bench adds. */
const CART_SESSIONS = 500;

interface Row {
  setup: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(
  setup: string,
  name: string,
  url: string,
  opts: Partial<autocannon.Options> = {},
): Promise<Row> {
  // A short warm-up so caches and the JIT are in the state a running shop is in.
  await autocannon({ url, connections: 10, duration: 2, ...opts });
  const result = await autocannon({ url, connections, duration, ...opts });
  return {
    setup,
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

// One client sends everything here, so the per-client limits are lifted for the run.
const unlimited = {
  NODE_ENV: "production",
  RATE_LIMIT_COMPUTE: "100000000",
  RATE_LIMIT_WRITES: "100000000",
  RATE_LIMIT_READS: "100000000",
  RATE_LIMIT_MEDIA: "100000000",
};
const product = catalogue.products.find((p) => p.featured) ?? catalogue.products[0];
const category = catalogue.categories.find((c) => c.slug === product?.category) ?? catalogue.categories[0];
const json = { "content-type": "application/json" };
const post = { method: "POST" as const, headers: json };

/** Cookies of visitors who each put the product in their cart once (cart/add answers with the session). */
async function cartSessions(baseUrl: string, body: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let batch = 0; batch < CART_SESSIONS / 25; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => fetch(`${baseUrl}/api/cart/add`, { ...post, body })),
    );
    for (const answer of answers) {
      const sid = answer.headers
        .getSetCookie()
        .join(";")
        .match(/rw_sid=[^;]+/)?.[0];
      if (!answer.ok || !sid) throw new Error(`cart/add answered ${answer.status}: ${await answer.text()}`);
      cookies.push(sid);
    }
  }
  return cookies;
}

/** The product page uncached (PAGE_CACHE_MB=0), then on a shop with the default cache every other route. */
async function measureShop(setup: string, env: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  const pagePath = `/${product?.urlPath}`;
  const cold = await startShop({ ...env, PAGE_CACHE_MB: "0" });
  try {
    rows.push(await measure(setup, "product page, uncached", `${cold.baseUrl}${pagePath}`));
  } finally {
    await cold.stop();
  }
  const shop = await startShop(env);
  try {
    const id = product?.id ?? 0;
    const values = await configuredValues(shop.baseUrl, id);
    if (!values) throw new Error(`product ${id} cannot be configured`);
    const priceBody = JSON.stringify({ conf_id: id, prod_id: id, values });
    const check = await fetch(`${shop.baseUrl}/api/configurator/calc-price`, { ...post, body: priceBody });
    if (!check.ok) throw new Error(`calc-price answered ${check.status}: ${await check.text()}`);
    rows.push(await measure(setup, "product page, cached", `${shop.baseUrl}${pagePath}`));
    rows.push(await measure(setup, "category page", `${shop.baseUrl}/${category?.slug}`));
    rows.push(
      await measure(setup, "calc-price", `${shop.baseUrl}/api/configurator/calc-price`, {
        ...post,
        body: priceBody,
      }),
    );
    const updateBody = JSON.stringify({ ...updateBase(id), values });
    rows.push(
      await measure(setup, "update", `${shop.baseUrl}/api/configurator/update`, {
        ...post,
        body: updateBody,
      }),
    );
    const addBody = JSON.stringify({ conf_id: id, entity_id: id, values });
    const cookies = await cartSessions(shop.baseUrl, addBody);
    let next = 0;
    rows.push(
      await measure(setup, "cart/add", `${shop.baseUrl}/api/cart/add`, {
        requests: [
          {
            ...post,
            body: addBody,
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, cookie: cookies[next++ % cookies.length] ?? "" },
            }),
          },
        ],
      }),
    );
    if (!sizes) sizes = await javascriptSizes(shop.baseUrl, pagePath);
  } finally {
    await shop.stop();
  }
  return rows;
}

/** The JavaScript a product page loads before anything is clicked, and the lazily loaded 3D viewer, gzipped. */
async function javascriptSizes(baseUrl: string, pagePath: string) {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
  const urls = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  let initial = 0;
  for (const url of urls)
    initial += gzipSync(Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer())).length;
  const assets = readdirSync("build/client/assets");
  const gz = (name: string) => gzipSync(readFileSync(`build/client/assets/${name}`)).length;
  const lazy = assets.filter((a) => /^(Preview3D|viewerAsset|viewer\.worker)-.*\.js$/.test(a));
  const threeInInitial = urls.some((u) => lazy.some((l) => u.endsWith(l)));
  return { initial, files: urls.length, lazy: lazy.map((a) => ({ name: a, gzip: gz(a) })), threeInInitial };
}

/** A shop on its embedded database in a directory, as `npm start` runs it: the measured start is the second. */
async function embeddedShop(): Promise<{ env: Record<string, string>; remove(): void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-shop-"));
  const env = { ...unlimited, DATABASE_URL: dataDir };
  await (await startShop(env)).stop();
  return { env, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

let sizes: Awaited<ReturnType<typeof javascriptSizes>> | undefined;
let mixed: MixedResult | undefined;
const rows: Row[] = [];
let hello: Row | undefined;
let onPostgres = false;

if (phases.includes("mixed")) {
  // Memory first, on a shop that has served nothing else, so its start figure is the shop's own.
  const embedded = await embeddedShop();
  let shop: ShopProcess | undefined;
  try {
    shop = await startShop(embedded.env);
    mixed = await mixedTraffic(shop.baseUrl, shop.pid, { requests: mixedRequests });
  } finally {
    await shop?.stop();
    embedded.remove();
  }
}

if (phases.includes("routes")) {
  const helloPort = await freePort();
  const helloProcess = spawn(process.execPath, ["--import", "tsx", "bench/hello.ts"], {
    env: { ...process.env, PORT: String(helloPort) },
    stdio: "inherit",
  });
  try {
    await waitForHttp(`http://127.0.0.1:${helloPort}/hello`, helloProcess);
    hello = await measure("-", "bare Fastify hello", `http://127.0.0.1:${helloPort}/hello`);
  } finally {
    await stopProcess(helloProcess);
  }
  onPostgres = await postgresAnswers(adminUrl);
  if (onPostgres) {
    const database = await freshPostgres(adminUrl);
    try {
      const env = {
        ...unlimited,
        DATABASE_URL: database.url,
        SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
        PAYMENT_PROVIDER: "sandbox",
        SANDBOX_HMAC_KEY: "5e".repeat(32),
      };
      rows.push(...(await measureShop("1 worker", { ...env, WEB_CONCURRENCY: "1" })));
      rows.push(...(await measureShop("2 workers", { ...env, WEB_CONCURRENCY: "2" })));
    } finally {
      await database.drop();
    }
  } else {
    const embedded = await embeddedShop();
    try {
      rows.push(...(await measureShop("PGlite", embedded.env)));
    } finally {
      embedded.remove();
    }
  }
}

/** The aims for a row: a text and whether the row meets it. */
function aim(row: Row, base: Row): { text: string; met: boolean } | undefined {
  const share = row.rps / base.rps;
  const workers = row.setup === "2 workers" ? 2 : 1;
  switch (row.name) {
    case "product page, cached":
      return { text: "≥ 30% of hello", met: share >= 0.3 };
    case "product page, uncached":
      return { text: `≥ ${400 * workers} req/s (400 per worker)`, met: row.rps >= 400 * workers };
    case "calc-price":
      return { text: "≥ 50% of hello, p99 ≤ 10 ms", met: share >= 0.5 && row.p99 <= 10 };
    case "update":
      return { text: "≥ 30% of hello", met: share >= 0.3 };
    default:
      return undefined;
  }
}

if (hello) {
  const base = hello;
  console.log(
    `\nautocannon, ${connections} connections, ${duration} s per route, on ${onPostgres ? "PostgreSQL" : "PGlite"}`,
  );
  console.log(
    "(2 cores shared by autocannon, the shop, PostgreSQL and anything else running: compare the ratios)\n",
  );
  console.log("| setup | route | req/s | p50 ms | p99 ms | of hello | non-2xx | errors | aim |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---|");
  for (const r of [base, ...rows]) {
    const goal = r === base ? undefined : aim(r, base);
    const mark = goal ? `${goal.text}: ${goal.met ? "met" : "NOT met"}` : "";
    const share = `${Math.round((r.rps / base.rps) * 100)}%`;
    console.log(
      `| ${r.setup} | ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${share} | ${r.non2xx} | ${r.errors} | ${mark} |`,
    );
  }
  const uncached = (setup: string) =>
    rows.find((r) => r.setup === setup && r.name === "product page, uncached");
  const one = uncached("1 worker");
  const two = uncached("2 workers");
  if (one && two) {
    const factor = two.rps / one.rps;
    console.log(
      `\ntwo workers on the uncached product page: ${factor.toFixed(2)}x one (aim: at least 1.6x): ${factor >= 1.6 ? "met" : "NOT met"}`,
    );
  }
}

if (sizes) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const met = sizes.initial <= 100 * 1024 ? "met" : "NOT met";
  console.log(
    `\nproduct page first-paint JavaScript: ${kb(sizes.initial)} gzip in ${sizes.files} files (aim: at most 100 KB: ${met})`,
  );
  for (const l of sizes.lazy) console.log(`lazy 3D chunk ${l.name}: ${kb(l.gzip)} gzip`);
  console.log(`three.js in the initial JavaScript: ${sizes.threeInInitial ? "YES (wrong)" : "no"}`);
}
if (mixed) printMixed(mixed);
