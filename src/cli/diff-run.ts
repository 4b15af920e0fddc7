// `pql-audience diff [paths..] --data DIR`: what a change does to who is in each audience. Each
// side (a git revision, or the working tree) is read as `estimate` reads a project (lint refuses
// what it refuses, references lead to the project's other files); a revision's files are written
// by git to a temporary repository first (src/node/git-revision.ts). The audiences are paired and
// compared (src/diff), then each side counted by estimate over one load of the data, an audience
// that computes the same on both sides once; realized and exited come from the two member sets.
// With --engine clickhouse the data is on a server (`data load --engine clickhouse`): each side's
// audiences are counted there by their ClickHouse SQL, and the samples read back for the evaluator.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { compareSides, memberChange, pairAudiences, sizeChangePercent } from "../diff/index.js";
import type { ComparedAudience, DiffAudience, DiffProblem, DiffRun, DiffSampleProfile, SideAudience } from "../diff/index.js";
import { DataError } from "../node/estimate/data-error.js";
import type { EstimateAudience } from "../node/estimate/estimate-audiences.js";
import { estimateMembers, traceProfiles, type Members, type TracedProfile } from "../node/estimate/estimate-members.js";
import { eventFieldsRead } from "../node/estimate/event-fields.js";
import type { ClickHouseTarget } from "../node/clickhouse/http.js";
import { openClickHouseData } from "../node/clickhouse/members.js";
import { loadData } from "../node/estimate/load-data.js";
import { profileFieldsRead, profileScalarsRead } from "../node/estimate/profile-fields.js";
import type { Budget } from "../evaluate/index.js";
import { InputError } from "../node/errors.js";
import { RevisionError, renamedFiles, resolveRevision, workTreeRoot, writeRevision } from "../node/git-revision.js";
import { diffJson } from "../report/diff-json.js";
import { diffAnnotations, diffMarkdown } from "../report/diff-markdown.js";
import { diffText } from "../report/diff-text.js";
import { referencedIds, referenceKeys } from "../run/evaluate-audiences.js";
import { compileAudience } from "../sql/index.js";
import { print } from "../syntax/print.js";
import { audiencesOf } from "./estimate-run.js";
import { ExitCode, UsageError } from "./exit.js";
import { useColor } from "./io.js";
import { budgetOf } from "./max-steps.js";
import { clickHouseTarget, refuseDuckDbOptions } from "./clickhouse-target.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface DiffArgs {
  paths: string[];
  /** DuckDB's data directory; undefined with --engine clickhouse. */
  data?: string | undefined;
  engine?: "duckdb" | "clickhouse" | undefined;
  /** With --engine clickhouse: the server, its database and user (the password: CLICKHOUSE_PASSWORD). */
  url?: string | undefined;
  database?: string | undefined;
  user?: string | undefined;
  base: string;
  head?: string | undefined;
  now?: string | undefined;
  sample: number;
  format: "text" | "json" | "markdown" | "github";
  failOnChange?: number | undefined;
  all: boolean;
  maxSteps?: number | undefined;
  memoryLimit?: string | undefined;
}

type SideName = "base" | "head";

/** One side read: its audiences as estimate runs them and as the comparison sees them, and its problems. */
interface Side {
  name: SideName;
  /** The directory the side's files are under: the work tree's root, or a revision's copy. */
  root: string;
  audiences: EstimateAudience[];
  compared: SideAudience[];
  /** Which audience of the side a reference key (`alias:NAME`, an id) names. */
  byKey: Map<string, number>;
  /** Files (repository paths) that do not load or that lint refuses on this side. */
  refused: Set<string>;
  problems: DiffProblem[];
}

