import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The grammar is validated in tests (Chevrotain self-analysis checks), skipped in the shipped build.
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    pool: "forks",
  },
});
