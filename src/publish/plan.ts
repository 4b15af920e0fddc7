// The publish plan: what `publish` would do to each audience, decided before anything is sent.
// Pure: it takes the lint result (what the files say, and whether they are fit to publish) and
// the live definitions, and returns one step per audience: create, update, unchanged or refused,
// and the definitions no file declares (what `--prune` would delete). Every evaluation method is
// published, each with the evaluationInfo its file states (edge, streaming or batch); an audience
// is refused for what lint refuses: an error in its file (the rules that judge whether the
// expression allows the stated method report errors), and for edge, an ineligible verdict.
//
// A file is tied to its definition by the id recorded in it (`x-pql-audience.id`, written back
// after the first publish), so renaming the audience or moving the file updates the same
// definition. A file without an id (never published from here, or an org definition adopted by a
// new file) is matched by name, among the definitions no other file claims by id.
import type { Verdict } from "../analysis/verdict.js";
import { createBody, type AudienceDefinition } from "../audience/audience-definition.js";
import { ALIAS_PREFIX } from "../audience/schema-patterns.js";
import { statedMethod, type EvaluationMethod } from "../lint/budgets.js";
import { danglingReferences } from "./dangling-references.js";
import { sameExpression } from "./same-expression.js";

/** What publish needs from each audience of the lint run. */
export interface PublishCandidate {
  file: string;
  /** Which audience of its file (YAML documents, 0-based); where its id is recorded. */
  index?: number;
  definition: AudienceDefinition;
  verdict: Verdict;
  /** Error-level diagnostics of the audience's file (a file with errors is never published). */
  errors: { code: string; message: string; line: number }[];
  /**
   * Segment references in the expression: where the id string stands in `expression.value`, and
   * where the `inSegment` call starts in the file (1-based), for the plan's errors.
   */
  references: { id: string; start: number; end: number; at?: { line: number; column: number } }[];
}

/** The fields of a live definition that publish compares and writes. */
export interface LiveDefinition {
  id: string;
  name: string;
  description?: string | null | undefined;
  expression?: { type?: string; format?: string; value?: string } | null | undefined;
  evaluationInfo?:
    | { batch?: { enabled?: boolean }; continuous?: { enabled?: boolean }; synchronous?: { enabled?: boolean } }
    | null
    | undefined;
  schema?: { name?: string } | null | undefined;
  mergePolicyId?: string | null | undefined;
  ttlInDays?: number | null | undefined;
}

export type StepAction = "create" | "update" | "unchanged" | "refused";

export interface PlanStep {
  action: StepAction;
  file: string;
  name: string;
  /** How AEP evaluates it, as its file states (evaluationInfo). */
  method: EvaluationMethod;
  /** The live definition this step updates or leaves unchanged. */
  remoteId?: string;
  /** Why a step is refused, one sentence each. */
  reasons: string[];
  /** Worth knowing, whatever the action (a recorded id that is not in the sandbox). */
  notes?: string[];
  /** For updates: the fields that differ. */
  changes: string[];
  /** The body to send (create/update); segment aliases are resolved at apply time. */
  body?: ReturnType<typeof createBody>;
  /** Aliases this definition references, which must be published first. */
  dependsOn: string[];
  alias?: string;
}

/** A live definition, as the plan names it. */
export interface DefinitionRef {
  id: string;
  name: string;
}

export interface Plan {
  steps: PlanStep[];
  /**
   * Definitions in the sandbox that no audience file declares (by recorded id or by name), by
   * name: what `publish --prune` deletes. Of every method: publish manages them all.
   */
  orphans: DefinitionRef[];
  /**
   * What makes the plan wrong as a whole (a reference to a definition that would not exist):
   * like Terraform, a plan with an error applies nothing, not even its other steps.
   */
  errors: PlanError[];
}

/** An error in the plan, where it is written. */
export interface PlanError {
  file: string;
  line: number;
  column: number;
  message: string;
  hints: string[];
}

const compared = ["name", "description", "expression", "evaluationInfo", "schema", "mergePolicyId", "ttlInDays"] as const;

