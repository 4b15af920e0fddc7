import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  requirePackage
} from "./chunk-NP3RLP66.js";
import {
  InputError
} from "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/node/data/parquet.ts
var DUCKDB_PACKAGE = "@duckdb/node-api";
var DUCKDB_INSTALL = "npm install --save-dev @duckdb/node-api";
async function loadDuckDb() {
  try {
    return requirePackage(DUCKDB_PACKAGE);
  } catch {
    throw new InputError(
      `--format parquet needs DuckDB, an optional dependency that is not installed; install it with:
  ${DUCKDB_INSTALL}`
    );
  }
}
async function assertDuckDbInstalled() {
  await loadDuckDb();
}
var quoted = (path) => `'${path.replaceAll("'", "''")}'`;
async function ndjsonToParquet(pairs, temporaryDir) {
  const { DuckDBInstance } = await loadDuckDb();
  const instance = await DuckDBInstance.create(":memory:", { temp_directory: temporaryDir, memory_limit: "2GB", threads: "2" });
  const connection = await instance.connect();
  try {
    for (const { from, to } of pairs)
      await connection.run(
        `COPY (SELECT * FROM read_json(${quoted(from)}, format = 'newline_delimited', records = true, sample_size = -1)) TO ${quoted(to)} (FORMAT parquet, COMPRESSION zstd)`
      );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
export {
  DUCKDB_INSTALL,
  assertDuckDbInstalled,
  ndjsonToParquet
};
