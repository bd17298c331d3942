// PostgreSQL drops the shop's connections in the middle of a burst of writes: the process lives, answers in Dutch, recovers, loses nothing acknowledged.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import { createTestApp, type TestApp, usingPostgres } from "../../tests/helpers/test-app.ts";
import { TestVisitor, validValues } from "../../tests/helpers/visitor.ts";

const VISITORS = 60;

if (!usingPostgres) {
  console.info("outage.api.test.ts: skipped, it needs PostgreSQL (set TEST_DATABASE_URL)");
}

describe.skipIf(!usingPostgres)("the database drops every connection (PostgreSQL only)", () => {
  let t: TestApp;
  let addBody: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
    const product = catalogue.products.find((p) => p.kind === "rolgordijn");
    if (!product) throw new Error("no rolgordijn");
    const def = configurationFor(product, catalogue);
    const dims = dimensionOptions(def);
    if (!dims.width || !dims.height) throw new Error("no size");
    const values = await validValues(t.app, def, {
      widthId: dims.width.id,
      heightId: dims.height.id,
      width: Math.max(120, dims.width.min_value ?? 0),
      height: Math.max(150, dims.height.min_value ?? 0),
    });
    addBody = { conf_id: def.conf_id, entity_id: product.id, values };
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Ends every server process of the shop's database, as an administrator or a failover does. */
  async function terminateBackends(): Promise<number> {
    const name = new URL(t.services.config.DATABASE_URL).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const result = await admin.query(
        "select pg_terminate_backend(pid) as gone from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  async function healthy(): Promise<boolean> {
    // Bounded by attempts, not by time: the pool needs a moment to see the closed sockets.
    for (let attempt = 0; attempt < 100; attempt++) {
      const res = await t.app.inject({ method: "GET", url: "/api/healthz" });
      if (res.statusCode === 200) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  it("keeps the process alive, answers 503 in Dutch meanwhile, recovers and keeps every acknowledged write", async () => {
    // A transaction holds a checked-out connection while it is cut: the case that crashed the process.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = t.services.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => "committed",
        (error: unknown) => error,
      );

    const visitors = Array.from({ length: VISITORS }, () => new TestVisitor(t.app));
    let answered = 0;
    let someAnswered = () => {};
    const fiveAnswered = new Promise<void>((resolve) => {
      someAnswered = resolve;
    });
    const burst = visitors.map((v) =>
      v.post("/api/cart/add", addBody).then((res) => {
        answered++;
        if (answered === 5) someAnswered();
        return res;
      }),
    );
    await fiveAnswered;
    expect(await terminateBackends()).toBeGreaterThan(0);
    release();
    const responses = await Promise.all(burst);

    const heldOutcome = await held;
    expect(heldOutcome).toBeInstanceOf(Error);

    const statuses = responses.map((res) => res.statusCode);
    const acknowledged = statuses.filter((status) => status === 200).length;
    console.info(`burst of ${VISITORS} adds: ${acknowledged} acknowledged, ${VISITORS - acknowledged} not`);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const res of responses.filter((r) => r.statusCode === 503)) {
      expect(res.headers["retry-after"]).toMatch(/^\d+$/);
      expect(Object.keys(res.json().errors)).toEqual(["server"]);
      expect(res.json().errors.server).toMatch(/opnieuw/);
    }

    expect(await healthy()).toBe(true);
    for (const [i, v] of visitors.entries()) {
      if (responses[i]?.statusCode !== 200) continue;
      const cart = (await v.get("/api/cart")).json().cart;
      expect(cart.count, `acknowledged write of visitor ${i}`).toBe(1);
    }
    const late = new TestVisitor(t.app);
    expect((await late.post("/api/cart/add", addBody)).statusCode).toBe(200);
  });
});