function normalizedEvaluation(info: AudienceDefinition["evaluationInfo"] | LiveDefinition["evaluationInfo"]): string {
  // Omitted means batch ("Segment definitions endpoint"): a file without evaluationInfo is not
  // changed by a definition AEP stored as `batch: { enabled: true }`.
  const given = info ?? { batch: { enabled: true } };
  return [given.batch?.enabled, given.continuous?.enabled, given.synchronous?.enabled].map((v) => String(Boolean(v))).join(",");
}

/** pql/json values are the same when their JSON is, whatever the layout (an indented tree in YAML). */
/** The fields where the live definition differs from the body we would send. */
export function differences(body: ReturnType<typeof createBody>, live: LiveDefinition): string[] {
  const changes: string[] = [];
  for (const field of compared) {
    switch (field) {
      case "expression":
        if (
          body.expression.format !== (live.expression?.format ?? "pql/text") ||
          !sameExpression(body.expression.format, body.expression.value, live.expression?.value)
        )
          changes.push("expression");
        break;
      case "evaluationInfo":
        if (normalizedEvaluation(body.evaluationInfo) !== normalizedEvaluation(live.evaluationInfo)) changes.push("evaluationInfo");
        break;
      case "schema":
        if ((body.schema?.name ?? undefined) !== (live.schema?.name ?? undefined)) changes.push("schema");
        break;
      default:
        // Fields the file leaves out are the server's to fill (the org's default merge policy):
        // only what the file says is compared.
        if (body[field] !== undefined && body[field] !== (live[field] ?? undefined)) changes.push(field);
    }
  }
  return changes;
}

/**
 * Replaces `inSegment("alias:NAME")` ids with published ids. Returns null and the missing aliases
 * when some alias has no id yet.
 */
export function resolveAliases(
  value: string,
  references: PublishCandidate["references"],
  idsByAlias: ReadonlyMap<string, string>,
): { value: string; missing: string[] } {
  const missing: string[] = [];
  let out = value;
  // From the end backwards, so earlier offsets stay valid.
  for (const ref of [...references].sort((a, b) => b.start - a.start)) {
    if (!ref.id.startsWith(ALIAS_PREFIX)) continue;
    const alias = ref.id.slice(ALIAS_PREFIX.length);
    const id = idsByAlias.get(alias);
    if (id === undefined) {
      missing.push(alias);
      continue;
    }
    out = `${out.slice(0, ref.start)}${JSON.stringify(id)}${out.slice(ref.end)}`;
  }
  return { value: out, missing };
}

