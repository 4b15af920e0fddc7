import type { InvalidUtf8 } from "../audience/encoding.js";
import type { ResolvedConfig } from "../lint/resolve-config.js";
import { type StreamedRun } from "../lint/engine.js";
import type { RemoteOrg } from "../lint/remote.js";
import type { FileResult, LintResult } from "../lint/lint-result.js";
import type { GitVariables } from "./project-index-listing.js";
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
    cache?: {
        location?: string;
        git?: GitVariables;
    };
    /**
     * Answer for the commit being made (a hook, `lint --staged`): the project is the files git
     * tracks; otherwise it is the working tree's, untracked files git does not ignore included
     * (IndexOptions.staged in project-index.ts).
     */
    staged?: boolean;
}
export declare function lintFiles(paths: readonly string[], options?: LintFilesOptions): Promise<LintResult>;
/**
 * lintFiles for reports written file by file (concise, github): each file's result goes to
 * `onFile` in order and is not kept, so memory does not grow with the results.
 */
export declare function streamLintFiles(paths: readonly string[], options: LintFilesOptions, onFile: (file: FileResult) => void): Promise<StreamedRun>;
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
export declare function lintInput(source: InputSource, options?: {
    config?: string;
}): Promise<{
    file: FileResult;
    config: ResolvedConfig;
}>;
