import {
  applySuppressions,
  classify,
  classifyStreaming,
  draftFile,
  isProfileOnly,
  pushDiagnostic,
  releaseLocalParts,
  shapeOf,
  streamingShapeOf
} from "./lib-chunk-XT6OQGEV.js";
import {
  ALIAS_PREFIX,
  allRules,
  decideMethod,
  edgeMergePolicy,
  extractFacts,
  followReferences,
  parse,
  ruleByCodeOrName,
  ruleNamesWhere,
  suppressionsUnused
} from "./lib-chunk-62S23JTJ.js";

// src/lint/reported-for.ts
var eligibilityRules = ruleNamesWhere((meta) => meta.eligibilityReason);
var streamingReasonRules = /* @__PURE__ */ new Set([...ruleNamesWhere((meta) => meta.category === "streaming"), edgeMergePolicy.meta.name]);
function reportedFor(rule, asked) {
  if (asked.streaming && streamingReasonRules.has(rule)) return true;
  if (eligibilityRules.has(rule)) return asked.edge;
  return !streamingReasonRules.has(rule);
}

// src/lint/remote.ts
function remoteDraft(segment) {
  const ast = segment.expression ? parse(segment.expression).ast : null;
  const facts = ast ? extractFacts(ast) : null;
  return {
    index: 0,
    kind: "json",
    name: segment.name,
    id: segment.id,
    alias: void 0,
    meantForEdge: false,
    synchronousEnabled: false,
    meantForStreaming: false,
    choseOtherMethod: false,
    statedMethod: null,
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    streamingShape: facts ? streamingShapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: []
  };
}

// src/lint/directory.ts
function identityDraft({ kind, name, id, alias }) {
  return {
    index: 0,
    kind,
    name,
    id,
    alias,
    meantForEdge: false,
    synchronousEnabled: false,
    meantForStreaming: false,
    choseOtherMethod: false,
    statedMethod: null,
    parsed: false,
    shape: null,
    streamingShape: null,
    profileOnly: false,
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: []
  };
}
function groupBy(entries, field) {
  const groups = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const value = e.audience[field];
    if (value === void 0 || e.audience.kind === "pql" && field !== "id") continue;
    const list = groups.get(value);
    if (list) list.push(e);
    else groups.set(value, [e]);
  }
  return groups;
}
function buildDirectory(drafts, remote, { context = [], project = [], untracked = [], unloaded = [] } = {}) {
  const entries = (list) => list.flatMap((d) => d.audiences.map((audience) => ({ file: d.file, audience })));
  const all = context.length > 0 ? [...entries(drafts), ...entries(context)] : entries(drafts);
  const known = project.map((a) => ({ file: a.file, audience: identityDraft(a) }));
  const local = new Set([...all, ...known].map((e) => e.audience.id).filter((id) => id !== void 0));
  const live = (remote?.segments ?? []).filter((s) => !local.has(s.id)).map((s) => ({ file: `AEP ${remote.label}`, audience: remoteDraft(s) }));
  const byId = /* @__PURE__ */ new Map();
  const byAlias = /* @__PURE__ */ new Map();
  for (const entry of [...all, ...live]) {
    const { id, alias, kind } = entry.audience;
    if (id !== void 0 && !byId.has(id)) byId.set(id, entry);
    if (alias !== void 0 && (!byAlias.has(alias) || kind !== "pql" && byAlias.get(alias).audience.kind === "pql"))
      byAlias.set(alias, entry);
  }
  const everyone = known.length > 0 ? [...all, ...known] : all;
  const groups = { name: groupBy(everyone, "name"), id: groupBy(everyone, "id"), alias: groupBy(everyone, "alias") };
  return {
    all,
    ...remote ? { remote: remote.label } : {},
    duplicateOf: (audience, field) => {
      const value = audience[field];
      return value === void 0 ? void 0 : groups[field].get(value)?.find((e) => e.audience !== audience);
    },
    isAlias: (reference) => reference.startsWith(ALIAS_PREFIX),
    untrackedDeclaring: (alias) => untracked.find((a) => a.alias === alias)?.file,
    unloaded: [...[...drafts, ...context].filter(didNotLoad).map((d) => d.file), ...unloaded],
    aliases: () => /* @__PURE__ */ new Set([...byAlias.keys(), ...known.flatMap((e) => e.audience.alias === void 0 ? [] : [e.audience.alias])]),
    resolve: (reference) => reference.startsWith(ALIAS_PREFIX) ? byAlias.get(reference.slice(ALIAS_PREFIX.length)) : byId.get(reference)
  };
}
function didNotLoad(draft) {
  return draft.audiences.length === 0 && draft.diagnostics.some((d) => d.severity === "error");
}

