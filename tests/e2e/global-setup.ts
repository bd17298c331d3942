// Starts the built shop once for all browser tests, as `npm start` would, and stops it after.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type ShopProcess, startShop } from "../helpers/server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** The shop's local channel for `npm run beheer`: the back-office tests invite their staff through it. */
    beheerSocket: string;
  }
}

let shop: ShopProcess | undefined;

export async function setup(project: TestProject) {
  const beheerSocket = path.join(mkdtempSync(path.join(tmpdir(), "shop-e2e-")), "beheer.sock");
  shop = await startShop({
    BEHEER_SOCKET: beheerSocket,
    // Two test files at a time, all from one address: ten times the per-minute limits a visitor gets, so no
    // test meets a 429 it did not ask for (cluster.test.ts checks the limits on a shop of its own).
    RATE_LIMIT_READS: "12000",
    RATE_LIMIT_WRITES: "3000",
    RATE_LIMIT_MEDIA: "30000",
    RATE_LIMIT_COMPUTE: "6000",
    // Every back-office file logs a new owner in at each width: more than the 20 a quarter one address may try.
    RATE_LIMIT_STAFF_LOGIN: "1000",
  });
  project.provide("baseUrl", shop.baseUrl);
  project.provide("port", shop.port);
  project.provide("beheerSocket", beheerSocket);
}

export async function teardown() {
  await shop?.stop();
}
