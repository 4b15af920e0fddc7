// Data files that are not what they say (issue 41): a folder whose name is a glob, a FIFO or a
// folder named profiles.ndjson, a Parquet file with bytes changed. Each is read as it is, or
// refused as bad data (a DataError: exit 1, the file named), never globbed, hung on, or reported
// as an internal error.
import fc from "fast-check";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataError } from "../../src/node/estimate/data-error.js";
import { loadData } from "../../src/node/estimate/index.js";
import { bin, cli } from "../cli/helpers.js";
import { identityMap, loadError, ndjson, withData, writeParquet } from "./helpers.js";

const person = (id: string) => ({ identityMap: identityMap({ ECID: [{ id, primary: true }] }) });

/** A fresh folder under this test file's temporary folder. */
const scratch = () => mkdtempSync(join(tmpdir(), "pql-hostile-"));

describe("--data is a path, never a pattern", () => {
  it.each(["data*", "data?", "data[ab]", "d[[]x", "**"])(
    "a folder named %s is read alone, not what its name matches as a glob",
    async (name) => {
      const root = scratch();
      const dir = join(root, name);
      mkdirSync(dir);
      writeFileSync(join(dir, "profiles.ndjson"), ndjson([person("e-1")]));
      writeFileSync(join(dir, "events.ndjson"), ndjson([{ ...person("e-1"), eventType: "a", timestamp: "2024-05-01T10:00:00Z" }]));
      // Siblings its name matches as a glob, each with other data.
      for (const sibling of ["dataX", "datab", "d[x", "dx", "other"]) {
        mkdirSync(join(root, sibling));
        writeFileSync(join(root, sibling, "profiles.ndjson"), ndjson([person(`e-${sibling}-1`), person(`e-${sibling}-2`)]));
        writeFileSync(
          join(root, sibling, "events.ndjson"),
          ndjson([{ ...person(`e-${sibling}-1`), eventType: "b", timestamp: "2024-05-01T10:00:00Z" }]),
        );
      }
      const counts = await withData(dir, async (data) => ({ profiles: data.profiles, events: data.events }));
      expect(counts).toEqual({ profiles: 1, events: 1 });
    },
  );

  it("the same with Parquet files", async () => {
    const root = scratch();
    for (const [name, n] of [
      ["p*", 1],
      ["pX", 3],
    ] as const) {
      mkdirSync(join(root, name));
      await writeParquet(
        join(root, name, "profiles.parquet"),
        Array.from({ length: n }, (_, i) => person(`e-${name}-${i}`)),
      );
    }
    expect(await withData(join(root, "p*"), async (data) => data.profiles)).toBe(1);
  });
});

describe("a data file that is not a regular file", () => {
  it("a FIFO named profiles.ndjson is refused at once as bad data (estimate exits 1, does not wait for a writer)", () => {
    const dir = scratch();
    expect(spawnSync("mkfifo", [join(dir, "profiles.ndjson")]).status).toBe(0);
    writeFileSync(join(dir, "a.pql"), 'homeAddress.countryCode = "US"');
    // Before the fix, DuckDB waited for a writer forever: killed after 20 s, the status is null.
    const r = spawnSync(process.execPath, [bin, "estimate", "a.pql", "--data", ".", "--now", "2024-05-15T12:00:00Z"], {
      cwd: dir,
      encoding: "utf8",
      timeout: 20_000,
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(r.stderr).toBe(
      `${join(".", "profiles.ndjson")}: error not a regular file (a FIFO); the data must be a file\nnot estimated: the data has problems\n`,
    );
    expect(r.status).toBe(1);
  }, 30_000);

  it.each([
    ["a folder", (p: string) => mkdirSync(p), "a folder"],
    ["a FIFO", (p: string) => spawnSync("mkfifo", [p]), "a FIFO"],
  ])("events.ndjson as %s: a DataError naming it", async (_, make, what) => {
    const dir = scratch();
    writeFileSync(join(dir, "profiles.ndjson"), ndjson([person("e-1")]));
    make(join(dir, "events.ndjson"));
    await expect(loadData(dir)).rejects.toThrow(DataError);
    expect(await loadError(dir)).toBe(`${join(dir, "events.ndjson")}: error not a regular file (${what}); the data must be a file`);
  });
});

describe("a Parquet file with bytes changed", () => {
  it("loads, or is refused as bad data naming the file: never another error (the CLI's internal error)", async () => {
    const dir = scratch();
    const good = join(dir, "good.parquet");
    await writeParquet(
      good,
      Array.from({ length: 30 }, (_, i) => ({ ...person(`e-${i}`), homeAddress: { countryCode: i % 2 ? "US" : "FR" } })),
    );
    const bytes = readFileSync(good);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: bytes.length - 1 }), fc.nat({ max: 255 })), { minLength: 1, maxLength: 4 }),
        async (changes) => {
          const changed = Buffer.from(bytes);
          for (const [at, byte] of changes) changed[at] = byte;
          const data = join(dir, `d${run++}`);
          mkdirSync(data);
          writeFileSync(join(data, "profiles.parquet"), changed);
          try {
            await (await loadData(data)).close();
          } catch (e) {
            expect(e).toBeInstanceOf(DataError);
            expect((e as Error).message).toMatch(new RegExp(`^${join(data, "profiles.parquet").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
          }
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  }, 120_000);

  it("one whose metadata is not Thrift: estimate exits 1 with the file, not 2 with an internal error", () => {
    const dir = scratch();
    const footer = Buffer.alloc(24, 0xff);
    const length = Buffer.alloc(4);
    length.writeUInt32LE(footer.length);
    writeFileSync(
      join(dir, "profiles.parquet"),
      Buffer.concat([Buffer.from("PAR1"), Buffer.alloc(8), footer, length, Buffer.from("PAR1")]),
    );
    writeFileSync(join(dir, "a.pql"), 'homeAddress.countryCode = "US"');
    const r = cli(["estimate", "a.pql", "--data", ".", "--now", "2024-05-15T12:00:00Z"], { cwd: dir });
    expect(r.stderr).toMatch(
      /^profiles\.parquet: error not a Parquet file DuckDB can read \(.+\)\nnot estimated: the data has problems\n$/,
    );
    expect(r.status).toBe(1);
  });
});
