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
  QUERY_SETTINGS: () => QUERY_SETTINGS,
  estimateOnClickHouse: () => estimateOnClickHouse,
  loadedDatabase: () => loadedDatabase
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_HRNIO553 = require("./cli-chunk-HRNIO553.cjs");
var import_cli_chunk_E342QO73 = require("./cli-chunk-E342QO73.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
// src/node/clickhouse/loaded-database.ts
async function loadedDatabase(target, database) {
  (0, import_cli_chunk_HRNIO553.plainName)("--database", database);
  const url = new URL(target.url);
  url.searchParams.set("database", database);
  const server = new import_cli_chunk_HRNIO553.ClickHouse({ ...target, url: url.href });
  const tables = await new import_cli_chunk_HRNIO553.ClickHouse(target).rows(
    `SELECT name FROM system.tables WHERE database = '${database}' AND name IN ('profiles', 'events')`
  );
  if (tables.length < 2)
    throw new import_cli_chunk_BPDGXKYC.InputError(
      `ClickHouse at ${server.shown} has no ${database}.profiles and ${database}.events: load them with data load --engine clickhouse`
    );
  return server;
}
// src/node/clickhouse/estimate.ts
var QUERY_SETTINGS = { distributed_product_mode: "local", readonly: "2" };
function place(a, span) {
  const at = a.mapSpan(span).start;
  return { line: at.line, column: at.column };
}
async function estimateOnClickHouse(audiences, options) {
  const { database, cluster } = options;
  (0, import_cli_chunk_HRNIO553.plainName)("--database", database);
  (0, import_cli_chunk_HRNIO553.plainName)("--cluster", cluster);
  const server = await loadedDatabase(options.target, database);
  const shards = cluster === void 0 ? void 0 : (await (0, import_cli_chunk_HRNIO553.clusterShards)(server, cluster)).length;
  const [totals] = await server.rows("SELECT (SELECT count() FROM profiles) AS profiles, (SELECT count() FROM events) AS events");
  const profiles = Number(totals.profiles);
  const keys = new Set(audiences.flatMap(import_cli_chunk_67JIP6KT.referenceKeys));
  const out = [];
  for (const a of audiences) {
    if (!a.shown) continue;
    const compiled = (0, import_cli_chunk_E342QO73.compileAudience)(a.ast, {
      dialect: "clickhouse",
      now: options.now,
      // An audience of this run is not on the server: the compiler refuses inSegment of it.
      localAudienceTable: (id) => keys.has(id) ? "local" : void 0
    });
    if (!compiled.ok) {
      const u = compiled.unsupported;
      out.push({ file: a.file, name: a.name, unsupported: { construct: u.construct, ...place(a, u.span), message: u.message } });
      continue;
    }
    const started = performance.now();
    let row;
    try {
      [row] = await server.rows(`SELECT count() AS n FROM (
${compiled.sql}
)`, QUERY_SETTINGS);
    } catch (e) {
      const stopped = e instanceof Error ? (0, import_cli_chunk_E342QO73.clickHouseStopReason)(e.message) : void 0;
      if (stopped === void 0) throw e;
      out.push({ file: a.file, name: a.name, stopped });
      continue;
    }
    const sample = options.sample > 0 ? (await server.rows(`SELECT primary_id FROM (
${compiled.sql}
) ORDER BY pid LIMIT ${options.sample}`, QUERY_SETTINGS)).map(
      (r) => r.primary_id
    ) : [];
    const qualified = Number(row.n);
    out.push({
      file: a.file,
      name: a.name,
      qualified,
      share: profiles > 0 ? qualified / profiles : 0,
      sample,
      ms: performance.now() - started
    });
  }
  return {
    server: server.shown,
    database,
    ...cluster !== void 0 ? { cluster: { name: cluster, shards } } : {},
    profiles,
    events: Number(totals.events),
    audiences: out
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  QUERY_SETTINGS,
  estimateOnClickHouse,
  loadedDatabase
});
})
