import type { RemoteOrg } from "../lint/remote.js";
export interface LintArgs {
    paths: string[];
    "stdin-filename"?: string;
    format: string[];
    config?: string;
    "max-warnings"?: number;
    "print-config"?: string;
    "show-suppressed": boolean;
    quiet: boolean;
    fix: boolean;
    workers?: number;
    remote: boolean;
    debug?: boolean;
    /** Keep the project index between runs (default true; `--no-cache`). */
    cache?: boolean;
    /** The directory the project index cache goes in (default: node_modules/.cache/pql-audience/ under the project). */
    "cache-location"?: string;
    /** Answer for the commit being made (default: inside a git hook). */
    staged?: boolean;
}
/** What `--remote` reads of the live org, or undefined once the reason it could not is on stderr (lint-remote.ts). */
export type RemoteLoader = (debug: boolean) => Promise<RemoteOrg | undefined>;
export declare function runLint(args: LintArgs, loadRemote?: RemoteLoader): Promise<number>;
