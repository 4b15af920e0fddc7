// The package's root, `pql-audience`: the pure core (syntax, analysis, audience files, lint,
// reports, the evaluator). No Node built-in anywhere in its bundle, so it runs in a browser, an
// editor or a worker (test/package/browser.test.ts builds it for the browser and checks).
// Files, config discovery and workers: `pql-audience/node`; the AEP client, publishing, quota and
// streams: `pql-audience/api`; the local AEP emulator: `pql-audience/emulator`.

// Syntax: PQL text <-> AST.
export { parse, enableGrammarValidation, MAX_NESTING, MAX_TREE_DEPTH } from "./syntax/index.js";
export type { ParseError, ParseResult } from "./syntax/index.js";
export { print, type PrintOptions } from "./syntax/print.js";
export { formatPql } from "./syntax/format-pql.js";
export { formatSource } from "./format-source.js";
export type * from "./syntax/ast.js";
export { childrenOf, forEachNode } from "./syntax/walk.js";

// Running audiences: is this person in?
export {
  evaluate,
  type EvaluationInput,
  type EvaluationResult,
  type Evaluated,
  type BudgetExceededResult,
  type Budget,
  type BudgetExceeded,
  DEFAULT_BUDGET,
  type DataTooDeepResult,
  type DataTooDeep,
  MAX_DATA_DEPTH,
  type Membership,
  type Trace,
  type TraceNode,
  type ChainTrace,
  type Problem as EvaluationProblem,
} from "./evaluate/index.js";
export { evaluateAudiences, type AudienceEvaluation, type RunnableAudience } from "./run/evaluate-audiences.js";
export { traceOutline, type OutlineLine } from "./run/trace-outline.js";
// Analysis: AST -> facts -> edge verdict.
export { judgeEdge } from "./analysis/judge.js";
export { analyze, explainText as explainExpression, classify, shapeOf, judgeWindow } from "./analysis/index.js";
export type {
  Analysis,
  EdgeOptions,
  EdgeType,
  Facts,
  Method,
  MethodDecision,
  Reason,
  SegmentLookup,
  StreamingType,
  StreamingVerdict,
  Verdict,
  WindowBoundary,
} from "./analysis/index.js";

// Audience files.
export { loadAudienceFile, audienceFileKind, isAudienceFileName } from "./audience/load.js";
export type { AudienceFile, LoadedAudience } from "./audience/load.js";
// Plain interfaces, not the schemas' inferred types: a consumer's type checker loads no zod (the
// schemas stay inside; schema/*.schema.json are their JSON Schemas).
export { createBody, type AudienceDefinition, type AudienceExtras, type AudienceTestCase } from "./audience/audience-definition.js";
export type { Config, ConfigSeverity, EdgeSettings } from "./lint/config-types.js";

// Lint.
export { lintSources, lintText, type SourceFile } from "./lint/engine.js";
export { explain, type AudienceExplanation, type FactsView } from "./lint/explain.js";
export { resolveConfig, defaultResolvedConfig, type ResolvedConfig } from "./lint/resolve-config.js";
export { allRules, codesFor, ruleByCodeOrName } from "./lint/registry.js";
export { reportedFor, type AskedMethods } from "./lint/reported-for.js";
export { fileMethod } from "./lint/budgets.js";
// estimate --overlap's pairs, for the portal's details page.
export { overlaps, type Overlap } from "./diff/overlap.js";
export type { Diagnostic, Fix, Severity } from "./lint/diagnostic.js";
export type { RuleMeta } from "./lint/rule-meta.js";
export type { FileResult, LintResult, LintSummary } from "./lint/lint-result.js";

// Reports.
export {
  render as renderReport,
  reporters,
  streamingReporter,
  parseFormats,
  resolveFormats,
  githubSummary,
  toJsonReport,
  toSarif,
  FORMAT_NAMES,
} from "./report/index.js";
export type { FormatName, JsonReport, ReportOptions } from "./report/index.js";
