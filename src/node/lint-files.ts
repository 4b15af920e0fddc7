// lintFiles(paths): the library entry point for linting files on disk. Finds the files, applies
// the nearest config per file (cached per directory), drafts each file once (on worker threads
// when there are enough files to be worth it), then resolves references across all of them.
// References, names and ids resolve across the whole project of the files given, not only across
// the files themselves (project-index.ts); results are given for the files given only.
// File texts are not kept: a file is read again only if its report needs a code frame.
// node:os is imported statically: the pre-commit bundle runs from a code cache in a vm.Script,
// where a dynamic import() of a built-in module has no loader to go to.
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { draftFile, type FileDraft } from "../lint/draft.js";
import type { InvalidUtf8 } from "../audience/encoding.js";
import type { ResolvedConfig } from "../lint/resolve-config.js";
import type { ProjectAudience, ProjectContext } from "../lint/directory.js";
import { lintDrafts, lintResult, streamDrafts, streamResults, type StreamedRun } from "../lint/engine.js";
import type { RemoteOrg } from "../lint/remote.js";
import type { FileResult, LintResult } from "../lint/lint-result.js";
import { configCache } from "./config-cache.js";
import { ConfigResolver, loadConfig } from "./config-loader.js";
import { discover, requireMatches } from "./discover.js";
import { type FileStamp, readIfReadable, readText, readTextSync } from "./errors.js";
import { absolutePath } from "./absolute-path.js";
import { ALIAS_PREFIX } from "../audience/schema-patterns.js";
import { DraftCache, DRAFT_CACHE_MAX_FILES, DRAFT_CACHE_MIN_FILES, worldOf } from "./draft-cache.js";
import { draftReferenced, indexProjects, projectRoot, untrackedDeclaring } from "./project-index.js";
import { defaultCacheLocation } from "./project-index-cache.js";
import type { GitVariables } from "./project-index-listing.js";
import { defaultWorkerCount, WORKER_THRESHOLD } from "./worker-count.js";
import { draftJob, type DraftJob } from "./draft-job.js";

export interface LintFilesOptions {
  /** A config file to use for every file instead of looking for the nearest one. */
  config?: string;
  /**
   * Threads that draft the files, the main thread among them (1: the main thread alone); default:
   * the main thread alone below 10 000 files, else one per core but one, up to 4.
   */
  workers?: number;
  /** Called as files are drafted: how many of how many. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Which files get their `source` filled: those with findings (the default: code frames need
   * it), all (publish reads every definition), or none (reports without frames, so a huge run
   * does not hold every file's text).
   */
  readSources?: "with-findings" | "all" | "none";
  /**
   * What a live org says (lint --remote): its edge-active merge policies apply where the config
   * lists none, and its segment definitions resolve references by id.
   */
  remote?: RemoteOrg;
  /** Keep verdict reasons in the result (default true; only the JSON report shows them). */
  verdictReasons?: boolean;
  /**
   * Resolve references, names and ids across the project of each file (default true): the
   * directory of the nearest config file inside the git work tree, else the work tree. The
   * project's other audience files are read for their names, ids and aliases, and the ones
   * references lead to are drafted too, but only the given files get results. false: only
   * across the given files.
   */
  project?: boolean;
  /**
   * Keep the project index between runs (src/node/project-index-cache.ts), in `location` (default:
   * `node_modules/.cache/pql-audience/` under each project's root), and, for runs of 200 to
   * 25,000 files, each file's draft and result (src/node/draft-cache.ts; default location: under the root of the
   * working directory's project, or none outside one). Off unless given: the CLI turns it on
   * (`lint --no-cache` turns it off again). `git`: git's environment variables, to keep git's
   * listing of the project too (IndexOptions.cache in project-index.ts).
   */
  cache?: { location?: string; git?: GitVariables };
  /**
   * Answer for the commit being made (a hook, `lint --staged`): the project is the files git
   * tracks; otherwise it is the working tree's, untracked files git does not ignore included
   * (IndexOptions.staged in project-index.ts).
   */
  staged?: boolean;
}

export async function lintFiles(paths: readonly string[], options: LintFilesOptions = {}): Promise<LintResult> {
  const files: FileResult[] = [];
  const { summary } = await lintRun(paths, options, (file) => files.push(file));
  await Promise.all(files.map(async (f) => (needsSource(f, options) ? (f.source = await readText(f.file)) : undefined)));
  return lintResult(files, summary);
}

