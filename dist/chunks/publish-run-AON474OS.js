import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  lintFiles
} from "./chunk-NJXNZJYC.js";
import "./chunk-UFPZNWQK.js";
import {
  extractFacts
} from "./chunk-2WNPBO2G.js";
import "./chunk-REN4IEZK.js";
import {
  createSegmentDefinition,
  findSegmentDefinitionsByName,
  listAllSegmentDefinitions,
  updateSegmentDefinition
} from "./chunk-NNRVPS74.js";
import {
  openSession,
  reportApiError
} from "./chunk-TQGOBJLH.js";
import "./chunk-OR3MQA2L.js";
import "./chunk-POUW46QI.js";
import {
  ApiError
} from "./chunk-H3RP5G7Z.js";
import {
  ALIAS_PREFIX,
  createBody,
  loadAudienceFile
} from "./chunk-3REGANEX.js";
import "./chunk-RHKL256K.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-EY2G63SE.js";
import {
  parse
} from "./chunk-GFCZGUHN.js";
import "./chunk-4GRICRER.js";
import "./chunk-NBEU2GLP.js";
import {
  useColor
} from "./chunk-HVNFHKHT.js";
import {
  ExitCode
} from "./chunk-PLMUPP45.js";
import "./chunk-UW5DTYSF.js";
import "./chunk-22DAHCAE.js";

// src/cli/publish-run.ts
import { createInterface } from "node:readline/promises";

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
  const byName = new Map(live.map((d) => [d.name, d]));
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
    const base = { file: c.file, name, reasons: [], changes: [], dependsOn, ...alias ? { alias } : {} };
    if (c.definition.evaluationInfo?.synchronous?.enabled !== true)
      return { ...base, action: "skipped", reasons: ["not an edge audience (evaluationInfo.synchronous.enabled is not true)"] };
    const refusal = refusalReasons(c);
    if (refusal.length > 0) return { ...base, action: "refused", reasons: refusal };
    const body = createBody(c.definition);
    const match = matchLive(c, byId, byName);
    if (!match) return { ...base, action: "create", body };
    const resolved = resolveAliases(body.expression.value, c.references, idsByAlias);
    const comparable = resolved.missing.length === 0 ? { ...body, expression: { ...body.expression, value: resolved.value } } : body;
    const changes = differences(comparable, match);
    return { ...base, action: changes.length === 0 ? "unchanged" : "update", remoteId: match.id, changes, body };
  });
  refuseDependentsOfRefused(steps);
  return { steps };
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
    const [next] = pending.splice(index < 0 ? 0 : index, 1);
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
  const ordered = applyOrder(plan);
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
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0, skipped: 0, failed: 0, blocked: 0 };
  for (const o of list) counts[o.status]++;
  return { outcomes: list, counts };
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
          if (differences(body, live).length === 0) return { id: live.id, status: e.outcomeUnknown ? "created" : "unchanged" };
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
function publishCandidates(result) {
  const candidates = [];
  for (const file of result.files) {
    const loaded = loadAudienceFile(file.file, file.source);
    if (loaded.kind === "pql") continue;
    const errors = file.diagnostics.filter((d) => d.severity === "error" && !d.suppressed).map((d) => ({ code: d.code, message: d.message, line: d.range.start.line }));
    loaded.audiences.forEach((audience, i) => {
      const verdict = file.audiences[i]?.verdict ?? { eligible: false, type: null, reasons: [] };
      const { ast } = parse(audience.pql);
      const references = ast ? extractFacts(ast).segments.flatMap((s) => s.id === null ? [] : [{ id: s.id, start: s.idSpan.start.offset, end: s.idSpan.end.offset }]) : [];
      candidates.push({ file: file.file, definition: audience.definition, verdict, errors, references });
    });
  }
  return candidates;
}

