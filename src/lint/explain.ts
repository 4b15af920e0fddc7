// explain(): the verdict of each audience in a file (or of a bare expression) together with the
// facts the analyzer extracted, all with positions in the file. What `pql-audience explain`
// prints, and what editors show on hover.
import { extractFacts, type EventReference } from "../analysis/facts.js";
import { judgeWindow } from "../analysis/time.js";
import type { Verdict } from "../analysis/verdict.js";
import { loadAudienceFile } from "../audience/load.js";
import type { Span } from "../syntax/ast.js";
import { parse } from "../syntax/index.js";
import { render } from "../syntax/layout.js";
import { timeConstraint } from "../syntax/print.js";
import type { ResolvedConfig } from "./config.js";
import type { Diagnostic } from "./diagnostic.js";
import { lintSources, type SourceFile } from "./engine.js";
import { ruleNamesWhere } from "./registry.js";
import type { AudienceResult } from "./lint-result.js";

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
  /** Null when the expression does not parse. */
  facts: FactsView | null;
}

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

/**
 * explain(), with the reasons audiences of the file are missing from it: invalid JSON or YAML,
 * schema errors (with positions, as `lint` reports them).
 */
export function explainFile(
  file: string,
  text: string,
  options: { config?: ResolvedConfig; others?: SourceFile[] } = {},
): { audiences: AudienceExplanation[]; loadProblems: Diagnostic[] } {
  const main: SourceFile = { file, text, ...(options.config ? { config: options.config } : {}) };
  const result = lintSources([main, ...(options.others ?? [])]);
  const loadProblems = result.files[0]!.diagnostics.filter((d) => loadRules.has(d.rule) && !d.suppressed);
  return { audiences: explainAudiences(file, text, result.files[0]!.audiences, options.config), loadProblems };
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
    if (!audience || !ast) return { name: entry.name, verdict: entry.verdict, facts: null };
    const facts = extractFacts(ast);
    const map = (span: Span) => audience.mapSpan(span);
    return {
      name: entry.name,
      verdict: entry.verdict,
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
