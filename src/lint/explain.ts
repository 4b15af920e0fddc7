// explain(): the verdict and evaluation method of each audience in a file (or of a bare
// expression) together with the facts the analyzer extracted, all with positions in the file. What `pql-audience explain`
// prints, and what editors show on hover.
import { extractFacts, type EventReference } from "../analysis/facts.js";
import { judgeWindow } from "../analysis/time.js";
import type { MethodDecision, StreamingVerdict, Verdict } from "../analysis/verdict.js";
import { loadAudienceFile } from "../audience/load.js";
import type { Span } from "../syntax/ast.js";
import { parse } from "../syntax/index.js";
import { render } from "../syntax/layout.js";
import { timeConstraint } from "../syntax/print.js";
import type { ResolvedConfig } from "./resolve-config.js";
import type { Diagnostic } from "./diagnostic.js";
import { lintSources, type SourceFile } from "./engine.js";
import { ruleNamesWhere } from "./registry.js";
import type { AskedMethods } from "./reported-for.js";
import type { AudienceResult, FileResult } from "./lint-result.js";

export interface EventFact {
  kind: EventReference["kind"];
  range: Span;
  /** The time constraint as written canonically, e.g. `< 24 hours before now`; null without one. */
  window: string | null;
  /** Whether that window is edge-compatible under the config in force. */
  windowOk: boolean | null;
  count: number | null;
  negated: boolean;
  aggregation: string | null;
}

export interface FactsView {
  events: EventFact[];
  profileAttributes: { path: string; range: Span }[];
  segments: { id: string | null; range: Span }[];
  ignoreYear: { path: string; range: Span }[];
}

export interface AudienceExplanation {
  name: string;
  verdict: Verdict;
  /** Why streaming is ruled out, when it is (docs/evaluation-methods.md). */
  streaming: StreamingVerdict;
  /** The method AEP evaluates the definition with: edge, else streaming, else batch. */
  method: MethodDecision;
  /**
   * The methods the file asks for (`evaluationInfo`; a bare expression asks for the edge): lint
   * reports a reason of the verdicts only against those (reported-for.ts), and explain shows the
   * others as notes, the reasons the audience is not evaluated faster.
   */
  asked: AskedMethods;
  /** Null when the expression does not parse. */
  facts: FactsView | null;
}

/** What a result built without lint's method says: nothing proven, so batch. */
const notStreaming: StreamingVerdict = { eligible: false, type: null, reasons: [] };
const batchOnly: MethodDecision = { method: "batch", edgeType: null, streamingType: null };
/** What a result built without lint's judgement says: every reason is a problem. */
const askedForAll: AskedMethods = { edge: true, streaming: true };

/** The rules that mean a file, or one audience in it, did not load: nothing to explain there. */
const loadRules = ruleNamesWhere((meta) => meta.dropsAudience);

/** Explains every audience of one file (or a bare expression, named `<stdin>` or `*.pql`). */
export function explain(
  file: string,
  text: string,
  options: { config?: ResolvedConfig; others?: SourceFile[] } = {},
): AudienceExplanation[] {
  return explainFile(file, text, options).audiences;
}

/** What explain says of a file: each audience's verdict and facts, and lint's problems the verdicts do not show. */
export interface FileExplanation {
  audiences: AudienceExplanation[];
  /**
   * lint's findings that are not a reason of a verdict shown: the ones that kept audiences from
   * loading (invalid JSON or YAML, schema errors), and every other error lint fails the file
   * for (bytes that are not UTF-8, a reference to nothing, a duplicate name), with positions as
   * `lint` reports them.
   */
  problems: Diagnostic[];
  /** Whether some of `problems` kept the file, or audiences of it, from loading: `audiences` may be fewer than the file holds. */
  incomplete: boolean;
}

/** explain(), with the problems lint finds in the file besides its verdicts (see FileExplanation). */
export function explainFile(file: string, text: string, options: { config?: ResolvedConfig; others?: SourceFile[] } = {}): FileExplanation {
  const main: SourceFile = { file, text, ...(options.config ? { config: options.config } : {}) };
  const result = lintSources([main, ...(options.others ?? [])]);
  return explainLinted({ ...result.files[0]!, source: text }, options.config);
}

/**
 * explain() of a file lint has checked (its result with its source, and the config that
 * applied): lint's verdicts and codes, whatever context the run gave lint (the project of
 * `lint FILE`: src/node/lint-files.ts lintInput).
 */
export function explainLinted(result: FileResult, config: ResolvedConfig | undefined): FileExplanation {
  const shown = new Set(result.audiences.flatMap((a) => [...a.verdict.reasons, ...(a.streaming?.reasons ?? [])].map(reasonKey)));
  const problems = result.diagnostics.filter(
    (d) => !d.suppressed && (loadRules.has(d.rule) || (d.severity === "error" && !shown.has(reasonKey(d)))),
  );
  const incomplete = problems.some((d) => loadRules.has(d.rule));
  return { audiences: explainAudiences(result.file, result.source, result.audiences, config), problems, incomplete };
}

/** A finding and the verdict reason it is, told apart from others by rule and place. */
function reasonKey(d: Pick<Diagnostic, "rule" | "range">): string {
  return `${d.rule}@${d.range.start.offset}`;
}

function explainAudiences(
  file: string,
  text: string,
  verdicts: AudienceResult[],
  config: ResolvedConfig | undefined,
): AudienceExplanation[] {
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
      asked: entry.asked ?? askedForAll,
    };
    if (!audience || !ast) return { ...judged, facts: null };
    const facts = extractFacts(ast);
    const map = (span: Span) => audience.mapSpan(span);
    return {
      ...judged,
      facts: {
        events: facts.events.map((e) => ({
          kind: e.kind,
          range: map(e.span),
          window: e.window ? render(timeConstraint(e.window), 1000) : null,
          windowOk: e.window ? judgeWindow(e.window, boundary).ok : null,
          count: e.count,
          negated: e.negation !== null,
          aggregation: e.aggregation,
        })),
        profileAttributes: facts.profileAttributes.map((p) => ({ path: p.path, range: map(p.span) })),
        segments: facts.segments.map((s) => ({ id: s.id, range: map(s.span) })),
        ignoreYear: facts.ignoreYear.map((c) => ({ path: c.path, range: map(c.span) })),
      },
    };
  });
}
