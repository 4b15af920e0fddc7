// The estimate of each audience over loaded data: how many profiles qualify, of how many, and a
// few of them with the evaluator's outline of why. An audience is computed by its compiled SQL
// when compileAudience compiles it, else by the evaluator over every profile (slower, and said
// so); either way after the audiences of the run it references, whose members are then a temp
// table (`audience_N`, what localAudienceTable names) for SQL and a set for the evaluator.
import { evaluate, type Budget, type EvaluationResult } from "../../evaluate/index.js";
import { referencedIds, referenceKeys, type RunnableAudience } from "../../run/evaluate-audiences.js";
import { traceOutline, type OutlineLine } from "../../run/trace-outline.js";
import { stopReason, type CompileOptions, type Compiled, type CompiledQuery } from "../../sql/index.js";
import type { Expression, Span } from "../../syntax/ast.js";
import { DataError } from "./data-error.js";
import { dependencyOrder } from "./dependency-order.js";
import type { LoadedData, ProfileWithEvents } from "./loaded-data.js";

export interface EstimateAudience extends RunnableAudience {
  file: string;
  /** The audience's PQL: the trace's spans are offsets into it. */
  pql: string;
  /** PQL spans to positions in the file. */
  mapSpan: (span: Span) => Span;
  /** False for an audience of another file computed only because one shown references it. */
  shown: boolean;
}

export type CompileFunction = (ast: Expression, options: CompileOptions) => Compiled;

export interface EstimateOptions {
  now: number;
  /** How many qualifying profiles to show, each with its outline. */
  sample: number;
  compile: CompileFunction;
  budget?: Budget | undefined;
  onProgress?: (message: string) => void;
  /**
   * Each audience's members (pids) and the profiles over its budget, as soon as it is computed,
   * shown or not: what `diff` and `--overlap` compare (estimate-members.ts).
   */
  onMembers?: (index: number, members: ReadonlySet<number>, overBudget: ReadonlySet<number>) => void;
}

export interface SampleProfile {
  primaryId: string | null;
  /** The profile's position in the data (0-based). */
  pid: number;
  /** The evaluator's answer for this profile: true, unless the SQL and the evaluator disagree. */
  qualifies: boolean;
  /** The evaluator went over its budget outlining this profile (the SQL, which has none, qualified it): no outline, no verdict. */
  outlineOverBudget?: true;
  outline: OutlineLine[];
}

export interface Place {
  line: number;
  column: number;
}

export interface AudienceEstimate {
  file: string;
  name: string;
  qualified: number;
  profiles: number;
  /** qualified / profiles (0 with no profiles). */
  share: number;
  /** Profiles whose evaluation went over its budget: neither in nor out, not in `qualified`. */
  overBudget: number;
  /** Where the first of them stopped, in the file. */
  budgetExceeded?: Place & { message: string };
  sample: SampleProfile[];
  ms: number;
  method: "sql" | "evaluator";
  /** Why the evaluator answered: the first construct that does not compile yet, in the file. */
  unsupported?: Place & { construct: string; message: string };
  /** Or: why the compiled query stopped on this data (a value the SQL cannot read exactly). */
  stopped?: string;
}

interface Computed {
  table: string;
  members: Set<number>;
  overBudget: Set<number>;
}

