// What the create page shows as you type, from the project's own core running in the browser:
// the linter's diagnostics (with line and column), the edge verdict and its reasons, and the
// canonical form of the expression. The page never shows an expression with errors as
// edge-eligible, and never lets it be saved: the emulator refuses the same errors (400, with
// lint's reasons), so the page and the API give one verdict.
import {
  allRules,
  explainExpression,
  formatPql,
  lintText,
  reportedFor,
  type Diagnostic,
  type MethodDecision,
  type StreamingVerdict,
  type Verdict,
} from "../index.js";

export interface PqlCheck {
  diagnostics: Diagnostic[];
  verdict: Verdict;
  /** Whether AEP can evaluate it by streaming, and why not (docs/evaluation-methods.md). */
  streaming: StreamingVerdict;
  /** The fastest method AEP allows for it. */
  method: MethodDecision;
  /** The canonical text, or undefined when the expression does not parse. */
  canonical: string | undefined;
  /** Errors that make the expression invalid PQL, whatever the evaluation method (not edge reasons). */
  invalid: Diagnostic[];
}

/** Rules whose errors only keep an expression off the edge; any other error makes it invalid. */
const eligibilityRules = new Set(allRules.filter((r) => r.meta.eligibilityReason).map((r) => r.meta.name));

export function checkPql(text: string): PqlCheck {
  const lint = lintText(text, { file: "audience.pql" });
  const diagnostics = lint.files.flatMap((f) => f.diagnostics).filter((d) => !d.suppressed);
  const invalid = diagnostics.filter((d) => d.severity === "error" && !eligibilityRules.has(d.rule));
  const formatted = formatPql(text);
  const explanation = explainExpression(text);
  return {
    diagnostics,
    verdict: explanation.verdict,
    streaming: explanation.streaming,
    method: explanation.method,
    canonical: formatted.ok ? formatted.output.trimEnd() : undefined,
    invalid,
  };
}

/**
 * Edge can be chosen when nothing blocks it: no error stands and the verdict does not say no
 * (null: only a segment reference the page cannot resolve).
 */
export function edgeAllowed(check: PqlCheck): boolean {
  return check.invalid.length === 0 && check.verdict.eligible !== false;
}

/**
 * Streaming can be chosen on the same terms as Edge: no error stands and AEP's streaming rules do
 * not rule it out (null: a referenced audience the page cannot judge).
 */
export function streamingAllowed(check: PqlCheck): boolean {
  return check.invalid.length === 0 && check.streaming.eligible !== false;
}

/**
 * lint's findings as lint reports them for an audience evaluated by the chosen method
 * (src/lint/reported-for.ts): with Batch chosen, an edge reason is no problem but why Edge is not
 * available, which the page lists beside the methods.
 */
export function reportedChecks(check: PqlCheck, method: "Edge" | "Streaming" | "Batch"): Diagnostic[] {
  return check.diagnostics.filter((d) => reportedFor(d.rule, { edge: method === "Edge", streaming: method === "Streaming" }));
}

/** The fastest method AEP allows, with its query type: "Streaming (multiple-events)". */
export function fastestMethodText(decision: MethodDecision): string {
  const type = decision.edgeType ?? decision.streamingType;
  const name = decision.method[0]!.toUpperCase() + decision.method.slice(1);
  return type ? `${name} (${type})` : name;
}

/** The verdict line: never "Edge-eligible" while an error stands. */
export function verdictText(check: PqlCheck): string {
  const v = check.verdict;
  if (check.invalid.length > 0) return "Not edge-eligible: the expression has errors";
  if (v.eligible === true) return `Edge-eligible (${v.type})`;
  if (v.eligible === null) return "Edge: depends on a referenced audience";
  return "Not edge-eligible";
}

/** Why Save is disabled, or undefined when the audience can be saved. */
export function saveBlocker(check: PqlCheck): string | undefined {
  const n = check.invalid.length;
  if (n === 0) return undefined;
  const first = check.invalid[0]!; // n > 0
  const where = `${first.code} at ${first.range.start.line}:${first.range.start.column}`;
  return `Fix the ${n === 1 ? "error" : `${n} errors`} in the rules to save (${where}${n > 1 ? " and more" : ""}).`;
}

/**
 * A hint in the portal's words. The linter writes its help for the command line and the audience
 * file ("run `pql-audience fmt --write`", "set evaluationInfo.synchronous.enabled to false"); on
 * this page the same help is a control of the page.
 */
export function portalHint(hint: string): string {
  return hint
    .replace(/^run `pql-audience fmt --write[^`]*`$/, "press “Use the canonical form” under Checks")
    .replace(
      /^set evaluationInfo\.synchronous\.enabled to false and batch\.enabled to true .*$/,
      "choose Batch (or Streaming, when it is allowed) as the evaluation method",
    )
    .replace(
      /^set `evaluationInfo\.synchronous\.enabled: true` to evaluate it on the edge$/,
      "choose Edge as the evaluation method to evaluate it on the edge",
    );
}

/** Why the name cannot be sent, or undefined: the Segmentation API refuses an empty name. */
export function nameProblem(name: string): string | undefined {
  return name.trim() === "" ? "Give the audience a name." : undefined;
}