export async function runDiff(args: DiffArgs): Promise<number> {
  const now = args.now === undefined ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw Object.assign(new UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`), {
      showUsageHint: true,
    });
  if (args.failOnChange !== undefined && !(Number.isFinite(args.failOnChange) && args.failOnChange >= 0))
    throw Object.assign(new UsageError(`--fail-on-change needs a percentage, 0 or more (got ${String(args.failOnChange)})`), {
      showUsageHint: true,
    });
  if (args.memoryLimit !== undefined && !/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i.test(args.memoryLimit))
    throw new UsageError(`--memory-limit ${JSON.stringify(args.memoryLimit)} is not a size (e.g. 3GB, 512MB)`);
  // Progress on a terminal, one line rewritten in place; nothing when piped.
  const progress = stderr.isTTY ? (message: string) => stderr.write(`\r\x1b[K${message}`) : undefined;
  const source = dataSource(args);
  let run: DiffRun;
  try {
    run = await diffRevisions({ ...args, data: source, cwd: process.cwd(), now, budget: budgetOf(args.maxSteps), onProgress: progress });
  } catch (e) {
    if (!(e instanceof DataError)) throw e;
    if (progress) stderr.write("\r\x1b[K");
    stderr.write(`${e.message}\nnot compared: the data has problems\n`);
    return ExitCode.Problems;
  }
  if (progress) stderr.write("\r\x1b[K");
  await write(run, args);
  return run.problems.length > 0 || run.audiences.some((a) => a.overLimit) ? ExitCode.Problems : ExitCode.Ok;
}

/** Where the data is counted: DuckDB over a data directory, or a ClickHouse server's database. */
export type DiffData = string | { clickhouse: ClickHouseTarget; database: string };

/** --data DIR, or --engine clickhouse with --url (the user from --user or CLICKHOUSE_USER, the password from CLICKHOUSE_PASSWORD). */
function dataSource(args: DiffArgs, env: NodeJS.ProcessEnv = process.env): DiffData {
  if (args.engine !== "clickhouse") {
    if (args.url !== undefined || args.user !== undefined) throw new UsageError("--url and --user are for --engine clickhouse");
    if (args.data === undefined) throw new UsageError("diff needs --data DIR (or --engine clickhouse --url URL)");
    return args.data;
  }
  refuseDuckDbOptions(args);
  return { clickhouse: clickHouseTarget(args.url, args.user, env), database: args.database ?? "default" };
}

export interface DiffOptions {
  /** The directory the paths are relative to (the command's working directory). */
  cwd: string;
  paths: readonly string[];
  data: DiffData;
  base: string;
  /** A revision; undefined: the working tree. */
  head?: string | undefined;
  now: number;
  sample: number;
  failOnChange?: number | undefined;
  budget?: Budget | undefined;
  memoryLimit?: string | undefined;
  onProgress?: ((message: string) => void) | undefined;
}

/**
 * The whole comparison, without output: a bad revision or a path on neither side is a
 * UsageError, data that does not load a DataError; what a side cannot count is in `problems`.
 */
export async function diffRevisions(options: DiffOptions): Promise<DiffRun> {
  const started = performance.now();
  const { cwd, now, budget } = options;
  const progress = options.onProgress;
  const args = options;
  const { root, baseCommit, headCommit } = await revisions(cwd, args);
  const temporary = mkdtempSync(join(tmpdir(), "pql-audience-diff-"));
  try {
    const baseRoot = join(temporary, "base");
    await writeRevision(root, baseCommit, baseRoot);
    const headRoot = headCommit === null ? root : join(temporary, "head");
    if (headCommit !== null) await writeRevision(root, headCommit, headRoot);
    const renames = await renamedFiles(root, baseCommit, headCommit);
    const asked = askedPaths(root, cwd, args.paths.length > 0 ? args.paths : ["."]);
    const exists = (sideRoot: string, path: string) =>
      path === "" || /[*?[\]{}]/.test(path) || statSync(join(sideRoot, path), { throwIfNoEntry: false }) !== undefined;
    const missing = asked.filter((p) => !exists(baseRoot, p) && !exists(headRoot, p));
    if (missing.length > 0)
      throw new UsageError(`${missing.join(", ")}: no such file or directory at ${args.base} nor at ${args.head ?? "the working tree"}`);
    // A file asked for on one side is asked for on the other under its other name.
    const reversed = new Map([...renames].map(([from, to]) => [to, from]));
    const inAsked = (file: string) => asked.some((p) => p === "" || file === p || file.startsWith(`${p}/`));
    const basePaths = [...asked, ...[...reversed].filter(([to, from]) => inAsked(to) && !inAsked(from)).map(([, from]) => from)];
    const headPaths = [...asked, ...[...renames].filter(([from, to]) => inAsked(from) && !inAsked(to)).map(([, to]) => to)];
    const base = await readSide(
      "base",
      baseRoot,
      basePaths.filter((p) => exists(baseRoot, p)),
      root,
      cwd,
      now,
    );
    const head = await readSide(
      "head",
      headRoot,
      headPaths.filter((p) => exists(headRoot, p)),
      root,
      cwd,
      now,
    );
    const pairing = pairAudiences(base.compared, head.compared, renames);
    const comparison = compareSides(base.compared, head.compared, pairing);
    const problems = [...base.problems, ...head.problems];
    // Only what the audiences of both sides read is kept, of the profiles and of the events: every
    // query and every sample's outline reads those audiences alone.
    const read = [...base.audiences, ...head.audiences];
    const data = await openCounter(args.data, now, budget, args.memoryLimit, progress, read);
    try {
      // Each side in an estimate of its own over the one load: `inSegment` reads the profile's own
      // segmentMembership by the reference's id too, so references keep their ids. A head audience
      // that computes what its base did is not counted again; only where a changed one references
      // it is it in the head's estimate, as the reference it reads.
      const baseCounted = await data.count(shownAll(base.audiences), new Set(base.byKey.keys()));
      const needed = new Set<number>();
      const need = (h: number) => {
        if (needed.has(h)) return;
        needed.add(h);
        for (const r of head.compared[h]!.references) if ("audience" in r) need(r.audience);
      };
      head.audiences.forEach((_, h) => {
        if (!comparison.sameAsBase[h]) need(h);
      });
      const headList = [...needed].sort((a, b) => a - b);
      const headCounted = await data.count(
        headList.map((h) => ({ ...head.audiences[h]!, shown: true })),
        new Set(head.byKey.keys()),
      );
      const at = new Map(headList.map((h, k) => [h, k]));
      /** An audience's members; undefined where the engine could not count it (said in the problems). */
      const membersOf = (side: SideName, i: number): Members | undefined =>
        side === "base"
          ? baseCounted.members[i]
          : comparison.sameAsBase[i]
            ? baseCounted.members[pairing.baseOf[i]!]
            : headCounted.members[at.get(i)!];
      const msOf = (side: SideName, i: number): number =>
        side === "base" ? (baseCounted.ms[i] ?? 0) : (headCounted.ms[at.get(i) ?? -1] ?? 0);
      for (const [side, counted] of [
        [base, baseCounted],
        [head, headCounted],
      ] as const)
        for (const message of counted.refused) problems.push({ side: side.name, message: `not compared: ${message}` });
      for (const side of [base, head])
        side.audiences.forEach((a, i) => {
          const over = membersOf(side.name, i)?.overBudget.size ?? 0;
          if (over > 0 && a.shown)
            problems.push({
              side: side.name,
              file: side.compared[i]!.file,
              message: `${a.name}: ${over} profiles went over the evaluation budget, counted in neither (--max-steps allows more)`,
            });
        });
      // What a sample's outline reads of the audiences its audience references: that side's members.
      const membershipOf = (side: Side) => (id: string, pid: number) => {
        const target = side.byKey.get(id);
        return target !== undefined && membersOf(side.name, target)?.members.has(pid) === true;
      };
      const audiences: DiffAudience[] = [];
      for (const entry of comparison.entries) {
        if (notComparable(entry, base, head, renames)) continue;
        const [baseMembers, headMembers] = [
          entry.base === undefined ? undefined : membersOf("base", entry.base),
          entry.head === undefined ? undefined : membersOf("head", entry.head),
        ];
        // A side the engine could not count (in the problems): nothing to compare.
        if ((entry.base !== undefined && baseMembers === undefined) || (entry.head !== undefined && headMembers === undefined)) continue;
        const before = baseMembers?.members;
        const after = headMembers?.members;
        const change = memberChange(before, after);
        // The outline of the side a profile is explained by: the head's (why it is in, or out, now); a deleted audience's base.
        const [explainedSide, explained] =
          entry.head === undefined ? [base, base.audiences[entry.base!]!] : [head, head.audiences[entry.head]!];
        const membership = membershipOf(explainedSide);
        const trace = async (pids: number[]): Promise<DiffSampleProfile[]> =>
          (await data.trace(explained, pids.slice(0, args.sample), membership)).map((t) => ({
            primaryId: t.primaryId,
            pid: t.pid,
            outline: t.outline,
            overBudget: t.overBudget,
          }));
        const shownSide = entry.head === undefined ? base : head;
        const at = entry.head ?? entry.base!;
        const audience = shownSide.audiences[at]!;
        const repoFile = shownSide.compared[at]!.file;
        const baseFile = entry.base === undefined ? undefined : base.compared[entry.base]!.file;
        const size = { before: change.before, after: change.after };
        audiences.push({
          file: shownPath(root, cwd, repoFile),
          repoFile,
          ...(baseFile !== undefined && baseFile !== repoFile ? { renamedFrom: shownPath(root, cwd, baseFile) } : {}),
          line: audience.mapSpan(audience.ast.span).start.line,
          name: audience.name,
          status: entry.status,
          ...size,
          realized: change.realized.length,
          exited: change.exited.length,
          through: entry.through.map((f) => shownPath(root, cwd, f)),
          sample: { realized: await trace(change.realized), exited: await trace(change.exited) },
          ms:
            (entry.base === undefined ? 0 : msOf("base", entry.base)) +
            (entry.head === undefined || comparison.sameAsBase[entry.head] ? 0 : msOf("head", entry.head)),
          overLimit: args.failOnChange !== undefined && entry.status !== "unchanged" && sizeChangePercent(size) > args.failOnChange,
        });
      }
      return {
        profiles: data.profiles,
        base: args.base,
        head: args.head ?? "working tree",
        audiences,
        problems,
        ...(args.failOnChange !== undefined ? { failOnChange: args.failOnChange } : {}),
        ms: performance.now() - started,
      };
    } finally {
      await data.close();
    }
  } catch (e) {
    if (e instanceof RevisionError) throw new UsageError(e.message);
    throw e;
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

/** The work tree and the commits of --base and --head (null: the working tree); a name git does not know is a usage error. */
async function revisions(
  cwd: string,
  args: Pick<DiffOptions, "base" | "head">,
): Promise<{ root: string; baseCommit: string; headCommit: string | null }> {
  try {
    const root = await workTreeRoot(cwd);
    const baseCommit = await resolveRevision(root, args.base).catch((e: unknown) => {
      throw e instanceof RevisionError ? new RevisionError(`--base ${e.message}`) : e;
    });
    const headCommit =
      args.head === undefined
        ? null
        : await resolveRevision(root, args.head).catch((e: unknown) => {
            throw e instanceof RevisionError ? new RevisionError(`--head ${e.message}`) : e;
          });
    return { root, baseCommit, headCommit };
  } catch (e) {
    if (e instanceof RevisionError) throw new UsageError(e.message);
    throw e;
  }
}

/** The paths asked for, relative to the repository's root (`/`-separated; "" for the root itself). */
function askedPaths(root: string, cwd: string, paths: readonly string[]): string[] {
  return paths.map((p) => {
    const rel = relative(root, resolve(cwd, p));
    if (rel.startsWith("..") || isAbsolute(rel)) throw new UsageError(`${p}: outside the git work tree at ${root}`);
    return rel.split(sep).join("/");
  });
}

/** A repository path as the command line would name it, from the working directory. */
function shownPath(root: string, cwd: string, repoFile: string): string {
  const rel = relative(cwd, join(root, repoFile));
  return (rel.startsWith("..") || isAbsolute(rel) ? join(root, repoFile) : rel).split(sep).join("/");
}

/** Reads one side as `estimate` reads a project: its audiences, with the ones they reference, and the files refused. */
async function readSide(name: SideName, sideRoot: string, paths: string[], root: string, cwd: string, now: number): Promise<Side> {
  const side: Side = { name, root: sideRoot, audiences: [], compared: [], byKey: new Map(), refused: new Set(), problems: [] };
  if (paths.length === 0) return side;
  const repoPath = (file: string) => relative(sideRoot, resolve(file)).split(sep).join("/");
  const args = paths.map((p) => join(sideRoot, p));
  try {
    const { audiences, refused } = await audiencesOf(args);
    side.audiences = audiences;
    for (const r of refused) {
      side.refused.add(repoPath(r.file));
      const at = shownPath(root, cwd, repoPath(r.file));
      side.problems.push(...r.messages.map((m) => ({ side: name, file: at, message: m.split(r.file).join(at) })), {
        side: name,
        file: at,
        message: "not compared: the file has errors on this side",
      });
    }
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    // Named as the user names them, not by the revision's temporary copy.
    side.problems.push({ side: name, message: e.message.split(`${sideRoot}${sep}`).join(sideRoot === root ? `${root}${sep}` : "") });
    return side;
  }
  const byKey = side.byKey;
  side.audiences.forEach((a, i) => {
    for (const key of referenceKeys(a)) byKey.set(key, i);
  });
  side.compared = side.audiences.map((a) => {
    const compiled = compileAudience(a.ast, {
      dialect: "duckdb",
      now,
      localAudienceTable: (id) => (byKey.has(id) ? "referenced_audience" : undefined),
    });
    return {
      file: repoPath(a.file),
      name: a.name,
      alias: a.alias,
      id: a.id,
      fingerprint: compiled.ok ? compiled.sql : `pql ${print(a.ast)}`,
      references: referencedIds(a.ast).map((id) => {
        const target = byKey.get(id);
        return target === undefined ? { external: id } : { audience: target };
      }),
      shown: a.shown,
    };
  });
  return side;
}

/** An audience whose file does not load on the other side: not compared (said in the problems). */
function notComparable(entry: ComparedAudience, base: Side, head: Side, renames: ReadonlyMap<string, string>): boolean {
  const headFile = entry.head === undefined ? undefined : head.compared[entry.head]!.file;
  const baseFile = entry.base === undefined ? undefined : base.compared[entry.base]!.file;
  const refusedAtBase = new Set([...base.refused].map((f) => renames.get(f) ?? f));
  if (headFile !== undefined && refusedAtBase.has(headFile)) return true;
  return baseFile !== undefined && head.refused.has(renames.get(baseFile) ?? baseFile);
}

/** What counts the audiences of a side: DuckDB's estimate over the loaded data, or a ClickHouse server. */
interface Counter {
  profiles: number;
  /**
   * Each audience's members (undefined where it could not be counted), its time, and why those
   * were not; `references`: the keys by which the side's audiences are referenced.
   */
  count(
    audiences: EstimateAudience[],
    references: ReadonlySet<string>,
  ): Promise<{ members: (Members | undefined)[]; ms: number[]; refused: string[] }>;
  trace(audience: EstimateAudience, pids: number[], membership: (id: string, pid: number) => boolean): Promise<TracedProfile[]>;
  close(): Promise<void>;
}

async function openCounter(
  source: DiffData,
  now: number,
  budget: Budget | undefined,
  memoryLimit: string | undefined,
  progress: ((message: string) => void) | undefined,
  read: EstimateAudience[],
): Promise<Counter> {
  if (typeof source !== "string") {
    const server = await openClickHouseData(source.clickhouse, source.database);
    return {
      profiles: server.profiles,
      count: async (audiences, references) => {
        const counted = await server.members(audiences, references, now);
        return {
          members: counted.map((c) => ("members" in c ? { members: c.members, overBudget: new Set<number>() } : undefined)),
          ms: counted.map((c) => ("ms" in c ? c.ms : 0)),
          refused: counted.flatMap((c) => ("refused" in c ? [`not counted on ClickHouse: ${c.refused}`] : [])),
        };
      },
      trace: (audience, pids, membership) => traceProfiles(server, audience, pids, { now, budget, membership }),
      close: async () => {},
    };
  }
  const data = await loadData(source, {
    eventFields: eventFieldsRead(read, compileAudience, { now }),
    profileFields: profileFieldsRead(read, compileAudience, { now }),
    // The paths both sides read as strings, numbers or booleans, each computed once into a column.
    profileScalars: profileScalarsRead(read, compileAudience, { now }),
    ...(progress ? { onProgress: progress } : {}),
    ...(memoryLimit !== undefined ? { memoryLimit } : {}),
  });
  const options = { now, sample: 0, compile: compileAudience, budget, ...(progress ? { onProgress: progress } : {}) };
  return {
    profiles: data.profiles,
    count: async (audiences) => {
      const counted = await estimateMembers(data, audiences, options);
      return { members: counted.members, ms: audiences.map((_, i) => counted.estimates[i]?.ms ?? 0), refused: [] };
    },
    trace: (audience, pids, membership) => traceProfiles(data, audience, pids, { now, budget, membership }),
    close: () => data.close(),
  };
}

/** Every audience of a side as shown: estimate then reports each one's time. */
function shownAll(audiences: readonly EstimateAudience[]): EstimateAudience[] {
  return audiences.map((a) => ({ ...a, shown: true }));
}

async function write(run: DiffRun, args: DiffArgs): Promise<void> {
  const all = args.all;
  if (args.format === "json") stdout.write(diffJson(run));
  else if (args.format === "markdown") stdout.write(diffMarkdown(run, { all }));
  else if (args.format === "github") {
    stdout.write(diffAnnotations(run));
    stdout.write(diffText(run, { all }));
    const summary = process.env.GITHUB_STEP_SUMMARY;
    if (summary) {
      const { promises } = await import("node:fs");
      await promises.writeFile(summary, diffMarkdown(run, { all }), { flag: "a" });
    }
  } else stdout.write(diffText(run, { color: useColor(stdout), all }));
}
