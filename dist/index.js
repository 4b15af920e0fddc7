import {
  createBody
} from "./lib-chunk-EEQZAKXB.js";
import {
  DEFAULT_BUDGET,
  MAX_DATA_DEPTH,
  analyze,
  evaluate,
  explainText,
  judgeEdge,
  plural
} from "./lib-chunk-MUHDUJXR.js";
import {
  lintSources,
  lintText,
  reportedFor
} from "./lib-chunk-57K3LQ7A.js";
import {
  classify,
  defaultResolvedConfig,
  judgeWindow,
  resolveConfig,
  shapeOf
} from "./lib-chunk-XT6OQGEV.js";
import {
  ALIAS_PREFIX,
  CONTROL_CHARACTERS,
  LineMap,
  MAX_NESTING,
  MAX_TREE_DEPTH,
  allRules,
  audienceFileKind,
  audienceSchemas,
  childrenOf,
  closest,
  codesFor,
  enableGrammarValidation,
  extractFacts,
  fileMethod,
  forEachNode,
  formatAudienceFile,
  isAudienceFileName,
  loadAudienceFile,
  parse,
  print,
  render,
  ruleByCodeOrName,
  ruleNamesWhere,
  timeConstraint,
  tokenize
} from "./lib-chunk-62S23JTJ.js";

// src/syntax/format-pql.ts
function formatPql(text, options = {}) {
  const { ast, errors } = parse(text);
  if (!ast) return { ok: false, errors };
  const output = `${print(ast, options)}
`;
  return { ok: true, output, changed: output !== text };
}

// src/format-source.ts
function formatSource(name, text, options = {}) {
  if (audienceFileKind(name) !== "pql") {
    const result2 = formatAudienceFile(name, text, options);
    if (result2.ok) return result2;
    return {
      ok: false,
      errors: result2.errors.map((e) => ({
        code: e.code ?? ruleByCodeOrName(e.rule)?.meta.code ?? "",
        rule: e.rule,
        message: e.message,
        range: e.range,
        hints: e.hints,
        ...e.label ? { label: e.label } : {}
      }))
    };
  }
  const result = formatPql(text, options);
  if (result.ok) return result;
  return {
    ok: false,
    errors: result.errors.map((e) => ({ code: e.code, rule: e.rule, message: e.message, range: e.span, label: e.label, hints: e.hints }))
  };
}

// src/audience/schema.ts
var schemas = audienceSchemas();
var suppressionSchema = schemas.suppression;
var testCaseSchema = schemas.testCase;
var extrasSchema = schemas.extras;
var expressionSchema = schemas.expression;
var audienceSchema = schemas.audience;

// src/run/evaluate-audiences.ts
function references(ast) {
  const nodes = [];
  forEachNode(ast, (node) => {
    if (node.kind === "SegmentReference") nodes.push(node);
  });
  return nodes;
}
function referenceKeys(audience) {
  return [...audience.alias ? [`${ALIAS_PREFIX}${audience.alias}`] : [], ...audience.id ? [audience.id] : []];
}
function evaluateAudiences(audiences, data) {
  const byKey = /* @__PURE__ */ new Map();
  audiences.forEach((a, i) => {
    for (const key of referenceKeys(a)) byKey.set(key, i);
  });
  const results = new Array(audiences.length);
  const inProgress = /* @__PURE__ */ new Set();
  const run = (i) => {
    if (results[i]) return results[i];
    if (inProgress.has(i)) return void 0;
    inProgress.add(i);
    const audience = audiences[i];
    const local = /* @__PURE__ */ new Map();
    let result;
    for (const node of references(audience.ast)) {
      const target = byKey.get(node.segmentId);
      if (target === void 0) continue;
      const referenced = run(target);
      if (referenced?.status === "budget-exceeded" && !result) {
        const message2 = `${referenced.name}, which this references, went over its budget (${referenced.budget.message})`;
        const trace = { nodes: [{ kind: audience.ast.kind, span: audience.ast.span, value: null }], chains: [], problems: [] };
        result = { ...referenced, trace, budget: { ...referenced.budget, span: node.span, message: message2 } };
      }
      if (referenced?.status === "data-too-deep" && !result) {
        const trace = { nodes: [{ kind: audience.ast.kind, span: audience.ast.span, value: null }], chains: [], problems: [] };
        result = { ...referenced, trace };
      }
      local.set(node.segmentId, referenced?.qualifies === true);
    }
    result ??= evaluate(audience.ast, {
      profile: data.profile,
      events: data.events,
      now: data.now,
      membership: (id) => local.get(id) === true,
      ...data.budget ? { budget: data.budget } : {}
    });
    inProgress.delete(i);
    results[i] = { ...result, name: audience.name };
    return results[i];
  };
  return audiences.map((_, i) => run(i));
}