export function buildPlan(candidates: readonly PublishCandidate[], live: readonly LiveDefinition[]): Plan {
  const byId = new Map(live.map((d) => [d.id, d]));
  // A definition claimed by a file's recorded id is that file's: no other file takes it by name.
  const claimed = new Set(candidates.flatMap((c) => c.definition["x-pql-audience"]?.id ?? []).filter((id) => byId.has(id)));
  const byName = new Map(live.filter((d) => !claimed.has(d.id)).map((d) => [d.name, d]));
  // Aliases whose audience already has a live id can be resolved now; others after their create.
  const idsByAlias = new Map<string, string>();
  for (const c of candidates) {
    const alias = c.definition["x-pql-audience"]?.alias;
    const match = matchLive(c, byId, byName);
    if (alias && match) idsByAlias.set(alias, match.id);
  }
  const steps = candidates.map((c): PlanStep => {
    const name = c.definition.name;
    const alias = c.definition["x-pql-audience"]?.alias;
    const dependsOn = c.references.filter((r) => r.id.startsWith(ALIAS_PREFIX)).map((r) => r.id.slice(ALIAS_PREFIX.length));
    const recorded = c.definition["x-pql-audience"]?.id;
    const notes =
      recorded !== undefined && !byId.has(recorded)
        ? [`x-pql-audience.id ${recorded} is not in this sandbox${byName.has(name) ? "; matched by name instead" : ""}`]
        : [];
    const method = statedMethod(c.definition.evaluationInfo);
    const base = {
      file: c.file,
      name,
      method,
      reasons: [] as string[],
      changes: [] as string[],
      dependsOn,
      ...(alias ? { alias } : {}),
      ...(notes.length > 0 ? { notes } : {}),
    };
    const refusal = refusalReasons(c, method);
    if (refusal.length > 0) return { ...base, action: "refused", reasons: refusal };
    const body = createBody(c.definition);
    const match = matchLive(c, byId, byName);
    if (!match) return { ...base, action: "create", body };
    const resolved = resolveAliases(body.expression.value, c.references, idsByAlias);
    const comparable = resolved.missing.length === 0 ? { ...body, expression: { ...body.expression, value: resolved.value } } : body;
    const changes = differences(comparable, match);
    return { ...base, action: changes.length === 0 ? "unchanged" : "update", remoteId: match.id, changes, body };
  });
  refuseDependentsOfRefused(steps);
  const errors = danglingReferences(candidates, steps, byId);
  const declared = new Set(candidates.flatMap((c) => matchLive(c, byId, byName)?.id ?? []));
  const orphans = live
    .filter((d) => !declared.has(d.id))
    .map((d) => ({ id: d.id, name: d.name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { steps, orphans, errors };
}

/** The live definition a file is tied to: by its recorded id, else by name (see the top). */
function matchLive(
  c: PublishCandidate,
  byId: Map<string, LiveDefinition>,
  byName: Map<string, LiveDefinition>,
): LiveDefinition | undefined {
  const recorded = c.definition["x-pql-audience"]?.id;
  // A recorded id that is not live (deleted in the org) falls back to the name, else a create.
  return (recorded !== undefined ? byId.get(recorded) : undefined) ?? byName.get(c.definition.name);
}

function refusalReasons(c: PublishCandidate, method: EvaluationMethod): string[] {
  const reasons: string[] = [];
  // Whatever the method: lint's errors, among them the rules that judge the stated method.
  for (const e of c.errors) reasons.push(`${e.code} at line ${e.line}: ${e.message}`);
  // The edge verdict counts only for what is sent to the edge: a streaming or batch audience is
  // not wrong for being ineligible there.
  if (method === "edge") reasons.push(...edgeRefusal(c));
  return reasons;
}

function edgeRefusal(c: PublishCandidate): string[] {
  if (c.verdict.eligible === null) return ["edge eligibility is unknown: it depends on a segment that could not be resolved"];
  if (c.verdict.eligible === true || c.errors.length > 0) return [];
  const reasons = c.verdict.reasons.filter((x) => x.severity === "error").map((r) => `${r.code} ${r.rule}: ${r.message}`);
  return reasons.length > 0 ? reasons : ["not edge-eligible"];
}

/** A definition that references a refused one (by alias) cannot be published either. */
function refuseDependentsOfRefused(steps: PlanStep[]): void {
  let changed = true;
  while (changed) {
    changed = false;
    const refusedAliases = new Set(steps.filter((s) => s.action === "refused" && s.alias).map((s) => s.alias!));
    for (const s of steps) {
      if (s.action === "refused") continue;
      const blocked = s.dependsOn.filter((a) => refusedAliases.has(a) || !steps.some((o) => o.alias === a));
      if (blocked.length === 0) continue;
      s.action = "refused";
      s.reasons = blocked.map((a) => `references alias:${a}, which is not being published`);
      delete s.body;
      changed = true;
    }
  }
}

/** Creates and updates in an order where every alias is published before what references it. */
export function applyOrder(plan: Plan): PlanStep[] {
  const pending = plan.steps.filter((s) => s.action === "create" || s.action === "update");
  const done = new Set(plan.steps.filter((s) => s.action === "unchanged" && s.alias).map((s) => s.alias!));
  const ordered: PlanStep[] = [];
  while (pending.length > 0) {
    const index = pending.findIndex((s) => s.dependsOn.every((a) => done.has(a) || !pending.some((p) => p.alias === a)));
    // A reference loop is reported by the linter (ref/cycle); take the rest in file order.
    const [next] = pending.splice(Math.max(index, 0), 1);
    ordered.push(next!);
    if (next!.alias) done.add(next!.alias);
  }
  return ordered;
}
