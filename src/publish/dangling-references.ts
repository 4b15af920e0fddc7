// A reference by id (`inSegment("2f7c…")`) must name a definition that is in the sandbox: AEP
// would accept the definition and it would silently match no one. The plan checks every
// audience it would publish against the sandbox's definitions (it lists them all anyway);
// an alias (`inSegment("alias:NAME")`) names an audience of the same publish and is checked by the
// linter (ref/unknown-segment) and by `refuseDependentsOfRefused`. A dangling id is an error of
// the plan, so nothing is applied (see `Plan.errors`).
import type { AudienceDefinition } from "../audience/audience-definition.js";
import { ALIAS_PREFIX } from "../audience/schema-patterns.js";

// What this check reads of a candidate and changes on its step, by shape: plan.ts's
// PublishCandidate, PlanStep and PlanError have these fields, and plan.ts imports this file (so
// this one does not import it back).
interface Candidate {
  file: string;
  definition: Pick<AudienceDefinition, "x-pql-audience">;
  references: readonly { id: string; at?: { line: number; column: number } }[];
}
interface Step {
  action: string;
  reasons: string[];
  changes: string[];
  remoteId?: string;
  body?: unknown;
}
interface DanglingReferenceError {
  file: string;
  line: number;
  column: number;
  message: string;
  hints: string[];
}

/** The plan's errors for ids no live definition has; the steps that hold them become refused. */
export function danglingReferences(
  candidates: readonly Candidate[],
  steps: Step[],
  live: ReadonlyMap<string, unknown>,
): DanglingReferenceError[] {
  const errors: DanglingReferenceError[] = [];
  candidates.forEach((c, i) => {
    const step = steps[i]!;
    // Only what would be live after the publish: a refused audience is not sent.
    if (step.action === "refused") return;
    const dangling = c.references.filter((r) => !r.id.startsWith(ALIAS_PREFIX) && !live.has(r.id));
    if (dangling.length === 0) return;
    for (const ref of dangling)
      errors.push({
        file: c.file,
        line: ref.at?.line ?? 1,
        column: ref.at?.column ?? 1,
        message: `inSegment("${ref.id}") names no segment definition in the sandbox, and no audience of this publish creates it`,
        hints: hintsFor(ref.id, candidates),
      });
    step.action = "refused";
    step.reasons = dangling.map((r) => `references ${r.id}, which is not in the sandbox (see the error below)`);
    delete step.body;
    delete step.remoteId;
    step.changes = [];
  });
  return errors;
}

/** When a file of this publish records the id, the audience it means is that file's. */
function hintsFor(id: string, candidates: readonly Candidate[]): string[] {
  const owner = candidates.find((c) => c.definition["x-pql-audience"]?.id === id);
  if (!owner) return ["publish the audience it means first, or correct the id (`segments list` shows the sandbox's)"];
  const alias = owner.definition["x-pql-audience"]?.alias;
  const where = `${owner.file} records this id, but its definition is not in this sandbox (it will get a new id)`;
  return [
    alias
      ? `${where}: reference it as inSegment("${ALIAS_PREFIX}${alias}"), which publish resolves to the id it gets`
      : `${where}: give it an x-pql-audience.alias and reference that, which publish resolves to the id it gets`,
  ];
}
