// Work that must happen once while several processes share one PostgreSQL (WEB_CONCURRENCY, several hosts):
// each "process" here is its own connection pool on the test's database, running the same code at the same time.
// Migrations and seeds, payment expiry, a late payment racing the expiry, invoice numbers of payments arriving
// together, the sandbox's webhook retries, and a catalogue change published by one process. The mail outbox's claims: mail/mailer.api.test.tsx.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../catalog/catalogue.ts";
import type { ConfValues } from "../domain/configurator/types.ts";
import { payInSandbox, placeOrder, readyVisitor, rollerBlindValues } from "../tests/helpers/checkout.ts";
import { freshPostgres } from "../tests/helpers/postgres.ts";
import { createTestApp, type TestApp, usingPostgres } from "../tests/helpers/test-app.ts";
import { seedDatabase } from "./boot.ts";
import { catalogVersion, categories, products } from "./catalog/catalog.schema.ts";
import { CatalogService } from "./catalog/catalog.service.ts";
import { publishCatalogChange } from "./catalog/catalog-version.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { invoices } from "./invoices/invoices.schema.ts";
import { InvoicesService } from "./invoices/invoices.service.ts";
import { mailOutbox } from "./mail/mail.schema.ts";
import { orderEvents, orders, payments } from "./orders/orders.schema.ts";
import { OrdersService } from "./orders/orders.service.ts";
import { inProcessNotifier } from "./payments/sandbox.routes.ts";
import { type Notify, SandboxPaymentProvider } from "./payments/sandbox.ts";
import { VouchersService } from "./vouchers/vouchers.service.ts";

if (!usingPostgres) {
  console.info("several-processes.api.test.ts: skipped, it needs PostgreSQL (set TEST_DATABASE_URL)");
}

