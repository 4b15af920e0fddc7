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
  explain: () => explain,
  explainLinted: () => explainLinted,
  explainText: () => explainText,
  methodLine: () => methodLine,
  problemsText: () => problemsText,
  verdictOutline: () => verdictOutline
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_OS3R4Z3T = require("./cli-chunk-OS3R4Z3T.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
// src/lint/explain.ts
var notStreaming = { eligible: false, type: null, reasons: [] };
var batchOnly = { method: "batch", edgeType: null, streamingType: null };
var askedForAll = { edge: true, streaming: true };
var loadRules = (0, import_cli_chunk_ZAAJEBAH.ruleNamesWhere)((meta) => meta.dropsAudience);
function explain(file, text, options = {}) {
  return explainFile(file, text, options).audiences;
}
function explainFile(file, text, options = {}) {
  const main = { file, text, ...options.config ? { config: options.config } : {} };
  const result = (0, import_cli_chunk_OS3R4Z3T.lintSources)([main, ...options.others ?? []]);
  return explainLinted({ ...result.files[0], source: text }, options.config);
}
function explainLinted(result, config) {
  const shown = new Set(result.audiences.flatMap((a) => [...a.verdict.reasons, ...a.streaming?.reasons ?? []].map(reasonKey)));
  const problems = result.diagnostics.filter(
    (d) => !d.suppressed && (loadRules.has(d.rule) || d.severity === "error" && !shown.has(reasonKey(d)))
  );
  const incomplete = problems.some((d) => loadRules.has(d.rule));
  return { audiences: explainAudiences(result.file, result.source, result.audiences, config), problems, incomplete };
}
function reasonKey(d) {
  return `${d.rule}@${d.range.start.offset}`;
}
function explainAudiences(file, text, verdicts, config) {
  const loaded = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(file, text);
  const boundary = config?.windowBoundary ?? "exclusive";
  return verdicts.map((entry, i) => {
    const audience = loaded.audiences[i];
    const ast = audience ? (0, import_cli_chunk_TE2BRFRC.parse)(audience.pql).ast : null;
    const judged = {
      name: entry.name,
      verdict: entry.verdict,
      streaming: entry.streaming ?? notStreaming,
      method: entry.method ?? batchOnly,
      asked: entry.asked ?? askedForAll
    };
    if (!audience || !ast) return { ...judged, facts: null };
    const facts = (0, import_cli_chunk_ZAAJEBAH.extractFacts)(ast);
    const map = (span) => audience.mapSpan(span);
    return {
      ...judged,
      facts: {
        events: facts.events.map((e) => ({
          kind: e.kind,
          range: map(e.span),
          window: e.window ? (0, import_cli_chunk_UQL7A6YG.render)((0, import_cli_chunk_UQL7A6YG.timeConstraint)(e.window), 1e3) : null,
          windowOk: e.window ? (0, import_cli_chunk_JQ7D7STG.judgeWindow)(e.window, boundary).ok : null,
          count: e.count,
          negated: e.negation !== null,
          aggregation: e.aggregation
        })),
        profileAttributes: facts.profileAttributes.map((p) => ({ path: p.path, range: map(p.span) })),
        segments: facts.segments.map((s) => ({ id: s.id, range: map(s.span) })),
        ignoreYear: facts.ignoreYear.map((c) => ({ path: c.path, range: map(c.span) }))
      }
    };
  });
}
// src/report/explain-text.ts
var methodSwitches = /* @__PURE__ */ new Set([import_cli_chunk_ZAAJEBAH.batchSentence, import_cli_chunk_ZAAJEBAH.streamingBatchSentence]);
var edgeReasonRules = (0, import_cli_chunk_ZAAJEBAH.ruleNamesWhere)((meta) => meta.category === "edge");
function at(span) {
  return `${span.start.line}:${span.start.column}`;
}
function verdictLine(e) {
  const v = e.verdict;
  const blocking = v.reasons.filter((r) => r.severity === "error").length;
  if (v.eligible === true) return `edge-eligible: ${v.type}`;
  if (v.eligible === null) return "edge eligibility unknown: it depends on a segment that could not be resolved";
  return `not edge-eligible (${(0, import_cli_chunk_FCDA32LZ.plural)(blocking, "reason")})`;
}
function methodLine(e) {
  const { method, edgeType, streamingType, followsReference } = e.method;
  if (followsReference)
    return `${method}${streamingType ? ` (${streamingType})` : ""}: it follows \`${(0, import_cli_chunk_JJSKHFYR.visibleControls)(followsReference.name)}\`, evaluated ${followsReference.method === "batch" ? "in batch" : "by streaming"}`;
  if (method === "edge") return `edge (${edgeType})`;
  if (method === "streaming") return `streaming (${streamingType})`;
  if (e.streaming.eligible === null) return "batch (streaming eligibility unknown: it depends on a segment that could not be resolved)";
  const blocking = e.streaming.reasons.filter((r) => r.severity === "error").length;
  return blocking > 0 ? `batch (not streaming-eligible, ${(0, import_cli_chunk_FCDA32LZ.plural)(blocking, "reason")})` : "batch";
}
function verdictOutline(e) {
  const reasons = [...e.verdict.reasons, ...e.streaming.reasons].map((r) => {
    const severity = (0, import_cli_chunk_OS3R4Z3T.reportedFor)(r.rule, e.asked) ? r.severity : "note";
    return `${severity} ${r.code} ${r.rule} at ${at(r.range)}: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(r.message)}`;
  });
  return [`verdict: ${verdictLine(e)}`, `method: ${methodLine(e)}`, ...reasons];
}
function explainText(file, source, explanations, options = {}) {
  const paint = (0, import_cli_chunk_4OLANE6Q.painter)(options.color);
  const lines = new import_cli_chunk_OS5LHD2Y.LineMap(source);
  const out = [];
  for (const e of explanations) {
    const v = e.verdict;
    const color = v.eligible === true ? "\x1B[32m" : v.eligible === null ? "\x1B[33m" : "\x1B[31m";
    out.push(paint("\x1B[1m", (0, import_cli_chunk_JJSKHFYR.visibleControls)(e.name === file ? file : `${file}: ${e.name}`)));
    out.push(`  verdict   ${paint(color, verdictLine(e))}`);
    out.push(`  method    ${methodLine(e)}`);
    if (e.facts) {
      const f = e.facts;
      const events = f.events.map((ev) => {
        const what = ev.kind === "chain-step" ? "CHAIN step" : ev.kind === "sum-over" ? "sum ... over" : ev.kind;
        const window = ev.window === null ? "no time window" : `window \`${ev.window}\` ${ev.windowOk ? "(edge-compatible)" : "(not edge-compatible)"}`;
        const extra = [
          ev.count !== null ? `COUNT(${ev.count})` : "",
          ev.negated ? "negated" : "",
          ev.aggregation ? `aggregated by ${ev.aggregation}` : ""
        ].filter(Boolean);
        return `${what} at ${at(ev.range)}, ${window}${extra.length ? `, ${extra.join(", ")}` : ""}`;
      });
      const section = (title, items) => {
        if (items.length === 0) out.push(`  ${title.padEnd(9)} none`);
        else items.forEach((item, i) => out.push(`  ${(i === 0 ? title : "").padEnd(9)} ${item}`));
      };
      section("events", events);
      section(
        "profile",
        f.profileAttributes.map((p) => `${p.path} (${at(p.range)})`)
      );
      section(
        "segments",
        f.segments.map((s) => `${s.id === null ? "(computed id)" : s.id} (${at(s.range)})`)
      );
      if (f.ignoreYear.length > 0)
        section(
          "ignore-year",
          f.ignoreYear.map((c) => `${c.path} (${at(c.range)})`)
        );
    }
    for (const r of [...v.reasons, ...e.streaming.reasons]) {
      const reported = (0, import_cli_chunk_OS3R4Z3T.reportedFor)(r.rule, e.asked);
      const method = edgeReasonRules.has(r.rule) ? "edge" : "streaming";
      const where = method === "edge" ? "on the edge" : "by streaming";
      out.push("");
      out.push(
        (0, import_cli_chunk_4OLANE6Q.renderFrame)(
          {
            severity: reported ? r.severity : "note",
            code: r.code,
            rule: r.rule,
            message: r.message,
            file,
            range: r.range,
            ...r.label ? { label: r.label } : {},
            hints: reported ? r.hints ?? [] : (r.hints ?? []).filter((h) => !methodSwitches.has(h)).map((h) => `${where}: ${h}`),
            ...reported ? {} : { notes: [`not a problem (the file does not ask for ${method} evaluation): it is why AEP does not evaluate it ${where}`] },
            docs: `pql-audience rules ${r.rule}`
          },
          lines,
          { color: options.color ?? false, ...options.width ? { width: options.width } : {} }
        )
      );
    }
    out.push("");
  }
  return out.join("\n");
}
function problemsText(file, source, problems, explained, options = {}) {
  const frames = (0, import_cli_chunk_EIVPZZA5.diagnosticFrames)({ file, source }, problems, options);
  const outcome = !explained.incomplete ? "lint fails it for these" : explained.audiences === 0 ? "it does not load, so there is nothing to explain" : `only ${(0, import_cli_chunk_FCDA32LZ.plural)(explained.audiences, "audience")} of it loaded`;
  return `${frames.map((f) => `${f}

`).join("")}${(0, import_cli_chunk_FCDA32LZ.plural)(problems.length, "problem")} in ${file}: ${outcome}
`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  explain,
  explainLinted,
  explainText,
  methodLine,
  problemsText,
  verdictOutline
});
})
