// The rate limits' Redis goes away: the shop keeps answering (limits pause) instead of failing every write.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../tests/helpers/server-process.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

const REDIS_SERVER = "/usr/bin/redis-server";
let t: TestApp | undefined;
let redis: ChildProcess | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
  redis?.kill("SIGKILL");
  redis = undefined;
});

/** A write the limiter counts; the empty body makes it a 400 from validation, after the limiter ran. */
const write = (app: TestApp) => app.app.inject({ method: "POST", url: "/api/cart/add", payload: {} });

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ["--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve();
    });
    child.once("exit", () => reject(new Error("redis-server exited")));
  });
  return child;
}

// Each test boots its own shop (another REDIS_URL), which takes a while on a busy machine.
describe("rate limits on Redis", { timeout: 180_000 }, () => {
  it("answers writes while Redis cannot be reached", async () => {
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    for (let i = 0; i < 3; i++) {
      const res = await write(t);
      expect(res.statusCode).toBe(400);
    }
  });

  it.skipIf(!existsSync(REDIS_SERVER))(
    "limits through Redis, and keeps answering when it stops",
    async () => {
      const port = await freePort();
      redis = await startRedis(port);
      t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_WRITES: "2" });
      // Bounded by attempts: the first commands fail until the connection is ready.
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 429; attempt++) {
        status = (await write(t)).statusCode;
        if (status !== 429) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(429);

      const stopped = new Promise((resolve) => redis?.once("exit", resolve));
      redis.kill("SIGKILL");
      await stopped;
      // Limits pause while Redis is gone; nothing answers 5xx.
      let passed = 0;
      for (let attempt = 0; attempt < 50 && passed === 0; attempt++) {
        const res = await write(t);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode === 400) passed++;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(passed).toBe(1);
    },
  );
});
