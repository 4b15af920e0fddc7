// Phase one of linting, file by file: everything that does not depend on other files. The
// result is a compact, cloneable record (no AST, no source map, no file text), so worker threads
// can produce drafts in parallel and a run over 100 000 files keeps only what it still needs:
// diagnostics, the audience's identity and references, and its facts only when its verdict
// still waits on another file (an event combined with a segment reference).
import { classify, shapeOf } from "../analysis/edge.js";
import { classifyStreaming, streamingShapeOf } from "../analysis/streaming.js";
import { extractFacts, type Facts } from "../analysis/facts.js";
import { loadAudienceFile, type AudienceFileKind, type LoadedAudience } from "../audience/load.js";
import type { Span } from "../syntax/ast.js";
import { parse } from "../syntax/index.js";
import { fileMethod } from "./budgets.js";
import { defaultResolvedConfig, type ResolvedConfig } from "./resolve-config.js";
import type { Diagnostic, Severity } from "./diagnostic.js";
import { isProfileOnly, type LintedAudience } from "./linted-audience.js";
import { detachString } from "./detach.js";
import { allRules, codesFor, ruleByCodeOrName, suggestRule } from "./registry.js";
import { audienceTooLarge, tooLargeMessage } from "../audience/rules/audience-too-large.js";
import type { Finding, Rule, RuleContext } from "./rule.js";
import { parseSuppressions } from "../audience/suppressions.js";
import type { AudienceDraft, FieldRanges, FileDraft, SourceFile } from "./audience-draft.js";

export type { AudienceDraft, FieldRanges, FileDraft, SourceFile } from "./audience-draft.js";

const localRules = allRules.filter((r) => r.check);
/** So that a suppression naming no rule is reported, with the closest one. */
const ruleNames = { codesFor, suggest: suggestRule };

export function draftFile(source: SourceFile): FileDraft {
  const config = source.config ?? defaultResolvedConfig;
  if (source.text.length > config.maxFileSize) return tooLarge(source, config);
  const loaded = loadAudienceFile(source.file, source.text, { invalidUtf8: source.invalidUtf8 });
  const { suppressions, problems } = parseSuppressions(loaded, source.text, ruleNames);
  const draft: FileDraft = { file: source.file, config, diagnostics: [], suppressions, audiences: [] };
  for (const problem of [...loaded.problems, ...problems]) {
    const rule = ruleByCodeOrName(problem.rule);
    if (!rule) continue;
    pushDiagnostic(draft.diagnostics, rule, config, source.file, {
      in: "file",
      range: problem.range,
      message: problem.message,
      hints: problem.hints,
      ...(problem.label ? { label: problem.label } : {}),
    });
  }
  // map, not push: an array of exactly the right length (a run holds one per file).
  draft.audiences = loaded.audiences.map((audience) => draftAudience(source.file, source.text, loaded.kind, audience, config));
  return draft;
}

function draftAudience(file: string, text: string, kind: AudienceFileKind, loaded: LoadedAudience, config: ResolvedConfig): AudienceDraft {
  const diagnostics: Diagnostic[] = [];
  // `pql`: PQL text for both formats (the loader prints a `pql/json` tree, its map into the JSON).
  const { ast, errors } = parse(loaded.pql);
  for (const e of errors) {
    pushDiagnostic(diagnostics, ruleByCodeOrName(e.rule)!, config, file, {
      in: "file",
      range: loaded.mapSpan(e.span),
      message: e.message,
      hints: e.hints,
      ...(e.label ? { label: e.label } : {}),
    });
  }
  const pqlFacts = ast ? extractFacts(ast) : null;
  const linted: LintedAudience = { file, text, kind, loaded, ast, facts: pqlFacts };
  // One context for all the rules, its `report` crediting the rule being asked, rather than a
  // context and a closure per rule per audience (every audience of a large lint).
  let asked = localRules[0]!;
  const context: RuleContext = {
    audience: linted,
    config,
    report: (finding) =>
      pushDiagnostic(
        diagnostics,
        asked,
        config,
        file,
        finding.in === "pql" ? { ...finding, in: "file", range: loaded.mapSpan(finding.range) } : finding,
      ),
  };
  for (const rule of localRules) {
    asked = rule;
    rule.check!(context);
  }
  const facts = pqlFacts ? mapFacts(pqlFacts, (s) => loaded.mapSpan(s)) : null;
  // The analyzer needs other files only to judge an event combined with segment references.
  const waits = facts !== null && facts.events.length > 0 && facts.segments.length > 0;
  const reasons =
    facts && !waits
      ? [...classify(facts, { windowBoundary: config.windowBoundary }).reasons, ...classifyStreaming(facts).reasons]
      : facts
        ? null
        : [];
  const definition = loaded.definition;
  const extras = definition["x-pql-audience"];
  const synchronousEnabled = definition.evaluationInfo?.synchronous?.enabled === true;
  const meantForStreaming = definition.evaluationInfo?.continuous?.enabled === true;
  // A bare .pql file is checked as an edge audience; a file states its own.
  const method = fileMethod(kind, definition.evaluationInfo);
  return {
    index: loaded.index,
    kind,
    // Drafts outlive the file's text; these strings were cut from it (see detach.ts).
    name: detachString(definition.name),
    // Always present (undefined when absent): one object shape for every draft keeps each small.
    id: extras?.id === undefined ? undefined : detachString(extras.id),
    alias: extras?.alias === undefined ? undefined : detachString(extras.alias),
    meantForEdge: method === "edge",
    synchronousEnabled,
    meantForStreaming,
    choseOtherMethod:
      definition.evaluationInfo?.synchronous?.enabled === false && (definition.evaluationInfo.batch?.enabled === true || meantForStreaming),
    statedMethod: method,
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    streamingShape: facts ? streamingShapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: facts ? facts.segments.map((s) => ({ id: s.id === null ? null : detachString(s.id), span: s.span, idSpan: s.idSpan })) : [],
    reasons,
    facts: waits ? facts : null,
    ranges: fieldRanges(loaded, synchronousEnabled, meantForStreaming),
    diagnostics,
  };
}

