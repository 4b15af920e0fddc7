// The lint engine: audience files in, diagnostics and edge verdicts out. Pure: the caller reads
// files and configs (src/node/lint-files.ts does that for the CLI) and passes text.
//
// Order matters: every file is loaded and parsed first, so that segment references can be
// resolved against all of them (by published id or local alias); then each audience gets its
// verdict, its checks, config severities and suppressions; the rules that judge the final
// verdict (marked-but-ineligible, eligible-not-marked) run last.
import { extractFacts } from "../analysis/facts.js";
import { classify, shapeOf } from "../analysis/edge.js";
import type { EdgeType, Reason, Verdict } from "../analysis/verdict.js";
import { loadAudienceFile, type AudienceFile } from "../audience/load.js";
import type { Span } from "../syntax/ast.js";
import { parse } from "../syntax/index.js";
import { defaultResolvedConfig, type ResolvedConfig } from "./config.js";
import type { Diagnostic, Severity } from "./diagnostic.js";
import { buildGraph, isProfileOnly, type AudienceGraph, type LintedAudience } from "./model.js";
import { allRules, ruleByCodeOrName } from "./registry.js";
import type { Finding, Rule } from "./rule.js";
import { applyFileSuppressions } from "./suppress.js";
import type { FileResult, LintResult, LintSummary } from "./types.js";

export interface SourceFile {
  /** The path to show (relative to the working directory), or `<stdin>`. */
  file: string;
  text: string;
  /** The settings for this file (from the nearest config file). */
  config?: ResolvedConfig;
}

/** Rules whose findings are reasons a definition is not edge-eligible (PQL201-PQL216). */
const eligibilityRules = new Set(allRules.filter((r) => r.meta.category === "edge" && r.meta.code < "PQL217").map((r) => r.meta.name));

/** Bare `.pql` files are checked for the edge; an audience file is when it enables `synchronous`. */
function meantForEdge(audience: LintedAudience): boolean {
  return audience.kind === "pql" || audience.loaded.definition.evaluationInfo?.synchronous?.enabled === true;
}

/** Rules that judge the final verdict, so they run after severities and suppressions. */
const verdictRules = new Set(["edge/marked-but-ineligible", "edge/eligible-not-marked"]);
const checkRules = allRules.filter((r) => r.check && !verdictRules.has(r.meta.name));
const lateRules = allRules.filter((r) => r.check && verdictRules.has(r.meta.name));

interface FileState {
  source: SourceFile;
  config: ResolvedConfig;
  loaded: AudienceFile;
  diagnostics: Diagnostic[];
  audiences: { audience: LintedAudience; diagnostics: Diagnostic[]; shape: EdgeType | null }[];
}

export function lintSources(sources: readonly SourceFile[]): LintResult {
  const states = sources.map(loadFile);
  const graph = buildGraph(states.flatMap((s) => s.audiences.map((a) => a.audience)));
  const files = states.map((state) => judgeFile(state, graph));
  return { files, rules: [...allRules.map((r) => r.meta)], summary: summarize(files) };
}

/** Lints one text (a bare expression, or an audience file when `file` ends in .json/.yaml). */
export function lintText(text: string, options: { file?: string; config?: ResolvedConfig } = {}): LintResult {
  return lintSources([{ file: options.file ?? "<stdin>", text, ...(options.config ? { config: options.config } : {}) }]);
}

function loadFile(source: SourceFile): FileState {
  const config = source.config ?? defaultResolvedConfig;
  const loaded = loadAudienceFile(source.file, source.text);
  const state: FileState = { source, config, loaded, diagnostics: [], audiences: [] };
  for (const problem of loaded.problems) {
    const rule = ruleByCodeOrName(problem.rule);
    if (!rule) continue;
    push(state.diagnostics, rule, config, source.file, {
      in: "file",
      range: problem.range,
      message: problem.message,
      hints: problem.hints,
      ...(problem.label ? { label: problem.label } : {}),
    });
  }
  for (const loadedAudience of loaded.audiences) {
    const { ast, errors } = parse(loadedAudience.pql);
    const diagnostics: Diagnostic[] = [];
    for (const e of errors) {
      const rule = ruleByCodeOrName(e.rule)!;
      push(diagnostics, rule, config, source.file, {
        in: "file",
        range: loadedAudience.mapSpan(e.span),
        message: e.message,
        hints: e.hints,
        ...(e.label ? { label: e.label } : {}),
      });
    }
    const facts = ast ? extractFacts(ast) : null;
    const audience: LintedAudience = {
      file: source.file,
      kind: loaded.kind,
      loaded: loadedAudience,
      ast,
      facts,
      verdict: { eligible: false, type: null, reasons: [] },
    };
    state.audiences.push({ audience, diagnostics, shape: facts ? shapeOf(facts) : null });
  }
  return state;
}

