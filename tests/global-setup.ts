// The unit and API tests' global setup: one migrated and seeded database for the run, which every API test file
// copies instead of migrating and seeding its own (tests/helpers/seeded-database.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, writePgliteSeed } from "./helpers/seeded-database.ts";

let cleanUp: (() => Promise<void>) | undefined;

export async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createPostgresTemplate(adminUrl);
    project.provide("postgresTemplate", template.name);
    cleanUp = () => template.drop();
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-seed-"));
    const file = path.join(dir, "seeded.tar");
    await writePgliteSeed(file);
    project.provide("pgliteSeedFile", file);
    cleanUp = async () => rmSync(dir, { recursive: true, force: true });
  }
}

export async function teardown() {
  await cleanUp?.();
}
