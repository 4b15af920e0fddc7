(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  DUCKDB_INSTALL: () => DUCKDB_INSTALL,
  assertDuckDbInstalled: () => assertDuckDbInstalled,
  ndjsonToParquet: () => ndjsonToParquet
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_CP4LEWDJ = require("./cli-chunk-CP4LEWDJ.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/node/data/parquet.ts
var DUCKDB_PACKAGE = "@duckdb/node-api";
var DUCKDB_INSTALL = "npm install --save-dev @duckdb/node-api";
async function loadDuckDb() {
  try {
    return (0, import_cli_chunk_CP4LEWDJ.requirePackage)(DUCKDB_PACKAGE);
  } catch {
    throw new import_cli_chunk_BPDGXKYC.InputError(
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DUCKDB_INSTALL,
  assertDuckDbInstalled,
  ndjsonToParquet
});
})
