// `WEB_CONCURRENCY=2` on PostgreSQL and Redis: the built shop as `npm start` runs it, with two workers behind one
// port. The shop's main journeys over HTTP (every request on its own connection, so the workers take turns), a
// rate limit shared through Redis, each mail sent once, a stale order expired once by a restarted worker 1, a
// catalogue change reaching both workers, and SIGTERM draining both with requests in flight. PGlite refuses two.
// Skipped, saying why, when PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432) or Redis (127.0.0.1:6379) do not answer.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import { allOptions } from "../../domain/configurator/values.ts";
import { catalogVersion, products } from "../../server/catalog/catalog.schema.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { mailOutbox } from "../../server/mail/mail.schema.ts";
import { orderEvents, orders, payments } from "../../server/orders/orders.schema.ts";
import {
  nlAddress,
  placeOrder,
  readyVisitor,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
} from "../helpers/checkout.ts";
import { httpApp, send } from "../helpers/http-app.ts";
import { freshPostgres, LOCAL_POSTGRES, postgresAnswers } from "../helpers/postgres.ts";
import { SERVER_BUNDLE, type ShopProcess, startShop } from "../helpers/server-process.ts";
import { TestVisitor, validValues } from "../helpers/visitor.ts";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const WRITES_PER_MINUTE = 40;
const MAILS_PER_MINUTE = 3;

/** Whether Redis answers a PING within two seconds. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => done(chunk.toString().startsWith("+PONG")));
  });
}

const missing = [
  (await postgresAnswers(ADMIN_URL)) ? "" : `PostgreSQL (${new URL(ADMIN_URL).host})`,
  (await redisAnswers(REDIS_URL)) ? "" : `Redis (${new URL(REDIS_URL).host})`,
].filter(Boolean);
if (missing.length > 0) console.info(`cluster.test.ts: skipped, ${missing.join(" and ")} did not answer`);

interface LogLine {
  msg?: string;
  worker?: number | "primary";
  pid?: number;
  req?: { method: string; url: string; remoteAddress?: string };
  mailId?: number;
  slot?: number;
  workerPid?: number;
}

/**
 * A client address of its own for each journey: its own rate-limit counters, found again in the log. Redis keeps
 * counters for a minute, so each run takes a random prefix of the documentation range.
 */
const run = randomBytes(4)
  .toString("hex")
  .replace(/^(.{4})/, "$1:");
let clients = 0;
const newClient = () => `2001:db8:${run}::${++clients}`;

