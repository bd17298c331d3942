// Starts the built shop as its own process, as `npm start` runs it (plain node on build/shop/main.js), on a free port with a throw-away database.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** What `npm start` runs; `npm run build` (or the prestart step) makes it. */
export const SERVER_BUNDLE = "build/shop/main.js";

export interface ShopProcess {
  baseUrl: string;
  port: number;
  /** The shop's own process id (the bench reads its memory). */
  pid: number;
  stop(): Promise<void>;
  /** The exit code once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** Receives each line the shop writes to stdout (its JSON log); without it stdout is the test's. */
  onLine?: (line: string) => void;
}

export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  return exited;
}

export async function startShop(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<ShopProcess> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_BUNDLE], {
    env: {
      ...process.env,
      // The built shop as `npm start` serves it, with the development mailbox switched on: the browser tests
      // read the e-mails the shop sends there. (tests/e2e/production.test.ts runs `npm start` itself.)
      NODE_ENV: "test",
      DEV_MAILBOX: "true",
      // As `npm start` sets it: two malloc arenas instead of one per thread (see docs/architecture.md, memory).
      MALLOC_ARENA_MAX: "2",
      // All browser tests come from one client and mail the same few addresses.
      RATE_LIMIT_MAIL: "1000",
      RATE_LIMIT_MAIL_RECIPIENT: "1000",
      PORT: String(port),
      DATABASE_URL: "memory://",
      SITE_URL: `http://localhost:${port}`,
      SITE_URL_BE: `http://be.localhost:${port}`,
      LOG_LEVEL: "warn",
      ...env,
    },
    // The IPC channel carries the shop's "ready" once it serves (with WEB_CONCURRENCY, once every worker does).
    stdio: ["ignore", options.onLine ? "pipe" : "inherit", "inherit", "ipc"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const late = setTimeout(() => reject(new Error("the shop did not say ready within 120 s")), 120_000);
    child.on("message", (message) => {
      if (message !== "ready") return;
      clearTimeout(late);
      resolve();
    });
    child.once("exit", (code) => {
      clearTimeout(late);
      reject(new Error(`the shop exited with ${code} before it served`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const onLine = options.onLine;
  if (onLine) {
    let partial = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
  }
  const baseUrl = `http://localhost:${port}`;
  try {
    await ready;
    await waitForHttp(`${baseUrl}/api/healthz`, child);
  } catch (error) {
    // A shop that never became ready is not left running behind the caller.
    child.kill("SIGKILL");
    throw error;
  }
  return { baseUrl, port, pid: child.pid ?? 0, stop: () => stopProcess(child), exited };
}
