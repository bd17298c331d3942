// The bench's mixed-traffic phase: visitors browsing, configuring and filling carts against the shop as a child
// process, printing its resident memory (RSS) at start, after a warm-up and after the whole run.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { catalogue } from "../catalog/catalogue.ts";

export interface MixedResult {
  requests: number;
  seconds: number;
  rps: number;
  non2xx: number;
  errors: number;
  /** Answers of 400 and over by request and status. */
  failures: Record<string, number>;
  /** Resident memory of the shop process in MB. */
  rss: { start: number; warm: number; end: number; peak: number };
}

/** The resident set of a process in MB, from /proc (Linux), or NaN where that does not exist. */
export function rssMb(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? Number.NaN);
    return { rss: Math.round(kb("VmRSS") / 1024), hwm: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return { rss: Number.NaN, hwm: Number.NaN };
  }
}

// What a browser sends; brotli and gzip are what the shop's compression does for real visitors.
const browser = { "accept-encoding": "gzip, deflate, br", "user-agent": "Mozilla/5.0 (bench)" };
const json = { ...browser, "content-type": "application/json" };

/** The pages and images a visitor can reach from the home page: catalogue pages, product pages and their images. */
async function crawl(baseUrl: string) {
  const text = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
  const home = await text("/");
  const categories = catalogue.categories.map((c) => `/${c.slug}`);
  const products = catalogue.products.map((p) => `/${p.urlPath}`);
  const colourPages = catalogue.products.map((p) => `/${p.urlPath}/kleuren`);
  const images = new Set<string>();
  for (const html of [home, ...(await Promise.all([...categories, ...products, ...colourPages].map(text)))]) {
    for (const m of html.matchAll(/\/(?:media|conf_images)\/[^"'\s)\\]+/g))
      images.add(m[0].replaceAll("&amp;", "&"));
  }
  // A visitor choosing colours sees every product in every colour it is sold in, at the gallery's size.
  const colourCodes = (slug: string) =>
    catalogue.collections
      .filter((k) => k.slug === slug)
      .flatMap((k) => k.colours.map((c) => c.code.toLowerCase()));
  for (const p of catalogue.products) {
    for (const code of p.collections.flatMap(colourCodes)) {
      for (let view = 0; view < p.imageCount; view++)
        images.add(`/media/product/${p.urlPath}/${view}-${code}.svg?w=720&h=620`);
      images.add(`/media/swatch/${code}.svg?w=85&h=85`);
    }
  }
  return { categories, products, images: [...images] };
}

interface Configured {
  id: number;
  price: string;
  update: string;
}

/** A complete configuration of a product: the server's defaults plus a size; null when it cannot be configured. */
export async function configuredValues(
  baseUrl: string,
  confId: number,
): Promise<Record<string, unknown> | null> {
  const res = await fetch(`${baseUrl}/api/configurator/update`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...updateBase(confId), values: {} }),
  });
  if (!res.ok) return null;
  const update = (await res.json()) as {
    conf_values: Record<string, unknown>;
    conf_groups: { options: { id: number; dimension?: string; min_value?: number }[] }[];
  };
  const values = { ...update.conf_values };
  for (const option of update.conf_groups.flatMap((g) => g.options)) {
    if (option.dimension) values[option.id] = (option.min_value ?? 50) + 60;
  }
  return values;
}

/** The fields of a `configurator/update` body besides the values. */
export function updateBase(confId: number) {
  return { conf_id: confId, prod_id: confId, filter_values: {}, preview: "combine", edit_key: false };
}

/** A complete configuration of each product that can be priced. */
async function configure(baseUrl: string): Promise<Configured[]> {
  const out: Configured[] = [];
  for (const product of catalogue.products.filter((p) => !p.quoteOnly)) {
    const id = product.id;
    const values = await configuredValues(baseUrl, id);
    if (!values) continue;
    const price = JSON.stringify({ conf_id: id, prod_id: id, values });
    const check = await fetch(`${baseUrl}/api/configurator/calc-price`, {
      method: "POST",
      headers: json,
      body: price,
    });
    // A product whose smallest size plus 60 cm is not a valid size stays out of the mix.
    if (check.ok) out.push({ id, price, update: JSON.stringify({ ...updateBase(id), values }) });
  }
  if (out.length === 0) throw new Error("no product could be configured");
  return out;
}

type Context = { cookie?: string; product?: Configured };
type Req = Omit<autocannon.Request, "setupRequest" | "onResponse"> & {
  setupRequest?: (req: autocannon.Request, context: Context) => autocannon.Request;
  onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
};