export async function estimateAudiences(
  data: LoadedData,
  audiences: readonly EstimateAudience[],
  options: EstimateOptions,
): Promise<AudienceEstimate[]> {
  const byKey = new Map<string, number>();
  audiences.forEach((a, i) => {
    for (const key of referenceKeys(a)) byKey.set(key, i);
  });
  const targets = audiences.map((a, i) =>
    referencedIds(a.ast).flatMap((id) => {
      const target = byKey.get(id);
      return target === undefined || target === i ? [] : [target];
    }),
  );
  const computed = new Map<number, Computed>();
  const results = new Map<number, AudienceEstimate>();
  const pending = dependencyOrder(audiences);
  // In waves: each wave is the audiences whose references are all computed. Its SQL audiences
  // run one by one; its evaluator audiences share one pass over the profiles (reading the data
  // is most of a pass). A reference loop (refused by lint) would leave no audience ready: the
  // first one left then goes, its unanswered references read as not met.
  try {
    await computeInWaves();
  } finally {
    // The members' tables belong to this run: the data can be estimated on again.
    for (const { table } of computed.values()) await data.query(`DROP TABLE IF EXISTS ${table}`);
  }
  // In the order given, not the order computed.
  return audiences.flatMap((_, i) => (results.has(i) ? [results.get(i)!] : []));

  async function computeInWaves(): Promise<void> {
    while (pending.length > 0) {
      let wave = pending.filter((i) => targets[i]!.every((t) => computed.has(t)));
      if (wave.length === 0) wave = [pending[0]!];
      for (const i of wave) pending.splice(pending.indexOf(i), 1);
      const plans = wave.map((i) => plan(audiences[i]!, i, computed, byKey, options, data.profileColumn));
      // SQL first: a query the data stops (docs/sql.md) is answered by the evaluator instead.
      const bySqlDone = new Map<Plan, { computed: Computed; ms: number }>();
      for (const p of plans) {
        if (!p.compiled.ok) continue;
        const started = performance.now();
        try {
          bySqlDone.set(p, { computed: await bySql(data, p.table, p.compiled, p.inherited), ms: performance.now() - started });
        } catch (e) {
          await data.query(`DROP TABLE IF EXISTS ${p.table}`);
          p.stopped = stopMessage(e);
        }
      }
      const byEvaluator = plans.filter((p) => !bySqlDone.has(p));
      const evaluatorStarted = performance.now();
      const shared = byEvaluator.length > 0 ? await evaluateAll(data, byEvaluator, options) : [];
      const readingMs =
        byEvaluator.length > 0 ? (performance.now() - evaluatorStarted - shared.reduce((sum, s) => sum + s.ms, 0)) / byEvaluator.length : 0;
      for (const p of plans) {
        const sql = bySqlDone.get(p);
        const done = sql ? sql.computed : shared[byEvaluator.indexOf(p)]!.computed;
        computed.set(p.index, done);
        options.onMembers?.(p.index, done.members, done.overBudget);
      }
      const shown = plans.filter((p) => p.audience.shown);
      // The profiles every shown audience's sample needs, read at once: a read is two queries, whatever it reads.
      const readStarted = performance.now();
      const wanted = new Map(shown.map((p) => [p, samplePids(computed.get(p.index)!, options.sample)]));
      const profiles = new Map<number, ProfileWithEvents>();
      for await (const profile of data.profilesWithEvents([...wanted.values()].flatMap((w) => w.pids))) profiles.set(profile.pid, profile);
      const readMs = shown.length > 0 ? (performance.now() - readStarted) / shown.length : 0;
      for (const p of shown) {
        const sql = bySqlDone.get(p);
        const started = performance.now();
        const estimate = describe(data, p, computed.get(p.index)!, wanted.get(p)!, profiles, sql !== undefined);
        estimate.ms = performance.now() - started + readMs + (sql ? sql.ms : shared[byEvaluator.indexOf(p)]!.ms + readingMs);
        results.set(p.index, estimate);
      }
    }
  }
}

/** One audience made ready to compute: its compiled SQL (or why not), what it reads, how the evaluator runs it on a profile. */
interface Plan {
  audience: EstimateAudience;
  index: number;
  table: string;
  compiled: Compiled;
  /** Profiles over budget in an audience this one reads: over budget here too, as in `evaluate`. */
  inherited: Set<number>;
  run: (profile: ProfileWithEvents) => EvaluationResult;
  /** Why the compiled query stopped on this data, when it did (the evaluator then answers). */
  stopped?: string;
}

