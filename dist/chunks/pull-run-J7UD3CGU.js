import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  recordId
} from "./chunk-5QGGBZUZ.js";
import "./chunk-NH35IX5Z.js";
import {
  pqlJsonText,
  pqlTextOf
} from "./chunk-AGNXLSKF.js";
import {
  listAllSegmentDefinitions
} from "./chunk-XLTW5S4D.js";
import {
  openSession,
  reportApiError
} from "./chunk-KIQPUHTF.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  ApiError
} from "./chunk-U4ZDIJLP.js";
import "./chunk-ANQNKNO5.js";
import {
  extractFacts,
  statedMethod
} from "./chunk-GADSSRPE.js";
import {
  formatAudienceFile,
  loadAudienceFile,
  require_dist
} from "./chunk-3VZEPMB4.js";
import {
  ALIAS_PREFIX
} from "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import {
  parse
} from "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import {
  __toESM
} from "./chunk-22DAHCAE.js";

// src/cli/pull-run.ts
import { join as join3 } from "node:path";

// src/publish/pull.ts
import { mkdir, readFile as readFile2, stat, writeFile as writeFile2 } from "node:fs/promises";
import { join as join2 } from "node:path";

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

// src/publish/pull-file-name.ts
function audienceSlug(name) {
  const slug = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80).replace(/-+$/, "");
  return slug === "" ? "audience" : slug;
}
var PULLED_SUFFIX = ".audience.yaml";
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
var import_yaml = __toESM(require_dist(), 1);

// src/publish/pull-expression.ts
function pulledExpression(expression) {
  if (expression.format === "pql/text" && typeof expression.value === "string")
    return { ok: true, text: expression.value, format: "pql/text" };
  if (expression.format === "pql/json" && typeof expression.value === "string") {
    const read = pqlTextOf(expression.value, { width: Number.POSITIVE_INFINITY });
    if (read.ok) return { ok: true, text: read.text, format: "pql/json" };
    const at = read.error.pointer === "" ? "" : ` at ${read.error.pointer}`;
    return { ok: false, reason: `its pql/json expression cannot be read${at}: ${read.error.message}` };
  }
  return { ok: false, reason: `its expression format ${JSON.stringify(expression.format ?? null)} is not one pull knows` };
}