// src/report/publish-text.ts
var actionWords = { create: "create", update: "update", unchanged: "unchanged", refused: "refused", skipped: "skipped" };
var symbols = { create: "+", update: "~", unchanged: "=", refused: "x", skipped: "-" };
function paint(color, code, text) {
  return color ? `\x1B[${code}m${text}\x1B[0m` : text;
}
var actionColor = { create: "32", update: "33", unchanged: "2", refused: "31", skipped: "2" };
function planText(plan, options = {}) {
  const color = options.color ?? false;
  const nameWidth = Math.max(4, ...plan.steps.map((s) => s.name.length));
  const lines = [];
  for (const s of plan.steps) {
    const head = `${paint(color, actionColor[s.action], `${symbols[s.action]} ${actionWords[s.action].padEnd(9)}`)} ${s.name.padEnd(nameWidth)}  ${s.file}`;
    lines.push(head);
    if (s.action === "update") lines.push(`    changes: ${s.changes.join(", ")}`);
    for (const r of s.reasons) lines.push(`    ${r}`);
  }
  const count = (a) => plan.steps.filter((s) => s.action === a).length;
  lines.push("", `Plan: ${count("create")} to create, ${count("update")} to update, ${count("unchanged")} unchanged, ${count("refused")} refused, ${count("skipped")} skipped (not for the edge).`);
  return `${lines.join("\n")}
`;
}
var outcomeColor = { created: "32", updated: "33", unchanged: "2", refused: "31", skipped: "2", failed: "31", blocked: "31" };
function applyText(report, options = {}) {
  const color = options.color ?? false;
  const nameWidth = Math.max(4, ...report.outcomes.map((o) => o.name.length));
  const lines = report.outcomes.map((o) => {
    const detail = o.detail ? `  ${o.detail}` : o.id ? `  ${o.id}` : "";
    return `${paint(color, outcomeColor[o.status], o.status.padEnd(9))} ${o.name.padEnd(nameWidth)}${detail}`;
  });
  const c = report.counts;
  lines.push("", `Published: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged; ${c.refused} refused, ${c.failed} failed, ${c.blocked} blocked, ${c.skipped} skipped (not for the edge).`);
  if (c.failed + c.blocked > 0) lines.push("Not everything was done. Run the same command again to finish: it creates no duplicates.");
  return `${lines.join("\n")}
`;
}

// src/cli/publish-run.ts
async function runPublish(args) {
  const debug = Boolean(args.debug);
  const result = await lintFiles(args.paths, { readSources: "all", ...args.config ? { config: args.config } : {} });
  const candidates = publishCandidates(result);
  if (candidates.length === 0) {
    process.stderr.write("pql-audience: no audience files to publish (bare .pql files are not published)\n");
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
  const color = useColor(process.stdout);
  const changes = plan.steps.filter((s) => s.action === "create" || s.action === "update").length;
  const refused = plan.steps.some((s) => s.action === "refused");
  if (args["dry-run"] || changes === 0) {
    process.stdout.write(args.format === "json" ? `${JSON.stringify({ plan: plan.steps.map(stripBody) }, null, 2)}
` : planText(plan, { color }));
    return refused ? ExitCode.Problems : ExitCode.Ok;
  }
  if (args.format === "text") process.stdout.write(planText(plan, { color }));
  if (!args.yes) {
    if (!process.stdin.isTTY || !process.stdout.isTTY) {
      process.stderr.write("pql-audience: not applying without confirmation; pass --yes to publish from a script or CI\n");
      return ExitCode.Usage;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(`Apply ${changes} change${changes === 1 ? "" : "s"} to sandbox ${session.credentials.sandbox}? [y/N] `);
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      process.stderr.write("Nothing changed.\n");
      return ExitCode.Ok;
    }
  }
  const tty = Boolean(process.stderr.isTTY);
  let report;
  try {
    report = await applyPlan(plan, candidates, client, {
      onProgress: tty ? (done, total, step) => process.stderr.write(`\r\x1B[Kpublishing ${done}/${total} ${done < total ? step.name : ""}`) : void 0
    });
  } catch (e) {
    if (e instanceof ApiError) {
      reportApiError("publishing stopped", e, debug);
      return ExitCode.Problems;
    }
    throw e;
  } finally {
    if (tty) process.stderr.write("\r\x1B[K");
  }
  process.stdout.write(args.format === "json" ? `${JSON.stringify({ plan: plan.steps.map(stripBody), outcomes: report.outcomes, counts: report.counts, requests: client.stats }, null, 2)}
` : applyText(report, { color }));
  return report.counts.failed + report.counts.blocked + report.counts.refused > 0 ? ExitCode.Problems : ExitCode.Ok;
}
function stripBody(step) {
  const { body: _body, ...rest } = step;
  return rest;
}
export {
  runPublish
};
