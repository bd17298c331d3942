// The primary process of `WEB_CONCURRENCY=N npm start` (node:cluster): it migrates and seeds the database once,
// forks N workers that serve one port, restarts a worker that dies (with a growing pause), and on SIGTERM or
// SIGINT lets every worker drain, exiting when the last one has. It serves no request itself.
import cluster, { type Worker } from "node:cluster";
import { hostname } from "node:os";
import { pino } from "pino";
import { seedDatabase } from "./boot.ts";
import type { Config } from "./config.ts";
import { DatabaseUnavailableError, openDatabase } from "./db/client.ts";
import type { BackgroundWork } from "./services.plugin.ts";

/** The environment variable that tells a worker its slot, 1…N; a replacement gets the slot of the one it replaces. */
export const WORKER_SLOT_ENV = "SHOP_WORKER_SLOT";

/**
 * The background work a process runs. Alone it runs everything. In the cluster every worker delivers mail and
 * e-invoices (rows are claimed with FOR UPDATE SKIP LOCKED) and retries the sandbox's webhooks (claimed with a conditional update);
 * the payments' reconcile at start and their expiry timer run in worker 1 alone, so the provider is asked once
 * per start, not once per worker. Applying an outcome locks the order, so a second run anywhere changes nothing.
 */
export function workerJobs(slot: number | undefined): BackgroundWork[] {
  if (!slot) return ["mail", "peppol", "orders", "payments", "commands"];
  return slot === 1 ? ["mail", "peppol", "orders", "payments"] : ["mail", "peppol", "payments"];
}

/** The pause before restarting a worker that died: 1 s, doubling with each quick death, at most 30 s. */
export function restartDelayMs(quickDeaths: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, quickDeaths - 1), 30_000);
}

/** A worker that served this long before it died counts as healthy: its replacement starts after 1 s. */
const HEALTHY_AFTER_MS = 60_000;
/** Workers get 10 s to drain (main.ts); the primary waits a little longer before it kills what is left. */
const DRAIN_WAIT_MS = 15_000;

interface Slot {
  worker: Worker | undefined;
  startedAt: number;
  quickDeaths: number;
  restart: NodeJS.Timeout | undefined;
}

export async function runPrimary(config: Config): Promise<void> {
  const log = pino({
    level: config.LOG_LEVEL,
    base: { pid: process.pid, hostname: hostname(), worker: "primary" },
  });
  const count = config.WEB_CONCURRENCY;

  // Migrations and seeds run here, before any worker exists; the workers' own runs then find nothing to do.
  try {
    const database = await openDatabase(config.DATABASE_URL, {
      connectTimeoutSeconds: config.DATABASE_WAIT_SECONDS,
      log: (line) => log.warn(line),
    });
    try {
      if (await seedDatabase(database.db)) log.info("empty database: seeded the catalogue");
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error(`cannot start the shop: ${error.message}`);
    process.exit(1);
  }

  const slots = new Map<number, Slot>();
  let served = false;
  let listening = 0;
  let stopping = false;

  function fork(slot: number): void {
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot) });
    const state = slots.get(slot) ?? { worker, startedAt: 0, quickDeaths: 0, restart: undefined };
    state.worker = worker;
    state.startedAt = Date.now();
    state.restart = undefined;
    slots.set(slot, state);
    worker.once("listening", () => {
      log.info({ slot, workerPid: worker.process.pid }, `worker ${slot} is serving`);
      if (served) return;
      listening++;
      if (listening < count) return;
      served = true;
      log.info(`${count} workers serve http://localhost:${config.PORT} (postgres)`);
      // As a single process says it (main.ts): to a parent that listens, every worker serves now.
      process.send?.("ready");
    });
    worker.once("exit", (code, signal) => exited(slot, worker, code, signal));
  }

  function exited(slot: number, worker: Worker, code: number | null, signal: string | null): void {
    const state = slots.get(slot);
    if (!state || state.worker !== worker) return;
    state.worker = undefined;
    if (stopping) {
      if (code !== 0) exitCode = 1;
      log.info({ slot, code, signal }, `worker ${slot} stopped`);
      if (![...slots.values()].some((s) => s.worker)) finish();
      return;
    }
    if (!served) {
      // A worker that cannot start (port taken, database refusing) will not start on a second try either.
      log.error({ slot, code, signal }, `worker ${slot} stopped before the shop served: stopping`);
      void stop("failed start", 1);
      return;
    }
    state.quickDeaths = Date.now() - state.startedAt >= HEALTHY_AFTER_MS ? 1 : state.quickDeaths + 1;
    const delay = restartDelayMs(state.quickDeaths);
    log.error({ slot, code, signal, restartInMs: delay }, `worker ${slot} died: starting a new one`);
    state.restart = setTimeout(() => fork(slot), delay);
  }

  let exitCode = 0;
  function finish(): void {
    log.info({ exitCode }, "every worker stopped");
    process.exit(exitCode);
  }

  async function stop(reason: string, code = 0): Promise<void> {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const running = [...slots.values()].filter((s) => s.worker);
    log.info({ reason, workers: running.length }, "shutting down: every worker finishes its open requests");
    for (const state of slots.values()) clearTimeout(state.restart);
    if (running.length === 0) finish();
    // Each worker closes its app (main.ts): requests finish, background work stops, its database pool closes.
    for (const state of running) state.worker?.process.kill("SIGTERM");
    setTimeout(() => {
      const left = [...slots.values()].filter((s) => s.worker);
      log.error(
        { workers: left.length },
        `workers still running after ${DRAIN_WAIT_MS / 1000} s: killing them`,
      );
      for (const state of left) state.worker?.process.kill("SIGKILL");
      process.exit(1);
    }, DRAIN_WAIT_MS).unref();
  }

  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  log.info(`starting ${count} workers`);
  for (let slot = 1; slot <= count; slot++) fork(slot);
}
