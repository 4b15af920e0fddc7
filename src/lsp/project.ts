// The server's view of the workspace: each document is linted as `lint` would lint that file on
// disk (its nearest config, references resolved across its project through the project index),
// except that open documents are read from the editor instead of the disk. The index and the
// configs are cached until a watched file changes.
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { codesFor, resolveConfig, type FileResult, type ResolvedConfig } from "../index.js";
import { draftFile } from "../lint/draft.js";
import type { ProjectAudience } from "../lint/directory.js";
import { lintDrafts } from "../lint/engine.js";
import { ConfigError, ConfigResolver, loadConfig } from "../node/index.js";
import { readIfReadable, readSourceSync } from "../node/errors.js";
import { draftReferenced, indexProjects } from "../node/project-index.js";
import { xdmPaths } from "./xdm-paths.js";

/** A config file that does not validate: shown on that file, never a crash. */
export interface ConfigProblem {
  /** As the error names it (relative to the working directory). */
  file: string;
  line: number;
  column: number;
  message: string;
}

/** `path:line:col: message` (or `path: message`), as ConfigError words it. */
export function parseConfigError(message: string): ConfigProblem {
  const at = /^(.*?):(\d+):(\d+): ([\s\S]*)$/.exec(message);
  if (at) return { file: at[1]!, line: Number(at[2]), column: Number(at[3]), message: at[4]! };
  const bare = /^(.*?): ([\s\S]*)$/.exec(message);
  return bare ? { file: bare[1]!, line: 1, column: 1, message: bare[2]! } : { file: "", line: 1, column: 1, message };
}

/** How a file is named in diagnostics: relative to the working directory when inside it, as `lint` names its arguments. */
export function shownPath(absolute: string): string {
  const rel = relative(process.cwd(), absolute);
  return rel === "" || rel.startsWith("..") || isAbsolute(rel) ? absolute : rel;
}

export class ProjectLinter {
  private configs = new ConfigResolver();
  private readonly indexes = new Map<string, Promise<{ audiences: ProjectAudience[]; unloaded: string[] }>>();
  /** Files of the project as last read from disk (undefined: unreadable), until a watched file changes. */
  private readonly onDisk = new Map<string, string | undefined>();
  /** The field paths of each XDM schema file a config names (read once until a watched file changes). */
  private readonly schemaPaths = new Map<string, string[]>();
  /** Config files that failed to load, by the name the error gives. */
  readonly configProblems = new Map<string, ConfigProblem>();

  /** `openText(absolute)`: an open document's text, else undefined (read from disk). */
  constructor(private readonly openText: (absolute: string) => string | undefined) {}

  /**
   * After files of the workspace changed on disk: configs are read again when one of them changed,
   * and of the files read, those in `changed` (all of them when it is not given). The project
   * index is built again on its next use: a file added or removed changes it.
   */
  invalidate(configChanged: boolean, changed?: readonly string[]): void {
    if (configChanged) {
      this.configs = new ConfigResolver();
      this.configProblems.clear();
    }
    this.indexes.clear();
    if (changed) for (const file of changed) this.onDisk.delete(file);
    else this.onDisk.clear();
    this.schemaPaths.clear();
  }

  /** Reads a config file that changed, so a broken one is shown even while no audience file it applies to is open. */
  async checkConfig(absolute: string): Promise<void> {
    try {
      await loadConfig(shownPath(absolute));
    } catch (e) {
      // A package.json without our key, or a config file that was deleted, is no problem of ours.
      if (!(e instanceof ConfigError) || /: (no such file|has no "pql-audience" key)$/.test(e.message)) return;
      const problem = parseConfigError(e.message);
      this.configProblems.set(problem.file, problem);
    }
  }

  /** An open document's text, else the file on disk (read once until a watched file changes). */
  textOf(absolute: string): string | undefined {
    const open = this.openText(absolute);
    if (open !== undefined) return open;
    if (!this.onDisk.has(absolute)) this.onDisk.set(absolute, readIfReadable(absolute));
    return this.onDisk.get(absolute);
  }

