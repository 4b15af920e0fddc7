import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  createSegmentDefinition,
  deleteSegmentDefinition,
  findSegmentDefinitionsByName,
  listAllSegmentDefinitions,
  updateSegmentDefinition
} from "./chunk-4LO4QSBN.js";
import {
  lintFiles
} from "./chunk-2UX5R24Y.js";
import "./chunk-HDV7QO77.js";
import {
  extractFacts
} from "./chunk-ZOM3MVAG.js";
import {
  openSession,
  reportApiError
} from "./chunk-YP3C3GUB.js";
import "./chunk-M6DL2D7L.js";
import "./chunk-RSWT4QXK.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-ITHKOW74.js";
import {
  ApiError
} from "./chunk-U4ZDIJLP.js";
import "./chunk-ANQNKNO5.js";
import {
  audienceFileKind,
  loadAudienceFile,
  parseJson,
  require_dist,
  ruleByCodeOrName
} from "./chunk-GWHV5VAJ.js";
import {
  ALIAS_PREFIX,
  createBody
} from "./chunk-M3TH62UT.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import {
  parse
} from "./chunk-FIZARDH4.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  useColor
} from "./chunk-JRSC3PWV.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode
} from "./chunk-KINRILFU.js";
import "./chunk-ZNIHOJPO.js";
import "./chunk-K2CGDB6X.js";
import {
  __toESM
} from "./chunk-22DAHCAE.js";

// src/cli/publish-run.ts
import { createInterface } from "node:readline/promises";

