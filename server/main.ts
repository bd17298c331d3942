// Starts the shop: `npm start` (production build) or `npm run dev` (Vite in the same process).
import { buildApp } from "./app.ts";
import { boot } from "./boot.ts";
import { loadConfig } from "./config.ts";
import { DatabaseUnavailableError } from "./db/client.ts";
import { paymentNotice } from "./payments/choose-provider.ts";

const config = loadConfig();
const logger =
  config.NODE_ENV === "development"
    ? {
        level: config.LOG_LEVEL,
        transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } },
      }
    : { level: config.LOG_LEVEL };

const { services, sessionSecret, seeded } = await boot(config).catch((error: unknown) => {
  // Unreachable or refusing: the retries have been reported line by line; one clear line, no stack trace.
  if (!(error instanceof DatabaseUnavailableError)) throw error;
  console.error(`cannot start the shop: ${error.message}`);
  process.exit(1);
});
const app = await buildApp({ services, sessionSecret, logger });
if (seeded) app.log.info("empty database: seeded the catalogue");
for (const warning of config.warnings) app.log.warn(warning);
const payments = paymentNotice(services.payments);
app.log[payments.level](payments.message);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing open requests");
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    services.orders.stop();
    await services.mail.stop();
    await services.database.close();
    app.log.info("database closed");
    clearTimeout(force);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.PORT, host: config.HOST });
services.mail.start(app.log.child({ area: "mail" }));
services.orders.start(app.log.child({ area: "orders" }));
app.log.info(`De winkel draait op http://localhost:${config.PORT} (${services.database.kind})`);
