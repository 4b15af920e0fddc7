import type { AudienceIdentity } from "../audience/identity.js";
import type { AudienceDraft, FileDraft } from "./audience-draft.js";
import { type RemoteOrg } from "./remote.js";
export interface DirectoryEntry {
    file: string;
    audience: AudienceDraft;
}
export interface AudienceDirectory {
    all: DirectoryEntry[];
    /** The audience a reference (`<id>` or `alias:NAME`) points at. */
    resolve(reference: string): DirectoryEntry | undefined;
    isAlias(reference: string): boolean;
    /** Set when a live org was consulted (`lint --remote`): an id it does not have is unknown. */
    remote?: string;
    /** Another audience (of an audience file) with the same name, id or alias, if any. */
    duplicateOf(audience: AudienceDraft, field: "name" | "id" | "alias"): DirectoryEntry | undefined;
    /** Every alias an audience of the project declares (for "did you mean"). */
    aliases(): Iterable<string>;
    /** The file git does not track that declares `alias`, in a run for the commit (see ProjectContext.untracked). */
    untrackedDeclaring(alias: string): string | undefined;
    /** The files of the run and of the project that did not load: a reference may point into one of them. */
    unloaded: readonly string[];
}
/** An audience of the project that this run does not draft: a file and who it says it is. */
export interface ProjectAudience extends AudienceIdentity {
    file: string;
}
/** What a run knows beyond the files it reports on. */
export interface ProjectContext {
    /** Drafts of unreported files that references lead to. */
    context?: readonly FileDraft[];
    /** The project's other audiences, by identity; references must not need them (draft those as context). */
    project?: readonly ProjectAudience[];
    /**
     * In a run for the commit, audiences of files git does not track (not in the project) that
     * declare an alias the run references and the project lacks: named in the message.
     */
    untracked?: readonly ProjectAudience[];
    /** Files of the project, beyond the run's, that did not load. */
    unloaded?: readonly string[];
}
export declare function buildDirectory(drafts: readonly FileDraft[], remote?: RemoteOrg, { context, project, untracked, unloaded }?: ProjectContext): AudienceDirectory;
