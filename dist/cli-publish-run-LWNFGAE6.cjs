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
  runPublish: () => runPublish
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_Q66A3SKG = require("./cli-chunk-Q66A3SKG.cjs");
var import_cli_chunk_UH3SR4BV = require("./cli-chunk-UH3SR4BV.cjs");
var import_cli_chunk_YOGZCCVX = require("./cli-chunk-YOGZCCVX.cjs");
var import_cli_chunk_KHOFP2T3 = require("./cli-chunk-KHOFP2T3.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_F6I4QE4Z = require("./cli-chunk-F6I4QE4Z.cjs");
var import_cli_chunk_OS3R4Z3T = require("./cli-chunk-OS3R4Z3T.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_HFB2OUYQ = require("./cli-chunk-HFB2OUYQ.cjs");
var import_cli_chunk_BTDZ4TY6 = require("./cli-chunk-BTDZ4TY6.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
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
var import_promises = require("node:readline/promises");
var import_promises2 = require("node:fs/promises");
// src/cli/publish-run.ts
// src/publish/dangling-references.ts
function danglingReferences(candidates, steps, live) {
  const errors = [];
  candidates.forEach((c, i) => {
    const step = steps[i];
    if (step.action === "refused") return;
    const dangling = c.references.filter((r) => !r.id.startsWith(import_cli_chunk_RSFATH5P.ALIAS_PREFIX) && !live.has(r.id));
    if (dangling.length === 0) return;
    for (const ref of dangling)
      errors.push({
        file: c.file,
        line: ref.at?.line ?? 1,
        column: ref.at?.column ?? 1,
        message: `inSegment("${ref.id}") names no segment definition in the sandbox, and no audience of this publish creates it`,
        hints: hintsFor(ref.id, candidates)
      });
    step.action = "refused";
    step.reasons = dangling.map((r) => `references ${r.id}, which is not in the sandbox (see the error below)`);
    delete step.body;
    delete step.remoteId;
    step.changes = [];
  });
  return errors;
}
function hintsFor(id, candidates) {
  const owner = candidates.find((c) => c.definition["x-pql-audience"]?.id === id);
  if (!owner) return ["publish the audience it means first, or correct the id (`segments list` shows the sandbox's)"];
  const alias = owner.definition["x-pql-audience"]?.alias;
  const where = `${owner.file} records this id, but its definition is not in this sandbox (it will get a new id)`;
  return [
    alias ? `${where}: reference it as inSegment("${import_cli_chunk_RSFATH5P.ALIAS_PREFIX}${alias}"), which publish resolves to the id it gets` : `${where}: give it an x-pql-audience.alias and reference that, which publish resolves to the id it gets`
  ];
}
// src/publish/same-expression.ts
function sameExpression(format, ours, live) {
  if (ours === live) return true;
  if (typeof live !== "string") return false;
  if (format === "pql/json") return sameJson(ours, live);
  if (format !== "pql/text") return false;
  const canonical = (text) => {
    const { ast } = (0, import_cli_chunk_TE2BRFRC.parse)(text);
    return ast ? (0, import_cli_chunk_UQL7A6YG.print)(ast, { width: Number.POSITIVE_INFINITY }) : void 0;
  };
  const mine = canonical(ours);
  return mine !== void 0 && mine === canonical(live);
}
function sameJson(ours, live) {
  try {
    return JSON.stringify(JSON.parse(ours)) === JSON.stringify(JSON.parse(live));
  } catch {
    return false;
  }
}
// src/publish/plan.ts
var compared = ["name", "description", "expression", "evaluationInfo", "schema", "mergePolicyId", "ttlInDays"];
function normalizedEvaluation(info) {
  const given = info ?? { batch: { enabled: true } };
  return [given.batch?.enabled, given.continuous?.enabled, given.synchronous?.enabled].map((v) => String(Boolean(v))).join(",");
}
function differences(body, live) {
  const changes = [];
  for (const field of compared) {
    switch (field) {
      case "expression":
        if (body.expression.format !== (live.expression?.format ?? "pql/text") || !sameExpression(body.expression.format, body.expression.value, live.expression?.value))
          changes.push("expression");
        break;
      case "evaluationInfo":
        if (normalizedEvaluation(body.evaluationInfo) !== normalizedEvaluation(live.evaluationInfo)) changes.push("evaluationInfo");
        break;
      case "schema":
        if ((body.schema?.name ?? void 0) !== (live.schema?.name ?? void 0)) changes.push("schema");
        break;
      default:
        if (body[field] !== void 0 && body[field] !== (live[field] ?? void 0)) changes.push(field);
    }
  }
  return changes;
}
function resolveAliases(value, references, idsByAlias) {
  const missing = [];
  let out = value;
  for (const ref of [...references].sort((a, b) => b.start - a.start)) {
    if (!ref.id.startsWith(import_cli_chunk_RSFATH5P.ALIAS_PREFIX)) continue;
    const alias = ref.id.slice(import_cli_chunk_RSFATH5P.ALIAS_PREFIX.length);
    const id = idsByAlias.get(alias);
    if (id === void 0) {
      missing.push(alias);
      continue;
    }
    out = `${out.slice(0, ref.start)}${JSON.stringify(id)}${out.slice(ref.end)}`;
  }
  return { value: out, missing };
}
function buildPlan(candidates, live) {
  const byId = new Map(live.map((d) => [d.id, d]));
  const claimed = new Set(candidates.flatMap((c) => c.definition["x-pql-audience"]?.id ?? []).filter((id) => byId.has(id)));
  const byName = new Map(live.filter((d) => !claimed.has(d.id)).map((d) => [d.name, d]));
  const idsByAlias = /* @__PURE__ */ new Map();
  for (const c of candidates) {
    const alias = c.definition["x-pql-audience"]?.alias;
    const match = matchLive(c, byId, byName);
    if (alias && match) idsByAlias.set(alias, match.id);
  }
  const steps = candidates.map((c) => {
    const name = c.definition.name;
    const alias = c.definition["x-pql-audience"]?.alias;
    const dependsOn = c.references.filter((r) => r.id.startsWith(import_cli_chunk_RSFATH5P.ALIAS_PREFIX)).map((r) => r.id.slice(import_cli_chunk_RSFATH5P.ALIAS_PREFIX.length));
    const recorded = c.definition["x-pql-audience"]?.id;
    const notes = recorded !== void 0 && !byId.has(recorded) ? [`x-pql-audience.id ${recorded} is not in this sandbox${byName.has(name) ? "; matched by name instead" : ""}`] : [];
    const method = (0, import_cli_chunk_ZAAJEBAH.statedMethod)(c.definition.evaluationInfo);
    const base = {
      file: c.file,
      name,
      method,
      reasons: [],
      changes: [],
      dependsOn,
      ...alias ? { alias } : {},
      ...notes.length > 0 ? { notes } : {}
    };
    const refusal = refusalReasons(c, method);
    if (refusal.length > 0) return { ...base, action: "refused", reasons: refusal };
    const body = (0, import_cli_chunk_BTDZ4TY6.createBody)(c.definition);
    const match = matchLive(c, byId, byName);
    if (!match) return { ...base, action: "create", body };
    const resolved = resolveAliases(body.expression.value, c.references, idsByAlias);
    const comparable = resolved.missing.length === 0 ? { ...body, expression: { ...body.expression, value: resolved.value } } : body;
    const changes = differences(comparable, match);
    return { ...base, action: changes.length === 0 ? "unchanged" : "update", remoteId: match.id, changes, body };
  });
  refuseDependentsOfRefused(steps);
  const errors = danglingReferences(candidates, steps, byId);
  const declared = new Set(candidates.flatMap((c) => matchLive(c, byId, byName)?.id ?? []));
  const orphans = live.filter((d) => !declared.has(d.id)).map((d) => ({ id: d.id, name: d.name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { steps, orphans, errors };
}
function matchLive(c, byId, byName) {
  const recorded = c.definition["x-pql-audience"]?.id;
  return (recorded !== void 0 ? byId.get(recorded) : void 0) ?? byName.get(c.definition.name);
}
function refusalReasons(c, method) {
  const reasons = [];
  for (const e of c.errors) reasons.push(`${e.code} at line ${e.line}: ${e.message}`);
  if (method === "edge") reasons.push(...edgeRefusal(c));
  return reasons;
}
function edgeRefusal(c) {
  if (c.verdict.eligible === null) return ["edge eligibility is unknown: it depends on a segment that could not be resolved"];
  if (c.verdict.eligible === true || c.errors.length > 0) return [];
  const reasons = c.verdict.reasons.filter((x) => x.severity === "error").map((r) => `${r.code} ${r.rule}: ${r.message}`);
  return reasons.length > 0 ? reasons : ["not edge-eligible"];
}
function refuseDependentsOfRefused(steps) {
  let changed = true;
  while (changed) {
    changed = false;
    const refusedAliases = new Set(steps.filter((s) => s.action === "refused" && s.alias).map((s) => s.alias));
    for (const s of steps) {
      if (s.action === "refused") continue;
      const blocked = s.dependsOn.filter((a) => refusedAliases.has(a) || !steps.some((o) => o.alias === a));
      if (blocked.length === 0) continue;
      s.action = "refused";
      s.reasons = blocked.map((a) => `references alias:${a}, which is not being published`);
      delete s.body;
      changed = true;
    }
  }
}
function applyOrder(plan) {
  const pending = plan.steps.filter((s) => s.action === "create" || s.action === "update");
  const done = new Set(plan.steps.filter((s) => s.action === "unchanged" && s.alias).map((s) => s.alias));
  const ordered = [];
  while (pending.length > 0) {
    const index = pending.findIndex((s) => s.dependsOn.every((a) => done.has(a) || !pending.some((p) => p.alias === a)));
    const [next] = pending.splice(Math.max(index, 0), 1);
    ordered.push(next);
    if (next.alias) done.add(next.alias);
  }
  return ordered;
}
// src/publish/apply.ts
async function applyPlan(plan, candidates, client, options = {}) {
  const idsByAlias = /* @__PURE__ */ new Map();
  for (const step of plan.steps) if (step.alias && step.remoteId) idsByAlias.set(step.alias, step.remoteId);
  const referencesOf = new Map(candidates.map((c) => [`${c.file}\0${c.definition.name}`, c.references]));
  const outcomes = /* @__PURE__ */ new Map();
  for (const step of plan.steps) {
    if (step.action === "unchanged") outcomes.set(step, { file: step.file, name: step.name, status: "unchanged", id: step.remoteId });
    if (step.action === "refused")
      outcomes.set(step, { file: step.file, name: step.name, status: step.action, detail: step.reasons.join("; ") });
  }
  const ordered = plan.errors.length > 0 ? [] : applyOrder(plan);
  if (plan.errors.length > 0)
    for (const step of applyOrder(plan))
      outcomes.set(step, { file: step.file, name: step.name, status: "blocked", detail: "not applied: the plan has errors" });
  let done = 0;
  for (const step of ordered) {
    options.onProgress?.(done, ordered.length, step);
    done++;
    const references = referencesOf.get(`${step.file}\0${step.name}`) ?? [];
    const resolved = resolveAliases(step.body.expression.value, references, idsByAlias);
    if (resolved.missing.length > 0) {
      outcomes.set(step, {
        file: step.file,
        name: step.name,
        status: "blocked",
        detail: `waits for ${resolved.missing.map((a) => `alias:${a}`).join(", ")}, which was not published`
      });
      continue;
    }
    const body = { ...step.body, expression: { ...step.body.expression, value: resolved.value } };
    try {
      const id = step.action === "update" ? await update(client, step.remoteId, body) : await create(client, body);
      if (step.alias) idsByAlias.set(step.alias, id.id);
      outcomes.set(step, { file: step.file, name: step.name, status: id.status, id: id.id });
    } catch (e) {
      if (!(e instanceof import_cli_chunk_5Y3BX2GH.ApiError)) throw e;
      outcomes.set(step, { file: step.file, name: step.name, status: "failed", detail: e.message });
    }
  }
  options.onProgress?.(done, ordered.length, ordered[ordered.length - 1]);
  const list = plan.steps.map((s) => outcomes.get(s));
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0, failed: 0, blocked: 0, deleted: 0 };
  for (const o of list) counts[o.status]++;
  const unfinished = counts.failed + counts.blocked;
  const pruned = [];
  for (const target of options.prune ?? []) {
    const outcome = unfinished > 0 ? {
      ...target,
      status: "blocked",
      detail: `not deleted: ${unfinished} of this run's creates and updates did not go through`
    } : await remove(client, target);
    pruned.push(outcome);
    counts[outcome.status]++;
  }
  return { outcomes: list, pruned, counts };
}
async function remove(client, target) {
  try {
    await (0, import_cli_chunk_UH3SR4BV.deleteSegmentDefinition)(client, target.id);
    return { ...target, status: "deleted" };
  } catch (e) {
    if (!(e instanceof import_cli_chunk_5Y3BX2GH.ApiError)) throw e;
    if (e.status === 404) return { ...target, status: "deleted" };
    return { ...target, status: "failed", detail: e.message };
  }
}
async function update(client, id, body) {
  await (0, import_cli_chunk_UH3SR4BV.updateSegmentDefinition)(client, id, body);
  return { id, status: "updated" };
}
async function readBack(client, name) {
  const [found] = await (0, import_cli_chunk_UH3SR4BV.findSegmentDefinitionsByName)(client, name);
  return found;
}
async function create(client, body) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const created = await (0, import_cli_chunk_UH3SR4BV.createSegmentDefinition)(client, body);
      return { id: created.id, status: "created" };
    } catch (e) {
      if (!(e instanceof import_cli_chunk_5Y3BX2GH.ApiError)) throw e;
      if (e.status === 422 || e.outcomeUnknown) {
        const live = await readBack(client, body.name);
        if (live) {
          if (differences(body, live).length === 0)
            return { id: live.id, status: e.outcomeUnknown ? "created" : "unchanged" };
          return update(client, live.id, body);
        }
        if (e.outcomeUnknown && attempt === 0) continue;
      }
      throw e;
    }
  }
  throw new Error("unreachable");
}
// src/publish/budgets.ts
function checkBudgets(plan, live, limits, prune = []) {
  const byId = new Map(live.map((d) => [d.id, d]));
  const now = (0, import_cli_chunk_ZAAJEBAH.emptyCounts)();
  for (const d of live) now[(0, import_cli_chunk_ZAAJEBAH.statedMethod)(d.evaluationInfo)]++;
  const after = { ...now };
  for (const step of plan.steps) {
    if (step.action === "create") after[step.method]++;
    if (step.action === "update") {
      after[(0, import_cli_chunk_ZAAJEBAH.statedMethod)(byId.get(step.remoteId)?.evaluationInfo)]--;
      after[step.method]++;
    }
  }
  for (const target of prune) {
    const definition = byId.get(target.id);
    if (definition) after[(0, import_cli_chunk_ZAAJEBAH.statedMethod)(definition.evaluationInfo)]--;
  }
  const uses = import_cli_chunk_ZAAJEBAH.BUDGET_NAMES.map((budget) => {
    const use = { budget, now: (0, import_cli_chunk_ZAAJEBAH.used)(now, budget), after: (0, import_cli_chunk_ZAAJEBAH.used)(after, budget), limit: limits[budget] };
    return { ...use, exceeded: use.after > use.limit && use.after > use.now };
  });
  return { uses, exceeded: uses.filter((u) => u.exceeded) };
}
// src/publish/candidates.ts
function publishInput(result) {
  const candidates = [];
  const unloaded = [];
  const pqlFiles = [];
  for (const file of result.files) {
    const loaded = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(file.file, file.source);
    if (loaded.kind === "pql") {
      pqlFiles.push(file.file);
      continue;
    }
    const loadProblems = loaded.problems.filter((p) => (0, import_cli_chunk_ZAAJEBAH.ruleByCodeOrName)(p.rule)?.meta.category === "audience");
    if (loadProblems.length > 0)
      unloaded.push({
        file: file.file,
        problems: loadProblems.map((p) => ({ line: p.range.start.line, column: p.range.start.column, message: p.message }))
      });
    const fileErrors = file.diagnostics.filter((d) => d.severity === "error" && !d.suppressed);
    loaded.audiences.forEach((audience, i) => {
      const errors = errorsOf(audience.range, loaded.audiences, fileErrors).map((d) => ({
        code: d.code,
        message: d.message,
        line: d.range.start.line
      }));
      const verdict = file.audiences[i]?.verdict ?? { eligible: false, type: null, reasons: [] };
      const { ast } = (0, import_cli_chunk_TE2BRFRC.parse)(audience.pql);
      const inValue = audience.definition.expression.format === "pql/json" ? (0, import_cli_chunk_ZD3FC7HB.pqlJsonTree)(audience.definition.expression.value) : void 0;
      const idSpans = inValue?.ok ? (0, import_cli_chunk_ZAAJEBAH.extractFacts)(inValue.ast).segments.map((s) => s.idSpan) : void 0;
      const references = ast ? (0, import_cli_chunk_ZAAJEBAH.extractFacts)(ast).segments.flatMap(
        (s, i2) => s.id === null ? [] : [{ id: s.id, ...offsets(idSpans?.[i2] ?? s.idSpan), at: lineAndColumn(audience.mapSpan(s.span)) }]
      ) : [];
      candidates.push({ file: file.file, index: audience.index, definition: audience.definition, verdict, errors, references });
    });
  }
  return { candidates, unloaded, pqlFiles };
}
function offsets(span) {
  return { start: span.start.offset, end: span.end.offset };
}
function lineAndColumn(span) {
  return { line: span.start.line, column: span.start.column };
}
function errorsOf(own, audiences, errors) {
  const inside = (d, range) => d.range.start.offset >= range.start.offset && d.range.start.offset <= range.end.offset;
  return errors.filter((d) => inside(d, own) || !audiences.some((a) => inside(d, a.range)));
}
// src/publish/record-ids.ts
async function recordPublishedIds(candidates, report) {
  const byFile = /* @__PURE__ */ new Map();
  report.outcomes.forEach((outcome, i) => {
    const candidate = candidates[i];
    if (!candidate || !outcome.id || !["created", "updated", "unchanged"].includes(outcome.status)) return;
    if (candidate.definition["x-pql-audience"]?.id === outcome.id) return;
    byFile.set(candidate.file, [...byFile.get(candidate.file) ?? [], { candidate, id: outcome.id }]);
  });
  const result = { recorded: [], failed: [] };
  for (const [file, entries] of byFile) {
    let text;
    try {
      text = await (0, import_promises2.readFile)(file, "utf8");
    } catch (e) {
      for (const { candidate, id } of entries)
        result.failed.push({
          file,
          name: candidate.definition.name,
          id,
          reason: `cannot read it: ${e.code ?? String(e)}`
        });
      continue;
    }
    const original = text;
    const done = [];
    for (const { candidate, id } of entries) {
      const edit = (0, import_cli_chunk_Q66A3SKG.recordId)(file, text, candidate.index ?? 0, id, candidate.definition);
      if (edit.ok) {
        text = edit.text;
        done.push({ file, name: candidate.definition.name, id });
      } else result.failed.push({ file, name: candidate.definition.name, id, reason: edit.reason });
    }
    if (text === original) continue;
    try {
      await (0, import_promises2.writeFile)(file, text);
      result.recorded.push(...done);
    } catch (e) {
      for (const d of done) result.failed.push({ ...d, reason: `cannot write it: ${e.code ?? String(e)}` });
    }
  }
  return result;
}
// src/report/publish-text.ts
var actionWords = {
  create: "create",
  update: "update",
  unchanged: "unchanged",
  refused: "refused"
};
var symbols = { create: "+", update: "~", unchanged: "=", refused: "x" };
function paint(color, code, text) {
  return color ? `\x1B[${code}m${text}\x1B[0m` : text;
}
var actionColor = { create: "32", update: "33", unchanged: "2", refused: "31" };
function planText(plan, options = {}) {
  const color = options.color ?? false;
  const prune = options.prune ?? false;
  const nameWidth = Math.max(4, ...plan.steps.map((s) => (0, import_cli_chunk_JJSKHFYR.visibleControls)(s.name).length), ...prune ? plan.orphans.map((o) => (0, import_cli_chunk_JJSKHFYR.visibleControls)(o.name).length) : []);
  const lines = [];
  for (const s of plan.steps) {
    const method = s.method === "edge" ? "" : `  (${s.method})`;
    const head = `${paint(color, actionColor[s.action], `${symbols[s.action]} ${actionWords[s.action].padEnd(9)}`)} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(s.name).padEnd(nameWidth)}  ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(s.file)}${method}`;
    lines.push(head);
    if (s.action === "update") lines.push(`    changes: ${s.changes.join(", ")}`);
    for (const r of s.reasons) lines.push(`    ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(r)}`);
    for (const n2 of s.notes ?? []) lines.push(`    note: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(n2)}`);
  }
  if (prune)
    for (const o of plan.orphans)
      lines.push(
        `${paint(color, "31", `- ${"delete".padEnd(9)}`)} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(o.name).padEnd(nameWidth)}  ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(o.id)}  (no audience file declares it)`
      );
  const count2 = (a) => plan.steps.filter((s) => s.action === a).length;
  const deletions = prune ? `, ${plan.orphans.length} to delete` : "";
  lines.push(
    "",
    `Plan: ${count2("create")} to create, ${count2("update")} to update, ${count2("unchanged")} unchanged${deletions}, ${count2("refused")} refused.`
  );
  const pql = options.pqlFiles ?? 0;
  if (pql > 0) lines.push(`${pql} .pql file${pql === 1 ? "" : "s"} not published: no name or schema`);
  lines.push(...planErrorLines(plan, color));
  const n = plan.orphans.length;
  if (!prune && n > 0)
    lines.push(
      `${n} definition${n === 1 ? "" : "s"} in the sandbox ${n === 1 ? "is" : "are"} declared by no audience file here; \`publish --prune\` lists ${n === 1 ? "it" : "them"} and deletes ${n === 1 ? "it" : "them"} when asked.`
    );
  return `${lines.join("\n")}
`;
}
function planErrorLines(plan, color) {
  if (plan.errors.length === 0) return [];
  const lines = [""];
  for (const e of plan.errors) {
    lines.push(`${paint(color, "31", "error")}: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.file)}:${e.line}:${e.column}: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.message)}`);
    for (const h of e.hints) lines.push(`  = help: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(h)}`);
  }
  const n = plan.errors.length;
  lines.push("", `The plan has ${n} error${n === 1 ? "" : "s"}: nothing will be applied until ${n === 1 ? "it is" : "they are"} fixed.`);
  return lines;
}
var outcomeColor = {
  created: "32",
  updated: "33",
  unchanged: "2",
  refused: "31",
  failed: "31",
  blocked: "31"
};
function applyText(report, options = {}) {
  const color = options.color ?? false;
  const nameWidth = Math.max(4, ...report.outcomes.map((o) => (0, import_cli_chunk_JJSKHFYR.visibleControls)(o.name).length), ...report.pruned.map((p) => (0, import_cli_chunk_JJSKHFYR.visibleControls)(p.name).length));
  const lines = report.outcomes.map((o) => {
    const detail = o.detail ? `  ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(o.detail)}` : o.id ? `  ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(o.id)}` : "";
    return `${paint(color, outcomeColor[o.status], o.status.padEnd(9))} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(o.name).padEnd(nameWidth)}${detail}`;
  });
  for (const p of report.pruned) {
    const detail = p.detail ? `  ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(p.detail)}` : `  ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(p.id)}`;
    lines.push(
      `${paint(color, p.status === "deleted" ? "31" : outcomeColor[p.status], p.status.padEnd(9))} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(p.name).padEnd(nameWidth)}${detail}`
    );
  }
  const c = report.counts;
  const deleted = report.pruned.length > 0 ? `, ${c.deleted} deleted` : "";
  lines.push(
    "",
    `Published: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged${deleted}; ${c.refused} refused, ${c.failed} failed, ${c.blocked} blocked.`
  );
  if (c.failed + c.blocked > 0) lines.push("Not everything was done. Run the same command again to finish: it creates no duplicates.");
  return `${lines.join("\n")}
`;
}
var count = (n) => n.toLocaleString("en-US");
function budgetText(check, options = {}) {
  if (check.exceeded.length === 0) return "";
  const color = options.color ?? false;
  const rows = check.uses.map((u) => [
    (0, import_cli_chunk_ZAAJEBAH.budgetLabel)(u.budget),
    count(u.now),
    count(u.after),
    count(u.limit),
    u.exceeded ? `over by ${count(u.after - u.limit)}` : ""
  ]);
  const head = ["BUDGET", "NOW", "AFTER", "LIMIT", ""];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `  ${cells.map((c, i) => i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join("  ").trimEnd()}`;
  const where = options.sandbox ? `sandbox ${options.sandbox}` : "the sandbox";
  const lines = ["", `Audience budgets of ${where}, now and after this publish:`, line(head), ...rows.map(line), ""];
  for (const u of check.exceeded) {
    const what = (0, import_cli_chunk_ZAAJEBAH.budgetLabel)(u.budget);
    lines.push(
      `${paint(color, "31", "error")}: this publish would leave ${count(u.after)} ${what} in ${where}, over its budget of ${count(u.limit)}`
    );
    const instead = u.budget === "edge" ? "streaming or batch" : "batch";
    lines.push(
      u.budget === "audiences" ? "  = help: publish fewer audiences, or delete some (`publish --prune` deletes those no file declares)" : `  = help: evaluate some of them by ${instead} instead (evaluationInfo), or delete some (\`publish --prune\` deletes those no file declares)`
    );
    const source = u.limit === import_cli_chunk_ZAAJEBAH.AEP_AUDIENCE_BUDGETS[u.budget] ? "AEP's guardrail" : "the config's";
    lines.push(`  = note: ${count(u.limit)} is ${source}; \`budgets.${u.budget}\` in pql-audience.config.yaml sets an org's own limit`);
  }
  const n = check.exceeded.length;
  lines.push("", `The plan goes over ${n} budget${n === 1 ? "" : "s"}: nothing will be applied.`);
  return `${lines.join("\n")}
`;
}
function unloadedText(unloaded) {
  const n = unloaded.length;
  const lines = [
    `pql-audience: not publishing: ${n} audience file${n === 1 ? "" : "s"} did not load, and publishing without ${n === 1 ? "it" : "them"} would leave ${n === 1 ? "its definition" : "their definitions"} out of step:`
  ];
  for (const u of unloaded) for (const p of u.problems) lines.push(`  ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(u.file)}:${p.line}:${p.column}: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(p.message)}`);
  lines.push(
    `Fix ${n === 1 ? "it" : "them"} (\`pql-audience lint\` shows the details), or leave ${n === 1 ? "it" : "them"} out of the paths given to publish.`
  );
  return `${lines.join("\n")}
`;
}
function recordingText(recording) {
  const lines = [];
  const files = new Set(recording.recorded.map((r) => r.file)).size;
  if (files > 0)
    lines.push(
      `Recorded the definition id (x-pql-audience.id) in ${files} file${files === 1 ? "" : "s"}: commit ${files === 1 ? "it" : "them"}, so renaming or moving ${files === 1 ? "it" : "them"} updates the same definition.`
    );
  for (const f of recording.failed)
    lines.push(`Could not record id ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(f.id)} in ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(f.file)} (${(0, import_cli_chunk_JJSKHFYR.visibleControls)(f.name)}): ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(f.reason)}; add it under x-pql-audience.id by hand.`);
  return lines.length > 0 ? `${lines.join("\n")}
` : "";
}
// src/cli/publish-run.ts
async function runPublish(args) {
  const debug = Boolean(args.debug);
  const result = await (0, import_cli_chunk_KHOFP2T3.lintFiles)(args.paths, { readSources: "all", ...args.config ? { config: args.config } : {} });
  const { candidates, unloaded, pqlFiles } = publishInput(result);
  if (unloaded.length > 0) {
    import_cli_chunk_VFSYOTZ5.stderr.write(unloadedText(unloaded));
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  if (candidates.length === 0) {
    import_cli_chunk_VFSYOTZ5.stderr.write("pql-audience: no audience files to publish (bare .pql files are not published)\n");
    return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  }
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(debug);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  const { client } = session;
  let live;
  try {
    live = await (0, import_cli_chunk_UH3SR4BV.listAllSegmentDefinitions)(client);
  } catch (e) {
    (0, import_cli_chunk_HFB2OUYQ.reportApiError)("could not list segment definitions", e, debug);
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
  const plan = buildPlan(candidates, live);
  const color = (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout);
  const prune = args.prune ? plan.orphans : [];
  const budgets = checkBudgets(plan, live, await budgetsOf(candidates, args.config), prune);
  const overBudget = budgets.exceeded.length > 0;
  const changes = plan.steps.filter((s) => s.action === "create" || s.action === "update").length;
  const refused = plan.steps.some((s) => s.action === "refused");
  const json = args.format === "json";
  const planJson = {
    plan: plan.steps.map(stripBody),
    ...args.prune ? { prune } : { orphans: plan.orphans },
    errors: plan.errors,
    budgets: budgets.uses
  };
  const planOutput = () => json ? `${JSON.stringify(planJson, null, 2)}
` : planText(plan, { color, prune: args.prune, pqlFiles: pqlFiles.length }) + budgetText(budgets, { color, sandbox: session.credentials.sandbox });
  if (args["dry-run"]) {
    import_cli_chunk_VFSYOTZ5.stdout.write(planOutput());
    return refused || overBudget ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  }
  if (plan.errors.length > 0) {
    import_cli_chunk_VFSYOTZ5.stdout.write(planOutput());
    import_cli_chunk_VFSYOTZ5.stderr.write("pql-audience: nothing applied: fix the plan's errors above and run publish again\n");
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  if (overBudget) {
    import_cli_chunk_VFSYOTZ5.stdout.write(planOutput());
    const over = budgets.exceeded.map((u) => `${u.budget} ${u.after} of ${u.limit}`).join(", ");
    import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: nothing applied: the plan goes over the sandbox's audience budgets (${over}); see above
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const work = changes + prune.length;
  if (work > 0 && !json) import_cli_chunk_VFSYOTZ5.stdout.write(planOutput());
  if (work > 0 && !args.yes) {
    const what = [
      changes > 0 ? `${changes} change${changes === 1 ? "" : "s"}` : "",
      prune.length > 0 ? `${prune.length} deletion${prune.length === 1 ? "" : "s"}` : ""
    ].filter(Boolean).join(" and ");
    if (!process.stdin.isTTY || !process.stdout.isTTY) {
      import_cli_chunk_VFSYOTZ5.stderr.write(
        prune.length > 0 ? `pql-audience: not applying ${what} without confirmation; pass --yes to delete the definitions listed above from a script or CI
` : "pql-audience: not applying without confirmation; pass --yes to publish from a script or CI\n"
      );
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
    const rl = (0, import_promises.createInterface)({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(`Apply ${what} to sandbox ${session.credentials.sandbox}? [y/N] `);
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      import_cli_chunk_VFSYOTZ5.stderr.write("Nothing changed.\n");
      return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
    }
  }
  const tty = import_cli_chunk_VFSYOTZ5.stderr.isTTY;
  let report;
  try {
    report = await applyPlan(plan, candidates, client, {
      prune,
      onProgress: tty && work > 0 ? (done, total, step) => import_cli_chunk_VFSYOTZ5.stderr.write(`\r\x1B[Kpublishing ${done}/${total} ${done < total ? step.name : ""}`) : void 0
    });
  } catch (e) {
    if (e instanceof import_cli_chunk_5Y3BX2GH.ApiError) {
      (0, import_cli_chunk_HFB2OUYQ.reportApiError)("publishing stopped", e, debug);
      return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
    }
    throw e;
  } finally {
    if (tty && work > 0) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
  }
  const recording = await recordPublishedIds(candidates, report);
  if (json)
    import_cli_chunk_VFSYOTZ5.stdout.write(
      `${JSON.stringify({ ...planJson, outcomes: report.outcomes, pruned: report.pruned, counts: report.counts, recorded: recording.recorded, notRecorded: recording.failed, requests: client.stats }, null, 2)}
`
    );
  else import_cli_chunk_VFSYOTZ5.stdout.write(work > 0 ? applyText(report, { color }) : planOutput());
  import_cli_chunk_VFSYOTZ5.stderr.write(recordingText(recording));
  return report.counts.failed + report.counts.blocked + report.counts.refused > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
async function budgetsOf(candidates, config) {
  const resolver = new import_cli_chunk_LZPKKSC7.ConfigResolver(config ? await (0, import_cli_chunk_LZPKKSC7.loadConfig)(config) : void 0);
  const files = [...new Set(candidates.map((c) => c.file))];
  return (0, import_cli_chunk_ZAAJEBAH.tightestBudgets)(await Promise.all(files.map(async (f) => (await resolver.forFile(f)).resolved.budgets)));
}
function stripBody(step) {
  const { body: _body, ...rest } = step;
  return rest;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runPublish
});
})
