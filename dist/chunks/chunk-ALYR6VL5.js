import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  diagnosticFrames
} from "./chunk-SVUOSZGE.js";
import {
  painter,
  renderFrame
} from "./chunk-CL5F5DHU.js";
import {
  lintSources
} from "./chunk-XNWNSO6D.js";
import {
  judgeWindow
} from "./chunk-4WYW5U7E.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import {
  extractFacts,
  ruleNamesWhere
} from "./chunk-GADSSRPE.js";
import {
  loadAudienceFile
} from "./chunk-3VZEPMB4.js";
import {
  render,
  timeConstraint
} from "./chunk-Z6V2CRTB.js";
import {
  parse
} from "./chunk-YL2NNQ57.js";
import {
  LineMap
} from "./chunk-NBEU2GLP.js";

// src/lint/explain.ts
var notStreaming = { eligible: false, type: null, reasons: [] };
var batchOnly = { method: "batch", edgeType: null, streamingType: null };
var loadRules = ruleNamesWhere((meta) => meta.dropsAudience);
function explain(file, text, options = {}) {
  return explainFile(file, text, options).audiences;
}
function explainFile(file, text, options = {}) {
  const main = { file, text, ...options.config ? { config: options.config } : {} };
  const result = lintSources([main, ...options.others ?? []]);
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
  const loaded = loadAudienceFile(file, text);
  const boundary = config?.windowBoundary ?? "exclusive";
  return verdicts.map((entry, i) => {
    const audience = loaded.audiences[i];
    const ast = audience ? parse(audience.pql).ast : null;
    const judged = {
      name: entry.name,
      verdict: entry.verdict,
      streaming: entry.streaming ?? notStreaming,
      method: entry.method ?? batchOnly
    };
    if (!audience || !ast) return { ...judged, facts: null };
    const facts = extractFacts(ast);
    const map = (span) => audience.mapSpan(span);
    return {
      ...judged,
      facts: {
        events: facts.events.map((e) => ({
          kind: e.kind,
          range: map(e.span),
          window: e.window ? render(timeConstraint(e.window), 1e3) : null,
          windowOk: e.window ? judgeWindow(e.window, boundary).ok : null,
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
function at(span) {
  return `${span.start.line}:${span.start.column}`;
}
function verdictLine(e) {
  const v = e.verdict;
  const blocking = v.reasons.filter((r) => r.severity === "error").length;
  if (v.eligible === true) return `edge-eligible: ${v.type}`;
  if (v.eligible === null) return "edge eligibility unknown: it depends on a segment that could not be resolved";
  return `not edge-eligible (${plural(blocking, "reason")})`;
}
function methodLine(e) {
  const { method, edgeType, streamingType, followsReference } = e.method;
  if (followsReference)
    return `${method}${streamingType ? ` (${streamingType})` : ""}: it follows \`${followsReference.name}\`, evaluated ${followsReference.method === "batch" ? "in batch" : "by streaming"}`;
  if (method === "edge") return `edge (${edgeType})`;
  if (method === "streaming") return `streaming (${streamingType})`;
  if (e.streaming.eligible === null) return "batch (streaming eligibility unknown: it depends on a segment that could not be resolved)";
  const blocking = e.streaming.reasons.filter((r) => r.severity === "error").length;
  return blocking > 0 ? `batch (not streaming-eligible, ${plural(blocking, "reason")})` : "batch";
}
function explainText(file, source, explanations, options = {}) {
  const paint = painter(options.color);
  const lines = new LineMap(source);
  const out = [];
  for (const e of explanations) {
    const v = e.verdict;
    const color = v.eligible === true ? "\x1B[32m" : v.eligible === null ? "\x1B[33m" : "\x1B[31m";
    out.push(paint("\x1B[1m", e.name === file ? file : `${file}: ${e.name}`));
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
      out.push("");
      out.push(
        renderFrame(
          {
            severity: r.severity,
            code: r.code,
            rule: r.rule,
            message: r.message,
            file,
            range: r.range,
            ...r.label ? { label: r.label } : {},
            hints: r.hints ?? [],
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
  const frames = diagnosticFrames({ file, source }, problems, options);
  const outcome = !explained.incomplete ? "lint fails it for these" : explained.audiences === 0 ? "it does not load, so there is nothing to explain" : `only ${plural(explained.audiences, "audience")} of it loaded`;
  return `${frames.map((f) => `${f}

`).join("")}${plural(problems.length, "problem")} in ${file}: ${outcome}
`;
}

export {
  explain,
  explainLinted,
  methodLine,
  explainText,
  problemsText
};
