// Starts the shop: `npm start` (production build) or `npm run dev` (Vite in the same process). With
// WEB_CONCURRENCY above 1 this process becomes the cluster's primary (cluster.ts) and each worker it forks runs
// the app below on the shared port.
import cluster from "node:cluster";
import { hostname } from "node:os";
import { buildApp } from "./app.ts";
import { runPrimary, WORKER_SLOT_ENV, workerJobs } from "./cluster.ts";
import { type Config, loadConfig } from "./config.ts";
import { DatabaseUnavailableError } from "./db/client.ts";
import { paymentNotice } from "./payments/choose-provider.ts";

/** sysexits' EX_CONFIG: the settings are wrong, so starting again will not help (systemd: RestartPreventExitStatus). */
const EXIT_CONFIG = 78;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // The schema's lines say what to change; a stack trace would only bury them.
    console.error(`cannot start the shop: ${(error as Error).message}`);
    process.exit(EXIT_CONFIG);
  }
}

const config = readConfig();
if (config.WEB_CONCURRENCY > 1 && config.NODE_ENV === "development") {
  // Vite's dev server and its file watcher belong to one process.
  console.error(
    "cannot start the shop: WEB_CONCURRENCY is for the production build (npm start), not npm run dev",
  );
  process.exit(EXIT_CONFIG);
}
if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) await runPrimary(config);
else await serve(config);

/** Builds the app, listens, and closes it on SIGTERM/SIGINT: the whole shop in one process, or one worker. */
async function serve(config: Config): Promise<void> {
  // A worker's slot (1…N, kept by its replacement) names it in every log line, beside pino's pid and hostname.
  const slot = cluster.isWorker ? Number(process.env[WORKER_SLOT_ENV]) : undefined;
  const worker = slot ? { base: { pid: process.pid, hostname: hostname(), worker: slot } } : {};
  const logger =
    config.NODE_ENV === "development"
      ? {
          level: config.LOG_LEVEL,
          ...worker,
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : { level: config.LOG_LEVEL, ...worker };

  const app = await buildApp({ config, logger, background: workerJobs(slot) }).catch((error: unknown) => {
    // Unreachable or refusing: the retries have been reported line by line; one clear line, no stack trace.
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error(`cannot start the shop: ${error.message}`);
    process.exit(1);
  });
  // Once per shop, not once per worker.
  if (!slot || slot === 1) {
    for (const warning of config.warnings) app.log.warn(warning);
    const payments = paymentNotice(app.services.payments);
    app.log[payments.level](payments.message);
  }

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
  // A parent that started the shop with an IPC channel (pm2's wait_ready, the tests, the bench) learns it serves.
  if (cluster.isPrimary) process.send?.("ready");
}
