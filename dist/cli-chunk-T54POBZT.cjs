(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  DataError: () => DataError,
  beginLoad: () => beginLoad,
  estimateAudiences: () => estimateAudiences,
  importDuckDB: () => importDuckDB,
  interruptible: () => interruptible,
  loadData: () => loadData
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_E342QO73 = require("./cli-chunk-E342QO73.cjs");
var import_cli_chunk_NB47KFK3 = require("./cli-chunk-NB47KFK3.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_CP4LEWDJ = require("./cli-chunk-CP4LEWDJ.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_fs2 = require("node:fs");
var import_promises = require("node:fs/promises");
var import_node_readline = require("node:readline");
var import_node_fs3 = require("node:fs");
var import_node_readline2 = require("node:readline");
var import_node_fs4 = require("node:fs");
var import_node_path2 = require("node:path");
var import_node_fs5 = require("node:fs");
var import_node_os = require("node:os");
var import_node_path3 = require("node:path");
var import_node_fs6 = require("node:fs");
// src/node/estimate/data-error.ts
var DataError = class extends Error {
  name = "DataError";
};
// src/node/estimate/duckdb.ts
var INSTALL_DUCKDB = "npm install @duckdb/node-api";
var SPECIFIER = "@duckdb/node-api";
var DuckDBMissingError = class extends import_cli_chunk_BPDGXKYC.InputError {
  name = "DuckDBMissingError";
};
async function importDuckDB() {
  try {
    return (0, import_cli_chunk_CP4LEWDJ.requirePackage)(SPECIFIER);
  } catch (e) {
    const code = e?.code;
    const reason = code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND" ? "is not installed" : `does not load (${e.message})`;
    throw new DuckDBMissingError(
      `estimate runs on DuckDB, and ${SPECIFIER} ${reason}; install it next to pql-audience with:
  ${INSTALL_DUCKDB}`
    );
  }
}
// src/node/estimate/load-data.ts
// src/node/estimate/profile-columns.ts
var TYPES = { str: "VARCHAR", num: "DOUBLE", bool: "BOOLEAN" };
function profileScalarColumns(scalars) {
  const names = /* @__PURE__ */ new Map();
  const columns = scalars.map(({ keys, kind }, i) => {
    const name = `ps_${i + 1}`;
    names.set(JSON.stringify([kind, keys]), name);
    return { name, keys, kind };
  });
  const reading = (doc, keys, kind) => {
    const member = import_cli_chunk_E342QO73.duckdb.memberPath(doc, keys);
    return kind === "str" ? import_cli_chunk_E342QO73.duckdb.helpers.string(member) : kind === "num" ? import_cli_chunk_E342QO73.duckdb.helpers.number(member) : import_cli_chunk_E342QO73.duckdb.helpers.boolean(member);
  };
  return {
    definitions: columns.map((c) => `${c.name} ${TYPES[c.kind]}`),
    select: (doc) => columns.map((c) => `${reading(doc, c.keys, c.kind)} AS ${c.name}`),
    column(keys, kind) {
      const name = names.get(JSON.stringify([kind, keys]));
      return name === void 0 ? void 0 : `p.${name}`;
    }
  };
}
// src/node/estimate/malformed.ts
async function findMalformed(file) {
  if (file.format === "json") {
    const text = await (0, import_promises.readFile)(file.path, "utf8");
    const start = text.search(/\S/);
    return parseError(text, 1, 1, text[start] !== "[");
  }
  return firstBadLine(file.path);
}
async function firstBadLine(path) {
  const lines = (0, import_node_readline.createInterface)({ input: (0, import_node_fs2.createReadStream)(path, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  try {
    for await (const text of lines) {
      line++;
      if (text.trim() === "") continue;
      const bad = parseError(text, line, 1);
      if (bad) return bad;
    }
  } finally {
    lines.close();
  }
  return void 0;
}
function parseError(text, line, column, sequence = false) {
  const error = firstError(text, sequence);
  if (!error) return void 0;
  const before = text.slice(0, error.offset);
  const newlines = before.split("\n").length - 1;
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: line + newlines, column: newlines === 0 ? column + error.offset : error.offset - lineStart + 1, message: error.message };
}
function firstError(text, sequence = false) {
  let i = 0;
  const fail = (message) => {
    throw { offset: i, message };
  };
  const blank = () => {
    while (i < text.length && " 	\r\n".includes(text[i])) i++;
  };
  const found = () => i < text.length ? `\`${text[i]}\`` : "the end of the record";
  const value = () => {
    blank();
    const c = text[i];
    if (c === "{") {
      i++;
      blank();
      if (text[i] === "}") return void i++;
      for (; ; ) {
        blank();
        if (text[i] !== '"') fail(`expected a property name in double quotes, found ${found()}`);
        string();
        blank();
        if (text[i] !== ":") fail(`expected \`:\`, found ${found()}`);
        i++;
        value();
        blank();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return void i++;
        else fail(`expected \`,\` or \`}\`, found ${found()}`);
      }
    }
    if (c === "[") {
      i++;
      blank();
      if (text[i] === "]") return void i++;
      for (; ; ) {
        value();
        blank();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return void i++;
        else fail(`expected \`,\` or \`]\`, found ${found()}`);
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!literal) fail(`expected a value, found ${found()}`);
    i += literal[0].length;
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") {
        i++;
        if (text[i] === "u" ? !/^u[0-9a-fA-F]{4}/.test(text.slice(i, i + 5)) : !'"\\/bfnrt'.includes(text[i] ?? ""))
          fail("a bad escape in a string");
      } else if (text.charCodeAt(i) < 32) fail("a control character in a string (a line break?)");
      i++;
    }
    if (i >= text.length) fail("a string that is not closed");
    i++;
  };
  try {
    value();
    blank();
    while (sequence && i < text.length) {
      value();
      blank();
    }
    if (i < text.length) fail(`expected the end of the record, found ${found()}`);
    return void 0;
  } catch (e) {
    if (e instanceof Error) throw e;
    return e;
  }
}
function unclosedArray(path) {
  const fd = (0, import_node_fs2.openSync)(path, "r");
  try {
    const size = (0, import_node_fs2.fstatSync)(fd).size;
    const edge = Buffer.alloc(Math.min(size, 4096));
    (0, import_node_fs2.readSync)(fd, edge, 0, edge.length, 0);
    if (edge.toString("utf8").trimStart()[0] !== "[") return false;
    (0, import_node_fs2.readSync)(fd, edge, 0, edge.length, size - edge.length);
    return !edge.toString("utf8").trimEnd().endsWith("]");
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
// src/node/estimate/sql-text.ts
var sqlString = import_cli_chunk_E342QO73.duckdbString;
function identifier(name) {
  return `"${name.replaceAll('"', '""')}"`;
}
function fileLiteral(path) {
  return sqlString(path.replace(/[*?[]/g, (c) => `[${c}]`));
}
// src/node/estimate/parquet-reader.ts
function parquetShape(columns) {
  return { columns, zoned: columns.some((c) => c.type.includes("TIMESTAMP WITH TIME ZONE")) };
}
function describeParquetSql(path) {
  return `DESCRIBE SELECT * FROM read_parquet(${fileLiteral(path)})`;
}
function readsInTwoPasses(shape) {
  return !shape.columns.some((c) => c.name.toLowerCase() === "file_row_number");
}
function parquetFieldJson(shape, field) {
  return shape.columns.some((c) => c.name === field) ? `${isoTimestamps(`to_json(${identifier2(field)})`, shape)}::JSON` : "NULL::JSON";
}
function parquetColumnType(shape, field) {
  return shape.columns.find((c) => c.name === field)?.type;
}
function parquetFieldsSql(path, columns) {
  const list = Object.entries(columns).map(([name, sql]) => `${sql} AS ${name}`);
  return `SELECT ${list.join(", ")} FROM read_parquet(${fileLiteral(path)})`;
}
function parquetIdentityMapSql(path) {
  return `SELECT file_row_number AS rid, "identityMap" AS identity_map FROM read_parquet(${fileLiteral(path)}, file_row_number = true)`;
}
function parquetDocsSql(path, shape, primaryId, only) {
  const primary = primaryId === void 0 ? "" : `${primaryId} AS primary_id, `;
  const doc = only === void 0 ? parquetDocSql(shape) : parquetRowDocSql(shape, "r", only);
  return `SELECT file_row_number AS seq, ${primary}${doc} AS doc FROM read_parquet(${fileLiteral(path)}, file_row_number = true) AS r`;
}
function parquetDocSql(shape) {
  return `${isoTimestamps("to_json(struct_pack(*COLUMNS(* EXCLUDE (file_row_number))))", shape)}::JSON`;
}
function parquetRowDocSql(shape, alias, only) {
  const columns = only === void 0 ? shape.columns : shape.columns.filter((c) => only.includes(c.name));
  if (columns.length === 0) return `'{}'::JSON`;
  const fields = columns.map((c) => `${identifier2(c.name)} := ${alias}.${identifier2(c.name)}`);
  return `${isoTimestamps(`to_json(struct_pack(${fields.join(", ")}))`, shape)}::JSON`;
}
function parquetEventsViewSql(view, keys, path, shape, fields) {
  const eventType = parquetColumnType(shape, "eventType") === "VARCHAR" ? `r."eventType"` : "k.event_type";
  const doc = `CASE WHEN k.seq IS NOT NULL THEN ${parquetRowDocSql(shape, "r", fields)} END`;
  return `CREATE VIEW ${view} AS SELECT k.pid, k.seq, k.ts_ms, ${eventType} AS event_type, ${doc} AS doc
FROM ${keys} AS k JOIN read_parquet(${fileLiteral(path)}, file_row_number = true) AS r ON r.file_row_number = k.seq`;
}
function parquetRowsSql(path, shape) {
  return `SELECT ${isoTimestamps("to_json(row)", shape)}::JSON AS doc FROM read_parquet(${fileLiteral(path)}) AS row`;
}
function isoTimestamps(json, shape) {
  if (!shape.zoned) return json;
  const zoned = String.raw`"(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)\+00"`;
  return `regexp_replace(${json}::VARCHAR, '${zoned}', '"\\1T\\2Z"', 'g')`;
}
function identifier2(name) {
  return `"${name.replaceAll('"', '""')}"`;
}
// src/node/estimate/record-lines.ts
async function recordPlace(file, index) {
  if (file.format === "parquet") return `${file.path} row ${index + 1}`;
  const line = file.format === "ndjson" ? await ndjsonLine(file.path, index) : await jsonLine(file.path, index);
  return line === void 0 ? `${file.path} record ${index + 1}` : `${file.path}:${line}`;
}
async function ndjsonLine(path, index) {
  const lines = (0, import_node_readline2.createInterface)({ input: (0, import_node_fs3.createReadStream)(path, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  let seen = -1;
  try {
    for await (const text of lines) {
      line++;
      if (text.trim() !== "" && ++seen === index) return line;
    }
  } finally {
    lines.close();
  }
  return void 0;
}
async function jsonLine(path, index) {
  const { readFile: readFile2 } = await Promise.resolve().then(() => __toESM(require("node:fs/promises")));
  const text = await readFile2(path, "utf8");
  let line = 1;
  let depth = 0;
  let inString = false;
  let seen = -1;
  let arrayFile;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") line++;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === " " || c === "	" || c === "\r" || c === "\n" || c === ",") continue;
    if (arrayFile === void 0) {
      arrayFile = c === "[";
      if (arrayFile) {
        depth = 1;
        continue;
      }
    }
    const top = depth === (arrayFile ? 1 : 0);
    if (top && c !== "]" && c !== "}" && ++seen === index) return line;
    if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
    else if (top) {
      while (i + 1 < text.length && !/[\s,\]}]/.test(text[i + 1])) i++;
    }
  }
  return void 0;
}
// src/node/estimate/read-records.ts
var USUAL_RECORD_BYTES = 16 * 1024 * 1024;
var MAX_RECORD_BYTES = 256 * 1024 * 1024;
var RecordTooLarge = class extends DataError {
  constructor(path, limit) {
    super(`${path}: error a record is larger than ${MAX_RECORD_BYTES / 1024 / 1024} MiB`);
    this.limit = limit;
  }
  limit;
};
function jsonReaderSql(file, recordBytes) {
  return `SELECT json::JSON AS doc FROM ${recordTextsSql(file, recordBytes)}`;
}
function recordTextsSql(file, recordBytes) {
  const path = fileLiteral(file.path);
  switch (file.format) {
    case "ndjson":
      return `read_ndjson_objects(${path}, maximum_object_size = ${recordBytes})`;
    case "json":
      return `read_json_objects(${path}, format = 'auto', maximum_object_size = ${recordBytes})`;
  }
}
function fieldOf(spec) {
  return typeof spec === "string" ? { field: spec, type: "JSON" } : spec;
}
function withFieldsSql(records, fields) {
  const entries = Object.entries(fields).map(([column, spec]) => [column, fieldOf(spec)]);
  const shape = sqlString(JSON.stringify(Object.fromEntries(entries.map(([, { field, type }]) => [field, type]))));
  const columns = entries.map(([column, { field }]) => `f[${sqlString(field)}] AS ${column}`).join(", ");
  return `SELECT doc, ${columns} FROM (SELECT doc, json_transform(doc, ${shape}) AS f FROM (${records}))`;
}
async function readParquetShape(db, file, memoryLimit) {
  const columns = await attempt(file, memoryLimit, () => db.run(describeParquetSql(file.path)));
  return parquetShape(columns.map((c) => ({ name: String(c.column_name), type: String(c.column_type) })));
}
function docSql(read, alias, fields) {
  if (read.kept === void 0) return `${alias}.doc`;
  return keptDocSql(
    read.kept.filter((k) => fields === void 0 || fields.includes(k.field)).map((k) => ({ ...k, column: `${alias}.${k.column}` }))
  );
}
async function readRecords(...args) {
  const [db, , table] = args;
  return await withRecordSizes(
    (recordBytes) => readRecordsWithin(recordBytes, ...args),
    async () => {
      for (const made of [table, `${table}_docs`]) await db.run(`DROP TABLE IF EXISTS ${made}`);
    }
  );
}
async function withRecordSizes(work, undo = async () => {
}) {
  try {
    return await work(USUAL_RECORD_BYTES);
  } catch (e) {
    if (!(e instanceof RecordTooLarge && e.limit < MAX_RECORD_BYTES)) throw e;
    await undo();
    return await work(MAX_RECORD_BYTES);
  }
}
async function readRecordsWithin(recordBytes, db, file, table, what, memoryLimit, fields, wholeInTwoPasses = false, reader, keep) {
  if (file.format === "json" && unclosedArray(file.path)) {
    const bad = await findMalformed(file);
    throw new DataError(
      `${file.path}:${bad ? `${bad.line}:${bad.column}` : "1:1"}: error not JSON: ${bad?.message ?? "the array is not closed"}`
    );
  }
  const twoPasses = file.format === "ndjson" && reader === void 0 && (wholeInTwoPasses || keep !== void 0) ? await ndjsonInTwoPasses(db, { ...file, format: "ndjson" }, table, fields, keep, recordBytes) : void 0;
  const docs = twoPasses?.docs ?? (reader === void 0 ? table : void 0);
  if (twoPasses === void 0) {
    const records = reader ?? withFieldsSql(
      file.format === "parquet" ? parquetRowsSql(file.path, await readParquetShape(db, file, memoryLimit)) : jsonReaderSql({ ...file, format: file.format }, recordBytes),
      fields
    );
    await attempt(file, memoryLimit, () => db.run(`CREATE TABLE ${table} AS ${records}`));
  }
  if (file.format === "parquet" || docs === void 0 || twoPasses?.kept !== void 0) {
    const [counted] = await db.run(`SELECT count(*) AS records FROM ${table}`);
    return { records: Number(counted.records), docs, ...twoPasses?.kept && { kept: twoPasses.kept } };
  }
  const notObject = String.raw`NOT regexp_matches(doc::VARCHAR, '^\s*\{')`;
  const [row] = await db.run(
    `SELECT count(*) AS records, count(*) FILTER (WHERE ${notObject}) AS others, min(rowid) FILTER (WHERE ${notObject}) AS first_other FROM ${docs}`
  );
  const others = Number(row.others);
  if (others > 0) {
    const [first] = await db.run(`SELECT json_type(doc) AS type FROM ${docs} WHERE rowid = ${Number(row.first_other)}`);
    const place = await recordPlace(file, Number(row.first_other));
    const more = others > 1 ? ` (and ${others - 1} more)` : "";
    throw new DataError(`${place}: error each record must be a JSON object (one ${what}), got ${typeWord(String(first.type))}${more}`);
  }
  return { records: Number(row.records), docs };
}
async function ndjsonInTwoPasses(db, file, table, fields, keep, recordBytes) {
  const entries = Object.entries(fields).map(([column, spec]) => [column, fieldOf(spec)]);
  const kept = keep?.map((field, i) => ({
    field,
    column: entries.find(([, f]) => f.field === field && f.type === "JSON")?.[0] ?? `kept_${i}`
  }));
  const extra = (kept ?? []).filter((k) => !entries.some(([column]) => column === k.column));
  const all = [...entries, ...extra.map((k) => [k.column, { field: k.field, type: "JSON" }])];
  const readAs = /* @__PURE__ */ new Map();
  for (const [, { field, type }] of all) readAs.set(field, readAs.has(field) && readAs.get(field) !== type ? "JSON" : type);
  const shape = [...readAs].map(([field, type]) => `${sqlString(field)}: ${sqlString(type)}`).join(", ");
  const read = all.map(
    ([column, { field, type }]) => readAs.get(field) === type ? `${identifier(field)} AS ${column}` : `json_transform(${identifier(field)}, ${sqlString(JSON.stringify(type))}) AS ${column}`
  ).join(", ");
  const docs = `${table}_docs`;
  const options = kept ? ", records = true" : "";
  try {
    await db.run(
      `CREATE TABLE ${table} AS SELECT ${read} FROM read_ndjson(${fileLiteral(file.path)}, columns = {${shape}}, maximum_object_size = ${recordBytes}${options})`
    );
    if (kept) return { docs: table, kept };
    await db.run(`CREATE TABLE ${docs} AS ${jsonReaderSql(file, recordBytes)}`);
    const [row] = await db.run(`SELECT (SELECT count(*) FROM ${table}) AS fields, (SELECT count(*) FROM ${docs}) AS docs`);
    if (Number(row.fields) === Number(row.docs)) return { docs };
  } catch {
  }
  for (const made of [table, docs]) await db.run(`DROP TABLE IF EXISTS ${made}`);
  return void 0;
}
function keptDocSql(kept) {
  const members = kept.map(
    (k) => `CASE WHEN ${k.column} IS NOT NULL THEN ${sqlString(`${JSON.stringify(k.field)}:`)} || ${k.column}::VARCHAR END`
  );
  return members.length === 0 ? `'{}'::JSON` : `('{' || concat_ws(',', ${members.join(", ")}) || '}')::JSON`;
}
async function dropRecords(db, table, read) {
  await db.run(`DROP TABLE ${table}`);
  if (read.docs !== void 0 && read.docs !== table) await db.run(`DROP TABLE ${read.docs}`);
}
function typeWord(duckType) {
  if (duckType === "ARRAY") return "an array";
  if (duckType === "VARCHAR") return "a string";
  if (duckType === "NULL") return "null";
  if (duckType === "BOOLEAN") return "a boolean";
  return "a number";
}
async function attempt(file, memoryLimit, work) {
  try {
    return await work();
  } catch (e) {
    if (e instanceof Error && /Malformed JSON/.test(e.message)) {
      const bad = await findMalformed(file);
      if (bad) throw new DataError(`${file.path}:${bad.line}:${bad.column}: error not JSON: ${bad.message}`);
    }
    throw dataErrorOf(file, memoryLimit, e);
  }
}
function dataErrorOf(file, memoryLimit, e) {
  if (e instanceof DataError) return e;
  const message = e instanceof Error ? e.message : String(e);
  const first = message.split("\n")[0].trim();
  const malformed = /Malformed JSON in file ".*", at byte \d+ in line \d+: ([^.]*)/.exec(first);
  if (malformed) return new DataError(`${file.path}: error not JSON: ${malformed[1]}`);
  if (/^Out of Memory Error/.test(first))
    return new DataError(
      `${file.path}: error the data does not fit in the memory DuckDB may use (memory_limit ${memoryLimit}); free memory, or split the data set and estimate on a part`
    );
  const tooLarge = /maximum_object_size"? of (\d+) bytes/.exec(first);
  if (tooLarge || /maximum_object_size|maximum object size/i.test(first))
    return new RecordTooLarge(file.path, tooLarge ? Number(tooLarge[1]) : MAX_RECORD_BYTES);
  if (file.format === "parquet" && (/parquet|magic/i.test(first) || /^(Invalid|INTERNAL|Serialization|Out of Range|Not implemented) Error/.test(first)))
    return new DataError(`${file.path}: error not a Parquet file DuckDB can read (${withoutPrefix(first)})`);
  if (/^(Invalid Input|IO|Conversion) Error/.test(first)) return new DataError(`${file.path}: error ${withoutPrefix(first)}`);
  return e instanceof Error ? e : new Error(message);
}
function withoutPrefix(message) {
  return message.replace(/^[A-Za-z ]+ Error: /, "");
}
// src/node/estimate/deep-data.ts
function bracketsSql(doc) {
  const text = `${doc}::VARCHAR`;
  return `(CASE WHEN contains(${text}, '{') OR contains(${text}, '[') THEN len(string_split(${text}, '{')) + len(string_split(${text}, '[')) - 2 ELSE 0 END)`;
}
var PAGE = 1e3;
async function deepRows(db, table, key, part, bounded) {
  const bound = bounded ? `1 + ${bounded.columns.map((c) => `coalesce(${bracketsSql(c)}, 0)`).join(" + ") || "0"}` : bracketsSql("doc");
  const candidates = await db.run(
    `SELECT ${bounded?.key ?? key} AS k FROM ${bounded?.table ?? table} WHERE ${bound} > ${import_cli_chunk_MJ44L2U2.MAX_DATA_DEPTH} ORDER BY k`
  );
  const keys = candidates.map((r) => Number(r.k));
  const out = [];
  for (let i = 0; i < keys.length; i += PAGE) {
    const rows = await db.run(
      `SELECT pid, ${key} AS k, doc::VARCHAR AS text FROM ${table} WHERE ${key} IN (${keys.slice(i, i + PAGE).join(", ")}) ORDER BY ${key}`
    );
    for (const row of rows) {
      const found = (0, import_cli_chunk_MJ44L2U2.deepestPast)(JSON.parse(String(row.text)), import_cli_chunk_MJ44L2U2.MAX_DATA_DEPTH);
      if (!found) continue;
      const message = (0, import_cli_chunk_MJ44L2U2.tooDeepMessage)(part === "profile" ? "profile" : "event", found.path, found.depth);
      out.push({ pid: Number(row.pid), record: Number(row.k), part, message });
    }
  }
  return out;
}
async function parquetMayNestPast(db, file, memoryLimit) {
  const shape = await readParquetShape(db, file, memoryLimit);
  if (shape.columns.some((c) => /\bJSON\b/.test(c.type))) return true;
  const bound = 1 + shape.columns.reduce((sum, c) => sum + (c.type.match(/[([]/g)?.length ?? 0), 0);
  return bound > import_cli_chunk_MJ44L2U2.MAX_DATA_DEPTH;
}
async function removeTooDeep(db, profilesFile, eventsFile, eventKeys, memoryLimit, eventDocColumns) {
  const deep = [];
  if (profilesFile.format !== "parquet" || await parquetMayNestPast(db, profilesFile, memoryLimit))
    deep.push(...await deepRows(db, "profiles", "pid", "profile"));
  if (eventsFile && (eventsFile.format !== "parquet" || await parquetMayNestPast(db, eventsFile, memoryLimit)))
    deep.push(...await deepRows(db, "events", "seq", "event", eventDocColumns));
  const pids = [...new Set(deep.map((d) => d.pid))].sort((a, b) => a - b);
  if (pids.length === 0) return { profiles: 0 };
  for (let i = 0; i < pids.length; i += PAGE) {
    const list = pids.slice(i, i + PAGE).join(", ");
    await db.run(`DELETE FROM profiles WHERE pid IN (${list})`);
    await db.run(`DELETE FROM ${eventKeys} WHERE pid IN (${list})`);
  }
  const first = deep.filter((d) => d.pid === pids[0]).sort((a, b) => a.part === b.part ? a.record - b.record : a.part === "profile" ? -1 : 1)[0];
  const place = await recordPlace(first.part === "profile" ? profilesFile : eventsFile, first.record);
  return { profiles: pids.length, first: { place, message: first.message } };
}
// src/node/estimate/data-files.ts
var extensions = { ndjson: "ndjson", jsonl: "ndjson", json: "json", parquet: "parquet" };
var NAMES = Object.keys(extensions).join(",");
function findDataFiles(dir) {
  let entries;
  try {
    if (!(0, import_node_fs4.statSync)(dir).isDirectory()) throw new import_cli_chunk_BPDGXKYC.InputError(`--data ${dir}: not a directory (it should hold profiles.{${NAMES}})`);
    entries = (0, import_node_fs4.readdirSync)(dir);
  } catch (e) {
    if (e instanceof import_cli_chunk_BPDGXKYC.InputError) throw e;
    throw new import_cli_chunk_BPDGXKYC.InputError(`--data ${dir}: cannot read it: ${(0, import_cli_chunk_BPDGXKYC.describeFsError)(e)}`);
  }
  const profiles = pick(dir, entries, "profiles");
  if (!profiles) throw new import_cli_chunk_BPDGXKYC.InputError(`--data ${dir}: no profiles.{${NAMES}} in it`);
  return { profiles, events: pick(dir, entries, "events") };
}
function pick(dir, entries, name) {
  const found = entries.filter((e) => e.startsWith(`${name}.`) && Object.hasOwn(extensions, e.slice(name.length + 1)));
  if (found.length > 1) throw new import_cli_chunk_BPDGXKYC.InputError(`--data ${dir}: ${found.sort().join(" and ")}: keep one ${name} file`);
  const [file] = found;
  if (file === void 0) return void 0;
  const path = (0, import_node_path2.join)(dir, file);
  let stats;
  try {
    stats = (0, import_node_fs4.statSync)(path);
  } catch (e) {
    throw new DataError(`${path}: error cannot read it: ${(0, import_cli_chunk_BPDGXKYC.describeFsError)(e)}`);
  }
  if (!stats.isFile()) throw new DataError(`${path}: error not a regular file (${kindOf(stats)}); the data must be a file`);
  return { path, format: extensions[file.slice(name.length + 1)] };
}
function kindOf(stats) {
  if (stats.isDirectory()) return "a folder";
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a file";
}
// src/node/temp-folders.ts
var live = /* @__PURE__ */ new Set();
function makeTempFolder(prefix) {
  const dir = (0, import_node_fs5.mkdtempSync)((0, import_node_path3.join)((0, import_node_os.tmpdir)(), prefix));
  live.add(dir);
  return dir;
}
function removeTempFolder(dir) {
  (0, import_node_fs5.rmSync)(dir, { recursive: true, force: true, maxRetries: 3 });
  live.delete(dir);
}
function removeTempFolders() {
  for (const dir of live) {
    try {
      removeTempFolder(dir);
    } catch {
    }
  }
}
// src/node/estimate/loaded-data.ts
var PAGE2 = 2e3;
function loadedData(instance, connection, counts, tempDir, eventKeys = "events", narrowEventsViewSql, profileColumn = () => void 0) {
  const query = async (sql) => plainRows((await connection.runAndReadAll(sql)).getRowObjectsJS());
  const narrowViews = /* @__PURE__ */ new Map();
  async function eventsFor(reads) {
    if (!narrowEventsViewSql || reads.kind !== "fields") return "events";
    const key = JSON.stringify(reads.fields);
    let view = narrowViews.get(key);
    if (view === void 0) {
      view = `events_narrow_${narrowViews.size + 1}`;
      await query(narrowEventsViewSql(view, reads.fields));
      narrowViews.set(key, view);
    }
    return view;
  }
  async function* page(where) {
    const [range] = await query(`SELECT coalesce(min(seq), 0) AS lo, coalesce(max(seq), -1) AS hi FROM ${eventKeys} WHERE ${where}`);
    const rows = await query(
      `SELECT p.pid, p.primary_id, p.doc::VARCHAR AS doc, e.events::VARCHAR AS events
       FROM profiles AS p
       LEFT JOIN (SELECT pid, to_json(list(doc ORDER BY seq)) AS events FROM events
                  WHERE ${where} AND seq BETWEEN ${Number(range.lo)} AND ${Number(range.hi)} GROUP BY pid) AS e USING (pid)
       WHERE ${where.replaceAll("pid", "p.pid")} ORDER BY p.pid`
    );
    for (const row of rows)
      yield {
        pid: Number(row.pid),
        primaryId: row.primary_id === null ? null : String(row.primary_id),
        profile: JSON.parse(String(row.doc)),
        events: row.events === null ? [] : JSON.parse(String(row.events))
      };
  }
  return {
    ...counts,
    counts,
    query,
    eventsFor,
    profileColumn,
    async *columns(sql) {
      const result = await connection.stream(sql);
      for (let chunk = await result.fetchChunk(); chunk !== null && chunk.rowCount > 0; chunk = await result.fetchChunk())
        yield chunk.getColumns();
    },
    async *profilesWithEvents(pids) {
      if (pids === void 0) {
        const records = counts.profiles + counts.profilesTooDeep;
        for (let start = 0; start < records; start += PAGE2) yield* page(`pid >= ${start} AND pid < ${start + PAGE2}`);
        return;
      }
      const sorted = [...new Set(pids)].filter((p) => Number.isSafeInteger(p)).sort((a, b) => a - b);
      for (let i = 0; i < sorted.length; i += PAGE2) yield* page(`pid IN (${sorted.slice(i, i + PAGE2).join(", ")})`);
    },
    async close() {
      connection.closeSync();
      instance.closeSync();
      removeTempFolder(tempDir);
    }
  };
}
function plainRows(rows) {
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (typeof v === "bigint") row[k] = Number(v);
  return rows;
}
// src/node/estimate/identities.ts
var IDENTITY_MAP_TYPE = `MAP(VARCHAR, STRUCT(id JSON, "primary" JSON)[])`;
function identityMapSql(json) {
  return `json_transform(${json}, '${JSON.stringify(IDENTITY_MAP_TYPE)}')`;
}
function identitiesSql(source, only = "", typed = false) {
  const map = typed ? "identity_map" : identityMapSql("identity_map");
  const isMap = typed ? "identity_map IS NOT NULL" : "json_type(identity_map) = 'OBJECT'";
  return `WITH maps AS (
  SELECT rowid AS rid, ${map} AS m
  FROM ${source} WHERE ${isMap}${only && ` AND rowid IN (${only})`}
), entries AS (
  SELECT rid, unnest(flatten(list_transform(map_entries(m), (n, i) -> list_transform(coalesce(n.value, []), (e, j) ->
    {ns: n.key, id: e.id, marked: coalesce(e."primary"::VARCHAR = 'true', false), ord: i::BIGINT * 4294967296 + j})))) AS e
  FROM maps
)
SELECT rid, e.ns || ':' || json_extract_string(e.id, '$') AS identity, e.marked AS marked, e.ord AS ord
FROM entries WHERE json_type(e.id) NOT IN ('OBJECT', 'ARRAY', 'NULL')`;
}
function jsonPreferredIdentitySql(source, withMap = false) {
  const map = withMap ? ", identity_map" : "";
  const identity = (ns, id) => `CASE WHEN json_type(${id}) NOT IN ('OBJECT', 'ARRAY', 'NULL') THEN ${ns} || ':' || json_extract_string(${id}, '$') END`;
  return `SELECT rid,
  CASE WHEN single THEN ${identity("map_keys(m)[1]", "map_values(m)[1][1].id")}
  ELSE coalesce(list_filter(ids, x -> x.marked AND x.id IS NOT NULL)[1].id, list_filter(ids, x -> x.id IS NOT NULL)[1].id) END AS preferred_identity,
  CASE WHEN single THEN 1 ELSE len(ids) END AS entry_count${map}
FROM (
  SELECT rid${map}, m, single, CASE WHEN NOT single THEN flatten(list_transform(map_entries(m), n ->
    list_transform(coalesce(n.value, []), e -> {id: ${identity("n.key", "e.id")}, marked: coalesce(e."primary"::VARCHAR = 'true', false)}))) END AS ids
  FROM (
    SELECT rid${map}, m, coalesce(cardinality(m) = 1 AND len(map_values(m)[1]) = 1, false) AS single
    FROM (
      SELECT rowid AS rid${map}, ${identityMapSql("identity_map")} AS m
      FROM ${source} WHERE json_type(identity_map) = 'OBJECT'
    )
  )
)`;
}
function primaryIdentitySql(identities) {
  return `SELECT rid AS pid, first(identity ORDER BY marked DESC, ord) AS primary_id, count(*) FILTER (WHERE marked) AS marked
FROM ${identities} GROUP BY rid`;
}
function identityHoldersSql(identities) {
  return `SELECT identity, min(rid) AS pid, min(rid) <> max(rid) AS shared FROM ${identities} GROUP BY identity`;
}
function preferredOwnerSql(events, holders, columns = []) {
  const more = columns.map((c) => `, r.${c}`).join("");
  return `SELECT h.pid, r.rowid AS seq${more} FROM ${events} AS r JOIN ${holders} AS h ON h.identity = r.preferred_identity`;
}
function unmatchedEventsSql(events, holders) {
  return `SELECT r.rowid AS rid FROM ${events} AS r
WHERE r.entry_count > 1 AND NOT EXISTS (SELECT 1 FROM ${holders} AS h WHERE h.identity = r.preferred_identity)`;
}
function eventOwnerSql(eventIdentities, holders) {
  return `SELECT e.rid AS seq, first(h.pid ORDER BY e.marked DESC, e.ord) AS pid
FROM ${eventIdentities} AS e JOIN ${holders} AS h USING (identity) GROUP BY e.rid`;
}
// src/node/estimate/timestamps.ts
var READ_IN_SQL = String.raw`\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[T ]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?Z?`;
function canonicalTimestampSql(timestamp) {
  const text = `CAST(${timestamp} AS VARCHAR)`;
  const milliseconds = `CASE WHEN length(${text}) >= 26 THEN substr(${text}, 2, 23) ELSE rtrim(substr(${text}, 2, 23), 'Z"') END`;
  return `CASE WHEN regexp_full_match(${text}, '"${READ_IN_SQL}"')
    THEN epoch_ms(try_cast(${milliseconds} AS TIMESTAMP)) END`;
}
var BATCH = 5e3;
async function completeTimestamps(db, table, key = "rowid", texts = table) {
  const rows = await db.run(
    `SELECT ${key} AS seq, timestamp_json ->> '$' AS text, json_type(timestamp_json) AS type, timestamp_json::VARCHAR AS json
     FROM ${texts} WHERE ts_ms IS NULL AND json_type(timestamp_json) IS NOT NULL AND json_type(timestamp_json) <> 'NULL'
     ORDER BY seq`
  );
  const read = [];
  const unreadable = { count: 0, first: void 0, firstText: void 0 };
  for (const row of rows) {
    const ms = row.type === "VARCHAR" ? (0, import_cli_chunk_MJ44L2U2.parseIso)(String(row.text)) : null;
    if (ms !== null) read.push([Number(row.seq), ms]);
    else {
      unreadable.count++;
      if (unreadable.first === void 0) {
        unreadable.first = Number(row.seq);
        unreadable.firstText = String(row.json);
      }
    }
  }
  if (read.length > 0) {
    await db.run("CREATE TEMP TABLE timestamp_readings (seq BIGINT, ms BIGINT)");
    for (let i = 0; i < read.length; i += BATCH) {
      const values = read.slice(i, i + BATCH).map(([seq, ms]) => `(${seq}, ${ms})`).join(", ");
      await db.run(`INSERT INTO timestamp_readings VALUES ${values}`);
    }
    await db.run(`UPDATE ${table} SET ts_ms = r.ms FROM timestamp_readings AS r WHERE ${table}.${key} = r.seq`);
    await db.run("DROP TABLE timestamp_readings");
  }
  return unreadable;
}
// src/node/estimate/parquet-typed.ts
function typedNamespaces(fields, entryFields) {
  const namespaces = [];
  for (const field of fields) {
    if (!/^STRUCT\(.*\)\[\]$/.test(field.type)) return void 0;
    const entry = entryFields.get(field.name) ?? [];
    if (entry.some((c) => c.name !== "id" && c.name !== "primary" && ["id", "primary"].includes(c.name.toLowerCase()))) return void 0;
    const id = entry.find((c) => c.name === "id");
    const primary = entry.find((c) => c.name === "primary");
    if (id?.type !== "VARCHAR" || primary !== void 0 && primary.type !== "BOOLEAN") return void 0;
    namespaces.push({ name: field.name, primary: primary !== void 0 });
  }
  return namespaces;
}
function typedIdentitiesSql(source, namespaces) {
  if (namespaces.length === 0)
    return "SELECT NULL::BIGINT AS rid, NULL::VARCHAR AS identity, NULL::BOOLEAN AS marked, NULL::BIGINT AS ord LIMIT 0";
  const lists = namespaces.map((ns, i) => {
    const entries = `identity_map.${identifier(ns.name)}`;
    const primary = ns.primary ? `x.${identifier("primary")}` : "NULL::BOOLEAN";
    return `{ns: ${sqlString(ns.name)}, ns_ord: ${i + 1}, ids: list_transform(${entries}, x -> {id: x.id, p: ${primary}})}`;
  });
  return `WITH namespaces AS (
  SELECT rid, unnest([${lists.join(", ")}]) AS n FROM ${source}
), entries AS (
  SELECT rid, n.ns AS ns, n.ns_ord AS ns_ord, unnest(list_transform(n.ids, (x, i) -> {entry: x, ord: i})) AS e
  FROM namespaces WHERE n.ids IS NOT NULL
)
SELECT rid, ns || ':' || e.entry.id AS identity, coalesce(e.entry.p, false) AS marked, ns_ord::BIGINT * 4294967296 + e.ord AS ord
FROM entries WHERE e.entry.id IS NOT NULL`;
}
function typedPreferredIdentitySql(column, namespaces) {
  const first = (ns, marked) => {
    const list = `${column}.${identifier(ns.name)}`;
    const primary = (x) => `${x}.${identifier("primary")}`;
    const condition = marked ? `${primary("x")} AND x.id IS NOT NULL` : "x.id IS NOT NULL";
    const single = marked ? `WHEN ${primary(`${list}[1]`)} THEN ${list}[1].id` : `ELSE ${list}[1].id`;
    return `${sqlString(`${ns.name}:`)} || CASE WHEN len(${list}) > 1 THEN list_filter(${list}, x -> ${condition})[1].id ${single} END`;
  };
  const choices = [...namespaces.filter((ns) => ns.primary).map((ns) => first(ns, true)), ...namespaces.map((ns) => first(ns, false))];
  return choices.length === 0 ? "NULL::VARCHAR" : `coalesce(${choices.join(", ")})`;
}
function typedEntryCountSql(column, namespaces) {
  if (namespaces.length === 0) return "0";
  return namespaces.map((ns) => `coalesce(len(${column}.${identifier(ns.name)}), 0)`).join(" + ");
}
var LAST_4_DIGIT_YEAR_US = 253402300799999999n;
function typedTimestampSql(column, type, json) {
  if (type !== "TIMESTAMP" && type !== "TIMESTAMP WITH TIME ZONE") return { json, tsMs: canonicalTimestampSql(json) };
  const typed = `epoch_us(${column}) BETWEEN 0 AND ${LAST_4_DIGIT_YEAR_US}`;
  return {
    json: `CASE WHEN ${typed} THEN NULL ELSE ${json} END`,
    tsMs: `CASE WHEN ${typed} THEN epoch_us(${column}) // 1000 ELSE ${canonicalTimestampSql(json)} END`
  };
}
// src/node/estimate/lenient-json.ts
var MAY_NOT_BE_JSON = (text) => `(regexp_matches(${text}, ',(\\s*[\\]}]|[\\s\\[]*-?[nNiI][aAnN])') OR regexp_matches(${text}, ':[\\s\\[]*-?[nNiI][aAnN]'))`;
async function refuseLenientJson(db, file, memoryLimit) {
  if (file.format !== "ndjson" && file.format !== "json") return;
  if (!await mayNotBeJsonAnywhere(db, file, memoryLimit)) return;
  const format = file.format;
  const rows = await withRecordSizes(
    (recordBytes) => attempt(
      file,
      memoryLimit,
      () => db.run(`SELECT json AS text FROM ${recordTextsSql({ ...file, format }, recordBytes)} WHERE ${MAY_NOT_BE_JSON("json")}`)
    )
  );
  if (!rows.some((row) => firstError(String(row.text)) !== void 0)) return;
  const bad = await findMalformed(file);
  if (bad) throw new DataError(`${file.path}:${bad.line}:${bad.column}: error not JSON: ${bad.message}`);
}
async function mayNotBeJsonAnywhere(db, file, memoryLimit) {
  if (!wholeTextFits((0, import_node_fs6.statSync)(file.path).size, memoryLimit)) return true;
  try {
    const [row] = await db.run(`SELECT ${MAY_NOT_BE_JSON("content")} AS may FROM read_text(${fileLiteral(file.path)})`);
    return row?.may !== false;
  } catch {
    return true;
  }
}
var WHOLE_TEXT_BYTES = 1024 ** 3;
function wholeTextFits(bytes, memoryLimit) {
  const limit = settingBytes(memoryLimit);
  return limit !== void 0 && bytes <= Math.min(WHOLE_TEXT_BYTES, limit / 8);
}
var UNIT_BYTES = {
  bytes: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4
};
function settingBytes(setting) {
  const size = /^(\d+(?:\.\d+)?)\s*([A-Za-z]+)$/.exec(setting.trim());
  const unit = size ? UNIT_BYTES[size[2]] : void 0;
  return size && unit !== void 0 ? Number(size[1]) * unit : void 0;
}
// src/node/estimate/lock-down.ts
async function lockDown(connection, files) {
  const paths = files.flatMap((f) => f ? [sqlString(f.path)] : []);
  await connection.run(`SET allowed_paths = [${paths.join(", ")}]`);
  await connection.run("SET enable_external_access = false");
  await connection.run("SET autoinstall_known_extensions = false");
  await connection.run("SET autoload_known_extensions = false");
  await connection.run("SET lock_configuration = true");
}
// src/node/estimate/engine-threads.ts
function threadsSideBySide(threads) {
  return Math.max(1, threads - 1);
}
async function shareThreads(db) {
  const [row] = await db.run("SELECT current_setting('threads') AS threads");
  const threads = Number(row.threads);
  await db.run(`SET threads = ${threadsSideBySide(threads)}`);
  return async () => {
    await db.run(`SET threads = ${threads}`);
  };
}
// src/node/estimate/load-data.ts
async function loadData(dir, options = {}) {
  return await beginLoad(dir, options).load(options);
}
function beginLoad(dir, options = {}) {
  const started = startEngine(dir, options.memoryLimit);
  started.catch(() => {
  });
  return {
    load: async (loadOptions = {}) => loadInto(await started, loadOptions),
    async discard() {
      const engine = await started.catch(() => void 0);
      if (engine) await engine.close();
    }
  };
}
async function startEngine(dir, memoryLimit) {
  const files = findDataFiles(dir);
  const duckdb2 = await importDuckDB();
  const tempDir = makeTempFolder("pql-audience-duckdb-");
  const settings = { temp_directory: tempDir, ...memoryLimit ? { memory_limit: memoryLimit } : {} };
  let instance;
  let connection;
  const besides = [];
  const working = /* @__PURE__ */ new Set();
  let closing = false;
  const close = async () => {
    closing = true;
    for (const other of working) other.interrupt();
    await Promise.allSettled(besides);
    connection?.closeSync();
    instance?.closeSync();
    removeTempFolder(tempDir);
  };
  try {
    instance = await duckdb2.DuckDBInstance.create(":memory:", settings);
    connection = await instance.connect();
    const i = instance;
    const [limit] = await runnerOf(connection).run("SELECT current_setting('memory_limit') AS limit");
    const beside = (work) => {
      const task = (async () => {
        const other = await i.connect();
        working.add(other);
        try {
          if (closing) throw new Error("the load was given up");
          return await work(runnerOf(other));
        } finally {
          working.delete(other);
          other.closeSync();
        }
      })();
      task.catch(() => {
      });
      besides.push(task);
      return task;
    };
    const threadsBack = await shareThreads(runnerOf(connection));
    const scans = [files.profiles, files.events].flatMap(
      (file) => file ? [beside((other) => refuseLenientJson(other, file, String(limit.limit)))] : []
    );
    for (const definition of (0, import_cli_chunk_E342QO73.helperDefinitions)("duckdb")) await connection.run(definition);
    return { files, instance, connection, tempDir, memoryLimit: String(limit.limit), beside, threadsBack, besides, scans, close };
  } catch (e) {
    await close();
    throw e;
  }
}
async function loadInto(engine, options) {
  const { files, instance, connection } = engine;
  try {
    const columns = profileScalarColumns(options.profileScalars ?? []);
    const { counts, eventKeys, narrowEventsViewSql } = await loadTables(
      runnerOf(connection),
      files.profiles,
      files.events,
      engine.memoryLimit,
      options.onProgress ?? (() => {
      }),
      options.eventFields,
      options.profileFields,
      columns,
      engine.beside,
      engine.threadsBack
    );
    await Promise.all(engine.besides);
    await lockDown(connection, [files.profiles, files.events]);
    return loadedData(instance, connection, counts, engine.tempDir, eventKeys, narrowEventsViewSql, columns.column);
  } catch (e) {
    const notJson = (await Promise.allSettled(engine.scans)).find((s) => s.status === "rejected");
    await engine.close();
    throw notJson ? notJson.reason : e;
  }
}
async function loadTables(db, profilesFile, eventsFile, memoryLimit, progress, eventFields, profileFields, columns, beside, threadsBack) {
  const started = performance.now();
  progress(`reading ${describe(profilesFile)}`);
  if (eventsFile) progress(`reading ${describe(eventsFile)}`);
  const eventsReading = eventsFile && beside(async (other) => {
    const parquet = await twoPassParquet(other, eventsFile, memoryLimit);
    const read = await readRecords(
      other,
      eventsFile,
      "raw_events",
      "XDM ExperienceEvent",
      memoryLimit,
      EVENT_FIELDS,
      true,
      parquet && parquetFieldsSql(eventsFile.path, parquetEventFields(parquet)),
      eventFields
    );
    return { parquet, read };
  });
  const profilesParquet = await twoPassParquet(db, profilesFile, memoryLimit);
  const profilesRead = await readRecords(
    db,
    profilesFile,
    "raw_profiles",
    "XDM profile",
    memoryLimit,
    PROFILE_FIELDS,
    false,
    profilesParquet && parquetFieldsSql(profilesFile.path, {
      // No column, or one read typed: NULL of the type (json_transform of a NULL constant is an INTEGER).
      identity_map: profilesParquet.namespaces || parquetColumnType(profilesParquet.shape, "identityMap") === void 0 ? `NULL::${IDENTITY_MAP_TYPE}` : identityMapSql(parquetFieldJson(profilesParquet.shape, "identityMap"))
    }),
    profileFields
  );
  const profiles = profilesRead.records;
  progress(`resolving the identities of ${profiles.toLocaleString("en-US")} profiles`);
  await attempt(profilesFile, memoryLimit, async () => {
    await db.run(`CREATE TEMP TABLE profile_identities AS ${recordIdentitiesSql(profilesFile, profilesParquet, "raw_profiles")}`);
    await db.run(`CREATE TEMP TABLE profile_primary AS ${primaryIdentitySql("profile_identities")}`);
    await db.run(`CREATE TEMP TABLE identity_holders AS ${identityHoldersSql("profile_identities")}`);
    await db.run(
      `CREATE TABLE profiles (${["pid BIGINT NOT NULL", "primary_id VARCHAR", "doc JSON NOT NULL", ...columns.definitions].join(", ")})`
    );
    if (profilesParquet?.namespaces) {
      const rows = parquetDocsSql(
        profilesFile.path,
        profilesParquet.shape,
        typedPreferredIdentitySql(`"identityMap"`, profilesParquet.namespaces),
        profileFields
      );
      await db.run(`INSERT INTO profiles SELECT ${["r.*", ...columns.select("r.doc")].join(", ")} FROM (${rows}) AS r`);
    } else {
      const records = profilesParquet ? `(${parquetDocsSql(profilesFile.path, profilesParquet.shape, void 0, profileFields)})` : `(SELECT rowid AS seq, ${docSql(profilesRead, "d")} AS doc FROM ${profilesRead.docs} AS d)`;
      const select = ["r.seq", "p.primary_id", "r.doc", ...columns.select("r.doc")];
      await db.run(
        `INSERT INTO profiles SELECT ${select.join(", ")} FROM ${records} AS r LEFT JOIN profile_primary AS p ON p.pid = r.seq ORDER BY r.seq`
      );
    }
    await dropRecords(db, "raw_profiles", profilesRead);
  });
  await threadsBack();
  let eventKeys = "events";
  let orphanEvents = 0;
  let narrowEventsViewSql;
  let eventDocColumns;
  const eventsDone = eventsReading && await eventsReading;
  const eventsParquet = eventsDone?.parquet;
  if (!eventsFile)
    await db.run("CREATE TABLE events (pid BIGINT NOT NULL, seq BIGINT NOT NULL, ts_ms BIGINT, event_type VARCHAR, doc JSON NOT NULL)");
  if (eventsFile && eventsDone) {
    const eventsRead = eventsDone.read;
    const total = eventsRead.records;
    progress(`matching ${total.toLocaleString("en-US")} events to their profiles`);
    const typedEvents = eventsParquet?.namespaces !== void 0;
    if (!typedEvents) await attempt(eventsFile, memoryLimit, () => jsonMapOwners(db, "raw_events", "map_owners"));
    eventKeys = "event_keys";
    if (eventsParquet) {
      await refuseUnreadable(eventsFile, await attempt(eventsFile, memoryLimit, () => completeTimestamps(db, "raw_events")));
      await attempt(eventsFile, memoryLimit, async () => {
        if (typedEvents) await typedEventKeys(db, eventKeys, eventsFile.path, eventsParquet.namespaces);
        else
          await db.run(
            `CREATE TABLE ${eventKeys} AS SELECT o.pid, r.rowid AS seq, r.ts_ms, r.event_type FROM raw_events AS r JOIN map_owners AS o ON o.identity_map = r.identity_map`
          );
        await dropRecords(db, "raw_events", eventsRead);
        await db.run(parquetEventsViewSql("events", eventKeys, eventsFile.path, eventsParquet.shape));
        const keys = eventKeys;
        narrowEventsViewSql = (view, fields) => parquetEventsViewSql(view, keys, eventsFile.path, eventsParquet.shape, fields);
        if (!typedEvents) await db.run("DROP TABLE map_owners");
      });
    } else {
      const unreadable = await attempt(eventsFile, memoryLimit, () => jsonEventKeys(db, eventKeys));
      await db.run("DROP TABLE map_owners");
      const docs = eventsRead.docs ?? "raw_events";
      if (docs !== "raw_events") await db.run("DROP TABLE raw_events");
      await refuseUnreadable(eventsFile, unreadable);
      const view = (name, fields) => {
        const keysAlone = eventsRead.kept !== void 0 && fields !== void 0 && !eventsRead.kept.some((k) => fields.includes(k.field));
        const from = keysAlone ? `${eventKeys} AS k` : `${eventKeys} AS k JOIN ${docs} AS d ON d.rowid = k.seq`;
        return `CREATE VIEW ${name} AS SELECT k.pid, k.seq, k.ts_ms, k.event_type, ${docSql(eventsRead, "d", fields)} AS doc FROM ${from}`;
      };
      await db.run(view("events"));
      if (eventsRead.kept) {
        narrowEventsViewSql = view;
        eventDocColumns = { table: docs, key: "rowid", columns: eventsRead.kept.map((k) => k.column) };
      }
    }
    const [row] = await db.run(`SELECT count(*) AS n FROM ${eventKeys}`);
    orphanEvents = total - Number(row.n);
  }
  progress("measuring how deeply the data nests");
  const tooDeep = await removeTooDeep(db, profilesFile, eventsFile, eventKeys, memoryLimit, eventDocColumns);
  const [profileCounts] = await db.run(
    `SELECT (SELECT count(*) FROM profile_primary WHERE marked > 1 AND pid IN (SELECT pid FROM profiles)) AS multiple,
            (SELECT count(*) FROM profiles WHERE primary_id IS NULL) AS without,
            (SELECT count(*) FROM identity_holders WHERE shared) AS shared`
  );
  const [eventCounts] = await db.run(`SELECT count(*) AS events, count(*) FILTER (WHERE ts_ms IS NULL) AS untimed FROM ${eventKeys}`);
  const counts = {
    profiles: profiles - tooDeep.profiles,
    profilesTooDeep: tooDeep.profiles,
    ...tooDeep.first ? { firstTooDeep: tooDeep.first } : {},
    events: Number(eventCounts.events),
    orphanEvents,
    multiplePrimaryProfiles: Number(profileCounts.multiple),
    profilesWithoutIdentity: Number(profileCounts.without),
    sharedIdentities: Number(profileCounts.shared),
    eventsWithoutTimestamp: Number(eventCounts.untimed)
  };
  progress(
    `loaded ${counts.profiles.toLocaleString("en-US")} profiles and ${counts.events.toLocaleString("en-US")} events in ${((performance.now() - started) / 1e3).toFixed(1)} s`
  );
  return { counts, eventKeys, ...narrowEventsViewSql && { narrowEventsViewSql } };
}
function runnerOf(connection) {
  return { run: async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJS() };
}
async function refuseUnreadable(file, unreadable) {
  if (unreadable.count === 0) return;
  const place = await recordPlace(file, unreadable.first);
  const count = unreadable.count === 1 ? "1 timestamp is" : `${unreadable.count.toLocaleString("en-US")} timestamps are`;
  throw new DataError(
    `${place}: error ${count} not an ISO-8601 date-time (e.g. 2024-05-15T10:00:00Z); the first, here: ${unreadable.firstText}`
  );
}
async function jsonEventKeys(db, keys) {
  const select = [
    "o.pid",
    "r.rowid AS seq",
    `${canonicalTimestampSql("r.timestamp_json")} AS ts_ms`,
    `${eventTypeSql("r.event_type_json")} AS event_type`
  ];
  await db.run(
    `CREATE TABLE ${keys} AS SELECT ${select.join(", ")} FROM raw_events AS r LEFT JOIN map_owners AS o ON o.identity_map = r.identity_map`
  );
  const texts = `(SELECT k.seq, k.ts_ms, r.timestamp_json FROM ${keys} AS k JOIN raw_events AS r ON r.rowid = k.seq)`;
  const unreadable = await completeTimestamps(db, keys, "seq", texts);
  await db.run(`DELETE FROM ${keys} WHERE pid IS NULL`);
  await storeByProfile(db, keys);
  return unreadable;
}
async function storeByProfile(db, keys) {
  const [row] = await db.run(
    `SELECT count(*) FILTER (WHERE first_seq < previous_last) AS descents FROM (
       SELECT first_seq, lag(last_seq) OVER (ORDER BY pid) AS previous_last FROM (SELECT pid, min(seq) AS first_seq, max(seq) AS last_seq FROM ${keys} GROUP BY pid))`
  );
  if (Number(row.descents) === 0) return;
  await db.run(`CREATE TABLE ${keys}_sorted AS SELECT * FROM ${keys} ORDER BY pid, seq`);
  await db.run(`DROP TABLE ${keys}`);
  await db.run(`ALTER TABLE ${keys}_sorted RENAME TO ${keys}`);
}
var PROFILE_FIELDS = { identity_map: { field: "identityMap", type: IDENTITY_MAP_TYPE } };
var EVENT_FIELDS = { identity_map: "identityMap", timestamp_json: "timestamp", event_type_json: "eventType" };
function eventTypeSql(eventType) {
  const text = `CAST(${eventType} AS VARCHAR)`;
  return `CASE WHEN starts_with(${text}, '"') THEN (CASE WHEN contains(${text}, '\\') THEN ${eventType} ->> '$' ELSE substr(${text}, 2, length(${text}) - 2) END) END`;
}
async function twoPassParquet(db, file, memoryLimit) {
  if (file.format !== "parquet") return void 0;
  const shape = await readParquetShape(db, file, memoryLimit);
  if (!readsInTwoPasses(shape)) return void 0;
  return { shape, namespaces: await attempt(file, memoryLimit, () => identityNamespaces(db, file, shape)) };
}
async function identityNamespaces(db, file, shape) {
  if (!parquetColumnType(shape, "identityMap")?.startsWith("STRUCT(")) return void 0;
  const from = `FROM read_parquet(${fileLiteral(file.path)})`;
  const described = (rows) => rows.map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
  const fields = described(await db.run(`DESCRIBE SELECT unnest("identityMap") ${from}`));
  const entries = /* @__PURE__ */ new Map();
  for (const field of fields)
    if (/^STRUCT\(.*\)\[\]$/.test(field.type))
      entries.set(field.name, described(await db.run(`DESCRIBE SELECT unnest("identityMap".${identifier(field.name)}[1]) ${from}`)));
  return typedNamespaces(fields, entries);
}
async function typedEventKeys(db, keys, path, namespaces) {
  await ownersByPreferredIdentity(
    db,
    "raw_events",
    keys,
    ["ts_ms", "event_type"],
    (rids) => typedIdentitiesSql(`(SELECT * FROM (${parquetIdentityMapSql(path)}) WHERE rid IN (${rids}))`, namespaces)
  );
}
async function jsonMapOwners(db, events, owners) {
  await db.run(`CREATE TEMP TABLE event_maps AS SELECT DISTINCT identity_map FROM ${events} WHERE identity_map IS NOT NULL`);
  await db.run(`CREATE TEMP TABLE event_preferred AS ${jsonPreferredIdentitySql("event_maps", true)}`);
  const preferred = "(SELECT rid AS rowid, preferred_identity, entry_count, identity_map FROM event_preferred)";
  await ownersByPreferredIdentity(db, preferred, owners, ["identity_map"], (rids) => identitiesSql("event_maps", rids));
  for (const made of ["event_preferred", "event_maps"]) await db.run(`DROP TABLE ${made}`);
}
async function ownersByPreferredIdentity(db, preferred, into, columns, identitiesOf) {
  await db.run(`CREATE TABLE ${into} AS ${preferredOwnerSql(preferred, "identity_holders", columns)}`);
  await db.run(`CREATE TEMP TABLE unmatched_events AS ${unmatchedEventsSql(preferred, "identity_holders")}`);
  const [unmatched] = await db.run("SELECT count(*) AS n FROM unmatched_events");
  if (Number(unmatched.n) > 0) {
    await db.run(`CREATE TEMP TABLE event_identities AS ${identitiesOf("SELECT rid FROM unmatched_events")}`);
    const more = columns.map((c) => `, r.${c}`).join("");
    const withColumns = columns.length > 0 ? ` JOIN ${preferred} AS r ON r.rowid = o.seq` : "";
    await db.run(
      `INSERT INTO ${into} SELECT o.pid, o.seq${more} FROM (${eventOwnerSql("event_identities", "identity_holders")}) AS o${withColumns}`
    );
    await db.run("DROP TABLE event_identities");
  }
  await db.run("DROP TABLE unmatched_events");
}
function parquetEventFields({ shape, namespaces }) {
  const timestamp = typedTimestampSql(`"timestamp"`, parquetColumnType(shape, "timestamp"), parquetFieldJson(shape, "timestamp"));
  const eventType = parquetColumnType(shape, "eventType") === "VARCHAR" ? `"eventType"` : eventTypeSql(parquetFieldJson(shape, "eventType"));
  return {
    identity_map: namespaces ? "NULL::JSON" : parquetFieldJson(shape, "identityMap"),
    timestamp_json: timestamp.json,
    ts_ms: timestamp.tsMs,
    event_type: eventType,
    ...namespaces && {
      preferred_identity: typedPreferredIdentitySql(`"identityMap"`, namespaces),
      entry_count: typedEntryCountSql(`"identityMap"`, namespaces)
    }
  };
}
function recordIdentitiesSql(file, parquet, table) {
  return parquet?.namespaces ? typedIdentitiesSql(`(${parquetIdentityMapSql(file.path)})`, parquet.namespaces) : identitiesSql(table, "", true);
}
function describe(file) {
  const bytes = (0, import_node_fs.statSync)(file.path).size;
  const size = bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(0, import_node_path.basename)(file.path)} (${size})`;
}
// src/node/estimate/estimate-audiences.ts
async function estimateAudiences(data, audiences, options) {
  const byKey = /* @__PURE__ */ new Map();
  audiences.forEach((a, i) => {
    for (const key of (0, import_cli_chunk_67JIP6KT.referenceKeys)(a)) byKey.set(key, i);
  });
  const targets = audiences.map(
    (a, i) => (0, import_cli_chunk_67JIP6KT.referencedIds)(a.ast).flatMap((id) => {
      const target = byKey.get(id);
      return target === void 0 || target === i ? [] : [target];
    })
  );
  const computed = /* @__PURE__ */ new Map();
  const results = /* @__PURE__ */ new Map();
  const pending = (0, import_cli_chunk_E342QO73.dependencyOrder)(audiences);
  try {
    await computeInWaves();
  } finally {
    for (const { table } of computed.values()) await data.query(`DROP TABLE IF EXISTS ${table}`);
  }
  return audiences.flatMap((_, i) => results.has(i) ? [results.get(i)] : []);
  async function computeInWaves() {
    while (pending.length > 0) {
      let wave = pending.filter((i) => targets[i].every((t) => computed.has(t)));
      if (wave.length === 0) wave = [pending[0]];
      for (const i of wave) pending.splice(pending.indexOf(i), 1);
      const plans = wave.map((i) => plan(audiences[i], i, computed, byKey, options, data.profileColumn));
      const bySqlDone = /* @__PURE__ */ new Map();
      for (const p of plans) {
        if (!p.compiled.ok) continue;
        const started = performance.now();
        try {
          bySqlDone.set(p, { computed: await bySql(data, p.table, p.compiled, p.inherited), ms: performance.now() - started });
        } catch (e) {
          await data.query(`DROP TABLE IF EXISTS ${p.table}`);
          p.stopped = stopMessage(e);
        }
      }
      const byEvaluator = plans.filter((p) => !bySqlDone.has(p));
      const evaluatorStarted = performance.now();
      const shared = byEvaluator.length > 0 ? await evaluateAll(data, byEvaluator, options) : [];
      const readingMs = byEvaluator.length > 0 ? (performance.now() - evaluatorStarted - shared.reduce((sum, s) => sum + s.ms, 0)) / byEvaluator.length : 0;
      for (const p of plans) {
        const sql = bySqlDone.get(p);
        const done = sql ? sql.computed : shared[byEvaluator.indexOf(p)].computed;
        computed.set(p.index, done);
        options.onMembers?.(p.index, done.members, done.overBudget);
      }
      const shown = plans.filter((p) => p.audience.shown);
      const readStarted = performance.now();
      const wanted = new Map(shown.map((p) => [p, samplePids(computed.get(p.index), options.sample)]));
      const profiles = /* @__PURE__ */ new Map();
      for await (const profile of data.profilesWithEvents([...wanted.values()].flatMap((w) => w.pids))) profiles.set(profile.pid, profile);
      const readMs = shown.length > 0 ? (performance.now() - readStarted) / shown.length : 0;
      for (const p of shown) {
        const sql = bySqlDone.get(p);
        const started = performance.now();
        const estimate = describe2(data, p, computed.get(p.index), wanted.get(p), profiles, sql !== void 0);
        estimate.ms = performance.now() - started + readMs + (sql ? sql.ms : shared[byEvaluator.indexOf(p)].ms + readingMs);
        results.set(p.index, estimate);
      }
    }
  }
}
function plan(audience, index, computed, byKey, options, profileColumn) {
  const dependencies = /* @__PURE__ */ new Map();
  for (const id of (0, import_cli_chunk_67JIP6KT.referencedIds)(audience.ast)) {
    const target = byKey.get(id);
    const done = target === void 0 ? void 0 : computed.get(target);
    if (done) dependencies.set(id, done);
  }
  const inherited = /* @__PURE__ */ new Set();
  for (const d of dependencies.values()) for (const pid of d.overBudget) inherited.add(pid);
  const compiled = options.compile(audience.ast, {
    dialect: "duckdb",
    now: options.now,
    localAudienceTable: (id) => dependencies.get(id)?.table,
    // The paths the load computed into columns of `profiles` are read from them.
    profileColumn
  });
  const run = (profile) => (0, import_cli_chunk_MJ44L2U2.evaluate)(audience.ast, {
    profile: profile.profile,
    events: profile.events,
    now: options.now,
    membership: (id) => dependencies.get(id)?.members.has(profile.pid) === true,
    ...options.budget ? { budget: options.budget } : {}
  });
  return { audience, index, table: `audience_${index + 1}`, compiled, inherited, run };
}
function samplePids(done, sample) {
  const firstOver = [...done.overBudget].sort((a, b) => a - b)[0];
  const members = [...done.members].sort((a, b) => a - b).slice(0, sample);
  const pids = firstOver === void 0 || members.includes(firstOver) ? members : [...members, firstOver].sort((a, b) => a - b);
  return { sample: members, firstOver, pids };
}
function describe2(data, p, done, wanted, profiles, bySqlQuery) {
  const { audience, compiled } = p;
  const estimate = {
    file: audience.file,
    name: audience.name,
    qualified: done.members.size,
    profiles: data.profiles,
    share: data.profiles === 0 ? 0 : done.members.size / data.profiles,
    overBudget: done.overBudget.size,
    sample: [],
    ms: 0,
    method: bySqlQuery ? "sql" : "evaluator"
  };
  if (p.stopped !== void 0) estimate.stopped = p.stopped;
  if (!compiled.ok) {
    const at = audience.mapSpan(compiled.unsupported.span).start;
    estimate.unsupported = {
      construct: compiled.unsupported.construct,
      message: compiled.unsupported.message,
      line: at.line,
      column: at.column
    };
  }
  const { sample, firstOver } = wanted;
  for (const pid of wanted.pids) {
    const profile = profiles.get(pid);
    if (profile === void 0) continue;
    const result = p.inherited.has(profile.pid) ? void 0 : p.run(profile);
    if (profile.pid === firstOver) {
      estimate.budgetExceeded = budgetPlace(audience, result);
      if (!sample.includes(profile.pid)) continue;
    }
    const overBudget = result?.status === "budget-exceeded";
    estimate.sample.push({
      primaryId: profile.primaryId,
      pid: profile.pid,
      qualifies: overBudget || result?.qualifies === true,
      ...overBudget ? { outlineOverBudget: true } : {},
      outline: result && !overBudget ? (0, import_cli_chunk_NB47KFK3.traceOutline)(result.trace.nodes, audience.pql) : []
    });
  }
  return estimate;
}
function budgetPlace(audience, result) {
  if (result?.status === "budget-exceeded") {
    const at2 = audience.mapSpan(result.budget.span).start;
    return { line: at2.line, column: at2.column, message: result.budget.message };
  }
  const at = audience.mapSpan(audience.ast.span).start;
  return { line: at.line, column: at.column, message: "an audience this one references went over its budget for this profile" };
}
async function bySql(data, table, compiled, inherited) {
  const sql = compiled.events ? compiled.events.sqlOver(await data.eventsFor(compiled.events.reads)) : compiled.sql;
  await data.query(`CREATE TEMP TABLE ${table} AS SELECT pid FROM (
${sql}
)`);
  const members = /* @__PURE__ */ new Set();
  const overBudget = /* @__PURE__ */ new Set();
  for await (const [pids] of data.columns(`SELECT pid FROM ${table}`))
    for (const value of pids) {
      const pid = Number(value);
      if (inherited.has(pid)) overBudget.add(pid);
      else members.add(pid);
    }
  for (const pid of inherited) overBudget.add(pid);
  if (inherited.size > 0) await data.query(`DELETE FROM ${table} WHERE pid IN (${[...inherited].join(", ")})`);
  return { table, members, overBudget };
}
async function evaluateAll(data, plans, options) {
  const out = plans.map((p) => ({
    computed: { table: p.table, members: /* @__PURE__ */ new Set(), overBudget: new Set(p.inherited) },
    ms: 0
  }));
  const names = plans.map((p) => p.audience.name).join(", ");
  let seen = 0;
  for await (const profile of data.profilesWithEvents()) {
    if (++seen % 5e3 === 0)
      options.onProgress?.(`${names}: ${seen.toLocaleString("en-US")} of ${data.profiles.toLocaleString("en-US")} profiles`);
    plans.forEach((p, k) => {
      if (p.inherited.has(profile.pid)) return;
      const started = performance.now();
      const result = p.run(profile);
      out[k].ms += performance.now() - started;
      if (result.status === "data-too-deep")
        throw new DataError(
          `profile #${profile.pid + 1} of the data (${profile.primaryId ?? "no identity"}) was not evaluated: ${result.data.message}`
        );
      if (result.status === "budget-exceeded") out[k].computed.overBudget.add(profile.pid);
      else if (result.qualifies) out[k].computed.members.add(profile.pid);
    });
  }
  for (const { computed } of out) {
    await data.query(`CREATE TEMP TABLE ${computed.table} (pid BIGINT NOT NULL)`);
    const pids = [...computed.members];
    for (let i = 0; i < pids.length; i += 1e3)
      await data.query(
        `INSERT INTO ${computed.table} VALUES ${pids.slice(i, i + 1e3).map((pid) => `(${pid})`).join(", ")}`
      );
  }
  return out;
}
function stopMessage(error) {
  const message = error instanceof Error ? error.message : String(error);
  return (0, import_cli_chunk_E342QO73.stopReason)(message) ?? `the SQL failed (please report it): ${message.split("\n")[0]}`;
}
// src/cli/interruptible.ts
var EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
async function interruptible(work) {
  const handlers = Object.entries(EXIT_CODES).map(([signal, code]) => {
    const handler = () => {
      removeTempFolders();
      process.exit(code);
    };
    process.on(signal, handler);
    return [signal, handler];
  });
  process.on("exit", removeTempFolders);
  try {
    return await work();
  } finally {
    for (const [signal, handler] of handlers) process.off(signal, handler);
    process.off("exit", removeTempFolders);
    removeTempFolders();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DataError,
  beginLoad,
  estimateAudiences,
  importDuckDB,
  interruptible,
  loadData
});
})
