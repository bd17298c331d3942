// Starts the shop: `npm start` (production build) or `npm run dev` (Vite in the same process).
import { buildApp } from "./app.ts";
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

const app = await buildApp({ config, logger, background: ["mail", "orders", "payments", "commands"] }).catch(
  (error: unknown) => {
    // Unreachable or refusing: the retries have been reported line by line; one clear line, no stack trace.
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error(`cannot start the shop: ${error.message}`);
    process.exit(1);
  },
);
for (const warning of config.warnings) app.log.warn(warning);
const payments = paymentNotice(app.services.payments);
app.log[payments.level](payments.message);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing open requests");
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    // Open requests finish (new ones get the Dutch 503), then background work stops and the database closes.
    await app.close();
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
app.log.info(`De winkel draait op http://localhost:${config.PORT} (${app.services.database.kind})`);