// src/lint/finalize.ts
var verdictCategories = /* @__PURE__ */ new Set(["syntax", "edge"]);
var verdictReasonRules = ruleNamesWhere((meta) => verdictCategories.has(meta.category));
var openRules = ruleNamesWhere((meta) => meta.leavesEligibilityOpen);
var globalRules = allRules.filter((r) => r.checkGlobal && !r.meta.judgesVerdict);
var verdictRules = allRules.filter((r) => r.checkGlobal && r.meta.judgesVerdict);
function finalizeFile(draft, directory, source, keepReasons = true) {
  const { config, file } = draft;
  const audiences = [];
  let used = /* @__PURE__ */ new Set();
  const suppress = (diagnostics) => {
    const applied = applySuppressions(diagnostics, draft.suppressions, used);
    used = applied.used;
    return applied.diagnostics;
  };
  const all = suppress(draft.diagnostics);
  for (const audience of draft.audiences) {
    let diagnostics = [...audience.diagnostics];
    const reasons = audience.reasons ?? deferredReasons(audience, directory, config.windowBoundary);
    for (const r of reasons) {
      pushDiagnostic(
        diagnostics,
        ruleByCodeOrName(r.rule),
        config,
        file,
        // The severity is the rule's (its metadata, or the config): one default per rule, which
        // the analyzer's own reasons agree with (test/lint/severity.test.ts).
        { in: "file", range: r.range, message: r.message, ...r.label ? { label: r.label } : {}, ...r.hints ? { hints: r.hints } : {} }
      );
    }
    runGlobal(globalRules, file, audience, directory, config, null, null, diagnostics);
    diagnostics = suppress(diagnostics);
    const verdict = verdictFrom(diagnostics, audience.shape, audience.parsed);
    const streaming = streamingFrom(diagnostics, audience);
    const asked = { edge: audience.meantForEdge, streaming: audience.meantForStreaming };
    diagnostics = diagnostics.filter((d) => reportedFor(d.rule, asked));
    const late = [];
    runGlobal(verdictRules, file, audience, directory, config, verdict, streaming, late);
    diagnostics.push(...suppress(late));
    const method = followReferences(decideMethod(verdict, streaming), referencedMethods(audience, directory));
    audiences.push({
      name: audience.name,
      verdict: keepReasons ? verdict : { ...verdict, reasons: [] },
      streaming: keepReasons ? streaming : { ...streaming, reasons: [] },
      method,
      asked
    });
    all.push(...diagnostics);
  }
  for (const unused of draft.suppressions.filter((s) => !used.has(s))) {
    pushDiagnostic(all, suppressionsUnused, config, file, {
      in: "file",
      range: unused.range,
      message: `this suppression of \`${unused.rule}\` silences nothing`,
      label: "unused",
      hints: ["remove it"]
    });
  }
  all.sort((a, b) => a.range.start.offset - b.range.start.offset || a.code.localeCompare(b.code));
  return { file, source, diagnostics: all, audiences };
}
function referencedMethods(audience, directory) {
  if (audience.shape !== "segment-of-segments" && audience.streamingShape !== "segment-of-segments") return [];
  const known = [];
  for (const ref of audience.refs) {
    const target = ref.id === null ? void 0 : directory.resolve(ref.id);
    const method = target?.audience.statedMethod;
    if (target && method) known.push({ name: target.audience.name, method });
  }
  return known;
}
function deferredReasons(audience, directory, boundary) {
  const resolveSegment = (id) => {
    const target = directory.resolve(id);
    if (!target) return null;
    return { profileOnly: target.audience.profileOnly, name: target.audience.name, type: target.audience.shape };
  };
  return [
    ...classify(audience.facts, { windowBoundary: boundary, resolveSegment }).reasons,
    ...classifyStreaming(audience.facts, { resolveSegment }).reasons
  ];
}
function runGlobal(rules, file, audience, directory, config, verdict, streaming, out) {
  let asked = rules[0];
  const context = {
    file,
    audience,
    directory,
    config,
    verdict,
    streaming,
    report: (finding) => pushDiagnostic(out, asked, config, file, { ...finding, in: "file" })
  };
  for (const rule of rules) {
    asked = rule;
    rule.checkGlobal(context);
  }
}
function streamingFrom(diagnostics, audience) {
  const relevant = diagnostics.filter((d) => streamingReasonRules.has(d.rule) && !d.suppressed);
  const reasons = relevant.map(reasonFromDiagnostic);
  const type = audience.streamingShape;
  const blocked = !audience.parsed || type === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => openRules.has(d.rule));
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? type : null, reasons };
}
function verdictFrom(diagnostics, shape, parsed) {
  const relevant = diagnostics.filter((d) => verdictReasonRules.has(d.rule) && !d.suppressed);
  const reasons = relevant.map(reasonFromDiagnostic);
  const blocked = !parsed || shape === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => openRules.has(d.rule));
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? shape : null, reasons };
}
function reasonFromDiagnostic(d) {
  return {
    rule: d.rule,
    code: d.code,
    severity: d.severity,
    message: d.message,
    range: d.range,
    ...d.label ? { label: d.label } : {},
    hints: d.hints
  };
}