  /** The settings for a file; a broken config is recorded and the defaults apply meanwhile. */
  async configFor(absolute: string): Promise<ResolvedConfig> {
    const configs = this.configs;
    try {
      return (await configs.forFile(absolute)).resolved;
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      const problem = parseConfigError(e.message);
      // A lookup that began before the configs were read again says nothing about them now.
      if (configs === this.configs) this.configProblems.set(problem.file, problem);
      return resolveConfig({}, shownPath(absolute), codesFor);
    }
  }

  /**
   * The field paths of the XDM schema the file's config names (`xdm.schema`), for completion; none
   * when it names none. A schema that cannot be read or is not JSON is shown on the config file.
   */
  async xdmPathsFor(absolute: string): Promise<string[]> {
    let source: { file: string; config: { xdm?: { schema?: string } } } | null;
    try {
      source = (await this.configs.forFile(absolute)).source;
    } catch (e) {
      if (e instanceof ConfigError) return [];
      throw e;
    }
    const named = source?.config.xdm?.schema;
    if (!source || !named) return [];
    const schemaFile = resolve(dirname(resolve(source.file)), named);
    let paths = this.schemaPaths.get(schemaFile);
    if (!paths) {
      const text = readIfReadable(schemaFile);
      try {
        if (text === undefined) throw new Error(`cannot read the XDM schema \`${named}\` (xdm.schema)`);
        paths = xdmPaths(JSON.parse(text));
      } catch (e) {
        const message =
          e instanceof SyntaxError ? `the XDM schema \`${named}\` (xdm.schema) is not JSON: ${e.message}` : (e as Error).message;
        this.configProblems.set(source.file, { file: source.file, line: 1, column: 1, message });
        paths = [];
      }
      this.schemaPaths.set(schemaFile, paths);
    }
    return paths;
  }

  /**
   * The other audiences of the file's project, by identity, and the project's audience files that
   * did not load (cached until a file changes).
   */
  async projectOf(absolute: string): Promise<ProjectAudience[]> {
    return (await this.indexOf(absolute)).audiences;
  }

  private indexOf(absolute: string): Promise<{ audiences: ProjectAudience[]; unloaded: string[] }> {
    let cached = this.indexes.get(absolute);
    if (!cached) {
      const unloaded: string[] = [];
      cached = indexProjects([absolute], { configs: this.configs, roots: this.configs, onUnloaded: (file) => unloaded.push(file) }).then(
        (audiences) => ({ audiences, unloaded }),
        (e) => {
          if (e instanceof ConfigError) return { audiences: [], unloaded: [] };
          throw e;
        },
      );
      this.indexes.set(absolute, cached);
    }
    return cached;
  }

  /** The file's lint result for `text`, or null when the config ignores the file. */
  async lint(absolute: string, text: string): Promise<FileResult | null> {
    const config = await this.configFor(absolute);
    if (config.ignored) return null;
    const draft = draftFile({ file: shownPath(absolute), text, config, invalidUtf8: invalidUtf8Of(absolute, text) });
    const { audiences, unloaded } = await this.indexOf(absolute);
    const { context, rest } = await draftReferenced([draft], audiences, async (file) => {
      const other = this.textOf(resolve(file));
      return other === undefined ? null : draftFile({ file, text: other, config: await this.configFor(resolve(file)) });
    });
    return lintDrafts([draft], () => text, { context, project: rest, ...(unloaded.length > 0 ? { unloaded } : {}) }).files[0]!;
  }
}

/**
 * Where the file on disk stops being UTF-8, while the editor's text is what decoding it gave (the
 * editor shows U+FFFD there and cannot say so itself); undefined once the text is edited.
 */
function invalidUtf8Of(absolute: string, text: string) {
  try {
    const disk = readSourceSync(absolute);
    return disk.invalidUtf8 && disk.text === text ? disk.invalidUtf8 : undefined;
  } catch {
    return undefined;
  }
}