describe.skipIf(missing.length > 0)("two workers on PostgreSQL and Redis", { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let shop: ShopProcess;
  let db: Database;
  const lines: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: () => void }[] = [];

  /** Resolves once the shop has logged a line passing `test` (at once if it has). */
  function logged(test: (line: LogLine) => boolean): Promise<void> {
    if (lines.some(test)) return Promise.resolve();
    return new Promise((resolve) => waiters.push({ test, resolve }));
  }
  /** The workers that logged an incoming request from `client`, optionally for one path. */
  const workersFor = (client: string, path?: string) =>
    new Set(
      lines
        .filter((l) => l.msg === "incoming request" && l.req?.remoteAddress === client)
        .filter((l) => !path || l.req?.url === path)
        .map((l) => l.worker),
    );

  beforeAll(async () => {
    database = await freshPostgres(ADMIN_URL);
    shop = await startShop(
      {
        WEB_CONCURRENCY: "2",
        DATABASE_URL: database.url,
        REDIS_URL,
        SESSION_SECRET: "cluster-test-secret-cluster-test-secret",
        PAYMENT_PROVIDER: "sandbox",
        SANDBOX_HMAC_KEY: "5e".repeat(32),
        TRUST_PROXY: "1",
        RATE_LIMIT_WRITES: String(WRITES_PER_MINUTE),
        RATE_LIMIT_MAIL: String(MAILS_PER_MINUTE),
        LOG_LEVEL: "info",
      },
      {
        onLine: (text) => {
          let line: LogLine;
          try {
            line = JSON.parse(text);
          } catch {
            return;
          }
          lines.push(line);
          for (const waiter of waiters.filter((w) => w.test(line))) waiter.resolve();
        },
      },
    );
    await logged((l) => l.worker === "primary" && /^2 workers serve/.test(l.msg ?? ""));
    db = await openDatabase(database.url, { closeWaitMs: 2_000 });
  });

  afterAll(async () => {
    await shop?.stop();
    await db?.close();
    await database?.drop();
  });

  it("serves the catalogue, prices and the cart from both workers", async () => {
    const client = newClient();
    const app = httpApp(shop.baseUrl, client);
    const category = catalogue.categories[0];
    for (const path of ["/", `/${category?.slug}`, `/${rollerBlind.urlPath}`]) {
      const page = await send(shop.baseUrl, { url: path }, client);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain("</html>");
    }
    const detail = await send(shop.baseUrl, { url: `/api/catalog/products/${rollerBlind.id}` }, client);
    expect(detail.json().product.name).toBe(rollerBlind.name);

    const values = await rollerBlindValues(app);
    const price = await app.inject({
      method: "POST",
      url: "/api/configurator/calc-price",
      payload: { conf_id: rollerBlindDef.conf_id, prod_id: rollerBlind.id, values },
    });
    expect(price.statusCode, price.body).toBe(200);

    const v = new TestVisitor(app);
    const added = await v.post("/api/cart/add", {
      conf_id: rollerBlindDef.conf_id,
      entity_id: rollerBlind.id,
      values,
    });
    expect(added.statusCode, added.body).toBe(200);
    const key = added.json().addedItem.item.key;
    const updated = await v.post("/api/cart/update", { rowid: key, count: 3, update: true });
    expect(updated.json().cart.items[key].count).toBe(3);
    // The session lives in the database: whichever worker answers, the visitor sees the same cart.
    for (let i = 0; i < 4; i++) expect((await v.get("/api/cart")).json().cart.items[key].count).toBe(3);

    const swatch = allOptions(rollerBlindDef).find((o) => o.color_swatches);
    const colour = swatch?.values.find((value) => value.colour_code && !value.disable_swatches);
    if (!swatch || !colour) throw new Error("the roller blind has no swatch colours");
    const basket = await v.post("/api/swatches/add", {
      option_id: swatch.id,
      conf_id: rollerBlindDef.conf_id,
      product_id: rollerBlind.id,
      value: colour.id,
    });
    expect(basket.statusCode, basket.body).toBe(200);
    expect(basket.json().total).toBe(1);

    expect(workersFor(client)).toEqual(new Set([1, 2]));
  });

  it("takes an order to paid through the sandbox and a quote request, and sends each mail once", async () => {
    const client = newClient();
    const app = httpApp(shop.baseUrl, client);
    const { v, csrf } = await readyVisitor(app, await rollerBlindValues(app));
    const placed = await placeOrder(v, csrf);
    expect(placed.statusCode, placed.body).toBe(200);
    const { order, paymentLink } = placed.json();

    // The tester's choice on the sandbox's payment page, as the form posts it.
    const pagePath = new URL(paymentLink).pathname;
    const page = await send(shop.baseUrl, { url: pagePath }, client);
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const issuer = /<option value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const form = new URLSearchParams({ token, issuer, outcome: "Authorised" }).toString();
    const paid = await send(
      shop.baseUrl,
      {
        method: "POST",
        url: pagePath,
        payload: form,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      client,
    );
    expect(paid.statusCode, paid.body).toBe(303);
    const back = await v.call(
      "GET",
      new URL(String(paid.headers.location)).pathname + new URL(String(paid.headers.location)).search,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/bedankt?order=${encodeURIComponent(order.number)}`);
    const [row] = await db.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.number, order.number));
    expect(row?.status).toBe("paid");

    const roof = catalogue.products.find((p) => p.quoteOnly);
    if (!roof) throw new Error("no quote-only product");
    const roofDef = configurationFor(roof, catalogue);
    const dims = dimensionOptions(roofDef);
    const roofValues = await validValues(app, roofDef, {
      widthId: dims.width?.id ?? 0,
      heightId: dims.height?.id ?? 0,
      width: 400,
      height: 300,
    });
    const quote = await v.post("/api/product/estimate", {
      ...nlAddress,
      country: "NL",
      note: "Graag een offerte",
      entity_id: roof.id,
      conf_id: roofDef.conf_id,
      product_name: roof.name,
      options: roofValues,
      price_advice: 1,
      price_discount: 1,
    });
    expect(quote.statusCode, quote.body).toBe(200);

    // Both workers run the outbox; each mail is claimed by one of them and sent by it alone.
    const mails = () => db.db.select().from(mailOutbox);
    let outbox = await mails();
    for (let tries = 0; tries < 100 && outbox.some((m) => m.status !== "sent"); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      outbox = await mails();
    }
    const kinds = outbox.map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(["order-confirmation", "quote", "quote-shop"]));
    expect(outbox.every((m) => m.status === "sent" && m.attempts === 0)).toBe(true);
    const sentLines = lines.filter((l) => l.msg === "mail sent");
    for (const mail of outbox)
      expect(
        sentLines.filter((l) => l.mailId === mail.id),
        mail.kind,
      ).toHaveLength(1);
    expect(workersFor(client)).toEqual(new Set([1, 2]));
  });

  it("shares the write and mail limits between the workers through Redis", async () => {
    const client = newClient();
    const statuses: number[] = [];
    // An empty body is a 400 from validation, after the limiter counted it.
    for (let i = 0; i < WRITES_PER_MINUTE + 6; i++)
      statuses.push(
        (await send(shop.baseUrl, { method: "POST", url: "/api/cart/add", payload: {} }, client)).statusCode,
      );
    expect(statuses.filter((s) => s === 400)).toHaveLength(WRITES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(workersFor(client, "/api/cart/add")).toEqual(new Set([1, 2]));

    const mailClient = newClient();
    const mailStatuses: number[] = [];
    for (let i = 0; i < MAILS_PER_MINUTE + 3; i++)
      mailStatuses.push(
        (await send(shop.baseUrl, { method: "POST", url: "/api/product/estimate", payload: {} }, mailClient))
          .statusCode,
      );
    expect(mailStatuses.filter((s) => s === 429)).toHaveLength(3);
    expect(workersFor(mailClient, "/api/product/estimate")).toEqual(new Set([1, 2]));
  });

  it("shows a catalogue change to both workers", async () => {
    const client = newClient();
    const product = catalogue.products[1] ?? rollerBlind;
    const name = `${product.name} (vernieuwd)`;
    // As the back office publishes a change: the rows and the version in one transaction.
    await db.db.transaction(async (tx) => {
      await tx.update(products).set({ name }).where(eq(products.id, product.id));
      await tx.update(catalogVersion).set({ version: sql`${catalogVersion.version} + 1` });
    });
    // Each worker checks the version at most 10 s after its last check; four answers in a row, from both, agree.
    const seen: string[] = [];
    for (
      let tries = 0;
      tries < 150 && !(seen.length >= 4 && seen.slice(-4).every((n) => n === name));
      tries++
    ) {
      const answer = await send(shop.baseUrl, { url: `/api/catalog/products/${product.id}` }, client);
      seen.push(answer.json().product.name);
      if (seen.at(-1) !== name) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen.slice(-4)).toEqual([name, name, name, name]);
    const lastFour = lines
      .filter((l) => l.msg === "incoming request" && l.req?.remoteAddress === client)
      .slice(-4)
      .map((l) => l.worker);
    expect(new Set(lastFour)).toEqual(new Set([1, 2]));
  });

  it("restarts a worker that dies, and its start expires a stale order once", async () => {
    const client = newClient();
    const app = httpApp(shop.baseUrl, client);
    const { v, csrf } = await readyVisitor(app, await rollerBlindValues(app));
    const placed = (await placeOrder(v, csrf)).json();
    const [order] = await db.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, placed.order.number));
    if (!order) throw new Error("order not stored");
    await db.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(payments.orderId, order.id));

    // Worker 1 runs the payments' expiry; killed, it is replaced in the same slot, which expires at start.
    const first = lines.find((l) => l.worker === "primary" && l.slot === 1 && l.workerPid);
    if (!first?.workerPid) throw new Error("the primary did not log worker 1's process id");
    process.kill(first.workerPid, "SIGKILL");
    await logged(
      (l) => l.worker === "primary" && l.slot === 1 && l.msg === "worker 1 died: starting a new one",
    );
    await logged(
      (l) =>
        l.worker === "primary" &&
        l.slot === 1 &&
        l.workerPid !== first.workerPid &&
        l.msg === "worker 1 is serving",
    );

    let events: { to: string }[] = [];
    for (let tries = 0; tries < 100 && !events.some((e) => e.to === "expired"); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      events = await db.db
        .select({ to: orderEvents.toStatus })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id));
    }
    expect(events.map((e) => e.to)).toEqual(["pending_payment", "expired"]);
    const answer = await send(shop.baseUrl, { url: "/api/healthz" }, client);
    expect(answer.statusCode).toBe(200);
  });

  it("drains both workers on SIGTERM: requests in flight finish, then the primary exits 0", async () => {
    const client = newClient();
    const values = await rollerBlindValues(httpApp(shop.baseUrl, client));
    const body = JSON.stringify({ conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values });
    const head = `POST /api/cart/add HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${client}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    // Requests whose headers are in and half their body is not, until both workers hold one.
    const open: { write(text: string): void; answer: Promise<string> }[] = [];
    for (let i = 0; i < 6 && workersFor(client, "/api/cart/add").size < 2; i++) {
      const socket = connect(shop.port, "127.0.0.1");
      const received: Buffer[] = [];
      socket.on("data", (chunk) => received.push(chunk));
      socket.on("error", () => {});
      const answer = new Promise<string>((resolve) =>
        socket.once("close", () => resolve(Buffer.concat(received).toString())),
      );
      socket.write(head + body.slice(0, 20));
      const before = lines.length;
      await logged(
        (l) => lines.indexOf(l) >= before && l.msg === "incoming request" && l.req?.remoteAddress === client,
      );
      open.push({ write: (text) => socket.write(text), answer });
    }
    expect(workersFor(client, "/api/cart/add")).toEqual(new Set([1, 2]));

    process.kill(shop.pid, "SIGTERM");
    await logged((l) => l.worker === 1 && /^closing/.test(l.msg ?? ""));
    await logged((l) => l.worker === 2 && /^closing/.test(l.msg ?? ""));
    for (const request of open) request.write(body.slice(20));
    const answers = await Promise.all(open.map((r) => r.answer));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('"addedItem"');
    }
    expect(await shop.exited).toBe(0);
    for (const slot of [1, 2])
      expect(lines.some((l) => l.worker === slot && l.msg === "database closed")).toBe(true);
    expect(lines.some((l) => l.worker === "primary" && l.msg === "every worker stopped")).toBe(true);
  });
});

describe("two workers on the embedded database", () => {
  it("refuses to start, saying why, with the settings' exit code", { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      env: { ...process.env, WEB_CONCURRENCY: "2", DATABASE_URL: "memory://", PORT: "0" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(78);
    expect(errors).toContain("WEB_CONCURRENCY: 2 processes need PostgreSQL");
    expect(errors).not.toMatch(/\n\s+at /);
  });
});
