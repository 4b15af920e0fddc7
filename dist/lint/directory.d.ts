import type { AudienceDraft, FileDraft } from "./draft.js";
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
}
export declare function buildDirectory(drafts: readonly FileDraft[], remote?: RemoteOrg): AudienceDirectory;
