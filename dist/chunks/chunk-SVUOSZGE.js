import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ansi,
  painter,
  renderFrame
} from "./chunk-CL5F5DHU.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import {
  LineMap
} from "./chunk-NBEU2GLP.js";

// src/report/findings.ts
var EDGE_TYPES = ["single-event", "profile-only", "event-with-profile", "segment-of-segments"];
function byPosition(a, b) {
  return a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}
function activeDiagnostics(file) {
  return file.diagnostics.filter((d) => !d.suppressed).sort(byPosition);
}
function suppressedDiagnostics(file) {
  return file.diagnostics.filter((d) => d.suppressed).sort(byPosition);
}
function shownDiagnostics(file, showSuppressed) {
  return showSuppressed ? [...file.diagnostics].sort(byPosition) : activeDiagnostics(file);
}
function docsCommand(rule) {
  return `pql-audience rules ${rule}`;
}
function filesWithProblems(result) {
  return result.files.filter((f) => f.diagnostics.some((d) => !d.suppressed)).length;
}
function problemCounts(result) {
  return problemCountsOf(result.summary, filesWithProblems(result));
}
function problemCountsOf(s, withProblems) {
  const checked = `(${plural(s.files, "file")} checked)`;
  if (s.errors + s.warnings + s.infos === 0) return `no problems ${checked}`;
  const parts = [plural(s.errors, "error"), plural(s.warnings, "warning")];
  if (s.infos > 0) parts.push(plural(s.infos, "info", "infos"));
  return `${parts.join(", ")} in ${plural(withProblems, "file")} ${checked}`;
}
function problemExtras(summary) {
  const extras = [];
  if (summary.suppressed > 0) extras.push(`${summary.suppressed} suppressed`);
  if (summary.fixable > 0) extras.push(`${summary.fixable} fixable with --fix`);
  return extras;
}
function edgeTypeCounts(summary) {
  return EDGE_TYPES.filter((t) => (summary.byType[t] ?? 0) > 0).map((t) => `${t} ${summary.byType[t]}`).join(", ");
}
function edgeSummary(summary) {
  if (summary.audiences === 0) return "no audiences found";
  const types = edgeTypeCounts(summary);
  const parts = [`${summary.eligible} edge-eligible${types ? ` (${types})` : ""}`];
  if (summary.notEligible > 0) parts.push(`${summary.notEligible} not eligible`);
  if (summary.unknown > 0) parts.push(`${summary.unknown} unknown (unresolved segment)`);
  return `${plural(summary.audiences, "audience")}: ${parts.join(", ")}`;
}
function verdictWords(verdict) {
  if (verdict.eligible === true) return verdict.type ?? "edge-eligible";
  return verdict.eligible === false ? "not eligible" : "unknown";
}
function repoPath(path, prefix) {
  if (!prefix || path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path) || path === "<stdin>") return path;
  const out = [];
  for (const segment of `${prefix}/${path}`.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else out.push(segment);
  }
  return out.join("/");
}

// src/report/stylish.ts
function stylish(result, options) {
  const sources = new Map(result.files.map((f) => [f.file, new LineMap(f.source)]));
  const sourceOf = (file) => sources.get(file)?.text;
  const frames = [];
  for (const file of result.files) {
    const lines = sources.get(file.file);
    for (const d of shownDiagnostics(file, options.showSuppressed))
      frames.push(renderFrame(frameOf(d, file), lines, { color: options.color, width: options.width, sourceOf }));
  }
  const body = frames.map((f) => `${f}

`).join("");
  return `${body}${footer(result, options)}
`;
}
function diagnosticFrames(file, diagnostics, options = {}) {
  const lines = new LineMap(file.source);
  return [...diagnostics].sort(byPosition).map(
    (d) => renderFrame(frameOf(d, file), lines, { color: options.color ?? false, ...options.width ? { width: options.width } : {} })
  );
}
function frameOf(d, file) {
  return {
    severity: d.severity,
    code: d.code,
    rule: d.rule,
    message: d.message,
    file: d.file || file.file,
    range: d.range,
    label: d.label,
    hints: d.hints,
    related: d.related,
    notes: d.suppressed ? [`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`] : [],
    fix: d.fix ? `${d.fix.description} (apply with --fix)` : void 0,
    docs: docsCommand(d.rule)
  };
}
function footer(result, options) {
  const paint = painter(options.color);
  const s = result.summary;
  const counts = problemCounts(result);
  const style = s.errors > 0 ? ansi.bold + ansi.red : s.warnings > 0 ? ansi.bold + ansi.yellow : ansi.bold + ansi.green;
  const extras = problemExtras(s);
  const countLine = paint(style, counts) + (extras.length > 0 ? paint(ansi.dim, `; ${extras.join("; ")}`) : "");
  return `${edgeSummary(s)}
${countLine}`;
}

export {
  byPosition,
  activeDiagnostics,
  suppressedDiagnostics,
  shownDiagnostics,
  docsCommand,
  filesWithProblems,
  problemCounts,
  problemCountsOf,
  problemExtras,
  edgeSummary,
  verdictWords,
  repoPath,
  stylish,
  diagnosticFrames,
  frameOf
};
