// Evaluates every audience of one file (or a bare expression) for one profile: the audiences a
// file references by `inSegment("alias:NAME")` or by its recorded id are evaluated first, and
// their results are the membership the referencing ones read. Pure: the CLI's `evaluate` and
// `test` and, later, the portal share it.
import { evaluate, type Budget, type EvaluationResult } from "../evaluate/index.js";
import { ALIAS_PREFIX } from "../audience/schema.js";
import type { Expression, SegmentReference } from "../syntax/ast.js";
import { forEachNode } from "../syntax/walk.js";

export interface RunnableAudience {
  name: string;
  /** `x-pql-audience.alias` (or the bare `.pql` file's name): what `alias:NAME` references. */
  alias?: string | undefined;
  /** `x-pql-audience.id`: what a reference by id names. */
  id?: string | undefined;
  ast: Expression;
}

export interface ProfileData {
  profile: unknown;
  events: readonly unknown[];
  now: number;
  /** Each audience's budget (evaluate's defaults when absent). */
  budget?: Budget | undefined;
}

export type AudienceEvaluation = EvaluationResult & { name: string };

/** The segment ids an expression references (`inSegment("...")`), aliases with their prefix. */
export function referencedIds(ast: Expression): string[] {
  return references(ast).map((node) => node.segmentId);
}

function references(ast: Expression): SegmentReference[] {
  const nodes: SegmentReference[] = [];
  forEachNode(ast, (node) => {
    if (node.kind === "SegmentReference") nodes.push(node);
  });
  return nodes;
}

/**
 * Each audience's result, in the order given. Referenced audiences of the same set are evaluated
 * first; a reference to one outside the set is read from the profile's `segmentMembership` (by
 * the evaluator). A
 * reference loop (which `lint` reports) reads the audiences still being evaluated as not met.
 */
/** What `inSegment` names an audience by: `alias:NAME` for its alias, and its recorded id. */
export function referenceKeys(audience: RunnableAudience): string[] {
  return [...(audience.alias ? [`${ALIAS_PREFIX}${audience.alias}`] : []), ...(audience.id ? [audience.id] : [])];
}

export function evaluateAudiences(audiences: readonly RunnableAudience[], data: ProfileData): AudienceEvaluation[] {
  const byKey = new Map<string, number>();
  audiences.forEach((a, i) => {
    for (const key of referenceKeys(a)) byKey.set(key, i);
  });
  const results: (AudienceEvaluation | undefined)[] = new Array(audiences.length);
  const inProgress = new Set<number>();
  const run = (i: number): AudienceEvaluation | undefined => {
    if (results[i]) return results[i];
    if (inProgress.has(i)) return undefined;
    inProgress.add(i);
    const audience = audiences[i]!;
    const local = new Map<string, boolean>();
    let result: EvaluationResult | undefined;
    for (const node of references(audience.ast)) {
      const target = byKey.get(node.segmentId);
      if (target === undefined) continue;
      const referenced = run(target);
      // An audience that reads one without an answer has none either: said at its reference.
      if (referenced?.status === "budget-exceeded" && !result) {
        const message = `${referenced.name}, which this references, went over its budget (${referenced.budget.message})`;
        const trace = { nodes: [{ kind: audience.ast.kind, span: audience.ast.span, value: null }], chains: [], problems: [] };
        result = { ...referenced, trace, budget: { ...referenced.budget, span: node.span, message } };
      }
      // Data too deep for one is too deep for all (the same data), but for a stack that ran out in one alone: no answer either way.
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
      ...(data.budget ? { budget: data.budget } : {}),
    });
    inProgress.delete(i);
    results[i] = { ...result, name: audience.name };
    return results[i];
  };
  return audiences.map((_, i) => run(i)!);
}