// src/run/trace-outline.ts
var MAX_TEXT = 96;
var ELLIPSIS = " ... ";
var LITERALS = /* @__PURE__ */ new Set(["Boolean", "String", "Number", "Date"]);
var WINDOWS = /* @__PURE__ */ new Set(["AmountConstraint", "DirectionConstraint", "PointConstraint", "BetweenConstraint"]);
function traceOutline(nodes, pql) {
  const windows = windowSpans(pql);
  const sorted = nodes.filter((node) => !LITERALS.has(node.kind)).sort((a, b) => a.span.start.offset - b.span.start.offset || b.span.end.offset - a.span.end.offset);
  const open = [];
  return sorted.map((node) => {
    while (open.length > 0 && node.span.start.offset >= open[open.length - 1]) open.pop();
    const depth = open.length;
    open.push(node.span.end.offset);
    return { text: outlineText(pql, node.span.start.offset, node.span.end.offset, windows), value: node.value, depth };
  });
}
function windowSpans(pql) {
  const { ast } = parse(pql);
  const out = [];
  if (ast)
    forEachNode(ast, (node) => {
      if (WINDOWS.has(node.kind)) out.push([node.span.start.offset, node.span.end.offset]);
    });
  return out;
}
function outlineText(pql, start, end, windows) {
  const source = pql.slice(start, end);
  const { tokens } = tokenize(source);
  if (tokens.length === 0) return source.replace(/\s+/g, " ").trim();
  const pieces = tokens.map((token, i) => {
    const previous = tokens[i - 1];
    const at = start + token.startOffset;
    const spaced = previous !== void 0 && token.startOffset > previous.startOffset + previous.image.length;
    const tight = previous !== void 0 && (/^[([]$/.test(previous.image) || /^[)\],]$/.test(token.image));
    return { before: spaced && !tight ? " " : "", text: token.image, kept: windows.some(([s, e]) => at >= s && at < e) };
  });
  const join = (list) => list.map((p, i) => i === 0 ? p.text : p.before + p.text).join("");
  const whole = join(pieces);
  if (whole.length <= MAX_TEXT) return whole;
  return shortened(pieces, whole.length);
}
function shortened(pieces, length) {
  const dropped = /* @__PURE__ */ new Set();
  const runs = [];
  for (let i = 0; i < pieces.length; ) {
    if (pieces[i].kept) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < pieces.length && !pieces[j + 1].kept) j++;
    runs.push([i, j]);
    i = j + 1;
  }
  const size = (i) => pieces[i].before.length + pieces[i].text.length;
  runs.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
  let over = length - MAX_TEXT;
  for (const [first, last] of runs) {
    if (over <= 0) break;
    if (last - first < 2) continue;
    over += ELLIPSIS.length;
    let low = Math.floor((first + last) / 2);
    let high = low + 1;
    for (let turn = 0; over > 0 && (low > first || high < last); turn++) {
      const take = turn % 2 === 0 ? low > first ? low-- : high++ : high < last ? high++ : low--;
      dropped.add(take);
      over -= size(take);
    }
  }
  let text = "";
  let cut = false;
  pieces.forEach((p, i) => {
    if (dropped.has(i)) {
      if (!cut) text += ELLIPSIS.trimEnd();
      cut = true;
      return;
    }
    text += i === 0 ? p.text : cut ? ` ${p.text}` : p.before + p.text;
    cut = false;
  });
  return text;
}

// src/lint/explain.ts
var notStreaming = { eligible: false, type: null, reasons: [] };
var batchOnly = { method: "batch", edgeType: null, streamingType: null };
var askedForAll = { edge: true, streaming: true };
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
      method: entry.method ?? batchOnly,
      asked: entry.asked ?? askedForAll
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

// src/diff/overlap.ts
function overlaps(audiences) {
  const out = [];
  audiences.forEach((a, i) => {
    audiences.forEach((b, j) => {
      if (j <= i) return;
      const [small, large] = a.members.size <= b.members.size ? [a.members, b.members] : [b.members, a.members];
      let both = 0;
      for (const pid of small) if (large.has(pid)) both++;
      out.push({
        files: [a.file, b.file],
        indices: [i, j],
        both,
        shareOfA: a.members.size === 0 ? 0 : both / a.members.size,
        shareOfB: b.members.size === 0 ? 0 : both / b.members.size
      });
    });
  });
  return out;
}

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

// src/report/concise.ts
function concise(result, options) {
  const body = result.files.map((file) => conciseFile(file, options)).join("");
  return `${body}${conciseFooter(result.summary, filesWithProblems(result))}`;
}
function conciseFile(file, options) {
  let out = "";
  for (const d of shownDiagnostics(file, options.showSuppressed)) {
    const { line, column } = d.range.start;
    const suppressed = d.suppressed ? ` (suppressed: ${oneLine(d.suppressed.reason)})` : "";
    out += `${d.file || file.file}:${line}:${column}: ${d.severity} ${d.code} ${oneLine(d.message)} [${d.rule}]${suppressed}
`;
  }
  return out;
}
function conciseFooter(summary, withProblems) {
  const extras = problemExtras(summary);
  return `${problemCountsOf(summary, withProblems)}${extras.length > 0 ? `; ${extras.join("; ")}` : ""}
`;
}
function oneLine(text) {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}