function judgeFile(state: FileState, graph: AudienceGraph): FileResult {
  const { source, config } = state;
  const audiences: FileResult["audiences"] = [];
  const fileDiagnostics = [...state.diagnostics];
  for (const entry of state.audiences) {
    const { audience, diagnostics } = entry;
    if (audience.facts) {
      const analysis = classify(audience.facts, {
        windowBoundary: config.windowBoundary,
        resolveSegment: (id) => {
          const target = graph.resolve(id);
          if (!target) return null;
          return { profileOnly: isProfileOnly(target.facts), name: target.loaded.definition.name, type: target.facts ? shapeOf(target.facts) : null };
        },
      });
      for (const r of analysis.reasons) {
        const rule = ruleByCodeOrName(r.rule)!;
        const finding = reasonFinding(r);
        push(diagnostics, rule, config, source.file, { ...finding, in: "file", range: audience.loaded.mapSpan(finding.range) }, r.severity);
      }
    }
    runRules(checkRules, audience, graph, config, diagnostics);
    const first = applyFileSuppressions(audience, diagnostics);
    audience.verdict = verdictFrom(diagnostics, entry.shape, audience.ast !== null);
    if (!meantForEdge(audience)) {
      // A batch or streaming audience is not wrong for being ineligible on the edge: its verdict
      // still says why (explain, JSON, the summary), but the reasons are not reported as problems.
      const kept = diagnostics.filter((d) => !eligibilityRules.has(d.rule));
      diagnostics.length = 0;
      diagnostics.push(...kept);
    }
    const late: Diagnostic[] = [];
    runRules(lateRules, audience, graph, config, late);
    const second = applyFileSuppressions(audience, late, first.used);
    diagnostics.push(...late);
    for (const unused of second.unused) {
      push(diagnostics, ruleByCodeOrName("suppressions/unused")!, config, source.file, {
        in: "file",
        range: unused.range,
        message: `this suppression of \`${unused.rule}\` silences nothing`,
        label: "unused",
        hints: ["remove it"],
      });
    }
    audiences.push({ name: audience.loaded.definition.name, verdict: audience.verdict });
    fileDiagnostics.push(...diagnostics);
  }
  fileDiagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset || a.code.localeCompare(b.code));
  return { file: source.file, source: source.text, diagnostics: fileDiagnostics, audiences };
}

function runRules(rules: readonly Rule[], audience: LintedAudience, graph: AudienceGraph, config: ResolvedConfig, out: Diagnostic[]): void {
  for (const rule of rules) {
    rule.check!({
      audience,
      graph,
      config,
      report: (finding) => push(out, rule, config, audience.file, finding.in === "pql" ? { ...finding, in: "file", range: audience.loaded.mapSpan(finding.range) } : finding),
    });
  }
}

function reasonFinding(r: Reason): Finding {
  return { in: "pql", range: r.range, message: r.message, ...(r.label ? { label: r.label } : {}), ...(r.hints ? { hints: r.hints } : {}) };
}

/** Adds a diagnostic unless the config turns its rule off. `finding.range` must be in file space here. */
function push(out: Diagnostic[], rule: Rule, config: ResolvedConfig, file: string, finding: Finding, severity?: Severity): void {
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

/**
 * The verdict as the user's config and suppressions leave it: a reason turned off or suppressed
 * no longer blocks; an error-level one does. Ranges are in the audience file.
 */
function verdictFrom(diagnostics: Diagnostic[], shape: EdgeType | null, parsed: boolean): Verdict {
  const relevant = diagnostics.filter((d) => (d.rule.startsWith("edge/") || d.rule.startsWith("syntax/")) && !d.suppressed);
  const reasons: Reason[] = relevant.map((d) => ({
    rule: d.rule,
    code: d.code,
    severity: d.severity,
    message: d.message,
    range: d.range,
    ...(d.label ? { label: d.label } : {}),
    hints: d.hints,
  }));
  const blocked = !parsed || shape === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => d.rule === "edge/unresolved-segment");
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? shape : null, reasons };
}

function summarize(files: FileResult[]): LintSummary {
  const summary: LintSummary = {
    files: files.length,
    errors: 0,
    warnings: 0,
    infos: 0,
    suppressed: 0,
    fixable: 0,
    audiences: 0,
    eligible: 0,
    notEligible: 0,
    unknown: 0,
    byType: { "single-event": 0, "profile-only": 0, "event-with-profile": 0, "segment-of-segments": 0 },
  };
  for (const f of files) {
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
  return summary;
}

export type { Span };