function fieldRanges(loaded: LoadedAudience, synchronousEnabled: boolean, continuousEnabled: boolean): FieldRanges {
  const ranges: FieldRanges = {};
  const set = (key: keyof FieldRanges, span: Span | undefined) => {
    if (span) ranges[key] = span;
  };
  if (loaded.definition["x-pql-audience"]?.id !== undefined) set("id", loaded.locate(["x-pql-audience", "id"]));
  if (loaded.definition["x-pql-audience"]?.alias !== undefined) set("alias", loaded.locate(["x-pql-audience", "alias"]));
  set("name", loaded.locate(["name"]));
  if (synchronousEnabled) set("synchronousEnabled", loaded.locate(["evaluationInfo", "synchronous", "enabled"]));
  else set("notMarked", loaded.locate(["evaluationInfo"], "key") ?? loaded.locate(["name"], "key"));
  if (continuousEnabled) set("continuousEnabled", loaded.locate(["evaluationInfo", "continuous", "enabled"]));
  return ranges;
}

/** The same facts with every span moved from the PQL text into the audience file. */
function mapFacts(facts: Facts, map: (s: Span) => Span): Facts {
  return {
    root: map(facts.root),
    events: facts.events.map((e) => ({
      ...e,
      span: map(e.span),
      negation: e.negation ? map(e.negation) : null,
      window: e.window ? { ...e.window, span: map(e.window.span) } : null,
    })),
    profileAttributes: facts.profileAttributes.map((p) => ({ ...p, span: map(p.span) })),
    segments: facts.segments.map((s) => ({ ...s, span: map(s.span), idSpan: map(s.idSpan) })),
    ignoreYear: facts.ignoreYear.map((c) => ({ ...c, span: map(c.span) })),
  };
}

/**
 * What other files read of an audience through the directory: everything releaseLocalParts keeps.
 * A file's result depends on other files through these alone, so a cache may keep results for
 * as long as every audience's cross-file parts are unchanged (src/node/draft-cache.ts).
 */
export function crossFileParts(audience: AudienceDraft): Omit<AudienceDraft, "diagnostics" | "reasons" | "facts" | "ranges"> {
  const { diagnostics: _diagnostics, reasons: _reasons, facts: _facts, ranges: _ranges, ...kept } = audience;
  return kept;
}

/**
 * Lets go of what only the audience's own file needs (diagnostics, reasons, facts, field ranges)
 * once that file is finalized, keeping what other files read through the directory: its
 * identity and references.
 */
export function releaseLocalParts(audience: AudienceDraft): void {
  audience.diagnostics = [];
  audience.reasons = null;
  audience.facts = null;
  audience.ranges = {};
}

/** Adds a diagnostic unless the config turns its rule off. `finding.range` must be in file space. */
export function pushDiagnostic(
  out: Diagnostic[],
  rule: Rule,
  config: ResolvedConfig,
  file: string,
  finding: Finding,
  severity?: Severity,
): void {
  const configured = config.severities[rule.meta.code] ?? severity ?? rule.meta.defaultSeverity;
  if (configured === "off") return;
  out.push({
    code: rule.meta.code,
    rule: rule.meta.name,
    severity: configured,
    message: finding.message,
    file,
    range: finding.range,
    ...(finding.label ? { label: finding.label } : {}),
    hints: finding.hints ?? [],
    ...(finding.fix ? { fix: finding.fix } : {}),
  });
}

/** A file over the size limit: measured, not read further (its tree could take gigabytes). */
function tooLarge(source: SourceFile, config: ResolvedConfig): FileDraft {
  const draft: FileDraft = { file: source.file, config, diagnostics: [], suppressions: [], audiences: [] };
  const start = { offset: 0, line: 1, column: 1 };
  pushDiagnostic(draft.diagnostics, audienceTooLarge, config, source.file, {
    in: "file",
    range: { start, end: start },
    message: tooLargeMessage(source.text.length, config.maxFileSize),
    hints: ["split it into smaller audience files, or raise `maxFileSize` in pql-audience.config.yaml if it is meant to be this large"],
  });
  return draft;
}