// src/lint/engine.ts
function lintSources(sources) {
  const drafts = sources.map(draftFile);
  return lintDrafts(drafts, (i) => sources[i].text);
}
function lintDrafts(drafts, sourceOf, options = {}) {
  const files = [];
  const { summary } = streamDrafts(drafts, sourceOf, options, (file) => files.push(file));
  return lintResult(files, summary);
}
function lintResult(files, summary) {
  return { files, rules: allRules.map((r) => r.meta), summary };
}
function streamDrafts(drafts, sourceOf, options, onFile) {
  let directory;
  return streamResults(
    drafts.length,
    (i) => {
      const draft = drafts[i];
      const result = options.kept?.(i) ?? finalizeFile(draft, directory ??= buildDirectory(drafts, options.remote, options), sourceOf(i), options.verdictReasons ?? true);
      for (const audience of draft.audiences) releaseLocalParts(audience);
      return result;
    },
    onFile
  );
}
function streamResults(count, resultOf, onFile) {
  const summary = emptySummary();
  let filesWithProblems = 0;
  for (let i = 0; i < count; i++) {
    const result = resultOf(i);
    addToSummary(summary, result);
    if (result.diagnostics.some((d) => !d.suppressed)) filesWithProblems++;
    onFile(result, i);
  }
  return { summary, filesWithProblems };
}
function lintText(text, options = {}) {
  return lintSources([{ file: options.file ?? "<stdin>", text, ...options.config ? { config: options.config } : {} }]);
}
function emptySummary() {
  return {
    files: 0,
    errors: 0,
    warnings: 0,
    infos: 0,
    suppressed: 0,
    fixable: 0,
    audiences: 0,
    eligible: 0,
    notEligible: 0,
    unknown: 0,
    byType: { "single-event": 0, "profile-only": 0, "event-with-profile": 0, "segment-of-segments": 0 }
  };
}
function addToSummary(summary, f) {
  summary.files++;
  for (const d of f.diagnostics) {
    if (d.suppressed) summary.suppressed++;
    else if (d.severity === "error") summary.errors++;
    else if (d.severity === "warning") summary.warnings++;
    else summary.infos++;
    if (d.fix && !d.suppressed) summary.fixable++;
  }
  for (const a of f.audiences) {
    summary.audiences++;
    if (a.verdict.eligible === true) {
      summary.eligible++;
      if (a.verdict.type) summary.byType[a.verdict.type]++;
    } else if (a.verdict.eligible === null) summary.unknown++;
    else summary.notEligible++;
  }
}

export {
  reportedFor,
  lintSources,
  lintResult,
  streamDrafts,
  streamResults,
  lintText
};
