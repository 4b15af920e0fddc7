// The project around the files a lint is given, so references, names and ids resolve across all
// of it whatever subset is linted (a pre-commit hook names only the staged files, in batches).
// The project is the directory of the nearest config file inside the git work tree, else the work
// tree's root. In a work tree its files are the ones the working tree holds: those git tracks and
// the untracked ones git does not ignore (`git ls-files --cached --others --exclude-standard`),
// that the config's `ignores` does not list, plus the files the run is given. A run for a commit
// (`staged`: a hook, `lint --staged`) takes the files git tracks (its index) instead, and an
// untracked file only when it is named or inside a directory named, so it answers what `lint`
// answers on a clean checkout of the commit being made (pre-commit stashes unstaged changes to
// tracked files while its hooks run; untracked files it leaves on the disk). Outside a work tree, every file
// under the config's directory that `lint .` there would take. Every other audience file is read for its name, id and alias only
// (src/audience/identity.ts: no PQL is parsed); the files that references lead to, and the files
// those lead to, are drafted so their verdicts and loops count. None of them is reported on.
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { audienceIdentities, type AudienceIdentity } from "../audience/identity.js";
import { ALIAS_PREFIX } from "../audience/schema-patterns.js";
import { globMatcher } from "../lint/resolve-config.js";
import type { ProjectAudience } from "../lint/directory.js";
import type { FileDraft } from "../lint/draft.js";
import type { ConfigResolver, LoadedConfig } from "./config-loader.js";
import { discover } from "./discover.js";
import { InputError, readIfReadable } from "./errors.js";
import { ProjectIndexCache } from "./project-index-cache.js";
import type { GitVariables } from "./project-index-listing.js";
import { gitRoot, untrackedAmong } from "./work-tree.js";
import { absolutePath } from "./absolute-path.js";

/** The root (absolute) of the project holding `directory`, or null outside a work tree and without a config file. */
export async function projectRoot(directory: string, configs: ConfigResolver): Promise<string | null> {
  return projectRootNow(directory, configs);
}

/** projectRoot, answered at once (indexProjects starts git with it before anything is awaited). */
function projectRootNow(directory: string, configs: ConfigResolver): string | null {
  const absolute = resolve(directory);
  const tree = gitRoot(absolute);
  const config = configs.nearestNow(absolute);
  const configDirectory = config ? dirname(resolve(config.file)) : null;
  // A config file above the work tree (in a home directory, say) does not make the home directory a project.
  if (configDirectory && (tree === null || isInside(configDirectory, tree))) return configDirectory;
  return tree;
}

function isInside(path: string, directory: string): boolean {
  const rel = relative(directory, path);
  return rel === "" || !leaves(rel);
}

/** Whether a path.relative() answer leads out of the directory it was asked from. */
function leaves(rel: string): boolean {
  return rel.startsWith("..") || isAbsolute(rel);
}

/**
 * How the files of the project are shown: relative to the working directory when inside it, as
 * arguments usually are. Whether a directory is outside the working directory is asked once: a
 * hook run from elsewhere otherwise normalized two whole paths per file of the project.
 */
function shownFrom(cwd: string): (absolute: string) => string {
  const outside = new Map<string, boolean>();
  return (absolute) => {
    if (absolute.startsWith(cwd) && absolute[cwd.length] === sep) return absolute.slice(cwd.length + 1);
    const directory = dirname(absolute);
    let out = outside.get(directory);
    if (out === undefined) {
      out = leaves(relative(cwd, directory));
      outside.set(directory, out);
    }
    if (out) return absolute;
    const rel = relative(cwd, absolute);
    return leaves(rel) ? absolute : rel;
  };
}

export interface IndexOptions {
  /** Finds each file's config: the run's own (a --config file applies its `ignores` here too). */
  configs: ConfigResolver;
  /** Finds project roots: always by looking for config files on disk. */
  roots: ConfigResolver;
  /** Directories the run walks whole: a project inside one of them has all its files given already. */
  walked?: readonly string[];
  /**
   * Keep who each file says it is between runs (project-index-cache.ts), in `location` (default:
   * `<project root>/node_modules/.cache/pql-audience/`); absent: every file is read every run.
   * `git`: git's environment variables (only src/cli reads them); with them, git's listing of the
   * project is kept while git's index and the files are unchanged (project-index-listing.ts).
   * Without them git is asked every run.
   */
  cache?: { location?: string; git?: GitVariables };
  /** Answer for the commit being made: the files git tracks, not the working tree's (see the head of this file). */
  staged?: boolean;
  /** Told each audience file of the project (not given) that was read and did not load. */
  onUnloaded?: (file: string) => void;
}