/**
 * lintFiles for reports written file by file (concise, github): each file's result goes to
 * `onFile` in order and is not kept, so memory does not grow with the results.
 */
export async function streamLintFiles(
  paths: readonly string[],
  options: LintFilesOptions,
  onFile: (file: FileResult) => void,
): Promise<StreamedRun> {
  return lintRun(paths, options, (file) => {
    if (needsSource(file, options)) file.source = readTextSync(file.file);
    onFile(file);
  });
}

/** Phases two and three over what draftFiles gives: each file's result to `onFile`, in order. */
async function lintRun(paths: readonly string[], options: LintFilesOptions, onFile: (file: FileResult) => void): Promise<StreamedRun> {
  const drafted = await draftFiles(paths, options);
  if ("replayed" in drafted) return streamResults(drafted.replayed.length, (i) => drafted.replayed[i]!, onFile);
  const { drafts, project, cached } = drafted;
  const kept = cached?.kept ? { kept: cached.kept } : {};
  const run = streamDrafts(
    drafts,
    () => "",
    { ...draftOptions(options), ...project, ...kept },
    (file, i) => {
      // Kept before `onFile` fills in its source: the cache holds no file texts.
      cached?.keep?.(i, file);
      onFile(file);
    },
  );
  cached?.save();
  return run;
}

/** Whether a file's text is read again for its result (code frames need it; see `readSources`). */
function needsSource(file: FileResult, { readSources = "with-findings" }: LintFilesOptions): boolean {
  return readSources === "all" || (readSources === "with-findings" && file.diagnostics.length > 0);
}

function draftOptions(options: LintFilesOptions) {
  return {
    ...(options.remote ? { remote: options.remote } : {}),
    ...(options.verdictReasons !== undefined ? { verdictReasons: options.verdictReasons } : {}),
  };
}

/** What phase one leaves for phases two and three. */
type Drafted =
  | {
      drafts: FileDraft[];
      project: ProjectContext;
      /** The draft cache's part in phase two: the results it still holds, and where this run's go. */
      cached?: CachedResults;
    }
  /** Every file's result, from the draft cache: nothing changed since the run that made them. */
  | { replayed: FileResult[] };

interface CachedResults {
  kept?: (index: number) => FileResult | undefined;
  keep?: (index: number, result: FileResult) => void;
  save(): void;
}

/** Phase one: find the files, apply their configs, draft each (on workers for large runs), and learn their projects. */
async function draftFiles(paths: readonly string[], options: LintFilesOptions): Promise<Drafted> {
  const explicit = options.config ? await loadConfig(options.config) : undefined;
  // With a cache, configs as earlier runs read them too (config-cache.ts).
  const kept = options.cache ? configCache(options.cache.location) : undefined;
  const resolver = new ConfigResolver(explicit, kept);
  const configFor = async (file: string) => {
    const { resolved } = await resolver.forFile(file);
    return options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  };
  // With a cache, git also says which tracked files hold exactly their staged blob: their drafts are cached by it.
  const startedAt = Date.now();
  const discovery = requireMatches(await discover(paths, options.cache ? { blobs: true } : {}));
  const jobs: DraftJob[] = [];
  for (const file of discovery.files) {
    const config = await configFor(file);
    if (config.ignored) continue;
    jobs.push({ index: jobs.length, file, config });
  }
  // The project index starts first: git lists the project on the other core while the files are drafted.
  const unloaded: string[] = [];
  const given = jobs.map((j) => j.file);
  const projects = { configs: resolver, roots: explicit ? new ConfigResolver(undefined, kept) : resolver, walked: discovery.directories };
  const indexing =
    options.project === false
      ? undefined
      : indexProjects(given, {
          ...projects,
          ...(options.cache ? { cache: options.cache } : {}),
          ...(options.staged ? { staged: true } : {}),
          onUnloaded: (file) => unloaded.push(file),
        });
  indexing?.catch(() => {}); // awaited below, unless the drafting fails first
  const cache = await openDraftCache(paths, jobs.length, resolver, startedAt, options);
  if (!cache) {
    const drafts = await draftJobs(jobs, options);
    return { drafts, project: await projectOf(drafts) };
  }
  const cwd = process.cwd();
  const absolute = jobs.map((job) => absolutePath(job.file, cwd));
  for (const job of jobs) cache.fresh(absolute[job.index]!, job.config, discovery.blobs.get(absolute[job.index]!));
  const worldWith = (project: ProjectContext) =>
    worldOf(
      { ...project, remote: options.remote, verdictReasons: options.verdictReasons },
      absolute.map((a) => cache.lightOf(a) ?? ""),
    );
  // Nothing changed since the run that wrote the cache: its results stand if the world is the
  // same. A run whose project holds no audience beyond its files (`lint .` of a whole project)
  // knows its world without its drafts.
  if (
    cache.unchanged() &&
    cache.storedWorld !== null &&
    (indexing ? await indexing : []).length === 0 &&
    worldWith({}) === cache.storedWorld
  ) {
    const replayed = replay(cache, absolute, jobs);
    if (replayed) {
      options.onProgress?.(jobs.length, jobs.length);
      return { replayed };
    }
  }
  const drafts = await draftCached(jobs, cache, absolute, discovery.blobs, options);
  const project = await projectOf(drafts);
  const world = worldWith(project);
  const stored = world === cache.storedWorld ? (i: number) => cache.result(absolute[i]!, jobs[i]!.file) : undefined;
  const keep = cache.beginResults(world) ? (i: number, result: FileResult) => cache.keepResult(absolute[i]!, result) : undefined;
  return { drafts, project, cached: { ...(stored ? { kept: stored } : {}), ...(keep ? { keep } : {}), save: () => cache.save() } };

  async function projectOf(drafts: readonly FileDraft[]): Promise<ProjectContext> {
    if (!indexing || drafts.length === 0) return {};
    const project = await projectContext(drafts, await indexing, configFor);
    const untracked = options.staged ? await untrackedDeclaring(given, missingAliases(drafts, project), projects) : [];
    return { ...project, ...(untracked.length > 0 ? { untracked } : {}), ...(unloaded.length > 0 ? { unloaded: [...unloaded] } : {}) };
  }
}

