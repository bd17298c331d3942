// Unit tests beside their code and API tests (*.api.test.ts) through the real app; the browser tests have
// their own config. Kept apart from vite.config.ts so the React Router plugin does not load inside Vitest.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{domain,catalog,art,server,app}/**/*.test.{ts,tsx}"],
    environment: "node",
    // One migrated and seeded database for the run, which each API test file copies (tests/helpers/seeded-database.ts).
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine (and CI's). The test files
    // are independent (each API file has its own database), so two run side by side.
    maxWorkers: 2,
  },
});