/**
 * The audiences of the given files' projects that are not in the given files. git starts listing
 * each project as this is called, before its first await: a caller that drafts its own files
 * before awaiting the answer has git list the projects beside that work (lint-files.ts).
 */
export async function indexProjects(given: readonly string[], options: IndexOptions): Promise<ProjectAudience[]> {
  const { givenFiles, roots } = projectsOf(given, options);
  // Every project's listing starts now (discover runs to its git call before it awaits anything),
  // or is read back from the cache, which is opened first for that.
  const listings = [...roots].sort().map((root) => {
    const cache = options.cache ? ProjectIndexCache.open(root, options.cache.location) : undefined;
    const known = cache && options.cache?.git ? { listings: cache.listings(options.cache.git) } : {};
    return { root, cache, listing: discover([root], { trackedOnly: options.staged === true, blobs: true, ...known }) };
  });
  // Awaited one after the other: a later one's failure is not left unhandled meanwhile.
  for (const { listing } of listings) listing.catch(() => {});
  const ignored = configIgnores(options.configs);
  const shown = shownFrom(process.cwd());
  const seen = new Set<string>();
  const audiences: ProjectAudience[] = [];
  for (const { cache, listing } of listings) {
    const { files, blobs } = await listing;
    for (const file of files) {
      if (givenFiles.has(file) || seen.has(file)) continue;
      seen.add(file);
      const skip = ignored(file);
      if (skip === true || (skip !== false && (await skip))) continue;
      const path = shown(file);
      // A bare .pql file is known by its name: nothing to read. A file that cannot be read is
      // not this run's business (it is reported when it is linted itself).
      const identities = file.endsWith(".pql")
        ? audienceIdentities(path, "")
        : cache
          ? cache.identities(file, () => identitiesOnDisk(file), blobs.get(file))
          : identitiesOnDisk(file);
      for (const identity of identities ?? []) audiences.push({ file: path, ...identity });
      if (identities?.length === 0) options.onUnloaded?.(path);
    }
    cache?.save();
  }
  return audiences;
}

/**
 * The given files (absolute) and the roots of their projects, but those inside a directory the run
 * walks whole (its files are all given already).
 */
function projectsOf(
  given: readonly string[],
  options: Pick<IndexOptions, "roots" | "walked">,
): { givenFiles: Set<string>; roots: Set<string> } {
  const cwd = process.cwd();
  const givenFiles = new Set(given.map((f) => absolutePath(f, cwd)));
  const walked = (options.walked ?? []).map((d) => resolve(d));
  const roots = new Set<string>();
  const byDirectory = new Map<string, string | null>();
  for (const file of givenFiles) {
    const dir = dirname(file);
    if (!byDirectory.has(dir)) byDirectory.set(dir, projectRootNow(dir, options.roots));
    const root = byDirectory.get(dir);
    if (root && !walked.some((w) => isInside(root, w))) roots.add(root);
  }
  return { givenFiles, roots };
}

/**
 * For a run for the commit (`staged`): the audiences of the given files' projects, in files git
 * neither tracks nor ignores, that declare one of `aliases` (ones the run references and the
 * commit lacks), so the message can name the file to `git add`. The disk is walked for audience
 * files that declare one (node_modules and .git left out, as the walk outside a work tree does),
 * and git is asked only about those, when there are any: a hook whose index is unchanged spawns
 * no git for an alias nobody declares (project-index-listing.ts). Which of them git ignores is
 * git's answer alone.
 */
