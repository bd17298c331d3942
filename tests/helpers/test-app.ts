// Builds the real app for API tests: a fresh in-memory PGlite, or a fresh database on the PostgreSQL server
// named by TEST_DATABASE_URL, dropped again when the test file is done. Both start as a copy of the run's one
// migrated and seeded database when the global setup made it (seeded-database.ts).
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { Services } from "../../server/services.ts";
import { freshPostgres } from "./postgres.ts";
import { openSeededPglite, postgresTemplate } from "./seeded-database.ts";

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Awaits `work`, saying on stderr which step of a test's clean-up still runs after 20 s (a hang shows where). */
async function slowStep(name: string, work: Promise<unknown> | undefined): Promise<void> {
  const timer = setTimeout(() => console.error(`test app: ${name} still running after 20 s`), 20_000);
  try {
    await work;
  } finally {
    clearTimeout(timer);
  }
}

/** `logger`: Fastify's logger options (e.g. a `stream` to read the log lines); no logging without it. */
export async function createTestApp(
  env: Record<string, string> = {},
  logger: FastifyServerOptions["logger"] = false,
): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await freshPostgres(adminUrl, postgresTemplate()) : undefined;
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: database?.url ?? "memory://",
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    // On PostgreSQL a shop takes sandbox payments only when asked, with its key from the environment.
    PAYMENT_PROVIDER: "sandbox",
    SANDBOX_HMAC_KEY: "5e".repeat(32),
    DEV_MAILBOX: "true",
    // The tests send many mails to the same few addresses; mail-limits.api.test.ts tests the limit itself.
    RATE_LIMIT_MAIL_RECIPIENT: "100000",
    LOG_LEVEL: "silent",
    // Tests never reach VIES, on PostgreSQL neither (whose default it is); vies.test.ts fakes it on a local port.
    VAT_CHECK: "local",
    ...env,
  });
  // The mail worker and the sandbox's webhook retries run as in production (tests await
  // `services.mail.deliverDue()` to see a mail delivered); the orders' timer does not, tests expire orders themselves.
  const seeded = database ? undefined : await openSeededPglite();
  const app = await buildApp({
    config,
    logger,
    background: ["mail", "payments"],
    ...(seeded ? { database: seeded } : {}),
  });
  await app.ready();
  return {
    app,
    services: app.services,
    async close() {
      await slowStep("closing the app", app.close());
      await slowStep("dropping the test database", database?.drop());
    },
  };
}
