// The library's public API: what other tools import. Everything a command does is reachable here.

// Syntax: PQL text <-> AST.
export { parse, enableGrammarValidation, syntaxCodes, MAX_NESTING, MAX_TREE_DEPTH } from "./syntax/index.js";
export type { ParseError, ParseResult, SyntaxRule } from "./syntax/index.js";
export { print, type PrintOptions } from "./syntax/print.js";
export { formatPql } from "./syntax/format.js";
export { formatSource } from "./format.js";
export type * from "./syntax/ast.js";
export { childrenOf, forEachNode } from "./syntax/walk.js";

// Analysis: AST -> facts -> edge verdict.
// Running audiences: is this person in?
export { evaluate, type EvaluationInput, type EvaluationResult, type Membership, type Trace, type TraceNode, type ChainTrace, type Problem as EvaluationProblem } from "./evaluate/index.js";
export { evaluateAudiences, type AudienceEvaluation, type RunnableAudience } from "./run/evaluate-audiences.js";
export { analyze, explainText as explainExpression, classify, shapeOf, edgeCodes, judgeWindow } from "./analysis/index.js";
export type { Analysis, EdgeOptions, EdgeType, Facts, Reason, SegmentLookup, Verdict, WindowBoundary } from "./analysis/index.js";

// Audience files.
export { loadAudienceFile, audienceFileKind, isAudienceFileName } from "./audience/load.js";
export type { AudienceFile, LoadedAudience } from "./audience/load.js";
export { audienceSchema, createBody } from "./audience/schema.js";
// Plain interfaces, not the schemas' inferred types: quicker for a consumer's type checker.
export type { AudienceDefinition, Config } from "./public-types.js";

// Lint.
export { lintSources, lintText, type SourceFile } from "./lint/engine.js";
export { explain, type AudienceExplanation, type FactsView } from "./lint/explain.js";
export { configSchema, resolveConfig, defaultResolvedConfig, type ResolvedConfig } from "./lint/config.js";
export { allRules, codesFor, ruleByCodeOrName } from "./lint/registry.js";
export type { Diagnostic, Fix, Severity } from "./lint/diagnostic.js";
export type { FileResult, LintResult, LintSummary, RuleMeta } from "./lint/types.js";

// Files on disk (Node only).
export { lintFiles, streamLintFiles, type LintFilesOptions } from "./node/lint-files.js";
export type { StreamedRun } from "./lint/engine.js";
export { loadConfig, ConfigResolver, ConfigError } from "./node/config-loader.js";
export { discover, discoverAudienceFiles, discoverFiles, NoAudienceFilesError, type Discovery, type DiscoverOptions } from "./node/discover.js";

// Reports.
export { render as renderReport, reporters, streamingReporter, parseFormats, resolveFormats, githubSummary, toJsonReport, toSarif, FORMAT_NAMES } from "./report/index.js";
export type { FormatName, JsonReport, ReportOptions } from "./report/index.js";

// The AEP API client and the local emulator (Node only).
export * from "./api/index.js";
export * from "./emulator/index.js";
export { judgeEdge } from "./analysis/judge.js";

// Publishing.
export { buildPlan, applyOrder, type Plan, type PlanStep, type PublishCandidate, type LiveDefinition } from "./publish/plan.js";
export { applyPlan, type ApplyReport, type StepOutcome } from "./publish/apply.js";
export { publishCandidates, publishInput, type PublishInput, type UnloadedFile } from "./publish/candidates.js";

// Data lifecycle quota and the streaming source dataflow.
export { getQuotas, isKnownQuotaName } from "./api/quota.js";
export * from "./api/quota-period.js";
export { updateFlow, updateConnection, listFlowResources, deleteFlowResource, inletUrlOf, webhookUrl } from "./api/flows.js";
export { EtagConflictError } from "./api/etag-update.js";
export { createStream, StreamCreateError } from "./stream/create.js";
export { parseStreamSpec, StreamSpecError } from "./stream/spec-problems.js";