/** Every file's stored result, or undefined if the cache lacks one (then the run lints as usual). */
function replay(cache: DraftCache, absolute: readonly string[], jobs: readonly DraftJob[]): FileResult[] | undefined {
  const results: FileResult[] = [];
  for (const job of jobs) {
    const result = cache.result(absolute[job.index]!, job.file);
    if (!result) return undefined;
    results.push(result);
  }
  return results;
}

/**
 * What a run knows beyond its own files (project-index.ts): the project's other audiences by
 * identity, and the files references lead to, drafted. `lint` and the commands that answer what
 * lint would of one file (explain, evaluate, test: lintInput) load it this one way.
 */
async function projectContext(
  drafts: readonly FileDraft[],
  audiences: ProjectAudience[],
  configFor: (file: string) => Promise<ResolvedConfig>,
): Promise<ProjectContext> {
  const { context, rest } = await draftReferenced(drafts, audiences, async (file) => {
    const text = readIfReadable(file);
    return text === undefined ? null : draftFile({ file, text, config: await configFor(file) });
  });
  return { context, project: rest };
}

/**
 * The aliases the run's files reference that neither they, the files drafted beside them nor the
 * rest of the project declare. In a run for the commit, untracked files that declare one are
 * named in the message, to `git add` (project-index.ts, untrackedDeclaring).
 */
function missingAliases(drafts: readonly FileDraft[], project: ProjectContext): Set<string> {
  const declared = new Set<string>();
  for (const d of [...drafts, ...(project.context ?? [])]) for (const a of d.audiences) if (a.alias !== undefined) declared.add(a.alias);
  for (const a of project.project ?? []) if (a.alias !== undefined) declared.add(a.alias);
  const missing = new Set<string>();
  for (const d of drafts)
    for (const a of d.audiences)
      for (const ref of a.refs)
        if (ref.id?.startsWith(ALIAS_PREFIX) && !declared.has(ref.id.slice(ALIAS_PREFIX.length)))
          missing.add(ref.id.slice(ALIAS_PREFIX.length));
  return missing;
}

/** A text to lint as one file: read from the file it names (or standard input, `<stdin>`). */
export interface InputSource {
  file: string;
  text: string;
  invalidUtf8?: InvalidUtf8 | undefined;
}

/**
 * One file's text, linted as `lint FILE` lints it: the config nearest the file (even one whose
 * `ignores` list it: it was asked for by name), and the project around it, so references, names
 * and ids resolve as they do for lint. `<stdin>` is a bare expression with the config nearest
 * the working directory and no project, as `lint -` reads it. Returns the file's result (with
 * its source) and the config that applied.
 */
