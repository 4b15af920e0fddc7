import { type FileResult, type ResolvedConfig } from "../index.js";
import type { ProjectAudience } from "../lint/directory.js";
/** A config file that does not validate: shown on that file, never a crash. */
export interface ConfigProblem {
    /** As the error names it (relative to the working directory). */
    file: string;
    line: number;
    column: number;
    message: string;
}
/** `path:line:col: message` (or `path: message`), as ConfigError words it. */
export declare function parseConfigError(message: string): ConfigProblem;
/** How a file is named in diagnostics: relative to the working directory when inside it, as `lint` names its arguments. */
export declare function shownPath(absolute: string): string;
export declare class ProjectLinter {
    private readonly openText;
    private configs;
    private readonly indexes;
    /** Files of the project as last read from disk (undefined: unreadable), until a watched file changes. */
    private readonly onDisk;
    /** The field paths of each XDM schema file a config names (read once until a watched file changes). */
    private readonly schemaPaths;
    /** Config files that failed to load, by the name the error gives. */
    readonly configProblems: Map<string, ConfigProblem>;
    /** `openText(absolute)`: an open document's text, else undefined (read from disk). */
    constructor(openText: (absolute: string) => string | undefined);
    /**
     * After files of the workspace changed on disk: configs are read again when one of them changed,
     * and of the files read, those in `changed` (all of them when it is not given). The project
     * index is built again on its next use: a file added or removed changes it.
     */
    invalidate(configChanged: boolean, changed?: readonly string[]): void;
    /** Reads a config file that changed, so a broken one is shown even while no audience file it applies to is open. */
    checkConfig(absolute: string): Promise<void>;
    /** An open document's text, else the file on disk (read once until a watched file changes). */
    textOf(absolute: string): string | undefined;
    /** The settings for a file; a broken config is recorded and the defaults apply meanwhile. */
    configFor(absolute: string): Promise<ResolvedConfig>;
    /**
     * The field paths of the XDM schema the file's config names (`xdm.schema`), for completion; none
     * when it names none. A schema that cannot be read or is not JSON is shown on the config file.
     */
    xdmPathsFor(absolute: string): Promise<string[]>;
    /**
     * The other audiences of the file's project, by identity, and the project's audience files that
     * did not load (cached until a file changes).
     */
    projectOf(absolute: string): Promise<ProjectAudience[]>;
    private indexOf;
    /** The file's lint result for `text`, or null when the config ignores the file. */
    lint(absolute: string, text: string): Promise<FileResult | null>;
}
