// Browser tests: one production server for the whole run (started by the global setup), two files at a time: a
// file mostly waits on the server and the browser, so two overlap well on two cores (about 40% less time).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