// src/report/format-names.ts
var FORMAT_NAMES = ["stylish", "concise", "json", "sarif", "github", "junit"];

// src/report/github.ts
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function githubCommand(severity) {
  return severity === "info" ? "notice" : severity;
}
function annotation(d, path) {
  const { start, end } = d.range;
  const props = [
    ["file", path],
    ["line", start.line],
    ["col", start.column],
    ["endLine", end.line]
  ];
  if (end.line === start.line) props.push(["endColumn", Math.max(end.column, start.column + 1)]);
  props.push(["title", `${d.code} ${d.rule}`]);
  const message2 = [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
  return `::${githubCommand(d.severity)} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",")}::${escapeData(message2)}`;
}
function github(result, options) {
  return result.files.map((file) => githubFile(file, options)).join("");
}
function githubFile(file, options) {
  let out = "";
  for (const d of activeDiagnostics(file)) out += `${annotation(d, repoPath(d.file || file.file, options.repoPathPrefix))}
`;
  return out;
}

// src/report/reporter.ts
var TOOL_NAME = "pql-audience";

// src/report/json.ts
var JSON_REPORT_VERSION = 1;
function toJsonReport(result, options) {
  return {
    version: JSON_REPORT_VERSION,
    tool: { name: TOOL_NAME, version: options.toolVersion },
    files: result.files.map((file) => ({
      path: file.file,
      diagnostics: activeDiagnostics(file).map((d) => jsonDiagnostic(d, options)),
      suppressed: suppressedDiagnostics(file).map((d) => ({
        ...jsonDiagnostic(d, options),
        suppression: { kind: d.suppressed.kind, reason: d.suppressed.reason }
      })),
      audiences: file.audiences.map((a) => ({
        name: a.name,
        verdict: {
          eligible: a.verdict.eligible,
          type: a.verdict.type,
          // Positions of reasons are in the diagnostics (file line:col); here only what and why.
          reasons: a.verdict.reasons.map((r) => ({ code: r.code, rule: r.rule, severity: r.severity, message: r.message }))
        }
      }))
    })),
    summary: { ...result.summary, filesWithProblems: filesWithProblems(result) }
  };
}
function json(result, options) {
  return `${JSON.stringify(toJsonReport(result, options), null, 2)}
`;
}
function jsonDiagnostic(d, options) {
  return {
    code: d.code,
    rule: d.rule,
    severity: d.severity,
    message: d.message,
    range: jsonRange(d.range),
    label: d.label ?? null,
    hints: [...d.hints],
    fix: d.fix ? { description: d.fix.description, edits: d.fix.edits.map((e) => ({ range: jsonRange(e.range), text: e.text })) } : null,
    related: (d.related ?? []).map((r) => ({ path: r.file, range: jsonRange(r.range), message: r.message })),
    docs: { command: docsCommand(d.rule), url: options.ruleDocsUrl?.({ code: d.code, name: d.rule }) ?? null }
  };
}
function jsonRange(span) {
  const { start, end } = span;
  return {
    start: { line: start.line, column: start.column, offset: start.offset },
    end: { line: end.line, column: end.column, offset: end.offset }
  };
}

// src/text/visible-controls.ts
var NAMED = { "	": "\\t", "\n": "\\n", "\r": "\\r" };
function controlEscape(c) {
  const code = c.charCodeAt(0);
  return NAMED[c] ?? (code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`);
}

// src/report/text-width.ts
var TAB_WIDTH = 4;
var WIDE = [
  [4352, 4447],
  [8986, 8987],
  [9193, 9196],
  [9748, 9749],
  [9800, 9811],
  [9889, 9889],
  [9917, 9918],
  [9924, 9925],
  [9940, 9940],
  [9962, 9962],
  [9970, 9973],
  [9978, 9981],
  [9989, 9989],
  [9994, 9995],
  [10024, 10024],
  [10060, 10060],
  [10067, 10069],
  [10133, 10135],
  [11035, 11036],
  [11904, 12350],
  [12353, 13311],
  [13312, 19903],
  [19968, 40959],
  [40960, 42191],
  [43360, 43391],
  [44032, 55203],
  [63744, 64255],
  [65040, 65049],
  [65072, 65135],
  [65280, 65376],
  [65504, 65510],
  [126980, 126980],
  [127183, 127183],
  [127374, 127374],
  [127377, 127386],
  [127488, 127569],
  [127744, 128591],
  [128640, 128767],
  [128992, 129003],
  [129292, 129535],
  [129648, 129791],
  [131072, 262141]
];
var ZERO = [
  [768, 879],
  [1155, 1161],
  [1425, 1469],
  [1552, 1562],
  [1611, 1631],
  [8203, 8207],
  [8234, 8238],
  [8288, 8292],
  [8400, 8447],
  [65024, 65039],
  [65056, 65071],
  [65279, 65279],
  [127995, 127999],
  [917760, 917999]
];
function inRanges(cp, ranges) {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const [from, to] = ranges[mid];
    if (cp < from) hi = mid - 1;
    else if (cp > to) lo = mid + 1;
    else return true;
  }
  return false;
}
function codePointWidth(cp) {
  if (cp < 768) return 1;
  if (inRanges(cp, ZERO)) return 0;
  return inRanges(cp, WIDE) ? 2 : 1;
}
var CONTROL = new RegExp(CONTROL_CHARACTERS.source, "u");
function safeText(text) {
  return text.replace(CONTROL_CHARACTERS, (c) => c === "	" || c === "\n" ? c : controlEscape(c));
}
function layoutLine(line) {
  const cells = new Array(line.length + 1);
  let text = "";
  let cell = 0;
  for (let i = 0; i < line.length; ) {
    const cp = line.codePointAt(i);
    const units = cp > 65535 ? 2 : 1;
    for (let k = 0; k < units; k++) cells[i + k] = cell;
    if (cp === 9) {
      text += " ".repeat(TAB_WIDTH);
      cell += TAB_WIDTH;
    } else {
      const ch = String.fromCodePoint(cp);
      const shown = CONTROL.test(ch) ? controlEscape(ch) : ch;
      text += shown;
      cell += shown === ch ? codePointWidth(cp) : shown.length;
    }
    i += units;
  }
  cells[line.length] = cell;
  return {
    text,
    width: cell,
    cellAt(column) {
      const index = column - 1;
      if (index <= 0) return 0;
      if (index >= line.length) return cell + (index - line.length);
      return cells[index];
    }
  };
}
function sliceCells(line, fromCell, toCell) {
  let out = "";
  let cell = 0;
  for (const ch of line) {
    const cp = ch.codePointAt(0);
    const w = cp === 32 ? 1 : codePointWidth(cp);
    if (cell >= fromCell && cell + w <= toCell) out += ch;
    cell += w;
    if (cell >= toCell) break;
  }
  return out;
}

// src/report/code-frame.ts
var ansi = {
  bold: "\x1B[1m",
  dim: "\x1B[2m",
  red: "\x1B[31m",
  green: "\x1B[32m",
  yellow: "\x1B[33m",
  blue: "\x1B[34m",
  cyan: "\x1B[36m",
  reset: "\x1B[0m"
};
function painter(color) {
  return (style, text) => color && text !== "" ? `${style}${text}${ansi.reset}` : text;
}
function severityWord(severity) {
  return severity;
}
function severityColor(severity) {
  return severity === "error" ? ansi.red : severity === "warning" ? ansi.yellow : ansi.cyan;
}
var ELLIPSIS2 = "...";
function renderFrame(input, source, options = {}) {
  const lines = typeof source === "string" ? new LineMap(source) : source;
  const paint = painter(options.color);
  const mainStyle = severityColor(input.severity);
  const maxLines = Math.max(2, options.maxLines ?? 4);
  const main = { lines, range: input.range, marker: "^", style: mainStyle, label: input.label };
  const drawnRelated = [];
  const notes = [...input.notes ?? []];
  for (const place of input.related ?? []) {
    const text = place.file === input.file ? lines : options.sourceOf?.(place.file);
    if (text === void 0) {
      notes.push(`${place.message} (${place.file}:${place.range.start.line}:${place.range.start.column})`);
      continue;
    }
    const map = typeof text === "string" ? new LineMap(text) : text;
    drawnRelated.push({ place, snippet: { lines: map, range: place.range, marker: "-", style: ansi.blue, label: place.message } });
  }
  const gutterWidth = Math.max(
    ...[main, ...drawnRelated.map((r) => r.snippet)].map((s) => String(shownLines(s.range, maxLines).at(-1) ?? 1).length)
  );
  const pad = " ".repeat(gutterWidth);
  const bar = paint(ansi.blue, "|");
  const code = input.code ? `[${input.code}]` : "";
  const rule = input.rule ? ` ${input.rule}` : "";
  const out = [];
  out.push(
    `${paint(ansi.bold + mainStyle, `${severityWord(input.severity)}${code}`)}${paint(ansi.bold, `${rule}: ${safeText(input.message)}`)}`
  );
  out.push(`${pad}${paint(ansi.blue, "-->")} ${location(input.file, input.range)}`);
  out.push(`${pad} ${bar}`);
  out.push(...drawSnippet(main, gutterWidth, maxLines, options.width, paint));
  for (const { place, snippet } of drawnRelated) {
    out.push(`${pad}${paint(ansi.blue, ":::")} ${location(place.file, place.range)}`);
    out.push(`${pad} ${bar}`);
    out.push(...drawSnippet(snippet, gutterWidth, maxLines, options.width, paint));
  }
  const trailers = [];
  for (const note of notes) trailers.push(trailer(pad, "note", note, paint));
  for (const hint of input.hints ?? []) trailers.push(trailer(pad, "help", hint, paint));
  if (input.fix) trailers.push(trailer(pad, "fix", input.fix, paint));
  if (input.docs) trailers.push(trailer(pad, "docs", input.docs, paint));
  if (trailers.length > 0) out.push(`${pad} ${bar}`, ...trailers);
  return out.join("\n");
}
function location(file, range) {
  return `${file}:${range.start.line}:${range.start.column}`;
}
function shownLines(range, maxLines) {
  const { start, end } = range;
  const last = Math.max(start.line, end.column === 1 && end.line > start.line ? end.line - 1 : end.line);
  const count = last - start.line + 1;
  if (count <= maxLines) return Array.from({ length: count }, (_, i) => start.line + i);
  const head = Array.from({ length: maxLines - 1 }, (_, i) => start.line + i);
  return [...head, 0, last];
}
function drawSnippet(snippet, gutterWidth, maxLines, width, paint) {
  const { start, end } = snippet.range;
  const pad = " ".repeat(gutterWidth);
  const bar = paint(ansi.blue, "|");
  const numbers = shownLines(snippet.range, maxLines);
  const last = numbers.at(-1);
  const available = width === void 0 ? Infinity : Math.max(20, width - gutterWidth - 3);
  const out = [];
  for (const n of numbers) {
    if (n === 0) {
      const hidden = last - numbers.at(-3) - 1;
      out.push(`${pad} ${paint(ansi.blue, ":")} ${paint(ansi.dim, `${ELLIPSIS2} ${plural(hidden, "more line")}`)}`);
      continue;
    }
    const raw = snippet.lines.lineText(n);
    const laid = layoutLine(raw);
    const fromCol = n === start.line ? start.column : firstNonBlank(raw);
    const toCol = n === end.line ? end.column : raw.length + 1;
    const from = laid.cellAt(fromCol);
    const to = Math.max(from + 1, laid.cellAt(Math.max(toCol, fromCol)));
    const fitted = fit(laid, from, available);
    out.push(`${paint(ansi.blue, String(n).padStart(gutterWidth))} ${bar} ${fitted.text}`.trimEnd());
    if (n !== start.line && n !== end.line && raw.trim() === "") continue;
    const caretStart = from + fitted.shift;
    const caretWidth = Math.max(1, Math.min(to - from, available - caretStart));
    const label = n === last && snippet.label ? ` ${safeText(snippet.label)}` : "";
    out.push(`${pad} ${bar} ${" ".repeat(caretStart)}${paint(snippet.style, snippet.marker.repeat(caretWidth) + label)}`);
  }
  return out;
}
function fit(laid, from, available) {
  if (laid.width <= available) return { text: laid.text, shift: 0 };
  let start = Math.max(0, from - Math.floor(available / 3));
  start = Math.min(start, Math.max(0, laid.width - (available - ELLIPSIS2.length)));
  const lead = start > 0 ? ELLIPSIS2 : "";
  let room = available - lead.length;
  const cutsTail = start + room < laid.width;
  if (cutsTail) room -= ELLIPSIS2.length;
  const body = sliceCells(laid.text, start, start + room);
  return { text: lead + body + (cutsTail ? ELLIPSIS2 : ""), shift: lead.length - start };
}
function trailer(pad, word, text, paint) {
  const [first, ...rest] = safeText(text.replace(/\r\n?/g, "\n")).split("\n");
  const indent = `${pad}   ${" ".repeat(word.length + 2)}`;
  return [`${pad} ${paint(ansi.blue, "=")} ${paint(ansi.bold, `${word}:`)} ${first}`, ...rest.map((r) => indent + r)].join("\n");
}
function firstNonBlank(line) {
  const m = /\S/.exec(line);
  return m ? m.index + 1 : 1;
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

// src/report/xml.ts
var NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
function escapeXmlText(text) {
  return text.replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function escapeXmlAttribute(text) {
  return escapeXmlText(text).replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");
}

// src/report/junit.ts
function junit(result, options) {
  const sources = new Map(result.files.map((f) => [f.file, f.source]));
  const failing = options.warningsFail ? /* @__PURE__ */ new Set(["error", "warning"]) : /* @__PURE__ */ new Set(["error"]);
  const suites = result.files.map((f) => suite(f, (file) => sources.get(file), failing));
  const total = (key) => suites.reduce((n, s) => n + s[key], 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${escapeXmlAttribute(`${TOOL_NAME} ${options.toolVersion}`)}" tests="${total("tests")}" failures="${total("failures")}" errors="0" skipped="${total("skipped")}">`,
    ...suites.map((s) => s.xml),
    `</testsuites>`,
    ""
  ].join("\n");
}
function suite(file, sourceOf, failing) {
  const lines = new LineMap(file.source);
  const cases = [];
  let failures = 0;
  let skipped = 0;
  for (const audience of file.audiences) {
    cases.push(
      [
        `    <testcase name="${escapeXmlAttribute(`audience: ${audience.name}`)}" classname="${escapeXmlAttribute(file.file)}">`,
        `      <properties><property name="edge" value="${escapeXmlAttribute(verdictWords(audience.verdict))}"/></properties>`,
        `    </testcase>`
      ].join("\n")
    );
  }
  for (const d of [...file.diagnostics].sort(byPosition)) {
    const frame = renderFrame(frameOf(d, file), lines, { sourceOf });
    const open = `    <testcase name="${escapeXmlAttribute(caseName(d))}" classname="${escapeXmlAttribute(file.file)}" file="${escapeXmlAttribute(d.file || file.file)}" line="${d.range.start.line}">`;
    const severity = `      <properties><property name="severity" value="${d.severity}"/></properties>`;
    let body;
    if (d.suppressed) {
      skipped++;
      body = `      <skipped message="${escapeXmlAttribute(`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`)}"/>`;
    } else if (failing.has(d.severity)) {
      failures++;
      body = `      <failure message="${escapeXmlAttribute(d.message)}" type="${escapeXmlAttribute(d.code)}">${escapeXmlText(frame)}</failure>`;
    } else {
      body = `      <system-out>${escapeXmlText(frame)}</system-out>`;
    }
    cases.push([open, severity, body, `    </testcase>`].join("\n"));
  }
  const tests = cases.length;
  const xml = [
    `  <testsuite name="${escapeXmlAttribute(file.file)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}">`,
    ...cases,
    `  </testsuite>`
  ].join("\n");
  return { xml, tests, failures, skipped };
}
function caseName(d) {
  return `${d.code} ${d.rule}: ${d.message}`;
}

// src/report/fingerprint.ts
var utf8 = new TextEncoder();
function fnv1a64(text) {
  let h0 = 8997;
  let h1 = 33826;
  let h2 = 40164;
  let h3 = 52210;
  for (const byte of utf8.encode(text)) {
    h0 ^= byte;
    const t0 = h0 * 435;
    const t1 = h1 * 435 + (t0 >>> 16);
    const t2 = h2 * 435 + h0 * 256 + (t1 >>> 16);
    const t3 = h3 * 435 + h1 * 256 + (t2 >>> 16);
    h0 = t0 & 65535;
    h1 = t1 & 65535;
    h2 = t2 & 65535;
    h3 = t3 & 65535;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, "0")).join("");
}
function normalize(text) {
  return text.replace(/\s+/g, " ").trim();
}
function findingKey(d, path, source) {
  const flagged = source.slice(d.range.start.offset, d.range.end.offset);
  return [d.code, path, normalize(d.message), normalize(flagged)].join("\0");
}
function fingerprints(diagnostics, path, source) {
  const seen = /* @__PURE__ */ new Map();
  return diagnostics.map((d) => {
    const hash = fnv1a64(findingKey(d, path, source));
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `${hash}:${n}`;
  });
}