// src/publish/dangling-references.ts
function danglingReferences(candidates, steps, live) {
  const errors = [];
  candidates.forEach((c, i) => {
    const step = steps[i];
    if (step.action === "skipped" || step.action === "refused") return;
    const dangling = c.references.filter((r) => !r.id.startsWith(ALIAS_PREFIX) && !live.has(r.id));
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
    alias ? `${where}: reference it as inSegment("${ALIAS_PREFIX}${alias}"), which publish resolves to the id it gets` : `${where}: give it an x-pql-audience.alias and reference that, which publish resolves to the id it gets`
  ];
}

// src/publish/plan.ts
var compared = ["name", "description", "expression", "evaluationInfo", "schema", "mergePolicyId", "ttlInDays"];
function normalizedEvaluation(info) {
  return [info?.batch?.enabled, info?.continuous?.enabled, info?.synchronous?.enabled].map((v) => String(Boolean(v))).join(",");
}
function differences(body, live) {
  const changes = [];
  for (const field of compared) {
    switch (field) {
      case "expression":
        if (body.expression.value !== live.expression?.value || body.expression.format !== (live.expression?.format ?? "pql/text"))
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
    if (!ref.id.startsWith(ALIAS_PREFIX)) continue;
    const alias = ref.id.slice(ALIAS_PREFIX.length);
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
    const dependsOn = c.references.filter((r) => r.id.startsWith(ALIAS_PREFIX)).map((r) => r.id.slice(ALIAS_PREFIX.length));
    const recorded = c.definition["x-pql-audience"]?.id;
    const notes = recorded !== void 0 && !byId.has(recorded) ? [`x-pql-audience.id ${recorded} is not in this sandbox${byName.has(name) ? "; matched by name instead" : ""}`] : [];
    const base = {
      file: c.file,
      name,
      reasons: [],
      changes: [],
      dependsOn,
      ...alias ? { alias } : {},
      ...notes.length > 0 ? { notes } : {}
    };
    if (c.definition.evaluationInfo?.synchronous?.enabled !== true)
      return { ...base, action: "skipped", reasons: ["not an edge audience (evaluationInfo.synchronous.enabled is not true)"] };
    const refusal = refusalReasons(c);
    if (refusal.length > 0) return { ...base, action: "refused", reasons: refusal };
    const body = createBody(c.definition);
    const match = matchLive(c, byId, byName);
    if (!match) return { ...base, action: "create", body };
    const resolved = resolveAliases(body.expression.value, c.references, idsByAlias);
    const comparable2 = resolved.missing.length === 0 ? { ...body, expression: { ...body.expression, value: resolved.value } } : body;
    const changes = differences(comparable2, match);
    return { ...base, action: changes.length === 0 ? "unchanged" : "update", remoteId: match.id, changes, body };
  });
  refuseDependentsOfRefused(steps);
  const errors = danglingReferences(candidates, steps, byId);
  const declared = new Set(candidates.flatMap((c) => matchLive(c, byId, byName)?.id ?? []));
  const orphans = live.filter((d) => d.evaluationInfo?.synchronous?.enabled === true && !declared.has(d.id)).map((d) => ({ id: d.id, name: d.name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { steps, orphans, errors };
}
function matchLive(c, byId, byName) {
  const recorded = c.definition["x-pql-audience"]?.id;
  return (recorded !== void 0 ? byId.get(recorded) : void 0) ?? byName.get(c.definition.name);
}
function refusalReasons(c) {
  const reasons = [];
  for (const e of c.errors) reasons.push(`${e.code} at line ${e.line}: ${e.message}`);
  if (c.verdict.eligible === false && c.errors.length === 0) {
    for (const r of c.verdict.reasons.filter((x) => x.severity === "error")) reasons.push(`${r.code} ${r.rule}: ${r.message}`);
    if (reasons.length === 0) reasons.push("not edge-eligible");
  } else if (c.verdict.eligible === null) {
    reasons.push("edge eligibility is unknown: it depends on a segment that could not be resolved");
  }
  if (c.definition.expression.format !== "pql/text") reasons.push("expression.format is not pql/text");
  return reasons;
}
function refuseDependentsOfRefused(steps) {
  let changed = true;
  while (changed) {
    changed = false;
    const refusedAliases = new Set(steps.filter((s) => (s.action === "refused" || s.action === "skipped") && s.alias).map((s) => s.alias));
    for (const s of steps) {
      if (s.action === "refused" || s.action === "skipped") continue;
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
    if (step.action === "refused" || step.action === "skipped")
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
      if (!(e instanceof ApiError)) throw e;
      outcomes.set(step, { file: step.file, name: step.name, status: "failed", detail: e.message });
    }
  }
  options.onProgress?.(done, ordered.length, ordered[ordered.length - 1]);
  const list = plan.steps.map((s) => outcomes.get(s));
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0, skipped: 0, failed: 0, blocked: 0, deleted: 0 };
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
    await deleteSegmentDefinition(client, target.id);
    return { ...target, status: "deleted" };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status === 404) return { ...target, status: "deleted" };
    return { ...target, status: "failed", detail: e.message };
  }
}
async function update(client, id, body) {
  await updateSegmentDefinition(client, id, body);
  return { id, status: "updated" };
}
async function readBack(client, name) {
  const [found] = await findSegmentDefinitionsByName(client, name);
  return found;
}
async function create(client, body) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const created = await createSegmentDefinition(client, body);
      return { id: created.id, status: "created" };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
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

// src/publish/candidates.ts
function publishInput(result) {
  const candidates = [];
  const unloaded = [];
  for (const file of result.files) {
    const loaded = loadAudienceFile(file.file, file.source);
    if (loaded.kind === "pql") continue;
    const loadProblems = loaded.problems.filter((p) => ruleByCodeOrName(p.rule)?.meta.category === "audience");
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
      const { ast } = parse(audience.pql);
      const references = ast ? extractFacts(ast).segments.flatMap(
        (s) => s.id === null ? [] : [{ id: s.id, start: s.idSpan.start.offset, end: s.idSpan.end.offset, at: lineAndColumn(audience.mapSpan(s.span)) }]
      ) : [];
      candidates.push({ file: file.file, index: audience.index, definition: audience.definition, verdict, errors, references });
    });
  }
  return { candidates, unloaded };
}
function lineAndColumn(span) {
  return { line: span.start.line, column: span.start.column };
}
function errorsOf(own, audiences, errors) {
  const inside = (d, range) => d.range.start.offset >= range.start.offset && d.range.start.offset <= range.end.offset;
  return errors.filter((d) => inside(d, own) || !audiences.some((a) => inside(d, a.range)));
}