function plan(
  audience: EstimateAudience,
  index: number,
  computed: ReadonlyMap<number, Computed>,
  byKey: ReadonlyMap<string, number>,
  options: EstimateOptions,
  profileColumn: LoadedData["profileColumn"],
): Plan {
  // The audiences this one reads, computed before it (in a reference loop, one not computed yet reads as not met).
  const dependencies = new Map<string, Computed>();
  for (const id of referencedIds(audience.ast)) {
    const target = byKey.get(id);
    const done = target === undefined ? undefined : computed.get(target);
    if (done) dependencies.set(id, done);
  }
  const inherited = new Set<number>();
  for (const d of dependencies.values()) for (const pid of d.overBudget) inherited.add(pid);
  const compiled = options.compile(audience.ast, {
    dialect: "duckdb",
    now: options.now,
    localAudienceTable: (id) => dependencies.get(id)?.table,
    // The paths the load computed into columns of `profiles` are read from them.
    profileColumn,
  });
  const run = (profile: ProfileWithEvents) =>
    evaluate(audience.ast, {
      profile: profile.profile,
      events: profile.events,
      now: options.now,
      membership: (id) => dependencies.get(id)?.members.has(profile.pid) === true,
      ...(options.budget ? { budget: options.budget } : {}),
    });
  return { audience, index, table: `audience_${index + 1}`, compiled, inherited, run };
}

/** The profiles an audience's estimate shows: its first `sample` members, and its first profile over budget (`firstOver`). */
interface SamplePids {
  sample: number[];
  firstOver: number | undefined;
  /** Both, in pid order. */
  pids: number[];
}

function samplePids(done: Computed, sample: number): SamplePids {
  const firstOver = [...done.overBudget].sort((a, b) => a - b)[0];
  const members = [...done.members].sort((a, b) => a - b).slice(0, sample);
  const pids = firstOver === undefined || members.includes(firstOver) ? members : [...members, firstOver].sort((a, b) => a - b);
  return { sample: members, firstOver, pids };
}

/**
 * The estimate of a computed audience: counts, why the evaluator answered, the first profile over
 * budget, samples with outlines (`profiles`: those of `wanted`, read with every shown audience's).
 */
function describe(
  data: LoadedData,
  p: Plan,
  done: Computed,
  wanted: SamplePids,
  profiles: ReadonlyMap<number, ProfileWithEvents>,
  bySqlQuery: boolean,
): AudienceEstimate {
  const { audience, compiled } = p;
  const estimate: AudienceEstimate = {
    file: audience.file,
    name: audience.name,
    qualified: done.members.size,
    profiles: data.profiles,
    share: data.profiles === 0 ? 0 : done.members.size / data.profiles,
    overBudget: done.overBudget.size,
    sample: [],
    ms: 0,
    method: bySqlQuery ? "sql" : "evaluator",
  };
  if (p.stopped !== undefined) estimate.stopped = p.stopped;
  if (!compiled.ok) {
    const at = audience.mapSpan(compiled.unsupported.span).start;
    estimate.unsupported = {
      construct: compiled.unsupported.construct,
      message: compiled.unsupported.message,
      line: at.line,
      column: at.column,
    };
  }
  const { sample, firstOver } = wanted;
  for (const pid of wanted.pids) {
    const profile = profiles.get(pid);
    if (profile === undefined) continue;
    const result = p.inherited.has(profile.pid) ? undefined : p.run(profile);
    if (profile.pid === firstOver) {
      estimate.budgetExceeded = budgetPlace(audience, result);
      if (!sample.includes(profile.pid)) continue;
    }
    const overBudget = result?.status === "budget-exceeded";
    estimate.sample.push({
      primaryId: profile.primaryId,
      pid: profile.pid,
      qualifies: overBudget || result?.qualifies === true,
      ...(overBudget ? { outlineOverBudget: true as const } : {}),
      outline: result && !overBudget ? traceOutline(result.trace.nodes, audience.pql) : [],
    });
  }
  return estimate;
}

