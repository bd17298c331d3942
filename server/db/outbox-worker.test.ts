// The outboxes' shared loop without a database: runs never overlap, stop() waits for the run in progress, a nudge
// during a run makes one more run, a failing step is logged and the run resolves, and the retry waits double.
import { afterEach, describe, expect, it, vi } from "vitest";
import { failedAttempt, OutboxWorker, type OutboxWorkerOptions, retryDelayMs } from "./outbox-worker.ts";

/** A queue of rows the steps hand out one batch at a time; deliver waits `deliverMs` per row. */
function fakeOutbox(rows: number[], overrides: Partial<OutboxWorkerOptions<number>> = {}) {
  const queue = [...rows];
  const delivered: number[] = [];
  const errors: unknown[] = [];
  let active = 0;
  let mostAtOnce = 0;
  let runs = 0;
  const logger = { info() {}, warn() {}, error: (context: unknown) => void errors.push(context) };
  const worker = new OutboxWorker<number>({
    name: "test",
    logger: () => logger,
    pollMs: 60_000,
    async releaseExpired() {
      runs++;
      active++;
      mostAtOnce = Math.max(mostAtOnce, active);
    },
    async claim() {
      const batch = queue.splice(0, 2);
      if (batch.length === 0) active--;
      return batch;
    },
    async deliver(row) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      delivered.push(row);
      return row % 2 === 0;
    },
    ...overrides,
  });
  return {
    worker,
    queue,
    delivered,
    errors,
    get runs() {
      return runs;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

let stopLater: OutboxWorker<number>[] = [];
afterEach(async () => {
  await Promise.all(stopLater.map((w) => w.stop()));
  stopLater = [];
});

describe("OutboxWorker", () => {
  it("delivers every batch in one run and counts what was sent", async () => {
    const o = fakeOutbox([1, 2, 3, 4, 5]);
    expect(await o.worker.deliverDue()).toBe(2);
    expect(o.delivered).toEqual([1, 2, 3, 4, 5]);
    expect(o.runs).toBe(1);
  });

  it("never overlaps runs: a second deliverDue waits for the first", async () => {
    const o = fakeOutbox([2, 4, 6, 8]);
    const first = o.worker.deliverDue();
    o.queue.push(10);
    const [a, b] = await Promise.all([first, o.worker.deliverDue()]);
    expect(a + b).toBe(5);
    expect(o.runs).toBe(2);
    expect(o.mostAtOnce).toBe(1);
  });

  it("runs at start, and stop() waits for the run in progress", async () => {
    const o = fakeOutbox([1, 2, 3, 4]);
    o.worker.start();
    expect(o.worker.running).toBe(true);
    await vi.waitFor(() => expect(o.runs).toBe(1), { timeout: 1_000, interval: 1 });
    await o.worker.stop();
    expect(o.worker.running).toBe(false);
    expect(o.delivered).toEqual([1, 2, 3, 4]);
    // Stopped: a nudge plans nothing.
    o.queue.push(6);
    o.worker.nudge(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(o.runs).toBe(1);
  });

  it("runs once more after a nudge that came during a run", async () => {
    const o = fakeOutbox([1, 2, 3]);
    o.worker.start();
    stopLater.push(o.worker);
    await vi.waitFor(() => expect(o.delivered.length).toBeGreaterThan(0), { timeout: 1_000, interval: 1 });
    // The start's run is delivering; the poll is a minute away, so only the nudge can bring a second run.
    o.worker.nudge(10);
    o.queue.push(4);
    await vi.waitFor(() => expect(o.delivered).toEqual([1, 2, 3, 4]), { timeout: 1_000, interval: 5 });
    expect(o.runs).toBe(2);
    expect(o.mostAtOnce).toBe(1);
  });

  it("asks the outbox how long to wait after a run, pollMs otherwise", async () => {
    const waits = [5, 5];
    const o = fakeOutbox([], { nextWaitMs: () => waits.shift() ?? 60_000 });
    o.worker.start();
    stopLater.push(o.worker);
    await vi.waitFor(() => expect(o.runs).toBe(3), { timeout: 1_000, interval: 5 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(o.runs).toBe(3);
  });

  it("logs a failing step and resolves: the rows wait for the next run", async () => {
    const o = fakeOutbox([1], {
      claim: () => Promise.reject(new Error("database gone")),
    });
    expect(await o.worker.deliverDue()).toBe(0);
    expect(o.errors).toHaveLength(1);
    expect(await o.worker.deliverDue()).toBe(0);
    expect(o.errors).toHaveLength(2);
  });

  it("does not keep the process alive with its timer", async () => {
    const spy = vi.spyOn(globalThis, "setTimeout");
    const o = fakeOutbox([]);
    o.worker.start();
    stopLater.push(o.worker);
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    spy.mockRestore();
    expect(timer.hasRef()).toBe(false);
  });
});

describe("a failed attempt", () => {
  it("waits backoffMs, doubling with every further failure", () => {
    expect([1, 2, 3, 4, 8].map((n) => retryDelayMs(30_000, n))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_840_000,
    ]);
  });

  it("is queued again until maxAttempts, then failed; failed at once when not retryable", () => {
    const policy = { maxAttempts: 3, backoffMs: 1_000 };
    expect(failedAttempt(0, new Error("451"), policy)).toMatchObject({
      attempts: 1,
      failed: false,
      delayMs: 1_000,
      values: { status: "queued", attempts: 1, lastError: "451" },
    });
    expect(failedAttempt(2, "kapot", policy)).toMatchObject({
      attempts: 3,
      failed: true,
      values: { status: "failed", lastError: "kapot" },
    });
    expect(failedAttempt(0, new Error("422"), { ...policy, retryable: false }).values.status).toBe("failed");
    expect(failedAttempt(0, new Error("x".repeat(3000)), policy).values.lastError).toHaveLength(2000);
  });
});
