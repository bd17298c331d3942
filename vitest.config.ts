// Unit tests beside their code and API tests (*.api.test.ts) through the real app; the browser tests have
// their own config. Kept apart from vite.config.ts so the React Router plugin does not load inside Vitest.
import { defineConfig } from "vitest/config";

const API_TESTS = "{server,app}/**/*.api.test.{ts,tsx}";

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine (and CI's). The test files
    // are independent (each API file has its own database), so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{domain,catalog,art,server,app}/**/*.test.{ts,tsx}"],
          exclude: [API_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: [API_TESTS],
          // One migrated and seeded database for the run, which each API file copies (tests/helpers/seeded-database.ts).
          globalSetup: ["tests/global-setup.ts"],
          // Each API file builds its own app on its own database; what they share is the code, which a worker
          // imports once instead of once per file (about 2 s of CPU a file: the whole shop).
          isolate: false,
        },
      },
    ],
  },
});
