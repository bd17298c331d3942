// `npm run bench`: requests/second and p99 latency (autocannon, 50 connections, 10 s each) of the shop's hot
// routes beside a bare Fastify route, all measured in the same run on this machine, then the shop's resident
// memory over 100,000 mixed requests. BENCH_PHASES=routes or =mixed runs one part; BENCH_MIXED_REQUESTS sets the count.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { catalogue } from "../catalog/catalogue.ts";
import { freePort, startShop, stopProcess, waitForHttp } from "../tests/helpers/server-process.ts";
import { configuredValues, type MixedResult, mixedTraffic, printMixed, updateBase } from "./mixed.ts";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const phases = process.env.BENCH_PHASES ?? "routes,mixed";
const mixedRequests = Number(process.env.BENCH_MIXED_REQUESTS ?? 100_000);
const connections = 50;

interface Row {
  name: string;
  url: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, url: string, opts: Partial<autocannon.Options> = {}): Promise<Row> {
  // A short warm-up so caches and the JIT are in the state a running shop is in.
  await autocannon({ url, connections: 10, duration: 2, ...opts });
  const result = await autocannon({ url, connections, duration, ...opts });
  return {
    name,
    url,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const helloPort = await freePort();
const hello = spawn(process.execPath, ["--import", "tsx", "bench/hello.ts"], {
  env: { ...process.env, PORT: String(helloPort) },
  stdio: "inherit",
});
await waitForHttp(`http://127.0.0.1:${helloPort}/hello`, hello);
// One client sends everything here, so the per-client limits are lifted for the run. The shop runs on its
// embedded database in a directory, as `npm start` does; the first start creates and seeds it, and the measured
// shop is a later start, as every start of a running shop is.
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-shop-"));
const shopEnv = {
  NODE_ENV: "production",
  DATABASE_URL: dataDir,
  RATE_LIMIT_COMPUTE: "100000000",
  RATE_LIMIT_WRITES: "100000000",
  RATE_LIMIT_READS: "100000000",
  RATE_LIMIT_MEDIA: "100000000",
};
await (await startShop(shopEnv)).stop();
const shop = await startShop(shopEnv);

const product = catalogue.products.find((p) => p.featured) ?? catalogue.products[0];
const json = { "content-type": "application/json" };

const rows: Row[] = [];
let sizes: Awaited<ReturnType<typeof javascriptSizes>> | undefined;
let mixed: MixedResult | undefined;
try {
  // Memory is measured first, on a shop that has served nothing else, so its start figure is the shop's own.
  if (phases.includes("mixed"))
    mixed = await mixedTraffic(shop.baseUrl, shop.pid, { requests: mixedRequests });
  if (phases.includes("routes")) {
    const id = product?.id ?? 0;
    const values = await configuredValues(shop.baseUrl, id);
    if (!values) throw new Error(`product ${id} cannot be configured`);
    const priceBody = JSON.stringify({ conf_id: id, prod_id: id, values });
    const updateBody = JSON.stringify({ ...updateBase(id), values });
    const check = await fetch(`${shop.baseUrl}/api/configurator/calc-price`, {
      method: "POST",
      headers: json,
      body: priceBody,
    });
    if (!check.ok) throw new Error(`calc-price answered ${check.status}: ${await check.text()}`);
    const post = { method: "POST" as const, headers: json };

    rows.push(await measure("bare Fastify hello", `http://127.0.0.1:${helloPort}/hello`));
    rows.push(await measure("product page (SSR)", `${shop.baseUrl}/${product?.urlPath}`));
    rows.push(
      await measure("JSON: GET /api/catalog/products/:id", `${shop.baseUrl}/api/catalog/products/${id}`),
    );
    rows.push(
      await measure("POST /api/configurator/calc-price", `${shop.baseUrl}/api/configurator/calc-price`, {
        ...post,
        body: priceBody,
      }),
    );
    rows.push(
      await measure("POST /api/configurator/update", `${shop.baseUrl}/api/configurator/update`, {
        ...post,
        body: updateBody,
      }),
    );
    sizes = await javascriptSizes(shop.baseUrl, `/${product?.urlPath}`);
  }
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await stopProcess(hello);
}

/** The JavaScript a product page loads before anything is clicked, and the lazily loaded 3D viewer, gzipped. */
async function javascriptSizes(baseUrl: string, path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
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

if (rows.length) {
  console.log(`\nautocannon, ${connections} connections, ${duration} s per route\n`);
  console.log("| route | req/s | p50 ms | p99 ms | non-2xx | errors |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of rows)
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
}

if (sizes) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `\nproduct page initial JavaScript: ${kb(sizes.initial)} gzip in ${sizes.files} files (aim: under 150 KB)`,
  );
  for (const l of sizes.lazy) console.log(`lazy 3D chunk ${l.name}: ${kb(l.gzip)} gzip`);
  console.log(`three.js in the initial JavaScript: ${sizes.threeInInitial ? "YES (wrong)" : "no"}`);
}
if (mixed) printMixed(mixed);