// src/publish/record-ids.ts
import { readFile, writeFile } from "node:fs/promises";

// src/audience/record-id.ts
var import_yaml = __toESM(require_dist(), 1);
function recordId(fileName, text, index, id, expected) {
  const before = loadAudienceFile(fileName, text).audiences.find((a) => a.index === index)?.definition;
  if (!before) return { ok: false, reason: "the audience is no longer in the file" };
  if (expected && comparable(before) !== comparable(expected)) return { ok: false, reason: "the file changed since it was read" };
  if (before["x-pql-audience"]?.id === id) return { ok: true, text, changed: false };
  const kind = audienceFileKind(fileName);
  const edited = kind === "json" ? editJson(text, id) : kind === "yaml" ? editYaml(text, index, id) : void 0;
  if (edited === void 0) return { ok: false, reason: "the file's layout is not one this can edit" };
  const after = loadAudienceFile(fileName, edited).audiences.find((a) => a.index === index)?.definition;
  if (!after || after["x-pql-audience"]?.id !== id || comparable(after) !== comparable(before))
    return { ok: false, reason: "the edited file did not read back the same" };
  return { ok: true, text: edited, changed: true };
}
function comparable(definition) {
  const { "x-pql-audience": extras, ...rest } = definition;
  const { id: _id, ...other } = extras ?? {};
  return JSON.stringify(Object.keys(other).length > 0 ? { ...rest, "x-pql-audience": other } : rest);
}
var quoted = (id) => JSON.stringify(id);
function insert(text, at, what) {
  return `${text.slice(0, at)}${what}${text.slice(at)}`;
}
function lineStart(text, offset) {
  return text.lastIndexOf("\n", offset - 1) + 1;
}
function indentBefore(text, offset) {
  const lead = text.slice(lineStart(text, offset), offset);
  return /^[ \t]*$/.test(lead) ? lead : void 0;
}
function editYaml(text, index, id) {
  const documents = (0, import_yaml.parseAllDocuments)(text, { keepSourceTokens: true });
  if (!Array.isArray(documents)) return void 0;
  const doc = documents.filter((d) => d.errors.length > 0 || !isEmpty(d))[index];
  const root = doc?.contents;
  if (!(0, import_yaml.isMap)(root) || !root.range) return void 0;
  const extras = root.items.find((p) => keyIs(p, "x-pql-audience"));
  if (!extras) return root.flow ? addFlowEntry(text, root, `x-pql-audience: { id: ${quoted(id)} }`) : addYamlExtras(text, root, id);
  const map = extras.value;
  if (!(0, import_yaml.isMap)(map) || !map.range) return void 0;
  const recorded = map.items.find((p) => keyIs(p, "id"));
  if (recorded) {
    const range = recorded.value?.range;
    return range ? `${text.slice(0, range[0])}${quoted(id)}${text.slice(range[1])}` : void 0;
  }
  if (map.flow) return addFlowEntry(text, map, `id: ${quoted(id)}`);
  const first = map.items[0]?.key?.range?.[0];
  if (first === void 0) return void 0;
  const indent = indentBefore(text, first);
  return indent === void 0 ? void 0 : insert(text, lineStart(text, first), `${indent}id: ${quoted(id)}${lineEnd(text)}`);
}
function addYamlExtras(text, root, id) {
  const firstKey = root.items[0]?.key?.range?.[0];
  if (firstKey === void 0) return void 0;
  const indent = indentBefore(text, firstKey);
  if (indent === void 0) return void 0;
  const nl = lineEnd(text);
  let at = root.range[1];
  let lead = "";
  if (text[at - 1] !== "\n") {
    const next = text.indexOf("\n", at);
    if (next < 0) [at, lead] = [text.length, nl];
    else at = next + 1;
  }
  return insert(text, at, `${lead}${indent}x-pql-audience:${nl}${indent}${nestedIndent(text, root)}id: ${quoted(id)}${nl}`);
}
function nestedIndent(text, root) {
  for (const pair of root.items) {
    const key = pair.key?.range?.[0];
    const value = pair.value;
    if (key === void 0 || !(0, import_yaml.isMap)(value) || value.flow) continue;
    const child = value.items[0]?.key?.range?.[0];
    if (child === void 0) continue;
    const outer = key - lineStart(text, key);
    const inner = child - lineStart(text, child);
    if (inner > outer) return " ".repeat(inner - outer);
  }
  return "  ";
}
function addFlowEntry(text, map, entry) {
  const open = map.range[0];
  if (text[open] !== "{") return void 0;
  return insert(text, open + 1, map.items.length > 0 ? ` ${entry},` : ` ${entry} `);
}
function keyIs(pair, name) {
  return (0, import_yaml.isScalar)(pair.key) && pair.key.value === name;
}
function isEmpty(doc) {
  const contents = doc.contents;
  return contents === null || (0, import_yaml.isScalar)(contents) && contents.value === null && contents.range?.[0] === contents.range?.[1];
}
function lineEnd(text) {
  return text.includes("\r\n") ? "\r\n" : "\n";
}
function editJson(text, id) {
  const parsed = parseJson(text);
  if (!parsed.ok || parsed.node.type !== "object") return void 0;
  const root = parsed.node;
  const extras = root.entries.find((e) => e.key === "x-pql-audience");
  if (extras) {
    if (extras.value.type !== "object") return void 0;
    const recorded = extras.value.entries.find((e) => e.key === "id");
    if (recorded) return `${text.slice(0, recorded.value.start)}${quoted(id)}${text.slice(recorded.value.end)}`;
    return addJsonEntry(text, extras.value, `"id": ${quoted(id)}`);
  }
  const last = root.entries[root.entries.length - 1];
  if (!last) return void 0;
  const indent = indentBefore(text, last.keyStart);
  const nl = lineEnd(text);
  if (indent !== void 0 && text.slice(root.start, last.keyStart).includes("\n")) {
    const step = indent.length > 0 ? indent : "  ";
    return insert(text, last.value.end, `,${nl}${indent}"x-pql-audience": {${nl}${indent}${step}"id": ${quoted(id)}${nl}${indent}}`);
  }
  return insert(text, last.value.end, `, "x-pql-audience": { "id": ${quoted(id)} }`);
}
function addJsonEntry(text, object, entry) {
  const first = object.entries[0];
  if (!first) return `${text.slice(0, object.start)}{ ${entry} }${text.slice(object.end)}`;
  const indent = indentBefore(text, first.keyStart);
  if (indent !== void 0 && text.slice(object.start, first.keyStart).includes("\n"))
    return insert(text, first.keyStart, `${entry},${lineEnd(text)}${indent}`);
  return insert(text, first.keyStart, `${entry}, `);
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
      text = await readFile(file, "utf8");
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
      const edit = recordId(file, text, candidate.index ?? 0, id, candidate.definition);
      if (edit.ok) {
        text = edit.text;
        done.push({ file, name: candidate.definition.name, id });
      } else result.failed.push({ file, name: candidate.definition.name, id, reason: edit.reason });
    }
    if (text === original) continue;
    try {
      await writeFile(file, text);
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
  refused: "refused",
  skipped: "skipped"
};
var symbols = { create: "+", update: "~", unchanged: "=", refused: "x", skipped: "-" };
function paint(color, code, text) {
  return color ? `\x1B[${code}m${text}\x1B[0m` : text;
}
var actionColor = { create: "32", update: "33", unchanged: "2", refused: "31", skipped: "2" };
function planText(plan, options = {}) {
  const color = options.color ?? false;
  const prune = options.prune ?? false;
  const nameWidth = Math.max(4, ...plan.steps.map((s) => s.name.length), ...prune ? plan.orphans.map((o) => o.name.length) : []);
  const lines = [];
  for (const s of plan.steps) {
    const head = `${paint(color, actionColor[s.action], `${symbols[s.action]} ${actionWords[s.action].padEnd(9)}`)} ${s.name.padEnd(nameWidth)}  ${s.file}`;
    lines.push(head);
    if (s.action === "update") lines.push(`    changes: ${s.changes.join(", ")}`);
    for (const r of s.reasons) lines.push(`    ${r}`);
    for (const n2 of s.notes ?? []) lines.push(`    note: ${n2}`);
  }
  if (prune)
    for (const o of plan.orphans)
      lines.push(`${paint(color, "31", `- ${"delete".padEnd(9)}`)} ${o.name.padEnd(nameWidth)}  ${o.id}  (no audience file declares it)`);
  const count = (a) => plan.steps.filter((s) => s.action === a).length;
  const deletions = prune ? `, ${plan.orphans.length} to delete` : "";
  lines.push(
    "",
    `Plan: ${count("create")} to create, ${count("update")} to update, ${count("unchanged")} unchanged${deletions}, ${count("refused")} refused, ${count("skipped")} skipped (not for the edge).`
  );
  lines.push(...planErrorLines(plan, color));
  const n = plan.orphans.length;
  if (!prune && n > 0)
    lines.push(
      `${n} edge definition${n === 1 ? "" : "s"} in the sandbox ${n === 1 ? "is" : "are"} declared by no audience file here; \`publish --prune\` lists ${n === 1 ? "it" : "them"} and deletes ${n === 1 ? "it" : "them"} when asked.`
    );
  return `${lines.join("\n")}
`;
}
function planErrorLines(plan, color) {
  if (plan.errors.length === 0) return [];
  const lines = [""];
  for (const e of plan.errors) {
    lines.push(`${paint(color, "31", "error")}: ${e.file}:${e.line}:${e.column}: ${e.message}`);
    for (const h of e.hints) lines.push(`  = help: ${h}`);
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
  skipped: "2",
  failed: "31",
  blocked: "31"
};
function applyText(report, options = {}) {
  const color = options.color ?? false;
  const nameWidth = Math.max(4, ...report.outcomes.map((o) => o.name.length), ...report.pruned.map((p) => p.name.length));
  const lines = report.outcomes.map((o) => {
    const detail = o.detail ? `  ${o.detail}` : o.id ? `  ${o.id}` : "";
    return `${paint(color, outcomeColor[o.status], o.status.padEnd(9))} ${o.name.padEnd(nameWidth)}${detail}`;
  });
  for (const p of report.pruned) {
    const detail = p.detail ? `  ${p.detail}` : `  ${p.id}`;
    lines.push(
      `${paint(color, p.status === "deleted" ? "31" : outcomeColor[p.status], p.status.padEnd(9))} ${p.name.padEnd(nameWidth)}${detail}`
    );
  }
  const c = report.counts;
  const deleted = report.pruned.length > 0 ? `, ${c.deleted} deleted` : "";
  lines.push(
    "",
    `Published: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged${deleted}; ${c.refused} refused, ${c.failed} failed, ${c.blocked} blocked, ${c.skipped} skipped (not for the edge).`
  );
  if (c.failed + c.blocked > 0) lines.push("Not everything was done. Run the same command again to finish: it creates no duplicates.");
  return `${lines.join("\n")}
`;
}
function unloadedText(unloaded) {
  const n = unloaded.length;
  const lines = [
    `pql-audience: not publishing: ${n} audience file${n === 1 ? "" : "s"} did not load, and publishing without ${n === 1 ? "it" : "them"} would leave ${n === 1 ? "its definition" : "their definitions"} out of step:`
  ];
  for (const u of unloaded) for (const p of u.problems) lines.push(`  ${u.file}:${p.line}:${p.column}: ${p.message}`);
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
    lines.push(`Could not record id ${f.id} in ${f.file} (${f.name}): ${f.reason}; add it under x-pql-audience.id by hand.`);
  return lines.length > 0 ? `${lines.join("\n")}
` : "";
}

// src/cli/publish-run.ts
async function runPublish(args) {
  const debug = Boolean(args.debug);
  const result = await lintFiles(args.paths, { readSources: "all", ...args.config ? { config: args.config } : {} });
  const { candidates, unloaded } = publishInput(result);
  if (unloaded.length > 0) {
    stderr.write(unloadedText(unloaded));
    return ExitCode.Problems;
  }
  if (candidates.length === 0) {
    stderr.write("pql-audience: no audience files to publish (bare .pql files are not published)\n");
    return ExitCode.Ok;
  }
  const session = await openSession(debug);
  if (!session) return ExitCode.Usage;
  const { client } = session;
  let live;
  try {
    live = await listAllSegmentDefinitions(client);
  } catch (e) {
    reportApiError("could not list segment definitions", e, debug);
    return ExitCode.Usage;
  }
  const plan = buildPlan(candidates, live);
  const color = useColor(stdout);
  const prune = args.prune ? plan.orphans : [];
  const changes = plan.steps.filter((s) => s.action === "create" || s.action === "update").length;
  const refused = plan.steps.some((s) => s.action === "refused");
  const json = args.format === "json";
  const planJson = {
    plan: plan.steps.map(stripBody),
    ...args.prune ? { prune } : { orphans: plan.orphans },
    errors: plan.errors
  };
  const planOutput = () => json ? `${JSON.stringify(planJson, null, 2)}
` : planText(plan, { color, prune: args.prune });
  if (args["dry-run"]) {
    stdout.write(planOutput());
    return refused ? ExitCode.Problems : ExitCode.Ok;
  }
  if (plan.errors.length > 0) {
    stdout.write(planOutput());
    stderr.write("pql-audience: nothing applied: fix the plan's errors above and run publish again\n");
    return ExitCode.Problems;
  }
  const work = changes + prune.length;
  if (work > 0 && !json) stdout.write(planOutput());
  if (work > 0 && !args.yes) {
    const what = [
      changes > 0 ? `${changes} change${changes === 1 ? "" : "s"}` : "",
      prune.length > 0 ? `${prune.length} deletion${prune.length === 1 ? "" : "s"}` : ""
    ].filter(Boolean).join(" and ");
    if (!process.stdin.isTTY || !process.stdout.isTTY) {
      stderr.write(
        prune.length > 0 ? `pql-audience: not applying ${what} without confirmation; pass --yes to delete the definitions listed above from a script or CI
` : "pql-audience: not applying without confirmation; pass --yes to publish from a script or CI\n"
      );
      return ExitCode.Usage;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(`Apply ${what} to sandbox ${session.credentials.sandbox}? [y/N] `);
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      stderr.write("Nothing changed.\n");
      return ExitCode.Ok;
    }
  }
  const tty = stderr.isTTY;
  let report;
  try {
    report = await applyPlan(plan, candidates, client, {
      prune,
      onProgress: tty && work > 0 ? (done, total, step) => stderr.write(`\r\x1B[Kpublishing ${done}/${total} ${done < total ? step.name : ""}`) : void 0
    });
  } catch (e) {
    if (e instanceof ApiError) {
      reportApiError("publishing stopped", e, debug);
      return ExitCode.Problems;
    }
    throw e;
  } finally {
    if (tty && work > 0) stderr.write("\r\x1B[K");
  }
  const recording = await recordPublishedIds(candidates, report);
  if (json)
    stdout.write(
      `${JSON.stringify({ ...planJson, outcomes: report.outcomes, pruned: report.pruned, counts: report.counts, recorded: recording.recorded, notRecorded: recording.failed, requests: client.stats }, null, 2)}
`
    );
  else stdout.write(work > 0 ? applyText(report, { color }) : planOutput());
  stderr.write(recordingText(recording));
  return report.counts.failed + report.counts.blocked + report.counts.refused > 0 ? ExitCode.Problems : ExitCode.Ok;
}
function stripBody(step) {
  const { body: _body, ...rest } = step;
  return rest;
}
export {
  runPublish
};