// src/publish/pull-render.ts
function renderAudienceFile(fileName, definition, alias, aliasOf) {
  const expression = pulledExpression(definition.expression ?? {});
  if (!expression.ok) return expression;
  const notes = [];
  const pql = withAliases(expression.text, aliasOf);
  const value = expression.format === "pql/json" ? jsonValue(pql) : pql;
  if (value === void 0) return { ok: false, reason: "its pql/json expression does not read back as PQL" };
  const doc = new import_yaml.Document(fields(definition, expression.format, value, alias));
  flowToggles(doc);
  const text = doc.toString({ lineWidth: 0 });
  const formatted = formatAudienceFile(fileName, text);
  if (!formatted.ok) notes.push("its expression does not parse here: written as the org has it, not formatted");
  const recorded = recordId(fileName, formatted.ok ? formatted.output : text, 0, definition.id);
  if (!recorded.ok) return { ok: false, reason: `could not record its id: ${recorded.reason}` };
  const loaded = loadAudienceFile(fileName, recorded.text);
  const back = loaded.audiences[0]?.definition;
  if (loaded.problems.length > 0 || back?.name !== definition.name || back["x-pql-audience"]?.id !== definition.id)
    return { ok: false, reason: `the file written for it does not read back: ${loaded.problems[0]?.message ?? "a field differs"}` };
  return { ok: true, text: recorded.text, notes };
}
function jsonValue(pql) {
  const { ast } = parse(pql);
  return ast ? pqlJsonText(ast, 2) : void 0;
}
function withAliases(pql, aliasOf) {
  const { ast } = parse(pql);
  if (!ast) return pql;
  let out = pql;
  const references = extractFacts(ast).segments.filter((s) => s.id !== null && !s.id.startsWith(ALIAS_PREFIX));
  for (const ref of references.sort((a, b) => b.idSpan.start.offset - a.idSpan.start.offset)) {
    const alias = aliasOf(ref.id);
    if (alias === void 0) continue;
    out = `${out.slice(0, ref.idSpan.start.offset)}${JSON.stringify(`${ALIAS_PREFIX}${alias}`)}${out.slice(ref.idSpan.end.offset)}`;
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
  return definitions.filter((d) => (filters.method === void 0 || statedMethod(d.evaluationInfo) === filters.method) && matches(d.name)).map((definition) => ({ definition, file: files.get(definition.id) })).sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
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
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
var PULL_STATE_FILE = ".pql-audience-pull.json";
function sha256(text) {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
async function readPullState(dir) {
  let text;
  try {
    text = await readFile(join(dir, PULL_STATE_FILE), "utf8");
  } catch (e) {
    if (e.code === "ENOENT") return { state: /* @__PURE__ */ new Map() };
    return { state: /* @__PURE__ */ new Map(), problem: `cannot read it: ${e.code ?? String(e)}` };
  }
  try {
    const files = JSON.parse(text).files;
    if (typeof files !== "object" || files === null) throw new Error("no `files` object");
    const state = /* @__PURE__ */ new Map();
    for (const [file, record] of Object.entries(files)) {
      const { id, sha256: hash } = record ?? {};
      if (typeof id === "string" && typeof hash === "string" && !file.includes("/") && !file.includes("\\"))
        state.set(file, { id, sha256: hash });
    }
    return { state };
  } catch (e) {
    return { state: /* @__PURE__ */ new Map(), problem: `it is not a pull state: ${e.message}` };
  }
}
function pullStateText(state) {
  const files = Object.fromEntries([...state].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
  return `${JSON.stringify({ $comment: "written by `pql-audience pull`: what it last wrote to each file (docs/publishing.md)", files }, null, 2)}
`;
}
async function writePullState(dir, state) {
  await writeFile(join(dir, PULL_STATE_FILE), pullStateText(state));
}

// src/publish/pull.ts
async function prepareFolder(out, create) {
  try {
    if (!(await stat(out)).isDirectory()) return `${out} is not a directory`;
    return void 0;
  } catch (e) {
    const code = e.code;
    if (code !== "ENOENT") return `cannot use ${out}: ${code ?? String(e)}`;
  }
  if (!create) return void 0;
  try {
    await mkdir(out, { recursive: true });
    return void 0;
  } catch (e) {
    return `cannot create ${out}: ${e.code ?? String(e)}`;
  }
}
async function pullDefinitions(client, options) {
  const definitions = await listAllSegmentDefinitions(client);
  const { state, problem } = await readPullState(options.out);
  const targets = pullTargets(definitions, state, options);
  const current = /* @__PURE__ */ new Map();
  for (const { file } of targets) current.set(file, await readIfThere(join2(options.out, file)));
  const entries = planPull({
    targets,
    liveIds: new Set(definitions.map((d) => d.id)),
    state,
    current,
    asLastPulled: (file, text) => state.get(file)?.sha256 === sha256(text),
    filtered: options.method !== void 0 || options.name !== void 0,
    force: Boolean(options.force)
  });
  const report = { entries, failed: [], diffs: [], ...problem ? { stateProblem: problem } : {} };
  if (options.check) {
    for (const e of entries)
      if (e.text !== void 0 && e.text !== e.current)
        report.diffs.push(unifiedDiff(e.current ?? "", e.text, e.current === void 0 ? "/dev/null" : `a/${e.file}`, `b/${e.file}`));
    return report;
  }
  const before = pullStateText(state);
  for (const e of entries) {
    if (e.file === void 0 || e.text === void 0 || e.action === "local-change") continue;
    if (e.action !== "unchanged") {
      try {
        await writeFile2(join2(options.out, e.file), e.text);
      } catch (error) {
        report.failed.push({ file: e.file, reason: `cannot write it: ${error.code ?? String(error)}` });
        continue;
      }
    }
    state.set(e.file, { id: e.id, sha256: sha256(e.text) });
  }
  if (pullStateText(state) !== before || problem !== void 0 && state.size > 0) {
    try {
      await writePullState(options.out, state);
    } catch (error) {
      report.failed.push({ file: PULL_STATE_FILE, reason: `cannot write it: ${error.code ?? String(error)}` });
    }
  }
  return report;
}
async function readIfThere(path) {
  try {
    return await readFile2(path, "utf8");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "EISDIR") return void 0;
    throw e;
  }
}

// src/cli/pull-run.ts
async function runPull(args) {
  const debug = Boolean(args.debug);
  const folder = await prepareFolder(args.out, false);
  if (folder !== void 0) {
    stderr.write(`pql-audience: --out: ${folder}
`);
    return ExitCode.Usage;
  }
  const session = await openSession(debug);
  if (!session) return ExitCode.Usage;
  if (!args.check) {
    const created = await prepareFolder(args.out, true);
    if (created !== void 0) {
      stderr.write(`pql-audience: --out: ${created}
`);
      return ExitCode.Usage;
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
    if (e instanceof ApiError) {
      reportApiError("could not list segment definitions", e, debug);
      return ExitCode.Usage;
    }
    throw e;
  }
  if (report.stateProblem) stderr.write(`pql-audience: ignored ${join3(args.out, PULL_STATE_FILE)}: ${report.stateProblem}
`);
  for (const e of report.entries.filter((x) => x.action === "unsupported"))
    stderr.write(`pql-audience: skipped "${e.name}" (${e.id}): ${e.reason}
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
  gone: "- gone     "
};
function line(e, out, width) {
  const file = join3(out, e.file ?? "").padEnd(width);
  const why = e.action === "local-change" ? `: ${e.reason}; --force overwrites it` : e.reason && e.action !== "unsupported" ? `: ${e.reason}` : "";
  return `${SIGNS[e.action]}  ${file}  ${e.name}${why}
`;
}
function reportPull(report, args) {
  const shown = report.entries.filter((e) => e.action !== "unchanged" && e.action !== "unsupported");
  const width = Math.max(0, ...shown.map((e) => join3(args.out, e.file ?? "").length));
  for (const e of shown) {
    stdout.write(line(e, args.out, width));
    for (const note of e.notes) stdout.write(`    note: ${note}
`);
  }
  for (const f of report.failed) stderr.write(`pql-audience: ${join3(args.out, f.file)}: ${f.reason}
`);
  const count = (a) => report.entries.filter((e) => e.action === a).length;
  const pulled = report.entries.filter((e) => e.action !== "gone" && e.action !== "unsupported").length;
  const parts = [
    `${count("create")} created`,
    `${count("update") + count("overwrite")} updated`,
    `${count("unchanged")} unchanged`,
    ...count("local-change") > 0 ? [`${count("local-change")} kept (changed here; --force overwrites)`] : [],
    ...count("unsupported") > 0 ? [`${count("unsupported")} skipped`] : [],
    ...count("gone") > 0 ? [`${count("gone")} gone from the sandbox`] : []
  ];
  stdout.write(`Pulled ${pulled} audience${pulled === 1 ? "" : "s"} into ${args.out}: ${parts.join(", ")}.
`);
  return count("local-change") + report.failed.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}
function reportCheck(report, args) {
  for (const diff of report.diffs) stdout.write(diff);
  const gone = report.entries.filter((e) => e.action === "gone");
  for (const e of gone) stdout.write(`${join3(args.out, e.file)}: ${e.reason}
`);
  const compared = report.entries.filter((e) => e.text !== void 0).length;
  const drifted = report.diffs.length + gone.length;
  stdout.write(
    drifted === 0 ? `${compared} audience${compared === 1 ? "" : "s"} in step with the sandbox.
` : `${drifted} of ${compared + gone.length} audience files differ from the sandbox; \`pql-audience pull\` brings them in step.
`
  );
  return drifted > 0 ? ExitCode.Problems : ExitCode.Ok;
}
export {
  runPull
};