function budgetPlace(audience: EstimateAudience, result: EvaluationResult | undefined): Place & { message: string } {
  if (result?.status === "budget-exceeded") {
    const at = audience.mapSpan(result.budget.span).start;
    return { line: at.line, column: at.column, message: result.budget.message };
  }
  // Over budget in an audience this one references: said at the reference.
  const at = audience.mapSpan(audience.ast.span).start;
  return { line: at.line, column: at.column, message: "an audience this one references went over its budget for this profile" };
}

/** The audience's members by its compiled SQL, kept as a temp table for the audiences that read it. */
async function bySql(data: LoadedData, table: string, compiled: CompiledQuery, inherited: ReadonlySet<number>): Promise<Computed> {
  // Its events from where the data best holds what it reads of them (a narrow view of a Parquet file's).
  const sql = compiled.events ? compiled.events.sqlOver(await data.eventsFor(compiled.events.reads)) : compiled.sql;
  await data.query(`CREATE TEMP TABLE ${table} AS SELECT pid FROM (\n${sql}\n)`);
  const members = new Set<number>();
  const overBudget = new Set<number>();
  // A column a chunk at a time: a row object per member would cost more than many of the queries themselves.
  for await (const [pids] of data.columns(`SELECT pid FROM ${table}`))
    for (const value of pids!) {
      const pid = Number(value);
      if (inherited.has(pid)) overBudget.add(pid);
      else members.add(pid);
    }
  // Profiles over budget in a referenced audience are over budget here whatever the SQL says.
  for (const pid of inherited) overBudget.add(pid);
  if (inherited.size > 0) await data.query(`DELETE FROM ${table} WHERE pid IN (${[...inherited].join(", ")})`);
  return { table, members, overBudget };
}

/**
 * The members of several audiences by the evaluator, in one pass over the profiles (each
 * profile's data is read once for all of them); then each is written to its temp table for
 * the SQL that reads it. `ms` is each audience's own evaluation time.
 */
async function evaluateAll(
  data: LoadedData,
  plans: readonly Plan[],
  options: EstimateOptions,
): Promise<{ computed: Computed; ms: number }[]> {
  const out = plans.map((p) => ({
    computed: { table: p.table, members: new Set<number>(), overBudget: new Set<number>(p.inherited) },
    ms: 0,
  }));
  const names = plans.map((p) => p.audience.name).join(", ");
  let seen = 0;
  for await (const profile of data.profilesWithEvents()) {
    if (++seen % 5000 === 0)
      options.onProgress?.(`${names}: ${seen.toLocaleString("en-US")} of ${data.profiles.toLocaleString("en-US")} profiles`);
    plans.forEach((p, k) => {
      if (p.inherited.has(profile.pid)) return;
      const started = performance.now();
      const result = p.run(profile);
      out[k]!.ms += performance.now() - started;
      // The loader left out data nested past the evaluator's limit (deep-data.ts): only a stack that ran out all the same gets here, and a count without the profile would be wrong.
      if (result.status === "data-too-deep")
        throw new DataError(
          `profile #${profile.pid + 1} of the data (${profile.primaryId ?? "no identity"}) was not evaluated: ${result.data.message}`,
        );
      if (result.status === "budget-exceeded") out[k]!.computed.overBudget.add(profile.pid);
      else if (result.qualifies) out[k]!.computed.members.add(profile.pid);
    });
  }
  for (const { computed } of out) {
    await data.query(`CREATE TEMP TABLE ${computed.table} (pid BIGINT NOT NULL)`);
    const pids = [...computed.members];
    for (let i = 0; i < pids.length; i += 1000)
      await data.query(
        `INSERT INTO ${computed.table} VALUES ${pids
          .slice(i, i + 1000)
          .map((pid) => `(${pid})`)
          .join(", ")}`,
      );
  }
  return out;
}

/** A deliberate stop's reason; any other engine error is a bug of ours, said as such (the evaluator still answers). */
function stopMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return stopReason(message) ?? `the SQL failed (please report it): ${message.split("\n")[0]}`;
}