export async function lintInput(
  source: InputSource,
  options: { config?: string } = {},
): Promise<{ file: FileResult; config: ResolvedConfig }> {
  const explicit = options.config ? await loadConfig(options.config) : undefined;
  const resolver = new ConfigResolver(explicit);
  const onDisk = source.file !== "<stdin>";
  const configFor = async (file: string) => (await resolver.forFile(file)).resolved;
  const config = await configFor(onDisk ? source.file : "stdin.pql");
  const drafts = [draftFile({ ...source, config })];
  // Project roots are found from config files on disk, whatever --config names (as lint does).
  const unloaded: string[] = [];
  const index = { configs: resolver, roots: explicit ? new ConfigResolver() : resolver, onUnloaded: (file: string) => unloaded.push(file) };
  const context = onDisk ? await projectContext(drafts, await indexProjects([source.file], index), configFor) : {};
  const project = unloaded.length > 0 ? { ...context, unloaded } : context;
  const [file] = lintDrafts(drafts, () => source.text, project).files;
  return { file: { ...file!, source: source.text }, config };
}

/** The draft cache of this command line (draft-cache.ts), when the run keeps one and is large enough to gain from it. */
async function openDraftCache(
  paths: readonly string[],
  files: number,
  configs: ConfigResolver,
  startedAt: number,
  { cache }: LintFilesOptions,
): Promise<DraftCache | undefined> {
  if (!cache || files < DRAFT_CACHE_MIN_FILES || files > DRAFT_CACHE_MAX_FILES) return undefined;
  const cwd = process.cwd();
  let location = cache.location;
  if (location === undefined) {
    // Outside a project (no git work tree, no config file) there is nowhere to keep it unless given.
    const root = await projectRoot(cwd, configs);
    if (root === null) return undefined;
    location = defaultCacheLocation(root);
  }
  return DraftCache.open({ location, key: [cwd, ...paths.map((p) => resolve(p)).sort()].join("\0"), startedAt });
}

/**
 * The drafts of the jobs, in their order: from the cache where it holds them (the files
 * DraftCache.fresh found), the rest drafted (and cached).
 */
async function draftCached(
  jobs: DraftJob[],
  cache: DraftCache,
  absolute: readonly string[],
  blobs: ReadonlyMap<string, string>,
  options: LintFilesOptions,
): Promise<FileDraft[]> {
  const drafts = new Array<FileDraft>(jobs.length);
  // The jobs left to draft, renumbered for draftJobs; `from` maps them back.
  const rest: DraftJob[] = [];
  const from: number[] = [];
  for (const job of jobs) {
    const cached = cache.draft(absolute[job.index]!, job.file, job.config);
    if (cached) drafts[job.index] = cached;
    else {
      from.push(job.index);
      rest.push({ ...job, index: rest.length });
    }
  }
  const taken = jobs.length - rest.length;
  // The stat each file was read under, where this thread read it (workers' files are stat'ed by keep()).
  const stamps: (FileStamp | undefined)[] = [];
  const made = await draftJobs(
    rest,
    options,
    (done) => options.onProgress?.(taken + done, jobs.length),
    // The four numbers, not the Stats object (with its four Dates) held until the drafting is done.
    (i, { size, mtimeMs, ctimeMs, ino }) => {
      stamps[i] = { size, mtimeMs, ctimeMs, ino };
    },
  );
  made.forEach((draft, i) => {
    drafts[from[i]!] = draft;
    const file = absolute[from[i]!]!;
    cache.keep(file, draft, stamps[i], blobs.get(file));
  });
  return drafts;
}

async function draftJobs(
  jobs: DraftJob[],
  options: LintFilesOptions,
  onProgress?: (done: number) => void,
  onStamp?: (index: number, stamp: FileStamp) => void,
): Promise<FileDraft[]> {
  const cores = jobs.length < WORKER_THRESHOLD ? 1 : availableParallelism();
  const workers = options.workers ?? defaultWorkerCount(jobs.length, cores);
  const progress = onProgress ?? (options.onProgress ? (done: number) => options.onProgress!(done, jobs.length) : undefined);
  if (workers > 1) return (await import("./worker-pool.js")).draftOnThreads(jobs, workers, progress);
  const drafts: FileDraft[] = [];
  const stamped = onStamp ? (stamp: FileStamp) => onStamp(drafts.length, stamp) : undefined;
  for (const job of jobs) {
    drafts.push(draftJob(job, stamped));
    if (drafts.length % 256 === 0) progress?.(drafts.length);
  }
  return drafts;
}
