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
  runDataLoad: () => runDataLoad
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_HRNIO553 = require("./cli-chunk-HRNIO553.cjs");
var import_cli_chunk_T54POBZT = require("./cli-chunk-T54POBZT.cjs");
var import_cli_chunk_E342QO73 = require("./cli-chunk-E342QO73.cjs");
var import_cli_chunk_NB47KFK3 = require("./cli-chunk-NB47KFK3.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_RW3MNUJP = require("./cli-chunk-RW3MNUJP.cjs");
var import_cli_chunk_BTDZ4TY6 = require("./cli-chunk-BTDZ4TY6.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_CP4LEWDJ = require("./cli-chunk-CP4LEWDJ.cjs");
var import_cli_chunk_KNSIF43Q = require("./cli-chunk-KNSIF43Q.cjs");
var import_cli_chunk_N5GLWCTS = require("./cli-chunk-N5GLWCTS.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/node/clickhouse/encode-text.ts
var EncodingRefused = class extends Error {
  name = "EncodingRefused";
};
var HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0").toUpperCase());
var float = new Float64Array(1);
var bytes = new Uint8Array(float.buffer);
var littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
var SPECIALS = /[\\'\n\t\b\f\r\0]/g;
var ONCE = import_cli_chunk_E342QO73.CLICKHOUSE_STRING_ESCAPES;
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
  if (s.length * table["'"].length > limit) {
    let length = s.length;
    for (const c of s.matchAll(SPECIALS)) length += table[c[0]].length - 1;
    if (length > limit) tooLarge();
  }
  return s.replace(SPECIALS, (c) => table[c]);
}
var text = "";
var at = 0;
var special = false;
var limit = 0;
function tooLarge() {
  throw new EncodingRefused(
    `its encoding for ClickHouse would take more than ${import_cli_chunk_E342QO73.MAX_GROWTH} times its ${text.length.toLocaleString("en-US")} characters (each level of nesting doubles the quotes and backslashes inside it)`
  );
}
function tooDeep() {
  let path = "";
  try {
    path = ` at ${(0, import_cli_chunk_E342QO73.tooDeepAt)(JSON.parse(text)) ?? "$"}`;
  } catch {
  }
  throw new EncodingRefused(
    `it nests arrays and objects more than ${import_cli_chunk_E342QO73.MAX_NESTING} levels deep${path}, more than ClickHouse's encoding takes (each level doubles the quotes inside it)`
  );
}
function encodeJsonText(json, tsv = false) {
  text = json;
  at = 0;
  tables = tsv ? AS_TSV : PLAIN;
  limit = import_cli_chunk_E342QO73.MAX_GROWTH * json.length + import_cli_chunk_E342QO73.GROWTH_SLACK;
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
  if (depth >= import_cli_chunk_E342QO73.MAX_NESTING) tooDeep();
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
    if (out.length > limit) tooLarge();
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
  if (depth >= import_cli_chunk_E342QO73.MAX_NESTING) tooDeep();
  at++;
  space();
  if (text.charCodeAt(at) === 125) {
    at++;
    return "O[]";
  }
  const keys = [];
  const written = [];
  const values = [];
  let held = 0;
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
    const v = value(depth + 1);
    values.push(v);
    held += v.length;
    if (held > limit) tooLarge();
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
    if (out.length > limit) tooLarge();
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
function tsvLine(kind, head, doc) {
  try {
    return `${head}	${tsvField(doc)}	${encodeJsonText(doc, true)}
`;
  } catch (e) {
    if (!(e instanceof EncodingRefused)) throw e;
    const [pid, seq] = head.split("	");
    const record = kind === "profiles" ? `profile record ${Number(pid) + 1} (pid ${pid})` : `event record ${Number(seq) + 1} (seq ${seq})`;
    throw new import_cli_chunk_T54POBZT.DataError(`${record} of the data cannot be loaded into ClickHouse: ${e.message}`);
  }
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
        const waiting = writerOfSlot[slot[i]].add(tsvLine(kind, head[i], doc[i]));
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
  (0, import_cli_chunk_HRNIO553.plainName)("--database", database);
  (0, import_cli_chunk_HRNIO553.plainName)("--cluster", cluster);
  if (options.shardUrls?.length && cluster === void 0) throw new import_cli_chunk_BPDGXKYC.InputError("--shard-url is for a cluster: give --cluster too");
  const main = new import_cli_chunk_HRNIO553.ClickHouse(options.target);
  const shards = (options.shardUrls ?? []).map((url) => new import_cli_chunk_HRNIO553.ClickHouse({ ...options.target, url }));
  await main.exec("SELECT 1");
  const layout = { main, shards, database, cluster, servers: [main, ...shards.filter((s) => s.shown !== main.shown)] };
  const route = cluster === void 0 ? singleServer(main, database) : await clusterRoute(main, shards, database, cluster);
  for (const server of layout.servers) await refuseExisting(server, database, options.replace);
  const data = await (0, import_cli_chunk_T54POBZT.loadData)(dir, { onProgress: progress });
  try {
    if (data.profilesTooDeep > 0 && data.firstTooDeep)
      throw new import_cli_chunk_T54POBZT.DataError(
        `${(0, import_cli_chunk_JJSKHFYR.visibleControls)(data.firstTooDeep.place)}: error ${(0, import_cli_chunk_FCDA32LZ.plural)(data.profilesTooDeep, "profile")} cannot be loaded: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(data.firstTooDeep.message)}${data.profilesTooDeep > 1 ? " (the first)" : ""}`
      );
    progress(`creating the tables in ${database} on ${main.shown}${cluster ? ` (cluster ${cluster})` : ""}`);
    await dropStaging(layout);
    await createStaging(layout);
    const n = (x) => x.toLocaleString("en-US");
    for (const kind of import_cli_chunk_HRNIO553.TABLES) {
      const total = kind === "profiles" ? data.profiles : data.events;
      await copyTable(data, kind, route.targets(kind), route.slots, (copied2) => progress(`copied ${n(copied2)} of ${n(total)} ${kind}`));
    }
    const staged = (kind) => `${database}.${kind}${LOADING}`;
    const [copied] = await main.rows(
      `SELECT (SELECT count() FROM ${staged("profiles")}) AS profiles, (SELECT count() FROM ${staged("events")}) AS events`
    );
    if (Number(copied.profiles) !== data.profiles || Number(copied.events) !== data.events)
      throw new import_cli_chunk_HRNIO553.ClickHouseError(
        `ClickHouse at ${main.shown} holds ${copied.profiles} profiles and ${copied.events} events after the copy, not ${data.profiles} and ${data.events}`
      );
    await swapIn(layout);
    return data.counts;
  } catch (e) {
    await dropStaging(layout).catch(() => {
    });
    throw e;
  } finally {
    await data.close();
  }
}
var LOADING = "__loading";
var SWAP = "__swap";
var REPLACED = "__replaced";
function stagedTables(layout, server) {
  if (layout.cluster === void 0) return import_cli_chunk_HRNIO553.TABLES.map((t) => ({ name: `${t}${LOADING}`, final: t }));
  const isShard = layout.shards.length === 0 || layout.shards.some((s) => s.shown === server.shown);
  return import_cli_chunk_HRNIO553.TABLES.flatMap((t) => [
    ...isShard ? [{ name: `${t}_local${LOADING}`, final: `${t}_local` }] : [],
    { name: `${t}${LOADING}`, final: void 0 }
  ]);
}
function onCluster(layout) {
  return layout.cluster !== void 0 && layout.shards.length === 0 ? ` ON CLUSTER ${layout.cluster}` : "";
}
function targetsOf(layout) {
  return onCluster(layout) ? [layout.main] : layout.servers;
}
async function existing(server, database, names) {
  if (names.length === 0) return [];
  const rows = await server.rows(
    `SELECT name FROM system.tables WHERE database = '${database}' AND name IN (${names.map((n) => `'${n}'`).join(", ")}) ORDER BY name`
  );
  return rows.map((r) => String(r.name));
}
async function dropStaging(layout) {
  for (const server of targetsOf(layout)) {
    const names = [
      ...stagedTables(layout, server).map((t) => t.name),
      ...import_cli_chunk_HRNIO553.TABLES.flatMap((t) => [`${t}${REPLACED}`, `${t}_local${REPLACED}`])
    ];
    for (const name of await existing(server, layout.database, names))
      await server.exec(`DROP TABLE IF EXISTS ${layout.database}.${name}${onCluster(layout)}`);
  }
}
async function createStaging(layout) {
  const { main, shards, database, cluster } = layout;
  const on = onCluster(layout);
  for (const s of targetsOf(layout)) {
    const create = () => s.exec(`CREATE DATABASE IF NOT EXISTS ${database}${on}`);
    await (on && cluster !== void 0 ? withDistributedDdl(main, cluster, create) : create());
  }
  if (cluster === void 0) {
    for (const t of import_cli_chunk_HRNIO553.TABLES) await main.exec((0, import_cli_chunk_HRNIO553.mergeTreeDdl)(database, `${t}${LOADING}`, t));
    return;
  }
  for (const s of on ? [main] : shards)
    for (const t of import_cli_chunk_HRNIO553.TABLES) await s.exec((0, import_cli_chunk_HRNIO553.mergeTreeDdl)(database, `${t}_local${LOADING}`, t, on ? cluster : void 0));
  for (const s of targetsOf(layout))
    for (const t of import_cli_chunk_HRNIO553.TABLES) await s.exec((0, import_cli_chunk_HRNIO553.distributedDdl)(database, t, cluster, on !== "", `${t}${LOADING}`, `${t}_local${LOADING}`));
}
async function swapIn(layout) {
  const { database, cluster } = layout;
  const on = onCluster(layout);
  const renameIn = async (server, pairs) => {
    const old = await existing(
      server,
      database,
      pairs.map((p) => p.final)
    );
    const renames = [
      ...old.map((name) => `${database}.${name} TO ${database}.${name}${REPLACED}`),
      ...pairs.map((p) => `${database}.${p.name} TO ${database}.${p.final}`)
    ];
    if (renames.length > 0) await server.exec(`RENAME TABLE ${renames.join(", ")}${on}`);
    for (const name of old) await server.exec(`DROP TABLE ${database}.${name}${REPLACED}${on}`);
  };
  const servers = targetsOf(layout);
  for (const server of servers)
    await renameIn(
      server,
      stagedTables(layout, server).flatMap((t) => t.final ? [{ name: t.name, final: t.final }] : [])
    );
  if (cluster === void 0) return;
  for (const server of servers) {
    for (const t of import_cli_chunk_HRNIO553.TABLES) {
      await server.exec((0, import_cli_chunk_HRNIO553.distributedDdl)(database, t, cluster, on !== "", `${t}${SWAP}`, `${t}_local`));
      await server.exec(`DROP TABLE ${database}.${t}${LOADING}${on}`);
    }
    await renameIn(
      server,
      import_cli_chunk_HRNIO553.TABLES.map((t) => ({ name: `${t}${SWAP}`, final: t }))
    );
  }
}
function singleServer(main, database) {
  return { targets: (kind) => [{ server: main, table: `${database}.${kind}${LOADING}` }], slots: [0] };
}
async function clusterRoute(main, shardServers, database, cluster) {
  const shards = await (0, import_cli_chunk_HRNIO553.clusterShards)(main, cluster);
  if (shardServers.length === 0)
    return {
      targets: (kind) => [{ server: main, table: `${database}.${kind}${LOADING}`, settings: { insert_distributed_sync: "1" } }],
      slots: [0]
    };
  if (shardServers.length !== shards.length)
    throw new import_cli_chunk_BPDGXKYC.InputError(
      `cluster ${cluster} has ${shards.length} shards, and --shard-url is given ${shardServers.length} times: give each shard's URL once`
    );
  const byShard = /* @__PURE__ */ new Map();
  for (const server of shardServers) {
    const num = await (0, import_cli_chunk_HRNIO553.localShard)(server, cluster);
    if (num === void 0)
      throw new import_cli_chunk_BPDGXKYC.InputError(
        `ClickHouse at ${server.shown} is none of cluster ${cluster}'s shards (no is_local entry in its system.clusters)`
      );
    const other = byShard.get(num);
    if (other)
      throw new import_cli_chunk_BPDGXKYC.InputError(
        `--shard-url ${other.shown} and ${server.shown} are both shard ${num} of cluster ${cluster}: give each shard's URL once`
      );
    byShard.set(num, server);
  }
  return {
    targets: (kind) => shards.map((s) => ({ server: byShard.get(s.num), table: `${database}.${kind}_local${LOADING}` })),
    slots: (0, import_cli_chunk_HRNIO553.shardSlots)(shards)
  };
}
async function refuseExisting(server, database, replace) {
  if (replace) return;
  const found = await existing(
    server,
    database,
    import_cli_chunk_HRNIO553.TABLES.flatMap((t) => [t, `${t}_local`])
  );
  if (found.length === 0) return;
  throw new import_cli_chunk_BPDGXKYC.InputError(
    `ClickHouse at ${server.shown} already has ${found.map((name) => `${database}.${name}`).join(", ")}; add --replace to drop and load them again`
  );
}
async function withDistributedDdl(main, cluster, run) {
  try {
    await run();
  } catch (e) {
    if (e instanceof import_cli_chunk_HRNIO553.ClickHouseError && /DDL background thread is not initialized|Code: 139\b|distributed_ddl|zookeeper/i.test(e.message))
      throw new import_cli_chunk_HRNIO553.ClickHouseError(
        `ClickHouse at ${main.shown} cannot make tables ON CLUSTER ${cluster}: the cluster has no ZooKeeper or Keeper (distributed DDL); give each shard's URL with --shard-url (once per shard) to make the tables on each`
      );
    throw e;
  }
}
// src/cli/data-load-run.ts
function runDataLoad(args, env = process.env) {
  return (0, import_cli_chunk_T54POBZT.interruptible)(() => dataLoad(args, env));
}
async function dataLoad(args, env) {
  if (Array.isArray(args.url)) throw new import_cli_chunk_EFID7JQ4.UsageError(`--url is given ${args.url.length} times; give it once (shards: --shard-url)`);
  const started = performance.now();
  const progress = import_cli_chunk_VFSYOTZ5.stderr.isTTY ? (message) => import_cli_chunk_VFSYOTZ5.stderr.write(`\r\x1B[K${message}`) : void 0;
  let counts;
  try {
    counts = await loadIntoClickHouse(args.dir, {
      target: (0, import_cli_chunk_KNSIF43Q.clickHouseTarget)(args.url, args.user, env),
      database: args.database,
      ...args.cluster ? { cluster: args.cluster } : {},
      ...args["shard-url"]?.length ? { shardUrls: args["shard-url"] } : {},
      replace: args.replace,
      ...progress ? { onProgress: progress } : {}
    });
  } catch (e) {
    if (!(e instanceof import_cli_chunk_T54POBZT.DataError)) throw e;
    import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${e.message}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  } finally {
    if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
  }
  const n = (x) => x.toLocaleString("en-US");
  const where = `${args.database}.profiles and ${args.database}.events${args.cluster ? ` (Distributed over cluster ${args.cluster})` : ""}`;
  import_cli_chunk_VFSYOTZ5.stdout.write(
    `loaded ${n(counts.profiles)} profiles and ${n(counts.events)} events into ${where} in ${((performance.now() - started) / 1e3).toFixed(1)} s` + (counts.orphanEvents > 0 ? `; ${n(counts.orphanEvents)} events of no profile left out` : "") + "\n"
  );
  return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runDataLoad
});
})
