// An estimate stopped mid-work (Ctrl-C, SIGTERM) leaves no pql-audience-duckdb-* folder behind,
// where DuckDB keeps its spill files, and exits as a shell reports a command a signal stopped:
// 128 + the signal's number (issue 41, 16). The real CLI, on a data set it takes seconds to load.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDataSet } from "../../src/node/data/generate.js";
import { bin } from "../cli/helpers.js";

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pql-interrupt-"));
  await generateDataSet({
    dir,
    profiles: 40_000,
    eventsPerProfile: 10,
    seed: 1,
    now: Date.parse("2024-05-15T12:00:00Z"),
    format: "ndjson",
  });
  writeFileSync(join(dir, "a.pql"), 'homeAddress.countryCode = "US"');
}, 120_000);

const duckdbFolders = (tmp: string) => readdirSync(tmp).filter((f) => f.startsWith("pql-audience-duckdb-"));

describe("estimate, interrupted while it loads", () => {
  it.each([
    ["SIGTERM", 143],
    ["SIGINT", 130],
  ] as const)(
    "%s: its temporary folder is removed, exit %i",
    async (signal, code) => {
      const tmp = mkdtempSync(join(tmpdir(), "pql-interrupt-tmp-"));
      const child = spawn(process.execPath, [bin, "estimate", "a.pql", "--data", ".", "--now", "2024-05-15T12:00:00Z"], {
        cwd: dir,
        env: { ...process.env, TMPDIR: tmp, NO_COLOR: "1" },
        stdio: "ignore",
      });
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        child.on("exit", (c, s) => resolve({ code: c, signal: s })),
      );
      // Mid-work: the folder is there, DuckDB is reading the data.
      while (duckdbFolders(tmp).length === 0) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300));
      child.kill(signal);
      expect(await exited).toEqual({ code, signal: null });
      expect(duckdbFolders(tmp)).toEqual([]);
    },
    60_000,
  );
});
