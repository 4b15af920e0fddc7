import {
  AEP_AUDIENCE_BUDGETS,
  DEFAULT_MAX_FILE_SIZE,
  LineMap,
  allRules,
  audienceTooLarge,
  closest,
  codesFor,
  edgeEventAggregation,
  edgeEventWithSegment,
  edgeIgnoreYear,
  edgeMultipleEvents,
  edgeNegatedEvent,
  edgeNoCriteria,
  edgeNoTimeWindow,
  edgeProfileOnlyDaily,
  edgeSegmentDisqualification,
  edgeUnresolvedSegment,
  edgeWindowAbsolute,
  edgeWindowBoundary,
  edgeWindowNotCurrent,
  edgeWindowTooLong,
  eventsNeeded,
  extractFacts,
  fileMethod,
  loadAudienceFile,
  parse,
  ruleByCodeOrName,
  streamingEventAggregation,
  streamingEventOrder,
  streamingEventWithSegment,
  streamingIgnoreYear,
  streamingNegatedEvent,
  streamingNoTimeWindow,
  streamingUnresolvedSegment,
  streamingWindowNotCurrent,
  streamingWindowTooLong,
  suggestRule,
  suppressionRulePattern,
  suppressionsMissingReason,
  suppressionsMissingRule,
  suppressionsUnknownDirective,
  suppressionsUnused,
  tooLargeMessage
} from "./lib-chunk-62S23JTJ.js";

// src/analysis/time.ts
var HOUR_MS = 36e5;
var DAY_MS = 24 * HOUR_MS;
var unitMs = {
  millisecond: 1,
  second: 1e3,
  minute: 6e4,
  hour: HOUR_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 28 * DAY_MS,
  year: 365 * DAY_MS,
  decade: 3652 * DAY_MS,
  century: 36524 * DAY_MS,
  millennium: 365242 * DAY_MS
};
var shortPeriods = /* @__PURE__ */ new Set(["millisecond", "second", "minute", "hour", "day"]);
function windowSizeMs(amount, unit) {
  return amount * unitMs[unit];
}
function describeAmount(amount, unit) {
  if (amount === 1) return `1 ${unit}`;
  const plural = unit === "century" ? "centuries" : unit === "millennium" ? "millennia" : `${unit}s`;
  return `${amount} ${plural}`;
}
function isAbsolute(anchor) {
  return anchor.kind === "Date";
}
function amountWindow(c, boundary) {
  const size = windowSizeMs(c.amount, c.unit);
  const text = describeAmount(c.amount, c.unit);
  if (isAbsolute(c.anchor)) return { ok: false, problem: "absolute", sizeMs: size, text: "relative to a fixed date" };
  const fromNow = c.anchor.kind === "TimeWord" && c.anchor.word === "now";
  if (!fromNow || c.direction !== "before" || c.comparator !== "<" && c.comparator !== "<=") {
    return { ok: false, problem: "not-current", sizeMs: null, text: "does not end now" };
  }
  if (c.comparator === "<") {
    return size <= DAY_MS ? { ok: true, sizeMs: size, text } : { ok: false, problem: "too-long", sizeMs: size, text };
  }
  if (size < DAY_MS) return { ok: true, sizeMs: size, text };
  if (size === DAY_MS) {
    return boundary === "inclusive" ? { ok: true, sizeMs: size, text } : { ok: false, problem: "boundary", sizeMs: size, text: `exactly ${text}` };
  }
  return { ok: false, problem: "too-long", sizeMs: size, text };
}
function judgeWindow(constraint, boundary) {
  switch (constraint.kind) {
    case "AmountConstraint":
      return amountWindow(constraint, boundary);
    case "PointConstraint": {
      const a = constraint.anchor;
      if (a.kind === "TimeWord") {
        if (a.word === "today") return { ok: true, sizeMs: null, text: "today" };
        return { ok: false, problem: "not-current", sizeMs: null, text: a.word };
      }
      if (a.kind === "RelativePeriod") {
        const text = `${a.which} ${a.unit}`;
        if (a.which !== "this") return { ok: false, problem: "not-current", sizeMs: null, text };
        return shortPeriods.has(a.unit) ? { ok: true, sizeMs: unitMs[a.unit], text } : { ok: false, problem: "too-long", sizeMs: unitMs[a.unit], text };
      }
      if (isAbsolute(a)) return { ok: false, problem: "absolute", sizeMs: null, text: "a fixed date" };
      return { ok: false, problem: "not-current", sizeMs: null, text: "relative to another attribute" };
    }
    case "DirectionConstraint":
      if (isAbsolute(constraint.anchor))
        return { ok: false, problem: "absolute", sizeMs: null, text: `${constraint.direction} a fixed date` };
      return { ok: false, problem: "not-current", sizeMs: null, text: `${constraint.direction} a point in time` };
    case "BetweenConstraint":
      if (isAbsolute(constraint.from) || isAbsolute(constraint.to))
        return { ok: false, problem: "absolute", sizeMs: null, text: "between fixed dates" };
      return { ok: false, problem: "not-current", sizeMs: null, text: "between two points in time" };
  }
}

