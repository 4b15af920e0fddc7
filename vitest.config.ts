import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The grammar is validated in tests (Chevrotain self-analysis checks), skipped in the shipped build.
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on the 2-core machines CI and
    // development run on, so every file ran after the other. Most tests wait on a process they
    // started (the CLI, git, the emulator, clickhouse-server), which the second worker overlaps.
    maxWorkers: 2,
  },
});