// src/report/sarif.ts
var SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
var FINGERPRINT_KEY = "pqlAudience/v1";
var SRCROOT = "%SRCROOT%";
function sarifLevel(severity) {
  return severity === "info" ? "note" : severity;
}
function defaultConfiguration(severity) {
  return severity === "off" ? { level: "none", enabled: false } : { level: sarifLevel(severity) };
}
function artifactLocation(path) {
  const slashed = path.replace(/\\/g, "/");
  const encode = (p) => p.split("/").map(encodeURIComponent).join("/");
  if (/^[A-Za-z]:\//.test(slashed)) return { uri: `file:///${slashed.slice(0, 2)}${encode(slashed.slice(2))}` };
  if (slashed.startsWith("/")) return { uri: `file://${encode(slashed)}` };
  return { uri: encode(slashed.replace(/^(\.\/)+/, "")), uriBaseId: SRCROOT };
}
function region(span) {
  return {
    startLine: span.start.line,
    startColumn: span.start.column,
    endLine: span.end.line,
    endColumn: span.end.column,
    charOffset: span.start.offset,
    charLength: span.end.offset - span.start.offset
  };
}
function ruleHelp(rule) {
  const example = (title, codes) => codes.length === 0 ? { text: "", markdown: "" } : {
    text: `

${title}:
${codes.map((c) => c.code.replace(/^/gm, "    ")).join("\n\n")}`,
    markdown: `

**${title}**

${codes.map((c) => `\`\`\`${c.file ?? "pql"}
${c.code}
\`\`\``).join("\n\n")}`
  };
  const invalid = example("Invalid", rule.invalid);
  const valid = example("Valid", rule.valid);
  const more = `Run \`${docsCommand(rule.name)}\` for the full documentation.`;
  return {
    text: `${sentence(rule.summary)} ${rule.why}${invalid.text}${valid.text}

${more}`,
    markdown: `**${sentence(rule.summary)}** ${rule.why}${invalid.markdown}${valid.markdown}

${more}`
  };
}
function sentence(text) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
function ruleList(result) {
  const rules = [...result.rules];
  const known = new Set(rules.map((r) => r.code));
  for (const file of result.files)
    for (const d of file.diagnostics)
      if (!known.has(d.code)) {
        known.add(d.code);
        rules.push({
          code: d.code,
          name: d.rule,
          category: "syntax",
          defaultSeverity: d.severity,
          summary: d.rule,
          why: "",
          invalid: [],
          valid: []
        });
      }
  return rules;
}
function message(d) {
  return [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
}
function toSarif(result, options) {
  const rules = ruleList(result);
  const ruleIndex = new Map(rules.map((r, i) => [r.code, i]));
  const fileIndex = new Map(result.files.map((f, i) => [f.file, i]));
  const located = (path) => {
    const index = fileIndex.get(path);
    const location2 = artifactLocation(repoPath(path, options.repoPathPrefix));
    return index === void 0 ? location2 : { ...location2, index };
  };
  const results = result.files.flatMap((file) => {
    const diagnostics = [...file.diagnostics].sort(byPosition);
    const prints = fingerprints(diagnostics, file.file, file.source);
    return diagnostics.map((d, i) => {
      const path = d.file || file.file;
      return {
        ruleId: d.code,
        ruleIndex: ruleIndex.get(d.code),
        level: sarifLevel(d.severity),
        message: { text: message(d) },
        locations: [{ physicalLocation: { artifactLocation: located(path), region: region(d.range) } }],
        partialFingerprints: { [FINGERPRINT_KEY]: prints[i] },
        ...d.related && d.related.length > 0 ? {
          relatedLocations: d.related.map((r, id) => ({
            id,
            message: { text: r.message },
            physicalLocation: { artifactLocation: located(r.file), region: region(r.range) }
          }))
        } : {},
        ...d.fix ? {
          fixes: [
            {
              description: { text: d.fix.description },
              artifactChanges: [
                {
                  artifactLocation: located(path),
                  replacements: d.fix.edits.map((e) => ({
                    deletedRegion: region(e.range),
                    insertedContent: { text: e.text }
                  }))
                }
              ]
            }
          ]
        } : {},
        ...d.suppressed ? { suppressions: [{ kind: d.suppressed.kind, justification: d.suppressed.reason }] } : {}
      };
    });
  });
  const srcRoot = options.srcRoot === void 0 ? void 0 : options.srcRoot.endsWith("/") ? options.srcRoot : `${options.srcRoot}/`;
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: options.toolVersion,
            semanticVersion: options.toolVersion,
            ...options.informationUri ? { informationUri: options.informationUri } : {},
            rules: rules.map((rule) => {
              const helpUri = options.ruleDocsUrl?.({ code: rule.code, name: rule.name });
              return {
                id: rule.code,
                name: rule.name,
                shortDescription: { text: rule.summary },
                fullDescription: { text: rule.why || rule.summary },
                help: ruleHelp(rule),
                ...helpUri ? { helpUri } : {},
                defaultConfiguration: defaultConfiguration(rule.defaultSeverity),
                properties: { tags: [rule.category], ...rule.fixable ? { fixable: true } : {} }
              };
            })
          }
        },
        originalUriBaseIds: {
          [SRCROOT]: srcRoot ? { uri: srcRoot } : { description: { text: "The directory pql-audience ran in; file paths are relative to it." } }
        },
        artifacts: result.files.map((f) => ({ location: artifactLocation(repoPath(f.file, options.repoPathPrefix)) })),
        columnKind: "utf16CodeUnits",
        results,
        invocations: [{ executionSuccessful: true }]
      }
    ]
  };
}
function sarif(result, options) {
  return `${JSON.stringify(toSarif(result, options), null, 2)}
`;
}

