// `pql-audience data generate` as a user runs it: what it writes and says, and a clear one-line
// error with exit code 2 for each mistake, before anything is written.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "../cli/helpers.js";
import { folders } from "./helpers.js";

const folder = folders();
const generate = (args: string[], cwd = folder()) => ({ cwd, ...cli(["data", "generate", ...args], { cwd }) });

describe("data generate on the command line", () => {
  it("writes profiles.ndjson and events.ndjson and says what it wrote, with the instant to estimate at", () => {
    const r = generate(["--profiles", "120", "--seed", "3", "--out", "data"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(readdirSync(join(r.cwd, "data")).sort()).toEqual(["events.ndjson", "profiles.ndjson"]);
    const lines = readFileSync(join(r.cwd, "data/profiles.ndjson"), "utf8").split("\n");
    expect(lines).toHaveLength(121);
    const events = readFileSync(join(r.cwd, "data/events.ndjson"), "utf8").trimEnd().split("\n").length;
    expect(r.stdout).toMatch(/^data\/profiles\.ndjson {2}120 profiles +\d+\.\d MB$/m);
    expect(r.stdout).toMatch(
      new RegExp(`^data/events\\.ndjson {4}${events.toLocaleString("en-US")} events \\(12 of no profile\\) +\\d+\\.\\d MB$`, "m"),
    );
    expect(r.stdout).toMatch(/^seed 3, events in the 60 days before 2024-05-15T12:00:00Z, written in \d+\.\d s$/m);
    // No examples/ here: the next step names the reader's own files.
    expect(r.stdout).toContain("next: pql-audience estimate <audience files> --data data --now 2024-05-15T12:00:00Z\n");
  });

  it("names examples/ in its next step where there is one (a clone, or the package's copy)", () => {
    const cwd = folder();
    mkdirSync(join(cwd, "examples"));
    const r = generate(["--profiles", "3", "--seed", "3", "--out", "data"], cwd);
    expect(r.stdout).toContain("next: pql-audience estimate examples --data data --now 2024-05-15T12:00:00Z\n");
  });

  it("writes a JSON array with --format json, and events at another --now", () => {
    const r = generate([
      "--profiles",
      "5",
      "--events-per-profile",
      "3",
      "--now",
      "2025-01-31T23:00:00+01:00",
      "--format",
      "json",
      "--out",
      "d",
    ]);
    expect(r.status).toBe(0);
    const profiles = JSON.parse(readFileSync(join(r.cwd, "d/profiles.json"), "utf8")) as unknown[];
    const events = JSON.parse(readFileSync(join(r.cwd, "d/events.json"), "utf8")) as { timestamp: string }[];
    expect(profiles).toHaveLength(5);
    expect(events.every((e) => e.timestamp <= "2025-01-31T22:00:00.000Z" && e.timestamp > "2024-12-02")).toBe(true);
    expect(r.stdout).toContain("before 2025-01-31T22:00:00Z");
  });

  it.each([
    [["--profiles", "0", "--out", "x"], '--profiles "0" is not a whole number from 1 to 100,000,000'],
    [["--profiles", "ten", "--out", "x"], '--profiles "ten" is not a whole number from 1 to 100,000,000'],
    [["--profiles", "1.5", "--out", "x"], '--profiles "1.5" is not a whole number from 1 to 100,000,000'],
    [["--profiles=-3", "--out", "x"], '--profiles "-3" is not a whole number from 1 to 100,000,000'],
    [["--profiles", "10", "--profiles", "20", "--out", "x"], "--profiles is given 2 times; give it once"],
    [
      ["--profiles", "10", "--events-per-profile", "1001", "--out", "x"],
      '--events-per-profile "1001" is not a whole number from 0 to 1,000',
    ],
    [["--profiles", "10", "--seed", "4294967296", "--out", "x"], '--seed "4294967296" is not a whole number from 0 to 4,294,967,295'],
    [
      ["--profiles", "10", "--now", "yesterday", "--out", "x"],
      '--now "yesterday" is not an ISO-8601 instant with Z or an offset (e.g. 2024-05-15T12:00:00Z)',
    ],
    // Without an offset the instant would be the machine's local time: other bytes elsewhere.
    [
      ["--profiles", "10", "--now", "2024-05-15T12:00:00", "--out", "x"],
      '--now "2024-05-15T12:00:00" is not an ISO-8601 instant with Z or an offset',
    ],
    [["--profiles", "10", "--format", "csv", "--out", "x"], "Invalid values:"],
    [["--profiles", "10"], "Missing required argument: out"],
  ])("refuses %j with exit 2: %s", (args, message) => {
    const r = generate(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`pql-audience: ${message}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(r.cwd, "x"))).toBe(false);
  });

  it("refuses a folder that is not empty; --force replaces its data files and nothing else", () => {
    const cwd = folder();
    mkdirSync(join(cwd, "data"));
    writeFileSync(join(cwd, "data/profiles.json"), "[]");
    const refused = generate(["--profiles", "3", "--out", "data"], cwd);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe(
      "pql-audience: --out data is not empty (profiles.json); choose an empty folder, or add --force to replace its data files\n",
    );
    const forced = generate(["--profiles", "3", "--out", "data", "--force"], cwd);
    expect(forced.status).toBe(0);
    // The old profiles.json is gone: two profiles files would leave `estimate` to guess.
    expect(readdirSync(join(cwd, "data")).sort()).toEqual(["events.ndjson", "profiles.ndjson"]);

    // A Parquet run stopped midway leaves its temporary folder: --force clears it too.
    mkdirSync(join(cwd, "data/.generate-Ab12Cd"));
    writeFileSync(join(cwd, "data/.generate-Ab12Cd/profiles.ndjson"), "{}\n");
    expect(generate(["--profiles", "3", "--out", "data", "--force"], cwd).status).toBe(0);
    expect(readdirSync(join(cwd, "data")).sort()).toEqual(["events.ndjson", "profiles.ndjson"]);

    writeFileSync(join(cwd, "data/notes.txt"), "mine");
    const foreign = generate(["--profiles", "3", "--out", "data", "--force"], cwd);
    expect(foreign.status).toBe(2);
    expect(foreign.stderr).toContain("holds files that are not data files (notes.txt); --force replaces only profiles.* and events.*");
    expect(readFileSync(join(cwd, "data/notes.txt"), "utf8")).toBe("mine");
  });

  it("refuses an --out that is a file", () => {
    const cwd = folder();
    writeFileSync(join(cwd, "data"), "");
    const r = generate(["--profiles", "3", "--out", "data"], cwd);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("pql-audience: --out data is a file, not a folder\n");
  });
});

describe("data generate --format parquet", () => {
  it("writes Parquet files DuckDB reads back as the same records", async () => {
    const r = generate(["--profiles", "50", "--format", "parquet", "--out", "pq"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(readdirSync(join(r.cwd, "pq")).sort()).toEqual(["events.parquet", "profiles.parquet"]);
    const ndjson = generate(["--profiles", "50", "--out", "nd"], r.cwd);
    expect(ndjson.status).toBe(0);
    const { DuckDBInstance } = await import("@duckdb/node-api");
    const instance = await DuckDBInstance.create(":memory:");
    const connection = await instance.connect();
    const rows = async (sql: string) => (await connection.runAndReadAll(sql)).getRowObjectsJson();
    const parquet = await rows(`SELECT eventType, timestamp::VARCHAR AS t FROM '${join(r.cwd, "pq/events.parquet")}'`);
    const lines = readFileSync(join(r.cwd, "nd/events.ndjson"), "utf8").trimEnd().split("\n");
    expect(parquet).toHaveLength(lines.length);
    expect(parquet.map((e) => e.eventType)).toEqual(lines.map((l) => JSON.parse(l).eventType));
    const tiers = await rows(`SELECT loyalty.tier AS tier FROM '${join(r.cwd, "pq/profiles.parquet")}'`);
    const profiles = readFileSync(join(r.cwd, "nd/profiles.ndjson"), "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(tiers.map((t) => t.tier)).toEqual(profiles.map((p) => p.loyalty?.tier ?? null));
    connection.closeSync();
    instance.closeSync();
  });

  it("without DuckDB installed, prints the command that installs it, exit 2, and writes nothing", () => {
    // The built CLI alone, outside this repository: no node_modules to find DuckDB in.
    const root = resolve(import.meta.dirname, "../..");
    const alone = mkdtempSync(join(tmpdir(), "pql-alone-"));
    try {
      for (const part of ["bin", "dist", "package.json"]) cpSync(join(root, part), join(alone, part), { recursive: true });
      const r = spawnSync(
        process.execPath,
        [join(alone, "bin/pql-audience.js"), "data", "generate", "--profiles", "5", "--format", "parquet", "--out", "pq"],
        {
          cwd: alone,
          encoding: "utf8",
        },
      );
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(
        "pql-audience: --format parquet needs DuckDB, an optional dependency that is not installed; install it with:\n  npm install --save-dev @duckdb/node-api\n",
      );
      expect(existsSync(join(alone, "pq"))).toBe(false);
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });
});
