// `npm run bench`: requests/second and p99 latency (autocannon, 50 connections, 10 s each) of the shop's hot
// routes beside a bare Fastify route, all measured in the same run on this machine.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { catalogue } from "../catalog/index.ts";
import { freePort, startShop, stopProcess, waitForHttp } from "../tests/helpers/server-process.ts";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
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
const shop = await startShop();

const product = catalogue.products.find((p) => p.featured) ?? catalogue.products[0];
const rows: Row[] = [];
try {
  rows.push(await measure("bare Fastify hello", `http://127.0.0.1:${helloPort}/hello`));
  rows.push(await measure("product page (SSR)", `${shop.baseUrl}/${product?.urlPath}`));
  rows.push(
    await measure(
      "JSON: GET /api/catalog/products/:id",
      `${shop.baseUrl}/api/catalog/products/${product?.id}`,
    ),
  );
} finally {
  await shop.stop();
  await stopProcess(hello);
}

console.log(`\nautocannon, ${connections} connections, ${duration} s per route\n`);
console.log("| route | req/s | p50 ms | p99 ms | non-2xx | errors |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of rows)
  console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
