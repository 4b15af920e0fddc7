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
}
export declare function buildDirectory(drafts: readonly FileDraft[], remote?: RemoteOrg, { context, project }?: ProjectContext): AudienceDirectory;