// src/report/github-summary.ts
var SUMMARY_BUDGET_BYTES = 9e5;
var SEVERITY_BADGE = { error: "\u274C error", warning: "\u26A0\uFE0F warning", info: "\u2139\uFE0F info" };
function markdownCell(text) {
  return text.split(/(`[^`\r\n]*`)/).map((part, i) => i % 2 === 1 ? part : part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")).join("").replace(/\|/g, "\\|").replace(/\r?\n|\r/g, "<br>");
}
function utf8Length(text) {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    bytes += cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
  }
  return bytes;
}
function githubSummary(result, options) {
  const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
  const extras = problemExtras(result.summary);
  const head = [
    "## pql-audience lint",
    "",
    `**${problemCounts(result)}**${extras.length > 0 ? ` \xB7 ${extras.join(" \xB7 ")}` : ""}`,
    "",
    edgeSummary(result.summary),
    ""
  ];
  const findings = result.files.flatMap(
    (file) => activeDiagnostics(file).map(
      (d) => `| ${SEVERITY_BADGE[d.severity]} | ${markdownCell(`${d.file || file.file}:${d.range.start.line}:${d.range.start.column}`)} | ${d.code} ${markdownCell(d.rule)} | ${markdownCell([d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n"))} |`
    )
  );
  const audiences = result.files.flatMap(
    (file) => file.audiences.map((a) => `| ${markdownCell(a.name)} | ${markdownCell(file.file)} | ${markdownCell(verdictWords(a.verdict))} |`)
  );
  const sections = [
    {
      title: "### Findings",
      header: ["| Severity | Location | Rule | Message |", "| --- | --- | --- | --- |"],
      rows: findings,
      what: "finding"
    },
    { title: "### Audiences", header: ["| Audience | File | Edge |", "| --- | --- | --- |"], rows: audiences, what: "audience" }
  ];
  const out = [...head];
  let used = utf8Length(out.join("\n"));
  for (const section of sections) {
    if (section.rows.length === 0) continue;
    const top = [section.title, "", ...section.header];
    out.push(...top);
    used += utf8Length(top.join("\n")) + top.length;
    let shown = 0;
    for (const row of section.rows) {
      const size = utf8Length(row) + 1;
      if (used + size > budget) break;
      out.push(row);
      used += size;
      shown++;
    }
    if (shown < section.rows.length) {
      const left = section.rows.length - shown;
      out.push("", `\u2026 ${plural(left, `more ${section.what}`)} not shown (summary size limit); see the log or the SARIF report.`);
    }
    out.push("");
  }
  return `${out.join("\n").trimEnd()}
`;
}

// src/report/streaming.ts
function streamingReporter(name, options) {
  switch (name) {
    case "concise":
      return { file: (f) => conciseFile(f, options), end: (run) => conciseFooter(run.summary, run.filesWithProblems) };
    case "github":
      return { file: (f) => githubFile(f, options), end: () => "" };
    default:
      return void 0;
  }
}

// src/report/index.ts
var reporters = { stylish, concise, json, sarif, github, junit };
var FormatError = class extends Error {
  name = "FormatError";
};
var VALID = FORMAT_NAMES.join(", ");
function isFormatName(name) {
  return FORMAT_NAMES.includes(name);
}
function parseFormat(value) {
  const colon = value.indexOf(":");
  const name = (colon < 0 ? value : value.slice(0, colon)).trim();
  const path = colon < 0 ? void 0 : value.slice(colon + 1);
  if (name === "") throw new FormatError(`--format needs a format name before the path; use one of: ${VALID}`);
  if (!isFormatName(name)) {
    const guess = closestFormat(name);
    throw new FormatError(`unknown format "${name}"${guess ? ` (did you mean "${guess}"?)` : ""}; use one of: ${VALID}`);
  }
  if (path === void 0 || path === "-") return { name };
  if (path.trim() === "")
    throw new FormatError(`--format ${name}: the path after ":" is empty (write "${name}" alone for standard output)`);
  return { name, path };
}
function parseFormats(values) {
  const requests = values.map(parseFormat);
  const byTarget = /* @__PURE__ */ new Map();
  for (const r of requests) {
    const target = r.path ?? "-";
    const earlier = byTarget.get(target);
    if (r.path !== void 0 && earlier !== void 0)
      throw new FormatError(`--format ${earlier} and --format ${r.name} both write to ${r.path}; give each its own file`);
    if (r.path === void 0 && requests.some((o) => o !== r && o.path === void 0 && o.name === r.name))
      throw new FormatError(`--format ${r.name} is given twice for standard output`);
    byTarget.set(target, r.name);
  }
  return requests;
}
function resolveFormats(requested, context) {
  if (requested.length > 0) return [...requested];
  const defaults = [{ name: context.stdoutIsTTY ? "stylish" : "concise" }];
  if (context.githubActions) defaults.push({ name: "github" });
  return defaults;
}
function render2(result, name, options) {
  return reporters[name](result, options);
}
function closestFormat(name) {
  return closest(name, FORMAT_NAMES, 2);
}
export {
  DEFAULT_BUDGET,
  FORMAT_NAMES,
  MAX_DATA_DEPTH,
  MAX_NESTING,
  MAX_TREE_DEPTH,
  allRules,
  analyze,
  audienceFileKind,
  childrenOf,
  classify,
  codesFor,
  createBody,
  defaultResolvedConfig,
  enableGrammarValidation,
  evaluate,
  evaluateAudiences,
  explain,
  explainText as explainExpression,
  fileMethod,
  forEachNode,
  formatPql,
  formatSource,
  githubSummary,
  isAudienceFileName,
  judgeEdge,
  judgeWindow,
  lintSources,
  lintText,
  loadAudienceFile,
  overlaps,
  parse,
  parseFormats,
  print,
  render2 as renderReport,
  reportedFor,
  reporters,
  resolveConfig,
  resolveFormats,
  ruleByCodeOrName,
  shapeOf,
  streamingReporter,
  toJsonReport,
  toSarif,
  traceOutline
};
