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
  ClickHouse: () => ClickHouse,
  ClickHouseError: () => ClickHouseError,
  TABLES: () => TABLES,
  clusterShards: () => clusterShards,
  distributedDdl: () => distributedDdl,
  localShard: () => localShard,
  mergeTreeDdl: () => mergeTreeDdl,
  plainName: () => plainName,
  shardSlots: () => shardSlots
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_node_http = require("node:http");
var import_node_https = require("node:https");
// src/node/clickhouse/http.ts
var ClickHouseError = class extends import_cli_chunk_BPDGXKYC.InputError {
  name = "ClickHouseError";
};
function shownUrl(url) {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return "(a URL that does not parse)";
  }
}
var ClickHouse = class {
  constructor(target) {
    this.target = target;
    try {
      const u = new URL(target.url);
      if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("scheme");
    } catch {
      throw new import_cli_chunk_BPDGXKYC.InputError(`--url ${shownUrl(target.url)} is not an http:// or https:// URL of a ClickHouse server`);
    }
  }
  target;
  get shown() {
    return shownUrl(this.target.url);
  }
  /** Runs one statement; `body` is the data of an INSERT ... FORMAT. Returns the response text. */
  async exec(sql, body, settings = {}) {
    const { url: u, headers, password } = this.request(settings);
    if (body !== void 0) u.searchParams.set("query", sql);
    const { status, text } = await this.send(u, headers, body ?? sql);
    if (status !== 200) throw new ClickHouseError(`ClickHouse at ${this.shown} refused a query: ${firstLine(text, password)}`);
    return text;
  }
  /**
   * An INSERT whose data is streamed: `write` sends a piece of it (waiting while the socket's
   * buffer is full, so nothing piles up in memory), `end` finishes it and resolves once the
   * server has stored the rows. A refusal the server sends early fails the next `write`.
   */
  insert(sql, settings = {}) {
    const { url, headers, password } = this.request({ ...settings, query: sql });
    const request = url.protocol === "https:" ? import_node_https.request : import_node_http.request;
    let failure;
    let req;
    const fail = (e) => {
      failure ??= e instanceof ClickHouseError ? e : new ClickHouseError(`cannot reach ClickHouse at ${this.shown} (${e.code ?? e.message})`);
    };
    const response = new Promise((resolve) => {
      req = request(url, { method: "POST", headers: { ...headers, Connection: "close" }, agent: false }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          if (res.statusCode !== 200)
            fail(
              new ClickHouseError(
                `ClickHouse at ${this.shown} refused an INSERT: ${firstLine(Buffer.concat(chunks).toString("utf8"), password)}`
              )
            );
          resolve();
        });
        res.on("error", (e) => {
          fail(e);
          resolve();
        });
      });
      req.on("error", (e) => {
        fail(e);
        resolve();
      });
    });
    return {
      write: async (data) => {
        if (failure) throw failure;
        if (!req.write(data))
          await new Promise((resolve) => {
            const done = () => {
              req.off("drain", done);
              req.off("close", done);
              resolve();
            };
            req.on("drain", done);
            req.on("close", done);
          });
        if (failure) throw failure;
      },
      end: async () => {
        req.end();
        await response;
        if (failure) throw failure;
      },
      abort: () => {
        failure ??= new ClickHouseError(`the INSERT into ClickHouse at ${this.shown} was abandoned`);
        req.destroy();
      }
    };
  }
  /** The request's URL (settings in its query string, no user info) and the credential headers. */
  request(settings) {
    const u = new URL(this.target.url);
    for (const [k, v] of Object.entries(settings)) u.searchParams.set(k, v);
    const headers = {};
    const user = this.target.user ?? (u.username ? decodeURIComponent(u.username) : void 0);
    const password = this.target.password ?? (u.password ? decodeURIComponent(u.password) : void 0);
    u.username = "";
    u.password = "";
    if (user !== void 0) headers["X-ClickHouse-User"] = user;
    if (password !== void 0) headers["X-ClickHouse-Key"] = password;
    return { url: u, headers, password };
  }
  /** Rows of a SELECT, as JSON objects (64-bit integers as numbers). */
  async rows(sql, settings = {}) {
    const text = await this.exec(`${sql}
FORMAT JSONEachRow`, void 0, { ...settings, output_format_json_quote_64bit_integers: "0" });
    return text.split("\n").filter((line) => line !== "").map((line) => JSON.parse(line));
  }
  /**
   * One POST on a connection of its own: ClickHouse closes an idle keep-alive connection after 3 s
   * (keep_alive_timeout), and a request sent on it as it closes fails with no way to tell whether
   * the server ran it, which an INSERT must know.
   */
  send(u, headers, body) {
    const request = u.protocol === "https:" ? import_node_https.request : import_node_http.request;
    return new Promise((resolve, reject) => {
      const req = request(u, { method: "POST", headers: { ...headers, Connection: "close" }, agent: false }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", fail);
      });
      function fail(e) {
        const code = e.code ?? e.message;
        reject(new ClickHouseError(`cannot reach ClickHouse at ${shownUrl(u.href)} (${code})`));
      }
      req.on("error", fail);
      req.end(body);
    });
  }
};
function firstLine(text, secret) {
  let line = text.trim().split("\n")[0] ?? "";
  if (secret) line = line.replaceAll(secret, "***");
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}
// src/node/clickhouse/sharding.ts
async function clusterShards(server, cluster) {
  const rows = await server.rows(
    `SELECT shard_num, any(shard_weight) AS weight FROM system.clusters WHERE cluster = '${cluster}' GROUP BY shard_num ORDER BY shard_num`
  );
  const shards = rows.map((r) => ({ num: Number(r.shard_num), weight: Number(r.weight) }));
  if (shards.length === 0) throw new import_cli_chunk_BPDGXKYC.InputError(`ClickHouse at ${server.shown} has no cluster ${cluster} in its remote_servers`);
  return shards;
}
function shardSlots(shards) {
  return shards.flatMap((s, i) => Array.from({ length: s.weight }, () => i));
}
async function localShard(server, cluster) {
  const rows = await server.rows(`SELECT DISTINCT shard_num FROM system.clusters WHERE cluster = '${cluster}' AND is_local = 1`);
  return rows.length === 1 ? Number(rows[0].shard_num) : void 0;
}
// src/node/clickhouse/tables.ts
var TABLES = ["profiles", "events"];
var COLUMNS = {
  profiles: "pid UInt64, primary_id Nullable(String), doc String, doc_enc String",
  events: "pid UInt64, seq UInt64, ts_ms Nullable(Int64), event_type Nullable(String), doc String, doc_enc String"
};
var ORDER = { profiles: "pid", events: "(pid, seq)" };
var IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function plainName(option, name) {
  if (name !== void 0 && !IDENTIFIER.test(name))
    throw new import_cli_chunk_BPDGXKYC.InputError(`${option} ${JSON.stringify(name)} is not a plain name (letters, digits, _)`);
}
function mergeTreeDdl(database, table, kind, onCluster) {
  const cluster = onCluster ? ` ON CLUSTER ${onCluster}` : "";
  return `CREATE TABLE ${database}.${table}${cluster} (${COLUMNS[kind]}) ENGINE = MergeTree() ORDER BY ${ORDER[kind]}`;
}
function distributedDdl(database, kind, cluster, onCluster, table = kind, local = `${kind}_local`) {
  const on = onCluster ? ` ON CLUSTER ${cluster}` : "";
  return `CREATE TABLE ${database}.${table}${on} (${COLUMNS[kind]}) ENGINE = Distributed(${cluster}, ${database}, ${local}, pid)`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ClickHouse,
  ClickHouseError,
  TABLES,
  clusterShards,
  distributedDdl,
  localShard,
  mergeTreeDdl,
  plainName,
  shardSlots
});
})
