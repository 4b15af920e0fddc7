import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  DataError,
  loadData
} from "./chunk-A7TXT6NZ.js";
import {
  encodeJson
} from "./chunk-WLLHKQAK.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-ZVDMLB5E.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-6C3M6KJ7.js";
import {
  stderr,
  stdout
} from "./chunk-ITHKOW74.js";
import "./chunk-M3TH62UT.js";
import "./chunk-XBZ6ISYJ.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  ExitCode,
  UsageError
} from "./chunk-KINRILFU.js";
import {
  InputError
} from "./chunk-ZNIHOJPO.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/node/clickhouse/http.ts
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
var ClickHouseError = class extends InputError {
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
      throw new InputError(`--url ${shownUrl(target.url)} is not an http:// or https:// URL of a ClickHouse server`);
    }
  }
  target;
  get shown() {
    return shownUrl(this.target.url);
  }
  /** Runs one statement; `body` is the data of an INSERT ... FORMAT. Returns the response text. */
  async exec(sql, body, settings = {}) {
    const u = new URL(this.target.url);
    for (const [k, v] of Object.entries(settings)) u.searchParams.set(k, v);
    const headers = {};
    const user = this.target.user ?? (u.username ? decodeURIComponent(u.username) : void 0);
    const password = this.target.password ?? (u.password ? decodeURIComponent(u.password) : void 0);
    u.username = "";
    u.password = "";
    if (user !== void 0) headers["X-ClickHouse-User"] = user;
    if (password !== void 0) headers["X-ClickHouse-Key"] = password;
    if (body !== void 0) u.searchParams.set("query", sql);
    const { status, text } = await this.send(u, headers, body ?? sql);
    if (status !== 200) throw new ClickHouseError(`ClickHouse at ${this.shown} refused a query: ${firstLine(text, password)}`);
    return text;
  }
  /** Rows of a SELECT, as JSON objects (64-bit integers as numbers). */
  async rows(sql) {
    const text = await this.exec(`${sql}
FORMAT JSONEachRow`, void 0, { output_format_json_quote_64bit_integers: "0" });
    return text.split("\n").filter((line) => line !== "").map((line) => JSON.parse(line));
  }
  /**
   * One POST on a connection of its own: ClickHouse closes an idle keep-alive connection after 3 s
   * (keep_alive_timeout), and a request sent on it as it closes fails with no way to tell whether
   * the server ran it, which an INSERT must know.
   */
  send(u, headers, body) {
    const request = u.protocol === "https:" ? httpsRequest : httpRequest;
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

// src/node/clickhouse/tables.ts
var TABLES = ["profiles", "events"];
var COLUMNS = {
  profiles: "pid UInt64, primary_id Nullable(String), doc String, doc_enc String",
  events: "pid UInt64, seq UInt64, ts_ms Nullable(Int64), event_type Nullable(String), doc String, doc_enc String"
};
var ORDER = { profiles: "pid", events: "(pid, seq)" };
var IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function mergeTreeDdl(database, table, kind, onCluster) {
  const cluster = onCluster ? ` ON CLUSTER ${onCluster}` : "";
  return `CREATE TABLE ${database}.${table}${cluster} (${COLUMNS[kind]}) ENGINE = MergeTree() ORDER BY ${ORDER[kind]}`;
}
function distributedDdl(database, kind, cluster, onCluster) {
  const on = onCluster ? ` ON CLUSTER ${cluster}` : "";
  return `CREATE TABLE ${database}.${kind}${on} (${COLUMNS[kind]}) ENGINE = Distributed(${cluster}, ${database}, ${kind}_local, pid)`;
}

// src/node/clickhouse/load.ts
var PAGE = 5e3;
async function loadIntoClickHouse(dir, options) {
  const progress = options.onProgress ?? (() => {
  });
  const { database, cluster } = options;
  if (!IDENTIFIER.test(database)) throw new InputError(`--database ${JSON.stringify(database)} is not a plain name (letters, digits, _)`);
  if (cluster !== void 0 && !IDENTIFIER.test(cluster))
    throw new InputError(`--cluster ${JSON.stringify(cluster)} is not a plain name (letters, digits, _)`);
  if (options.shardUrls?.length && cluster === void 0) throw new InputError("--shard-url is for a cluster: give --cluster too");
  const main = new ClickHouse(options.target);
  const shards = (options.shardUrls ?? []).map((url) => new ClickHouse({ ...options.target, url }));
  await main.exec("SELECT 1");
  if (cluster !== void 0) await checkCluster(main, cluster, shards.length);
  for (const server of [main, ...shards]) await refuseExisting(server, database, options.replace);
  const data = await loadData(dir, { onProgress: progress });
  try {
    progress(`creating the tables in ${database} on ${main.shown}${cluster ? ` (cluster ${cluster})` : ""}`);
    await createTables(main, shards, database, cluster);
    const table = (name) => `${database}.${name}`;
    const settings = cluster ? { insert_distributed_sync: "1" } : {};
    for (let start = 0; start < data.profiles; start += PAGE) {
      const where = `pid >= ${start} AND pid < ${start + PAGE}`;
      const profiles = await data.query(`SELECT pid, primary_id, doc::VARCHAR AS doc FROM profiles WHERE ${where} ORDER BY pid`);
      await main.exec(`INSERT INTO ${table("profiles")} FORMAT JSONEachRow`, lines(profiles), settings);
      const events = await data.query(
        `SELECT pid, seq, ts_ms, event_type, doc::VARCHAR AS doc FROM events WHERE ${where} ORDER BY pid, seq`
      );
      if (events.length > 0) await main.exec(`INSERT INTO ${table("events")} FORMAT JSONEachRow`, lines(events), settings);
      progress(
        `copied ${Math.min(start + PAGE, data.profiles).toLocaleString("en-US")} of ${data.profiles.toLocaleString("en-US")} profiles`
      );
    }
    const [copied] = await main.rows(
      `SELECT (SELECT count() FROM ${table("profiles")}) AS profiles, (SELECT count() FROM ${table("events")}) AS events`
    );
    if (Number(copied.profiles) !== data.profiles || Number(copied.events) !== data.events)
      throw new ClickHouseError(
        `ClickHouse at ${main.shown} holds ${copied.profiles} profiles and ${copied.events} events after the copy, not ${data.profiles} and ${data.events}`
      );
    const { query: _q, profilesWithEvents: _p, close: _c, ...counts } = data;
    return counts;
  } finally {
    await data.close();
  }
}
function lines(rows) {
  return rows.map((row) => JSON.stringify({ ...row, doc_enc: encodeJson(JSON.parse(String(row.doc))) })).join("\n");
}
async function checkCluster(main, cluster, shardUrls) {
  const rows = await main.rows(`SELECT count(DISTINCT shard_num) AS shards FROM system.clusters WHERE cluster = '${cluster}'`);
  const shards = Number(rows[0]?.shards ?? 0);
  if (shards === 0) throw new InputError(`ClickHouse at ${main.shown} has no cluster ${cluster} in its remote_servers`);
  if (shardUrls > 0 && shardUrls !== shards)
    throw new InputError(
      `cluster ${cluster} has ${shards} shards, and --shard-url is given ${shardUrls} times: give each shard's URL once`
    );
}
async function refuseExisting(server, database, replace) {
  const names = TABLES.flatMap((t) => [t, `${t}_local`]);
  const rows = await server.rows(
    `SELECT name FROM system.tables WHERE database = '${database}' AND name IN (${names.map((n) => `'${n}'`).join(", ")}) ORDER BY name`
  );
  if (rows.length === 0) return;
  const found = rows.map((r) => `${database}.${String(r.name)}`).join(", ");
  if (!replace) throw new InputError(`ClickHouse at ${server.shown} already has ${found}; add --replace to drop and load them again`);
  for (const r of rows) await server.exec(`DROP TABLE ${database}.${String(r.name)}`);
}
async function createTables(main, shards, database, cluster) {
  if (cluster === void 0) {
    await main.exec(`CREATE DATABASE IF NOT EXISTS ${database}`);
    for (const t of TABLES) await main.exec(mergeTreeDdl(database, t, t));
    return;
  }
  if (shards.length === 0) {
    await main.exec(`CREATE DATABASE IF NOT EXISTS ${database} ON CLUSTER ${cluster}`);
    for (const t of TABLES) await main.exec(mergeTreeDdl(database, `${t}_local`, t, cluster));
    for (const t of TABLES) await main.exec(distributedDdl(database, t, cluster, true));
    return;
  }
  const servers = [main, ...shards.filter((s) => s.shown !== main.shown)];
  for (const s of servers) await s.exec(`CREATE DATABASE IF NOT EXISTS ${database}`);
  for (const s of shards) for (const t of TABLES) await s.exec(mergeTreeDdl(database, `${t}_local`, t));
  for (const s of servers) for (const t of TABLES) await s.exec(distributedDdl(database, t, cluster, false));
}

// src/cli/data-load-run.ts
async function runDataLoad(args, env = process.env) {
  if (Array.isArray(args.url)) throw new UsageError(`--url is given ${args.url.length} times; give it once (shards: --shard-url)`);
  const user = args.user ?? env.CLICKHOUSE_USER;
  const password = env.CLICKHOUSE_PASSWORD;
  const started = performance.now();
  const progress = stderr.isTTY ? (message) => stderr.write(`\r\x1B[K${message}`) : void 0;
  let counts;
  try {
    counts = await loadIntoClickHouse(args.dir, {
      target: { url: args.url, ...user ? { user } : {}, ...password ? { password } : {} },
      database: args.database,
      ...args.cluster ? { cluster: args.cluster } : {},
      ...args["shard-url"]?.length ? { shardUrls: args["shard-url"] } : {},
      replace: args.replace,
      ...progress ? { onProgress: progress } : {}
    });
  } catch (e) {
    if (!(e instanceof DataError)) throw e;
    stderr.write(`pql-audience: ${e.message}
`);
    return ExitCode.Problems;
  } finally {
    if (progress) stderr.write("\r\x1B[K");
  }
  const n = (x) => x.toLocaleString("en-US");
  const where = `${args.database}.profiles and ${args.database}.events${args.cluster ? ` (Distributed over cluster ${args.cluster})` : ""}`;
  stdout.write(
    `loaded ${n(counts.profiles)} profiles and ${n(counts.events)} events into ${where} in ${((performance.now() - started) / 1e3).toFixed(1)} s` + (counts.orphanEvents > 0 ? `; ${n(counts.orphanEvents)} events of no profile left out` : "") + "\n"
  );
  return ExitCode.Ok;
}
export {
  runDataLoad
};