// src/analysis/reason.ts
function reasonOf(meta, finding) {
  const { code, name, defaultSeverity } = meta;
  const severity = defaultSeverity === "off" ? "info" : defaultSeverity;
  const { message, range, label, hints } = finding;
  return {
    rule: name,
    code,
    severity,
    message,
    range,
    ...label !== void 0 ? { label } : {},
    ...hints !== void 0 ? { hints } : {}
  };
}
function byPositionThenCode(a, b) {
  return a.range.start.offset - b.range.start.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

// src/analysis/rules/index.ts
var edgeRules = [
  edgeIgnoreYear,
  edgeNegatedEvent,
  edgeEventAggregation,
  edgeWindowTooLong,
  edgeWindowBoundary,
  edgeWindowAbsolute,
  edgeWindowNotCurrent,
  edgeNoTimeWindow,
  edgeMultipleEvents,
  edgeEventWithSegment,
  edgeUnresolvedSegment,
  edgeNoCriteria,
  edgeProfileOnlyDaily,
  edgeSegmentDisqualification
];

// src/analysis/edge.ts
function shapeOf(facts) {
  const events = facts.events.length;
  const segments = facts.segments.length;
  if (events === 0 && segments === 0) return facts.profileAttributes.length > 0 ? "profile-only" : null;
  if (events === 0) return "segment-of-segments";
  if (segments > 0 || facts.profileAttributes.length > 0) return "event-with-profile";
  return "single-event";
}
var factRules = edgeRules.filter((r) => r.checkFacts);
var eligibleRules = edgeRules.filter((r) => r.checkEligible);
var openRules = new Set(edgeRules.filter((r) => r.meta.leavesEligibilityOpen).map((r) => r.meta.name));
function classify(facts, options = {}) {
  const boundary = options.windowBoundary ?? "exclusive";
  const windows = facts.events.map((e) => e.window ? judgeWindow(e.window, boundary) : null);
  const lookup = options.resolveSegment;
  const resolveSegment = (id) => id !== null && lookup ? lookup(id) : null;
  const reasons = [];
  let asked = factRules[0];
  const report = (f) => reasons.push(reasonOf(asked.meta, f));
  const factsContext = { facts, windows, resolveSegment, report };
  for (const rule of factRules) {
    asked = rule;
    rule.checkFacts(factsContext);
  }
  const type = shapeOf(facts);
  const blocked = type === null || reasons.some((r) => r.severity === "error");
  if (!blocked) {
    const eligibleContext = { facts, type, report };
    for (const rule of eligibleRules) {
      asked = rule;
      rule.checkEligible(eligibleContext);
    }
  }
  const undecided = reasons.some((r) => openRules.has(r.rule));
  const eligible = blocked ? false : undecided ? null : true;
  reasons.sort(byPositionThenCode);
  return { eligible, type: eligible === true ? type : null, reasons };
}

// src/lint/glob.ts
function globToRegExp(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") {
      if (glob[i + 1] === "*") {
        const slash = glob[i + 2] === "/";
        re += slash ? "(?:.*/)?" : ".*";
        i += slash ? 2 : 1;
      } else re += "[^/]*";
    } else if (c === "?") re += "[^/]";
    else if (c === "{") {
      const close = glob.indexOf("}", i);
      if (close < 0) re += "\\{";
      else {
        re += `(?:${glob.slice(i + 1, close).split(",").map(escapeRegExp).join("|")})`;
        i = close;
      }
    } else if (c === "[") {
      const close = glob.indexOf("]", i);
      if (close < 0) re += "\\[";
      else {
        re += `[${glob.slice(i + 1, close).replace(/^!/, "^")}]`;
        i = close;
      }
    } else re += escapeRegExp(c);
  }
  return new RegExp(`^${re}$`);
}
function escapeRegExp(text) {
  return text.replace(/[.+^$()|\\]/g, "\\$&");
}

