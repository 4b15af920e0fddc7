// Data sets for the estimate tests: a temporary directory per data set, removed after the file;
// records written as NDJSON (or as the test asks), Parquet written by DuckDB's own COPY.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll } from "vitest";
import { importDuckDB } from "../../src/node/estimate/duckdb.js";
import { loadData, type LoadedData, type LoadOptions } from "../../src/node/estimate/engine.js";
import type { Runner } from "../../src/node/estimate/read-records.js";

export type Identities = Record<string, (string | { id: string; primary?: boolean })[]>;

/** An identityMap: `{ECID: ["e1"], Email: [{id: "a@x", primary: true}]}` -> XDM's shape. */
export function identityMap(ids: Identities): Record<string, { id: string; primary?: boolean }[]> {
  return Object.fromEntries(Object.entries(ids).map(([ns, list]) => [ns, list.map((e) => (typeof e === "string" ? { id: e } : e))]));
}

export const ndjson = (records: readonly unknown[]) => `${records.map((r) => JSON.stringify(r)).join("\n")}\n`;

/** A maker of data directories (files by name: text) that the test file removes when it is done. */
export function dataDirs(): (files: Record<string, string>) => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return (files) => {
    const dir = mkdtempSync(join(tmpdir(), "pql-estimate-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    dirs.push(dir);
    return dir;
  };
}

/** Loads `dir`, runs `work`, closes; the directory holds the same files after as before (nothing written next to the data). */
export async function withData<T>(dir: string, work: (data: LoadedData) => Promise<T>, options: LoadOptions = {}): Promise<T> {
  const before = readdirSync(dir).sort();
  const data = await loadData(dir, options);
  let result: T;
  try {
    result = await work(data);
  } finally {
    await data.close();
  }
  const after = readdirSync(dir).sort();
  if (after.join() !== before.join()) throw new Error(`files written next to the data: ${after.join(", ")}`);
  return result;
}

/** The message loadData fails with (and that it failed). */
export async function loadError(dir: string, options: LoadOptions = {}): Promise<string> {
  try {
    const data = await loadData(dir, options);
    await data.close();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("loadData did not fail");
}

/** Writes `records` to `path` as Parquet, through DuckDB (read_json, then COPY). */
export async function writeParquet(path: string, records: readonly unknown[]): Promise<void> {
  const { DuckDBInstance } = await import("@duckdb/node-api");
  const source = join(mkdtempSync(join(tmpdir(), "pql-parquet-")), "records.ndjson");
  writeFileSync(source, ndjson(records));
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  await connection.run(`COPY (SELECT * FROM read_json('${source}', format = 'newline_delimited')) TO '${path}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
  rmSync(source, { force: true });
}

/** Writes the rows of a DuckDB SELECT to `path` as Parquet (for column types JSON cannot say, such as TIMESTAMP WITH TIME ZONE). */
export async function copyParquet(path: string, select: string): Promise<void> {
  const { DuckDBInstance } = await import("@duckdb/node-api");
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  await connection.run(`COPY (${select}) TO '${path}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
}

/** A DuckDB in memory for the test file, as the loader's Runner: opened before its tests, closed after them. */
export function duckdbRunner(): Runner {
  let instance: DuckDBInstance | undefined;
  let connection: DuckDBConnection | undefined;
  beforeAll(async () => {
    instance = await (await importDuckDB()).DuckDBInstance.create(":memory:");
    connection = await instance.connect();
  });
  afterAll(() => {
    connection?.closeSync();
    instance?.closeSync();
  });
  return { run: async (sql) => (await connection!.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[] };
}
