import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Per-file setup: a temporary folder per file. (Chevrotain's grammar checks run once, in test/syntax/grammar.test.ts.)
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    // Time is never what a test asserts here (speed is held by `npm run bench`); the limits only
    // end a test that hangs. Tests that spawn the CLI, git or a server many times took up to 50 s on
    // a 2-core machine under load, and setup hooks that generate data or start clickhouse-server
    // passed vitest's 10 s hook default there.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on the 2-core machines CI and
    // development run on, so every file ran after the other. Most tests wait on a process they
    // started (the CLI, git, the emulator, clickhouse-server), which the second worker overlaps.
    maxWorkers: 2,
  },
});
