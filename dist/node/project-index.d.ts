import type { ProjectAudience } from "../lint/directory.js";
import type { FileDraft } from "../lint/draft.js";
import type { ConfigResolver } from "./config-loader.js";
import type { GitVariables } from "./project-index-listing.js";
/** The root (absolute) of the project holding `directory`, or null outside a work tree and without a config file. */
export declare function projectRoot(directory: string, configs: ConfigResolver): Promise<string | null>;
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
    cache?: {
        location?: string;
        git?: GitVariables;
    };
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
export declare function indexProjects(given: readonly string[], options: IndexOptions): Promise<ProjectAudience[]>;
/**
 * For a run for the commit (`staged`): the audiences of the given files' projects, in files git
 * neither tracks nor ignores, that declare one of `aliases` (ones the run references and the
 * commit lacks), so the message can name the file to `git add`. The disk is walked for audience
 * files that declare one (node_modules and .git left out, as the walk outside a work tree does),
 * and git is asked only about those, when there are any: a hook whose index is unchanged spawns
 * no git for an alias nobody declares (project-index-listing.ts). Which of them git ignores is
 * git's answer alone.
 */
export declare function untrackedDeclaring(given: readonly string[], aliases: ReadonlySet<string>, options: Pick<IndexOptions, "configs" | "roots" | "walked">): Promise<ProjectAudience[]>;
/**
 * Drafts the project files that references lead to, following their references in turn: `draft`
 * makes one (or null for a file that cannot be read). Returns those drafts and the
 * audiences still known by identity only.
 */
export declare function draftReferenced(drafts: readonly FileDraft[], audiences: readonly ProjectAudience[], draft: (file: string) => Promise<FileDraft | null>): Promise<{
    context: FileDraft[];
    rest: ProjectAudience[];
}>;