describe.skipIf(!usingPostgres)("several processes on one PostgreSQL", { timeout: 120_000 }, () => {
  let t: TestApp;
  let values: ConfValues;
  /** The other processes' connection pools on the test app's database. */
  const others: Database[] = [];
  const otherProcess = async () => {
    const database = await openDatabase(t.services.config.DATABASE_URL, { closeWaitMs: 2_000 });
    others.push(database);
    return database;
  };
  /** The orders service as another process builds it, on its own connection pool. */
  const otherOrdersService = async () => {
    const { db } = await otherProcess();
    const { payments, mail, config, cart } = t.services;
    return new OrdersService(
      db,
      payments,
      mail,
      config,
      new VouchersService(db),
      cart,
      new InvoicesService(db),
    );
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
    values = await rollerBlindValues(t.app);
    // The tests run the retries themselves, from several providers.
    (t.services.payments as SandboxPaymentProvider).stopRetries();
  });
  afterAll(async () => {
    for (const database of others) await database.close();
    await t?.close();
  });

  /** A placed order waiting for its payment: its number and the sandbox's payment link. */
  async function pendingOrder(): Promise<{ number: string; link: string }> {
    const { v, csrf } = await readyVisitor(t.app, values);
    const placed = (await placeOrder(v, csrf)).json();
    return { number: placed.order.number, link: placed.paymentLink };
  }

  async function eventsOf(numbers: string[]) {
    return t.services.database.db
      .select({ number: orders.number, to: orderEvents.toStatus, source: orderEvents.source })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(inArray(orders.number, numbers))
      .orderBy(asc(orderEvents.id));
  }

  it("migrates and seeds a new database once when three processes start at the same moment", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? "";
    const empty = await freshPostgres(adminUrl);
    const opened: Database[] = [];
    try {
      const starts = await Promise.all(
        [1, 2, 3].map(async () => {
          const database = await openDatabase(empty.url, { closeWaitMs: 2_000 });
          opened.push(database);
          return seedDatabase(database.db);
        }),
      );
      expect(starts.filter(Boolean)).toHaveLength(1);
      const db = opened[0]?.db;
      if (!db) throw new Error("no database");
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(categories);
      expect(count).toBe(catalogue.categories.length);
      const migrations = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = (await import("../drizzle/meta/_journal.json", { with: { type: "json" } })).default;
      expect((migrations as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
      // One seed of the catalogue, one of the configurations, one of the rates: three versions, not nine.
      const [version] = await db.select().from(catalogVersion);
      expect(version?.version).toBe(3);
    } finally {
      for (const database of opened) await database.close();
      await empty.drop();
    }
  });

  it("expires a stale payment once when three processes run the expiry at the same time", async () => {
    const placed = [await pendingOrder(), await pendingOrder(), await pendingOrder()];
    const numbers = placed.map((p) => p.number);
    const db = t.services.database.db;
    const ids = (await db.select({ id: orders.id }).from(orders).where(inArray(orders.number, numbers))).map(
      (o) => o.id,
    );
    await db
      .update(payments)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(inArray(payments.orderId, ids));
    const processes = [t.services.orders, await otherOrdersService(), await otherOrdersService()];
    await Promise.all(processes.map((orders) => orders.expireStale()));

    const events = await eventsOf(numbers);
    expect(events.filter((e) => e.to === "expired")).toHaveLength(3);
    for (const number of numbers)
      expect(events.filter((e) => e.number === number).map((e) => e.to)).toEqual([
        "pending_payment",
        "expired",
      ]);
    const attempts = await db
      .select({ status: payments.status })
      .from(payments)
      .where(inArray(payments.orderId, ids));
    expect(attempts.map((a) => a.status)).toEqual(["expired", "expired", "expired"]);
  });

  it("numbers the invoices of payments arriving at once in three processes without a gap or a repeat", async () => {
    const placed = await Promise.all(Array.from({ length: 6 }, () => pendingOrder()));
    const db = t.services.database.db;
    const rows = await db
      .select({ reference: payments.reference })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(
        inArray(
          orders.number,
          placed.map((p) => p.number),
        ),
      );
    const processes = [t.services.orders, await otherOrdersService(), await otherOrdersService()];
    await Promise.all(
      rows.map((row, i) =>
        processes[i % processes.length]?.applyOutcome({
          reference: row.reference,
          outcome: "authorised",
          source: "webhook",
        }),
      ),
    );
    const issued = await db
      .select({ number: invoices.number, order: orders.number })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.kind, "invoice"));
    expect(issued.filter((i) => placed.some((p) => p.number === i.order))).toHaveLength(6);
    // Every invoice of the year so far (earlier tests' too): 1, 2, 3 … with no number missing or twice.
    const sequence = issued.map((i) => Number(i.number.split("-")[1])).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, i) => i + 1));
  });

  it("keeps a payment authorised when its webhook and another process's expiry arrive together", async () => {
    const placed = [await pendingOrder(), await pendingOrder(), await pendingOrder(), await pendingOrder()];
    const db = t.services.database.db;
    const rows = await db
      .select({ id: orders.id, reference: payments.reference })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(
        inArray(
          orders.number,
          placed.map((p) => p.number),
        ),
      );
    await db
      .update(payments)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(
        inArray(
          payments.orderId,
          rows.map((r) => r.id),
        ),
      );
    const other = await otherOrdersService();
    await Promise.all([
      other.expireStale(),
      ...rows.map((row) =>
        t.services.orders.applyOutcome({
          reference: row.reference,
          outcome: "authorised",
          source: "webhook",
        }),
      ),
    ]);
    // Whichever came first, the payment wins (a late payment is still a payment) and its attempt says so.
    const after = await db
      .select({ order: orders.status, attempt: payments.status })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(
        inArray(
          orders.id,
          rows.map((r) => r.id),
        ),
      );
    expect(after).toEqual(rows.map(() => ({ order: "paid", attempt: "authorised" })));
  });

  it("delivers each due sandbox webhook once when two processes retry at the same time", async () => {
    const sandbox = t.services.payments as SandboxPaymentProvider;
    const placed = [await pendingOrder(), await pendingOrder(), await pendingOrder()];
    // Decided while the shop's webhook route could not be reached: each waits for a retry.
    sandbox.setNotifier(async () => {
      throw new Error("connect ECONNREFUSED");
    });
    for (const order of placed) {
      const result = await payInSandbox(t.services, order.link, "Authorised");
      expect(result.kind === "done" && result.delivery?.ok).toBe(false);
    }
    sandbox.setNotifier(inProcessNotifier(t.app));

    const sent: string[] = [];
    const counting = (notify: Notify): Notify => {
      return (body, headers) => {
        sent.push(body.notificationItems[0]?.NotificationRequestItem.merchantReference ?? "");
        return notify(body, headers);
      };
    };
    const retrying = [await otherProcess(), await otherProcess()].map(
      (database) =>
        new SandboxPaymentProvider({
          db: database.db,
          hmacKey: t.services.config.SANDBOX_HMAC_KEY ?? "",
          notify: counting(inProcessNotifier(t.app)),
        }),
    );
    const later = new Date(Date.now() + 60_000);
    const delivered = await Promise.all(retrying.map((provider) => provider.deliverDue(later)));

    expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(3);
    const numbers = placed.map((p) => p.number);
    const events = await eventsOf(numbers);
    expect(events.filter((e) => e.to === "paid")).toHaveLength(3);
    const confirmations = await t.services.database.db
      .select({ order: mailOutbox.orderNumber })
      .from(mailOutbox)
      .where(inArray(mailOutbox.orderNumber, numbers));
    expect(confirmations.map((c) => c.order).sort()).toEqual([...numbers].sort());
  });

  it("shows a catalogue change published by one process in another once it checks the version", async () => {
    const other = new CatalogService((await otherProcess()).db);
    await other.load();
    const product = catalogue.products[0];
    if (!product) throw new Error("no product");
    expect(await other.refresh()).toBe(false);

    const name = `${product.name} (nieuw)`;
    await publishCatalogChange(t.services.database.db, t.services.catalog, (tx) =>
      tx.update(products).set({ name }).where(eq(products.id, product.id)),
    );
    expect(t.services.catalog.product(product.urlPath)?.name).toBe(name);
    expect(other.product(product.urlPath)?.name).toBe(product.name);
    expect(await other.refresh()).toBe(true);
    expect(other.product(product.urlPath)?.name).toBe(name);
  });
});
