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
  runPull: () => runPull
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_Q66A3SKG = require("./cli-chunk-Q66A3SKG.cjs");
var import_cli_chunk_UH3SR4BV = require("./cli-chunk-UH3SR4BV.cjs");
var import_cli_chunk_YOGZCCVX = require("./cli-chunk-YOGZCCVX.cjs");
var import_cli_chunk_HFB2OUYQ = require("./cli-chunk-HFB2OUYQ.cjs");
var import_cli_chunk_CQA3LC7B = require("./cli-chunk-CQA3LC7B.cjs");
var import_cli_chunk_RW3MNUJP = require("./cli-chunk-RW3MNUJP.cjs");
var import_cli_chunk_BTDZ4TY6 = require("./cli-chunk-BTDZ4TY6.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_promises = require("node:fs/promises");
var import_node_path2 = require("node:path");
var import_node_crypto = require("node:crypto");
var import_promises2 = require("node:fs/promises");
var import_node_path3 = require("node:path");
var import_node_crypto2 = require("node:crypto");
var import_node_path4 = require("node:path");
// src/cli/pull-run.ts
// src/publish/pull.ts
// src/publish/pull-diff.ts
function unifiedDiff(before, after, fromLabel, toLabel, context = 3) {
  const a = lines(before);
  const b = lines(after);
  const ops = lineOps(a, b);
  if (ops.every((op) => op.kind === " ")) return "";
  const out = [`--- ${fromLabel}`, `+++ ${toLabel}`];
  let i = 0;
  while (i < ops.length) {
    while (i < ops.length && ops[i].kind === " ") i++;
    if (i >= ops.length) break;
    const start = Math.max(0, i - context);
    let end = i;
    for (let last = i; end < ops.length; end++) {
      if (ops[end].kind !== " ") last = end;
      else if (end - last > context * 2) break;
    }
    let lastChange = end - 1;
    while (ops[lastChange].kind === " ") lastChange--;
    end = Math.min(ops.length, lastChange + 1 + context);
    const hunk = ops.slice(start, end);
    const aStart = ops[start].a;
    const bStart = ops[start].b;
    const aCount = hunk.filter((op) => op.kind !== "+").length;
    const bCount = hunk.filter((op) => op.kind !== "-").length;
    out.push(`@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@`);
    for (const op of hunk) out.push(`${op.kind}${op.text}`);
    i = end;
  }
  return `${out.join("\n")}
`;
}
function lines(text) {
  if (text === "") return [];
  const split = text.split("\n");
  if (split[split.length - 1] === "") split.pop();
  return split;
}
function lineOps(a, b) {
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i2 = a.length - 1; i2 >= 0; i2--)
    for (let j2 = b.length - 1; j2 >= 0; j2--)
      common[i2][j2] = a[i2] === b[j2] ? common[i2 + 1][j2 + 1] + 1 : Math.max(common[i2 + 1][j2], common[i2][j2 + 1]);
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) ops.push({ kind: " ", text: a[i], a: i++, b: j++ });
    else if (i < a.length && (j >= b.length || common[i + 1][j] >= common[i][j + 1]))
      ops.push({ kind: "-", text: a[i], a: i++, b: j });
    else ops.push({ kind: "+", text: b[j], a: i, b: j++ });
  }
  return ops;
}
function range(start, count) {
  if (count === 0) return `${start},0`;
  return count === 1 ? `${start + 1}` : `${start + 1},${count}`;
}
// src/publish/pull-files.ts
var NotRegularFileError = class extends Error {
};
async function whyNotRegularFile(path) {
  let stats;
  try {
    stats = await (0, import_promises2.lstat)(path);
  } catch (e) {
    if (e.code === "ENOENT") return void 0;
    throw e;
  }
  if (stats.isSymbolicLink()) return "it is a symbolic link: pull writes only regular files, never through a link";
  if (stats.isDirectory()) return "it is a directory, not a regular file";
  if (!stats.isFile()) return "it is not a regular file (a FIFO, socket or device)";
  return void 0;
}
async function readFolderFile(path) {
  const refused = await whyNotRegularFile(path);
  if (refused !== void 0) return { kind: "refused", reason: refused };
  try {
    return { kind: "file", text: await (0, import_promises2.readFile)(path, "utf8") };
  } catch (e) {
    if (e.code === "ENOENT") return { kind: "missing" };
    throw e;
  }
}
async function replaceFolderFile(dir, name, text) {
  const target = (0, import_node_path3.join)(dir, name);
  const refused = await whyNotRegularFile(target);
  if (refused !== void 0) throw new NotRegularFileError(refused);
  const temporary = (0, import_node_path3.join)(dir, `.${name}.${(0, import_node_crypto.randomBytes)(6).toString("hex")}.tmp`);
  try {
    await (0, import_promises2.writeFile)(temporary, text, { flag: "wx" });
    await (0, import_promises2.rename)(temporary, target);
  } catch (e) {
    await (0, import_promises2.rm)(temporary, { force: true });
    throw e;
  }
}
function writeFailure(error) {
  if (error instanceof NotRegularFileError) return error.message;
  return `cannot write it: ${error.code ?? String(error)}`;
}
// src/publish/pull-file-name.ts
function audienceSlug(name) {
  const slug = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80).replace(/-+$/, "");
  return slug === "" ? "audience" : slug;
}
var PULLED_SUFFIX = ".audience.yaml";
function isPullFileName(file) {
  if (!file.endsWith(PULLED_SUFFIX)) return false;
  const stem = file.slice(0, -PULLED_SUFFIX.length);
  const numbered = /^(.+)-([2-9]|[1-9][0-9]+)$/.exec(stem);
  return stem === audienceSlug(stem) || numbered !== null && numbered[1] === audienceSlug(numbered[1]);
}
function aliasOfFile(file) {
  return file.endsWith(PULLED_SUFFIX) ? file.slice(0, -PULLED_SUFFIX.length) : file;
}
function pullFileNames(definitions, kept) {
  const files = /* @__PURE__ */ new Map();
  const taken = /* @__PURE__ */ new Set();
  for (const d of definitions) {
    const file = kept.get(d.id);
    if (file !== void 0 && !taken.has(file)) {
      files.set(d.id, file);
      taken.add(file);
    }
  }
  const fresh = definitions.filter((d) => !files.has(d.id)).sort((a, b) => (a.creationTime ?? Number.MAX_SAFE_INTEGER) - (b.creationTime ?? Number.MAX_SAFE_INTEGER) || compare(a.id, b.id));
  for (const d of fresh) {
    const slug = audienceSlug(d.name);
    let file = `${slug}${PULLED_SUFFIX}`;
    for (let n = 2; taken.has(file); n++) file = `${slug}-${n}${PULLED_SUFFIX}`;
    files.set(d.id, file);
    taken.add(file);
  }
  return files;
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
// src/publish/pull-render.ts
var import_yaml = (0, import_cli_chunk_ZHMSISMR.__toESM)((0, import_cli_chunk_ZD3FC7HB.require_dist)(), 1);
// src/publish/pull-expression.ts
function pulledExpression(expression) {
  if (expression.format === "pql/text" && typeof expression.value === "string")
    return { ok: true, text: expression.value, format: "pql/text" };
  if (expression.format === "pql/json" && typeof expression.value === "string") {
    const read = (0, import_cli_chunk_CQA3LC7B.pqlTextOf)(expression.value, { width: Number.POSITIVE_INFINITY });
    if (read.ok) return { ok: true, text: read.text, format: "pql/json" };
    const at = read.error.pointer === "" ? "" : ` at ${read.error.pointer}`;
    return { ok: false, reason: `its pql/json expression cannot be read${at}: ${read.error.message}` };
  }
  return { ok: false, reason: `its expression format ${JSON.stringify(expression.format ?? null)} is not one pull knows` };
}
// src/publish/pull-render.ts
function renderAudienceFile(fileName, definition, alias, aliasOf) {
  if (typeof definition.name !== "string" || definition.name.trim() === "")
    return { ok: false, reason: "it has no name (an audience file needs one)" };
  const expression = pulledExpression(definition.expression ?? {});
  if (!expression.ok) return expression;
  const notes = [];
  const pql = withAliases(expression.text, aliasOf);
  const value = expression.format === "pql/json" ? jsonValue(pql) : pql;
  if (value === void 0) return { ok: false, reason: "its pql/json expression does not read back as PQL" };
  const doc = new import_yaml.Document(fields(definition, expression.format, value, alias));
  flowToggles(doc);
  const text = doc.toString({ lineWidth: 0 });
  const formatted = (0, import_cli_chunk_Q3LJKXLG.formatAudienceFile)(fileName, text);
  if (!formatted.ok) notes.push("its expression does not parse here: written as the org has it, not formatted");
  const recorded = (0, import_cli_chunk_Q66A3SKG.recordId)(fileName, formatted.ok ? formatted.output : text, 0, definition.id);
  if (!recorded.ok) return { ok: false, reason: `could not record its id: ${recorded.reason}` };
  const loaded = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(fileName, recorded.text);
  const back = loaded.audiences[0]?.definition;
  if (loaded.problems.length > 0 || back?.name !== definition.name || back["x-pql-audience"]?.id !== definition.id)
    return { ok: false, reason: `the file written for it does not read back: ${loaded.problems[0]?.message ?? "a field differs"}` };
  return { ok: true, text: recorded.text, notes };
}
function jsonValue(pql) {
  const { ast } = (0, import_cli_chunk_TE2BRFRC.parse)(pql);
  return ast ? (0, import_cli_chunk_CQA3LC7B.pqlJsonText)(ast, 2) : void 0;
}
function withAliases(pql, aliasOf) {
  const { ast } = (0, import_cli_chunk_TE2BRFRC.parse)(pql);
  if (!ast) return pql;
  let out = pql;
  const references = (0, import_cli_chunk_ZAAJEBAH.extractFacts)(ast).segments.filter((s) => s.id !== null && !s.id.startsWith(import_cli_chunk_RSFATH5P.ALIAS_PREFIX));
  for (const ref of references.sort((a, b) => b.idSpan.start.offset - a.idSpan.start.offset)) {
    const alias = aliasOf(ref.id);
    if (alias === void 0) continue;
    out = `${out.slice(0, ref.idSpan.start.offset)}${JSON.stringify(`${import_cli_chunk_RSFATH5P.ALIAS_PREFIX}${alias}`)}${out.slice(ref.idSpan.end.offset)}`;
  }
  return out;
}
function fields(d, format, value, alias) {
  const toggle = (t) => typeof t?.enabled === "boolean" ? { enabled: t.enabled } : void 0;
  const info = d.evaluationInfo;
  const evaluationInfo = info ? Object.fromEntries(["batch", "continuous", "synchronous"].flatMap((k) => toggle(info[k]) ? [[k, toggle(info[k])]] : [])) : void 0;
  const type = d.expression?.type === "ARL" ? "ARL" : "PQL";
  const entries = [
    ["name", d.name],
    ["description", d.description || void 0],
    ["expression", { type, format, value }],
    ["evaluationInfo", evaluationInfo && Object.keys(evaluationInfo).length > 0 ? evaluationInfo : void 0],
    ["schema", d.schema?.name ? { name: d.schema.name } : void 0],
    ["mergePolicyId", d.mergePolicyId || void 0],
    ["ttlInDays", Number.isInteger(d.ttlInDays) && d.ttlInDays > 0 ? d.ttlInDays : void 0],
    ["x-pql-audience", { alias }]
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== void 0));
}
function flowToggles(doc) {
  const info = (0, import_yaml.isMap)(doc.contents) ? doc.contents.get("evaluationInfo", true) : void 0;
  if (!(0, import_yaml.isMap)(info)) return;
  for (const pair of info.items) if ((0, import_yaml.isPair)(pair) && (0, import_yaml.isMap)(pair.value) && (0, import_yaml.isScalar)(pair.key)) pair.value.flow = true;
}
// src/publish/pull-plan.ts
function pullTargets(definitions, state, filters) {
  const kept = new Map([...state].map(([file, record]) => [record.id, file]));
  const files = pullFileNames(definitions, kept);
  const matches = filters.name === void 0 ? () => true : globMatcher(filters.name);
  return definitions.filter((d) => (filters.method === void 0 || (0, import_cli_chunk_ZAAJEBAH.statedMethod)(d.evaluationInfo) === filters.method) && matches(d.name)).map((definition) => ({ definition, file: files.get(definition.id) })).sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
}
function planPull(input) {
  const pulled = new Map(input.targets.map((t) => [t.definition.id, t.file]));
  const aliasOf = (id) => {
    const file = pulled.get(id);
    return file === void 0 ? void 0 : aliasOfFile(file);
  };
  const entries = input.targets.map(({ definition, file }) => {
    const base = { name: definition.name, id: definition.id };
    const rendered = renderAudienceFile(file, definition, aliasOfFile(file), aliasOf);
    if (!rendered.ok) return { ...base, action: "unsupported", reason: rendered.reason, notes: [] };
    const refused = input.refused.get(file);
    if (refused !== void 0) return { ...base, file, action: "refused", reason: refused, notes: [] };
    const current = input.current.get(file);
    const entry = { ...base, file, text: rendered.text, notes: rendered.notes, ...current !== void 0 ? { current } : {} };
    if (current === void 0 && input.state.get(file)?.id === definition.id && !input.force)
      return { ...entry, action: "local-change", reason: "deleted here since the last pull" };
    if (current === void 0) return { ...entry, action: "create" };
    if (current === rendered.text) return { ...entry, action: "unchanged" };
    if (input.asLastPulled(file, current)) return { ...entry, action: "update" };
    const reason = input.state.has(file) ? "changed here since the last pull" : "not written by pull (the pull state does not list it), and not what the org has";
    return { ...entry, action: input.force ? "overwrite" : "local-change", reason };
  });
  if (!input.filtered) {
    for (const [file, record] of input.state)
      if (!input.liveIds.has(record.id) && !pulled.has(record.id))
        entries.push({
          action: "gone",
          name: aliasOfFile(file),
          id: record.id,
          file,
          reason: `its definition ${record.id} is no longer in the sandbox`,
          notes: []
        });
  }
  return entries;
}
function globMatcher(glob) {
  const source = [...glob].map((c) => c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\]/g, "\\$&")).join("");
  const pattern = new RegExp(`^${source}$`, "isu");
  return (name) => pattern.test(name);
}
// src/publish/pull-state.ts
var PULL_STATE_FILE = ".pql-audience-pull.json";
function sha256(text) {
  return (0, import_node_crypto2.createHash)("sha256").update(text, "utf8").digest("hex");
}
async function readPullState(dir) {
  let text;
  try {
    const file = await readFolderFile((0, import_node_path4.join)(dir, PULL_STATE_FILE));
    if (file.kind === "missing") return { state: /* @__PURE__ */ new Map(), refused: [] };
    if (file.kind === "refused") return { state: /* @__PURE__ */ new Map(), refused: [], problem: file.reason };
    text = file.text;
  } catch (e) {
    return { state: /* @__PURE__ */ new Map(), refused: [], problem: `cannot read it: ${e.code ?? String(e)}` };
  }
  try {
    const files = JSON.parse(text).files;
    if (typeof files !== "object" || files === null) throw new Error("no `files` object");
    const state = /* @__PURE__ */ new Map();
    const refused = [];
    for (const [file, record] of Object.entries(files)) {
      const { id, sha256: hash } = record ?? {};
      if (!isPullFileName(file)) refused.push({ entry: file, reason: `not a file name pull makes (<slug>${PULLED_SUFFIX})` });
      else if (typeof id !== "string" || typeof hash !== "string") refused.push({ entry: file, reason: "not an `id` and a `sha256`" });
      else state.set(file, { id, sha256: hash });
    }
    return { state, refused };
  } catch (e) {
    return { state: /* @__PURE__ */ new Map(), refused: [], problem: `it is not a pull state: ${e.message}` };
  }
}
function pullStateText(state) {
  const files = Object.fromEntries([...state].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
  return `${JSON.stringify({ $comment: "written by `pql-audience pull`: what it last wrote to each file (docs/publishing.md)", files }, null, 2)}
`;
}
async function writePullState(dir, state) {
  await replaceFolderFile(dir, PULL_STATE_FILE, pullStateText(state));
}
// src/publish/pull.ts
async function prepareFolder(out, create) {
  try {
    if (!(await (0, import_promises.stat)(out)).isDirectory()) return `${out} is not a directory`;
    return void 0;
  } catch (e) {
    const code = e.code;
    if (code !== "ENOENT") return `cannot use ${out}: ${code ?? String(e)}`;
  }
  if (!create) return void 0;
  try {
    await (0, import_promises.mkdir)(out, { recursive: true });
    return void 0;
  } catch (e) {
    return `cannot create ${out}: ${e.code ?? String(e)}`;
  }
}
async function pullDefinitions(client, options) {
  const definitions = await (0, import_cli_chunk_UH3SR4BV.listAllSegmentDefinitions)(client);
  const { state, problem, refused } = await readPullState(options.out);
  const targets = pullTargets(definitions, state, options);
  const current = /* @__PURE__ */ new Map();
  const refusedFiles = /* @__PURE__ */ new Map();
  for (const { file } of targets) {
    const found = await readFolderFile((0, import_node_path2.join)(options.out, file));
    if (found.kind === "refused") refusedFiles.set(file, found.reason);
    current.set(file, found.kind === "file" ? found.text : void 0);
  }
  const entries = planPull({
    targets,
    liveIds: new Set(definitions.map((d) => d.id)),
    state,
    current,
    refused: refusedFiles,
    asLastPulled: (file, text) => state.get(file)?.sha256 === sha256(text),
    filtered: options.method !== void 0 || options.name !== void 0,
    force: Boolean(options.force)
  });
  const report = { entries, failed: [], diffs: [], refusedState: refused, ...problem ? { stateProblem: problem } : {} };
  if (options.check) {
    for (const e of entries)
      if (e.text !== void 0 && e.text !== e.current)
        report.diffs.push(unifiedDiff(e.current ?? "", e.text, e.current === void 0 ? "/dev/null" : `a/${e.file}`, `b/${e.file}`));
    return report;
  }
  const before = pullStateText(state);
  for (const e of entries) {
    if (e.file === void 0 || e.text === void 0 || e.action === "local-change" || e.action === "refused") continue;
    if (e.action !== "unchanged") {
      try {
        await replaceFolderFile(options.out, e.file, e.text);
      } catch (error) {
        report.failed.push({ file: e.file, reason: writeFailure(error) });
        continue;
      }
    }
    state.set(e.file, { id: e.id, sha256: sha256(e.text) });
  }
  if (pullStateText(state) !== before || (problem !== void 0 || refused.length > 0) && state.size > 0) {
    try {
      await writePullState(options.out, state);
    } catch (error) {
      report.failed.push({ file: PULL_STATE_FILE, reason: writeFailure(error) });
    }
  }
  return report;
}
// src/cli/pull-run.ts
async function runPull(args) {
  const debug = Boolean(args.debug);
  const folder = await prepareFolder(args.out, false);
  if (folder !== void 0) {
    import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: --out: ${folder}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(debug);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  if (!args.check) {
    const created = await prepareFolder(args.out, true);
    if (created !== void 0) {
      import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: --out: ${created}
`);
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
  }
  let report;
  try {
    report = await pullDefinitions(session.client, {
      out: args.out,
      method: args.method,
      name: args.name,
      check: args.check,
      force: args.force
    });
  } catch (e) {
    if (e instanceof import_cli_chunk_5Y3BX2GH.ApiError) {
      (0, import_cli_chunk_HFB2OUYQ.reportApiError)("could not list segment definitions", e, debug);
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
    throw e;
  }
  const stateFile = (0, import_node_path.join)(args.out, PULL_STATE_FILE);
  if (report.stateProblem) import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ignored ${stateFile}: ${report.stateProblem}
`);
  for (const r of report.refusedState) import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${stateFile}: refused its entry "${(0, import_cli_chunk_JJSKHFYR.visibleControls)(r.entry)}": ${r.reason}
`);
  for (const e of report.entries.filter((x) => x.action === "unsupported"))
    import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: skipped "${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.name)}" (${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.id)}): ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.reason ?? "")}
`);
  return args.check ? reportCheck(report, args) : reportPull(report, args);
}
var SIGNS = {
  create: "+ create   ",
  update: "~ update   ",
  unchanged: "= unchanged",
  "local-change": "! kept     ",
  overwrite: "! overwrite",
  unsupported: "? skipped  ",
  gone: "- gone     ",
  refused: "! refused  "
};
function line(e, out, width) {
  const file = (0, import_node_path.join)(out, e.file ?? "").padEnd(width);
  const why = e.action === "local-change" ? `: ${e.reason}; --force overwrites it` : e.reason && e.action !== "unsupported" ? `: ${e.reason}` : "";
  return `${SIGNS[e.action]}  ${file}  ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.name)}${(0, import_cli_chunk_JJSKHFYR.visibleControls)(why)}
`;
}
function reportPull(report, args) {
  const shown = report.entries.filter((e) => e.action !== "unchanged" && e.action !== "unsupported");
  const width = Math.max(0, ...shown.map((e) => (0, import_node_path.join)(args.out, e.file ?? "").length));
  for (const e of shown) {
    import_cli_chunk_VFSYOTZ5.stdout.write(line(e, args.out, width));
    for (const note of e.notes) import_cli_chunk_VFSYOTZ5.stdout.write(`    note: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(note)}
`);
  }
  for (const f of report.failed) import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${(0, import_node_path.join)(args.out, f.file)}: ${f.reason}
`);
  const count = (a) => report.entries.filter((e) => e.action === a).length;
  const pulled = report.entries.filter((e) => e.action !== "gone" && e.action !== "unsupported" && e.action !== "refused").length;
  const parts = [
    `${count("create")} created`,
    `${count("update") + count("overwrite")} updated`,
    `${count("unchanged")} unchanged`,
    ...count("local-change") > 0 ? [`${count("local-change")} kept (changed here; --force overwrites)`] : [],
    ...count("refused") > 0 ? [`${count("refused")} refused (not a regular file)`] : [],
    ...count("gone") > 0 ? [`${count("gone")} gone from the sandbox`] : [],
    ...count("unsupported") > 0 ? [`${count("unsupported")} skipped (not pulled: see above)`] : []
  ];
  import_cli_chunk_VFSYOTZ5.stdout.write(`Pulled ${pulled} audience${pulled === 1 ? "" : "s"} into ${args.out}: ${parts.join(", ")}.
`);
  const problems = count("local-change") + count("refused") + count("unsupported") + report.failed.length + report.refusedState.length;
  return problems > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function reportCheck(report, args) {
  for (const diff of report.diffs) import_cli_chunk_VFSYOTZ5.stdout.write(diff);
  const gone = report.entries.filter((e) => e.action === "gone");
  for (const e of gone) import_cli_chunk_VFSYOTZ5.stdout.write(`${(0, import_node_path.join)(args.out, e.file)}: ${e.reason}
`);
  const refused = report.entries.filter((e) => e.action === "refused");
  for (const e of refused) import_cli_chunk_VFSYOTZ5.stdout.write(`${(0, import_node_path.join)(args.out, e.file)}: refused: ${e.reason}
`);
  const compared = report.entries.filter((e) => e.text !== void 0).length;
  const drifted = report.diffs.length + gone.length + refused.length;
  const skipped = report.entries.filter((e) => e.action === "unsupported").length;
  const verdict = drifted === 0 ? `${compared} audience${compared === 1 ? "" : "s"} in step with the sandbox` : `${drifted} of ${compared + gone.length + refused.length} audience files differ from the sandbox; \`pql-audience pull\` brings them in step`;
  const skippedNote = skipped > 0 ? `; ${skipped} definition${skipped === 1 ? "" : "s"} skipped (not pulled: see above)` : "";
  import_cli_chunk_VFSYOTZ5.stdout.write(`${verdict}${skippedNote}.
`);
  if (drifted > 0 && !(0, import_node_fs.existsSync)((0, import_node_path.join)(args.out, PULL_STATE_FILE)))
    import_cli_chunk_VFSYOTZ5.stderr.write(
      `pql-audience: ${args.out} has no ${PULL_STATE_FILE}: \`pull --check\` compares with a folder \`pull\` wrote, layout and all; for files written by hand, \`pql-audience publish --dry-run\` compares by content
`
    );
  return drifted + skipped + report.refusedState.length > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runPull
});
})