export async function untrackedDeclaring(
  given: readonly string[],
  aliases: ReadonlySet<string>,
  options: Pick<IndexOptions, "configs" | "roots" | "walked">,
): Promise<ProjectAudience[]> {
  if (aliases.size === 0) return [];
  const { givenFiles, roots } = projectsOf(given, options);
  const ignored = configIgnores(options.configs);
  const shown = shownFrom(process.cwd());
  const found: ProjectAudience[] = [];
  for (const root of [...roots].sort()) {
    const tree = gitRoot(root);
    if (tree === null) continue; // outside a work tree, nothing is untracked: every file is the project's
    let onDisk: string[];
    try {
      onDisk = (await discover([root], { gitignore: false })).files;
    } catch (e) {
      // A directory that cannot be read: the plain message (no file declares it) stands.
      if (e instanceof InputError) continue;
      throw e;
    }
    const declaring = new Map<string, AudienceIdentity[]>();
    for (const file of onDisk) {
      if (givenFiles.has(file)) continue;
      const skip = ignored(file);
      if (skip === true || (skip !== false && (await skip))) continue;
      // A bare .pql file declares the alias its name gives it.
      const identities = file.endsWith(".pql") ? audienceIdentities(file, "") : (identitiesOnDisk(file) ?? []);
      const declared = identities.filter((identity) => identity.alias !== undefined && aliases.has(identity.alias));
      if (declared.length > 0) declaring.set(file, declared);
    }
    if (declaring.size === 0) continue;
    const untracked = await untrackedAmong(tree, [...declaring.keys()]);
    for (const [file, identities] of declaring) {
      if (!untracked?.has(file)) continue;
      for (const identity of identities) found.push({ file: shown(file), ...identity });
    }
  }
  return found;
}

/** Who a file says it is, read from the disk; undefined when it cannot be read. */
function identitiesOnDisk(file: string): AudienceIdentity[] | undefined {
  const text = readIfReadable(file);
  // Only the file's ending and base name matter to an identity, so the absolute path will do.
  return text === undefined ? undefined : audienceIdentities(file, text);
}

/** Whether the config that applies to a file (absolute) lists it in `ignores`; each config's globs compiled once. */
function configIgnores(configs: ConfigResolver): (file: string) => Promise<boolean> | boolean {
  const compiled = new Map<LoadedConfig, ((path: string) => boolean)[]>();
  // Files come directory by directory: one lookup per directory, and no promise per file.
  let lastDirectory = "";
  let lastSource: LoadedConfig | null = null;
  const check = (file: string, source: LoadedConfig | null) => {
    if (!source?.config.ignores) return false;
    let matchers = compiled.get(source);
    if (!matchers) {
      matchers = source.config.ignores.map(globMatcher);
      compiled.set(source, matchers);
    }
    const rel = relative(dirname(resolve(source.file)), file)
      .split("\\")
      .join("/");
    return matchers.some((m) => m(rel));
  };
  return (file) => {
    const dir = dirname(file);
    if (dir === lastDirectory) return check(file, lastSource);
    return configs.nearest(dir).then((source) => {
      lastDirectory = dir;
      lastSource = source;
      return check(file, source);
    });
  };
}

/**
 * Drafts the project files that references lead to, following their references in turn: `draft`
 * makes one (or null for a file that cannot be read). Returns those drafts and the
 * audiences still known by identity only.
 */
export async function draftReferenced(
  drafts: readonly FileDraft[],
  audiences: readonly ProjectAudience[],
  draft: (file: string) => Promise<FileDraft | null>,
): Promise<{ context: FileDraft[]; rest: ProjectAudience[] }> {
  if (audiences.length === 0) return { context: [], rest: [] };
  const byAlias = new Map<string, ProjectAudience[]>();
  const byId = new Map<string, ProjectAudience[]>();
  const add = (map: Map<string, ProjectAudience[]>, key: string | undefined, a: ProjectAudience) => {
    if (key === undefined) return;
    const list = map.get(key);
    if (list) list.push(a);
    else map.set(key, [a]);
  };
  for (const a of audiences) {
    add(byAlias, a.alias, a);
    add(byId, a.id, a);
  }
  const drafted = new Set<string>();
  const context: FileDraft[] = [];
  const queue = [...drafts];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const audience of next.audiences) {
      for (const ref of audience.refs) {
        if (ref.id === null) continue;
        const targets = ref.id.startsWith(ALIAS_PREFIX) ? byAlias.get(ref.id.slice(ALIAS_PREFIX.length)) : byId.get(ref.id);
        for (const target of targets ?? []) {
          if (drafted.has(target.file)) continue;
          drafted.add(target.file);
          const made = await draft(target.file);
          if (made) {
            context.push(made);
            queue.push(made);
          }
        }
      }
    }
  }
  return { context, rest: drafted.size === 0 ? [...audiences] : audiences.filter((a) => !drafted.has(a.file)) };
}