// src/lint/resolve-config.ts
var severityWord = {
  off: "off",
  info: "info",
  warn: "warning",
  error: "error"
};
function resolveConfig(config, relativePath, ruleCodes) {
  const resolved = {
    severities: {},
    windowBoundary: config.edge?.windowBoundary ?? "exclusive",
    mergePolicies: config.edge?.mergePolicies ?? null,
    ignored: (config.ignores ?? []).some((g) => matchesGlob(g, relativePath)),
    maxFileSize: config.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    budgets: { ...AEP_AUDIENCE_BUDGETS, ...config.budgets }
  };
  const apply = (rules) => {
    for (const [key, severity] of Object.entries(rules ?? {}))
      for (const code of ruleCodes(key) ?? []) resolved.severities[code] = severityWord[severity];
  };
  apply(config.rules);
  for (const override of config.overrides ?? []) {
    if (!override.files.some((g) => matchesGlob(g, relativePath))) continue;
    apply(override.rules);
    if (override.edge?.windowBoundary) resolved.windowBoundary = override.edge.windowBoundary;
    if (override.edge?.mergePolicies) resolved.mergePolicies = override.edge.mergePolicies;
  }
  return resolved;
}
function matchesGlob(glob, relativePath) {
  return globMatcher(glob)(relativePath);
}
function globMatcher(glob) {
  const pattern = glob.replace(/^\.\//, "");
  const [file, inside] = pattern.includes("/") ? [globToRegExp(pattern), globToRegExp(`${pattern}/**`)] : [globToRegExp(`**/${pattern}`), globToRegExp(`**/${pattern}/**`)];
  return (relativePath) => file.test(relativePath) || inside.test(relativePath);
}
var defaultResolvedConfig = {
  severities: {},
  windowBoundary: "exclusive",
  mergePolicies: null,
  ignored: false,
  maxFileSize: DEFAULT_MAX_FILE_SIZE,
  budgets: AEP_AUDIENCE_BUDGETS
};

// src/analysis/rules/streaming-index.ts
var streamingRules = [
  streamingIgnoreYear,
  streamingNegatedEvent,
  streamingEventAggregation,
  streamingWindowTooLong,
  streamingWindowNotCurrent,
  streamingNoTimeWindow,
  streamingEventOrder,
  streamingEventWithSegment,
  streamingUnresolvedSegment
];

// src/analysis/streaming.ts
function streamingShapeOf(facts) {
  const events = facts.events.reduce((n, e) => n + eventsNeeded(e.count), 0);
  const segments = facts.segments.length;
  const profile = facts.profileAttributes.length;
  if (events === 0 && segments === 0) return profile > 0 ? "profile-only" : null;
  if (events === 0) return "segment-of-segments";
  if (events > 1) return "multiple-events";
  return segments > 0 || profile > 0 ? "event-with-profile" : "single-event";
}
var openRules2 = new Set(streamingRules.filter((r) => r.meta.leavesEligibilityOpen).map((r) => r.meta.name));
function classifyStreaming(facts, options = {}) {
  const windows = facts.events.map((e) => e.window ? judgeWindow(e.window, "inclusive") : null);
  const lookup = options.resolveSegment;
  const resolveSegment = (id) => id !== null && lookup ? lookup(id) : null;
  const reasons = [];
  let asked = streamingRules[0];
  const report = (f) => reasons.push(reasonOf(asked.meta, f));
  const context = { facts, windows, resolveSegment, report };
  for (const rule of streamingRules) {
    asked = rule;
    rule.checkStreaming(context);
  }
  const type = streamingShapeOf(facts);
  const blocked = type === null || reasons.some((r) => r.severity === "error");
  const undecided = reasons.some((r) => openRules2.has(r.rule));
  const eligible = blocked ? false : undecided ? null : true;
  reasons.sort(byPositionThenCode);
  return { eligible, type: eligible === true ? type : null, reasons };
}

// src/lint/linted-audience.ts
function isProfileOnly(facts) {
  return facts !== null && facts.events.length === 0 && facts.segments.length === 0 && facts.profileAttributes.length > 0;
}

// src/lint/detach.ts
function detachString(s) {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}

// src/audience/suppressions.ts
import { Parser } from "yaml";
var directives = ["pql-audience-disable-next-line", "pql-audience-disable"];
function parseSuppressions(file, text, rules) {
  const lines = new LineMap(text);
  const result = { suppressions: [], problems: [] };
  if (file.kind === "yaml" && text.includes("pql-audience-")) {
    for (const comment of yamlComments(text)) readDirective(comment.offset, comment.source, text, lines, result, rules);
  }
  for (const audience of file.audiences) {
    const entries = audience.definition["x-pql-audience"]?.suppress ?? [];
    for (const [i, entry] of entries.entries()) {
      const unknown = unknownRule(entry.rule, rules);
      if (unknown) {
        const at = ["x-pql-audience", "suppress", i];
        result.problems.push({ ...unknown, range: audience.locate([...at, "rule"]) ?? audience.locate([...at]) ?? audience.range });
        continue;
      }
      result.suppressions.push({
        kind: "metadata",
        rule: entry.rule,
        reason: entry.reason.trim(),
        range: audience.locate(["x-pql-audience", "suppress", i]) ?? audience.range,
        scope: { start: audience.range.start.offset, end: audience.range.end.offset }
      });
    }
  }
  return result;
}
function readDirective(offset, source, text, lines, result, ruleNames2) {
  const match = /^#\s*(pql-audience-[A-Za-z-]*)/.exec(source);
  if (!match) return;
  const word = match[1];
  const wordStart = offset + source.indexOf(word);
  const kind = directives.find((d) => d === word);
  if (!kind) {
    const close = closest(word, directives);
    result.problems.push({
      rule: suppressionsUnknownDirective.meta.name,
      message: `unknown directive \`${word}\``,
      range: lines.span(wordStart, wordStart + word.length),
      hints: [close ? `did you mean \`${close}\`?` : "the directives are `pql-audience-disable-next-line` and `pql-audience-disable`"]
    });
    return;
  }
  const rest = source.slice(match[0].length);
  const separator = rest.indexOf("--");
  const rulesText = separator < 0 ? rest : rest.slice(0, separator);
  const reason = separator < 0 ? "" : rest.slice(separator + 2).trim();
  const restStart = offset + match[0].length;
  const directiveRange = lines.span(offset, offset + source.length);
  const rules = [...rulesText.matchAll(/[^\s,]+/g)].map((m) => ({ rule: m[0], start: restStart + m.index }));
  if (rules.length === 0) {
    result.problems.push({
      rule: suppressionsMissingRule.meta.name,
      message: "this directive names no rule",
      range: directiveRange,
      hints: [`name the rule to silence: \`# ${word} PQL204 -- reason\``]
    });
    return;
  }
  if (!reason) {
    result.problems.push({
      rule: suppressionsMissingReason.meta.name,
      message: "this suppression has no reason, so it has no effect",
      range: directiveRange,
      hints: [`say why after \`--\`: \`# ${word} ${rules.map((r) => r.rule).join(", ")} -- why the rule does not apply here\``]
    });
    return;
  }
  const scope = kind === "pql-audience-disable" ? { start: 0, end: text.length } : nextLineScope(text, lines, offset);
  for (const { rule, start } of rules) {
    const range = lines.span(start, start + rule.length);
    if (!suppressionRulePattern.test(rule)) {
      const near = ruleNames2?.suggest(rule);
      result.problems.push({
        rule: suppressionsMissingRule.meta.name,
        message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
        range,
        hints: ['name a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")']
      });
      continue;
    }
    const unknown = unknownRule(rule, ruleNames2);
    if (unknown) {
      result.problems.push({ ...unknown, range });
      continue;
    }
    result.suppressions.push({ kind: kind === "pql-audience-disable" ? "file" : "next-line", rule, reason, range, scope });
  }
}
function unknownRule(rule, ruleNames2) {
  if (!ruleNames2 || ruleNames2.codesFor(rule)) return void 0;
  const near = ruleNames2.suggest(rule);
  return {
    rule: suppressionsMissingRule.meta.name,
    message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
    hints: ["`pql-audience rules` lists the codes and names"]
  };
}
function nextLineScope(text, lines, offset) {
  const commentLine = lines.position(offset).line;
  let target = commentLine + 1;
  while (target <= lines.lineCount && /^\s*(?:#.*)?$/.test(lines.lineText(target))) target++;
  if (target > lines.lineCount) return { start: text.length, end: text.length };
  const indentOf = (line) => /^[ \t]*/.exec(line)[0].length;
  const indent = indentOf(lines.lineText(target));
  let last = target;
  for (let line = target + 1; line <= lines.lineCount; line++) {
    const lineText = lines.lineText(line);
    if (lineText.trim() === "") continue;
    if (indentOf(lineText) <= indent) break;
    last = line;
  }
  const start = lines.position(offsetOfLine(lines, target)).offset;
  const end = offsetOfLine(lines, last) + lines.lineText(last).length;
  return { start, end };
}
function offsetOfLine(lines, line) {
  let lo = 0;
  let hi = lines.text.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (lines.position(mid).line < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function yamlComments(text) {
  const comments = [];
  const seen = /* @__PURE__ */ new Set();
  const walk = (value) => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const token = value;
    if (token.type === "comment" && typeof token.offset === "number" && typeof token.source === "string") {
      comments.push({ offset: token.offset, source: token.source });
    }
    for (const [key, child] of Object.entries(value)) if (key !== "source") walk(child);
  };
  for (const token of new Parser().parse(text)) walk(token);
  return comments.sort((a, b) => a.offset - b.offset);
}
function ruleMatches(pattern, diagnostic) {
  if (pattern === diagnostic.code || pattern === diagnostic.rule) return true;
  if (/^PQL\d[\dx]x$/.test(pattern)) return new RegExp(`^${pattern.replace(/x/g, "\\d")}$`).test(diagnostic.code);
  if (pattern.endsWith("/*")) return diagnostic.rule.startsWith(pattern.slice(0, -1));
  return false;
}
var specificity = { "next-line": 0, metadata: 1, file: 2 };
function applySuppressions(diagnostics, suppressions, alreadyUsed = /* @__PURE__ */ new Set()) {
  if (suppressions.length === 0) return { diagnostics: diagnostics.slice(), used: new Set(alreadyUsed), unused: [] };
  const used = new Set(alreadyUsed);
  const ordered = [...suppressions].sort((a, b) => specificity[a.kind] - specificity[b.kind]);
  const result = diagnostics.map((diagnostic) => {
    if (diagnostic.suppressed || diagnostic.rule === suppressionsUnused.meta.name) return diagnostic;
    const at = diagnostic.range.start.offset;
    const match = ordered.find((s) => at >= s.scope.start && at <= s.scope.end && ruleMatches(s.rule, diagnostic));
    if (!match) return diagnostic;
    used.add(match);
    return { ...diagnostic, suppressed: { kind: "inSource", reason: match.reason } };
  });
  return { diagnostics: result, used, unused: suppressions.filter((s) => !used.has(s)) };
}

// src/lint/draft.ts
var localRules = allRules.filter((r) => r.check);
var ruleNames = { codesFor, suggest: suggestRule };
function draftFile(source) {
  const config = source.config ?? defaultResolvedConfig;
  if (source.text.length > config.maxFileSize) return tooLarge(source, config);
  const loaded = loadAudienceFile(source.file, source.text, { invalidUtf8: source.invalidUtf8 });
  const { suppressions, problems } = parseSuppressions(loaded, source.text, ruleNames);
  const draft = { file: source.file, config, diagnostics: [], suppressions, audiences: [] };
  for (const problem of [...loaded.problems, ...problems]) {
    const rule = ruleByCodeOrName(problem.rule);
    if (!rule) continue;
    pushDiagnostic(draft.diagnostics, rule, config, source.file, {
      in: "file",
      range: problem.range,
      message: problem.message,
      hints: problem.hints,
      ...problem.label ? { label: problem.label } : {}
    });
  }
  draft.audiences = loaded.audiences.map((audience) => draftAudience(source.file, source.text, loaded.kind, audience, config));
  return draft;
}
function draftAudience(file, text, kind, loaded, config) {
  const diagnostics = [];
  const { ast, errors } = parse(loaded.pql);
  for (const e of errors) {
    pushDiagnostic(diagnostics, ruleByCodeOrName(e.rule), config, file, {
      in: "file",
      range: loaded.mapSpan(e.span),
      message: e.message,
      hints: e.hints,
      ...e.label ? { label: e.label } : {}
    });
  }
  const pqlFacts = ast ? extractFacts(ast) : null;
  const linted = { file, text, kind, loaded, ast, facts: pqlFacts };
  let asked = localRules[0];
  const context = {
    audience: linted,
    config,
    report: (finding) => pushDiagnostic(
      diagnostics,
      asked,
      config,
      file,
      finding.in === "pql" ? { ...finding, in: "file", range: loaded.mapSpan(finding.range) } : finding
    )
  };
  for (const rule of localRules) {
    asked = rule;
    rule.check(context);
  }
  const facts = pqlFacts ? mapFacts(pqlFacts, (s) => loaded.mapSpan(s)) : null;
  const waits = facts !== null && facts.events.length > 0 && facts.segments.length > 0;
  const reasons = facts && !waits ? [...classify(facts, { windowBoundary: config.windowBoundary }).reasons, ...classifyStreaming(facts).reasons] : facts ? null : [];
  const definition = loaded.definition;
  const extras = definition["x-pql-audience"];
  const synchronousEnabled = definition.evaluationInfo?.synchronous?.enabled === true;
  const meantForStreaming = definition.evaluationInfo?.continuous?.enabled === true;
  const method = fileMethod(kind, definition.evaluationInfo);
  return {
    index: loaded.index,
    kind,
    // Drafts outlive the file's text; these strings were cut from it (see detach.ts).
    name: detachString(definition.name),
    // Always present (undefined when absent): one object shape for every draft keeps each small.
    id: extras?.id === void 0 ? void 0 : detachString(extras.id),
    alias: extras?.alias === void 0 ? void 0 : detachString(extras.alias),
    meantForEdge: method === "edge",
    synchronousEnabled,
    meantForStreaming,
    choseOtherMethod: definition.evaluationInfo?.synchronous?.enabled === false && (definition.evaluationInfo.batch?.enabled === true || meantForStreaming),
    statedMethod: method,
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    streamingShape: facts ? streamingShapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: facts ? facts.segments.map((s) => ({ id: s.id === null ? null : detachString(s.id), span: s.span, idSpan: s.idSpan })) : [],
    reasons,
    facts: waits ? facts : null,
    ranges: fieldRanges(loaded, synchronousEnabled, meantForStreaming),
    diagnostics
  };
}
function fieldRanges(loaded, synchronousEnabled, continuousEnabled) {
  const ranges = {};
  const set = (key, span) => {
    if (span) ranges[key] = span;
  };
  if (loaded.definition["x-pql-audience"]?.id !== void 0) set("id", loaded.locate(["x-pql-audience", "id"]));
  if (loaded.definition["x-pql-audience"]?.alias !== void 0) set("alias", loaded.locate(["x-pql-audience", "alias"]));
  set("name", loaded.locate(["name"]));
  if (synchronousEnabled) set("synchronousEnabled", loaded.locate(["evaluationInfo", "synchronous", "enabled"]));
  else set("notMarked", loaded.locate(["evaluationInfo"], "key") ?? loaded.locate(["name"], "key"));
  if (continuousEnabled) set("continuousEnabled", loaded.locate(["evaluationInfo", "continuous", "enabled"]));
  return ranges;
}
function mapFacts(facts, map) {
  return {
    root: map(facts.root),
    events: facts.events.map((e) => ({
      ...e,
      span: map(e.span),
      negation: e.negation ? map(e.negation) : null,
      window: e.window ? { ...e.window, span: map(e.window.span) } : null
    })),
    profileAttributes: facts.profileAttributes.map((p) => ({ ...p, span: map(p.span) })),
    segments: facts.segments.map((s) => ({ ...s, span: map(s.span), idSpan: map(s.idSpan) })),
    ignoreYear: facts.ignoreYear.map((c) => ({ ...c, span: map(c.span) }))
  };
}
function crossFileParts(audience) {
  const { diagnostics: _diagnostics, reasons: _reasons, facts: _facts, ranges: _ranges, ...kept } = audience;
  return kept;
}
function releaseLocalParts(audience) {
  audience.diagnostics = [];
  audience.reasons = null;
  audience.facts = null;
  audience.ranges = {};
}
function pushDiagnostic(out, rule, config, file, finding, severity) {
  const configured = config.severities[rule.meta.code] ?? severity ?? rule.meta.defaultSeverity;
  if (configured === "off") return;
  out.push({
    code: rule.meta.code,
    rule: rule.meta.name,
    severity: configured,
    message: finding.message,
    file,
    range: finding.range,
    ...finding.label ? { label: finding.label } : {},
    hints: finding.hints ?? [],
    ...finding.fix ? { fix: finding.fix } : {}
  });
}
function tooLarge(source, config) {
  const draft = { file: source.file, config, diagnostics: [], suppressions: [], audiences: [] };
  const start = { offset: 0, line: 1, column: 1 };
  pushDiagnostic(draft.diagnostics, audienceTooLarge, config, source.file, {
    in: "file",
    range: { start, end: start },
    message: tooLargeMessage(source.text.length, config.maxFileSize),
    hints: ["split it into smaller audience files, or raise `maxFileSize` in pql-audience.config.yaml if it is meant to be this large"]
  });
  return draft;
}

export {
  judgeWindow,
  shapeOf,
  classify,
  streamingShapeOf,
  classifyStreaming,
  isProfileOnly,
  globToRegExp,
  resolveConfig,
  globMatcher,
  defaultResolvedConfig,
  applySuppressions,
  draftFile,
  crossFileParts,
  releaseLocalParts,
  pushDiagnostic
};