/**
 * One visitor's journey, repeated by every connection; autocannon clears the context after the last request,
 * so each round is a new visitor with a new session and a new cart.
 */
function journey(
  site: Awaited<ReturnType<typeof crawl>>,
  configured: Configured[],
  failures: Map<string, number>,
): Req[] {
  const tally = (label: string, status: number) => {
    if (status >= 400) failures.set(`${label} ${status}`, (failures.get(`${label} ${status}`) ?? 0) + 1);
  };
  const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
  const withCookie = (req: autocannon.Request, context: Context) => ({
    ...req,
    headers: { ...req.headers, ...(context.cookie ? { cookie: context.cookie } : {}) },
  });
  const page = (list: string[]): Req => ({
    method: "GET",
    headers: browser,
    setupRequest: (req, context) => withCookie({ ...req, path: pick(list) }, context),
    onResponse: (status, _body, context, headers) => {
      tally("page", status);
      const set = headers["set-cookie"];
      const sid = (Array.isArray(set) ? set : [set ?? ""]).join(";").match(/rw_sid=[^;]+/)?.[0];
      if (sid) context.cookie = sid;
    },
  });
  const image: Req = {
    method: "GET",
    headers: browser,
    setupRequest: (req) => ({ ...req, path: pick(site.images) }),
    onResponse: (status) => tally("image", status),
  };
  const api = (path: string, body: (p: Configured) => string): Req => ({
    method: "POST",
    headers: json,
    setupRequest: (req, context) => {
      context.product ??= pick(configured);
      return withCookie({ ...req, path, body: body(context.product) }, context);
    },
    onResponse: (status) => tally(path, status),
  });
  const cartAdd = api("/api/cart/add", (p) => {
    const values = (JSON.parse(p.price) as { values: unknown }).values;
    return JSON.stringify({ conf_id: p.id, entity_id: p.id, values });
  });
  const read = (path: string): Req => ({
    method: "GET",
    headers: browser,
    setupRequest: (req, context) => withCookie({ ...req, path }, context),
    onResponse: (status) => tally(path, status),
  });
  return [
    page(["/"]),
    page(site.categories),
    image,
    image,
    image,
    page(site.products),
    image,
    image,
    image,
    api("/api/configurator/update", (p) => p.update),
    api("/api/configurator/calc-price", (p) => p.price),
    image,
    image,
    api("/api/configurator/calc-price", (p) => p.price),
    cartAdd,
    read("/api/cart"),
    read("/api/header/headerData"),
    page(site.categories),
    image,
    page(site.products),
  ];
}

export async function mixedTraffic(
  baseUrl: string,
  pid: number,
  opts: { requests?: number; warmup?: number; connections?: number } = {},
): Promise<MixedResult> {
  const { requests = 100_000, warmup = 5_000, connections = 20 } = opts;
  const start = rssMb(pid).rss;
  const site = await crawl(baseUrl);
  const configured = await configure(baseUrl);
  const failures = new Map<string, number>();
  const requestsList = journey(site, configured, failures);
  const run = (amount: number) =>
    autocannon({
      url: baseUrl,
      connections,
      amount,
      // Bounded in time as well as in count, whatever the machine's speed.
      duration: 1800,
      requests: requestsList as autocannon.Request[],
    });
  await run(warmup);
  const warm = rssMb(pid).rss;
  let peak = warm;
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = rssMb(pid).rss;
    peak = Math.max(peak, now);
    // A line a minute shows the curve of a long run, not only its end.
    if (++ticks % 60 === 0) console.log(`mixed traffic: ${ticks} s, shop RSS ${now} MB`);
  }, 1000);
  const began = Date.now();
  let result: autocannon.Result;
  try {
    result = await run(requests);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (Date.now() - began) / 1000;
  const end = rssMb(pid).rss;
  return {
    requests: result.requests.total,
    seconds: Math.round(seconds),
    rps: Math.round(result.requests.total / seconds),
    non2xx: result.non2xx,
    errors: result.errors,
    failures: Object.fromEntries(failures),
    rss: { start, warm, end, peak: Math.max(peak, end) },
  };
}

export function printMixed(r: MixedResult, images?: number): void {
  console.log(
    `\nmixed traffic: ${r.requests} requests in ${r.seconds} s (${r.rps} req/s)${images ? `, ${images} image URLs` : ""}`,
  );
  console.log(`non-2xx: ${r.non2xx}, errors: ${r.errors}`, r.failures);
  console.log(
    `shop RSS: ${r.rss.start} MB at start, ${r.rss.warm} MB after warm-up, ${r.rss.end} MB after the run (peak ${r.rss.peak} MB; aim: under 600 MB)`,
  );
}
