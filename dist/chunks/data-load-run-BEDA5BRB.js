import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ClickHouse,
  ClickHouseError,
  IDENTIFIER,
  TABLES,
  clusterShards,
  distributedDdl,
  localShard,
  mergeTreeDdl,
  shardSlots
} from "./chunk-NKSSTVOY.js";
import {
  DataError,
  countsOf,
  loadData
} from "./chunk-VDNT6KPU.js";
import {
  CLICKHOUSE_STRING_ESCAPES
} from "./chunk-3NSPX5KU.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-SLLKSHD2.js";
import "./chunk-NH35IX5Z.js";
import "./chunk-NP3RLP66.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-6C3M6KJ7.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import {
  InputError
} from "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/node/clickhouse/encode-text.ts
var HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0").toUpperCase());
var float = new Float64Array(1);
var bytes = new Uint8Array(float.buffer);
var littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
var SPECIALS = /[\\'\n\t\b\f\r\0]/g;
var ONCE = CLICKHOUSE_STRING_ESCAPES;
var TSV_SPECIALS = /[\\\t\n]/g;
var TSV = { "\\": "\\\\", "	": "\\t", "\n": "\\n" };
function tsvField(text2) {
  return text2.replace(TSV_SPECIALS, (c) => TSV[c]);
}
var PLAIN = [Object.fromEntries(Object.keys(ONCE).map((c) => [c, c]))];
var AS_TSV = [];
var tables = PLAIN;
function escaped(depth) {
  while (PLAIN.length <= depth) {
    const last = PLAIN[PLAIN.length - 1];
    PLAIN.push(Object.fromEntries(Object.entries(last).map(([c, t]) => [c, t.replace(SPECIALS, (x) => ONCE[x])])));
  }
  while (AS_TSV.length <= depth) {
    const plain = PLAIN[AS_TSV.length];
    AS_TSV.push(Object.fromEntries(Object.entries(plain).map(([c, t]) => [c, t.replace(TSV_SPECIALS, (x) => TSV[x])])));
  }
  return tables[depth];
}
function quotedText(s, depth, special2) {
  if (!special2 || depth === 0 && tables === PLAIN) return s;
  const table = escaped(depth);
  return s.replace(SPECIALS, (c) => table[c]);
}
var text = "";
var at = 0;
var special = false;
function encodeJsonText(json, tsv = false) {
  text = json;
  at = 0;
  tables = tsv ? AS_TSV : PLAIN;
  escaped(0);
  try {
    const encoded = value(0);
    space();
    if (at !== text.length) fail();
    return encoded;
  } finally {
    text = "";
  }
}
function fail() {
  throw new Error(`not JSON at offset ${at}: ${JSON.stringify(text.slice(at, at + 20))}`);
}
function space() {
  for (; ; ) {
    const c = text.charCodeAt(at);
    if (c === 32 || c === 10 || c === 13 || c === 9) at++;
    else return;
  }
}
function value(depth) {
  space();
  switch (text.charCodeAt(at)) {
    case 34: {
      const s = string();
      return `S${quotedText(s, depth, special)}`;
    }
    case 123:
      return object(depth);
    case 91:
      return array(depth);
    case 116:
      return literal("true", "T");
    case 102:
      return literal("false", "F");
    case 110:
      return literal("null", "Z");
    default:
      return number();
  }
}
function literal(word, code) {
  if (!text.startsWith(word, at)) fail();
  at += word.length;
  return code;
}
function string() {
  const start = at;
  let escapes = false;
  let quote = false;
  for (at++; ; at++) {
    const c = text.charCodeAt(at);
    if (c === 34) break;
    if (c === 92) {
      escapes = true;
      at++;
    } else if (c === 39 || c < 32) quote = true;
    else if (Number.isNaN(c)) fail();
  }
  at++;
  special = escapes || quote;
  return escapes ? JSON.parse(text.slice(start, at)) : text.slice(start + 1, at - 1);
}
function number() {
  const start = at;
  for (; ; ) {
    const c = text.charCodeAt(at);
    if (c >= 48 && c <= 57 || c === 43 || c === 45 || c === 46 || c === 101 || c === 69) at++;
    else break;
  }
  if (at === start) fail();
  const n = Number(text.slice(start, at));
  if (Number.isNaN(n)) fail();
  float[0] = n === 0 ? 0 : n;
  let hex = "N";
  if (littleEndian) for (let i = 0; i < 8; i++) hex += HEX[bytes[i]];
  else for (let i = 7; i >= 0; i--) hex += HEX[bytes[i]];
  return hex;
}
function array(depth) {
  at++;
  space();
  if (text.charCodeAt(at) === 93) {
    at++;
    return "A[]";
  }
  const q = escaped(depth)["'"];
  let out = "A[";
  for (; ; ) {
    out += q + value(depth + 1) + q;
    space();
    const c = text.charCodeAt(at++);
    if (c === 93) return `${out}]`;
    if (c !== 44) {
      at--;
      fail();
    }
    out += ",";
  }
}
function object(depth) {
  at++;
  space();
  if (text.charCodeAt(at) === 125) {
    at++;
    return "O[]";
  }
  const keys = [];
  const written = [];
  const values = [];
  for (; ; ) {
    space();
    if (text.charCodeAt(at) !== 34) fail();
    const key = string();
    keys.push(key);
    written.push(quotedText(key, depth + 1, special));
    space();
    if (text.charCodeAt(at++) !== 58) {
      at--;
      fail();
    }
    values.push(value(depth + 1));
    space();
    const c = text.charCodeAt(at++);
    if (c === 125) break;
    if (c !== 44) {
      at--;
      fail();
    }
  }
  const order = keys.map((_, i) => i);
  if (keys.length > 1) order.sort((a, b) => keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b);
  const q = escaped(depth)["'"];
  let out = "O[";
  for (let i = 0; i < order.length; i++) {
    const k = order[i];
    if (i + 1 < order.length && keys[order[i + 1]] === keys[k]) continue;
    if (out.length > 2) out += ",";
    out += `${q}K${written[k]}${q},${q}${values[k]}${q}`;
  }
  return `${out}]`;
}

// src/node/clickhouse/copy.ts
var ROWS_PER_INSERT = 1e6;
var WRITE_BYTES = 1 << 20;
var COLUMNS = {
  profiles: "pid, primary_id, doc, doc_enc",
  events: "pid, seq, ts_ms, event_type, doc, doc_enc"
};
function tsvSql(text2) {
  return `replace(replace(replace(${text2}, '\\', '\\\\'), chr(9), '\\t'), chr(10), '\\n')`;
}
function sourceSql(kind, slots) {
  const head = kind === "profiles" ? `concat(pid, chr(9), coalesce(${tsvSql("primary_id")}, '\\N'))` : `concat(pid, chr(9), seq, chr(9), coalesce(ts_ms::VARCHAR, '\\N'), chr(9), coalesce(${tsvSql("event_type")}, '\\N'))`;
  return `SELECT (pid % ${slots})::INTEGER AS slot, ${head} AS head, doc::VARCHAR AS doc FROM ${kind}`;
}
function tsvLine(head, doc) {
  return `${head}	${tsvField(doc)}	${encodeJsonText(doc, true)}
`;
}
var TargetWriter = class {
  constructor(target, insertSql) {
    this.target = target;
    this.insertSql = insertSql;
  }
  target;
  insertSql;
  stream;
  rows = 0;
  parts = [];
  bytes = 0;
  ending = Promise.resolve();
  /** Adds a line; resolves at once unless the gathered text had to wait for the socket. */
  add(line) {
    this.parts.push(line);
    this.bytes += line.length;
    this.rows++;
    if (this.bytes >= WRITE_BYTES || this.rows >= ROWS_PER_INSERT) return this.flush();
    return void 0;
  }
  async flush() {
    if (this.parts.length === 0) return;
    const text2 = this.parts.join("");
    this.parts = [];
    this.bytes = 0;
    this.stream ??= this.target.server.insert(this.insertSql, this.target.settings);
    await this.stream.write(text2);
    if (this.rows >= ROWS_PER_INSERT) {
      const finishing = this.stream.end();
      this.stream = void 0;
      this.rows = 0;
      await this.ending;
      this.ending = finishing;
      finishing.catch(() => {
      });
    }
  }
  abort() {
    this.stream?.abort();
  }
  async finish() {
    await this.flush();
    await this.ending;
    await this.stream?.end();
  }
};
async function copyTable(data, kind, targets, slots, onRows) {
  const writers = targets.map((t) => new TargetWriter(t, `INSERT INTO ${t.table} (${COLUMNS[kind]}) FORMAT TabSeparated`));
  const writerOfSlot = slots.map((i) => writers[i]);
  let copied = 0;
  let told = 0;
  try {
    for await (const [slot, head, doc] of data.columns(sourceSql(kind, slots.length))) {
      const n = slot.length;
      for (let i = 0; i < n; i++) {
        const waiting = writerOfSlot[slot[i]].add(tsvLine(head[i], doc[i]));
        if (waiting) await waiting;
      }
      copied += n;
      if (copied - told >= 5e4) {
        told = copied;
        onRows(copied);
      }
    }
    await Promise.all(writers.map((w) => w.finish()));
  } catch (e) {
    for (const w of writers) w.abort();
    throw e;
  }
  onRows(copied);
}

// src/node/clickhouse/load.ts
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
  const route = cluster === void 0 ? singleServer(main, database) : await clusterRoute(main, shards, database, cluster);
  for (const server of [main, ...shards]) await refuseExisting(server, database, options.replace);
  const data = await loadData(dir, { onProgress: progress });
  try {
    progress(`creating the tables in ${database} on ${main.shown}${cluster ? ` (cluster ${cluster})` : ""}`);
    await createTables(main, shards, database, cluster);
    const table = (name) => `${database}.${name}`;
    const n = (x) => x.toLocaleString("en-US");
    for (const kind of TABLES) {
      const total = kind === "profiles" ? data.profiles : data.events;
      await copyTable(data, kind, route.targets(kind), route.slots, (copied2) => progress(`copied ${n(copied2)} of ${n(total)} ${kind}`));
    }
    const [copied] = await main.rows(
      `SELECT (SELECT count() FROM ${table("profiles")}) AS profiles, (SELECT count() FROM ${table("events")}) AS events`
    );
    if (Number(copied.profiles) !== data.profiles || Number(copied.events) !== data.events)
      throw new ClickHouseError(
        `ClickHouse at ${main.shown} holds ${copied.profiles} profiles and ${copied.events} events after the copy, not ${data.profiles} and ${data.events}`
      );
    return countsOf(data);
  } finally {
    await data.close();
  }
}
function singleServer(main, database) {
  return { targets: (kind) => [{ server: main, table: `${database}.${kind}` }], slots: [0] };
}
async function clusterRoute(main, shardServers, database, cluster) {
  const shards = await clusterShards(main, cluster);
  if (shardServers.length === 0)
    return {
      targets: (kind) => [{ server: main, table: `${database}.${kind}`, settings: { insert_distributed_sync: "1" } }],
      slots: [0]
    };
  if (shardServers.length !== shards.length)
    throw new InputError(
      `cluster ${cluster} has ${shards.length} shards, and --shard-url is given ${shardServers.length} times: give each shard's URL once`
    );
  const byShard = /* @__PURE__ */ new Map();
  for (const server of shardServers) {
    const num = await localShard(server, cluster);
    if (num === void 0)
      throw new InputError(
        `ClickHouse at ${server.shown} is none of cluster ${cluster}'s shards (no is_local entry in its system.clusters)`
      );
    const other = byShard.get(num);
    if (other)
      throw new InputError(
        `--shard-url ${other.shown} and ${server.shown} are both shard ${num} of cluster ${cluster}: give each shard's URL once`
      );
    byShard.set(num, server);
  }
  return {
    targets: (kind) => shards.map((s) => ({ server: byShard.get(s.num), table: `${database}.${kind}_local` })),
    slots: shardSlots(shards)
  };
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
