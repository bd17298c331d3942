// Starts the built shop once for all browser tests, as `npm start` would, and stops it after.
import type { TestProject } from "vitest/node";
import { type ShopProcess, startShop } from "../helpers/server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

let shop: ShopProcess | undefined;

export async function setup(project: TestProject) {
  shop = await startShop();
  project.provide("baseUrl", shop.baseUrl);
  project.provide("port", shop.port);
}

export async function teardown() {
  await shop?.stop();
}
